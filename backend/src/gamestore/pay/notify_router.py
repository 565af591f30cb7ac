"""Where the gateways deliver payment notifications: verified by the channel's client, applied
once (notify_service), answered the way each gateway expects so it stops (or keeps) retrying."""

from __future__ import annotations

import structlog
from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse, PlainTextResponse

from gamestore.core.config import Settings
from gamestore.core.db import unit_of_work
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.metrics import PAYMENT_NOTICES
from gamestore.pay.channels.base import InvalidNotificationError
from gamestore.pay.deps import PayChannels
from gamestore.pay.notify_service import apply_notice

log = structlog.get_logger(__name__)
notify_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/pay/notify", tags=["pay notifications (gateways)"]
)


def _answer(channel_code: str, accepted: bool) -> Response:
    if channel_code.startswith("alipay"):
        return PlainTextResponse("success" if accepted else "fail")
    if accepted:
        return Response(status_code=204)
    return JSONResponse({"code": "FAIL", "message": "失败"}, status_code=400)


@notify_router.post(
    "/order/{channelCode}",
    summary="A gateway's payment notification (WeChat Pay: 204 or 400; Alipay: success or fail)",
    include_in_schema=False,
)
async def order_notification(channelCode: str, request: Request, gateways: PayChannels) -> Response:  # noqa: N803
    channel = gateways.get(channelCode)
    if channel is None:
        return Response(status_code=404)
    body = await request.body()
    try:
        notice = channel.parse_notification({k.lower(): v for k, v in request.headers.items()}, body)
    except InvalidNotificationError as exc:
        log.warning("pay.notify.rejected", channel=channelCode, reason=str(exc))
        PAYMENT_NOTICES.labels(channelCode, "invalid").inc()
        return _answer(channelCode, accepted=False)
    settings: Settings = request.app.state.settings
    try:
        async with unit_of_work(request.app.state.sessions) as session:
            outcome = await apply_notice(session, settings, channelCode, notice)
    except Exception:  # the gateway retries; nothing was committed
        log.exception("pay.notify.failed", channel=channelCode, out_trade_no=notice.out_trade_no)
        PAYMENT_NOTICES.labels(channelCode, "error").inc()
        return _answer(channelCode, accepted=False)
    PAYMENT_NOTICES.labels(channelCode, outcome.name.lower()).inc()
    # Every verified notice is recorded with its outcome (a wrong amount or an unknown payment is
    # logged for the operators), so the gateway need not send it again.
    return _answer(channelCode, accepted=True)
