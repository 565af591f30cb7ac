"""Items and collectibles given as a reward (by a task, an activity or a purchase): how files name them,
what the app shows of them, and granting them through the one item and collectible services."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints
from sqlalchemy import bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.texts import text
from gamestore.engagement import errors
from gamestore.engagement.collectible_service import grant_collectible
from gamestore.engagement.item_service import grant_item
from gamestore.engagement.items import GrantSource
from gamestore.models.engagement import (
    MemberCollectible,
    MemberCollectibleDefinition,
    MemberItem,
    MemberItemDefinition,
)

Kind = Literal["item", "collectible"]
Granted = tuple[str, str, int]  # kind, code, quantity
_MODELS = (("item", MemberItemDefinition), ("collectible", MemberCollectibleDefinition))
_HELD = {
    kind: select(held.id)
    .join(model, model.id == held.definition_id)
    .where(
        held.member_id == bindparam("member_id"),
        model.code == bindparam("code"),
        held.source_type == bindparam("source_type"),
        held.source_id == bindparam("source_id"),
    )
    .limit(1)
    for kind, model, held in (
        ("item", MemberItemDefinition, MemberItem),
        ("collectible", MemberCollectibleDefinition, MemberCollectible),
    )
}


@dataclass(frozen=True, slots=True)
class RewardBrief:
    kind: str  # "item" or "collectible"
    code: str
    quantity: int
    name: str
    pic_url: str


class RewardItemRow(BaseModel):
    """One reward as files name it: ``{"kind": "item" | "collectible", "code": …, "quantity": …}``."""

    model_config = ConfigDict(extra="forbid")
    kind: Kind
    code: Annotated[str, StringConstraints(pattern=r"^[a-z0-9][a-z0-9-]{0,63}$")]
    quantity: int = Field(default=1, ge=1, le=100)


@dataclass(frozen=True, slots=True)
class RewardItem:
    """A reward with what the app shows of it (names per language, picture)."""

    kind: str  # "item" or "collectible"
    code: str
    quantity: int
    names: dict[str, str]
    pic_url: str


_WITHDRAWN_OR_RUN_OUT = {
    errors.ITEM_UNKNOWN,
    errors.ITEM_CODES_RUN_OUT,
    errors.COLLECTIBLE_UNKNOWN,
    errors.COLLECTIBLE_EDITION_FULL,
}


async def stored(session: AsyncSession, rewards: Iterable[RewardItemRow]) -> set[tuple[str, str]]:
    """The (kind, code) pairs among ``rewards`` that the item file defined (enabled or not)."""
    wanted = list(rewards)
    found: set[tuple[str, str]] = set()
    for kind, model in _MODELS:
        codes = {reward.code for reward in wanted if reward.kind == kind}
        if codes:
            found |= {
                (kind, code)
                for code in await session.scalars(select(model.code).where(model.code.in_(codes)))
            }
    return found


async def described(
    session: AsyncSession, rewards: Sequence[Mapping[str, Any]]
) -> dict[tuple[str, str], tuple[dict[str, str], str]]:
    """Names and picture of each reward still offered (enabled), keyed by (kind, code)."""
    found: dict[tuple[str, str], tuple[dict[str, str], str]] = {}
    for kind, model in _MODELS:
        codes = {reward["code"] for reward in rewards if reward["kind"] == kind}
        if not codes:
            continue
        offered = await session.execute(
            select(model.code, model.names, model.pic_url).where(
                model.code.in_(codes), model.enabled.is_(True)
            )
        )
        for code, names, pic_url in offered:
            found[(kind, code)] = (dict(names), pic_url)
    return found


async def offered(session: AsyncSession, rewards: Sequence[Mapping[str, Any]]) -> list[RewardItem]:
    """``rewards`` (as stored: kind, code, quantity) that are still offered, as the app shows them."""
    shown = await described(session, rewards)
    return [
        RewardItem(reward["kind"], reward["code"], int(reward.get("quantity", 1)), *shown[key])
        for reward in rewards
        if (key := (reward["kind"], reward["code"])) in shown
    ]


async def briefs(
    session: AsyncSession, rewards: Sequence[Mapping[str, Any]], lang: Lang
) -> list[RewardBrief]:
    """The rewards still offered, named in ``lang`` (as an activity shows them)."""
    return [
        RewardBrief(item.kind, item.code, item.quantity, text(item.names, lang), item.pic_url)
        for item in await offered(session, rewards)
    ]


async def grant(
    session: AsyncSession,
    member_id: int,
    rewards: Sequence[Mapping[str, Any]],
    source: GrantSource,
    source_id: str,
) -> list[Granted]:
    """Grant each reward once per (source, source id); one withdrawn or run out is left out (the rest
    are still given). Answers (kind, code, quantity) of those given now (not those granted before)."""
    given: list[Granted] = []
    for reward in rewards:
        kind, code, quantity = reward["kind"], reward["code"], int(reward.get("quantity", 1))
        key = {"member_id": member_id, "code": code, "source_type": source, "source_id": source_id}
        if await session.scalar(_HELD["collectible" if kind == "collectible" else "item"], key) is not None:
            continue
        try:
            if kind == "collectible":
                await grant_collectible(session, member_id, code, source, source_id)
            else:
                await grant_item(session, member_id, code, source, source_id, quantity)
        except AppError as refused:
            if refused.error not in _WITHDRAWN_OR_RUN_OUT:
                raise
            continue
        given.append((kind, code, quantity))
    return given
