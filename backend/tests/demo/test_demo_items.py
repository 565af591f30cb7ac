"""The demo's items and collectibles: `demo-data` imports them before the tasks that give them, adds a
bonus code item for a real demo game, stores their pictures and 3D models (one deliberately broken)
where their URLs point, and changes nothing when loaded again."""

from __future__ import annotations

import json
import math
import re
import struct
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import func, select

from conftest import AppFactory, SmsOutbox, bearer, client_for, data, login_by_sms
from demo_assets.item_assets import MODELS, demo_item_files, model_file
from gamestore.core.crypto import KeyCipher
from gamestore.demo.loader import (
    BONUS_CODE_GAME,
    BONUS_CODE_ITEM,
    BONUS_CODE_VERSION,
    BONUS_CODES,
    ITEMS,
    TASKS,
    load_demo,
)
from gamestore.models import Sku, Spu
from gamestore.models.engagement import MemberCollectibleDefinition, MemberItemCode, MemberItemDefinition

LANGUAGES = {"en", "zh-Hans", "zh-Hant", "ja"}
GLB_JSON, GLB_BIN = 0x4E4F534A, 0x004E4942
COMPONENTS = {"SCALAR": 1, "VEC3": 3}
COMPONENT_BYTES = {5123: 2, 5126: 4}  # unsigned short, float
UNPACK = {5123: "H", 5126: "f"}
Vector = tuple[float, ...]


@pytest.fixture(scope="module")
def item_file() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(ITEMS.read_text(encoding="utf-8"))
    return loaded


@pytest.fixture
def app(app_factory: AppFactory, tmp_path: Path) -> Any:
    return app_factory(upload_dir=tmp_path / "uploads")


async def load(app: Any) -> str:
    settings = app.state.settings
    async with app.state.sessions() as session, session.begin():
        return await load_demo(session, settings, KeyCipher.from_settings(settings), app.state.storage)


async def count(app: Any, model: type[Any]) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(func.count()).select_from(model)) or 0)


# --- a GLB reader, strict enough to tell a model from garbage --------------------------------------


def _unpack(layout: str, content: bytes, offset: int) -> tuple[Any, ...]:
    if offset + struct.calcsize(layout) > len(content):
        raise ValueError("the file ends too soon")
    return struct.unpack_from(layout, content, offset)


def parse_glb(content: bytes) -> tuple[dict[str, Any], bytes]:
    """The JSON document and the binary chunk of a GLB file; ValueError when it is not one."""
    magic, version, length = _unpack("<4sII", content, 0)
    if magic != b"glTF" or version != 2 or length != len(content):
        raise ValueError(f"not a glTF 2 binary of this length: {magic!r} {version} {length}")
    json_length, json_type = _unpack("<II", content, 12)
    if json_type != GLB_JSON or json_length % 4:
        raise ValueError("the first chunk is not 4-byte aligned JSON")
    document: dict[str, Any] = json.loads(content[20 : 20 + json_length].decode("utf-8"))
    offset = 20 + json_length
    bin_length, bin_type = _unpack("<II", content, offset)
    if bin_type != GLB_BIN or bin_length % 4 or offset + 8 + bin_length != length:
        raise ValueError("the second chunk is not a 4-byte aligned BIN chunk ending the file")
    return document, content[offset + 8 : offset + 8 + bin_length]


def accessor_values(document: dict[str, Any], binary: bytes, index: int) -> list[tuple[float, ...]]:
    """An accessor's elements, after checking its view lies in the buffer and it in its view."""
    accessor = document["accessors"][index]
    view = document["bufferViews"][accessor["bufferView"]]
    buffer_length = document["buffers"][view["buffer"]]["byteLength"]
    assert len(binary) - 4 < buffer_length <= len(binary)  # the chunk is padded to 4 bytes at most
    assert view["byteOffset"] + view["byteLength"] <= buffer_length
    width = COMPONENTS[accessor["type"]]
    size = accessor["count"] * width * COMPONENT_BYTES[accessor["componentType"]]
    assert accessor.get("byteOffset", 0) + size <= view["byteLength"]
    layout = f"<{accessor['count'] * width}{UNPACK[accessor['componentType']]}"
    flat = struct.unpack_from(layout, binary, view["byteOffset"] + accessor.get("byteOffset", 0))
    return [tuple(flat[n : n + width]) for n in range(0, len(flat), width)]


