"""HTTP for the shop's bundles (/product/bundle): those on sale, for the home page and search. One
bundle's page marks what the member owns, which is the library's: library/bundle_page_router.py
serves it at this router's path."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.catalogue import bundle_service
from gamestore.catalogue.bundle_schemas import BundlePageReq, BundleResp
from gamestore.core.context import Context
from gamestore.core.deps import ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageResult

bundle_router = APIRouter(route_class=JsonBodyRoute, prefix="/product/bundle", tags=["bundles"])


@bundle_router.get(
    "/page",
    summary="Bundles on sale now, newest first (the home page's list), found by name with keyword; "
    "each with its tiers or price and its lowest stock",
    **error_answers(),
)
async def bundle_page(
    query: Annotated[BundlePageReq, Query()], session: ReadSession, context: Context
) -> CommonResult[PageResult[BundleResp]]:
    return ok(await bundle_service.page(session, query, context.language))
