"""HTTP for the console's help screen (/admin-api/system/help-category, /help-article): the help
centre's categories and questions, created and changed as rows of the content file."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends, Query

from gamestore.content import errors, help_admin_service
from gamestore.content.help_admin_schemas import (
    AdminHelpArticleCreateReq,
    AdminHelpArticleDetailResp,
    AdminHelpArticlePageReq,
    AdminHelpArticleResp,
    AdminHelpArticleUpdateReq,
    AdminHelpCategoryCreateReq,
    AdminHelpCategoryResp,
    AdminHelpCategoryUpdateReq,
)
from gamestore.core.context import Context
from gamestore.core.deps import DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.pagination import PageResult
from gamestore.core.validators import Id

admin_help_category_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/system/help-category", tags=["admin help"]
)
admin_help_article_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/system/help-article", tags=["admin help"]
)

_ALLOWED = (UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN)

HelpReader = Annotated[OperatorPrincipal, Depends(require_permission("content.help:read"))]
HelpWriter = Annotated[OperatorPrincipal, Depends(require_permission("content.help:write"))]


@admin_help_category_router.get(
    "/list",
    summary="The help centre's categories with every language's name and how many questions each holds",
    **error_answers(*_ALLOWED),
)
async def help_category_list(
    principal: HelpReader, session: ReadSession
) -> CommonResult[list[AdminHelpCategoryResp]]:
    return ok(await help_admin_service.categories(session))


@admin_help_category_router.post(
    "/create",
    summary="A new help category, checked as one row of the content file's helpCategories",
    **error_answers(*_ALLOWED, errors.HELP_CODE_TAKEN, errors.HELP_INVALID),
)
async def help_category_create(
    body: AdminHelpCategoryCreateReq, principal: HelpWriter, session: DbSession
) -> CommonResult[AdminHelpCategoryResp]:
    return ok(await help_admin_service.create_category(session, principal, body))


@admin_help_category_router.post(
    "/update",
    summary="Rename or reorder a help category (not its code)",
    **error_answers(*_ALLOWED, errors.HELP_CATEGORY_NOT_FOUND, errors.HELP_INVALID),
)
async def help_category_update(
    body: AdminHelpCategoryUpdateReq, principal: HelpWriter, session: DbSession
) -> CommonResult[AdminHelpCategoryResp]:
    return ok(await help_admin_service.update_category(session, principal, body))


@admin_help_article_router.get(
    "/page",
    summary="Help questions, drafts too, by words of the question or answer, category and state",
    **error_answers(*_ALLOWED),
)
async def help_article_page(
    params: Annotated[AdminHelpArticlePageReq, Query()],
    principal: HelpReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[PageResult[AdminHelpArticleResp]]:
    return ok(await help_admin_service.article_page(session, params, context.language))


@admin_help_article_router.get(
    "/get",
    summary="A help question with every language's title and answer as stored",
    **error_answers(*_ALLOWED, errors.HELP_ARTICLE_NOT_FOUND),
)
async def help_article_get(
    id: Annotated[Id, Query(description="The question's id")],
    principal: HelpReader,
    session: ReadSession,
    context: Context,
) -> CommonResult[AdminHelpArticleDetailResp]:
    return ok(await help_admin_service.article_detail(session, id, context.language))


@admin_help_article_router.post(
    "/create",
    summary="A new help question, checked as one row of the content file's help section",
    **error_answers(*_ALLOWED, errors.HELP_CODE_TAKEN, errors.HELP_CATEGORY_NOT_FOUND, errors.HELP_INVALID),
)
async def help_article_create(
    body: AdminHelpArticleCreateReq,
    principal: HelpWriter,
    session: DbSession,
    context: Context,
) -> CommonResult[AdminHelpArticleDetailResp]:
    return ok(await help_admin_service.create_article(session, principal, body, context.language))


@admin_help_article_router.post(
    "/update",
    summary="Change a help question (all but its code); published false makes it a draft",
    **error_answers(
        *_ALLOWED, errors.HELP_ARTICLE_NOT_FOUND, errors.HELP_CATEGORY_NOT_FOUND, errors.HELP_INVALID
    ),
)
async def help_article_update(
    body: AdminHelpArticleUpdateReq,
    principal: HelpWriter,
    session: DbSession,
    context: Context,
) -> CommonResult[AdminHelpArticleDetailResp]:
    return ok(await help_admin_service.update_article(session, principal, body, context.language))


ADMIN_HELP_ROUTERS = (admin_help_category_router, admin_help_article_router)
