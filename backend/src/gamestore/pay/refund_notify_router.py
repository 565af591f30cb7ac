"""Where the gateways deliver refund notifications: verified exactly as payment notifications are
(signature, freshness, decryption), applied once (refund_service), answered so the gateway stops
retrying; an invalid one is refused so it is sent again."""

from __future__ import annotations

import structlog
from fastapi import APIRouter, Request, Response
from fastapi.responses import JSONResponse

from gamestore.core.db import unit_of_work
from gamestore.core.json_body import JsonBodyRoute
from gamestore.pay.channels.base import InvalidNotificationError
from gamestore.pay.deps import PayChannels
from gamestore.pay.refund_service import apply_refund_result

log = structlog.get_logger(__name__)
refund_notify_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/pay/notify", tags=["pay notifications (gateways)"]
)


def _refused() -> Response:
    return JSONResponse({"code": "FAIL", "message": "失败"}, status_code=400)


@refund_notify_router.post(
    "/refund/{channelCode}",
    summary="A gateway's refund notification (WeChat Pay: 204 or 400)",
    include_in_schema=False,
)
async def refund_notification(channelCode: str, request: Request, gateways: PayChannels) -> Response:  # noqa: N803
    channel = gateways.get(channelCode)
    if channel is None:
        return Response(status_code=404)
    body = await request.body()
    try:
        result = channel.parse_refund_notification({k.lower(): v for k, v in request.headers.items()}, body)
    except InvalidNotificationError as exc:
        log.warning("pay.refund_notify.rejected", channel=channelCode, reason=str(exc))
        return _refused()
    try:
        async with unit_of_work(request.app.state.sessions) as session:
            await apply_refund_result(session, channelCode, result)
    except Exception:  # the gateway retries; nothing was committed
        log.exception("pay.refund_notify.failed", channel=channelCode, out_refund_no=result.out_refund_no)
        return _refused()
    return Response(status_code=204)
