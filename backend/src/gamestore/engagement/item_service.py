"""My items: what a member holds, granted once per source through ``grant_item`` (the one way the task,
activity and order flows give items), and a bonus code revealed to its owner on purpose.

An item's state is derived when it is read (spec §4 "Item ownership"): used up once every unit is
spent, else not available once it expired, the operator withdrew it or none of its games is on sale,
else held. Its games are the catalogue's (catalogue_service.game_briefs)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from sqlalchemy import bindparam, delete, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import catalogue_service
from gamestore.catalogue.game_briefs import GameBrief
from gamestore.core import clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.db import dialect_insert
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.pagination import PageResult
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.engagement import errors
from gamestore.engagement.item_schemas import ItemGameResp, ItemPageReq, ItemResp, VoucherResp
from gamestore.engagement.items import DiscountType, GrantSource, ItemStatus, ItemType
from gamestore.identity import member_service
from gamestore.models.base import table_of
from gamestore.models.engagement import MemberItem, MemberItemCode, MemberItemDefinition

_ITEM, _DEF, _CODE = table_of(MemberItem), table_of(MemberItemDefinition), table_of(MemberItemCode)

_HELD = (
    select(
        _ITEM.c.id,
        _ITEM.c.quantity,
        _ITEM.c.used,
        _ITEM.c.source_type,
        _ITEM.c.expires_at,
        _ITEM.c.revealed_at,
        _ITEM.c.created_at,
        _DEF.c.code,
        _DEF.c.type,
        _DEF.c.rarity,
        _DEF.c.names,
        _DEF.c.instructions,
        _DEF.c.pic_url,
        _DEF.c.spu_ids,
        _DEF.c.discount_type,
        _DEF.c.discount_value,
        _DEF.c.min_amount,
        _DEF.c.enabled,
    )
    .join(_DEF, _DEF.c.id == _ITEM.c.definition_id)
    .where(_ITEM.c.member_id == bindparam("member_id"))
)
_ALL_HELD = _HELD.order_by(_ITEM.c.id.desc())
_ONE_HELD = _HELD.where(_ITEM.c.id == bindparam("item_id"))
_ITS_CODE = select(_CODE.c.code_encrypted).where(_CODE.c.item_id == bindparam("item_id"))
_REVEAL = (
    update(_ITEM)
    .where(_ITEM.c.id == bindparam("item_id"), _ITEM.c.revealed_at.is_(None))
    .values(revealed_at=bindparam("at"), used=_ITEM.c.quantity)
)


_OFFLINE = GameBrief(0, "", "", on_sale=False)  # a game the catalogue no longer has


def item_status(row: Any, games: dict[int, GameBrief], now: datetime) -> ItemStatus:
    if row.used >= row.quantity:
        return ItemStatus.USED_UP
    expired = row.expires_at is not None and row.expires_at <= now
    spu_ids: list[int] = row.spu_ids or []
    no_game_on_sale = bool(spu_ids) and not any(games.get(spu_id, _OFFLINE).on_sale for spu_id in spu_ids)
    if expired or not row.enabled or no_game_on_sale:
        return ItemStatus.NOT_AVAILABLE
    return ItemStatus.HELD


def _answer(
    row: Any, games: dict[int, GameBrief], now: datetime, lang: Lang, bonus_code: str | None = None
) -> ItemResp:
    voucher = None
    if row.type == ItemType.VOUCHER and row.discount_type is not None:
        voucher = VoucherResp(
            discountType=row.discount_type, discountValue=row.discount_value or 0, minAmount=row.min_amount
        )
    shown = [games[spu_id] for spu_id in row.spu_ids or [] if spu_id in games]
    return ItemResp(
        id=row.id,
        code=row.code,
        name=text(row.names, lang),
        instructions=text(row.instructions, lang),
        type=row.type,
        rarity=row.rarity,
        picUrl=row.pic_url,
        total=row.quantity,
        used=row.used,
        owned=max(row.quantity - row.used, 0),
        status=item_status(row, games, now),
        games=[ItemGameResp(id=g.id, name=g.name, picUrl=g.pic_url, onSale=g.on_sale) for g in shown],
        voucher=voucher,
        expireTime=optional_epoch_ms(row.expires_at),
        sourceType=row.source_type,
        createTime=epoch_ms(row.created_at),
        revealed=row.revealed_at is not None,
        revealTime=optional_epoch_ms(row.revealed_at),
        bonusCode=bonus_code,
    )


async def _games_of(session: AsyncSession, rows: Sequence[Any], lang: Lang) -> dict[int, GameBrief]:
    return await catalogue_service.game_briefs(
        session, {spu_id for row in rows for spu_id in row.spu_ids or []}, lang
    )


async def page(
    session: AsyncSession, member_id: int, params: ItemPageReq, lang: Lang
) -> PageResult[ItemResp]:
    """The member's items, newest first. Their states depend on their games' (another domain's
    rows), so the page is cut after the states are known: a member holds tens of grants, not
    thousands."""
    rows = list(await session.execute(_ALL_HELD, {"member_id": member_id}))
    shown_games = await _games_of(session, rows, lang)
    now = clock.now()
    answers = [_answer(row, shown_games, now, lang) for row in rows]
    if params.status is not None:
        answers = [answer for answer in answers if answer.status == params.status]
    return PageResult(list=answers[params.offset : params.offset + params.pageSize], total=len(answers))


async def _held(session: AsyncSession, member_id: int, item_id: int) -> Any:
    row = (await session.execute(_ONE_HELD, {"member_id": member_id, "item_id": item_id})).first()
    if row is None:  # another member's item is not found either
        raise AppError(errors.ITEM_NOT_FOUND)
    return row


async def _bonus_code(session: AsyncSession, cipher: KeyCipher, row: Any) -> str | None:
    if row.type != ItemType.BONUS_CODE or row.revealed_at is None:
        return None
    token = await session.scalar(_ITS_CODE, {"item_id": row.id})
    return None if token is None else cipher.decrypt(token)


async def get(session: AsyncSession, cipher: KeyCipher, member_id: int, item_id: int, lang: Lang) -> ItemResp:
    row = await _held(session, member_id, item_id)
    shown_games = await _games_of(session, [row], lang)
    return _answer(row, shown_games, clock.now(), lang, await _bonus_code(session, cipher, row))


async def reveal(
    session: AsyncSession, cipher: KeyCipher, member_id: int, item_id: int, lang: Lang
) -> ItemResp:
    """Show a bonus code to its owner: the first reveal is recorded and spends the item (the code is
    then the member's to redeem in the game); revealing it again shows the same code."""
    row = await _held(session, member_id, item_id)
    if row.type != ItemType.BONUS_CODE:
        raise AppError(errors.ITEM_NOT_REVEALABLE)
    shown_games = await _games_of(session, [row], lang)
    now = clock.now()
    if row.revealed_at is None:
        if item_status(row, shown_games, now) != ItemStatus.HELD:
            raise AppError(errors.ITEM_NOT_AVAILABLE)
        await session.execute(_REVEAL, {"item_id": item_id, "at": now})
        row = await _held(session, member_id, item_id)
    return _answer(row, shown_games, now, lang, await _bonus_code(session, cipher, row))


_DEFINITION = select(_DEF.c.id, _DEF.c.type, _DEF.c.valid_days).where(
    _DEF.c.code == bindparam("code"), _DEF.c.enabled.is_(True)
)
_GRANTED = select(_ITEM.c.id).where(
    _ITEM.c.member_id == bindparam("member_id"),
    _ITEM.c.definition_id == bindparam("definition_id"),
    _ITEM.c.source_type == bindparam("source_type"),
    _ITEM.c.source_id == bindparam("source_id"),
)
_FREE_CODE = (
    select(_CODE.c.id)
    .where(_CODE.c.definition_id == bindparam("for_definition"), _CODE.c.item_id.is_(None))
    .order_by(_CODE.c.id)
    .limit(1)
    .with_for_update(skip_locked=True)
    .scalar_subquery()
)
_GIVE_CODE = (
    update(_CODE)
    .where(_CODE.c.id == _FREE_CODE, _CODE.c.item_id.is_(None))
    .values(item_id=bindparam("for_item"))
    .returning(_CODE.c.id)
)
_UNDO_GRANT = delete(_ITEM).where(_ITEM.c.id == bindparam("item_id"))


async def grant_item(
    session: AsyncSession,
    member_id: int,
    item_code: str,
    source: GrantSource,
    source_id: str,
    quantity: int = 1,
) -> int:
    """Give the member ``quantity`` of the item named ``item_code``, once per (source, source id):
    granting again answers the first grant's id and changes nothing. A bonus code comes with one
    code of its pool. A refusal (``ITEM_UNKNOWN``, ``ITEM_CODES_RUN_OUT``) leaves nothing written,
    so a caller may go on without the item. Runs in the caller's unit of work."""
    if quantity < 1:
        raise ValueError("a grant gives at least one item")
    definition = (await session.execute(_DEFINITION, {"code": item_code})).first()
    if definition is None:
        raise AppError(errors.ITEM_UNKNOWN)
    if definition.type == ItemType.BONUS_CODE and quantity != 1:
        raise ValueError("a bonus code is granted one at a time: each holding carries one code")
    now = clock.now()
    expires = None if definition.valid_days is None else now + timedelta(days=definition.valid_days)
    key = {
        "member_id": member_id,
        "definition_id": definition.id,
        "source_type": source,
        "source_id": source_id,
    }
    # The grant's row first: a parallel grant of the same key waits on it (then finds it) instead of
    # holding one of the pool's codes meanwhile.
    inserted = await session.execute(
        dialect_insert(session, MemberItem)
        .values(**key, quantity=quantity, used=0, expires_at=expires, created_at=now)
        .on_conflict_do_nothing(index_elements=["member_id", "definition_id", "source_type", "source_id"])
        .returning(MemberItem.id)
    )
    item_id = inserted.scalar_one_or_none()
    if item_id is None:  # granted before, or by a parallel request that committed first
        return int(await session.scalar(_GRANTED, key) or 0)
    if definition.type == ItemType.BONUS_CODE:
        given = await session.scalar(_GIVE_CODE, {"for_definition": definition.id, "for_item": item_id})
        if given is None:
            await session.execute(_UNDO_GRANT, {"item_id": item_id})
            raise AppError(errors.ITEM_CODES_RUN_OUT)
    return int(item_id)


async def member_by_mobile(session: AsyncSession, mobile: str, tenant_id: int = 1) -> int:
    """The member an operator names by mobile; LookupError when there is none."""
    found = await member_service.id_by_mobile(session, tenant_id, mobile)
    if found is None:
        raise LookupError(mobile)
    return found


@dataclass(frozen=True, slots=True)
class Voucher:
    """A voucher the member can spend now (held, not expired, offered), as checkout prices it."""

    id: int
    name: str
    percent: bool
    value: int  # percent, or fen
    min_amount: int
    spu_ids: tuple[int, ...]
    expires_at: datetime | None


_SPENDABLE = (
    select(
        _ITEM.c.id,
        _ITEM.c.expires_at,
        _DEF.c.names,
        _DEF.c.discount_type,
        _DEF.c.discount_value,
        _DEF.c.min_amount,
        _DEF.c.spu_ids,
    )
    .join(_DEF, _DEF.c.id == _ITEM.c.definition_id)
    .where(
        _ITEM.c.member_id == bindparam("member_id"),
        _DEF.c.type == ItemType.VOUCHER,
        _DEF.c.enabled.is_(True),
        _ITEM.c.used < _ITEM.c.quantity,
        or_(_ITEM.c.expires_at.is_(None), _ITEM.c.expires_at > bindparam("now")),
    )
)
_ALL_SPENDABLE = _SPENDABLE.order_by(_ITEM.c.id)
_ONE_SPENDABLE = _SPENDABLE.where(_ITEM.c.id == bindparam("item_id"))
_SPEND = (
    update(_ITEM)
    .where(
        _ITEM.c.id == bindparam("item_id"),
        _ITEM.c.member_id == bindparam("owner"),
        _ITEM.c.used < _ITEM.c.quantity,
        or_(_ITEM.c.expires_at.is_(None), _ITEM.c.expires_at > bindparam("now")),
    )
    .values(used=_ITEM.c.used + 1)
    .returning(_ITEM.c.id)
)
_GIVE_BACK = (
    update(_ITEM).where(_ITEM.c.id == bindparam("item_id"), _ITEM.c.used > 0).values(used=_ITEM.c.used - 1)
)


def _voucher(row: Any, lang: Lang) -> Voucher:
    return Voucher(
        id=row.id,
        name=text(row.names, lang),
        percent=row.discount_type == DiscountType.PERCENT,
        value=row.discount_value or 0,
        min_amount=row.min_amount,
        spu_ids=tuple(row.spu_ids or ()),
        expires_at=row.expires_at,
    )


async def spendable_vouchers(session: AsyncSession, member_id: int, lang: Lang) -> list[Voucher]:
    rows = await session.execute(_ALL_SPENDABLE, {"member_id": member_id, "now": clock.now()})
    return [_voucher(row, lang) for row in rows]


async def spendable_voucher(session: AsyncSession, member_id: int, item_id: int, lang: Lang) -> Voucher:
    """The member's voucher ``item_id``, if it can be spent now; else why not."""
    row = (
        await session.execute(
            _ONE_SPENDABLE, {"member_id": member_id, "item_id": item_id, "now": clock.now()}
        )
    ).first()
    if row is not None:
        return _voucher(row, lang)
    held = await _held(session, member_id, item_id)  # ITEM_NOT_FOUND when it is not the member's
    raise AppError(errors.ITEM_NOT_A_VOUCHER if held.type != ItemType.VOUCHER else errors.ITEM_NOT_AVAILABLE)


async def spend_voucher(session: AsyncSession, member_id: int, item_id: int) -> None:
    """Use one of the voucher for an order being placed: one conditional UPDATE, so parallel orders
    cannot spend one voucher twice (the others are refused ``ITEM_NOT_AVAILABLE``)."""
    spent = await session.scalar(_SPEND, {"item_id": item_id, "owner": member_id, "now": clock.now()})
    if spent is None:
        raise AppError(errors.ITEM_NOT_AVAILABLE)


async def return_voucher(session: AsyncSession, item_id: int) -> None:
    """Give back the voucher an order spent (the order closed unpaid)."""
    await session.execute(_GIVE_BACK, {"item_id": item_id})
