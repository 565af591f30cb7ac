"""Payment orders as the trade domain needs them: opened with an order, closed with it, and the
merchant told it was paid (``pay.merchants``, wired at start-up).

Lock order: a payment's row, then its merchant's order. Paying takes them in that order (the
payment's conditional UPDATE, then the hook); closing an order takes ``lock_pay_order`` before
it touches its own row, so a payment and a close of one order queue instead of deadlocking.

Submitting a payment to a channel and its callbacks belong to the payment flow built on top.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import IntEnum
from typing import Any

from sqlalchemy import ColumnElement, Insert, String, bindparam, cast, func, insert, literal, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql.selectable import NamedFromClause

from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.i18n import Lang
from gamestore.models.base import table_of
from gamestore.models.pay import PayOrder
from gamestore.pay import merchants


class PayOrderStatus(IntEnum):
    """Values of the dictionary type pay_order_status."""

    WAITING = 0
    SUCCESS = 10
    REFUND = 20
    CLOSED = 30


async def merchant_subject(session: AsyncSession, kind: str, order_id: int, lang: Lang) -> str | None:
    """The merchant's name for what a payment pays for, in ``lang``; None when it has none."""
    wired = merchants.merchant(kind)
    return None if wired is None else await wired.subject(session, order_id, lang)


async def tell_merchant_paid(
    session: AsyncSession, settings: Settings, kind: str, order_id: int, channel_code: str
) -> None:
    wired = merchants.merchant(kind)
    if wired is None:
        raise LookupError(f"no merchant wired for payments of {kind!r} orders")
    await wired.on_paid(session, settings, order_id, channel_code)


_PAY_ORDER = table_of(PayOrder)
_OPEN = insert(_PAY_ORDER)
_OPEN_RETURNING_ID = insert(_PAY_ORDER).returning(_PAY_ORDER.c.id)


def next_pay_order_id(dialect: str) -> ColumnElement[int]:
    """SQL giving the id of the next payment, for a merchant to store on its order in the statement that
    creates it, then open the payment with that id (``open_pay_order(pay_order_id=...)``) in the same
    transaction: no UPDATE of the order afterwards. PostgreSQL takes it from the ids' sequence; SQLite
    gives a new row max(id) + 1 anyway, and its one writer holds the database until the commit."""
    if dialect == "postgresql":
        return func.nextval(func.pg_get_serial_sequence(_PAY_ORDER.name, "id"))
    return select(func.coalesce(func.max(_PAY_ORDER.c.id), 0) + 1).scalar_subquery()


@dataclass(frozen=True, slots=True)
class PayOpening:
    """A waiting payment to open for a merchant's order (``merchant``: trade or recharge)."""

    member_id: int
    subject: str
    price: int
    expire_time: datetime
    merchant: str = "trade"

    def row(self, order_id: int) -> dict[str, Any]:
        """Every column of the payment's row but its id."""
        return {"merchant_order_id": f"{self.merchant}:{order_id}", **self.values()}

    def values(self) -> dict[str, Any]:
        """Every column but its id and the merchant's order id."""
        now = clock.now()
        return {
            "member_id": self.member_id,
            "subject": self.subject[:128],
            "price": self.price,
            "status": PayOrderStatus.WAITING,
            "expire_time": self.expire_time,
            "channel_code": None,
            "success_time": None,
            "refund_price": 0,
            "created_at": now,
            "updated_at": now,
        }


async def open_pay_order(
    session: AsyncSession,
    member_id: int,
    order_id: int,
    subject: str,
    price: int,
    expire_time: datetime,
    *,
    merchant: str = "trade",
    pay_order_id: int | None = None,
) -> int:
    """A waiting payment for the merchant's order (``merchant``: trade or recharge); its id is
    ``pay_order_id`` when the merchant took one from ``next_pay_order_id``."""
    values = PayOpening(member_id, subject, price, expire_time, merchant).row(order_id)
    if pay_order_id is not None:
        await session.execute(_OPEN, {"id": pay_order_id, **values})
        return pay_order_id
    opened = await session.execute(_OPEN_RETURNING_ID, values)
    return int(opened.scalar_one())


# What ``PayOpening.values`` gives: a column it lacks fails loudly.
_OPENING_COLUMNS = tuple(c.name for c in _PAY_ORDER.c if c.name not in {"id", "merchant_order_id"})


def opening_from(order: NamedFromClause, merchant: str = "trade") -> Insert:
    """PostgreSQL: the payment's INSERT for a merchant storing its order in the same statement (a CTE
    ``order`` with the columns ``id`` and ``pay_order_id``, from ``next_pay_order_id``): one round trip
    less than ``open_pay_order`` after it. Its values are ``opening_params``."""
    merchant_order_id = literal(f"{merchant}:", String) + cast(order.c.id, String)
    values = [bindparam(f"p_{name}", type_=_PAY_ORDER.c[name].type) for name in _OPENING_COLUMNS]
    source = select(order.c.pay_order_id, merchant_order_id, *values)
    return insert(_PAY_ORDER).from_select(["id", "merchant_order_id", *_OPENING_COLUMNS], source)


def opening_params(opening: PayOpening) -> dict[str, Any]:
    """The bind parameters of ``opening_from``'s statement."""
    values = opening.values()
    return {f"p_{name}": values[name] for name in _OPENING_COLUMNS}


async def lock_pay_order(session: AsyncSession, pay_order_id: int) -> None:
    """Hold the payment's row until the transaction ends. A merchant calls this before it changes
    its own order (the lock order above): a payment being settled is waited for, and one waiting
    to be settled waits for this transaction."""
    await session.execute(select(PayOrder.id).where(PayOrder.id == pay_order_id).with_for_update())


async def close_pay_order(session: AsyncSession, pay_order_id: int) -> None:
    """Close a payment that is still waiting (its trade order closed); a paid one stays paid."""
    await session.execute(
        update(PayOrder)
        .where(PayOrder.id == pay_order_id, PayOrder.status == PayOrderStatus.WAITING)
        .values(status=PayOrderStatus.CLOSED, updated_at=clock.now())
    )


async def settle_free_pay_order(session: AsyncSession, pay_order_id: int) -> None:
    """An order that costs nothing is paid the moment it is placed."""
    now = clock.now()
    await session.execute(
        update(PayOrder)
        .where(PayOrder.id == pay_order_id, PayOrder.status == PayOrderStatus.WAITING)
        .values(status=PayOrderStatus.SUCCESS, success_time=now, updated_at=now)
    )
