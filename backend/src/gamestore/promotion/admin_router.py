"""HTTP for /admin-api/promotion: the catalogue's discount activities, the content team's activities
and news (Explore) and their content file."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, File, Query, UploadFile

from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id
from gamestore.promotion import admin_service, banner_admin_service, discount_admin_service, errors
from gamestore.promotion.admin_ports import Games, Importer, Versions
from gamestore.promotion.admin_schemas import (
    AdminArticleDetailResp,
    AdminArticlePageReq,
    AdminArticleResp,
    AdminBannerResp,
    ArticleCreateReq,
    ArticleImportResp,
    ArticlePublishReq,
    ArticleUpdateReq,
    BannerEnableReq,
    BannerPageReq,
    BannerSaveReq,
    BannerUpdateReq,
    DiscountActivityDetailResp,
    DiscountActivityPageReq,
    DiscountActivityResp,
    DiscountActivitySaveReq,
    DiscountActivityUpdateReq,
    IdReq,
)

admin_discount_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/discount-activity", tags=["admin promotions"]
)
admin_banner_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/banner", tags=["admin promotions"]
)
admin_article_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/promotion/article", tags=["admin promotions"]
)

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)

DiscountReader = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.discount_activity:read"))]
DiscountWriter = Annotated[
    OperatorPrincipal, Depends(require_permission("catalogue.discount_activity:write"))
]
ArticleReader = Annotated[OperatorPrincipal, Depends(require_permission("content.article:read"))]
BannerReader = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.banner:read"))]
BannerWriter = Annotated[OperatorPrincipal, Depends(require_permission("catalogue.banner:write"))]
ArticleWriter = Annotated[OperatorPrincipal, Depends(require_permission("content.article:write"))]

_DISCOUNT_REFUSALS = (
    errors.DISCOUNT_WINDOW_INVALID,
    errors.DISCOUNT_VERSION_REPEATED,
    errors.DISCOUNT_VERSION_NOT_FOUND,
    errors.DISCOUNT_OUT_OF_RANGE,
)


@admin_discount_router.get(
    "/page",
    summary="Discount activities by name and status, newest first",
    **error_answers(*_ALLOWED),
)
async def discount_activity_page(
    params: Annotated[DiscountActivityPageReq, Query()],
    principal: DiscountReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[PageResult[DiscountActivityResp]]:
    return ok(await discount_admin_service.page(session, params, context.language))


@admin_discount_router.get(
    "/get",
    summary="A discount activity with its versions, their discounts and event prices",
    **error_answers(*_ALLOWED, errors.DISCOUNT_ACTIVITY_NOT_FOUND),
)
async def discount_activity_get(
    id: Annotated[Id, Query(description="The activity's id")],
    principal: DiscountReader,
    session: ReadSession,
    versions: Versions,
    context: Context,
) -> CommonResult[DiscountActivityDetailResp]:
    return ok(await discount_admin_service.detail(session, versions, id, context.language))


@admin_discount_router.post(
    "/create",
    summary="A discount activity: its name, window and versions with their discounts (the shop prices "
    "them while it runs)",
    **error_answers(*_ALLOWED, *_DISCOUNT_REFUSALS),
)
async def discount_activity_create(
    body: DiscountActivitySaveReq,
    principal: DiscountWriter,
    session: DbSession,
    versions: Versions,
    context: Context,
) -> CommonResult[DiscountActivityDetailResp]:
    return ok(await discount_admin_service.create(session, versions, principal, body, context.language))


@admin_discount_router.post(
    "/update",
    summary="Change a discount activity's name, window and versions (the versions are replaced)",
    **error_answers(*_ALLOWED, errors.DISCOUNT_ACTIVITY_NOT_FOUND, *_DISCOUNT_REFUSALS),
)
async def discount_activity_update(
    body: DiscountActivityUpdateReq,
    principal: DiscountWriter,
    session: DbSession,
    versions: Versions,
    context: Context,
) -> CommonResult[DiscountActivityDetailResp]:
    return ok(await discount_admin_service.update(session, versions, principal, body, context.language))


@admin_discount_router.post(
    "/close",
    summary="End a discount activity now (one to come never starts)",
    **error_answers(*_ALLOWED, errors.DISCOUNT_ACTIVITY_NOT_FOUND),
)
async def discount_activity_close(
    body: IdReq,
    principal: DiscountWriter,
    session: DbSession,
    versions: Versions,
    context: Context,
) -> CommonResult[DiscountActivityDetailResp]:
    return ok(await discount_admin_service.close(session, versions, principal, body.id, context.language))


@admin_article_router.get(
    "/page",
    summary="Activities and news by title, type, category and published or not, newest first",
    **error_answers(*_ALLOWED),
)
async def article_page(
    params: Annotated[AdminArticlePageReq, Query()],
    principal: ArticleReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[PageResult[AdminArticleResp]]:
    return ok(await admin_service.page(session, params, context.language))


@admin_article_router.get(
    "/get",
    summary="An activity or news item with every language's title, summary and body as stored",
    **error_answers(*_ALLOWED, errors.ARTICLE_NOT_FOUND),
)
async def article_get(
    id: Annotated[Id, Query(description="The article's id")],
    principal: ArticleReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[AdminArticleDetailResp]:
    return ok(await admin_service.detail(session, id, context.language))


@admin_article_router.post(
    "/create",
    summary="A new activity or news item, a draft until published; checked as the content file is",
    **error_answers(
        *_ALLOWED, errors.ARTICLE_CODE_TAKEN, errors.ARTICLE_CATEGORY_NOT_FOUND, errors.ARTICLE_INVALID
    ),
)
async def article_create(
    body: ArticleCreateReq,
    principal: ArticleWriter,
    session: DbSession,
    games: Games,
    importer: Importer,
    context: Context,
) -> CommonResult[AdminArticleDetailResp]:
    return ok(await admin_service.create(session, games, importer, principal, body, context.language))


@admin_article_router.post(
    "/update",
    summary="Change an activity or news item (all but its code and published state)",
    **error_answers(
        *_ALLOWED, errors.ARTICLE_NOT_FOUND, errors.ARTICLE_CATEGORY_NOT_FOUND, errors.ARTICLE_INVALID
    ),
)
async def article_update(
    body: ArticleUpdateReq,
    principal: ArticleWriter,
    session: DbSession,
    games: Games,
    importer: Importer,
    context: Context,
) -> CommonResult[AdminArticleDetailResp]:
    return ok(await admin_service.update(session, games, importer, principal, body, context.language))


@admin_article_router.post(
    "/publish",
    summary="Publish an activity or news item (Explore shows it) or take it offline",
    **error_answers(*_ALLOWED, errors.ARTICLE_NOT_FOUND),
)
async def article_publish(
    body: ArticlePublishReq, principal: ArticleWriter, session: DbSession, context: Context
) -> CommonResult[AdminArticleDetailResp]:
    return ok(await admin_service.publish(session, principal, body, context.language))


@admin_article_router.post(
    "/import",
    summary="Import a content file (the JSON `gamestore import-articles` reads): good rows saved, "
    "each row reported",
    **error_answers(*_ALLOWED, errors.ARTICLE_FILE_UNREADABLE),
)
async def article_import(
    principal: ArticleWriter,
    session: DbSession,
    importer: Importer,
    file: UploadFile = File(description="The content file (JSON, UTF-8)"),
) -> CommonResult[ArticleImportResp]:
    content = await file.read()  # a multipart body is capped by the request context's upload limit
    return ok(await admin_service.import_file(session, importer, principal, file.filename or "", content))


@admin_banner_router.get(
    "/page",
    summary="Banners by position and shown or hidden, as the shop orders them",
    **error_answers(*_ALLOWED),
)
async def banner_page(
    params: Annotated[BannerPageReq, Query()], principal: BannerReader, session: ReadSession, context: Context
) -> CommonResult[PageResult[AdminBannerResp]]:
    return ok(await banner_admin_service.page(session, params, context.language))


@admin_banner_router.get("/get", summary="A banner", **error_answers(*_ALLOWED, errors.BANNER_NOT_FOUND))
async def banner_get(
    id: Annotated[Id, Query(description="The banner's id")],
    principal: BannerReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[AdminBannerResp]:
    return ok(await banner_admin_service.detail(session, id, context.language))


@admin_banner_router.post("/create", summary="A new banner, shown at once", **error_answers(*_ALLOWED))
async def banner_create(
    body: BannerSaveReq, principal: BannerWriter, session: DbSession, context: Context
) -> CommonResult[AdminBannerResp]:
    return ok(await banner_admin_service.create(session, principal, body, context.language))


@admin_banner_router.post(
    "/update",
    summary="Change a banner's position, titles, pictures, link and order",
    **error_answers(*_ALLOWED, errors.BANNER_NOT_FOUND),
)
async def banner_update(
    body: BannerUpdateReq, principal: BannerWriter, session: DbSession, context: Context
) -> CommonResult[AdminBannerResp]:
    return ok(await banner_admin_service.update(session, principal, body, context.language))


@admin_banner_router.post(
    "/enable",
    summary="Show a banner in the shop or hide it",
    **error_answers(*_ALLOWED, errors.BANNER_NOT_FOUND),
)
async def banner_enable(
    body: BannerEnableReq, principal: BannerWriter, session: DbSession, context: Context
) -> CommonResult[AdminBannerResp]:
    return ok(await banner_admin_service.enable(session, principal, body, context.language))


ADMIN_PROMOTION_ROUTERS = (admin_discount_router, admin_article_router, admin_banner_router)
