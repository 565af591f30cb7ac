"""HTTP for one bundle's page (/product/bundle/get): it marks the games the member owns, which are the
library's, so the page is the library's route at the catalogue's path (catalogue/bundle_router.py)."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.catalogue.bundle_schemas import BundleDetailResp
from gamestore.catalogue.promotion_errors import BUNDLE_NOT_FOUND, BUNDLE_NOT_ON_SALE
from gamestore.core.auth import OptionalMember
from gamestore.core.context import Context
from gamestore.core.deps import ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.validators import Id
from gamestore.library.bundle_page import bundle_page

bundle_page_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/bundle", tags=["bundles"])


@bundle_page_router.get(
    "/get",
    summary="A bundle's page: its versions with list prices, those the member owns (here or on Steam) "
    "marked, and a fixed set's price for this member without them",
    **error_answers(BUNDLE_NOT_FOUND, BUNDLE_NOT_ON_SALE, UNAUTHORIZED, TOKEN_EXPIRED),
)
async def bundle_get(
    id: Annotated[Id, Query(description="The bundle's id")],
    session: ReadSession,
    context: Context,
    principal: OptionalMember,
) -> CommonResult[BundleDetailResp]:
    member_id = principal.member_id if principal is not None else None
    return ok(await bundle_page(session, id, member_id, context.language))
