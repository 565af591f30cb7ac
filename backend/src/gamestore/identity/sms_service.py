"""Sending and checking SMS verification codes (architecture §4: SMS code rules)."""

from __future__ import annotations

import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import structlog
from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.context import RequestContext
from gamestore.core.errors import TOO_MANY_REQUESTS, UNAUTHORIZED, AppError
from gamestore.core.ratelimit import RateLimiter
from gamestore.core.security import digest
from gamestore.identity import errors
from gamestore.identity.sms import SmsDeliveryError, SmsProvider, SmsScene
from gamestore.models.identity import Member, SmsCode

log = structlog.get_logger("gamestore.sms")
BUSINESS_DAY_ZONE = ZoneInfo("Asia/Shanghai")


@dataclass(frozen=True, slots=True)
class SmsRequest:
    mobile: str
    scene: SmsScene
    member: Member | None  # the logged-in member, when there is one


def _code_digest(settings: Settings, row_key: str, code: str) -> str:
    return digest(f"{row_key}:{code}", settings.jwt_secret.get_secret_value())


def _new_code(settings: Settings) -> str:
    return settings.sms_fixed_code or f"{secrets.randbelow(1_000_000):06d}"


def start_of_business_day(now: datetime) -> datetime:
    local = now.astimezone(BUSINESS_DAY_ZONE)
    return local.replace(hour=0, minute=0, second=0, microsecond=0)


async def send_code(
    session: AsyncSession,
    context: RequestContext,
    settings: Settings,
    limiter: RateLimiter,
    provider: SmsProvider,
    request: SmsRequest,
) -> None:
    """Send a code, unless a rule forbids it. The answer never tells whether the mobile is registered."""
    owner = await session.scalar(
        select(Member).where(Member.tenant_id == context.tenant_id, Member.mobile == request.mobile)
    )
    _check_scene(request)
    if not (
        await limiter.hit(f"sms-ip:{context.client_ip}", settings.sms_sends_per_ip_per_hour, 3600)
        and await limiter.hit(f"sms-ip-day:{context.client_ip}", settings.sms_sends_per_ip_per_day, 86400)
    ):
        raise AppError(TOO_MANY_REQUESTS)
    if request.member is not None and request.scene != SmsScene.LOGIN:
        member_key = f"sms-member:{context.tenant_id}:{request.member.id}"
        if not await limiter.hit(member_key, settings.sms_sends_per_member_per_day, 86400):
            raise AppError(errors.SMS_MEMBER_DAILY_LIMIT)
    # A reset code for an unknown number is recorded (so the answer is the same) but never
    # delivered, and it is counted against no number: there is no owner to protect.
    deliver = owner is not None or request.scene != SmsScene.RESET_PASSWORD
    now = clock.now()
    await _check_send_limits(session, context, request, settings, now, owner, counted=deliver)
    claim = f"sms:{context.tenant_id}:{request.mobile}:{request.scene.value}"
    if not await limiter.claim(claim, settings.sms_resend_seconds):
        raise AppError(errors.SMS_SEND_TOO_FAST, seconds=settings.sms_resend_seconds)
    code = _new_code(settings)
    if deliver:
        try:
            await provider.send_code(request.mobile, request.scene, code)
        except SmsDeliveryError as exc:
            await limiter.release(claim)
            log.error("sms delivery failed", mobile=request.mobile, reason=str(exc))
            raise AppError(errors.SMS_SEND_FAILED) from exc
    row_key = f"{context.tenant_id}:{request.mobile}:{request.scene.value}"
    session.add(
        SmsCode(
            tenant_id=context.tenant_id,
            mobile=request.mobile,
            scene=request.scene.value,
            code_hash=_code_digest(settings, row_key, code),
            created_at=now,
            expires_at=now + timedelta(seconds=settings.sms_code_ttl_seconds),
            attempts=0,
            ip=context.client_ip,
        )
    )
    await session.flush()


def _check_scene(request: SmsRequest) -> None:
    """Raises when the scene is not allowed for this caller."""
    if request.scene in (SmsScene.CHANGE_MOBILE, SmsScene.CHANGE_PASSWORD) and request.member is None:
        raise AppError(UNAUTHORIZED)
    if request.scene == SmsScene.CHANGE_PASSWORD:
        assert request.member is not None
        if request.member.mobile is None:  # registered by WeChat: the code has nowhere to go
            raise AppError(errors.USER_MOBILE_REQUIRED)
        if request.member.mobile != request.mobile:
            raise AppError(errors.SMS_MOBILE_NOT_YOURS)