def dot(a: Vector, b: Vector) -> float:
    return sum(x * y for x, y in zip(a, b, strict=True))


def facing_out(a: Vector, b: Vector, c: Vector, normal: Vector) -> bool:
    """Wound counter-clockwise seen from outside (glTF's front face), as its normal says, on a
    shape around the origin."""
    u, v = [q - p for p, q in zip(a, b, strict=True)], [q - p for p, q in zip(a, c, strict=True)]
    cross = (u[1] * v[2] - u[2] * v[1], u[2] * v[0] - u[0] * v[2], u[0] * v[1] - u[1] * v[0])
    centre = tuple(sum(axis) / 3 for axis in zip(a, b, c, strict=True))
    return dot(cross, normal) > 0 and dot(cross, centre) > 0


def check_model(document: dict[str, Any], binary: bytes) -> None:
    assert document["asset"]["version"] == "2.0"
    node = document["nodes"][document["scenes"][document["scene"]]["nodes"][0]]
    [primitive] = document["meshes"][node["mesh"]]["primitives"]
    positions = accessor_values(document, binary, primitive["attributes"]["POSITION"])
    normals = accessor_values(document, binary, primitive["attributes"]["NORMAL"])
    indices = [i for (i,) in accessor_values(document, binary, primitive["indices"])]
    position_accessor = document["accessors"][primitive["attributes"]["POSITION"]]
    assert position_accessor["min"] == [min(axis) for axis in zip(*positions, strict=True)]
    assert position_accessor["max"] == [max(axis) for axis in zip(*positions, strict=True)]
    assert len(normals) == len(positions) and all(
        math.isclose(math.hypot(*n), 1, abs_tol=1e-6) for n in normals
    )
    assert len(indices) % 3 == 0 and max(indices) < len(positions)
    for n in range(0, len(indices), 3):
        a, b, c = (positions[i] for i in indices[n : n + 3])
        assert facing_out(a, b, c, normals[indices[n]]), f"triangle {n // 3} faces inwards"
    colour = document["materials"][primitive["material"]]["pbrMetallicRoughness"]["baseColorFactor"]
    assert len(colour) == 4 and all(0 <= c <= 1 for c in colour)


# --- the files, without a database -----------------------------------------------------------------


def test_the_item_file_keeps_the_import_format(item_file: dict[str, Any]) -> None:
    vouchers = item_file["items"]
    assert {row["type"] for row in vouchers} == {2} and all(row["spuIds"] == [] for row in vouchers)
    for row in [*vouchers, *item_file["collectibles"], BONUS_CODE_ITEM]:
        assert set(row["names"]) == LANGUAGES and all(0 < len(n) <= 60 for n in row["names"].values())
    rarities = {row["code"]: row["rarity"] for row in item_file["collectibles"]}
    assert rarities == {
        "golden-quantum-cat": 4,
        "pixel-crown": 3,
        "launch-badge": 2,
        "collector-trophy": 3,
        "broken-relic": 1,
    }
    milestones = {row["code"]: row.get("purchaseMilestone") for row in item_file["collectibles"]}
    assert milestones["collector-trophy"] == 3 and milestones["launch-badge"] is None
    models = {row["code"]: row.get("modelUrl") for row in item_file["collectibles"]}
    assert models["broken-relic"] == "/uploads/demo/models/broken.glb" and models["launch-badge"] is None


def test_the_models_are_glb_files_but_the_broken_one() -> None:
    for name in MODELS:
        document, binary = parse_glb(model_file(name))
        check_model(document, binary)
    with pytest.raises(ValueError, match="length"):
        parse_glb(model_file("broken.glb"))


def test_every_picture_and_model_the_file_names_is_made(item_file: dict[str, Any]) -> None:
    with_bonus_item = {**item_file, "items": [*item_file["items"], BONUS_CODE_ITEM]}
    files = {key: content for key, content, _ in demo_item_files(with_bonus_item)}
    named = set(re.findall(r'"/uploads/(demo/[^"]+)"', json.dumps(with_bonus_item)))
    assert set(files) == named
    pictures = [key for key in files if key.endswith(".svg")]
    assert len(pictures) == len(with_bonus_item["items"]) + len(item_file["collectibles"])
    for key in pictures:
        root = ET.fromstring(files[key])  # noqa: S314 - made by the code under test
        assert root.tag == "{http://www.w3.org/2000/svg}svg", key


# --- the loader --------------------------------------------------------------------------------------


