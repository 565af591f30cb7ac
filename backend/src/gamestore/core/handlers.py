"""The one place where failures become ``{code, data, msg}`` answers."""

from __future__ import annotations

import structlog
from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from gamestore.core.context import request_language
from gamestore.core.db import database_unavailable
from gamestore.core.errors import (
    BAD_REQUEST,
    INTERNAL_ERROR,
    METHOD_NOT_ALLOWED,
    NOT_FOUND,
    SERVICE_BUSY,
    UNAUTHORIZED,
    AppError,
    ErrorCode,
)
from gamestore.core.i18n import Lang, translate
from gamestore.core.validation_errors import describe_validation_errors

log = structlog.get_logger("gamestore.errors")

# What a 503 asks the client to wait: a database restarting or failing over is back within seconds.
DATABASE_RETRY_AFTER_SECONDS = 5

_HTTP_ERRORS: dict[int, ErrorCode] = {
    400: BAD_REQUEST,
    401: UNAUTHORIZED,
    404: NOT_FOUND,
    405: METHOD_NOT_ALLOWED,
}


def envelope(code: int, msg: str, status_code: int = 200, data: object = None) -> JSONResponse:
    return JSONResponse({"code": code, "data": data, "msg": msg}, status_code=status_code)


def app_error_response(exc: AppError, lang: Lang) -> JSONResponse:
    response = envelope(exc.error.code, translate(exc.error.key, lang, **exc.params), data=exc.data)
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


def unhandled_error_response(request: Request, exc: Exception) -> JSONResponse:
    """503 with Retry-After while the database is away; 500 for anything else no handler took."""
    lang = request_language(request)
    if database_unavailable(exc):
        log.warning("database unavailable", path=request.url.path, error=repr(exc))
        response = envelope(SERVICE_BUSY.code, translate(SERVICE_BUSY.key, lang), 503)
        response.headers["Retry-After"] = str(DATABASE_RETRY_AFTER_SECONDS)
        return response
    log.error("unhandled error", path=request.url.path, exc_info=exc)
    return envelope(INTERNAL_ERROR.code, translate(INTERNAL_ERROR.key, lang), 500)


class UnhandledErrorMiddleware:
    """Answers what no exception handler took, so that nothing reaches Starlette's
    ServerErrorMiddleware: that one answers and then raises again, and uvicorn closes a connection
    whose application raised (the client's next request on its keep-alive connection got no answer
    at all). An answer already under way cannot be replaced: a failure after it was sent is only
    logged, one in its middle is raised again (closing the connection is the only way to tell the
    client the answer is cut short)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        answer = {"started": False, "sent": False}

        async def send_noting_progress(message: Message) -> None:
            if message["type"] == "http.response.start":
                answer["started"] = True
            elif message["type"] == "http.response.body" and not message.get("more_body", False):
                answer["sent"] = True
            await send(message)

        try:
            await self.app(scope, receive, send_noting_progress)
        except Exception as exc:
            request = Request(scope)
            if answer["sent"]:
                log.error("error after the answer was sent", path=request.url.path, exc_info=exc)
                return
            if answer["started"]:
                log.error("error while the answer was sent", path=request.url.path, exc_info=exc)
                raise
            await unhandled_error_response(request, exc)(scope, receive, send)


def install_exception_handlers(app: FastAPI) -> None:
    """The typed handlers; what they do not take is UnhandledErrorMiddleware's (main.py adds it)."""
    app.add_exception_handler(AppError, _app_error)
    app.add_exception_handler(RequestValidationError, _validation_error)
    app.add_exception_handler(StarletteHTTPException, _http_error)
