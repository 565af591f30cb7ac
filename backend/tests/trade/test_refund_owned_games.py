"""A refund that leaves the member no key of a game from the order takes the game off My games,
unless another of their paid orders still holds one (then the game is owned by that order); a
partial refund that leaves a key keeps it."""

from __future__ import annotations

from typing import Any

import httpx

from conftest import data
from trade.test_refunds import buy_by_wallet, detail, refund, reveal, shopper

__all__ = ["shopper"]  # fixture


async def my_games(client: httpx.AsyncClient) -> dict[int, int]:
    """My games: each game's id and the order it is owned by."""
    page = data(await client.get("/game/user/page", params={"pageNo": 1, "pageSize": 50}))
    return {game["spuId"]: game["orderId"] for game in page["list"]}


async def owns(client: httpx.AsyncClient, spu_id: int) -> bool:
    return bool(data(await client.get("/game/user/isGameOwnedByUser", params={"spuId": spu_id})))


async def test_a_whole_refund_takes_the_game_off_my_games(
    client: httpx.AsyncClient, shopper: tuple[Any, int]
) -> None:
    cat, _ = shopper
    kept, refunded = cat.skus["tiny-blocks-0"], cat.skus["star-raid-0"]
    kept_order = await buy_by_wallet(client, kept.id, 1)
    order_id = await buy_by_wallet(client, refunded.id, 2)
    assert set(await my_games(client)) == {kept.spu_id, refunded.spu_id}

    data(await refund(client, order_id))

    assert await my_games(client) == {kept.spu_id: kept_order}
    assert not await owns(client, refunded.spu_id)


async def test_a_partial_refund_leaving_a_revealed_key_keeps_the_game(
    client: httpx.AsyncClient, shopper: tuple[Any, int]
) -> None:
    cat, _ = shopper
    sku = cat.skus["star-raid-0"]
    order_id = await buy_by_wallet(client, sku.id, 2)
    first_key, _ = (await detail(client, order_id))["activationCodes"]
    data(await reveal(client, order_id, first_key["keyId"]))

    assert data(await refund(client, order_id))["keyCount"] == 1

    assert await my_games(client) == {sku.spu_id: order_id}


async def test_a_game_another_order_still_holds_stays_owned_by_that_order(
    client: httpx.AsyncClient, shopper: tuple[Any, int]
) -> None:
    cat, _ = shopper
    first, second = cat.skus["star-raid-0"], cat.skus["star-raid-1"]  # two versions of one game
    assert first.spu_id == second.spu_id
    first_order = await buy_by_wallet(client, first.id, 1)
    second_order = await buy_by_wallet(client, second.id, 1)
    assert await my_games(client) == {first.spu_id: first_order}  # owned since the first purchase

    data(await refund(client, first_order))

    assert await my_games(client) == {first.spu_id: second_order}
    data(await refund(client, second_order))
    assert await my_games(client) == {}
    assert not await owns(client, first.spu_id)
