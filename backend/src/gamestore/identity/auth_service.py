"""Logging in by SMS code (registering on the first login) or by password; registering and starting
the session for the other ways in (WeChat: identity/social/service.py)."""

from __future__ import annotations

import re
import secrets

from sqlalchemy import select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.context import RequestContext
from gamestore.core.errors import TOO_MANY_REQUESTS, AppError
from gamestore.core.ratelimit import RateLimiter
from gamestore.core.security import verify_password
from gamestore.events import dispatcher
from gamestore.events.activity import MemberRegistered
from gamestore.identity import errors, sms_service, token_service
from gamestore.identity.schemas import AuthLoginResp, PasswordLoginReq, SmsLoginReq
from gamestore.identity.sms import SmsScene
from gamestore.models.identity import Member


async def find_member(session: AsyncSession, tenant_id: int, mobile: str) -> Member | None:
    member: Member | None = await session.scalar(
        select(Member).where(Member.tenant_id == tenant_id, Member.mobile == mobile)
    )
    return member


def _default_nickname() -> str:
    return f"Gamer{secrets.randbelow(1_000_000):06d}"


def is_generated_nickname(nickname: str) -> bool:
    """Whether the nickname is still the one given at registration (Gamer + 6 digits)."""
    return re.fullmatch(r"Gamer[0-9]{6}", nickname) is not None


async def register(
    session: AsyncSession, context: RequestContext, mobile: str | None, spm: str | None = None
) -> Member:
    """A new member of this store (``mobile`` None: a WeChat login's, who adds a number later),
    bound to the sharer of ``spm``."""
    member = Member(
        tenant_id=context.tenant_id,
        mobile=mobile,
        nickname=_default_nickname(),
        gender=0,
        enabled=True,
        register_terminal=context.terminal.value,
        register_ip=context.client_ip,
    )
    try:
        async with session.begin_nested():
            session.add(member)
    except IntegrityError:
        # Registered by a concurrent first login a moment ago: log into that account.
        if mobile is None:
            raise
        existing = await find_member(session, context.tenant_id, mobile)
        if existing is None:
            raise
        return existing
    await dispatcher.publish(session, MemberRegistered(context.tenant_id, member.id, spm))
    return member


async def start_login(
    session: AsyncSession, context: RequestContext, settings: Settings, member: Member
) -> AuthLoginResp:
    if not member.enabled:
        raise AppError(errors.AUTH_ACCOUNT_DISABLED)
    member.login_ip = context.client_ip
    member.login_at = clock.now()
    member.language = context.language
    return await token_service.start_session(session, settings, member, context.terminal.value)


async def sms_login(
    session: AsyncSession, context: RequestContext, settings: Settings, body: SmsLoginReq
) -> AuthLoginResp:
    await sms_service.verify_and_consume(
        session, settings, context.tenant_id, body.mobile, SmsScene.LOGIN, body.code
    )
    member = await find_member(session, context.tenant_id, body.mobile)
    if member is None:
        member = await register(session, context, body.mobile, body.spm)
    return await start_login(session, context, settings, member)


async def password_login(
    session: AsyncSession,
    context: RequestContext,
    settings: Settings,
    limiter: RateLimiter,
    body: PasswordLoginReq,
) -> AuthLoginResp:
    per_mobile = settings.login_attempts_per_10_minutes
    if not (
        await limiter.hit(f"login:{context.tenant_id}:{body.mobile}", per_mobile, 600)
        and await limiter.hit(f"login-ip:{context.client_ip}", per_mobile * 5, 600)
    ):
        raise AppError(TOO_MANY_REQUESTS)
    member = await find_member(session, context.tenant_id, body.mobile)
    if not verify_password(member.password_hash if member else None, body.password) or member is None:
        raise AppError(errors.AUTH_BAD_CREDENTIALS)
    return await start_login(session, context, settings, member)
