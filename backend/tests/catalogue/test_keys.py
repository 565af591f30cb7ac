"""Activation key import: stored encrypted, duplicates and malformed lines reported by line."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select, update
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from fixtures.catalogue import Catalogue, add_brand, add_category, add_game
from gamestore.catalogue import import_keys as keys_module
from gamestore.catalogue.import_keys import KeyImportReport, UnknownSkuError, import_keys
from gamestore.cli import main
from gamestore.core.config import get_settings
from gamestore.core.crypto import KeyCipher
from gamestore.core.db import unit_of_work
from gamestore.models import ActivationKey, Sku

CIPHER = KeyCipher(get_settings().data_encryption_key.get_secret_value())


@pytest.fixture
def sessions(app: Any) -> async_sessionmaker[AsyncSession]:
    factory: async_sessionmaker[AsyncSession] = app.state.sessions
    return factory


@pytest.fixture
async def skus(sessions: async_sessionmaker[AsyncSession]) -> dict[str, int]:
    """Two versions of one game, with no stock; their ids by code."""
    cat = Catalogue()
    async with unit_of_work(sessions) as session:
        await add_category(session, cat, "action")
        await add_brand(session, cat, "nebula")
        await add_game(
            session, cat, "star-raid", category="action", brand="nebula", prices=(4800, 9800), stock=0
        )
    return {code: sku.id for code, sku in cat.skus.items()}


async def run(sessions: async_sessionmaker[AsyncSession], sku_id: int, lines: list[str]) -> KeyImportReport:
    async with unit_of_work(sessions) as session:
        return await import_keys(session, CIPHER, sku_id, lines)


async def stock(sessions: async_sessionmaker[AsyncSession], sku_id: int) -> int:
    async with sessions() as session:
        return int(await session.scalar(select(Sku.stock).where(Sku.id == sku_id)) or 0)


async def stored_keys(sessions: async_sessionmaker[AsyncSession]) -> list[ActivationKey]:
    async with sessions() as session:
        return list(await session.scalars(select(ActivationKey).order_by(ActivationKey.id)))


def problems(report: KeyImportReport) -> list[tuple[int, str]]:
    return [(p.line, p.reason) for p in report.problems]


async def test_keys_are_stored_encrypted_and_stock_grows(
    sessions: async_sessionmaker[AsyncSession], skus: dict[str, int]
) -> None:
    sku_id = skus["star-raid-0"]
    lines = ["  AAAAA-BBBBB-CCCCC  \n", "", "ddddd-eeeee-fffff", "12345"]

    report = await run(sessions, sku_id, lines)

    assert report.ok and report.stored == 3, report.render()
    assert await stock(sessions, sku_id) == 3
    rows = await stored_keys(sessions)
    assert sorted(CIPHER.decrypt(row.key_encrypted) for row in rows) == [
        "12345",
        "AAAAA-BBBBB-CCCCC",
        "ddddd-eeeee-fffff",
    ]
    for row in rows:
        plain = CIPHER.decrypt(row.key_encrypted)
        assert plain.encode() not in row.key_encrypted
        assert plain.upper().encode() not in row.key_encrypted
        assert row.key_digest == CIPHER.key_digest(plain) and plain not in row.key_digest
        assert (row.sku_id, row.status, row.order_id) == (sku_id, 0, None)
    assert "3 key(s) stored, 0 line(s) rejected" in report.render()


async def test_duplicates_and_malformed_lines_are_reported_by_line(
    sessions: async_sessionmaker[AsyncSession], skus: dict[str, int]
) -> None:
    await run(sessions, skus["star-raid-1"], ["STORED-AAAAA-11111"])
    lines = [
        "GOOD1-AAAAA-BBBBB",  # 1
        "abcd",  # 2: too short
        "",  # 3: blank, skipped
        "BAD KEY WITH SPACES",  # 4
        "good1-aaaaa-bbbbb",  # 5: line 1 again (keys are case-insensitive)
        "stored-aaaaa-11111",  # 6: stored for the other version
        "X" * 65,  # 7: too long
        "ÄÖÜ-12345",  # 8
        "GOOD2-AAAAA-BBBBB",  # 9
        "GOOD2-AAAAA-BBBBB",  # 10
    ]

    report = await run(sessions, skus["star-raid-0"], lines)

    assert report.stored == 2
    assert problems(report) == [
        (2, "not a key (5–64 characters of A–Z, a–z, 0–9 and -)"),
        (4, "not a key (5–64 characters of A–Z, a–z, 0–9 and -)"),
        (5, "repeats the key on line 1"),
        (6, "this key is already stored"),
        (7, "not a key (5–64 characters of A–Z, a–z, 0–9 and -)"),
        (8, "not a key (5–64 characters of A–Z, a–z, 0–9 and -)"),
        (10, "repeats the key on line 9"),
    ]
    assert await stock(sessions, skus["star-raid-0"]) == 2
    assert await stock(sessions, skus["star-raid-1"]) == 1
    assert len(await stored_keys(sessions)) == 3
    rendered = report.render()
    assert "line 6: this key is already stored" in rendered and "7 line(s) rejected" in rendered


async def test_stock_grows_by_exactly_the_keys_stored(
    sessions: async_sessionmaker[AsyncSession], skus: dict[str, int]
) -> None:
    sku_id = skus["star-raid-0"]
    async with unit_of_work(sessions) as session:
        await session.execute(update(Sku).where(Sku.id == sku_id).values(stock=5))

    await run(sessions, sku_id, [f"KEY{n:02d}-AAAAA" for n in range(12)])
    await run(sessions, sku_id, [f"KEY{n:02d}-AAAAA" for n in range(10, 15)])  # 10, 11 stored already

    assert await stock(sessions, sku_id) == 5 + 12 + 3


async def test_an_unknown_sku_is_an_error_naming_it(sessions: async_sessionmaker[AsyncSession]) -> None:
    with pytest.raises(UnknownSkuError, match="id 987654"):
        await run(sessions, 987654, ["AAAAA-BBBBB-CCCCC"])
    assert await stored_keys(sessions) == []


async def test_a_key_stored_meanwhile_is_reported_not_a_crash(
    sessions: async_sessionmaker[AsyncSession], skus: dict[str, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    await run(sessions, skus["star-raid-1"], ["RACED-AAAAA-BBBBB"])

    async def check_missed(_session: AsyncSession, _digests: list[str]) -> set[str]:
        return set()  # as if the other import committed right after this one looked

    monkeypatch.setattr(keys_module, "_stored_digests", check_missed)
    report = await run(sessions, skus["star-raid-0"], ["FRESH-AAAAA-BBBBB", "RACED-AAAAA-BBBBB"])

    assert report.stored == 1
    assert problems(report) == [(2, "this key was stored meanwhile by another import")]
    assert await stock(sessions, skus["star-raid-0"]) == 1


async def test_concurrent_imports_of_overlapping_files_never_store_a_key_twice(
    sessions: async_sessionmaker[AsyncSession], skus: dict[str, int], monkeypatch: pytest.MonkeyPatch
) -> None:
    real_check = keys_module._stored_digests
    both_checked = asyncio.Barrier(2)

    async def check_then_wait(session: AsyncSession, digests: list[str]) -> set[str]:
        found = await real_check(session, digests)
        await asyncio.wait_for(both_checked.wait(), 10)  # both looked before either inserts
        return found

    monkeypatch.setattr(keys_module, "_stored_digests", check_then_wait)
    first = [f"SHARE-{n:05d}" for n in range(0, 60)]
    second = [f"SHARE-{n:05d}" for n in range(30, 90)][::-1]

    one, two = await asyncio.gather(
        run(sessions, skus["star-raid-0"], first), run(sessions, skus["star-raid-1"], second)
    )

    assert one.stored + two.stored == 90
    assert len(one.problems) + len(two.problems) == 30
    rows = await stored_keys(sessions)
    assert len(rows) == len({row.key_digest for row in rows}) == 90
    assert await stock(sessions, skus["star-raid-0"]) == one.stored
    assert await stock(sessions, skus["star-raid-1"]) == two.stored
    async with sessions() as session:
        query = select(ActivationKey.sku_id, func.count()).group_by(ActivationKey.sku_id)
        per_sku = {sku_id: n for sku_id, n in await session.execute(query)}
    assert per_sku == {skus["star-raid-0"]: one.stored, skus["star-raid-1"]: two.stored}


# The command line -----------------------------------------------------------------------------


async def cli(*argv: str) -> int:
    return await asyncio.to_thread(main, list(argv))


@pytest.mark.usefixtures("cli_env")
async def test_cli_import_keys_exit_codes_and_report(
    sessions: async_sessionmaker[AsyncSession],
    skus: dict[str, int],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    sku_id = skus["star-raid-0"]
    good = tmp_path / "keys.txt"
    good.write_text("\ufeffAAAAA-BBBBB-CCCCC\nDDDDD-EEEEE-FFFFF\n\n", encoding="utf-8")
    assert await cli("import-keys", "--sku", str(sku_id), str(good)) == 0
    assert f"SKU {sku_id} (star-raid-0): 2 key(s) stored, 0 line(s) rejected" in capsys.readouterr().out

    again = tmp_path / "again.txt"
    again.write_text("AAAAA-BBBBB-CCCCC\nGGGGG-HHHHH-IIIII\nbad!\n", encoding="utf-8")
    assert await cli("import-keys", "--sku", str(sku_id), str(again)) == 1
    out = capsys.readouterr().out
    assert "1 key(s) stored, 2 line(s) rejected" in out
    assert "line 1: this key is already stored" in out and "line 3: not a key" in out
    assert await stock(sessions, sku_id) == 3

    assert await cli("import-keys", "--sku", "987654", str(good)) == 2
    assert "no game version (SKU) has id 987654" in capsys.readouterr().err
    assert await cli("import-keys", "--sku", str(sku_id), str(tmp_path / "missing.txt")) == 2
    assert "cannot read" in capsys.readouterr().err
    assert await stock(sessions, sku_id) == 3
