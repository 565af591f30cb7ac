"""Activation keys through an order's life: reserved when it is placed, sold when it is paid,
returned when it closes, locked while a refund of them is in flight and back on sale once its money
is confirmed. A version's stock is always the number of its available keys.

Stock is taken first with a conditional UPDATE (the row lock serializes buyers of one version),
then the keys are picked with ``FOR UPDATE SKIP LOCKED`` so concurrent orders never pick the same
key; a key carries the order id, so one key can never serve two orders.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from sqlalchemy import CTE, ColumnElement, Select, bindparam, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.sql.dml import ReturningUpdate

from gamestore.catalogue.errors import KEY_NOT_FOUND, KEY_RESERVED, KEY_REVOKED, KEY_SOLD
from gamestore.catalogue.import_keys import AVAILABLE
from gamestore.catalogue.regions import activates_in_sql, country_like
from gamestore.core import cache_bus, clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.errors import AppError
from gamestore.models.base import table_of
from gamestore.models.catalogue import ActivationKey, KeyBatch, Sku, Spu

RESERVED = 10
SOLD = 20
REFUNDING = 25  # a refund of it is in flight: neither revealable nor on sale (the money is owed)
REVOKED = 30  # taken off sale by an operator (a bad key): never sold, counted in no stock
# Reported not working by its buyer (trade's key reports) and replaced or refunded: still names its
# order, for the operator; never on sale again, counted in no stock.
SET_ASIDE = 40


@dataclass(frozen=True, slots=True)
class RevealedKey:
    key_id: int
    sku_id: int
    code: str


# The checkout's statements, built once (Core, on the tables: no ORM bookkeeping per order).
_SKU, _KEY, _BATCH = table_of(Sku), table_of(ActivationKey), table_of(KeyBatch)
_TAKE = (
    update(_SKU)
    .where(_SKU.c.id == bindparam("wanted_sku"), _SKU.c.stock >= bindparam("wanted"))
    # updated_at given: a column's onupdate is not applied inside a CTE
    .values(stock=_SKU.c.stock - bindparam("wanted"), updated_at=bindparam("changed_at"))
)
_TAKE_STOCK = _TAKE.returning(_SKU.c.stock)


def _reserve_from(sku_id: ColumnElement[int], *, in_country: bool) -> ReturningUpdate[tuple[int]]:
    """Mark up to ``wanted`` available keys of the version reserved for ``for_order``; one round
    trip: the keys are picked (``SKIP LOCKED``) and marked together. ``in_country``: only keys whose
    batch activates in the buyer's country (``country_pattern``), so a key can never go where it
    does not work; keys from before batches activate everywhere."""
    where = [_KEY.c.sku_id == sku_id, _KEY.c.status == AVAILABLE]
    if in_country:
        working = select(_BATCH.c.id).where(
            _BATCH.c.sku_id == sku_id,
            activates_in_sql(_BATCH.c.region_mode, _BATCH.c.region_codes, bindparam("country_pattern")),
        )
        where.append(or_(_KEY.c.batch_id.is_(None), _KEY.c.batch_id.in_(working)))
    picked = pick_once(select(_KEY.c.id).where(*where))
    return (
        update(_KEY)
        .where(_KEY.c.id.in_(select(picked.c.id)), _KEY.c.status == AVAILABLE)
        .values(status=RESERVED, order_id=bindparam("for_order"))
        .returning(_KEY.c.id)
    )


def pick_once(keys: Select[tuple[int]]) -> CTE:
    """The first ``wanted`` of ``keys`` (ids, in id order) no other transaction holds, locked, as a
    MATERIALIZED CTE: computed once. As an ``IN (subquery)`` of the UPDATE, PostgreSQL may run the
    subquery again for each row it updates, each run skipping the rows the update has just changed,
    and so update every key there is (seen after a migration test changed the plan: an order of one
    key reserved five)."""
    return (
        keys.order_by(_KEY.c.id)
        .limit(bindparam("wanted"))
        .with_for_update(skip_locked=True)
        .cte("picked")
        .prefix_with("MATERIALIZED")
    )


_RESERVE_KEYS = _reserve_from(bindparam("wanted_sku"), in_country=False)
_RESERVE_KEYS_IN = _reserve_from(bindparam("wanted_sku"), in_country=True)
# PostgreSQL: both in one statement. The keys are picked from the id the stock update returns, so
# they are looked at only once the version's row is locked and its stock lowered (as in two statements).
_TAKEN = _TAKE.returning(_SKU.c.id, _SKU.c.stock).cte("taken")


def _take_and_reserve(*, in_country: bool) -> Select[int | None, int]:
    reserved = _reserve_from(select(_TAKEN.c.id).scalar_subquery(), in_country=in_country).cte("reserved")
    return select(
        select(_TAKEN.c.stock).scalar_subquery(), select(func.count()).select_from(reserved).scalar_subquery()
    )


_TAKE_STOCK_AND_RESERVE = _take_and_reserve(in_country=False)
_TAKE_STOCK_AND_RESERVE_IN = _take_and_reserve(in_country=True)


def _country_params(country: str | None) -> dict[str, str]:
    return {} if country is None else {"country_pattern": country_like(country)}


async def take_stock(session: AsyncSession, sku_id: int, count: int) -> bool:
    """Lower the version's stock by ``count`` if that many are available."""
    taken = await session.execute(
        _TAKE_STOCK, {"wanted_sku": sku_id, "wanted": count, "changed_at": clock.now()}
    )
    left = taken.scalar_one_or_none()
    if left == 0:
        cache_bus.catalogue_changed(session)  # sold out: the catalogue caches drop it once committed
    return left is not None


