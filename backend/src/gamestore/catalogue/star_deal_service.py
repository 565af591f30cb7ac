"""Star deals (issue 42): ``quantity`` keys of a version at a deep price in a window, at most
``member_limit`` a member over all their orders (unpaid ones count until they close).

Built for a crowd: the deal's keys are held for it (status HELD, ``deal_id``) from its creation, so a
purchase never touches the version's row. It takes, in the buyer's transaction, the member's row of
``promotion_star_deal_take`` (their limit, no one else's row) and keys of the deal picked with
``SKIP LOCKED`` (no buyer waits for another); on PostgreSQL in the very statement that stores the order
(trade/order_insert.py). Finding none, the deal is sold out: this process's board
says so at once and announces it to every other process (core/cache_bus.py, through Redis; without
it they see it within a second: ``Board`` reads each deal at most once a second), and further
attempts are answered from the board without a write. An unpaid order closing
gives its keys back to the deal (and the member their units); once the deal ends, its unsold keys go
back on sale (``return_unsold``, the job)."""

from __future__ import annotations

import asyncio
import time
import weakref
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from typing import Any, cast

from sqlalchemy import CTE, BindParameter, ColumnElement, bindparam, exists, func, select, update
from sqlalchemy.dialects import postgresql
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.catalogue import catalogue_service, key_service
from gamestore.catalogue import promotion_errors as errors
from gamestore.catalogue.catalogue_service import Version
from gamestore.catalogue.import_keys import AVAILABLE
from gamestore.catalogue.star_deal_schemas import StarDealResp
from gamestore.core import cache_bus, clock
from gamestore.core.db import dialect_insert, unit_of_work
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.texts import text
from gamestore.core.tickets import Tickets
from gamestore.core.times import epoch_ms
from gamestore.models.base import table_of
from gamestore.models.catalogue import ActivationKey, StarDeal, StarDealTake

HELD = 5  # held for a star deal (``deal_id``): sold only at that deal, counted in no version's stock
BOARD_SECONDS = 1.0  # how old a process's view of a deal may be (STAR_DEAL_BOARD_SECONDS)
SOLD_OUT = "star_deal_sold_out"  # cache_bus: a deal found sold out, by its id
CHANGED = "star_deal_changed"  # cache_bus: a deal's keys came back (by its id): read it again
REOPENED = "star_deal_reopened"  # cache_bus: a claim came back to a deal all claimed (by its id)

_KEY = table_of(ActivationKey)
_PICKED = key_service.pick_once(
    select(_KEY.c.id).where(_KEY.c.deal_id == bindparam("deal"), _KEY.c.status == HELD)
)
_PICK = (
    update(_KEY)
    .where(_KEY.c.id.in_(select(_PICKED.c.id)), _KEY.c.status == HELD)
    .values(status=key_service.RESERVED, order_id=bindparam("for_order"))
    .returning(_KEY.c.id)
)
_TAKE = table_of(StarDealTake)


# PostgreSQL: how many of the ``wanted`` keys were found free (and are locked by the statement).
TAKE_AVAILABLE = select(func.count()).select_from(_PICKED).scalar_subquery()


def _counted() -> CTE:
    """PostgreSQL: the member's units, a row when the keys are there (``TAKE_AVAILABLE``) and the
    units within the limit; nothing is written otherwise."""
    units: BindParameter[int] = bindparam("count", type_=_TAKE.c.count.type)
    source = select(
        bindparam("deal", type_=_TAKE.c.deal_id.type),
        bindparam("member", type_=_TAKE.c.member_id.type),
        units,
    ).where(bindparam("wanted") == TAKE_AVAILABLE)
    return (
        postgresql.insert(_TAKE)
        .from_select(["deal_id", "member_id", "count"], source)
        .on_conflict_do_update(
            index_elements=["deal_id", "member_id"],
            set_={"count": _TAKE.c.count + units},
            where=_TAKE.c.count + units <= bindparam("limit"),
        )
        .returning(_TAKE.c.count)
        .cte("counted")
    )


