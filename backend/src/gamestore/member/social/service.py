"""Binding a member's WeChat accounts: the OAuth redirect for the official account (31), the
login-code exchange for 31, 34 and 43, reading and unbinding; the openid a WeChat Pay channel
must use; JS-SDK signatures for the official account's pages."""

from __future__ import annotations

import hashlib
import logging
import secrets
import time

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.config import Settings
from gamestore.core.errors import AppError
from gamestore.member import errors, task_events
from gamestore.member.social.schemas import (
    JsapiSignatureResp,
    SocialUserBindReq,
    SocialUserResp,
    SocialUserUnbindReq,
)
from gamestore.member.social.state import check_state, issue_state
from gamestore.member.social.wechat_api import (
    NETWORK_ERROR,
    SocialType,
    WechatApi,
    WechatApiError,
    WechatApp,
    WechatIdentity,
)
from gamestore.member.task_events import TaskEvent
from gamestore.models.member import MemberSocialUser

log = logging.getLogger(__name__)

REDIRECT_TYPES = frozenset({SocialType.WECHAT_OFFICIAL})
# Only the official account's code comes back through our redirect with our state; the mini
# program's wx.login and the app SDK's SendAuth codes come from their host, which keeps its own.
STATE_REQUIRED = frozenset({SocialType.WECHAT_OFFICIAL})
_CONFIG_ERRORS = frozenset({40013, 40125, 40164, 41002, 41004})  # appid, secret, IP whitelist


def _app(api: WechatApi, kind: SocialType) -> WechatApp:
    app = api.app(kind)
    if app is None:
        raise AppError(errors.SOCIAL_TYPE_NOT_SUPPORTED)
    return app


def _unavailable(exc: WechatApiError) -> bool:
    return exc.errcode in (NETWORK_ERROR, -1)  # -1: WeChat's "system busy"


def auth_redirect(settings: Settings, api: WechatApi, kind: SocialType, redirect_uri: str) -> str:
    """The URL of WeChat's authorization page; WeChat sends the member back to ``redirect_uri``
    with ``code`` and our signed ``state``."""
    if kind not in REDIRECT_TYPES:
        raise AppError(errors.SOCIAL_REDIRECT_UNSUPPORTED)
    app = _app(api, kind)
    return api.authorize_url(app, redirect_uri, issue_state(settings.jwt_secret.get_secret_value(), kind))


async def _exchange(api: WechatApi, kind: SocialType, app: WechatApp, code: str) -> WechatIdentity:
    try:
        return await api.exchange_code(kind, app, code)
    except WechatApiError as exc:
        if exc.errcode in _CONFIG_ERRORS:
            log.error("WeChat refuses this store's credentials for type %s: %s", int(kind), exc.errcode)
        if _unavailable(exc):
            raise AppError(errors.SOCIAL_WECHAT_UNAVAILABLE) from exc
        raise AppError(errors.SOCIAL_AUTH_FAILED) from exc


async def _owner(session: AsyncSession, kind: SocialType, openid: str) -> int | None:
    return await session.scalar(
        select(MemberSocialUser.member_id).where(
            MemberSocialUser.type == int(kind), MemberSocialUser.openid == openid
        )
    )


async def bind(
    session: AsyncSession, settings: Settings, api: WechatApi, member_id: int, body: SocialUserBindReq
) -> str:
    """Bind the WeChat account behind ``body.code`` to the member; answers its openid. Binding the
    same type again replaces the member's earlier account of that type."""
    app = _app(api, body.type)
    if body.type in STATE_REQUIRED or body.state:
        problem = check_state(settings.jwt_secret.get_secret_value(), body.type, body.state or "")
        if problem is not None:
            log.info("social bind refused: state %s", problem.reason)
            raise AppError(errors.SOCIAL_STATE_INVALID)
    identity = await _exchange(api, body.type, app, body.code)
    for _ in range(2):
        owner = await _owner(session, body.type, identity.openid)
        if owner is not None and owner != member_id:
            raise AppError(errors.SOCIAL_BOUND_TO_OTHER)
        try:
            async with session.begin_nested():
                await _store(session, member_id, body.type, identity)
            await task_events.record(
                session, member_id, TaskEvent.WECHAT_BOUND, f"{int(body.type)}:{identity.openid}"
            )
            return identity.openid
        except IntegrityError:
            # A parallel bind committed first: of this openid (by someone else, or by this member),
            # or of this member's type; look again.
            log.info("social bind of type %s raced another; checking again", int(body.type))
    owner = await _owner(session, body.type, identity.openid)
    if owner == member_id:
        return identity.openid
    raise AppError(errors.SOCIAL_BOUND_TO_OTHER)