async def reserve_keys(
    session: AsyncSession, sku_id: int, count: int, order_id: int, country: str | None = None
) -> bool:
    """Reserve ``count`` available keys of the version for the order, only keys that activate in
    ``country`` when it is known; False when there are not enough (the caller then rolls the order
    back). Call ``take_stock`` first."""
    reserved = await session.execute(
        _RESERVE_KEYS if country is None else _RESERVE_KEYS_IN,
        {"wanted_sku": sku_id, "wanted": count, "for_order": order_id, **_country_params(country)},
    )
    return len(reserved.all()) == count


async def take_stock_and_reserve(
    session: AsyncSession, sku_id: int, count: int, order_id: int, country: str | None = None
) -> bool:
    """``take_stock``, then ``reserve_keys`` (keys that activate in ``country`` when known) when it
    succeeded: one statement on PostgreSQL (one round trip fewer per version at checkout), the two in
    turn elsewhere. False: not enough stock or keys (or not enough that work in the country)."""
    if session.get_bind().dialect.name != "postgresql":
        return await take_stock(session, sku_id, count) and await reserve_keys(
            session, sku_id, count, order_id, country
        )
    params = {
        "wanted_sku": sku_id,
        "wanted": count,
        "for_order": order_id,
        "changed_at": clock.now(),
        **_country_params(country),
    }
    statement = _TAKE_STOCK_AND_RESERVE if country is None else _TAKE_STOCK_AND_RESERVE_IN
    left, reserved = (await session.execute(statement, params)).one()
    if left == 0 and reserved == count:
        cache_bus.catalogue_changed(session)  # sold out: the catalogue caches drop it once committed
    return left is not None and reserved == count


async def lock_version(session: AsyncSession, sku_id: int) -> None:
    """Hold the version's row until the transaction ends (an UPDATE changing nothing: a row lock on
    PostgreSQL, the write lock on SQLite): its pre-orders are delivered one process at a time."""
    await session.execute(update(Sku).where(Sku.id == sku_id).values(stock=Sku.stock))


