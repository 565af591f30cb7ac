"""My collection: numbered copies of a collectible edition, earned (never bought or transferred) once
per source through ``grant_collectible``.

Serial numbers come from the edition's ``issued`` counter, raised by one conditional UPDATE: the row
lock it takes orders every grant of that edition, so copies earned at the same moment get distinct
numbers and an edition never gives more than its size."""

from __future__ import annotations

from typing import Any

from sqlalchemy import bindparam, insert, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core import clock
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.pagination import PagedQuery, PageParam, PageResult
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms
from gamestore.engagement import errors
from gamestore.engagement.item_schemas import CollectibleResp
from gamestore.engagement.items import GrantSource
from gamestore.models.base import table_of
from gamestore.models.engagement import MemberCollectible, MemberCollectibleDefinition

_OWNED, _EDITION = table_of(MemberCollectible), table_of(MemberCollectibleDefinition)

_MINE = (
    select(
        _OWNED.c.id,
        _OWNED.c.serial,
        _OWNED.c.source_type,
        _OWNED.c.created_at,
        _EDITION.c.code,
        _EDITION.c.names,
        _EDITION.c.descriptions,
        _EDITION.c.rarity,
        _EDITION.c.edition_size,
        _EDITION.c.value,
        _EDITION.c.valuation,
        _EDITION.c.pic_url,
        _EDITION.c.model_url,
    )
    .join(_EDITION, _EDITION.c.id == _OWNED.c.definition_id)
    .where(_OWNED.c.member_id == bindparam("member_id"))
)
_PAGE = PagedQuery(_MINE.order_by(_OWNED.c.id.desc()), whole_rows=True)
_ONE = _MINE.where(_OWNED.c.id == bindparam("collectible_id"))


def _answer(row: Any, lang: Lang) -> CollectibleResp:
    return CollectibleResp(
        id=row.id,
        code=row.code,
        name=text(row.names, lang),
        description=text(row.descriptions, lang),
        rarity=row.rarity,
        serial=row.serial,
        editionSize=row.edition_size,
        value=row.value,
        valuation=row.valuation,
        picUrl=row.pic_url,
        modelUrl=row.model_url,
        sourceType=row.source_type,
        createTime=epoch_ms(row.created_at),
    )


async def page(
    session: AsyncSession, member_id: int, params: PageParam, lang: Lang
) -> PageResult[CollectibleResp]:
    rows, total = await _PAGE.run(session, params, member_id=member_id)
    return PageResult(list=[_answer(row, lang) for row in rows], total=total)


async def get(session: AsyncSession, member_id: int, collectible_id: int, lang: Lang) -> CollectibleResp:
    row = (await session.execute(_ONE, {"member_id": member_id, "collectible_id": collectible_id})).first()
    if row is None:  # another member's copy is not found either
        raise AppError(errors.COLLECTIBLE_NOT_FOUND)
    return _answer(row, lang)


_NEXT_SERIAL = (
    update(_EDITION)
    .where(
        _EDITION.c.code == bindparam("edition_code"),
        _EDITION.c.enabled.is_(True),
        _EDITION.c.issued < _EDITION.c.edition_size,
    )
    .values(issued=_EDITION.c.issued + 1)
    .returning(_EDITION.c.id, _EDITION.c.issued)
)
_GIVE_BACK_SERIAL = (
    update(_EDITION).where(_EDITION.c.id == bindparam("edition_id")).values(issued=_EDITION.c.issued - 1)
)
_EDITION_OFFERED = select(_EDITION.c.id).where(
    _EDITION.c.code == bindparam("code"), _EDITION.c.enabled.is_(True)
)
_EARNED = select(_OWNED.c.id).where(
    _OWNED.c.member_id == bindparam("member_id"),
    _OWNED.c.definition_id == bindparam("definition_id"),
    _OWNED.c.source_type == bindparam("source_type"),
    _OWNED.c.source_id == bindparam("source_id"),
)


async def grant_collectible(
    session: AsyncSession, member_id: int, collectible_code: str, source: GrantSource, source_id: str
) -> int:
    """Give the member the next copy of the edition named ``collectible_code``, once per (source,
    source id): granting again answers the first copy's id. ``COLLECTIBLE_EDITION_FULL`` when every
    copy is taken. Runs in the caller's unit of work (the edition's row stays locked until it ends)."""
    taken = (await session.execute(_NEXT_SERIAL, {"edition_code": collectible_code})).first()
    if taken is None:
        offered = await session.scalar(_EDITION_OFFERED, {"code": collectible_code})
        raise AppError(errors.COLLECTIBLE_UNKNOWN if offered is None else errors.COLLECTIBLE_EDITION_FULL)
    edition_id, serial = taken
    key = {"member_id": member_id, "definition_id": edition_id, "source_type": source, "source_id": source_id}
    # Looked up only now, with the edition's row locked: a parallel grant of the same key has either
    # committed (and is seen) or waits behind this one.
    earned = await session.scalar(_EARNED, key)
    if earned is not None:
        await session.execute(_GIVE_BACK_SERIAL, {"edition_id": edition_id})
        return int(earned)
    created = await session.execute(
        insert(_OWNED).values(**key, serial=serial, created_at=clock.now()).returning(_OWNED.c.id)
    )
    return int(created.scalar_one())