# The member's units as a CTE of another statement (trade's order insert waits on its row): ``reserving``.
TAKE_COUNTED = _counted()


def reserving(order_id: ColumnElement[int]) -> CTE:
    """PostgreSQL: the deal's keys reserved for ``order_id`` when ``TAKE_COUNTED`` has its row (the
    keys were there and the units within the limit): the keys' half of a take inside the statement
    storing the order. Nothing is written unless all of it is: the statement needs no transaction."""
    return (
        update(_KEY)
        .where(
            _KEY.c.id.in_(select(_PICKED.c.id)), _KEY.c.status == HELD, exists(select(TAKE_COUNTED.c.count))
        )
        .values(status=key_service.RESERVED, order_id=order_id)
        .returning(_KEY.c.id)
        .cte("reserved")
    )


def take_params(take: DealTake) -> dict[str, Any]:
    """The bind parameters of ``TAKE_COUNTED`` and ``reserving``."""
    deal, count = take.deal, take.count
    return {
        "deal": deal.id,
        "member": take.member_id,
        "count": count,
        "limit": deal.member_limit,
        "wanted": count,
    }


@dataclass(frozen=True, slots=True)
class Deal:
    id: int
    spu_id: int
    sku_id: int
    price: int  # fen, a key
    quantity: int
    member_limit: int
    start_time: datetime
    end_time: datetime
    returned: bool  # ended, its unsold keys back on sale
    created: datetime

    def state(self, moment: datetime) -> str:
        if self.returned or moment >= self.end_time:
            return "ended"
        return "running" if moment >= self.start_time else "coming"


@dataclass(frozen=True, slots=True)
class DealTake:
    """What a member takes at a deal with an order: ``count`` units and as many keys."""

    deal: Deal
    member_id: int
    count: int


@dataclass(frozen=True, slots=True)
class Seen:
    """A deal as a process last read it: its version and how many keys it still held."""

    deal: Deal
    version: Version
    left: int


def _deal(row: StarDeal) -> Deal:
    return Deal(
        row.id,
        row.spu_id,
        row.sku_id,
        row.price,
        row.quantity,
        row.member_limit,
        row.start_time,
        row.end_time,
        row.returned_at is not None,
        row.created_at,
    )


