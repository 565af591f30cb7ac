"""/metrics: refused without its token, absent without a configured one; request counts by route
template, orders created and paid, payment notices by result, job runs and versions low on keys
move with what really happens; several server processes add up."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from prometheus_client.parser import text_string_to_metric_families
from sqlalchemy import select, update

from conftest import bearer, client_for, data, login_by_sms
from fixtures.alipay_standin import AlipayStandIn, private_pem, public_pem, standin_keys
from fixtures.live_server import serve_in_thread
from fixtures.shop import keyed_catalogue
from gamestore.cli import shared_metrics_directory
from gamestore.core.config import Settings
from gamestore.core.jobs import run_once
from gamestore.models import PayOrderExtension, Sku

TOKEN = "metrics-token-" + "m" * 32
SCRAPER = {"Authorization": f"Bearer {TOKEN}"}
APP_ID = "2021004100000098"
FORM = {"Content-Type": "application/x-www-form-urlencoded; charset=utf-8"}
MOBILE = "13800000091"
NOTIFY = "/pay/notify/order/alipay_wap"

Samples = dict[tuple[str, tuple[tuple[str, str], ...]], float]


async def scrape(app: Any) -> Samples:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as c:
        answer = await c.get("/metrics", headers=SCRAPER)
    assert answer.status_code == 200, answer.text
    assert answer.headers["content-type"].startswith("text/plain; version=")
    assert answer.headers["cache-control"] == "no-store"
    return {
        (sample.name, tuple(sorted(sample.labels.items()))): sample.value
        for family in text_string_to_metric_families(answer.text)
        for sample in family.samples
    }


def value(samples: Samples, name: str, **labels: str) -> float:
    return samples.get((name, tuple(sorted(labels.items()))), 0.0)


async def test_without_a_token_configured_the_path_is_absent(app_factory: Any) -> None:
    app = app_factory()
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as c:
        assert (await c.get("/metrics")).status_code == 404
        assert (await c.get("/metrics", headers={"Authorization": "Bearer "})).status_code == 404


async def test_a_scraper_without_the_token_is_refused(app_factory: Any) -> None:
    app = app_factory(metrics_token=TOKEN)
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://testserver") as c:
        for headers in ({}, {"Authorization": "Bearer wrong"}, {"Authorization": TOKEN}):
            refused = await c.get("/metrics", headers=headers)
            assert refused.status_code == 401
            assert refused.headers["www-authenticate"] == "Bearer"
            assert "gamestore_" not in refused.text
        # Not a member call: no tenant header, no rate limit of /app-api.
        assert (await c.get("/metrics", headers=SCRAPER)).status_code == 200


def test_production_refuses_a_short_token() -> None:
    def problems(token: str) -> list[str]:
        settings = Settings(_env_file=None, app_env="production", metrics_token=token)
        return [p for p in settings.production_problems() if "METRICS_TOKEN" in p]

    assert problems("short")
    assert not problems("")
    assert not problems(TOKEN)


async def test_requests_are_counted_by_route_template_method_and_status_class(app_factory: Any) -> None:
    app = app_factory(metrics_token=TOKEN)
    before = await scrape(app)
    async with client_for(app) as client:
        for channel in ("unknown101", "unknown202"):  # a path with a parameter: one series
            assert (await client.post(f"/pay/notify/order/{channel}", content=b"{}")).status_code == 404
        assert (await client.get("/system/app-info/get")).status_code == 200
        assert (await client.get("/no/such/path/424242")).json()["code"] == 404
    after = await scrape(app)

    requests = "gamestore_http_requests_total"
    info = {"route": "/app-api/system/app-info/get", "method": "GET"}
    assert value(after, requests, **info, status="2xx") == value(before, requests, **info, status="2xx") + 1
    assert value(after, "gamestore_http_request_duration_seconds_count", **info) >= 1
    unmatched = {"route": "unmatched", "method": "GET", "status": "2xx"}  # the API's envelope says 404
    assert value(after, requests, **unmatched) == value(before, requests, **unmatched) + 1
    notify = {"route": "/app-api/pay/notify/order/{channelCode}", "method": "POST", "status": "4xx"}
    assert value(after, requests, **notify) == value(before, requests, **notify) + 2
    routes = {dict(labels).get("route", "") for name, labels in after if name == requests}
    assert not any("424242" in route or "unknown101" in route for route in routes)


@pytest.fixture
def alipay(app_factory: Any) -> Iterator[tuple[Any, AlipayStandIn]]:
    keys = standin_keys()
    standin = AlipayStandIn(
        app_id=APP_ID, merchant_public_key=keys.merchant.public_key(), alipay_private_key=keys.alipay
    )
    with serve_in_thread(standin) as base_url:
        app = app_factory(
            metrics_token=TOKEN,
            alipay_app_id=APP_ID,
            alipay_merchant_private_key=private_pem(keys.merchant),
            alipay_public_key=public_pem(keys.alipay),
            alipay_gateway_url=f"{base_url}/gateway.do",
            pay_notify_base_url="https://shop.example.com",
        )
        yield app, standin


async def open_at_alipay(app: Any, client: httpx.AsyncClient, pay_order_id: int) -> str:
    """Submit the payment to alipay_wap and open its cashier, as the buyer's browser would."""
    answer = data(
        await client.post(
            "/pay/order/submit",
            json={"id": pay_order_id, "channelCode": "alipay_wap", "returnUrl": "https://shop.example.com/r"},
        )
    )
    async with httpx.AsyncClient() as browser:
        assert (await browser.get(answer["pay_data"]["h5_url"])).status_code == 200
    async with app.state.sessions() as session:
        no = await session.scalar(
            select(PayOrderExtension.no).where(PayOrderExtension.pay_order_id == pay_order_id)
        )
    assert no is not None
    return str(no)