async def release_keys(session: AsyncSession, order_id: int) -> None:
    """Put the order's reserved keys back on sale and restore the stock they count for."""
    released = await session.execute(
        update(ActivationKey)
        .where(ActivationKey.order_id == order_id, ActivationKey.status == RESERVED)
        .values(status=AVAILABLE, order_id=None)
        .returning(ActivationKey.sku_id)
    )
    for sku_id, count in sorted(Counter(released.scalars()).items()):
        await add_stock(session, sku_id, count)


async def add_stock(session: AsyncSession, sku_id: int, count: int) -> None:
    """Raise the version's stock by ``count``; a version back on sale is announced once committed."""
    stock = await session.scalar(
        update(Sku).where(Sku.id == sku_id).values(stock=Sku.stock + count).returning(Sku.stock)
    )
    if stock == count:
        cache_bus.catalogue_changed(session)


async def sell_keys(session: AsyncSession, order_id: int) -> int:
    """Mark the order's reserved keys sold; returns how many."""
    sold = await session.execute(
        update(ActivationKey)
        .where(ActivationKey.order_id == order_id, ActivationKey.status == RESERVED)
        .values(status=SOLD)
        .returning(ActivationKey.id)
    )
    return len(sold.all())


async def refund_keys(session: AsyncSession, order_id: int, key_ids: list[int]) -> dict[int, int]:
    """Lock sold keys of the order for a refund (sold -> refunding): one conditional UPDATE, so a key
    is refunded once; they stay the order's, neither revealable nor on sale, until
    ``return_refunded_keys``. The games' sales follow now. Answers sku id -> keys locked."""
    locked = await session.execute(
        update(ActivationKey)
        .where(
            ActivationKey.id.in_(key_ids), ActivationKey.order_id == order_id, ActivationKey.status == SOLD
        )
        .values(status=REFUNDING)
        .returning(ActivationKey.sku_id)
    )
    counts = dict(sorted(Counter(locked.scalars()).items()))
    spus = await session.execute(select(Sku.id, Sku.spu_id).where(Sku.id.in_(list(counts))))
    sales: Counter[int] = Counter()
    for sku_id, spu_id in spus:
        sales[spu_id] += counts[sku_id]
    for spu_id, count in sorted(sales.items()):
        await session.execute(update(Spu).where(Spu.id == spu_id).values(sales_count=Spu.sales_count - count))
    return counts


async def return_refunded_keys(session: AsyncSession, order_id: int, key_ids: list[int]) -> dict[int, int]:
    """The refund's money is confirmed back: its locked keys go back on sale (refunding ->
    available) and the stock they count for is restored, once. Answers sku id -> keys returned."""
    returned = await session.execute(
        update(ActivationKey)
        .where(
            ActivationKey.id.in_(key_ids),
            ActivationKey.order_id == order_id,
            ActivationKey.status == REFUNDING,
        )
        .values(status=AVAILABLE, order_id=None)
        .returning(ActivationKey.sku_id)
    )
    counts = dict(sorted(Counter(returned.scalars()).items()))
    for sku_id, count in counts.items():
        await add_stock(session, sku_id, count)
    return counts


async def batch_of_key(session: AsyncSession, key_id: int) -> tuple[int, int | None] | None:
    """(sku id, batch id) of the key; None when there is no such key."""
    row = (
        await session.execute(
            select(ActivationKey.sku_id, ActivationKey.batch_id).where(ActivationKey.id == key_id)
        )
    ).first()
    return None if row is None else (row[0], row[1])


