"""The console's member levels and check-in rewards: read and saved as whole tables (checked
together), every save audited with the table before and after, and announced to every process's
caches (member/membership_tables.py)."""

from __future__ import annotations

from itertools import pairwise
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.operators import OperatorPrincipal
from gamestore.events import dispatcher
from gamestore.events.activity import LevelDiscountsChanged
from gamestore.loyalty import errors, membership_tables
from gamestore.loyalty.levels import LEVEL_COUNT, Level, level_icon
from gamestore.loyalty.membership_admin_schemas import (
    AdminLevelResp,
    AdminLevelUpdateReq,
    AdminSignInConfigResp,
    AdminSignInConfigUpdateReq,
)
from gamestore.loyalty.membership_tables import CheckInReward
from gamestore.models.loyalty import MemberLevel, MemberSignInConfig
from gamestore.system import audit

LEVEL_ENTITY = "member_level"
SIGN_IN_ENTITY = "member_sign_in_config"


def _level_resp(level: Level, lang: Lang) -> AdminLevelResp:
    return AdminLevelResp(
        level=level.level,
        name=level.names.get(lang) or level.names["en"],
        names=dict(level.names),
        experience=level.experience,
        discountPercent=level.discount_percent,
        icon=level_icon(level),
    )


def _level_snapshot(levels: tuple[Level, ...] | list[Level]) -> dict[str, Any]:
    return {
        "levels": [
            {
                "level": level.level,
                "experience": level.experience,
                "discountPercent": level.discount_percent,
                "names": dict(level.names),
            }
            for level in levels
        ]
    }


async def level_list(session: AsyncSession, lang: Lang) -> list[AdminLevelResp]:
    return [_level_resp(level, lang) for level in await membership_tables.load_levels(session)]


def _check_levels(body: AdminLevelUpdateReq) -> list[Level]:
    given = sorted(body.levels, key=lambda level: level.level)
    if [level.level for level in given] != list(range(1, LEVEL_COUNT + 1)):
        raise AppError(errors.LEVEL_NUMBERS_INVALID, count=LEVEL_COUNT)
    if given[0].experience != 0:
        raise AppError(errors.LEVEL_FIRST_NOT_ZERO)
    for before, after in pairwise(given):
        if after.experience <= before.experience:
            raise AppError(errors.LEVEL_THRESHOLDS_NOT_INCREASING, level=after.level)
        if after.discountPercent < before.discountPercent:
            raise AppError(errors.LEVEL_DISCOUNTS_DECREASING, level=after.level)
    return [Level(g.level, g.experience, g.discountPercent, dict(g.names)) for g in given]  # type: ignore[arg-type]


async def update_levels(
    session: AsyncSession, principal: OperatorPrincipal, body: AdminLevelUpdateReq, lang: Lang
) -> list[AdminLevelResp]:
    """Replace the five levels; members' levels follow their experience from the commit on."""
    levels = _check_levels(body)
    # Changed in place, the rows held: a parallel save waits, then overwrites (the last one wins).
    rows = {row.level: row for row in await session.scalars(select(MemberLevel).with_for_update())}
    before = await membership_tables.load_levels(session)
    for level in levels:
        row = rows.get(level.level) or MemberLevel(level=level.level)
        row.experience = level.experience
        row.discount_percent = level.discount_percent
        row.names = {str(language): name for language, name in level.names.items()}
        session.add(row)
    await session.flush()
    await audit.record(
        session,
        principal,
        "member.level.update",
        LEVEL_ENTITY,
        "all",
        _level_snapshot(before),
        _level_snapshot(levels),
    )
    membership_tables.changed(session)
    if [level.discount_percent for level in before] != [level.discount_percent for level in levels]:
        await dispatcher.publish(session, LevelDiscountsChanged())  # the member-level prices' history
    return [_level_resp(level, lang) for level in levels]


def _reward_snapshot(rewards: tuple[CheckInReward, ...] | list[CheckInReward]) -> dict[str, Any]:
    return {
        "days": [
            {"day": reward.day, "point": reward.point, "experience": reward.experience} for reward in rewards
        ]
    }


def _resp(reward: CheckInReward) -> AdminSignInConfigResp:
    return AdminSignInConfigResp(day=reward.day, point=reward.point, experience=reward.experience)


async def sign_in_config_list(session: AsyncSession) -> list[AdminSignInConfigResp]:
    return [_resp(reward) for reward in await membership_tables.load_rewards(session)]


async def update_sign_in_config(
    session: AsyncSession, principal: OperatorPrincipal, body: AdminSignInConfigUpdateReq
) -> list[AdminSignInConfigResp]:
    """Replace the rewards of days 1 … n; check-ins already made keep what they paid."""
    if [given.day for given in body.days] != list(range(1, len(body.days) + 1)):
        raise AppError(errors.SIGN_IN_DAYS_INVALID)
    rewards = [CheckInReward(given.day, given.point, given.experience) for given in body.days]
    rows = {row.day: row for row in await session.scalars(select(MemberSignInConfig).with_for_update())}
    before = await membership_tables.load_rewards(session)
    for day, row in rows.items():
        if day > len(rewards):
            await session.delete(row)
    for reward in rewards:
        row = rows.get(reward.day) or MemberSignInConfig(day=reward.day)
        row.point = reward.point
        row.experience = reward.experience
        session.add(row)
    await session.flush()
    await audit.record(
        session,
        principal,
        "member.sign_in_config.update",
        SIGN_IN_ENTITY,
        "all",
        _reward_snapshot(before),
        _reward_snapshot(rewards),
    )
    membership_tables.changed(session)
    return [_resp(reward) for reward in rewards]