async def _store(session: AsyncSession, member_id: int, kind: SocialType, identity: WechatIdentity) -> None:
    mine = await session.scalar(
        select(MemberSocialUser).where(
            MemberSocialUser.member_id == member_id, MemberSocialUser.type == int(kind)
        )
    )
    if mine is None:
        session.add(
            MemberSocialUser(
                member_id=member_id, type=int(kind), openid=identity.openid, unionid=identity.unionid
            )
        )
    else:
        if mine.openid != identity.openid:
            mine.nickname = mine.avatar = None  # they described the earlier account
        mine.openid = identity.openid
        mine.unionid = identity.unionid
    await session.flush()


async def get(session: AsyncSession, member_id: int, kind: SocialType) -> SocialUserResp | None:
    row = await session.scalar(
        select(MemberSocialUser).where(
            MemberSocialUser.member_id == member_id, MemberSocialUser.type == int(kind)
        )
    )
    if row is None:
        return None
    return SocialUserResp(type=row.type, openid=row.openid, nickname=row.nickname, avatar=row.avatar)


async def bound_openid(session: AsyncSession, member_id: int, kind: SocialType) -> str | None:
    """The openid of the member's bound account of ``kind`` (what WeChat Pay must be given)."""
    openid: str | None = await session.scalar(
        select(MemberSocialUser.openid).where(
            MemberSocialUser.member_id == member_id, MemberSocialUser.type == int(kind)
        )
    )
    return openid


async def unbind(session: AsyncSession, member_id: int, body: SocialUserUnbindReq) -> None:
    gone = await session.execute(
        delete(MemberSocialUser)
        .where(
            MemberSocialUser.member_id == member_id,
            MemberSocialUser.type == int(body.type),
            MemberSocialUser.openid == body.openid,
        )
        .returning(MemberSocialUser.id)
    )
    if gone.scalar_one_or_none() is None:
        raise AppError(errors.SOCIAL_USER_NOT_FOUND)


def jsapi_string(ticket: str, nonce: str, timestamp: int, url: str) -> str:
    """What WeChat JS-SDK signs: the four fields in this order, not URL-encoded."""
    return f"jsapi_ticket={ticket}&noncestr={nonce}&timestamp={timestamp}&url={url}"


async def jsapi_signature(api: WechatApi, url: str) -> JsapiSignatureResp:
    """wx.config for a page of the official account; ``url`` loses its #fragment, as WeChat
    signs the page URL without it."""
    app = _app(api, SocialType.WECHAT_OFFICIAL)
    page = url.split("#", 1)[0]
    try:
        ticket = await api.jsapi_ticket(app)
    except WechatApiError as exc:
        if exc.errcode in _CONFIG_ERRORS:
            log.error("WeChat refuses the official account's credentials: %s", exc.errcode)
        raise AppError(errors.SOCIAL_WECHAT_UNAVAILABLE) from exc
    nonce = secrets.token_hex(8)
    timestamp = int(time.time())
    signature = hashlib.sha1(jsapi_string(ticket, nonce, timestamp, page).encode()).hexdigest()  # noqa: S324 - WeChat's algorithm
    return JsapiSignatureResp(
        appId=app.appid, timestamp=timestamp, nonceStr=nonce, url=page, signature=signature, openTagList=[]
    )