class Board:
    """A process's view of the star deals, each read at most once every ``BOARD_SECONDS`` (one read at
    a time: the attempts arriving meanwhile share it); a deal a purchase here found sold out is sold
    out here until the next read says otherwise.

    With ``tickets`` (core/tickets.py, shared by every process through Redis), a running deal's keys
    are also counted ahead of the database: each attempt claims its units at the door
    (trade/star_deal_gate.py), and once every key left is claimed by attempts on their way, the next
    ones are answered sold out at once instead of queueing behind them for keys they cannot get.
    Every read of a deal gives the tickets the database's count (kept while claims are being made;
    taken after keys came back, or once claims stopped: ``STAR_DEAL_CLAIMS_QUIET_SECONDS``)."""

    def __init__(self, seconds: float = BOARD_SECONDS, tickets: Tickets | None = None) -> None:
        self._seconds = seconds
        self._tickets = tickets
        self._seen: dict[int, tuple[float, Seen | None]] = {}
        self._reading: dict[int, asyncio.Future[object]] = {}
        # Per deal: how many times it was marked (sold out, or to read again), and whether last sold out.
        self._marks: dict[int, tuple[int, bool]] = {}
        self._recount: set[int] = set()  # keys came back: the next read counts the tickets again
        _boards.add(self)

    async def seen(self, session: AsyncSession, deal_id: int) -> Seen | None:
        cached = self._seen.get(deal_id)
        if cached is not None and time.monotonic() - cached[0] < self._seconds:
            return cached[1]
        pending = self._reading.get(deal_id)
        if pending is not None:
            shared = await asyncio.shield(pending)
            if shared is not _UNREAD:
                return cast(Seen | None, shared)
        return await self._read_once(session, deal_id)

    async def _read_once(self, session: AsyncSession, deal_id: int) -> Seen | None:
        future: asyncio.Future[object] = asyncio.get_running_loop().create_future()
        self._reading[deal_id] = future
        started, marks = time.monotonic(), self._marks.get(deal_id)
        try:
            fresh = await _read(session, deal_id)
            await self._count_tickets(fresh)  # before the attempts sharing the read claim
        except BaseException:
            future.set_result(_UNREAD)  # those waiting read it themselves
            raise
        finally:
            if self._reading.get(deal_id) is future:
                del self._reading[deal_id]
        marked = self._marks.get(deal_id)
        if marked == marks:
            self._seen[deal_id] = (started, fresh)
        elif marked is not None and marked[1] and fresh is not None:
            # Found sold out while this read was on its way: the read may predate the last key's sale.
            fresh = Seen(fresh.deal, fresh.version, 0)
            self._seen[deal_id] = (started, fresh)
        # Told to read again meanwhile (keys came back): answered, not kept.
        future.set_result(fresh)
        return fresh

    async def _count_tickets(self, fresh: Seen | None) -> None:
        if self._tickets is None or fresh is None:
            return
        now = clock.now()
        if fresh.deal.state(now) == "ended":
            return
        force = fresh.deal.id in self._recount
        self._recount.discard(fresh.deal.id)
        lasts = (fresh.deal.end_time - now).total_seconds() + _TICKETS_OUTLIVE_SECONDS
        await self._tickets.count_from(_tickets_name(fresh.deal), fresh.left, lasts, force=force)

    def latest(self, deal_id: int) -> tuple[Seen | None, bool] | None:
        """The deal as last read (None within: not found) and whether that was within the window;
        None when it was never read (or forgotten since)."""
        cached = self._seen.get(deal_id)
        if cached is None:
            return None
        return cached[1], time.monotonic() - cached[0] < self._seconds

    def reading(self, deal_id: int) -> bool:
        return deal_id in self._reading

    async def claim(self, deal: Deal, count: int, member_id: int) -> int | None:
        """``count`` of the deal's keys claimed for an attempt of ``member_id`` (give them back unless it
        buys them): how many are left unclaimed after it; ``tickets.OVER_LIMIT``: the member's claims
        (bought, or on their way) would pass the deal's limit; ``tickets.REFUSED``: fewer are left
        unclaimed than it asks; None: not counted, the database decides."""
        if self._tickets is None:
            return None
        return await self._tickets.claim(_tickets_name(deal), count, str(member_id), deal.member_limit)

    async def give_back(self, deal: Deal, count: int, member_id: int) -> None:
        """An attempt's claim it did not buy: the keys are claimable again. Had every key been claimed,
        a board told sold out by the last claimant reads the deal again (``REOPENED``)."""
        if self._tickets is None:
            return
        left = await self._tickets.give_back(_tickets_name(deal), count, str(member_id))
        if left == count:
            cache_bus.announce(REOPENED, deal.id)

    async def sold_out_if_all_claimed(self, deal: Deal) -> None:
        """The last claimable key was bought (its claim kept): unless a claim came back meanwhile, the
        deal is sold out, and every board says so now (until its next read)."""
        if self._tickets is not None and await self._tickets.left(_tickets_name(deal)) == 0:
            cache_bus.announce(SOLD_OUT, deal.id)

    def _mark(self, deal_id: int, sold_out: bool) -> None:
        self._marks[deal_id] = (self._marks.get(deal_id, (0, False))[0] + 1, sold_out)

    def sold_out(self, deal_id: int) -> None:
        self._mark(deal_id, sold_out=True)
        cached = self._seen.get(deal_id)
        if cached is not None and cached[1] is not None:
            self._seen[deal_id] = (cached[0], Seen(cached[1].deal, cached[1].version, 0))

    def forget(self, deal_id: int) -> None:
        self._mark(deal_id, sold_out=False)
        self._seen.pop(deal_id, None)
        self._recount.add(deal_id)

    def reopen(self, deal_id: int) -> None:
        """Read again (not counted again): a claim came back to a deal this board may say is sold out."""
        if self.says_sold_out(deal_id):
            self._mark(deal_id, sold_out=False)
            self._seen.pop(deal_id, None)

    def says_sold_out(self, deal_id: int) -> bool:
        cached = self._seen.get(deal_id)
        return cached is not None and cached[1] is not None and cached[1].left == 0

    def sold_out_now(self, deal_id: int) -> bool:
        """Without a database read: the deal is running and this board, within its window, says it
        holds no key (what ``for_purchase`` would refuse first)."""
        cached = self._seen.get(deal_id)
        if cached is None or time.monotonic() - cached[0] >= self._seconds:
            return False
        seen = cached[1]
        return seen is not None and seen.left == 0 and seen.deal.state(clock.now()) == "running"

    def forget_all(self) -> None:
        for deal_id in list(self._seen):
            self.forget(deal_id)


