"""Operators: logging in (password, then a TOTP code when they have one), and the accounts an admin
manages. Every change to an account is audited."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pyotp
import structlog
from sqlalchemy import Row, Select, select
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.crypto import KeyCipher
from gamestore.core.errors import TOO_MANY_REQUESTS, AppError
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import AnySelect, PageResult, paginate
from gamestore.core.permissions import permissions_of
from gamestore.core.ratelimit import RateLimiter
from gamestore.core.security import hash_password, verify_password
from gamestore.core.times import epoch_ms
from gamestore.events import dispatcher
from gamestore.events.activity import OperatorAccountChanged
from gamestore.models.admin import Operator
from gamestore.system import audit, errors
from gamestore.system.admin_schemas import (
    OperatorCreateReq,
    OperatorLoginReq,
    OperatorPageReq,
    OperatorResp,
    OperatorTotpBeginResp,
    OperatorUpdateReq,
    PermissionInfoResp,
)

log = structlog.get_logger("gamestore.admin")

ENTITY = "operator"
# A code stays valid one 30-s step either side (clock drift); once used it is refused for as long.
_TOTP_VALID_WINDOW = 1
_TOTP_REUSE_SECONDS = 120
# Tries at confirming a new secret, per operator and 10 minutes.
_TOTP_CONFIRM_ATTEMPTS = 10
# Login failures are counted over this window; a username's slow-down never exceeds the maximum.
_LOGIN_WINDOW_SECONDS = 600
_SLOWDOWN_MAX_SECONDS = 300


@dataclass(frozen=True, slots=True)
class OperatorAccount:
    """An operator as their login sessions need them (identity/operator_sessions.py)."""

    id: int
    username: str
    role: str
    enabled: bool


def _account(operator: Operator) -> OperatorAccount:
    return OperatorAccount(
        id=operator.id, username=operator.username, role=operator.role, enabled=operator.enabled
    )


def with_account(query: AnySelect, operator_id: Any) -> AnySelect:
    """``query`` joined to the operator the column ``operator_id`` names (none: no row), with what
    ``account_in`` reads: identity checks an operator's session and account in one statement."""
    return query.join(Operator, Operator.id == operator_id).add_columns(
        Operator.id.label("operator_account_id"),
        Operator.username.label("operator_username"),
        Operator.role.label("operator_role"),
        Operator.enabled.label("operator_enabled"),
    )


def account_in(row: Row[Any]) -> OperatorAccount:
    """The operator in a row of a ``with_account`` query."""
    return OperatorAccount(
        id=row.operator_account_id,
        username=row.operator_username,
        role=row.operator_role,
        enabled=row.operator_enabled,
    )


def normalize_username(username: str) -> str:
    """Usernames are case-insensitive: ``Alice`` and ``alice`` are one operator."""
    return username.strip().lower()


async def check_login(
    session: AsyncSession,
    settings: Settings,
    limiter: RateLimiter,
    ip: str,
    body: OperatorLoginReq,
) -> OperatorAccount:
    """The operator who may log in with ``body`` (identity starts their session). Failed logins lock a
    username only at the address they came from; elsewhere they slow it down, except at the address the
    operator last logged in from (docs/decisions.md, Operators)."""
    username = normalize_username(body.username)
    per_username = settings.admin_login_attempts_per_10_minutes
    if not await limiter.hit(f"admin-login-ip:{ip}", per_username * 5, _LOGIN_WINDOW_SECONDS):
        _refused("rate_limited", username, ip)
        raise AppError(TOO_MANY_REQUESTS)
    blocked = await limiter.held_for(_blocked_key(username, ip))
    if blocked:
        _refused("rate_limited", username, ip)
        raise AppError(TOO_MANY_REQUESTS, retry_after=blocked)
    operator: Operator | None = await session.scalar(select(Operator).where(Operator.username == username))
    if operator is None or operator.last_login_ip != ip:
        wait = await limiter.held_for(_slowed_key(username))
        if wait:
            _refused("slowed_down", username, ip)
            raise AppError(errors.OPERATOR_LOGIN_SLOWED, retry_after=wait, seconds=wait)
    if not verify_password(operator.password_hash if operator else None, body.password) or operator is None:
        await _count_failure(settings, limiter, username, ip)
        _refused("bad_credentials", username, ip)
        raise AppError(errors.OPERATOR_BAD_CREDENTIALS)
    if not operator.enabled:
        _refused("disabled", username, ip)
        raise AppError(errors.OPERATOR_DISABLED)
    if operator.totp_secret_encrypted is not None:
        await _check_totp(settings, limiter, operator, body.totpCode, ip)
    operator.last_login_at = clock.now()
    operator.last_login_ip = ip
    log.info("operator logged in", username=username, ip=ip)
    return _account(operator)


def _blocked_key(username: str, ip: str) -> str:
    return f"admin-login-blocked:{username}:{ip}"


