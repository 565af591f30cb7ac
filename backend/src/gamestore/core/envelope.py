"""The answer shape of every /app-api call: ``{code, data, msg}``."""

from __future__ import annotations

from typing import Generic, TypeVar

from pydantic import BaseModel, ConfigDict

T = TypeVar("T")


class CommonResult(BaseModel, Generic[T]):
    model_config = ConfigDict(title="CommonResult")

    code: int
    data: T | None = None
    msg: str = ""


def ok(data: T) -> CommonResult[T]:
    return CommonResult[T](code=0, data=data, msg="")
