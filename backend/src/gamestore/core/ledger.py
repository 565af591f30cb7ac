"""The one ledger mechanism behind points, experience and wallets (architecture §6).

A ledger is a balance column on its owner's row plus a table of record rows; the balance always
equals the sum of the records. ``post`` is the only way to change one:

- a change that would take the balance below zero is refused with the ledger's error and changes
  nothing (one conditional UPDATE decides, so parallel spends cannot overdraw);
- a reward (a positive change of one of the ledger's ``reward_types``) is given once per business
  key (owner, biz type, biz id): posting it again changes nothing and answers the balance. The
  owner's row is locked before the look-up, so two parallel grants cannot both pass it;
- a ledger that ``opens`` its balance rows needs none before the owner's first gain: a gain
  inserts the row or, when it exists, adds to it (one ``INSERT … ON CONFLICT DO UPDATE``, so two
  parallel first gains both count into one row); a spend without a row is refused like one below zero.

Each domain describes its ledger once (``member.point_service.POINTS`` …) and calls ``post``
through a thin function of its own (``change_points`` …); a new kind of entry (check-in, task,
referral) is a new biz type of an existing ledger, not new code.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import InstrumentedAttribute

from gamestore.core.db import dialect_insert
from gamestore.core.errors import AppError, ErrorCode


@dataclass(frozen=True, slots=True)
class Entry:
    """What a change is for: its kind and the business id it belongs to (an order, a day …)."""

    biz_type: int
    biz_id: str | None
    title: str = ""  # what the record says, where its table keeps one (a wallet names the purchase)


# (owner id, delta, new balance, entry) -> the record row to add
RecordFactory = Callable[[int, int, int, Entry], object]


@dataclass(frozen=True, slots=True)
class Ledger:
    owner_id: InstrumentedAttribute[int]  # the owner's key column (MemberBalance.member_id, PayWallet.id)
    balance: InstrumentedAttribute[int]  # the balance column on the owner's row
    record_owner_id: InstrumentedAttribute[int]  # the records' owner column
    record_biz_type: InstrumentedAttribute[int]
    record_biz_id: InstrumentedAttribute[Any]
    new_record: RecordFactory
    below_zero: ErrorCode
    reward_types: frozenset[int] = frozenset()
    # The owner's row is made at its first gain (owner_id its primary key, its other columns defaulted).
    opens: bool = False


async def post(
    session: AsyncSession,
    ledger: Ledger,
    owner_id: int,
    delta: int,
    entry: Entry,
    also: Mapping[str, Any] | None = None,
) -> int:
    """Apply ``delta`` to the owner's balance and record it; answers the new balance.

    ``also`` sets more columns of the owner's row in the same UPDATE (a wallet's running totals).
    Raises ``AppError(ledger.below_zero)`` rather than go below zero."""
    if delta == 0:
        raise ValueError("a ledger change must change something")
    if ledger.opens and also:
        raise ValueError("a ledger that opens its rows sets no other columns")
    if delta > 0 and entry.biz_type in ledger.reward_types:
        granted = await _balance_if_granted(session, ledger, owner_id, entry)
        if granted is not None:
            return granted
    if ledger.opens and delta > 0:
        balance = await session.scalar(_upsert(session, ledger, owner_id, ledger.balance + delta, delta))
    else:
        changed = await session.execute(
            update(ledger.owner_id.class_)
            .where(ledger.owner_id == owner_id, ledger.balance + delta >= 0)
            .values({ledger.balance.key: ledger.balance + delta, **(also or {})})
            .returning(ledger.balance)
        )
        balance = changed.scalar_one_or_none()
    if balance is None:
        raise AppError(ledger.below_zero)
    session.add(ledger.new_record(owner_id, delta, int(balance), entry))
    await session.flush()
    return int(balance)


def _upsert(session: AsyncSession, ledger: Ledger, owner_id: int, balance: Any, opening: int) -> Any:
    """Insert the owner's row with ``opening`` as its balance or, when it exists, set ``balance``;
    answers the balance. Either way the row is locked until the transaction ends."""
    key = ledger.owner_id.key
    return (
        dialect_insert(session, ledger.owner_id.class_)
        .values({key: owner_id, ledger.balance.key: opening})
        .on_conflict_do_update(index_elements=[key], set_={ledger.balance.key: balance})
        .returning(ledger.balance)
    )


async def hold(session: AsyncSession, ledger: Ledger, owner_id: int) -> int | None:
    """Lock the owner's row until the transaction ends and answer its balance (None: no such owner;
    a ledger that ``opens`` its rows makes it at 0). What a caller that checks before it posts holds."""
    # An UPDATE that changes nothing rather than SELECT … FOR UPDATE: it takes the row's lock on
    # PostgreSQL and the write lock on SQLite (where a read that later writes can fail at once).
    if ledger.opens:
        opened = await session.scalar(_upsert(session, ledger, owner_id, ledger.balance, 0))
        return int(opened)
    held = await session.scalar(
        update(ledger.owner_id.class_)
        .where(ledger.owner_id == owner_id)
        .values({ledger.balance.key: ledger.balance})
        .returning(ledger.balance)
    )
    return None if held is None else int(held)


async def _balance_if_granted(
    session: AsyncSession, ledger: Ledger, owner_id: int, entry: Entry
) -> int | None:
    """The balance when this reward was already recorded, else None (the owner's row stays locked
    until the transaction ends, so a parallel grant waits and then sees this one's record)."""
    balance = await hold(session, ledger, owner_id)
    granted = await session.scalar(
        select(ledger.record_owner_id)
        .where(
            ledger.record_owner_id == owner_id,
            ledger.record_biz_type == entry.biz_type,
            ledger.record_biz_id == entry.biz_id,
        )
        .limit(1)
    )
    return None if granted is None or balance is None else balance