_boards: weakref.WeakSet[Board] = weakref.WeakSet()
_TICKETS_OUTLIVE_SECONDS = 60.0  # a deal's tickets are kept this long after its end


def _tickets_name(deal: Deal) -> str:
    """Unique to the deal, though the database may be another by now (restored, or a test's)."""
    return f"star_deal:{deal.id}:{epoch_ms(deal.created)}"


_UNREAD = object()  # a shared read that failed or was cancelled


def _sold_out_here(deal_id: object) -> None:
    """A deal found sold out, here or in another process: every board of this process says so, and
    the cached answers (the deals' list) are dropped."""
    if not isinstance(deal_id, int):
        return
    for board in list(_boards):
        board.sold_out(deal_id)
    cache_bus.catalogue.bump()


def _changed_here(deal_id: object) -> None:
    """A deal's keys came back (an unpaid order closed, the deal ended), here or in another process."""
    if not isinstance(deal_id, int):
        return
    for board in list(_boards):
        board.forget(deal_id)
    cache_bus.catalogue.bump()


def _reopened_here(deal_id: object) -> None:
    if isinstance(deal_id, int):
        for board in list(_boards):
            board.reopen(deal_id)
        cache_bus.catalogue.bump()


def _forget_everywhere() -> None:
    for board in list(_boards):
        board.forget_all()


cache_bus.handle(SOLD_OUT, _sold_out_here, _forget_everywhere)
cache_bus.handle(CHANGED, _changed_here, _forget_everywhere)
cache_bus.handle(REOPENED, _reopened_here, _forget_everywhere)


_SESSION_KEY = "gamestore.star_deals"


def session_info(board: Board) -> dict[str, Any]:
    """What the app's session factories put in ``Session.info``: the process's board."""
    return {_SESSION_KEY: board}


def board_of(session: AsyncSession) -> Board:
    found = session.info.get(_SESSION_KEY)
    return found if isinstance(found, Board) else Board(0)  # none (the CLI): always read


async def _read(session: AsyncSession, deal_id: int) -> Seen | None:
    row = await session.get(StarDeal, deal_id)
    if row is None:
        return None
    version = (await catalogue_service.versions(session, [row.sku_id])).get(row.sku_id)
    if version is None:
        return None
    return Seen(_deal(row), version, await _held(session, deal_id))


async def _held(session: AsyncSession, deal_id: int) -> int:
    left = await session.scalar(
        select(func.count()).where(ActivationKey.deal_id == deal_id, ActivationKey.status == HELD)
    )
    return int(left or 0)


