"""Dictionary, app information and health over HTTP."""

from __future__ import annotations

import httpx

from conftest import data, failure
from gamestore.system.dict_catalog import dict_types


async def test_dictionary_of_one_type_in_each_language(client: httpx.AsyncClient) -> None:
    rows = data(
        await client.get("/system/dict-data/type", params={"type": "trade_order_status", "language": "en"})
    )
    assert [r["value"] for r in rows] == ["0", "10", "20", "30", "40"]
    assert set(rows[0]) == {"dictType", "value", "label", "colorType", "cssClass"}
    assert all(r["dictType"] == "trade_order_status" for r in rows)
    english = [r["label"] for r in rows]
    japanese = [
        r["label"]
        for r in data(
            await client.get(
                "/system/dict-data/type", params={"type": "trade_order_status", "language": "ja"}
            )
        )
    ]
    chinese = [
        r["label"]
        for r in data(
            await client.get(
                "/system/dict-data/type",
                params={"type": "trade_order_status"},
                headers={"content-language": "zh-Hant"},
            )
        )
    ]
    assert len({tuple(english), tuple(japanese), tuple(chinese)}) == 3


async def test_pay_channels_cover_the_spec(client: httpx.AsyncClient) -> None:
    rows = data(await client.get("/system/dict-data/type", params={"type": "pay_channel_code"}))
    values = {r["value"] for r in rows}
    assert {"wx_pub", "wx_lite", "wx_app", "wx_wap", "alipay_wap", "alipay_app", "wallet"} <= values


async def test_unknown_type_is_empty_and_missing_type_is_bad_input(client: httpx.AsyncClient) -> None:
    assert data(await client.get("/system/dict-data/type", params={"type": "no_such_type"})) == []
    code, msg = failure(await client.get("/system/dict-data/type", params={"language": "en"}))
    assert code == 400 and "type" in msg
    code, _ = failure(await client.get("/system/dict-data/type", params={"type": "x" * 101}))
    assert code == 400


async def test_simple_list_has_every_type(client: httpx.AsyncClient) -> None:
    rows = data(await client.get("/system/dict-data/simple-list", params={"language": "en"}))
    assert {r["dictType"] for r in rows} == set(dict_types())
    assert len(rows) == len({(r["dictType"], r["value"]) for r in rows})


async def test_app_info(client: httpx.AsyncClient) -> None:
    info = data(await client.get("/system/app-info/get"))
    assert info["version"] == "1.0.4"
    assert info["versionCode"] == 186
    assert info["fileSystem"] == "public"
    assert {"name", "logo", "cdnUrl"} <= set(info)


async def test_health_reports_the_database(client: httpx.AsyncClient) -> None:
    health = data(await client.get("/system/health"))
    assert health["status"] == "ok"
    assert health["database"] is True


async def test_the_tenant_of_a_website_is_the_stores(client: httpx.AsyncClient) -> None:
    """yudao's client asks at start-up (its host on H5, its appid in the mini program) and sends the
    answer's id as tenant-id from then on (issue 43): the store has one tenant, 1."""
    for website in ("shop.example.com:8080", "wx1234567890abcdef"):
        tenant = data(await client.get("/system/tenant/get-by-website", params={"website": website}))
        assert tenant["id"] == 1 and tenant["name"]
    code, msg = failure(await client.get("/system/tenant/get-by-website", params={"language": "en"}))
    assert code == 400 and "website" in msg
