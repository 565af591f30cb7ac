"""Binding a member's WeChat accounts: the OAuth redirect for the official account (31), the
login-code exchange for 31, 34 and 43, reading and unbinding; logging in by WeChat (31, 43),
registering a member without a mobile on the first login; the openid a WeChat Pay channel must use;
JS-SDK signatures for the official account's pages.

Every state and every login code is used once (``state.use_state``, ``state.use_code``): a replay
is refused before WeChat is asked."""

from __future__ import annotations

import hashlib
import logging
import secrets

from sqlalchemy import delete, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.context import RequestContext
from gamestore.core.errors import AppError
from gamestore.core.ratelimit import RateLimiter
from gamestore.events import dispatcher
from gamestore.events.activity import WechatBound
from gamestore.identity import auth_service, errors
from gamestore.identity.schemas import AuthLoginResp
from gamestore.identity.social.schemas import (
    JsapiSignatureResp,
    SocialLoginReq,
    SocialUserBindReq,
    SocialUserResp,
    SocialUserUnbindReq,
)
from gamestore.identity.social.state import issue_state, use_code, use_state
from gamestore.identity.social.wechat_api import (
    SocialType,
    WechatApi,
    WechatApiError,
    WechatApp,
    WechatIdentity,
)
from gamestore.models.identity import Member, MemberSocialUser

log = logging.getLogger(__name__)

REDIRECT_TYPES = frozenset({SocialType.WECHAT_OFFICIAL})
# Only the official account's code comes back through our redirect with our state; the mini
# program's wx.login and the app SDK's SendAuth codes come from their host, which keeps its own.
STATE_REQUIRED = frozenset({SocialType.WECHAT_OFFICIAL})
# The mini program logs in through weixin-mini-app-login (its wx.login code, its own session).
LOGIN_TYPES = frozenset({SocialType.WECHAT_OFFICIAL, SocialType.WECHAT_APP})
_LOGIN_TRIES = 3
_CONFIG_ERRORS = frozenset({40013, 40125, 40164, 41002, 41004})  # appid, secret, IP whitelist


def _app(api: WechatApi, kind: SocialType) -> WechatApp:
    app = api.app(kind)
    if app is None:
        raise AppError(errors.SOCIAL_TYPE_NOT_SUPPORTED)
    return app


def auth_redirect(settings: Settings, api: WechatApi, kind: SocialType, redirect_uri: str) -> str:
    """The URL of WeChat's authorization page; WeChat sends the member back to ``redirect_uri``
    with ``code`` and our signed ``state``."""
    if kind not in REDIRECT_TYPES:
        raise AppError(errors.SOCIAL_REDIRECT_UNSUPPORTED)
    app = _app(api, kind)
    return api.authorize_url(app, redirect_uri, issue_state(settings.jwt_secret.get_secret_value(), kind))


async def _checked_identity(
    settings: Settings,
    api: WechatApi,
    limiter: RateLimiter,
    kind: SocialType,
    code: str,
    state: str | None,
) -> WechatIdentity:
    """The WeChat account behind ``code``, once its state (required for STATE_REQUIRED types,
    checked whenever given) and the code itself have been used for the first time."""
    app = _app(api, kind)
    if kind in STATE_REQUIRED or state:
        problem = await use_state(limiter, settings.jwt_secret.get_secret_value(), kind, state or "")
        if problem is not None:
            log.info("social state refused: %s", problem.reason)
            raise AppError(errors.SOCIAL_STATE_INVALID)
    if not await use_code(limiter, kind, code):
        log.info("social login code of type %s presented again; not sent to WeChat", int(kind))
        raise AppError(errors.SOCIAL_AUTH_FAILED)
    return await _exchange(api, kind, app, code)


async def _exchange(api: WechatApi, kind: SocialType, app: WechatApp, code: str) -> WechatIdentity:
    try:
        return await api.exchange_code(kind, app, code)
    except WechatApiError as exc:
        if exc.errcode in _CONFIG_ERRORS:
            log.error("WeChat refuses this store's credentials for type %s: %s", int(kind), exc.errcode)
        if exc.unavailable:
            raise AppError(errors.SOCIAL_WECHAT_UNAVAILABLE) from exc
        raise AppError(errors.SOCIAL_AUTH_FAILED) from exc


async def _owner(session: AsyncSession, kind: SocialType, openid: str) -> int | None:
    return await session.scalar(
        select(MemberSocialUser.member_id).where(
            MemberSocialUser.type == int(kind), MemberSocialUser.openid == openid
        )
    )


