"""The one JSON parser for request bodies: the context middleware parses a body once (it needs the
language in it before routing) and the routes take the parsed value from the request scope."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Coroutine, MutableMapping
from typing import Any

from fastapi import Request, Response
from fastapi.routing import APIRoute

_PARSED = "gamestore.json_body"


class JsonBodyError(ValueError):
    pass


def _refuse_constant(name: str) -> Any:
    raise JsonBodyError(f"{name} is not JSON")


def _finite_float(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):  # 1e999 parses as inf, which no column or schema holds
        raise JsonBodyError("number out of range")
    return value


def parse_json(body: bytes) -> Any:
    """JSON as RFC 8259 has it, or JsonBodyError: never RecursionError (deep nesting), NaN or
    Infinity, an infinite float or a 5,000-digit integer (ValueError), or undecodable bytes."""
    try:
        return json.loads(body, parse_constant=_refuse_constant, parse_float=_finite_float)
    except JsonBodyError:
        raise
    except (ValueError, RecursionError) as exc:  # JSONDecodeError and UnicodeDecodeError are ValueErrors
        raise JsonBodyError(str(exc) or type(exc).__name__) from None


def remember(scope: MutableMapping[str, Any], body: bytes) -> Any:
    """Parses ``body`` and keeps the outcome in the scope for the route; returns the value or None."""
    try:
        value = parse_json(body)
    except JsonBodyError as exc:
        scope[_PARSED] = (body, exc)
        return None
    scope[_PARSED] = (body, value)
    return value


def remembered(scope: MutableMapping[str, Any]) -> Any:
    """The body the middleware parsed (``remember``), or None: none kept, or not JSON."""
    kept = scope.get(_PARSED)
    return None if kept is None or isinstance(kept[1], JsonBodyError) else kept[1]


class _ParsedBodyRequest(Request):
    async def json(self) -> Any:
        if not hasattr(self, "_json"):
            body = await self.body()
            kept = self.scope.get(_PARSED)
            outcome = kept[1] if kept is not None and kept[0] == body else _parse_or_error(body)
            if isinstance(outcome, JsonBodyError):
                # FastAPI turns a JSONDecodeError into its json_invalid validation error (400).
                raise json.JSONDecodeError(str(outcome), "", 0)
            self._json = outcome
        return self._json


def _parse_or_error(body: bytes) -> Any:
    try:
        return parse_json(body)
    except JsonBodyError as exc:
        return exc


class JsonBodyRoute(APIRoute):
    """Every API route: reads the body the middleware parsed instead of parsing it again."""

    def get_route_handler(self) -> Callable[[Request], Coroutine[Any, Any, Response]]:
        handler = super().get_route_handler()

        async def route_handler(request: Request) -> Response:
            return await handler(_ParsedBodyRequest(request.scope, request.receive))

        return route_handler
