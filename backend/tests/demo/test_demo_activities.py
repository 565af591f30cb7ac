"""The demo's discount activities: they name real versions, run from when the demo is loaded, and
loading again moves them instead of adding more."""

from __future__ import annotations

import json
from datetime import timedelta
from typing import Any

import httpx
import pytest
from pydantic import ValidationError
from sqlalchemy import func, select

from conftest import data
from gamestore.catalogue.importer import import_catalogue
from gamestore.core import clock
from gamestore.core.times import epoch_ms
from gamestore.demo.activities import ACTIVITIES, DemoActivities, load_activities
from gamestore.demo.loader import CATALOGUE
from gamestore.models import DiscountActivity, DiscountProduct


@pytest.fixture(scope="module")
def activities() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(ACTIVITIES.read_text(encoding="utf-8"))
    return loaded


@pytest.fixture(scope="module")
def catalogue() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(CATALOGUE.read_text(encoding="utf-8"))
    return loaded


def test_the_activities_discount_real_versions(activities: dict[str, Any], catalogue: dict[str, Any]) -> None:
    prices = {sku["code"]: sku["price"] for game in catalogue["games"] for sku in game["skus"]}
    running = [a for a in activities["activities"] if a["startDays"] <= 0 < a["endDays"]]
    upcoming = [a for a in activities["activities"] if a["startDays"] > 0]
    assert [len(a["items"]) for a in running] == [9, 4] and len(upcoming) == 1
    assert all(a["endDays"] == 14 for a in running)
    for activity in activities["activities"]:
        assert set(activity["names"]) == {"en", "zh-Hans", "zh-Hant", "ja"}
        for item in activity["items"]:
            assert item["sku"] in prices, item
            assert item.get("amountOff", 0) < prices[item["sku"]], item


async def count(app: Any, model: type[Any]) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(func.count()).select_from(model)) or 0)


async def test_loading_twice_moves_the_activities_instead_of_adding(
    app: Any, client: httpx.AsyncClient, activities: dict[str, Any], catalogue: dict[str, Any]
) -> None:
    first = clock.now().replace(microsecond=0) - timedelta(days=3)
    async with app.state.sessions() as session, session.begin():
        await import_catalogue(session, catalogue)
        assert await load_activities(session, activities, first) == (3, 15)
    assert (await count(app, DiscountActivity), await count(app, DiscountProduct)) == (3, 15)

    now = clock.now().replace(microsecond=0)
    async with app.state.sessions() as session, session.begin():
        assert await load_activities(session, activities, now) == (3, 15)
    assert (await count(app, DiscountActivity), await count(app, DiscountProduct)) == (3, 15)
    async with app.state.sessions() as session:
        windows = {
            row.names["en"]: (row.start_time, row.end_time)
            for row in await session.scalars(select(DiscountActivity))
        }
    assert windows == {
        "Winter sale": (now, now + timedelta(days=14)),
        "CN¥15 off weekend": (now, now + timedelta(days=14)),
        "Spring festival": (now + timedelta(days=7), now + timedelta(days=21)),
    }

    page = data(await client.get("/product/spu/page", params={"pageSize": 100, "language": "en"}))
    cards = {item["name"]: item for item in page["list"]}
    crown = cards["Crown of Embers"]  # 40 % off its 14880 standard version
    assert (crown["price"], crown["activityPrice"], crown["discountEndTime"]) == (
        14880,
        8928,
        epoch_ms(now + timedelta(days=14)),
    )
    starfall = cards["Starfall Odyssey"]  # 30 % off (10395) beats 15 yuan off (13350)
    assert (starfall["price"], starfall["activityPrice"]) == (14850, 10395)
    hyperlane = cards["Hyperlane Thunder"]  # the deluxe 24800 at 30 % off is below the 19800 standard
    assert (hyperlane["price"], hyperlane["activityPrice"]) == (24800, 17360)
    assert cards["Eidolon Nine"]["activityPrice"] is None  # the spring festival has not started
    on_event = [item for item in page["list"] if item["activityPrice"] is not None]
    assert len(on_event) == 11


def test_a_malformed_activity_is_refused(activities: dict[str, Any]) -> None:
    broken = json.loads(json.dumps(activities))
    broken["activities"][0]["items"][0]["amountOff"] = 100  # and percentOff: which one?
    with pytest.raises(ValidationError, match="exactly one"):
        DemoActivities.model_validate(broken)