def _slowed_key(username: str) -> str:
    return f"admin-login-slowed:{username}"


async def _count_failure(settings: Settings, limiter: RateLimiter, username: str, ip: str) -> None:
    """A wrong password or code: the address's failures for the username lock it there once they reach
    the limit; the username's failures from anywhere past the limit hold its other addresses back for a
    delay that doubles with each one."""
    limit = settings.admin_login_attempts_per_10_minutes
    if await limiter.count(f"admin-login-failed:{username}:{ip}", _LOGIN_WINDOW_SECONDS) >= limit:
        await limiter.hold(_blocked_key(username, ip), _LOGIN_WINDOW_SECONDS)
    failures = await limiter.count(f"admin-login-failed:{username}", _LOGIN_WINDOW_SECONDS)
    if failures > limit:
        delay = min(2 ** min(failures - limit - 1, 16), _SLOWDOWN_MAX_SECONDS)
        await limiter.hold(_slowed_key(username), delay)


async def _check_totp(
    settings: Settings, limiter: RateLimiter, operator: Operator, code: str | None, ip: str
) -> None:
    if code is None:
        raise AppError(errors.OPERATOR_TOTP_REQUIRED)
    assert operator.totp_secret_encrypted is not None
    secret = KeyCipher.from_settings(settings).decrypt(operator.totp_secret_encrypted)
    if not pyotp.TOTP(secret).verify(code, valid_window=_TOTP_VALID_WINDOW) or not await limiter.claim(
        f"admin-totp:{operator.id}:{code}", _TOTP_REUSE_SECONDS
    ):
        await _count_failure(settings, limiter, operator.username, ip)
        _refused("totp_wrong", operator.username, ip)
        raise AppError(errors.OPERATOR_TOTP_WRONG)


def _refused(reason: str, username: str, ip: str) -> None:
    log.warning("operator login refused", reason=reason, username=username, ip=ip)


def permission_info(principal: OperatorPrincipal) -> PermissionInfoResp:
    return PermissionInfoResp(
        id=principal.operator_id,
        username=principal.username,
        role=principal.role,
        permissions=list(permissions_of(principal.role)),
    )


def new_totp_secret() -> str:
    return pyotp.random_base32()


def totp_uri(secret: str, username: str, issuer: str) -> str:
    """The otpauth:// URI an authenticator app reads (usually from a QR code)."""
    return pyotp.TOTP(secret).provisioning_uri(name=username, issuer_name=issuer)


async def begin_totp(
    session: AsyncSession, settings: Settings, principal: OperatorPrincipal
) -> OperatorTotpBeginResp:
    """A new TOTP secret for the operator themself, kept pending (encrypted, never asked at login)
    until ``confirm_totp`` sees a code from it; beginning again replaces it. One who already has TOTP
    cannot replace it from a session (an admin turns it off first)."""
    operator = await _own_account(session, principal)
    if operator.totp_secret_encrypted is not None:
        raise AppError(errors.OPERATOR_TOTP_ALREADY_ENABLED)
    secret = new_totp_secret()
    had_pending = operator.totp_pending_encrypted is not None
    operator.totp_pending_encrypted = KeyCipher.from_settings(settings).encrypt(secret)
    await audit.record(
        session,
        principal,
        "operator.totp_begin",
        ENTITY,
        operator.id,
        {"totpPending": had_pending},
        {"totpPending": True},
    )
    return OperatorTotpBeginResp(secret=secret, uri=totp_uri(secret, operator.username, settings.app_name))


async def confirm_totp(
    session: AsyncSession, settings: Settings, limiter: RateLimiter, principal: OperatorPrincipal, code: str
) -> OperatorResp:
    """Turn the pending secret on once ``code`` comes from it (one step either side): every login
    asks for a code from then on. A wrong code changes nothing."""
    operator = await _own_account(session, principal)
    if operator.totp_secret_encrypted is not None:
        raise AppError(errors.OPERATOR_TOTP_ALREADY_ENABLED)
    if operator.totp_pending_encrypted is None:
        raise AppError(errors.OPERATOR_TOTP_NOT_BEGUN)
    if not await limiter.hit(f"admin-totp-confirm:{operator.id}", _TOTP_CONFIRM_ATTEMPTS, 600):
        raise AppError(TOO_MANY_REQUESTS)
    secret = KeyCipher.from_settings(settings).decrypt(operator.totp_pending_encrypted)
    if not pyotp.TOTP(secret).verify(code, valid_window=_TOTP_VALID_WINDOW):
        raise AppError(errors.OPERATOR_TOTP_WRONG)
    before = _snapshot(operator)
    operator.totp_secret_encrypted = operator.totp_pending_encrypted
    operator.totp_pending_encrypted = None
    await audit.record(
        session, principal, "operator.totp_enable", ENTITY, operator.id, before, _snapshot(operator)
    )
    await session.flush()
    log.info("operator enabled totp", username=operator.username)
    return operator_resp(operator)


