"""HTTP for the wallet (spec §7 Pay and wallet): balance, transactions, summary, packages."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query

from gamestore.core.auth import CurrentMember
from gamestore.core.context import IOS_APP_PURCHASES_OFF, Context, refuse_purchase_in_ios_app_shell
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageParam, PageResult
from gamestore.core.validators import EpochMillisOrLocalTime
from gamestore.pay import errors, recharge_service, wallet_service
from gamestore.pay.wallet_schemas import (
    RechargeCreateReq,
    RechargeCreateResp,
    RechargePackageResp,
    RechargeResp,
    WalletResp,
    WalletSummaryResp,
    WalletTransactionPageReq,
    WalletTransactionResp,
)

wallet_router = APIRouter(route_class=JsonBodyRoute, prefix="/pay/wallet", tags=["pay wallet"])
transaction_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/pay/wallet-transaction", tags=["pay wallet"]
)
package_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/pay/wallet-recharge-package", tags=["pay wallet"]
)
recharge_router = APIRouter(route_class=JsonBodyRoute, prefix="/pay/wallet-recharge", tags=["pay wallet"])

_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@wallet_router.get("/get", summary="The member's wallet balance", **error_answers(*_LOGGED_IN))
async def get_wallet(principal: CurrentMember, session: ReadSession) -> CommonResult[WalletResp]:
    return ok(await wallet_service.wallet(session, principal.member_id))


@transaction_router.post(
    "/page",
    summary="The wallet's transactions, newest first (income, expense or both)",
    **error_answers(*_LOGGED_IN),
)
async def page_transactions(
    body: WalletTransactionPageReq, principal: CurrentMember, session: ReadSession, context: Context
) -> CommonResult[PageResult[WalletTransactionResp]]:
    return ok(await wallet_service.transactions(session, principal.member_id, body, context.language))


@transaction_router.get(
    "/get-summary",
    summary="Income and expense between two moments (createTime given twice: start, end)",
    **error_answers(*_LOGGED_IN, errors.SUMMARY_RANGE_INVALID),
)
async def get_summary(
    createTime: Annotated[list[EpochMillisOrLocalTime], Query(max_length=2)],  # noqa: N803 - spec name
    principal: CurrentMember,
    session: ReadSession,
) -> CommonResult[WalletSummaryResp]:
    return ok(await wallet_service.summary(session, principal.member_id, createTime))


@package_router.get("/list", summary="Recharge packages: pay X, receive X plus a bonus")
async def list_packages(session: ReadSession, context: Context) -> CommonResult[list[RechargePackageResp]]:
    return ok(await wallet_service.packages(session, context.language))


@recharge_router.post(
    "/create",
    summary="Buy a recharge package: answers the payment order to pay (not from the wallet)",
    **error_answers(
        *_LOGGED_IN, errors.RECHARGE_PACKAGE_NOT_FOUND, errors.RECHARGE_PRICE_MISMATCH, IOS_APP_PURCHASES_OFF
    ),
)
async def create_recharge(
    body: RechargeCreateReq,
    principal: CurrentMember,
    session: DbSession,
    settings: AppSettings,
    context: Context,
) -> CommonResult[RechargeCreateResp]:
    refuse_purchase_in_ios_app_shell(context, settings.app_shell_ios_purchases)
    return ok(await recharge_service.create(session, settings, principal.member_id, body, context.language))


@recharge_router.get("/page", summary="The member's recharges, newest first", **error_answers(*_LOGGED_IN))
async def page_recharges(
    params: Annotated[PageParam, Query()], principal: CurrentMember, session: ReadSession
) -> CommonResult[PageResult[RechargeResp]]:
    return ok(await recharge_service.page(session, principal.member_id, params))
