"""Sold out, answered at the door: a purchase at a star deal this process's board says is sold out
(catalogue/star_deal_service.py) is refused before routing, before the member's session is read and
before any database round trip. In a crowd, thousands of attempts arrive after the last key; each costs
what a cached read costs instead of a route's dependencies.

It answers only what the route would answer first (the route resolves the deal before the member: the
deals' list is public): a well-formed body for a running deal the board, within its window, says holds
no key, with valid context headers. Anything else goes on to the route. It counts no rate-limit hit:
the answer from memory costs less than counting it."""

from __future__ import annotations

from pydantic import ValidationError
from starlette.requests import Request
from starlette.types import ASGIApp, Receive, Scope, Send

from gamestore.catalogue import promotion_errors
from gamestore.catalogue.star_deal_service import Board
from gamestore.core.context import get_request_context, request_language
from gamestore.core.errors import AppError
from gamestore.core.handlers import app_error_response
from gamestore.core.json_body import remembered
from gamestore.trade.order_schemas import StarDealOrderReq

PATH = "/app-api/trade/star-deal/create"


class SoldOutGate:
    """ASGI middleware inside the request context middleware (which parses the body and the language)."""

    def __init__(self, app: ASGIApp, board: Board) -> None:
        self.app = app
        self.board = board

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "http" and scope["path"] == PATH and scope["method"] == "POST":
            request = Request(scope, receive)
            if await self._sold_out(request):
                response = app_error_response(
                    AppError(promotion_errors.STAR_DEAL_SOLD_OUT), request_language(request)
                )
                await response(scope, receive, send)
                return
        await self.app(scope, receive, send)

    async def _sold_out(self, request: Request) -> bool:
        body = remembered(request.scope)
        if not isinstance(body, dict) or not isinstance(body.get("dealId"), int):
            return False
        if not self.board.sold_out_now(body["dealId"]):
            return False
        try:
            StarDealOrderReq.model_validate(body)
            await get_request_context(request)
        except (ValidationError, AppError):
            return False  # the route answers it, as it would anyway
        return True