async def _check_send_limits(
    session: AsyncSession,
    context: RequestContext,
    request: SmsRequest,
    settings: Settings,
    now: datetime,
    owner: Member | None,
    *,
    counted: bool,
) -> None:
    """The per-number daily cap (docs/decisions.md, Member: "SMS budgets").

    Each requesting address has its own budget per number (``sms_daily_limit``), counted since the start
    of the business day or the owner's last login, whichever is later; no budget is shared between
    addresses, so what strangers ask for elsewhere never holds the owner back, wherever they ask from.
    Each address's sends to all numbers are capped apart (``send_code``). The owner's own session asking
    for an account code spends their member budget instead.
    """
    mine = (SmsCode.tenant_id == context.tenant_id, SmsCode.mobile == request.mobile)
    by_owner = owner is not None and request.member is not None and request.member.id == owner.id
    if counted and not (by_owner and request.scene != SmsScene.LOGIN):
        since = start_of_business_day(now)
        if owner is not None and owner.login_at is not None and owner.login_at > since:
            since = owner.login_at
        counting = [*mine, SmsCode.created_at >= since, SmsCode.ip == context.client_ip]
        if owner is None:
            counting.append(SmsCode.scene != SmsScene.RESET_PASSWORD.value)
        from_here = await session.scalar(select(func.count()).where(*counting))
        if (from_here or 0) >= settings.sms_daily_limit:
            raise AppError(errors.SMS_DAILY_LIMIT)
    last = await session.scalar(
        select(func.max(SmsCode.created_at)).where(*mine, SmsCode.scene == request.scene.value)
    )
    if last is not None:
        wait = settings.sms_resend_seconds - (now - last).total_seconds()
        if wait > 0:
            raise AppError(errors.SMS_SEND_TOO_FAST, seconds=int(wait) + 1)


async def verify_code(
    session: AsyncSession, settings: Settings, tenant_id: int, mobile: str, scene: SmsScene, code: str
) -> SmsCode:
    """Check ``code`` against the latest code sent for this mobile and scene, counting the try.

    Each try takes one of the code's attempts *before* comparing, so however many requests race,
    no code is ever compared more than ``sms_max_attempts`` times. A wrong code raises an error
    that keeps the counted try; a right one must then be spent with :func:`consume`.
    """
    row = await session.scalar(
        select(SmsCode)
        .where(SmsCode.tenant_id == tenant_id, SmsCode.mobile == mobile, SmsCode.scene == scene.value)
        .order_by(SmsCode.created_at.desc(), SmsCode.id.desc())
        .limit(1)
    )
    now = clock.now()
    if row is None or row.used_at is not None or row.expires_at <= now:
        raise AppError(errors.SMS_CODE_NOT_FOUND)
    if row.attempts >= settings.sms_max_attempts:
        raise AppError(errors.SMS_CODE_BURNED)
    taken = await session.execute(
        update(SmsCode)
        .where(
            SmsCode.id == row.id,
            SmsCode.used_at.is_(None),
            SmsCode.attempts < settings.sms_max_attempts,
        )
        .values(attempts=SmsCode.attempts + 1)
        .execution_options(synchronize_session=False)
    )
    if taken.rowcount != 1:  # type: ignore[attr-defined]
        # A concurrent request spent the code or took its last try in the meantime.
        used_at = await session.scalar(select(SmsCode.used_at).where(SmsCode.id == row.id))
        raise AppError(errors.SMS_CODE_NOT_FOUND if used_at else errors.SMS_CODE_BURNED)
    expected = _code_digest(settings, f"{tenant_id}:{mobile}:{scene.value}", code)
    if not hmac.compare_digest(expected, row.code_hash):
        remaining = settings.sms_max_attempts - row.attempts - 1
        if remaining <= 0:
            raise AppError(errors.SMS_CODE_BURNED, persist=True)
        raise AppError(errors.SMS_CODE_WRONG, persist=True, remaining=remaining)
    return row


async def consume(session: AsyncSession, row: SmsCode) -> None:
    """Spend a verified code; a code can serve one request only, even under concurrent use."""
    spent = await session.execute(
        update(SmsCode)
        .where(SmsCode.id == row.id, SmsCode.used_at.is_(None))
        .values(used_at=clock.now())
        .execution_options(synchronize_session=False)
    )
    if spent.rowcount != 1:  # type: ignore[attr-defined]
        raise AppError(errors.SMS_CODE_NOT_FOUND)


async def verify_and_consume(
    session: AsyncSession, settings: Settings, tenant_id: int, mobile: str, scene: SmsScene, code: str
) -> None:
    await consume(session, await verify_code(session, settings, tenant_id, mobile, scene, code))
