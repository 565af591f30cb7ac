"""A member's own profile: reading it and changing nickname, avatar, gender, mobile and password."""

from __future__ import annotations

from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.auth import Principal
from gamestore.core.config import Settings
from gamestore.core.errors import UNAUTHORIZED, AppError
from gamestore.core.i18n import Lang
from gamestore.core.security import hash_password
from gamestore.events import dispatcher
from gamestore.events.activity import ProfileCompleted
from gamestore.identity import errors, sms_service, token_service
from gamestore.identity.auth_service import find_member, is_generated_nickname
from gamestore.identity.schemas import (
    LevelResp,
    ResetPasswordReq,
    UpdateMobileReq,
    UpdatePasswordReq,
    UserInfoResp,
    UserUpdateReq,
)
from gamestore.identity.sms import SmsScene
from gamestore.loyalty.balances import Balances
from gamestore.loyalty.levels import Level, level_for, next_level
from gamestore.models.identity import Member


async def get_member(session: AsyncSession, principal: Principal) -> Member:
    member = await session.get(Member, principal.member_id)
    if member is None or member.tenant_id != principal.tenant_id:
        raise AppError(UNAUTHORIZED)
    return member


def level_of(experience: int, lang: Lang, levels: tuple[Level, ...]) -> LevelResp:
    level = level_for(experience, levels)
    following = next_level(level, levels)
    return LevelResp(
        level=level.level,
        name=level.names[lang],
        experience=level.experience,
        discountPercent=level.discount_percent,
        nextExperience=following.experience if following else None,
    )


def user_info(member: Member, held: Balances, lang: Lang, levels: tuple[Level, ...]) -> UserInfoResp:
    """``held``: the member's balances (loyalty's); ``levels``: membership_tables.levels (kept in
    the process)."""
    return UserInfoResp(
        id=member.id,
        nickname=member.nickname,
        avatar=member.avatar,
        gender=member.gender,
        mobile=member.mobile,
        point=held.point,
        experience=held.experience,
        level=level_of(held.experience, lang, levels),
        country=member.country,
    )


async def update_language(session: AsyncSession, principal: Principal, language: Lang) -> None:
    """What the store writes to the member in from now on (notifications, pushes)."""
    member = await get_member(session, principal)
    member.language = language


async def update_profile(session: AsyncSession, principal: Principal, body: UserUpdateReq) -> None:
    member = await get_member(session, principal)
    if body.nickname is not None:
        member.nickname = body.nickname
    if body.avatar is not None:
        member.avatar = body.avatar
    if body.gender is not None:
        member.gender = body.gender
    if body.country is not None:
        member.country = body.country or None
    await session.flush()
    if member.avatar and not is_generated_nickname(member.nickname):
        await dispatcher.publish(session, ProfileCompleted(member.id))


async def update_mobile(
    session: AsyncSession, settings: Settings, principal: Principal, body: UpdateMobileReq
) -> None:
    """Both numbers must prove control: a code sent to the current one and one sent to the new one.
    A member without a mobile (registered by WeChat) adds one with the new number's code alone."""
    member = await get_member(session, principal)
    if body.mobile == member.mobile:
        raise AppError(errors.USER_MOBILE_UNCHANGED)
    tenant = principal.tenant_id
    old = None
    if member.mobile is not None:
        if body.oldCode is None:
            raise AppError(errors.USER_OLD_CODE_REQUIRED)
        old = await sms_service.verify_code(
            session, settings, tenant, member.mobile, SmsScene.CHANGE_MOBILE, body.oldCode
        )
    new = await sms_service.verify_code(
        session, settings, tenant, body.mobile, SmsScene.CHANGE_MOBILE, body.code
    )
    # Whoever holds the new number learns it is taken, and nobody else can get this far.
    if await find_member(session, tenant, body.mobile) is not None:
        raise AppError(errors.USER_MOBILE_TAKEN)
    if old is not None:
        await sms_service.consume(session, old)
    await sms_service.consume(session, new)
    member.mobile = body.mobile
    try:
        async with session.begin_nested():
            await session.flush()
    except IntegrityError as exc:
        raise AppError(errors.USER_MOBILE_TAKEN) from exc


async def update_password(
    session: AsyncSession, settings: Settings, principal: Principal, body: UpdatePasswordReq
) -> None:
    """Set a new password; every other login of the member ends. The code goes to the member's
    mobile, so a member without one must add it first."""
    member = await get_member(session, principal)
    if member.mobile is None:
        raise AppError(errors.USER_MOBILE_REQUIRED)
    await sms_service.verify_and_consume(
        session, settings, principal.tenant_id, member.mobile, SmsScene.CHANGE_PASSWORD, body.code
    )
    member.password_hash = hash_password(body.password)
    await session.flush()
    await token_service.revoke_member_sessions(
        session, member.id, "password_changed", keep=principal.session_id
    )


async def reset_password(
    session: AsyncSession, settings: Settings, tenant_id: int, body: ResetPasswordReq
) -> None:
    """Set a forgotten password with a code sent to the mobile; every login of the member ends."""
    await sms_service.verify_and_consume(
        session, settings, tenant_id, body.mobile, SmsScene.RESET_PASSWORD, body.code
    )
    member = await find_member(session, tenant_id, body.mobile)
    if member is None:  # codes for unknown numbers are never delivered, so this needs a lucky guess
        raise AppError(errors.SMS_CODE_NOT_FOUND)
    member.password_hash = hash_password(body.password)
    await session.flush()
    await token_service.revoke_member_sessions(session, member.id, "password_reset")