async def replace_sold_key(
    session: AsyncSession, order_id: int, key_id: int, *, same_batch: bool
) -> int | None:
    """A sold key of the order reported not working: one available key of its version (of its batch
    only when ``same_batch``) becomes the order's, sold, and the reported key is set aside for good.
    Answers the new key's id, or None (nothing changed) when there is no such key to give.

    As at checkout, the version's stock is taken first (its row lock queues this behind buyers and
    other replacements of the version), then a key is picked ``SKIP LOCKED`` and marked only while
    available: two replacements never get one key, and a key is never sold twice. The caller holds
    the order's row, so the reported key is still sold here."""
    found = await batch_of_key(session, key_id)
    if found is None:
        return None
    sku_id, batch_id = found
    if not await take_stock(session, sku_id, 1):
        return None
    where = [ActivationKey.sku_id == sku_id, ActivationKey.status == AVAILABLE]
    if same_batch:
        where.append(
            ActivationKey.batch_id.is_(None) if batch_id is None else ActivationKey.batch_id == batch_id
        )
    picked = pick_once(select(_KEY.c.id).where(*where))
    claimed = await session.execute(
        update(ActivationKey)
        .where(ActivationKey.id.in_(select(picked.c.id)), ActivationKey.status == AVAILABLE)
        .values(status=SOLD, order_id=order_id)
        .returning(ActivationKey.id),
        {"wanted": 1},
    )
    new_key = claimed.scalar_one_or_none()
    if new_key is None:
        await add_stock(session, sku_id, 1)  # the stock taken above goes back: nothing changed
        return None
    set_aside = await session.execute(
        update(ActivationKey)
        .where(ActivationKey.id == key_id, ActivationKey.order_id == order_id, ActivationKey.status == SOLD)
        .values(status=SET_ASIDE)
        .returning(ActivationKey.id)
    )
    if set_aside.first() is None:
        raise AppError(KEY_NOT_FOUND)  # not the order's sold key: the whole transaction rolls back
    return int(new_key)


async def set_aside_refunded_keys(session: AsyncSession, order_id: int, key_ids: list[int]) -> int:
    """Refunded keys that do not work: their refund's money is back, but they never go back on sale
    (refunding -> set aside; no stock). Answers how many."""
    if not key_ids:
        return 0
    done = await session.execute(
        update(ActivationKey)
        .where(
            ActivationKey.id.in_(key_ids),
            ActivationKey.order_id == order_id,
            ActivationKey.status == REFUNDING,
        )
        .values(status=SET_ASIDE)
        .returning(ActivationKey.id)
    )
    return len(done.all())


async def skus_of_keys(session: AsyncSession, key_ids: list[int]) -> dict[int, int]:
    """key id -> the version it is a key of."""
    if not key_ids:
        return {}
    rows = await session.execute(
        select(ActivationKey.id, ActivationKey.sku_id).where(ActivationKey.id.in_(key_ids))
    )
    return {key_id: sku_id for key_id, sku_id in rows}


async def sold_keys(session: AsyncSession, cipher: KeyCipher, order_id: int) -> list[RevealedKey]:
    """The order's sold keys, decrypted (the caller checks ownership and records the reveal)."""
    rows = await session.execute(
        select(ActivationKey.id, ActivationKey.sku_id, ActivationKey.key_encrypted)
        .where(ActivationKey.order_id == order_id, ActivationKey.status == SOLD)
        .order_by(ActivationKey.id)
    )
    return [RevealedKey(key_id, sku_id, cipher.decrypt(token)) for key_id, sku_id, token in rows]


async def sold_key_ids(session: AsyncSession, order_id: int) -> list[tuple[int, int]]:
    """The order's sold keys as (key id, sku id), without decrypting them."""
    rows = await session.execute(
        select(ActivationKey.id, ActivationKey.sku_id)
        .where(ActivationKey.order_id == order_id, ActivationKey.status == SOLD)
        .order_by(ActivationKey.id)
    )
    return [(key_id, sku_id) for key_id, sku_id in rows]


async def sold_keys_not_activating_in(session: AsyncSession, order_id: int, country: str) -> int:
    """How many of the order's sold keys come from a batch that does not activate in ``country``
    (a gift claimed by a friend elsewhere); keys from before batches activate everywhere."""
    working = activates_in_sql(_BATCH.c.region_mode, _BATCH.c.region_codes, bindparam("country_pattern"))
    found = await session.scalar(
        select(func.count())
        .select_from(_KEY)
        .join(_BATCH, _BATCH.c.id == _KEY.c.batch_id)
        .where(_KEY.c.order_id == order_id, _KEY.c.status == SOLD, ~working),
        _country_params(country),
    )
    return int(found or 0)


