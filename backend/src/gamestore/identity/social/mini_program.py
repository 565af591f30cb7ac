"""The WeChat mini program (social type 34) on the server: logging in with WeChat's phone number
(registering on the first login) and binding the mini program's openid, changing the mobile to
WeChat's number, mini-program codes for shares, the subscribe-message templates, and the openids
activity reminders are sent to as subscribe messages."""
# ruff: noqa: N815 - the spec's camelCase field names

from __future__ import annotations

import base64
import logging
from collections.abc import Iterable
from typing import Annotated, Final

from pydantic import BaseModel, Field, StringConstraints
from sqlalchemy import false, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.auth import Principal
from gamestore.core.config import Settings
from gamestore.core.context import RequestContext
from gamestore.core.errors import TOO_MANY_REQUESTS, AppError
from gamestore.core.ratelimit import RateLimiter
from gamestore.core.validators import MOBILE_PATTERN, TextRule
from gamestore.events import dispatcher
from gamestore.events.activity import WechatBound
from gamestore.identity import auth_service, errors, user_service
from gamestore.identity.schemas import AuthLoginResp, ShareString
from gamestore.identity.social.state import use_code, use_state
from gamestore.identity.social.wechat_api import (
    SocialType,
    WechatApi,
    WechatApiError,
    WechatApp,
    WechatIdentity,
)
from gamestore.models.identity import Member, MemberSocialUser

log = logging.getLogger(__name__)

MINI_PROGRAM: Final = SocialType.WECHAT_MINI_PROGRAM
MAINLAND: Final = "86"
PAGE_NOT_PUBLISHED: Final = 41030  # getwxacodeunlimit: the page is not in the released version

WechatCode = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=128), TextRule()
]
State = Annotated[str, StringConstraints(strip_whitespace=True, max_length=128), TextRule()]
# What WeChat allows in an unlimited code's scene: 32 visible characters of this set.
Scene = Annotated[
    str,
    StringConstraints(min_length=1, max_length=32, pattern=r"^[A-Za-z0-9!#$&'()*+,/:;=?@\-._~]+$"),
    TextRule(),
]
# A page of the mini program ("pages/index/index"; a leading slash is dropped); no query, which
# WeChat refuses here: the scene carries the parameters.
MiniPage = Annotated[
    str,
    StringConstraints(
        strip_whitespace=True, min_length=1, max_length=128, pattern=r"^/?[A-Za-z0-9_\-]+(/[A-Za-z0-9_\-]+)*$"
    ),
    TextRule(),
]


class WeixinMiniAppLoginReq(BaseModel):
    phoneCode: WechatCode = Field(description="The code of the getPhoneNumber button (the number WeChat has)")
    loginCode: WechatCode = Field(description="A wx.login code (the member's mini-program openid)")
    state: State | None = Field(
        default=None, description="Optional: when given, a state of this store for type 34"
    )
    spm: ShareString | None = Field(
        default=None,
        description="The tracking string of the shared link the visitor opened (spec §2): a member "
        "registering by this login becomes the sharer's referred friend",
    )


class UpdateMobileByWeixinReq(BaseModel):
    code: WechatCode | None = Field(
        default=None, description="The code of the getPhoneNumber button (the query's when absent)"
    )


class WxaQrcodeReq(BaseModel):
    scene: Scene = Field(description="Up to 32 of A-Z a-z 0-9 !#$&'()*+,/:;=?@-._~ (the page's parameters)")
    path: MiniPage = Field(description="The mini-program page the code opens, e.g. pages/index/index")
    checkPath: bool = Field(default=True, description="Refuse a page the released mini program does not have")


class SubscribeTemplateResp(BaseModel):
    id: str = Field(description="The template's priTmplId (for wx.requestSubscribeMessage)")
    title: str
    content: str = Field(description="Its fields, e.g. 活动名称:{{thing1.DATA}}")
    example: str
    type: int = Field(description="2 one-time, 3 long-term")
    reminder: bool = Field(
        description="The template activity reminders are sent with: the one to ask the member to accept"
    )


def mini_app(api: WechatApi) -> WechatApp:
    app = api.app(MINI_PROGRAM)
    if app is None:
        raise AppError(errors.SOCIAL_TYPE_NOT_SUPPORTED)
    return app


async def _openid(api: WechatApi, app: WechatApp, login_code: str) -> WechatIdentity:
    try:
        return await api.exchange_code(MINI_PROGRAM, app, login_code)
    except WechatApiError as exc:
        if exc.unavailable:
            raise AppError(errors.SOCIAL_WECHAT_UNAVAILABLE) from exc
        raise AppError(errors.SOCIAL_AUTH_FAILED) from exc


