"""HTTP for the catalogue console's keys that shows trade's sales (/admin-api/product/key): a version's
keys with when each sold and was revealed, revoking one, and the reveal audit. The catalogue reads its
keys (catalogue/key_admin_service.py) with trade's records handed in (trade/key_audit.py): trade
depends on the catalogue, not the other way."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from gamestore.catalogue import errors, key_admin_service
from gamestore.catalogue.admin_schemas import (
    AdminKeyResp,
    KeyPageReq,
    KeyReasonReq,
    RevealAuditPageReq,
    RevealAuditResp,
)
from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.trade.key_audit import KEY_SALES

admin_key_sales_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/key", tags=["admin catalogue"])

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)

KeyReader = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.key:read"))]
KeyWriter = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.key:write"))]


@admin_key_sales_router.get(
    "/page",
    summary="A version's keys by status, newest first, without their codes",
    **error_answers(*_ALLOWED, errors.SKU_NOT_FOUND),
)
async def key_page(
    params: Annotated[KeyPageReq, Query()], principal: KeyReader, session: ReadSession
) -> CommonResult[PageResult[AdminKeyResp]]:
    return ok(await key_admin_service.key_page(session, KEY_SALES, params))


@admin_key_sales_router.post(
    "/revoke",
    summary="Take an unsold key off sale for good, with a reason (a sold key is refunded instead)",
    **error_answers(
        *_ALLOWED, errors.KEY_NOT_FOUND, errors.KEY_SOLD, errors.KEY_RESERVED, errors.KEY_REVOKED
    ),
)
async def key_revoke(
    body: KeyReasonReq, principal: KeyWriter, session: DbSession
) -> CommonResult[AdminKeyResp]:
    return ok(await key_admin_service.revoke(session, KEY_SALES, principal, body))


@admin_key_sales_router.get(
    "/reveal-audit/page",
    summary="Who revealed which key when (members revealing their bought keys), newest first",
    **error_answers(*_ALLOWED),
)
async def key_reveal_audit(
    params: Annotated[RevealAuditPageReq, Query()],
    principal: KeyReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[PageResult[RevealAuditResp]]:
    return ok(await key_admin_service.reveal_page(session, KEY_SALES, params, context.language))


ADMIN_KEY_SALES_ROUTERS = (admin_key_sales_router,)