async def order_of_key(session: AsyncSession, cipher: KeyCipher, code: str) -> int | None:
    """The order holding the activation key ``code`` (found by its digest, never by decrypting), or
    None when no order holds it."""
    found = await session.scalar(
        select(ActivationKey.order_id).where(ActivationKey.key_digest == cipher.key_digest(code))
    )
    return None if found is None else int(found)


async def sold_key(
    session: AsyncSession, cipher: KeyCipher, order_id: int, key_id: int
) -> RevealedKey | None:
    """One sold key of the order, decrypted; None when the order has no such sold key."""
    row = (
        await session.execute(
            select(ActivationKey.sku_id, ActivationKey.key_encrypted).where(
                ActivationKey.id == key_id, ActivationKey.order_id == order_id, ActivationKey.status == SOLD
            )
        )
    ).first()
    return None if row is None else RevealedKey(key_id, row[0], cipher.decrypt(row[1]))


async def add_sales(session: AsyncSession, counts: dict[int, int]) -> None:
    """Raise the games' sales counts (spu id -> keys sold)."""
    for spu_id, count in sorted(counts.items()):
        await session.execute(update(Spu).where(Spu.id == spu_id).values(sales_count=Spu.sales_count + count))


def key_ids_of_version(sku_id: int) -> Select[int]:
    """The ids of the version's keys, as a subquery (the reveal log's filter by version)."""
    return select(ActivationKey.id).where(ActivationKey.sku_id == sku_id)


_REFUSED = {
    SOLD: KEY_SOLD,
    REFUNDING: KEY_SOLD,
    SET_ASIDE: KEY_SOLD,
    RESERVED: KEY_RESERVED,
    REVOKED: KEY_REVOKED,
}


async def _key_state(session: AsyncSession, key_id: int) -> tuple[int, int]:
    """(sku id, status) of the key as committed now; KEY_NOT_FOUND when there is no such key."""
    row = (
        await session.execute(
            select(ActivationKey.sku_id, ActivationKey.status).where(ActivationKey.id == key_id)
        )
    ).first()
    if row is None:
        raise AppError(KEY_NOT_FOUND)
    return row[0], row[1]


async def revoke_key(session: AsyncSession, key_id: int) -> int:
    """Take an available key off sale for good (status revoked) and lower its version's stock by one;
    answers the version's id. A sold, reserved or revoked key is refused with its error.

    As at checkout, the version's stock is taken first (its row lock queues this behind any buyer of
    the version), then the key is marked only if still available: a revoke racing a sale of the
    same key lets exactly one of them have it. Losing the race raises, which rolls the stock back."""
    sku_id, status = await _key_state(session, key_id)
    if status != AVAILABLE:
        raise AppError(_REFUSED.get(status, KEY_NOT_FOUND))
    if await take_stock(session, sku_id, 1):
        revoked = await session.execute(
            update(ActivationKey)
            .where(ActivationKey.id == key_id, ActivationKey.status == AVAILABLE)
            .values(status=REVOKED)
            .returning(ActivationKey.id)
        )
        if revoked.first() is not None:
            return sku_id
    _, status = await _key_state(session, key_id)  # a buyer took it meanwhile
    raise AppError(_REFUSED.get(status, KEY_RESERVED))


async def key_code(session: AsyncSession, cipher: KeyCipher, key_id: int) -> tuple[int, int, str]:
    """(sku id, status, the decrypted code) of any key; KEY_NOT_FOUND when there is none. The
    caller records who asked and why."""
    row = (
        await session.execute(
            select(ActivationKey.sku_id, ActivationKey.status, ActivationKey.key_encrypted).where(
                ActivationKey.id == key_id
            )
        )
    ).first()
    if row is None:
        raise AppError(KEY_NOT_FOUND)
    return row[0], row[1], cipher.decrypt(row[2])