async def for_purchase(session: AsyncSession, deal_id: int, count: int, *, claimed: bool = False) -> Seen:
    """The deal as a purchase finds it, from the board: running, with keys left (or ``claimed`` at the
    door: trade/star_deal_gate.py), ``count`` within its limit; refused otherwise (nothing written)."""
    seen = await board_of(session).seen(session, deal_id)
    if seen is None:
        raise AppError(errors.STAR_DEAL_NOT_FOUND)
    state = seen.deal.state(clock.now())
    if state == "coming":
        raise AppError(errors.STAR_DEAL_NOT_STARTED)
    if state == "ended":
        raise AppError(errors.STAR_DEAL_ENDED)
    if seen.left == 0 and not claimed:
        raise AppError(errors.STAR_DEAL_SOLD_OUT)
    if count > seen.deal.member_limit:
        raise AppError(errors.STAR_DEAL_LIMIT, limit=seen.deal.member_limit)
    return seen


def refuse_if_sold_out(session: AsyncSession, deal_id: int) -> None:
    """For an attempt that waited (for the member's session, a connection): the deal found sold out
    meanwhile is refused now, before anything is written."""
    if board_of(session).sold_out_now(deal_id):
        raise AppError(errors.STAR_DEAL_SOLD_OUT)


async def take(session: AsyncSession, deal: Deal, member_id: int, count: int, order_id: int) -> None:
    """SQLite: the member's ``count`` units (within their limit over all their orders) and as many of
    the deal's keys, reserved for the order (on PostgreSQL they are taken in the order's own statement:
    ``TAKE_COUNTED``, ``reserving``). Raises as ``taken``."""
    counted, found = await _counted_then_picked(session, deal, member_id, count, order_id)
    taken(session, deal, count, counted, found)


def taken(
    session: AsyncSession,
    deal: Deal,
    count: int,
    counted: int | None,
    found: int,
    available: int | None = None,
) -> None:
    """Raises STAR_DEAL_LIMIT unless the take had the member's units (``counted``; None: over the limit,
    or, when ``available`` is told, the keys were not there), then STAR_DEAL_SOLD_OUT unless ``count``
    keys were found. The caller's transaction rolls back anything written."""
    if counted is None and (available is None or available >= count):
        raise AppError(errors.STAR_DEAL_LIMIT, limit=deal.member_limit)
    if found < count:
        if (found if available is None else available) == 0 and not board_of(session).says_sold_out(deal.id):
            # Announced now, though this transaction rolls back: it took nothing, and a board told
            # wrongly (a key given back meanwhile) reads the deal again within its window.
            cache_bus.announce(SOLD_OUT, deal.id)
        raise AppError(errors.STAR_DEAL_SOLD_OUT)


async def _counted_then_picked(
    session: AsyncSession, deal: Deal, member_id: int, count: int, order_id: int
) -> tuple[int | None, int]:
    """The member's units within the limit (None: over it), then as many of the deal's keys."""
    counted = await session.execute(
        dialect_insert(session, StarDealTake)
        .values(deal_id=deal.id, member_id=member_id, count=count)
        .on_conflict_do_update(
            index_elements=["deal_id", "member_id"],
            set_={"count": StarDealTake.count + count},
            where=StarDealTake.count + count <= deal.member_limit,
        )
        .returning(StarDealTake.count)
    )
    units = counted.scalar_one_or_none()
    if units is None:
        return None, 0
    picked = await session.execute(_PICK, {"deal": deal.id, "wanted": count, "for_order": order_id})
    return units, len(picked.all())


