"""Storing a new order with its lines, its "created" history row and its waiting payment, in as few
round trips as the database allows: one statement on PostgreSQL (data-modifying CTEs), four on SQLite.

The order takes its payment's id in the same statement (``pay_service.next_pay_order_id``), so the
payment needs no UPDATE of the order. Core statements on the tables, built once per
database and number of lines: at checkout the ORM's unit of work cost more than the statements.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cache
from typing import Any

from sqlalchemy import (
    CTE,
    BindParameter,
    ColumnElement,
    Insert,
    Select,
    Table,
    bindparam,
    exists,
    func,
    insert,
    select,
    union_all,
)
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import star_deal_service
from gamestore.catalogue.star_deal_service import DealTake
from gamestore.core.db import execute_core
from gamestore.models.base import table_of
from gamestore.models.trade import TradeOrder, TradeOrderItem, TradeOrderLog
from gamestore.pay import service as pay_service
from gamestore.pay.service import PayOpening

Values = Mapping[str, Any]

_ORDER, _ITEM, _LOG = table_of(TradeOrder), table_of(TradeOrderItem), table_of(TradeOrderLog)
# Every column but the ids the statement fills in: a row given without one of them fails loudly.
_ORDER_COLUMNS = tuple(c.name for c in _ORDER.c if c.name not in {"id", "pay_order_id"})
_ITEM_COLUMNS = tuple(c.name for c in _ITEM.c if c.name not in {"id", "order_id"})
_LOG_COLUMNS = tuple(c.name for c in _LOG.c if c.name not in {"id", "order_id"})


async def insert_order(
    session: AsyncSession,
    order: Values,
    items: Sequence[Values],
    log: Values,
    payment: PayOpening,
    take: DealTake | None = None,
) -> tuple[int, int]:
    """Store the order (``order``: every column but ``id`` and ``pay_order_id``), its lines and its
    history row (each: every column but ``id`` and ``order_id``) and open its payment; answers the
    order's id and its payment's. On PostgreSQL ``take`` (a star deal's) is part of the statement: the
    order is stored only with the member's units, and raises as ``star_deal_service.take`` does; on
    SQLite the caller takes after."""
    dialect = session.get_bind().dialect.name
    params = _params("o_", _ORDER_COLUMNS, order)
    if dialect == "postgresql":
        for n, item in enumerate(items):
            params.update(_params(f"i{n}_", _ITEM_COLUMNS, item))
        params.update(_params("l_", _LOG_COLUMNS, log))
        params.update(pay_service.opening_params(payment))
        if take is None:
            return _ids((await execute_core(session, _all_in_one(len(items)), params)).one())
        params.update(star_deal_service.take_params(take))
        row = (await execute_core(session, _all_in_one_taking(len(items)), params)).one()
        star_deal_service.taken(
            session, take.deal, take.count, row.counted, int(row.found), int(row.available)
        )
        return _ids(row)
    order_id, pay_order_id = _ids((await session.execute(_order_statement(dialect), params)).one())
    await session.execute(insert(_ITEM), [{"order_id": order_id, **item} for item in items])
    await session.execute(insert(_LOG), {"order_id": order_id, **log})
    await pay_service.open_pay_order(
        session,
        payment.member_id,
        order_id,
        payment.subject,
        payment.price,
        payment.expire_time,
        pay_order_id=pay_order_id,
    )
    return order_id, pay_order_id


def _ids(row: Sequence[Any]) -> tuple[int, int]:
    return int(row[0]), int(row[1])


def _params(prefix: str, columns: Sequence[str], row: Values) -> dict[str, Any]:
    return {prefix + name: row[name] for name in columns}


def _binds(prefix: str, table: Table, columns: Sequence[str]) -> list[BindParameter[Any]]:
    return [bindparam(prefix + name, type_=table.c[name].type) for name in columns]


@cache
def _order_statement(dialect: str) -> Insert:
    values: dict[str, ColumnElement[Any]] = dict(
        zip(_ORDER_COLUMNS, _binds("o_", _ORDER, _ORDER_COLUMNS), strict=True)
    )
    values["pay_order_id"] = pay_service.next_pay_order_id(dialect)
    return insert(_ORDER).values(values).returning(_ORDER.c.id, _ORDER.c.pay_order_id)


@cache
def _all_in_one(lines: int) -> Select[tuple[int, int]]:
    """PostgreSQL: the order, then its lines, its history row and its payment from the order's new id."""
    order = _order_statement("postgresql").cte("new_order")
    return select(order.c.id, order.c.pay_order_id).add_cte(*_after_order(order, lines))


@cache
def _all_in_one_taking(lines: int) -> Select[Any]:
    """PostgreSQL: a star deal's order as ``_all_in_one``, stored only when the deal's keys are there and
    the member's units within its limit (``TAKE_COUNTED`` has its row), its keys reserved from the
    order's new id: all or nothing, atomic without a transaction. Always one row: the order's and its
    payment's ids (None: not stored), the units, the keys reserved and the keys found free."""
    counted = star_deal_service.TAKE_COUNTED
    source = select(*_binds("o_", _ORDER, _ORDER_COLUMNS), pay_service.next_pay_order_id("postgresql")).where(
        exists(select(counted.c.count))
    )
    order = (
        insert(_ORDER)
        .from_select([*_ORDER_COLUMNS, "pay_order_id"], source)
        .returning(_ORDER.c.id, _ORDER.c.pay_order_id)
        .cte("new_order")
    )
    reserved = star_deal_service.reserving(select(order.c.id).scalar_subquery())
    return select(
        select(order.c.id).scalar_subquery().label("id"),
        select(order.c.pay_order_id).scalar_subquery().label("pay_order_id"),
        select(counted.c.count).scalar_subquery().label("counted"),
        select(func.count()).select_from(reserved).scalar_subquery().label("found"),
        star_deal_service.TAKE_AVAILABLE.label("available"),
    ).add_cte(*_after_order(order, lines))


def _after_order(order: CTE, lines: int) -> list[CTE]:
    """The order's lines, history row and payment, from the new order's row (none: nothing)."""
    rows = [select(order.c.id, *_binds(f"i{n}_", _ITEM, _ITEM_COLUMNS)) for n in range(lines)]
    lines_from = rows[0] if lines == 1 else union_all(*rows)
    new_lines = insert(_ITEM).from_select(["order_id", *_ITEM_COLUMNS], lines_from).cte("new_lines")
    log_from = select(order.c.id, *_binds("l_", _LOG, _LOG_COLUMNS))
    new_log = insert(_LOG).from_select(["order_id", *_LOG_COLUMNS], log_from).cte("new_log")
    new_payment = pay_service.opening_from(order).cte("new_payment")
    return [new_lines, new_log, new_payment]
