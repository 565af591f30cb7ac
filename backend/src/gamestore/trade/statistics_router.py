"""HTTP for /admin-api/trade/statistics: the console's dashboard. Each domain computes its own
part (trade: sales, orders, conversion, best sellers; pay: failed payment notices); this router
puts them together."""

from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Depends
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.context import Context
from gamestore.core.deps import AppSettings, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import FORBIDDEN, TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.i18n import Lang
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.operators import OperatorPrincipal, require_permission
from gamestore.core.times import epoch_ms
from gamestore.pay import notify_statistics
from gamestore.trade import preorder_service, statistics_service
from gamestore.trade.order_status import SHORT_REFUND_AFTER
from gamestore.trade.statistics_schemas import (
    BestSellerResp,
    DashboardSummaryResp,
    FailedNotifyResp,
    PeriodSummaryResp,
    PreorderShortageResp,
)
from gamestore.trade.statistics_service import Period

admin_statistics_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/trade/statistics", tags=["admin dashboard"]
)

DashboardReader = Annotated[OperatorPrincipal, Depends(require_permission("system.dashboard:read"))]


@admin_statistics_router.get(
    "/summary",
    summary="Today's and this week's sales, orders, paying members, cart conversion, best sellers "
    "and failed payment notices",
    **error_answers(UNAUTHORIZED, TOKEN_EXPIRED, FORBIDDEN),
)
async def summary(
    principal: DashboardReader, session: ReadSession, settings: AppSettings, context: Context
) -> CommonResult[DashboardSummaryResp]:
    minutes = settings.order_payment_minutes
    today, week = statistics_service.today_and_week(clock.now())
    sellers = await statistics_service.best_sellers(session, week, minutes, context.language)
    failures = await notify_statistics.latest_failed(session)
    shortages = await preorder_service.shortages(session)
    return ok(
        DashboardSummaryResp(
            timezone=str(clock.BUSINESS_ZONE),
            today=await _period(session, today, minutes),
            week=await _period(session, week, minutes),
            bestSellers=[
                BestSellerResp(
                    spuId=seller.spu_id,
                    skuId=seller.sku_id,
                    spuName=seller.spu_name,
                    skuName=seller.sku_name,
                    quantity=seller.quantity,
                    payPrice=seller.pay_price,
                )
                for seller in sellers
            ],
            latestFailedNotifies=[
                FailedNotifyResp(
                    id=notice.id,
                    channelCode=notice.channel_code,
                    outTradeNo=notice.out_trade_no,
                    price=notice.price,
                    outcome=int(notice.outcome),
                    reason=notice.outcome.name.lower(),
                    createTime=epoch_ms(notice.created_at),
                )
                for notice in failures
            ],
            preorderShortages=[_shortage(shortage, context.language) for shortage in shortages],
        )
    )


def _shortage(shortage: preorder_service.Shortage, lang: Lang) -> PreorderShortageResp:
    spu_name, sku_name = preorder_service.shortage_names(shortage, lang)
    return PreorderShortageResp(
        skuId=shortage.sku_id,
        spuName=spu_name,
        skuName=sku_name,
        orderCount=shortage.orders,
        keyCount=shortage.keys,
        shortSince=epoch_ms(shortage.since),
        refundTime=epoch_ms(shortage.since + SHORT_REFUND_AFTER),
    )


async def _period(session: AsyncSession, period: Period, payment_minutes: int) -> PeriodSummaryResp:
    figures = await statistics_service.figures(session, period, payment_minutes)
    carted = figures.cart_member_count
    return PeriodSummaryResp(
        startTime=epoch_ms(period.start),
        salesPrice=figures.sales_price,
        refundPrice=figures.refund_price,
        netSalesPrice=figures.sales_price - figures.refund_price,
        paidOrderCount=figures.paid_order_count,
        createdOrderCount=figures.created_order_count,
        payingMemberCount=figures.paying_member_count,
        cartMemberCount=carted,
        convertedMemberCount=figures.converted_member_count,
        cartConversion=figures.converted_member_count / carted if carted else None,
        failedNotifyCount=await notify_statistics.count_failed_since(session, period.start),
    )


ADMIN_STATISTICS_ROUTERS = (admin_statistics_router,)
