"""HTTP for the shop's banners (/promotion/banner)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.content import banner_service
from gamestore.content.schemas import BannerResp
from gamestore.core.context import Context
from gamestore.core.deps import ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import error_answers
from gamestore.core.json_body import JsonBodyRoute

banner_router = APIRouter(route_class=JsonBodyRoute, prefix="/promotion/banner", tags=["promotions"])


@banner_router.get(
    "/list",
    summary="Banners at a position (promotion_banner_position; 1 home)",
    **error_answers(),
)
async def banner_list(
    session: ReadSession, context: Context, position: Annotated[int, Query(ge=1, le=100)] = 1
) -> CommonResult[list[BannerResp]]:
    return ok(await banner_service.banners(session, position, context.language))
