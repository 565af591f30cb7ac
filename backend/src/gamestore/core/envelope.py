"""The answer shape of every /app-api call: ``{code, data, msg}``."""

from __future__ import annotations

from typing import Any, Generic, Literal, TypeVar

from pydantic import BaseModel, ConfigDict

T = TypeVar("T")


class CommonResult(BaseModel, Generic[T]):
    """A success: ``data`` is typed as the endpoint's answer (``CommonResult[X | None]`` where it can be
    null), so the generated client types it exactly."""

    model_config = ConfigDict(title="CommonResult")

    code: Literal[0]
    data: T
    msg: str = ""


class ErrorResult(BaseModel):
    """A failure (rendered by core/handlers): a non-zero code, no data, the translated message."""

    code: int
    data: None
    msg: str


def ok(data: T) -> CommonResult[T]:
    return CommonResult[T](code=0, data=data, msg="")


def document_failures(schema: dict[str, Any]) -> None:
    """Every enveloped answer is a success or an ErrorResult: say so in the OpenAPI schema."""
    failure = {"$ref": "#/components/schemas/ErrorResult"}
    for path in schema.get("paths", {}).values():
        for operation in path.values():
            content = operation.get("responses", {}).get("200", {}).get("content", {})
            body = content.get("application/json", {})
            if body.get("schema", {}).get("$ref", "").startswith("#/components/schemas/CommonResult"):
                body["schema"] = {"anyOf": [body["schema"], failure]}
    schemas = schema.setdefault("components", {}).setdefault("schemas", {})
    schemas["ErrorResult"] = ErrorResult.model_json_schema()