async def wechat_mobile(api: WechatApi, app: WechatApp, phone_code: str) -> str:
    """The mainland mobile behind a getPhoneNumber code; anything else is "not obtained"."""
    try:
        phone = await api.phone_number(app, phone_code)
    except WechatApiError as exc:
        if exc.unavailable:
            raise AppError(errors.SOCIAL_WECHAT_UNAVAILABLE) from exc
        raise AppError(errors.MINI_PHONE_NOT_OBTAINED) from exc
    if phone.watermark_appid != app.appid:
        log.warning("a phone number stamped for another app (%s) was refused", phone.watermark_appid)
        raise AppError(errors.MINI_PHONE_NOT_OBTAINED)
    if phone.country_code != MAINLAND or not MOBILE_PATTERN.fullmatch(phone.pure_number):
        log.info("a phone number outside the mainland (+%s) was refused", phone.country_code)
        raise AppError(errors.MINI_PHONE_NOT_OBTAINED)
    return phone.pure_number


async def _owner(session: AsyncSession, openid: str) -> int | None:
    return await session.scalar(
        select(MemberSocialUser.member_id).where(
            MemberSocialUser.type == int(MINI_PROGRAM), MemberSocialUser.openid == openid
        )
    )


async def _bind(session: AsyncSession, member_id: int, identity: WechatIdentity) -> None:
    """Bind the mini program's openid to the member (replacing an earlier one of the member's);
    one member per openid, races decided by the unique indexes."""
    for _ in range(2):
        try:
            async with session.begin_nested():
                mine = await session.scalar(
                    select(MemberSocialUser).where(
                        MemberSocialUser.member_id == member_id, MemberSocialUser.type == int(MINI_PROGRAM)
                    )
                )
                if mine is not None and mine.openid == identity.openid:
                    return
                if mine is None:
                    session.add(
                        MemberSocialUser(
                            member_id=member_id,
                            type=int(MINI_PROGRAM),
                            openid=identity.openid,
                            unionid=identity.unionid,
                        )
                    )
                else:
                    mine.openid, mine.unionid = identity.openid, identity.unionid
                    mine.nickname = mine.avatar = None  # they described the earlier account
                await session.flush()
        except IntegrityError:
            owner = await _owner(session, identity.openid)
            if owner == member_id:
                return  # a parallel login of this member bound it
            if owner is not None:
                raise AppError(errors.SOCIAL_BOUND_TO_OTHER) from None
            continue  # the member's own row raced: look again
        await dispatcher.publish(session, WechatBound(member_id, int(MINI_PROGRAM), identity.openid))
        return
    raise AppError(errors.SOCIAL_BOUND_TO_OTHER)


async def _take_write_lock(session: AsyncSession) -> None:
    """SQLite only: start the transaction with a write, so parallel logins queue for the database's
    lock before they read. Otherwise the registration's savepoint would open the transaction (and its
    release commit it), and a login that read before another committed meets a stale snapshot
    ("database is locked"). PostgreSQL needs nothing: the unique indexes decide there."""
    if session.get_bind().dialect.name == "sqlite":
        await session.execute(update(Member).where(false()).values(id=Member.id))


async def _give_number(session: AsyncSession, member_id: int, mobile: str) -> Member | None:
    """The openid's member when it has no mobile yet (a WeChat login's): WeChat's number becomes
    its own. None when it has a number (another one than WeChat's)."""
    member = await session.get(Member, member_id)
    if member is None or member.mobile is not None:
        return None
    member.mobile = mobile
    try:
        async with session.begin_nested():
            await session.flush()
    except IntegrityError as exc:  # a parallel registration took the number a moment ago
        raise AppError(errors.USER_MOBILE_TAKEN) from exc
    return member


