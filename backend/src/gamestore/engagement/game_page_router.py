"""HTTP for a game's page (/product/spu/get-detail): it shows the items each version carries, which
are engagement's, so the page is engagement's route at the catalogue's path, handing the catalogue's
page (catalogue/detail_service.py) what the versions carry (purchase_rewards.carried_by): engagement
depends on the catalogue, not the other way."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.catalogue import detail_service
from gamestore.catalogue.catalogue_cache import NO_CACHE
from gamestore.catalogue.deps import Catalogue, Prices
from gamestore.catalogue.errors import SPU_NOT_FOUND, SPU_OFF_SHELF
from gamestore.catalogue.schemas import SpuDetailResp
from gamestore.core.auth import OptionalMember
from gamestore.core.context import Context
from gamestore.core.deps import ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.validators import Id
from gamestore.engagement.purchase_rewards import carried_by

game_page_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/spu", tags=["games"])


@game_page_router.get(
    "/get-detail",
    summary="A game's page; records a footprint for a logged-in member",
    **error_answers(SPU_NOT_FOUND, SPU_OFF_SHELF, UNAUTHORIZED, TOKEN_EXPIRED),
)
async def spu_detail(
    id: Annotated[Id, Query()],
    session: ReadSession,
    prices: Prices,
    context: Context,
    principal: OptionalMember,
    cache: Catalogue,
) -> CommonResult[SpuDetailResp]:
    page_cache = cache if principal is not None else NO_CACHE  # visitors' whole answers are cached
    return ok(
        await detail_service.detail(session, id, prices, context.language, principal, page_cache, carried_by)
    )
