"""A member as the other domains need them (reviews, notifications, orders): read through here,
never from the member tables."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.i18n import Lang, normalize_language
from gamestore.core.pagination import AnySelect
from gamestore.models.identity import Member


async def nickname_and_avatar(session: AsyncSession, member_id: int) -> tuple[str, str | None]:
    """How the member signs what they publish (a review)."""
    row = (await session.execute(select(Member.nickname, Member.avatar).where(Member.id == member_id))).one()
    return row.nickname, row.avatar


def masked_mobile(mobile: str | None) -> str | None:
    """135****8000: enough for someone who knows the member, not enough to call them."""
    if mobile is None or len(mobile) < 7:
        return mobile
    return f"{mobile[:3]}****{mobile[-4:]}"


def with_profile(query: AnySelect, member_id: Any) -> AnySelect:
    """``query`` with the nickname and avatar (columns ``nickname`` and ``avatar``, None for no such
    member) of the member the column ``member_id`` names, as others see them: in the same statement,
    not a second one per read."""
    return query.outerjoin(Member, Member.id == member_id).add_columns(Member.nickname, Member.avatar)


async def serialize_writes(session: AsyncSession, member_id: int) -> None:
    """Until the transaction ends, this member's other transactions that call this wait (on
    PostgreSQL; SQLite already serializes writers). NO KEY UPDATE leaves the rows that refer to the
    member (their foreign keys) unblocked."""
    await session.execute(select(Member.id).where(Member.id == member_id).with_for_update(key_share=True))


async def languages(session: AsyncSession, member_ids: Iterable[int]) -> dict[int, Lang]:
    """The language each member last used the app in (members who never said are left out)."""
    ids = set(member_ids)
    if not ids:
        return {}
    rows = await session.execute(select(Member.id, Member.language).where(Member.id.in_(ids)))
    return {member_id: lang for member_id, language in rows if (lang := normalize_language(language))}


async def id_by_mobile(session: AsyncSession, tenant_id: int, mobile: str) -> int | None:
    """The store ``tenant_id``'s member with this mobile, if any."""
    found: int | None = await session.scalar(
        select(Member.id).where(Member.tenant_id == tenant_id, Member.mobile == mobile)
    )
    return found


async def is_member_of(session: AsyncSession, member_id: int, tenant_id: int) -> bool:
    """Whether ``member_id`` is a member of the store ``tenant_id``."""
    found = await session.scalar(
        select(Member.id).where(Member.id == member_id, Member.tenant_id == tenant_id)
    )
    return found is not None