async def login(
    session: AsyncSession,
    context: RequestContext,
    settings: Settings,
    api: WechatApi,
    limiter: RateLimiter,
    body: WeixinMiniAppLoginReq,
) -> AuthLoginResp:
    """Log in with WeChat's number for the member (registering one on the first login) and bind
    the mini program's openid to that member, in one transaction. A state, when given, and the
    login code each work once."""
    app = mini_app(api)
    if body.state:
        problem = await use_state(limiter, settings.jwt_secret.get_secret_value(), MINI_PROGRAM, body.state)
        if problem is not None:
            log.info("mini-program login refused: state %s", problem.reason)
            raise AppError(errors.SOCIAL_STATE_INVALID)
    if not await use_code(limiter, MINI_PROGRAM, body.loginCode):
        raise AppError(errors.SOCIAL_AUTH_FAILED)
    identity = await _openid(api, app, body.loginCode)
    mobile = await wechat_mobile(api, app, body.phoneCode)
    await _take_write_lock(session)
    owner = await _owner(session, identity.openid)
    member = await auth_service.find_member(session, context.tenant_id, mobile)
    if owner is not None and member is None:
        member = await _give_number(session, owner, mobile)
    if owner is not None and (member is None or owner != member.id):
        raise AppError(errors.SOCIAL_BOUND_TO_OTHER)
    if member is None:
        # A parallel first login may register the number first: then this is its member.
        member = await auth_service.register(session, context, mobile, body.spm)
    await _bind(session, member.id, identity)
    return await auth_service.start_login(session, context, settings, member)


async def update_mobile(session: AsyncSession, api: WechatApi, principal: Principal, code: str) -> None:
    """The member's mobile becomes the number WeChat has for them (WeChat verified it)."""
    app = mini_app(api)
    mobile = await wechat_mobile(api, app, code)
    member = await user_service.get_member(session, principal)
    if member.mobile == mobile:
        raise AppError(errors.USER_MOBILE_UNCHANGED)
    if await auth_service.find_member(session, principal.tenant_id, mobile) is not None:
        raise AppError(errors.USER_MOBILE_TAKEN)
    member.mobile = mobile
    try:
        async with session.begin_nested():
            await session.flush()
    except IntegrityError as exc:
        raise AppError(errors.USER_MOBILE_TAKEN) from exc


async def wxa_code(
    api: WechatApi, settings: Settings, limiter: RateLimiter, client_ip: str, body: WxaQrcodeReq
) -> str:
    """The unlimited mini-program code of ``body`` as base64 image bytes. Codes already made come
    from the client's LRU; WeChat is asked at most WECHAT_WXA_CODES_PER_IP_PER_MINUTE times a minute
    per address. Only the released version checks the page (trial and develop have none published)."""
    app = mini_app(api)
    page = body.path.removeprefix("/")
    env = settings.wechat_mini_program_env_version
    check_path = body.checkPath and env == "release"
    image = api.cached_wxa_code(app, body.scene, page, check_path, env)
    if image is None:
        per_minute = settings.wechat_wxa_codes_per_ip_per_minute
        if not await limiter.hit(f"wxa-code:{client_ip}", per_minute, 60):
            raise AppError(TOO_MANY_REQUESTS)
        try:
            image = await api.wxa_code(app, body.scene, page, check_path, env)
        except WechatApiError as exc:
            if exc.errcode == PAGE_NOT_PUBLISHED:
                raise AppError(errors.MINI_PAGE_NOT_PUBLISHED) from exc
            if exc.unavailable:
                raise AppError(errors.SOCIAL_WECHAT_UNAVAILABLE) from exc
            log.warning("WeChat made no mini-program code: %s", exc.errcode)
            raise AppError(errors.MINI_WXA_CODE_FAILED) from exc
    return base64.b64encode(image).decode("ascii")


async def subscribe_templates(api: WechatApi, settings: Settings) -> list[SubscribeTemplateResp]:
    """The mini program's subscribe-message templates (none when the store has no mini program),
    the one activity reminders use marked."""
    app = api.app(MINI_PROGRAM)
    if app is None:
        return []
    try:
        templates = await api.subscribe_templates(app)
    except WechatApiError as exc:
        log.warning("WeChat gave no subscribe templates: %s", exc.errcode)
        raise AppError(errors.SOCIAL_WECHAT_UNAVAILABLE) from exc
    reminder = settings.wechat_mini_program_reminder_template
    return [
        SubscribeTemplateResp(
            id=t.id,
            title=t.title,
            content=t.content,
            example=t.example,
            type=t.type,
            reminder=t.id == reminder,
        )
        for t in templates
    ]


async def openids(session: AsyncSession, member_ids: Iterable[int]) -> dict[int, str]:
    """The members' mini-program openids (those who have one bound)."""
    wanted = set(member_ids)
    if not wanted:
        return {}
    rows = await session.execute(
        select(MemberSocialUser.member_id, MemberSocialUser.openid).where(
            MemberSocialUser.type == int(MINI_PROGRAM), MemberSocialUser.member_id.in_(wanted)
        )
    )
    return {member_id: openid for member_id, openid in rows}