async def test_orders_created_and_paid_and_notices_by_result(
    alipay: tuple[Any, AlipayStandIn], outbox: Any
) -> None:
    app, standin = alipay
    cat = await keyed_catalogue(app)
    before = await scrape(app)
    async with client_for(app) as client:
        client.headers.update(bearer(await login_by_sms(client, outbox, MOBILE)))
        body = {"items": [{"skuId": cat.skus["star-raid-0"].id, "count": 1}]}
        order = data(await client.post("/trade/order/create", json=body))
        refused = await client.post("/trade/order/create", json={"items": [{"skuId": 999_999, "count": 1}]})
        assert refused.json()["code"] != 0  # refused: not an order
        no = await open_at_alipay(app, client, order["payOrderId"])
        standin.pay(no)
        forged = standin.notification(no, sign_with=standin_keys().rogue)
        assert (await client.post(NOTIFY, content=forged, headers=FORM)).text == "fail"
        assert (await client.post(NOTIFY, content=standin.notification(no), headers=FORM)).text == "success"
    after = await scrape(app)

    def moved(name: str, **labels: str) -> float:
        return value(after, name, **labels) - value(before, name, **labels)

    assert moved("gamestore_orders_created_total") == 1
    assert moved("gamestore_orders_paid_total") == 1
    assert moved("gamestore_payment_notices_total", channel="alipay_wap", result="paid") == 1
    assert moved("gamestore_payment_notices_total", channel="alipay_wap", result="invalid") == 1
    created = {"route": "/app-api/trade/order/create", "method": "POST", "status": "2xx"}
    assert moved("gamestore_http_requests_total", **created) == 2  # the refusal answers 200 too


async def test_job_runs_and_failures_are_counted(app_factory: Any) -> None:
    app = app_factory(metrics_token=TOKEN)
    before = await scrape(app)

    async def fails() -> None:
        raise RuntimeError("the database went away")

    async def succeeds() -> None:
        return None

    await run_once("close-unpaid-orders", succeeds)
    await run_once("close-unpaid-orders", fails)
    after = await scrape(app)
    job = {"job": "close-unpaid-orders"}
    assert (
        value(after, "gamestore_job_runs_total", **job) - value(before, "gamestore_job_runs_total", **job)
        == 2
    )
    assert (
        value(after, "gamestore_job_failures_total", **job)
        - value(before, "gamestore_job_failures_total", **job)
        == 1
    )


async def test_versions_below_the_threshold_are_listed_with_their_stock(app_factory: Any) -> None:
    app = app_factory(metrics_token=TOKEN, metrics_low_stock_threshold=3)
    cat = await keyed_catalogue(app, keys_per_version=5)
    low = cat.skus["star-raid-0"]
    async with app.state.sessions() as session, session.begin():
        await session.execute(update(Sku).where(Sku.id == low.id).values(stock=2))
    samples = await scrape(app)
    listed = {
        dict(labels)["sku_id"]: stock
        for (name, labels), stock in samples.items()
        if name == "gamestore_version_keys_in_stock"
    }
    assert listed == {str(low.id): 2}  # the others have 5: not below 3
    assert value(samples, "gamestore_low_stock_threshold") == 3
    assert value(samples, "gamestore_version_keys_in_stock", sku_id=str(low.id), spu_id=str(low.spu_id)) == 2


def test_several_processes_add_up_in_the_shared_directory() -> None:
    count = "from gamestore.core.metrics import ORDERS_CREATED; ORDERS_CREATED.inc()"
    show = "from gamestore.core.metrics import process_metrics; print(process_metrics().decode())"
    with shared_metrics_directory() as directory:
        environment = dict(os.environ)
        for _ in range(2):  # two server processes, each placing an order
            subprocess.run([sys.executable, "-c", count], env=environment, check=True)  # noqa: S603
        shown = subprocess.run(  # noqa: S603 - the scraped process
            [sys.executable, "-c", show], env=environment, check=True, capture_output=True, text=True
        ).stdout
        assert Path(directory).is_dir()
    assert "gamestore_orders_created_total 2.0" in shown
    assert not Path(directory).exists()  # the serve command cleans up after itself
    assert "PROMETHEUS_MULTIPROC_DIR" not in os.environ
