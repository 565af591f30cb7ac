"""The one place where failures become ``{code, data, msg}`` answers."""

from __future__ import annotations

import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException

from gamestore.core.context import request_language
from gamestore.core.errors import (
    BAD_REQUEST,
    INTERNAL_ERROR,
    METHOD_NOT_ALLOWED,
    NOT_FOUND,
    UNAUTHORIZED,
    AppError,
    ErrorCode,
)
from gamestore.core.i18n import Lang, translate
from gamestore.core.validation_errors import describe_validation_errors

log = structlog.get_logger("gamestore.errors")

_HTTP_ERRORS: dict[int, ErrorCode] = {
    400: BAD_REQUEST,
    401: UNAUTHORIZED,
    404: NOT_FOUND,
    405: METHOD_NOT_ALLOWED,
}


def envelope(code: int, msg: str, status_code: int = 200) -> JSONResponse:
    return JSONResponse({"code": code, "data": None, "msg": msg}, status_code=status_code)


def app_error_response(exc: AppError, lang: Lang) -> JSONResponse:
    response = envelope(exc.error.code, translate(exc.error.key, lang, **exc.params))
    if exc.retry_after is not None:
        response.headers["Retry-After"] = str(exc.retry_after)
    return response


async def _app_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, AppError)
    return app_error_response(exc, request_language(request))


async def _validation_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, RequestValidationError)
    lang = request_language(request)
    return envelope(400, describe_validation_errors(exc.errors(), lang))


async def _http_error(request: Request, exc: Exception) -> JSONResponse:
    assert isinstance(exc, StarletteHTTPException)
    error = _HTTP_ERRORS.get(exc.status_code, BAD_REQUEST)
    return envelope(error.code, translate(error.key, request_language(request)))


async def _crash(request: Request, exc: Exception) -> JSONResponse:
    log.exception("unhandled error", path=request.url.path)
    return envelope(INTERNAL_ERROR.code, translate(INTERNAL_ERROR.key, request_language(request)), 500)


def install_exception_handlers(app: FastAPI) -> None:
    app.add_exception_handler(AppError, _app_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
    app.add_exception_handler(Exception, _crash)
