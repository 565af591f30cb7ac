"""Opening a browser game: GET /game/data/code for its owner, POST /game/data/verify-code for its server."""

from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy import update

from conftest import TEST_JWT_SECRET, SmsOutbox, bearer, client_for, data, failure, login_by_sms
from fixtures.catalogue import Catalogue, small_catalogue
from fixtures.owned import own_games
from gamestore.core import clock
from gamestore.library.codes import code_key, issue_code
from gamestore.models import Spu

MOBILE = "13800138000"
OTHER_MOBILE = "13900139000"
SPU_NOT_FOUND = 1_008_005_000
NOT_OWNED = 1_013_000_000
NOT_BROWSER = 1_013_000_001
CODE_INVALID = 1_013_000_002
CODE_EXPIRED = 1_013_000_003
BROWSER_LINK = "https://play.example.com/tiny-blocks/"


def now_ms() -> int:
    return int(clock.now().timestamp() * 1000)


async def seed(app: Any) -> Catalogue:
    """tiny-blocks and old-relic (off the shelf) open in the browser; the others only on Steam."""
    async with app.state.sessions() as session, session.begin():
        cat = await small_catalogue(session)
        for code in ("tiny-blocks", "old-relic"):
            await session.execute(
                update(Spu)
                .where(Spu.id == cat.spus[code].id)
                .values(
                    game_types=[{"gameType": 1, "typeLink": "1"}, {"gameType": 0, "typeLink": BROWSER_LINK}]
                )
            )
        return cat


async def buy(app: Any, member_id: int, *spu_ids: int) -> None:
    async with app.state.sessions() as session, session.begin():
        await own_games(session, member_id, spu_ids)


def ask_code(client: httpx.AsyncClient, tokens: dict[str, Any] | None, spu_id: Any, lang: str = "en") -> Any:
    headers = bearer(tokens) if tokens else {}
    return client.get("/game/data/code", params={"spuId": spu_id, "language": lang}, headers=headers)


def verify(client: httpx.AsyncClient, code: Any, lang: str = "en") -> Any:
    return client.post("/game/data/verify-code", json={"code": code, "language": lang})


async def test_the_owner_gets_a_code_the_game_server_can_verify(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    tiny = cat.spus["tiny-blocks"].id
    await buy(app, tokens["userId"], tiny)

    before = now_ms()
    answer = data(await ask_code(client, tokens, tiny))
    after = now_ms()

    assert set(answer) == {"code", "expireTime"}
    assert before + 300_000 - 1000 <= answer["expireTime"] <= after + 300_000 + 1000
    assert answer["code"] == httpx.QueryParams({"code": answer["code"]})["code"]
    assert str(httpx.URL(BROWSER_LINK, params={"code": answer["code"]})).endswith(f"?code={answer['code']}")

    # The game's server has no member token.
    async with client_for(app) as game_server:
        claims = data(await verify(game_server, answer["code"]))
    assert claims == {"memberId": tokens["userId"], "spuId": tiny, "expireTime": answer["expireTime"]}


async def test_a_game_taken_off_the_shelf_still_opens_for_its_owner(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    relic = cat.spus["old-relic"].id
    await buy(app, tokens["userId"], relic)
    answer = data(await ask_code(client, tokens, relic))
    assert data(await verify(client, answer["code"]))["spuId"] == relic


async def test_visitors_must_log_in(app: Any, client: httpx.AsyncClient) -> None:
    cat = await seed(app)
    assert failure(await ask_code(client, None, cat.spus["tiny-blocks"].id))[0] == 401


async def test_a_game_not_owned_gets_no_code(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    other = await login_by_sms(client, outbox, OTHER_MOBILE)
    tiny = cat.spus["tiny-blocks"].id
    await buy(app, other["userId"], tiny)  # someone else's ownership does not count

    assert failure(await ask_code(client, tokens, tiny)) == (NOT_OWNED, "You do not own this game")
    assert failure(await ask_code(client, tokens, tiny, "zh-Hans")) == (NOT_OWNED, "您尚未拥有该游戏")
    assert failure(await ask_code(client, tokens, tiny, "ja")) == (NOT_OWNED, "このゲームを所有していません")


async def test_a_game_that_is_not_a_browser_game_gets_no_code(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    star = cat.spus["star-raid"].id
    await buy(app, tokens["userId"], star)
    assert failure(await ask_code(client, tokens, star)) == (
        NOT_BROWSER,
        "This game cannot be opened in the browser",
    )


async def test_an_unknown_game_is_not_found(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    assert failure(await ask_code(client, tokens, 999_999)) == (SPU_NOT_FOUND, "This game does not exist")
    code, msg = failure(await ask_code(client, tokens, "abc"))
    assert code == 400 and "spuId" in msg
    code, msg = failure(
        await client.get("/game/data/code", params={"language": "en"}, headers=bearer(tokens))
    )
    assert code == 400 and "spuId" in msg


async def test_tampered_codes_are_refused(app: Any, client: httpx.AsyncClient, outbox: SmsOutbox) -> None:
    cat = await seed(app)
    tokens = await login_by_sms(client, outbox, MOBILE)
    tiny = cat.spus["tiny-blocks"].id
    await buy(app, tokens["userId"], tiny)
    code = data(await ask_code(client, tokens, tiny))["code"]
    member, spu, expire, signature = code.split(".")

    for forged in (
        f"{int(member) + 1}.{spu}.{expire}.{signature}",
        f"{member}.{int(spu) + 1}.{expire}.{signature}",
        f"{member}.{spu}.{int(expire) + 86_400_000}.{signature}",
        code[:-1] + ("A" if code[-1] != "A" else "B"),
        tokens["accessToken"],
        "not-a-code",
    ):
        assert failure(await verify(client, forged)) == (CODE_INVALID, "This game code is invalid"), forged


async def test_expired_codes_and_codes_of_another_secret_are_refused(
    app: Any, client: httpx.AsyncClient
) -> None:
    expired = issue_code(code_key(TEST_JWT_SECRET), 5, 6, now_ms() - 1)
    assert failure(await verify(client, expired)) == (
        CODE_EXPIRED,
        "This game code has expired, please open the game again",
    )
    assert failure(await verify(client, expired, "zh-Hant"))[1] == "遊戲授權碼已過期，請重新開啟遊戲"
    foreign = issue_code(code_key("another-secret-" + "y" * 40), 5, 6, now_ms() + 60_000)
    assert failure(await verify(client, foreign))[0] == CODE_INVALID
    genuine = issue_code(code_key(TEST_JWT_SECRET), 5, 6, now_ms() + 60_000)
    assert data(await verify(client, genuine))["memberId"] == 5


async def test_codes_live_as_long_as_configured(app_factory: Any, outbox: SmsOutbox) -> None:
    app = app_factory(game_code_ttl_seconds=30)
    async with client_for(app) as client:
        cat = await seed(app)
        tokens = await login_by_sms(client, outbox, MOBILE)
        await buy(app, tokens["userId"], cat.spus["tiny-blocks"].id)
        answer = data(await ask_code(client, tokens, cat.spus["tiny-blocks"].id))
        assert abs(answer["expireTime"] - (now_ms() + 30_000)) < 2000


async def test_bad_verify_bodies_answer_400(app: Any, client: httpx.AsyncClient) -> None:
    for body in ({}, {"code": ""}, {"code": "x" * 513}, {"code": 12}):
        code, msg = failure(await client.post("/game/data/verify-code", json={**body, "language": "en"}))
        assert code == 400 and "code" in msg, body
