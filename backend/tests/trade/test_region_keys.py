"""Region-safe keys (issue 40, part 1): where a version and each key batch activate, the member's
country (Steam, their setting, GeoIP), checkout refusing a version that will not activate there,
and reservation taking only keys whose batch works there (a race on PostgreSQL too)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from mmdb_writer import MMDBWriter
from netaddr import IPSet
from sqlalchemy import select, update

from conftest import client_for, data, failure
from fixtures.shop import keyed_catalogue, member_tokens
from gamestore.catalogue.import_keys import import_keys
from gamestore.catalogue.regions import EVERYWHERE, RegionError, RegionMode, Regions
from gamestore.core.crypto import KeyCipher
from gamestore.core.geoip import country_of_ip
from gamestore.identity.country import choose
from gamestore.models import ActivationKey, Member, Sku
from gamestore.models.catalogue import KeyBatch
from gamestore.trade import errors

# -- the rule ------------------------------------------------------------------------------------


def test_allow_and_deny_lists_and_an_unknown_country() -> None:
    allow = Regions.parse("allow", ["HK", "CN", "CN"])
    deny = Regions.parse("deny", ["CN"])
    assert allow.countries == ("CN", "HK") and allow.codes == "CN,HK"
    assert allow.activates_in("CN") and not allow.activates_in("US")
    assert deny.activates_in("US") and not deny.activates_in("CN")
    assert EVERYWHERE.activates_in("CN")
    assert allow.activates_in(None) and deny.activates_in(None)  # unknown: not checked
    assert Regions.parse(None, []) == EVERYWHERE
    assert Regions.stored(RegionMode.DENY, "CN") == deny


@pytest.mark.parametrize(
    ("mode", "countries"), [("allow", ["cn"]), ("allow", ["XX"]), ("only", ["CN"]), ("deny", ["CHN"])]
)
def test_only_known_upper_case_codes_and_a_mode(mode: str, countries: list[str]) -> None:
    with pytest.raises(RegionError):
        Regions.parse(mode, countries)


# -- the key file's batch ----------------------------------------------------------------------------


async def _version(app: Any, keys: int = 0) -> int:
    cat = await keyed_catalogue(app, keys_per_version=keys)
    return int(cat.skus["iron-saga-0"].id)


async def _import(app: Any, sku_id: int, lines: list[str]) -> Any:
    cipher = KeyCipher.from_settings(app.state.settings)
    async with app.state.sessions() as session, session.begin():
        return await import_keys(session, cipher, sku_id, lines)


async def test_a_key_file_regions_line_makes_its_batch_activate_there(app: Any) -> None:
    sku_id = await _version(app)
    report = await _import(app, sku_id, ["# regions: allow CN, HK", "AAAAA-11111", "AAAAA-22222"])
    assert report.ok and report.stored == 2
    assert "only in CN HK" in report.render()
    async with app.state.sessions() as session:
        batch = await session.scalar(select(KeyBatch).where(KeyBatch.id == report.batch_id))
        batch_ids = set(
            await session.scalars(select(ActivationKey.batch_id).where(ActivationKey.sku_id == sku_id))
        )
    assert batch is not None and (batch.region_mode, batch.region_codes, batch.key_count) == (1, "CN,HK", 2)
    assert batch_ids == {report.batch_id}


@pytest.mark.parametrize(
    "line", ["# regions: allow cn", "# regions: allow XX", "# regions: only CN", "# regions:"]
)
async def test_a_bad_regions_line_stores_no_key(app: Any, line: str) -> None:
    sku_id = await _version(app)
    report = await _import(app, sku_id, [line, "BBBBB-11111"])
    assert not report.ok and report.stored == 0 and report.problems[0].line == 1
    async with app.state.sessions() as session:
        assert await session.scalar(select(Sku.stock).where(Sku.id == sku_id)) == 0


# -- the member's country ----------------------------------------------------------------------------


def _geoip(tmp_path: Path) -> Path:
    writer = MMDBWriter(ip_version=6, database_type="GeoIP2-Country", ipv4_compatible=True)
    writer.insert_network(IPSet(["203.0.113.0/24"]), {"country": {"iso_code": "JP"}})
    writer.insert_network(IPSet(["198.51.100.0/24"]), {"city": {"names": {"en": "Nowhere"}}})
    path = tmp_path / "country.mmdb"
    writer.to_db_file(str(path))
    return path


def test_the_request_country_comes_from_the_geoip_file(tmp_path: Path) -> None:
    path = _geoip(tmp_path)
    assert country_of_ip(path, "203.0.113.7") == "JP"
    assert country_of_ip(path, "198.51.100.1") is None  # a record without a country
    assert country_of_ip(path, "192.0.2.1") is None
    assert country_of_ip(path, "not an address") is None
    assert country_of_ip(None, "203.0.113.7") is None
    assert country_of_ip(tmp_path / "missing.mmdb", "203.0.113.7") is None


def test_steam_first_then_the_setting_then_the_request(tmp_path: Path) -> None:
    path = _geoip(tmp_path)
    assert (choose("US", "CN", path, "203.0.113.7").country, choose("US", "CN", path, "").source) == (
        "US",
        "steam",
    )
    assert choose(None, "CN", path, "203.0.113.7").source == "setting"
    assert (
        choose(None, None, path, "203.0.113.7").country,
        choose(None, None, path, "203.0.113.7").source,
    ) == (
        "JP",
        "ip",
    )
    assert choose(None, None, None, "203.0.113.7").country is None


async def test_my_information_sets_and_clears_the_country(app_factory: Any, tmp_path: Path) -> None:
    app = app_factory(geoip_database=_geoip(tmp_path))
    [headers] = await member_tokens(app, 1)
    async with client_for(app, **headers) as client:  # from 203.0.113.7
        before = data(await client.get("/member/user/get"))
        assert (before["country"], before["activationCountry"], before["activationCountrySource"]) == (
            None,
            "JP",
            "ip",
        )
        assert data(await client.put("/member/user/update", json={"country": "CN"})) is True
        mine = data(await client.get("/member/user/get"))
        assert (mine["country"], mine["activationCountry"], mine["activationCountrySource"]) == (
            "CN",
            "CN",
            "setting",
        )
        for bad in ("cn", "XX", "CHN"):
            code, _ = failure(await client.put("/member/user/update", json={"country": bad}))
            assert code != 0
        assert data(await client.put("/member/user/update", json={"country": ""})) is True
        assert data(await client.get("/member/user/get"))["country"] is None


# -- checkout --------------------------------------------------------------------------------------


async def _lock_version(app: Any, sku_id: int, mode: RegionMode, codes: str) -> None:
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(Sku).where(Sku.id == sku_id).values(region_mode=mode, region_codes=codes)
        )


async def _set_country(app: Any, mobile: str, country: str | None) -> None:
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Member).where(Member.mobile == mobile).values(country=country))


async def test_checkout_refuses_a_version_that_will_not_activate_where_the_member_is(app: Any) -> None:
    sku_id = await _version(app, keys=3)
    await _lock_version(app, sku_id, RegionMode.DENY, "CN")
    [headers] = await member_tokens(app, 1)
    await _set_country(app, "13900000000", "CN")
    body = {"items": [{"skuId": sku_id, "count": 1}], "pointStatus": False}
    async with client_for(app, **headers) as client:
        page = data(await client.get("/product/spu/get-detail", params={"id": await _spu_of(app, sku_id)}))
        assert [s["regions"] for s in page["skus"]] == [{"mode": "deny", "countries": ["CN"]}]
        for path in ("/trade/order/settlement", "/trade/order/create"):
            code, message = failure(await client.post(path, json={**body, "language": "zh-Hans"}))
            assert code == errors.REGION_LOCKED.code
            assert "无法在您所在的国家或地区（CN）激活" in message
        code, message = failure(await client.post("/trade/order/create", json={**body, "language": "ja"}))
        assert "有効化できない" in message
    async with app.state.sessions() as session:
        assert await session.scalar(select(Sku.stock).where(Sku.id == sku_id)) == 3  # nothing taken


async def test_an_unknown_country_is_not_checked(app: Any) -> None:
    sku_id = await _version(app, keys=3)
    await _lock_version(app, sku_id, RegionMode.ALLOW, "US")
    [headers] = await member_tokens(app, 1)  # no Steam, no setting, no GeoIP file
    async with client_for(app, **headers) as client:
        order = data(
            await client.post(
                "/trade/order/create", json={"items": [{"skuId": sku_id, "count": 1}], "pointStatus": False}
            )
        )
    assert order["id"]


async def _spu_of(app: Any, sku_id: int) -> int:
    async with app.state.sessions() as session:
        return int(await session.scalar(select(Sku.spu_id).where(Sku.id == sku_id)) or 0)


async def test_the_cart_line_carries_the_version_regions(app: Any) -> None:
    sku_id = await _version(app, keys=3)
    await _lock_version(app, sku_id, RegionMode.ALLOW, "HK,MO")
    [headers] = await member_tokens(app, 1)
    async with client_for(app, **headers) as client:
        data(await client.post("/trade/cart/add", json={"skuId": sku_id, "count": 1}))
        cart = data(await client.get("/trade/cart/list"))
    assert [line["sku"]["regions"] for line in cart["validList"]] == [
        {"mode": "allow", "countries": ["HK", "MO"]}
    ]


# -- reservation -------------------------------------------------------------------------------------


async def _reserved_batches(app: Any, order_id: int) -> list[int | None]:
    async with app.state.sessions() as session:
        return list(
            await session.scalars(select(ActivationKey.batch_id).where(ActivationKey.order_id == order_id))
        )


async def test_reservation_skips_keys_whose_batch_does_not_work_there(app: Any) -> None:
    sku_id = await _version(app)
    us_only = await _import(app, sku_id, ["# regions: allow US", "USKEY-00001", "USKEY-00002"])
    anywhere = await _import(app, sku_id, ["ANYKEY-00001"])  # the newer keys, higher ids
    [headers] = await member_tokens(app, 1)
    await _set_country(app, "13900000000", "CN")
    body = {"items": [{"skuId": sku_id, "count": 1}], "pointStatus": False}
    async with client_for(app, **headers) as client:
        first = data(await client.post("/trade/order/create", json=body))
        assert await _reserved_batches(app, first["id"]) == [anywhere.batch_id]
        # Two keys left, both for the US only: none works in CN, so the order is out of stock.
        code, _ = failure(await client.post("/trade/order/create", json=body))
    assert code == errors.SKU_STOCK_NOT_ENOUGH.code
    async with app.state.sessions() as session:
        assert await session.scalar(select(Sku.stock).where(Sku.id == sku_id)) == 2  # rolled back
    assert us_only.batch_id is not None


async def test_members_from_two_countries_racing_for_the_last_keys(app: Any) -> None:
    """Each batch works in one country; whoever wins, no key goes where it does not work."""
    sku_id = await _version(app)
    await _lock_version(app, sku_id, RegionMode.ALLOW, "CN,US")
    cn = await _import(app, sku_id, ["# regions: allow CN", *(f"CNKEY-{i:05d}" for i in range(3))])
    us = await _import(app, sku_id, ["# regions: allow US", *(f"USKEY-{i:05d}" for i in range(3))])
    members = await member_tokens(app, 12)
    countries = ["CN" if i % 2 == 0 else "US" for i in range(12)]
    for index, country in enumerate(countries):
        await _set_country(app, str(13900000000 + index), country)
    body = {"items": [{"skuId": sku_id, "count": 1}], "pointStatus": False}

    async def buy(headers: dict[str, str]) -> Any:
        async with client_for(app, **headers) as client:
            return (await client.post("/trade/order/create", json=body)).json()

    answers = await asyncio.gather(*(buy(headers) for headers in members))
    batch_of = {"CN": cn.batch_id, "US": us.batch_id}
    won: dict[str, int] = {"CN": 0, "US": 0}
    for country, answer in zip(countries, answers, strict=True):
        if answer["code"] == 0:
            won[country] += 1
            assert await _reserved_batches(app, answer["data"]["id"]) == [batch_of[country]]
        else:
            assert answer["code"] == errors.SKU_STOCK_NOT_ENOUGH.code
    assert won == {"CN": 3, "US": 3}
    async with app.state.sessions() as session:
        assert await session.scalar(select(Sku.stock).where(Sku.id == sku_id)) == 0
