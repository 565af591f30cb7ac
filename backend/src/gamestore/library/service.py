"""Games a member owns: granted when an order is paid, listed on My Games, opened with a game code."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import catalogue_service
from gamestore.catalogue.errors import SPU_NOT_FOUND
from gamestore.catalogue.schemas import GameTypeResp
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.db import dialect_insert
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.pagination import PageParam, PageResult
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms
from gamestore.library import codes
from gamestore.library.errors import GAME_CODE_EXPIRED, GAME_CODE_INVALID, GAME_NOT_BROWSER, GAME_NOT_OWNED
from gamestore.library.schemas import GameCodeResp, GameCodeVerifyResp, OwnedGameResp
from gamestore.models.library import OwnedGame

BROWSER_GAME = 0


async def grant_games(
    session: AsyncSession, member_id: int, order_id: int, spu_ids: Iterable[int]
) -> list[int]:
    """Give the member the games of a paid order; games they already own keep their first order.
    Safe against concurrent payments of two orders holding the same game. Answers the ids of the
    games newly owned. Only flushes: the caller's transaction commits."""
    wanted = list(dict.fromkeys(spu_ids))
    if not wanted:
        return []
    await session.flush()  # the caller's pending order row must exist before rows refer to it
    now = clock.now()
    stmt = (
        dialect_insert(session, OwnedGame)
        .values(
            [
                {"member_id": member_id, "spu_id": spu_id, "order_id": order_id, "created_at": now}
                for spu_id in wanted
            ]
        )
        .on_conflict_do_nothing(index_elements=["member_id", "spu_id"])
        .returning(OwnedGame.spu_id)
    )
    return list((await session.scalars(stmt)).all())


@dataclass(frozen=True, slots=True)
class Holding:
    """A paid order that still holds a key of the game, and since when (its payment)."""

    order_id: int
    since: datetime


HeldElsewhere = Callable[[Sequence[int]], Awaitable[Mapping[int, Holding]]]


async def release_games(
    session: AsyncSession,
    member_id: int,
    order_id: int,
    spu_ids: Iterable[int],
    held_elsewhere: HeldElsewhere,
) -> list[int]:
    """The refunded order ``order_id`` holds no key of these games any more. A game owned by it moves
    to another order still holding one (``held_elsewhere``, asked with the member's rows locked, so
    two refunds of the same game queue here and the second sees the first) or leaves My games;
    one owned by another order stays. Answers the ids of the games that left."""
    wanted = sorted(set(spu_ids))
    if not wanted:
        return []
    owned = list(
        await session.scalars(
            select(OwnedGame)
            .where(OwnedGame.member_id == member_id, OwnedGame.spu_id.in_(wanted))
            .order_by(OwnedGame.spu_id)
            .with_for_update()
            .execution_options(populate_existing=True)
        )
    )
    if not owned:
        return []
    holdings = await held_elsewhere([row.spu_id for row in owned])
    gone: list[int] = []
    for row in owned:
        holding = holdings.get(row.spu_id)
        if holding is None:
            gone.append(row.spu_id)
        elif row.order_id == order_id:
            await session.execute(
                update(OwnedGame)
                .where(OwnedGame.id == row.id)
                .values(order_id=holding.order_id, created_at=holding.since)
            )
    if gone:
        await session.execute(
            delete(OwnedGame).where(OwnedGame.member_id == member_id, OwnedGame.spu_id.in_(gone))
        )
    return gone


async def owns(session: AsyncSession, member_id: int | None, spu_id: int) -> bool:
    """Whether the member owns the game (false for visitors and unknown games)."""
    if member_id is None:
        return False
    found = await session.scalar(
        select(OwnedGame.id).where(OwnedGame.member_id == member_id, OwnedGame.spu_id == spu_id)
    )
    return found is not None


async def page(
    session: AsyncSession, member_id: int, params: PageParam, lang: Lang
) -> PageResult[OwnedGameResp]:
    """The member's games, the latest bought first; games off the shelf stay (they were bought)."""
    total = await session.scalar(select(func.count()).where(OwnedGame.member_id == member_id))
    owned = list(
        await session.scalars(
            select(OwnedGame)
            .where(OwnedGame.member_id == member_id)
            .order_by(OwnedGame.created_at.desc(), OwnedGame.id.desc())
            .offset(params.offset)
            .limit(params.pageSize)
        )
    )
    games = await catalogue_service.games(session, {row.spu_id for row in owned})
    items = [
        OwnedGameResp(
            spuId=row.spu_id,
            name=text(game.names, lang),
            picUrl=game.cover,
            brandName=text(game.brand_names, lang),
            gameTypeRespVOS=[GameTypeResp.model_validate(item) for item in game.game_types],
            createTime=epoch_ms(row.created_at),
            orderId=row.order_id,
        )
        for row in owned
        if (game := games.get(row.spu_id)) is not None
    ]
    return PageResult[OwnedGameResp](list=items, total=int(total or 0))


async def issue_game_code(
    session: AsyncSession, settings: Settings, member_id: int, spu_id: int
) -> GameCodeResp:
    """A game code for a browser game the member owns (also one taken off the shelf since)."""
    game = (await catalogue_service.games(session, [spu_id])).get(spu_id)
    if game is None:
        raise AppError(SPU_NOT_FOUND)
    if not await owns(session, member_id, spu_id):
        raise AppError(GAME_NOT_OWNED)
    if not any(item.get("gameType") == BROWSER_GAME for item in game.game_types):
        raise AppError(GAME_NOT_BROWSER)
    expire_ms = epoch_ms(clock.now() + timedelta(seconds=settings.game_code_ttl_seconds))
    code = codes.issue_code(_key(settings), member_id, spu_id, expire_ms)
    return GameCodeResp(code=code, expireTime=expire_ms)


def verify_game_code(settings: Settings, code: str) -> GameCodeVerifyResp:
    try:
        claims = codes.verify_code(_key(settings), code, epoch_ms(clock.now()))
    except codes.InvalidGameCodeError as exc:
        raise AppError(GAME_CODE_EXPIRED if exc.expired else GAME_CODE_INVALID) from exc
    return GameCodeVerifyResp(memberId=claims.member_id, spuId=claims.spu_id, expireTime=claims.expire_ms)


def _key(settings: Settings) -> bytes:
    return codes.code_key(settings.jwt_secret.get_secret_value())