async def give_back(session: AsyncSession, deal_id: int, member_id: int, order_id: int) -> None:
    """An unpaid order of the deal closed: its keys go back to the deal while it holds keys (once it
    has ended they are left reserved, for the caller's ``release_keys`` to put on sale), and the
    member's units back to them."""
    returned = await session.scalar(
        select(StarDeal.returned_at).where(StarDeal.id == deal_id).with_for_update()
    )
    reserved = ActivationKey.order_id == order_id, ActivationKey.status == key_service.RESERVED
    units = int(await session.scalar(select(func.count()).where(*reserved)) or 0)
    if returned is None:
        await session.execute(update(ActivationKey).where(*reserved).values(status=HELD, order_id=None))
    await session.execute(
        update(StarDealTake)
        .where(StarDealTake.deal_id == deal_id, StarDealTake.member_id == member_id)
        .values(count=StarDealTake.count - units)
    )
    cache_bus.after_commit(session, CHANGED, deal_id)  # every process reads it again


async def return_unsold(sessions: async_sessionmaker[AsyncSession], now: datetime | None = None) -> int:
    """The job: every deal past its end gives its unsold keys back to its version's stock (once: the
    deal's row is claimed). Answers how many deals ended."""
    moment = now or clock.now()
    async with sessions() as session:
        due = list(
            await session.scalars(
                select(StarDeal.id).where(StarDeal.returned_at.is_(None), StarDeal.end_time <= moment)
            )
        )
    for deal_id in due:
        async with unit_of_work(sessions) as session:
            await return_deal(session, deal_id, moment)
    return len(due)


async def return_deal(session: AsyncSession, deal_id: int, moment: datetime) -> None:
    """The deal has ended: its unsold keys go back to the version's stock, once."""
    sku_id = await session.scalar(
        update(StarDeal)
        .where(StarDeal.id == deal_id, StarDeal.returned_at.is_(None))
        .values(returned_at=moment)
        .returning(StarDeal.sku_id)
    )
    if sku_id is None:
        return  # another process did
    back = await session.execute(
        update(ActivationKey)
        .where(ActivationKey.deal_id == deal_id, ActivationKey.status == HELD)
        .values(status=AVAILABLE)
        .returning(ActivationKey.id)
    )
    count = len(back.all())
    if count:
        await key_service.add_stock(session, sku_id, count)
    cache_bus.after_commit(session, CHANGED, deal_id)  # every process reads it again


async def read_many(session: AsyncSession, deal_ids: Iterable[int]) -> dict[int, Seen]:
    """The deals read now, by id (those not found left out): what reminders of them say."""
    found = {deal_id: await _read(session, deal_id) for deal_id in set(deal_ids)}
    return {deal_id: seen for deal_id, seen in found.items() if seen is not None}


async def answer(session: AsyncSession, deal_id: int, lang: Lang) -> StarDealResp:
    """The deal read now (the console's answers)."""
    seen = await _read(session, deal_id)
    if seen is None:
        raise AppError(errors.STAR_DEAL_NOT_FOUND)
    return _answer(seen, lang, clock.now())


async def on_show(session: AsyncSession, lang: Lang, limit: int = 20) -> list[StarDealResp]:
    """The deals running and to come, soonest first, as this process's board sees them (the home
    page's cards: a sold-out one says so within a second)."""
    now = clock.now()
    ids = await session.scalars(
        select(StarDeal.id)
        .where(StarDeal.returned_at.is_(None), StarDeal.end_time > now)
        .order_by(StarDeal.start_time, StarDeal.id)
        .limit(limit)
    )
    board = board_of(session)
    shown = [await board.seen(session, deal_id) for deal_id in ids]
    return [_answer(seen, lang, now) for seen in shown if seen is not None]


def _answer(seen: Seen, lang: Lang, now: datetime) -> StarDealResp:
    deal, version = seen.deal, seen.version
    return StarDealResp(
        id=deal.id,
        spuId=deal.spu_id,
        skuId=deal.sku_id,
        spuName=text(version.game.names, lang),
        skuName=text(version.names, lang),
        picUrl=version.game.cover,
        price=deal.price,
        listPrice=version.price,
        quantity=deal.quantity,
        left=seen.left,
        memberLimit=deal.member_limit,
        startTime=epoch_ms(deal.start_time),
        endTime=epoch_ms(deal.end_time),
        status=deal.state(now),
    )
