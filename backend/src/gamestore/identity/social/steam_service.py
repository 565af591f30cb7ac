"""Binding a member's Steam account through Steam's OpenID sign-in.

``start`` records a one-time sign-in for the member and answers Steam's address; Steam sends the
browser back to ``callback`` with an assertion, which is believed only after every check of
``steam_openid`` and Steam's own confirmation, and only once per sign-in (the row is marked verified
by a conditional update; the nonce is claimed too). The callback sends the member on to the app's
index/steam page, which asks ``bind``: it binds only a Steam id this server verified for that
member in the last ten minutes, once. A Steam id belongs to one member (its unique index decides).
"""

from __future__ import annotations

import logging
import secrets
from dataclasses import dataclass
from datetime import timedelta
from typing import Final
from urllib.parse import urlencode, urlsplit

from sqlalchemy import bindparam, delete, select, update
from sqlalchemy.exc import IntegrityError
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.errors import AppError, ErrorCode
from gamestore.core.ratelimit import RateLimiter
from gamestore.identity import errors
from gamestore.identity.social.steam_api import SteamApi
from gamestore.identity.social.steam_openid import (
    SteamAssertionError,
    check_assertion,
    confirm_with_steam,
    sign_in_url,
)
from gamestore.identity.social.steam_schemas import SteamAccountResp, SteamBindReq, SteamLoginReq
from gamestore.loyalty import balances, pending_rewards
from gamestore.loyalty.balances import Balances
from gamestore.loyalty.pending_rewards import PendingTotals
from gamestore.models.identity import Member, MemberSteamAccount, MemberSteamLogin

log = logging.getLogger(__name__)

SIGN_IN_TTL: Final = timedelta(minutes=10)  # from steam-login to Steam's answer
BIND_TTL: Final = timedelta(minutes=10)  # from Steam's answer to steam-bind
NONCE_MAX_AGE: Final = timedelta(minutes=5)
CALLBACK_PATH: Final = "/member/social-user/steam-callback"


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}"


def store_origin(settings: Settings, request_origin: str) -> str:
    """Where Steam may send members back: the configured public origin (production has one), else
    the origin this request came to (development and tests)."""
    return _origin(settings.public_base_url) if settings.public_base_url else request_origin


async def start(
    session: AsyncSession,
    steam: SteamApi,
    member_id: int,
    body: SteamLoginReq,
    origin: str,
) -> str:
    """Steam's sign-in address for the member, coming back to our callback with a one-time token."""
    if _origin(body.callbackUrl) != origin or _origin(body.baseUrl) != origin:
        raise AppError(errors.STEAM_URL_NOT_OURS)
    token = secrets.token_urlsafe(32)
    return_to = f"{body.baseUrl.rstrip('/')}{CALLBACK_PATH}?{urlencode({'token': token})}"
    session.add(
        MemberSteamLogin(
            token=token,
            member_id=member_id,
            callback_url=body.callbackUrl,
            return_to=return_to,
            expires_at=clock.now() + SIGN_IN_TTL,
            created_at=clock.now(),
        )
    )
    await session.flush()
    return sign_in_url(return_to, f"{origin}/", steam.openid_endpoint)


@dataclass(frozen=True, slots=True)
class CallbackOutcome:
    """Where the callback sends the browser: the app's page with the verified Steam id, or with
    the code of what went wrong; None when the token names no sign-in (nowhere to send it)."""

    location: str | None
    error: ErrorCode | None = None


def _page(callback_url: str, **query: str) -> str:
    """``callback_url`` with ``query`` added: after the hash route's path for the app's hash
    routing (…/#/pages/index/steam?userId=…), else to the URL's own query."""
    head, hash_mark, route = callback_url.partition("#")
    target = route if hash_mark else head
    joined = f"{target}{'&' if '?' in target else '?'}{urlencode(query)}"
    return f"{head}#{joined}" if hash_mark else joined


async def callback(
    session: AsyncSession,
    steam: SteamApi,
    limiter: RateLimiter,
    token: str,
    params: dict[str, str | list[str]],
    origin: str,
) -> CallbackOutcome:
    sign_in = await session.scalar(select(MemberSteamLogin).where(MemberSteamLogin.token == token))
    if sign_in is None:
        return CallbackOutcome(None, errors.STEAM_SIGN_IN_FAILED)

    def failed(why: str) -> CallbackOutcome:
        log.info("Steam sign-in %s refused: %s", sign_in.id, why)
        page = _page(
            sign_in.callback_url,
            userId=str(sign_in.member_id),
            type="steam",
            errCode=str(errors.STEAM_SIGN_IN_FAILED.code),
        )
        return CallbackOutcome(page, errors.STEAM_SIGN_IN_FAILED)

    now = clock.now()
    if sign_in.verified_at is not None or sign_in.expires_at <= now:
        return failed("used or expired")
    try:
        assertion = check_assertion(
            params,
            return_to=sign_in.return_to,
            realm=f"{origin}/",
            now=now,
            max_age=NONCE_MAX_AGE,
            endpoint=steam.openid_endpoint,
        )
        if not await limiter.claim(
            f"steam-nonce:{assertion.nonce}", int(NONCE_MAX_AGE.total_seconds()) + 120
        ):
            raise SteamAssertionError("nonce already used")
        await confirm_with_steam(steam.http, assertion, steam.openid_endpoint)
    except SteamAssertionError as exc:
        return failed(str(exc))
    verified = await session.execute(
        update(MemberSteamLogin)
        .where(MemberSteamLogin.id == sign_in.id, MemberSteamLogin.verified_at.is_(None))
        .values(steam_id=assertion.steam_id, verified_at=now)
        .returning(MemberSteamLogin.id)
    )
    if verified.scalar_one_or_none() is None:
        return failed("verified by a parallel callback")
    page = _page(
        sign_in.callback_url, userId=str(sign_in.member_id), type="steam", steamId=assertion.steam_id
    )
    return CallbackOutcome(page)


