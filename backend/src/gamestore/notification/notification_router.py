from __future__ import annotations

from typing import Annotated

from fastapi import APIRouter, Query, Request

from gamestore.core.auth import CurrentMember
from gamestore.core.deps import AppSettings, DbSession, ReadSession
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.errors import TOKEN_EXPIRED, UNAUTHORIZED, error_answers
from gamestore.core.json_body import JsonBodyRoute
from gamestore.core.pagination import PageParam, PageResult
from gamestore.notification import notification_service, push_subscription_service
from gamestore.notification.errors import PUSH_ENDPOINT_REFUSED
from gamestore.notification.schemas import (
    NotificationReadReq,
    NotificationResp,
    PushSubscriptionDeleteReq,
    PushSubscriptionSaveReq,
)
from gamestore.notification.webpush import PushSubscription

push_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/member/push-subscription", tags=["member notifications"]
)
notification_router = APIRouter(
    route_class=JsonBodyRoute, prefix="/member/notification", tags=["member notifications"]
)
_LOGGED_IN = (UNAUTHORIZED, TOKEN_EXPIRED)


@push_router.get(
    "/get-public-key",
    summary="The VAPID public key a browser subscribes with (base64url, uncompressed P-256 point)",
    **error_answers(),
)
async def push_public_key(request: Request) -> CommonResult[str]:
    return ok(request.app.state.push.keys.public_key_b64url)


@push_router.post(
    "/save",
    summary="Receive Web Push on this browser (its PushSubscription JSON; a known push service's endpoint)",
    **error_answers(*_LOGGED_IN, PUSH_ENDPOINT_REFUSED),
)
async def push_save(
    body: PushSubscriptionSaveReq, principal: CurrentMember, session: DbSession, settings: AppSettings
) -> CommonResult[bool]:
    subscription = PushSubscription(body.endpoint, body.keys.p256dh, body.keys.auth)
    await push_subscription_service.save(session, principal.member_id, subscription, settings.web_push_hosts)
    return ok(True)


@push_router.delete("/delete", summary="Stop Web Push on this browser", **error_answers(*_LOGGED_IN))
async def push_delete(
    body: PushSubscriptionDeleteReq, principal: CurrentMember, session: DbSession
) -> CommonResult[bool]:
    await push_subscription_service.delete_one(session, principal.member_id, body.endpoint)
    return ok(True)


@notification_router.get("/page", summary="My notifications, newest first", **error_answers(*_LOGGED_IN))
async def notification_page(
    params: Annotated[PageParam, Query()], principal: CurrentMember, session: ReadSession
) -> CommonResult[PageResult[NotificationResp]]:
    return ok(await notification_service.page(session, principal.member_id, params))


@notification_router.get(
    "/get-unread-count",
    summary="How many of my notifications are unread",
    **error_answers(*_LOGGED_IN),
)
async def notification_unread_count(principal: CurrentMember, session: ReadSession) -> CommonResult[int]:
    return ok(await notification_service.unread_count(session, principal.member_id))


@notification_router.put(
    "/read",
    summary="Mark notifications read (those listed, else all)",
    **error_answers(*_LOGGED_IN),
)
async def notification_read(
    body: NotificationReadReq, principal: CurrentMember, session: DbSession
) -> CommonResult[bool]:
    await notification_service.mark_read(session, principal.member_id, body.ids)
    return ok(True)