async def test_the_demo_loads_the_items_and_a_bonus_code_item_for_its_game(
    app: Any, item_file: dict[str, Any]
) -> None:
    summary = await load(app)
    assert "items: 4 created, 0 updated, 0 rejected; codes: 50 added, 0 skipped" in summary, summary
    assert "collectibles: 5 created, 0 updated, 0 rejected" in summary, summary
    assert "member tasks: tasks: 10 created, 0 updated, 0 rejected" in summary, summary
    assert await count(app, MemberItemDefinition) == len(item_file["items"]) + 1
    assert await count(app, MemberCollectibleDefinition) == len(item_file["collectibles"])
    cipher = KeyCipher.from_settings(app.state.settings)
    async with app.state.sessions() as session:
        game_id = await session.scalar(select(Spu.id).where(Spu.code == BONUS_CODE_GAME))
        skin = await session.scalar(
            select(MemberItemDefinition).where(MemberItemDefinition.code == BONUS_CODE_ITEM["code"])
        )
        carrying = await session.scalar(select(Sku.id).where(Sku.code == BONUS_CODE_VERSION))
        assert skin is not None and skin.spu_ids == [game_id] and skin.with_sku_ids == [carrying]
        codes = (
            await session.scalars(select(MemberItemCode).where(MemberItemCode.definition_id == skin.id))
        ).all()
    assert len(codes) == BONUS_CODES
    assert all(re.fullmatch(r"QC-[A-Z0-9]{4}-[A-Z0-9]{4}", cipher.decrypt(c.code_encrypted)) for c in codes)


async def test_the_model_urls_serve_a_model_and_a_broken_one(app: Any) -> None:
    await load(app)
    collectibles = select(MemberCollectibleDefinition.code, MemberCollectibleDefinition.model_url)
    async with app.state.sessions() as session:
        urls = {code: url for code, url in await session.execute(collectibles)}
        pictures = [
            *await session.scalars(select(MemberItemDefinition.pic_url)),
            *await session.scalars(select(MemberCollectibleDefinition.pic_url)),
        ]
    async with client_for(app) as client:
        for code in ("golden-quantum-cat", "pixel-crown"):
            served = await client.get(f"http://testserver{urls[code]}")
            assert served.status_code == 200, code
            check_model(*parse_glb(served.content))
        broken = await client.get(f"http://testserver{urls['broken-relic']}")
        assert broken.status_code == 200 and broken.content.startswith(b"glTF")
        with pytest.raises(ValueError, match="length"):
            parse_glb(broken.content)
        for url in pictures:
            picture = await client.get("http://testserver" + url)
            assert picture.status_code == 200 and picture.headers["content-type"] == "image/svg+xml", url


async def test_loading_twice_changes_nothing(app: Any) -> None:
    await load(app)
    tables = (MemberItemDefinition, MemberItemCode, MemberCollectibleDefinition)
    counted = [await count(app, table) for table in tables]
    summary = await load(app)
    assert "items: 0 created, 4 updated, 0 rejected; codes: 0 added, 50 skipped" in summary, summary
    assert "collectibles: 0 created, 5 updated, 0 rejected" in summary, summary
    assert "tasks: 0 created, 10 updated, 0 rejected" in summary, summary
    assert [await count(app, table) for table in tables] == counted


async def test_the_demo_tasks_give_items_and_collectibles(app: Any, outbox: SmsOutbox) -> None:
    await load(app)
    async with client_for(app) as client:
        client.headers.update(bearer(await login_by_sms(client, outbox, "13800138330")))
        page = data(await client.get("/member/task/page", params={"language": "en", "pageSize": 50}))
    rewards = {
        task["code"]: [(r["kind"], r["code"], r["name"], r["quantity"]) for r in task["rewardItems"]]
        for task in page["list"]
    }
    assert rewards["once-first-purchase"] == [
        ("item", "voucher-10-off", "10% off voucher", 1),
        ("collectible", "launch-badge", "Launch Badge", 1),
    ]
    assert rewards["weekly-buy"][0] == ("collectible", "golden-quantum-cat", "Golden Quantum Cat", 1)
    given = {code for listed in rewards.values() for _, code, _, _ in listed}
    tasks = json.loads(TASKS.read_text(encoding="utf-8"))["tasks"]
    assert given == {r["code"] for task in tasks for r in task.get("rewardItems", [])}
    assert rewards["daily-check-in"] == []