async def bind(
    session: AsyncSession,
    settings: Settings,
    api: WechatApi,
    limiter: RateLimiter,
    member_id: int,
    body: SocialUserBindReq,
) -> str:
    """Bind the WeChat account behind ``body.code`` to the member; answers its openid. Binding the
    same type again replaces the member's earlier account of that type."""
    identity = await _checked_identity(settings, api, limiter, body.type, body.code, body.state)
    for _ in range(2):
        owner = await _owner(session, body.type, identity.openid)
        if owner is not None and owner != member_id:
            raise AppError(errors.SOCIAL_BOUND_TO_OTHER)
        try:
            async with session.begin_nested():
                await _store(session, member_id, body.type, identity)
            await dispatcher.publish(session, WechatBound(member_id, int(body.type), identity.openid))
            return identity.openid
        except IntegrityError:
            # A parallel bind committed first: of this openid (by someone else, or by this member),
            # or of this member's type; look again.
            log.info("social bind of type %s raced another; checking again", int(body.type))
    owner = await _owner(session, body.type, identity.openid)
    if owner == member_id:
        return identity.openid
    raise AppError(errors.SOCIAL_BOUND_TO_OTHER)


async def login(
    session: AsyncSession,
    context: RequestContext,
    settings: Settings,
    api: WechatApi,
    limiter: RateLimiter,
    body: SocialLoginReq,
) -> AuthLoginResp:
    """Log in by WeChat: into the member the account is bound to; else into the member another
    WeChat type of the same person (unionid) is bound to, binding this type too; else into a new
    member without a mobile, bound to the account (and to the sharer of ``spm``)."""
    if body.type not in LOGIN_TYPES:
        raise AppError(errors.SOCIAL_LOGIN_MINI_PROGRAM)
    identity = await _checked_identity(settings, api, limiter, body.type, body.code, body.state)
    member = await _login_member(session, context, body.type, identity, body.spm)
    answer = await auth_service.start_login(session, context, settings, member)
    answer.openid = identity.openid
    return answer


async def _login_member(
    session: AsyncSession,
    context: RequestContext,
    kind: SocialType,
    identity: WechatIdentity,
    spm: str | None,
) -> Member:
    for _ in range(_LOGIN_TRIES):
        owner = await _owner(session, kind, identity.openid)
        if owner is not None:
            return await _member_of(session, context, owner)
        try:
            return await _first_login(session, context, kind, identity, spm)
        except IntegrityError:
            # A parallel first login of this account committed first (the unique (type, openid)
            # decided), or the unionid's member bound this type meanwhile: look again.
            log.info("social login of type %s raced another; checking again", int(kind))
    owner = await _owner(session, kind, identity.openid)
    if owner is None:
        raise AppError(errors.SOCIAL_AUTH_FAILED)
    return await _member_of(session, context, owner)


async def _member_of(session: AsyncSession, context: RequestContext, member_id: int) -> Member:
    member = await session.get(Member, member_id)
    if member is None or member.tenant_id != context.tenant_id:
        # The account is bound to a member of another store (openids are unique across tenants).
        raise AppError(errors.SOCIAL_BOUND_TO_OTHER)
    return member


async def _first_login(
    session: AsyncSession,
    context: RequestContext,
    kind: SocialType,
    identity: WechatIdentity,
    spm: str | None,
) -> Member:
    """This account is bound to nobody: bind it to the unionid's member, or to a new member. Raises
    IntegrityError (its writes undone) when a parallel login or bind took the account first."""
    member = await _unionid_member(session, context, kind, identity.unionid)
    if member is not None and await bound_openid(session, member.id, kind) is not None:
        # The member's account of this type is another WeChat account: it stays bound (a login
        # never replaces a binding), and the unionid finds the member again next time.
        return member
    async with session.begin_nested():
        if member is None:
            member = await auth_service.register(session, context, None, spm)
        session.add(
            MemberSocialUser(
                member_id=member.id, type=int(kind), openid=identity.openid, unionid=identity.unionid
            )
        )
        await session.flush()
    await dispatcher.publish(session, WechatBound(member.id, int(kind), identity.openid))
    return member


async def _unionid_member(
    session: AsyncSession, context: RequestContext, kind: SocialType, unionid: str | None
) -> Member | None:
    """The member of this store whose account of another WeChat type has ``unionid`` (the same
    person on WeChat's open platform); the earliest bound when several have."""
    if unionid is None:
        return None
    member: Member | None = await session.scalar(
        select(Member)
        .join(MemberSocialUser, MemberSocialUser.member_id == Member.id)
        .where(
            MemberSocialUser.unionid == unionid,
            MemberSocialUser.type != int(kind),
            Member.tenant_id == context.tenant_id,
        )
        .order_by(MemberSocialUser.id)
        .limit(1)
    )
    return member


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
    timestamp = int(clock.system_now().timestamp())
    signature = hashlib.sha1(jsapi_string(ticket, nonce, timestamp, page).encode()).hexdigest()  # noqa: S324 - WeChat's algorithm
    return JsapiSignatureResp(
        appId=app.appid, timestamp=timestamp, nonceStr=nonce, url=page, signature=signature, openTagList=[]
    )