async def bind(
    session: AsyncSession, steam: SteamApi, member_id: int, body: SteamBindReq
) -> SteamAccountResp:
    if body.userId != member_id:
        raise AppError(errors.STEAM_NOT_VERIFIED)
    now = clock.now()
    used = await session.execute(
        update(MemberSteamLogin)
        .where(
            MemberSteamLogin.member_id == member_id,
            MemberSteamLogin.steam_id == body.steamId,
            MemberSteamLogin.verified_at > now - BIND_TTL,
            MemberSteamLogin.used_at.is_(None),
        )
        .values(used_at=now)
        .returning(MemberSteamLogin.id)
    )
    if not used.scalars().all():
        raise AppError(errors.STEAM_NOT_VERIFIED)
    owner = await session.scalar(
        select(MemberSteamAccount.member_id).where(MemberSteamAccount.steam_id == body.steamId)
    )
    if owner is not None and owner != member_id:
        raise AppError(errors.STEAM_BOUND_TO_OTHER)
    player = await steam.player(body.steamId)
    persona, avatar = (player.persona_name, player.avatar) if player else (None, None)
    country = player.country if player else None
    try:
        async with session.begin_nested():
            mine = await session.scalar(
                select(MemberSteamAccount).where(MemberSteamAccount.member_id == member_id)
            )
            if mine is None:
                session.add(
                    MemberSteamAccount(
                        member_id=member_id,
                        steam_id=body.steamId,
                        persona_name=persona,
                        avatar=avatar,
                        country=country,
                    )
                )
            else:
                if mine.steam_id != body.steamId or country is not None:
                    mine.country = country  # another account's, or Steam's newer word
                mine.steam_id, mine.persona_name, mine.avatar = body.steamId, persona, avatar
            await session.flush()
    except IntegrityError as exc:
        raise AppError(errors.STEAM_BOUND_TO_OTHER) from exc  # bound by another member a moment ago
    return SteamAccountResp(steamId=body.steamId, personaName=persona, avatar=avatar, country=country)


async def unbind(session: AsyncSession, member_id: int) -> None:
    gone = await session.execute(
        delete(MemberSteamAccount)
        .where(MemberSteamAccount.member_id == member_id)
        .returning(MemberSteamAccount.id)
    )
    if gone.scalar_one_or_none() is None:
        raise AppError(errors.STEAM_NOT_BOUND)


async def bound_steam_id(session: AsyncSession, member_id: int) -> str | None:
    """The Steam id of the member's bound account, if any (the library reads its games)."""
    steam_id: str | None = await session.scalar(
        select(MemberSteamAccount.steam_id).where(MemberSteamAccount.member_id == member_id)
    )
    return steam_id


# Built once: building the statement costs more CPU than running it.
_MEMBER_AND_ACCOUNT = (
    select(
        Member,
        MemberSteamAccount,
        *pending_rewards.total_columns(Member.id),
        *balances.columns(Member.id),
    )
    .outerjoin(MemberSteamAccount, MemberSteamAccount.member_id == Member.id)
    .where(Member.id == bindparam("member_id"))
)


async def member_and_account(
    session: AsyncSession, member_id: int
) -> tuple[Member | None, Balances, SteamAccountResp | None, PendingTotals]:
    """The member, their balances, their bound Steam account and what they have pending (for user
    info), in one query."""
    found = (await session.execute(_MEMBER_AND_ACCOUNT, {"member_id": member_id})).first()
    if found is None:
        return None, balances.NONE, None, PendingTotals(0, 0)
    member, row, points, experience, point, total_experience = found
    held = Balances(int(point), int(total_experience))
    pending = PendingTotals(int(points or 0), int(experience or 0))
    if row is None:
        return member, held, None, pending
    return (
        member,
        held,
        SteamAccountResp(
            steamId=row.steam_id, personaName=row.persona_name, avatar=row.avatar, country=row.country
        ),
        pending,
    )
