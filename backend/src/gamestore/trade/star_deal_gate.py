"""Sold out, answered at the door: a purchase at a star deal this process's board says is sold out
(catalogue/star_deal_service.py), or whose every key left is claimed by attempts on their way, is
refused before routing, before the member's session is read and before any database round trip. In a
crowd, thousands of attempts arrive after the last key is claimed; each costs what a cached read costs
instead of a route's dependencies, and none waits behind the winners for keys it cannot get.

An attempt that goes on at a running deal claims its units first (``Board.claim``), if its token is
genuine (signed and unexpired; the route looks its session up) and its member's claims stay within
the deal's limit (else the limit is answered here); unless it ends in an order (the route keeps the
claim: ``keep_claim``), the units are given back when it is answered.

It answers only what the route would answer first (the route resolves the deal before the member: the
deals' list is public): a well-formed body for a running deal, with valid context headers. Anything
else goes on to the route. It counts no rate-limit hit: the answer from memory costs less than
counting it."""

from __future__ import annotations

import asyncio
from collections.abc import MutableMapping
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError
from sqlalchemy.exc import SQLAlchemyError
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker
from starlette.requests import Request
from starlette.types import ASGIApp, Receive, Scope, Send

from gamestore.catalogue import promotion_errors
from gamestore.catalogue.star_deal_service import Board, Deal, Seen
from gamestore.core import clock
from gamestore.core.auth import Authenticators, bearer_token
from gamestore.core.context import RequestContext, get_request_context, request_language
from gamestore.core.errors import AppError
from gamestore.core.handlers import app_error_response
from gamestore.core.json_body import remembered
from gamestore.core.tickets import OVER_LIMIT, REFUSED
from gamestore.trade.order_schemas import StarDealOrderReq

PATH = "/app-api/trade/star-deal/create"
_CLAIM_KEY = "gamestore.star_deal_claim"


@dataclass(slots=True)
class _Claim:
    deal: Deal
    count: int
    member_id: int
    left: int  # unclaimed after this claim: none, and once it is kept the deal is sold out
    kept: bool = False


def holds_claim(scope: MutableMapping[str, Any]) -> bool:
    """The attempt claimed its units at the door: it goes on to the database, whatever the board says
    meanwhile (another's claim bought the last key)."""
    return isinstance(scope.get(_CLAIM_KEY), _Claim)


def keep_claim(scope: MutableMapping[str, Any]) -> None:
    """The attempt bought its units: its claim is not given back."""
    claim = scope.get(_CLAIM_KEY)
    if isinstance(claim, _Claim):
        claim.kept = True


class SoldOutGate:
    """ASGI middleware inside the request context middleware (which parses the body and the language)."""

    def __init__(self, app: ASGIApp, board: Board, sessions: async_sessionmaker[AsyncSession]) -> None:
        self.app = app
        self.board = board
        self.sessions = sessions
        self._reads: set[asyncio.Task[Seen | None]] = set()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["path"] != PATH or scope["method"] != "POST":
            await self.app(scope, receive, send)
            return
        request = Request(scope, receive)
        order = _order(request)
        if order is None:
            await self.app(scope, receive, send)
            return
        context = await _context(request)
        if context is None:
            await self.app(scope, receive, send)  # the route refuses it
            return
        seen = await self._seen(order.dealId)
        if seen is None or seen.deal.state(clock.now()) != "running":
            await self.app(scope, receive, send)  # not the door's to answer
            return
        if seen.left == 0:
            await _refuse(request, scope, receive, send, AppError(promotion_errors.STAR_DEAL_SOLD_OUT))
            return
        await self._with_claim(order, seen, request, context, scope, receive, send)

    async def _with_claim(
        self,
        order: StarDealOrderReq,
        seen: Seen,
        request: Request,
        context: RequestContext,
        scope: Scope,
        receive: Receive,
        send: Send,
    ) -> None:
        member_id = self._member(request, context)
        if member_id is None or order.count > seen.deal.member_limit:
            await self.app(scope, receive, send)  # a token the route refuses, or a count over the limit
            return
        left = await self.board.claim(seen.deal, order.count, member_id)
        if left == 0 or (left == REFUSED and order.count == 1):
            # Every key is claimed: this process refuses the next attempts without asking, until a
            # claim comes back (REOPENED) or its next read.
            self.board.sold_out(seen.deal.id)
        if left == REFUSED:
            await _refuse(request, scope, receive, send, AppError(promotion_errors.STAR_DEAL_SOLD_OUT))
            return
        if left == OVER_LIMIT:
            limit = AppError(promotion_errors.STAR_DEAL_LIMIT, limit=seen.deal.member_limit)
            await _refuse(request, scope, receive, send, limit)
            return
        if left is None:
            await self.app(scope, receive, send)
            return
        claim = scope[_CLAIM_KEY] = _Claim(seen.deal, order.count, member_id, left)
        try:
            await self.app(scope, receive, send)
        finally:
            if not claim.kept:
                await self.board.give_back(claim.deal, claim.count, claim.member_id)
            elif claim.left == 0:
                await self.board.sold_out_if_all_claimed(claim.deal)

    def _member(self, request: Request, context: RequestContext) -> int | None:
        """Whom the attempt's token names (signed and unexpired; the route looks the session up): an
        attempt without a genuine token claims nothing, and a member claims at most the deal's limit."""
        token = bearer_token(request)
        if token is None:
            return None
        authenticators: Authenticators = request.app.state.authenticators
        return authenticators.token_member(request.app.state.settings, context.tenant_id, token)

    async def _seen(self, deal_id: int) -> Seen | None:
        """The deal as the board last read it. Never read: read now (the attempts meanwhile share the
        read), so that its first attempts are counted too. Read longer ago than the window: read again
        in the background (the read also counts the keys afresh when it should), this attempt answered
        from the last read meanwhile: none waits at the door for the database once a window."""
        latest = self.board.latest(deal_id)
        if latest is None:
            return await self._read(deal_id)
        seen, fresh = latest
        if not fresh and not self.board.reading(deal_id):
            task = asyncio.create_task(self._read(deal_id))
            self._reads.add(task)
            task.add_done_callback(self._reads.discard)
        return seen

    async def _read(self, deal_id: int) -> Seen | None:
        try:
            async with self.sessions() as session:
                return await self.board.seen(session, deal_id)
        except (SQLAlchemyError, OSError):
            return None  # the route meets it too, and answers it


def _order(request: Request) -> StarDealOrderReq | None:
    body = remembered(request.scope)
    if not isinstance(body, dict) or not isinstance(body.get("dealId"), int):
        return None
    try:
        return StarDealOrderReq.model_validate(body)
    except ValidationError:
        return None  # the route answers it, as it would anyway


async def _context(request: Request) -> RequestContext | None:
    try:
        return await get_request_context(request)
    except AppError:
        return None  # the route answers it, as it would anyway


async def _refuse(request: Request, scope: Scope, receive: Receive, send: Send, error: AppError) -> None:
    response = app_error_response(error, request_language(request))
    await response(scope, receive, send)
