"""The price-alert job (issue 40 part 4): every run reads the price records that took effect since its
watermark (an operator's change, the level table's discounts, an activity's planned start or end:
the records carry their moment, so an event starting later is seen at its start), prices the changed
games per level as the catalogue does, and matches all their alerts in two statements per game:

- told: the member's new price is below the alert's ``last_price`` and meets its kind; the alert
  records the drop (``told_count`` + 1) in the same UPDATE, so a second run (another process) finds
  nothing to tell;
- followed: every other alert of the game takes the new price as its ``last_price`` (a rise then a
  new drop is a new drop).

Those told get the in-app notification in their language, Web Push to their browsers and, where they
accepted the subscribe template for this drop, a mini-program subscribe message, through the outbox
as reminder_delivery.py sends them, keyed ``price-alert:<alert>:<drop>``. The watermark row is the
job's lock: a run that finds it held by another process skips its turn."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

import structlog
from sqlalchemy import ColumnElement, and_, case, literal, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.catalogue import catalogue_service, price_watch
from gamestore.core import clock
from gamestore.core.db import dialect_insert, unit_of_work
from gamestore.core.i18n import DEFAULT_LANGUAGE, register_messages
from gamestore.core.texts import text
from gamestore.identity import member_service
from gamestore.loyalty import membership_tables, standing
from gamestore.loyalty.levels import Level
from gamestore.models.notification import JobWatermark, PriceAlert
from gamestore.notification import mini_program_message, notification_service, push_delivery
from gamestore.notification.notification_service import Note, Written
from gamestore.notification.price_alert_schemas import PriceAlertKind

log = structlog.get_logger(__name__)

JOB = "price-alerts"
# Changes are re-read this far behind the watermark: a change's records carry the moment its
# transaction began, which may commit after a run read past it. Matching again is harmless (an alert
# tells only a price below the one it last saw).
LATE_COMMIT = timedelta(seconds=60)

_TITLES = {
    PriceAlertKind.ANY_DROP: "notification.price_dropped",
    PriceAlertKind.TARGET: "notification.price_target_reached",
    PriceAlertKind.HISTORICAL_LOW: "notification.price_historical_low",
}
_BODY = "notification.price_dropped_body"

register_messages(
    {
        "notification.price_dropped": {
            "en": "Price drop: {game}",
            "zh-Hans": "降价提醒：{game}",
            "zh-Hant": "降價提醒：{game}",
            "ja": "値下げ：{game}",
        },
        "notification.price_target_reached": {
            "en": "Your target price is reached: {game}",
            "zh-Hans": "已达到目标价格：{game}",
            "zh-Hant": "已達到目標價格：{game}",
            "ja": "目標価格になりました：{game}",
        },
        "notification.price_historical_low": {
            "en": "Lowest price ever: {game}",
            "zh-Hans": "史低价格：{game}",
            "zh-Hant": "史低價格：{game}",
            "ja": "過去最安値：{game}",
        },
        _BODY: {
            "en": "Now {price} for you (was {was}). Tap to open the game.",
            "zh-Hans": "您的价格现为 {price}（原 {was}），点击查看游戏",
            "zh-Hant": "您的價格現為 {price}（原 {was}），點擊查看遊戲",
            "ja": "あなたの価格は {price} になりました（元 {was}）。タップしてゲームを見る",
        },
    }
)


@dataclass(frozen=True, slots=True)
class Told:
    alert_id: int
    member_id: int
    spu_id: int
    kind: int
    drop: int  # the alert's told_count: which drop this is
    price: int
    was: int
    mini_program: bool  # the member accepted a subscribe message for this drop

    @property
    def key(self) -> str:
        return f"price-alert:{self.alert_id}:{self.drop}"


def game_link(spu_id: int) -> str:
    return f"/pages/goods/gameDetail?id={spu_id}"


async def _claim(session: AsyncSession, now: datetime) -> datetime | None:
    """The watermark, held for this transaction (None: another process holds it, skip this turn)."""
    held = await session.scalar(
        select(JobWatermark.until).where(JobWatermark.name == JOB).with_for_update(skip_locked=True)
    )
    if held is None:
        first = await session.execute(
            dialect_insert(session, JobWatermark)
            .values(name=JOB, until=now)
            .on_conflict_do_nothing(index_elements=["name"])
            .returning(JobWatermark.name)
        )
        return now if first.first() is not None else None
    moved = await session.execute(
        update(JobWatermark)
        .where(JobWatermark.name == JOB, JobWatermark.until == held)
        .values(until=max(held, now))
        .returning(JobWatermark.name)
    )
    return min(held, now) if moved.first() is not None else None


# Drops told per batch of statements: one batch's member ids, (member, key) pairs and the like go in
# IN lists, and PostgreSQL's protocol takes at most 32,767 parameters a statement.
TELL_BATCH = 5_000


async def match_price_alerts(sessions: async_sessionmaker[AsyncSession]) -> int:
    """One run: match the alerts of the games whose prices changed; answers how many were told."""
    async with unit_of_work(sessions) as session:
        now = clock.now()
        since = await _claim(session, now)
        if since is None:
            return 0
        alerted = await session.scalars(select(PriceAlert.spu_id).distinct())
        changed = await price_watch.changed_games(session, alerted, since - LATE_COMMIT, now)
        told = await match_games(session, changed)
        for start in range(0, len(told), TELL_BATCH):
            await tell(session, told[start : start + TELL_BATCH])
    if told:
        log.info("price_alerts.told", count=len(told), games=len(changed))
    return len(told)


def _member_price(levels: Sequence[Level], price: int) -> ColumnElement[int]:
    """What the alert's member pays for a game at ``price`` (after events): by their level now."""
    by_level = price_watch.member_prices(price, (level.discount_percent for level in levels))
    level = standing.level_column(PriceAlert.member_id, levels)
    return case(*((level == each.level, by_level[each.discount_percent]) for each in levels), else_=price)


