"""The operator's item file (`gamestore import-items`): item and collectible definitions matched on
their code, created or updated; bonus codes added to an item's pool once, encrypted; every bad row
reported and left out whole while the good ones import."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import select, update

from gamestore.cli import main
from gamestore.core.crypto import KeyCipher
from gamestore.core.db import unit_of_work
from gamestore.engagement.item_import import ItemImportReport, import_items
from gamestore.models.engagement import MemberCollectibleDefinition, MemberItemCode, MemberItemDefinition

SKIN_CODES = ["QC-SKIN-0001", "QC-SKIN-0002"]


def texts(word: str) -> dict[str, str]:
    return {"en": word, "zh-Hans": f"{word} 简", "zh-Hant": f"{word} 繁", "ja": f"{word} 日"}


def voucher(**changes: Any) -> dict[str, Any]:
    row = {
        "code": "voucher-10-off",
        "type": 2,
        "rarity": 2,
        "names": texts("10% off"),
        "instructions": {"en": "Choose it on Confirm Order."},
        "picUrl": "/uploads/demo/items/voucher.svg",
        "spuIds": [],
        "discountType": 1,
        "discountValue": 10,
        "minAmount": 3000,
        "validDays": 30,
        "sort": 0,
        "enabled": True,
    }
    return _changed(row, changes)


def bonus_code(**changes: Any) -> dict[str, Any]:
    row = {
        "code": "quantum-cats-skin",
        "type": 1,
        "rarity": 3,
        "names": texts("Quantum Cats skin"),
        "instructions": texts("Redeem it in the game's shop."),
        "picUrl": "https://cdn.example.com/items/skin.png",
        "spuIds": [55],
        "codes": SKIN_CODES,
    }
    return _changed(row, changes)


def collectible(**changes: Any) -> dict[str, Any]:
    row = {
        "code": "golden-cat",
        "rarity": 4,
        "names": texts("Golden cat"),
        "descriptions": {"en": "A cat of gold.", "ja": "金の猫。"},
        "value": 9900,
        "valuation": 12800,
        "picUrl": "/uploads/demo/collectibles/cat.png",
        "modelUrl": "/uploads/demo/models/cat.GLB?v=2",
        "editionSize": 500,
        "sort": 0,
        "enabled": True,
    }
    return _changed(row, changes)


def _changed(row: dict[str, Any], changes: dict[str, Any]) -> dict[str, Any]:
    """The row with ``changes``; a change to None leaves that field out."""
    merged = {**row, **changes}
    return {name: value for name, value in merged.items() if value is not None}


def catalogue() -> dict[str, Any]:
    return {"items": [voucher(), bonus_code()], "collectibles": [collectible()]}


@pytest.fixture
def cipher(app: Any) -> KeyCipher:
    return KeyCipher.from_settings(app.state.settings)


async def run_import(app: Any, cipher: KeyCipher, data: Any) -> ItemImportReport:
    async with unit_of_work(app.state.sessions) as session:
        return await import_items(session, data, cipher)


async def items_by_code(app: Any) -> dict[str, MemberItemDefinition]:
    async with app.state.sessions() as session:
        return {item.code: item for item in await session.scalars(select(MemberItemDefinition))}


async def collectibles_by_code(app: Any) -> dict[str, MemberCollectibleDefinition]:
    async with app.state.sessions() as session:
        return {c.code: c for c in await session.scalars(select(MemberCollectibleDefinition))}


async def stored_codes(app: Any, cipher: KeyCipher) -> list[tuple[str, str]]:
    """(item code, bonus code) of every stored bonus code, decrypted, in order."""
    async with app.state.sessions() as session:
        rows = await session.execute(
            select(MemberItemDefinition.code, MemberItemCode.code_encrypted).join(
                MemberItemDefinition, MemberItemDefinition.id == MemberItemCode.definition_id
            )
        )
        return sorted((item, cipher.decrypt(token)) for item, token in rows)


async def test_the_file_creates_items_and_collectibles(app: Any, cipher: KeyCipher) -> None:
    report = await run_import(app, cipher, catalogue())
    assert report.ok, report.render()
    assert report.render() == (
        "items: 2 created, 0 updated, 0 rejected; codes: 2 added, 0 skipped\n"
        "collectibles: 1 created, 0 updated, 0 rejected"
    )
    items = await items_by_code(app)
    off = items["voucher-10-off"]
    assert (off.type, off.rarity, off.discount_type, off.discount_value) == (2, 2, 1, 10)
    assert (off.min_amount, off.valid_days, off.spu_ids, off.enabled) == (3000, 30, [], True)
    assert off.names == texts("10% off")
    assert off.instructions == {"en": "Choose it on Confirm Order.", "zh-Hans": "", "zh-Hant": "", "ja": ""}
    skin = items["quantum-cats-skin"]
    assert (skin.type, skin.spu_ids, skin.discount_type, skin.discount_value) == (1, [55], None, None)
    assert (skin.min_amount, skin.valid_days, skin.pic_url) == (
        0,
        None,
        "https://cdn.example.com/items/skin.png",
    )
    cat = (await collectibles_by_code(app))["golden-cat"]
    assert (cat.rarity, cat.value, cat.valuation, cat.edition_size, cat.issued) == (4, 9900, 12800, 500, 0)
    assert cat.model_url == "/uploads/demo/models/cat.GLB?v=2"
    assert cat.descriptions == {"en": "A cat of gold.", "zh-Hans": "", "zh-Hant": "", "ja": "金の猫。"}
    assert (off.with_sku_ids, cat.purchase_milestone) == ([], None)


async def test_versions_carry_items_and_collectibles_mark_purchase_milestones(
    app: Any, cipher: KeyCipher
) -> None:
    data = catalogue()
    data["items"][0]["withSkuIds"] = [7, 9]
    data["collectibles"][0]["purchaseMilestone"] = 3
    assert (await run_import(app, cipher, data)).ok
    assert (await items_by_code(app))["voucher-10-off"].with_sku_ids == [7, 9]
    assert (await collectibles_by_code(app))["golden-cat"].purchase_milestone == 3


async def test_bonus_codes_are_stored_encrypted(app: Any, cipher: KeyCipher) -> None:
    await run_import(app, cipher, catalogue())
    async with app.state.sessions() as session:
        codes = list(await session.scalars(select(MemberItemCode).order_by(MemberItemCode.id)))
    assert [code.item_id for code in codes] == [None, None]
    assert sorted(cipher.decrypt(code.code_encrypted) for code in codes) == SKIN_CODES
    for code in codes:
        plain = cipher.decrypt(code.code_encrypted)
        assert plain.encode() not in code.code_encrypted
        assert code.code_digest == cipher.key_digest(plain)


async def test_importing_again_updates_and_adds_each_code_once(app: Any, cipher: KeyCipher) -> None:
    await run_import(app, cipher, catalogue())
    again = {
        "items": [
            voucher(names=texts("Ten percent off"), minAmount=0),
            # Already stored, new, new again in the file, and the same code in other letters' case.
            bonus_code(codes=["QC-SKIN-0002", "QC-SKIN-0003", "QC-SKIN-0003", "qc-skin-0001"]),
        ],
        "collectibles": [collectible(valuation=15000, modelUrl=None)],
    }
    report = await run_import(app, cipher, again)
    assert report.ok, report.render()
    assert report.render() == (
        "items: 0 created, 2 updated, 0 rejected; codes: 1 added, 3 skipped\n"
        "collectibles: 0 created, 1 updated, 0 rejected"
    )
    off = (await items_by_code(app))["voucher-10-off"]
    assert (off.names["en"], off.min_amount) == ("Ten percent off", 0)
    cat = (await collectibles_by_code(app))["golden-cat"]
    assert (cat.valuation, cat.model_url) == (15000, None)
    assert await stored_codes(app, cipher) == [
        ("quantum-cats-skin", "QC-SKIN-0001"),
        ("quantum-cats-skin", "QC-SKIN-0002"),
        ("quantum-cats-skin", "QC-SKIN-0003"),
    ]


async def test_a_code_stored_for_another_item_is_skipped(app: Any, cipher: KeyCipher) -> None:
    await run_import(app, cipher, catalogue())
    other = bonus_code(code="another-skin", codes=["QC-SKIN-0001", "OTHER-0001"])
    report = await run_import(app, cipher, {"items": [other]})
    assert (report.ok, report.codes_added, report.codes_skipped) == (True, 1, 1)
    assert ("another-skin", "OTHER-0001") in await stored_codes(app, cipher)


@pytest.mark.parametrize(
    ("section", "bad_row", "field"),
    [
        ("items", voucher(discountType=None, discountValue=None), "discountType"),
        ("items", voucher(discountValue=None), "discountValue"),
        ("items", voucher(discountValue=100), "discountValue"),
        ("items", voucher(discountType=3), "discountType"),
        ("items", voucher(discountType=2, discountValue=5000, minAmount=4999), "minAmount"),
        ("items", voucher(discountType=2, discountValue=10_000_001, minAmount=20_000_000), "discountValue"),
        ("items", voucher(codes=["A-CODE"]), "codes"),
        ("items", bonus_code(spuIds=[]), "spuIds"),
        ("items", bonus_code(spuIds=None), "spuIds"),
        ("items", bonus_code(spuIds=[0]), "spuIds[0]"),
        ("items", bonus_code(spuIds=list(range(1, 202))), "spuIds"),
        ("items", bonus_code(discountType=1, discountValue=10), "discountType"),
        ("items", bonus_code(codes=["BAD\tCODE"]), "codes[0]"),
        ("items", bonus_code(codes=["  "]), "codes[0]"),
        ("items", bonus_code(codes=["X" * 129]), "codes[0]"),
        ("items", bonus_code(type=3), "type"),
        ("items", voucher(rarity=5), "rarity"),
        ("items", voucher(validDays=0), "validDays"),
        ("items", voucher(names={"en": "10% off"}), "names.zh-Hans"),
        ("items", voucher(names=texts("x" * 61)), "names.en"),
        ("items", voucher(instructions={"ja": "注文確認で選ぶ"}), "instructions.en"),
        ("items", voucher(instructions={"en": "x" * 501}), "instructions.en"),
        ("items", voucher(picUrl="http://example.com/voucher.svg"), "picUrl"),
        ("items", voucher(picUrl=None), "picUrl"),
        ("items", voucher(colour="gold"), "colour"),
        ("collectibles", collectible(modelUrl="/uploads/demo/models/cat.obj"), "modelUrl"),
        ("collectibles", collectible(modelUrl="/uploads/demo/models/cat.obj?x=.glb"), "modelUrl"),
        ("collectibles", collectible(editionSize=0), "editionSize"),
        ("collectibles", collectible(editionSize=1_000_001), "editionSize"),
        ("collectibles", collectible(value=100_000_001), "value"),
        ("collectibles", collectible(valuation=-1), "valuation"),
        ("collectibles", collectible(descriptions=None), "descriptions"),
        ("collectibles", collectible(issued=3), "issued"),
        ("items", voucher(withSkuIds=[0]), "withSkuIds[0]"),
        ("items", voucher(withSkuIds=list(range(1, 202))), "withSkuIds"),
        ("collectibles", collectible(purchaseMilestone=0), "purchaseMilestone"),
        ("collectibles", collectible(purchaseMilestone=10_001), "purchaseMilestone"),
    ],
)
async def test_a_bad_row_is_reported_and_left_out(
    app: Any, cipher: KeyCipher, section: str, bad_row: dict[str, Any], field: str
) -> None:
    data = catalogue()
    data[section].append({**bad_row, "code": "bad-row"})
    report = await run_import(app, cipher, data)
    assert not report.ok
    assert (report.counts["items"].created, report.counts["collectibles"].created) == (2, 1)
    assert report.counts[section].rejected == 1
    where = f"{section}[{len(data[section]) - 1}] (bad-row) {field}:"
    assert where in report.render(), report.render()
    assert "bad-row" not in await items_by_code(app)
    assert "bad-row" not in await collectibles_by_code(app)
    assert len(await stored_codes(app, cipher)) == len(SKIN_CODES)


async def test_a_code_repeated_in_a_list_is_refused_the_second_time(app: Any, cipher: KeyCipher) -> None:
    data = {
        "items": [voucher(), voucher(names=texts("Second"))],
        "collectibles": [collectible(), collectible(editionSize=1)],
    }
    report = await run_import(app, cipher, data)
    assert report.render().splitlines()[2:] == [
        "  items[1] (voucher-10-off) code: appears earlier in the list",
        "  collectibles[1] (golden-cat) code: appears earlier in the list",
    ]
    assert (await items_by_code(app))["voucher-10-off"].names == texts("10% off")
    assert (await collectibles_by_code(app))["golden-cat"].edition_size == 500


async def test_an_edition_cannot_shrink_below_the_copies_issued(app: Any, cipher: KeyCipher) -> None:
    data = {"collectibles": [collectible(), collectible(code="silver-cat")]}
    await run_import(app, cipher, data)
    async with unit_of_work(app.state.sessions) as session:
        await session.execute(update(MemberCollectibleDefinition).values(issued=10))
    data = {"collectibles": [collectible(editionSize=9), collectible(code="silver-cat", editionSize=10)]}
    report = await run_import(app, cipher, data)
    assert report.render().splitlines()[1:] == [
        "collectibles: 0 created, 1 updated, 1 rejected",
        "  collectibles[0] (golden-cat) editionSize: below the 10 copies already issued",
    ]
    editions = await collectibles_by_code(app)
    assert (editions["golden-cat"].edition_size, editions["silver-cat"].edition_size) == (500, 10)
    assert editions["golden-cat"].issued == 10


@pytest.mark.parametrize(
    ("data", "problem"),
    [
        ({**catalogue(), "tasks": []}, "tasks -: unknown key (expected items, collectibles)"),
        ({**catalogue(), "Items": [voucher(code="x")]}, "Items -: unknown key"),
        ({**catalogue(), "collectibles": {"golden-cat": {}}}, "collectibles -: must be a list"),
        ({**catalogue(), "collectibles": [collectible(), "a cat"]}, "collectibles[1] -: must be an object"),
    ],
)
async def test_the_file_shape_is_checked_and_good_rows_still_import(
    app: Any, cipher: KeyCipher, data: dict[str, Any], problem: str
) -> None:
    report = await run_import(app, cipher, data)
    assert not report.ok
    assert problem in report.render(), report.render()
    assert set(await items_by_code(app)) == {"voucher-10-off", "quantum-cats-skin"}


async def test_not_an_object_is_a_problem(app: Any, cipher: KeyCipher) -> None:
    report = await run_import(app, cipher, [voucher()])
    assert not report.ok and "must hold" in report.render()


async def test_empty_sections_import_nothing(app: Any, cipher: KeyCipher) -> None:
    report = await run_import(app, cipher, {})
    assert report.ok and report.render().startswith("items: 0 created, 0 updated, 0 rejected")


def test_the_command_imports_the_file_and_reports_problems(
    app: Any, cli_env: None, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # `app` only for its teardown, which empties the tables the command fills.
    file = tmp_path / "items.json"
    file.write_text(json.dumps(catalogue(), ensure_ascii=False), encoding="utf-8")
    assert main(["import-items", str(file)]) == 0
    assert "items: 2 created, 0 updated, 0 rejected; codes: 2 added, 0 skipped" in capsys.readouterr().out

    file.write_text(json.dumps({"items": [voucher(), bonus_code(spuIds=[])]}), encoding="utf-8")
    assert main(["import-items", str(file)]) == 1
    out = capsys.readouterr().out
    assert "items: 0 created, 1 updated, 1 rejected; codes: 0 added, 0 skipped" in out
    assert "  items[1] (quantum-cats-skin) spuIds: a bonus code item names at least one game" in out

    file.write_text(json.dumps([voucher()]), encoding="utf-8")
    assert main(["import-items", str(file)]) == 2
    file.write_text("{not json", encoding="utf-8")
    assert main(["import-items", str(file)]) == 2