async def reset_totp(session: AsyncSession, principal: OperatorPrincipal, operator_id: int) -> OperatorResp:
    """An admin turns another operator's TOTP off (a lost phone): their logins take the password alone
    until they set it up again. Their own must be turned off by another admin."""
    operator = await session.get(Operator, operator_id, with_for_update=True)
    if operator is None:
        raise AppError(errors.OPERATOR_NOT_FOUND)
    if operator.id == principal.operator_id:
        raise AppError(errors.OPERATOR_TOTP_OWN_RESET)
    before = _snapshot(operator)
    had_any = operator.totp_secret_encrypted is not None or operator.totp_pending_encrypted is not None
    operator.totp_secret_encrypted = None
    operator.totp_pending_encrypted = None
    if had_any:
        await audit.record(
            session, principal, "operator.totp_reset", ENTITY, operator.id, before, _snapshot(operator)
        )
    await session.flush()
    return operator_resp(operator)


async def _own_account(session: AsyncSession, principal: OperatorPrincipal) -> Operator:
    operator = await session.get(Operator, principal.operator_id, with_for_update=True)
    if operator is None:  # require_permission checked the session; the row cannot be gone
        raise AppError(errors.OPERATOR_NOT_FOUND)
    return operator


async def create(
    session: AsyncSession,
    settings: Settings,
    principal: OperatorPrincipal | None,
    body: OperatorCreateReq,
    totp_secret: str | None = None,
) -> Operator:
    """A new operator (``principal`` None: from the command line, where ``totp_secret`` may be set)."""
    operator = Operator(
        username=normalize_username(body.username),
        password_hash=hash_password(body.password),
        role=body.role,
        totp_secret_encrypted=(
            KeyCipher.from_settings(settings).encrypt(totp_secret) if totp_secret is not None else None
        ),
        enabled=True,
    )
    try:
        async with session.begin_nested():
            session.add(operator)
    except IntegrityError as exc:
        raise AppError(errors.OPERATOR_USERNAME_TAKEN) from exc
    await audit.record(session, principal, "operator.create", ENTITY, operator.id, None, _snapshot(operator))
    return operator


async def update(session: AsyncSession, principal: OperatorPrincipal, body: OperatorUpdateReq) -> Operator:
    """Change an operator's role, enabled state or password. Any of these ends their sessions (their
    tokens' permissions no longer hold). An admin cannot demote or disable themself."""
    operator = await session.get(Operator, body.id, with_for_update=True)
    if operator is None:
        raise AppError(errors.OPERATOR_NOT_FOUND)
    if operator.id == principal.operator_id and (
        (body.role is not None and body.role != operator.role) or body.enabled is False
    ):
        raise AppError(errors.OPERATOR_NOT_OWN_ACCOUNT)
    before = _snapshot(operator)
    if body.role is not None:
        operator.role = body.role
    if body.enabled is not None:
        operator.enabled = body.enabled
    if body.password is not None:
        operator.password_hash = hash_password(body.password)
    after = _snapshot(operator, password_reset=body.password is not None)
    if after != before:
        await dispatcher.publish(session, OperatorAccountChanged(operator.id))
        await audit.record(session, principal, "operator.update", ENTITY, operator.id, before, after)
    await session.flush()
    return operator


def _snapshot(operator: Operator, *, password_reset: bool = False) -> dict[str, Any]:
    """What the audit log keeps of an operator: never the password hash nor the TOTP secret."""
    snapshot: dict[str, Any] = {
        "username": operator.username,
        "role": operator.role,
        "enabled": operator.enabled,
        "totpEnabled": operator.totp_secret_encrypted is not None,
    }
    if password_reset:
        snapshot["passwordReset"] = True
    return snapshot


async def page(session: AsyncSession, params: OperatorPageReq) -> PageResult[OperatorResp]:
    rows, total = await paginate(session, _filtered(params), params)
    return PageResult(list=[operator_resp(row) for row in rows], total=total)


def _filtered(params: OperatorPageReq) -> Select[Operator]:
    stmt = select(Operator).order_by(Operator.id.desc())
    if params.username:
        pattern = normalize_username(params.username)
        stmt = stmt.where(Operator.username.contains(pattern, autoescape=True))
    if params.role is not None:
        stmt = stmt.where(Operator.role == params.role)
    if params.enabled is not None:
        stmt = stmt.where(Operator.enabled.is_(params.enabled))
    return stmt


def operator_resp(operator: Operator) -> OperatorResp:
    return OperatorResp(
        id=operator.id,
        username=operator.username,
        role=operator.role,
        enabled=operator.enabled,
        totpEnabled=operator.totp_secret_encrypted is not None,
        createTime=epoch_ms(operator.created_at),
        lastLoginTime=epoch_ms(operator.last_login_at) if operator.last_login_at else None,
    )