async def match_games(session: AsyncSession, spu_ids: Sequence[int]) -> list[Told]:
    """Match every alert of the games against their prices now, set-based (two UPDATEs a game)."""
    if not spu_ids:
        return []
    levels = await membership_tables.levels(session)
    prices = await price_watch.prices_now(session, spu_ids)
    lows = await price_watch.lowest_prices(session, prices)
    now = clock.now()
    told: list[Told] = []
    for spu_id, price in sorted(prices.items()):
        new = _member_price(levels, price)
        at_low = price <= lows.get(spu_id, price)
        meets = or_(
            PriceAlert.kind == PriceAlertKind.ANY_DROP,
            and_(PriceAlert.kind == PriceAlertKind.TARGET, new <= PriceAlert.target_price),
            and_(PriceAlert.kind == PriceAlertKind.HISTORICAL_LOW, literal(at_low)),
        )
        rows = await session.execute(
            update(PriceAlert)
            .where(PriceAlert.spu_id == spu_id, new < PriceAlert.last_price, meets)
            .values(
                told_from=PriceAlert.last_price,
                last_price=new,
                told_price=new,
                told_count=PriceAlert.told_count + 1,
                told_at=now,
            )
            .returning(
                PriceAlert.id,
                PriceAlert.member_id,
                PriceAlert.kind,
                PriceAlert.told_count,
                PriceAlert.told_price,
                PriceAlert.told_from,
                PriceAlert.mini_program_drop,
            ),
            execution_options={"synchronize_session": False},
        )
        told.extend(
            Told(
                row.id,
                row.member_id,
                spu_id,
                row.kind,
                row.told_count,
                row.told_price,
                row.told_from,
                row.mini_program_drop == row.told_count,
            )
            for row in rows
        )
        await session.execute(
            update(PriceAlert)
            .where(PriceAlert.spu_id == spu_id, new != PriceAlert.last_price)
            .values(last_price=new),
            execution_options={"synchronize_session": False},
        )
    return told


async def tell(session: AsyncSession, told: Sequence[Told]) -> None:
    """The notification, Web Push and subscribe messages of the drops, in each member's language
    (a statement or a batch each, however many)."""
    if not told:
        return
    languages = await member_service.languages(session, {t.member_id for t in told})
    games = await catalogue_service.games(session, {t.spu_id for t in told})
    written: list[Written] = []
    for t in told:
        lang = languages.get(t.member_id, DEFAULT_LANGUAGE)
        game = games.get(t.spu_id)
        name = text(game.names, lang) if game is not None else ""
        note = Note(
            t.member_id,
            notification_service.PRICE_DROPPED,
            t.key,
            _TITLES[PriceAlertKind(t.kind)],
            _BODY,
            game_link(t.spu_id),
            params={"game": name},
            amounts={"price": t.price, "was": t.was},
        )
        title, body = note.texts(lang)
        written.append(Written(t.member_id, note.type, t.key, title, body, note.link))
    new = await notification_service.add_many(session, written)
    fresh = [w for w in written if (w.member_id, w.key) in new]
    await push_delivery.enqueue_to_members(
        session,
        [
            push_delivery.MemberPush(
                w.member_id, w.key, {"title": w.title, "body": w.body, "url": f"./#{w.link}"}
            )
            for w in fresh
        ],
    )
    now = clock.now()
    await mini_program_message.enqueue(
        session,
        [
            mini_program_message.SubscribeMessage(t.member_id, t.key, w.link, w.title, w.body, now)
            for t, w in zip(told, written, strict=True)
            if t.mini_program
        ],
    )
