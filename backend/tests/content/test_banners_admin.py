"""The banners in the console (issue 19; content's, edited by catalogue operators): created, changed,
shown and hidden, each change audited; the shop's banner list (cached for everyone) follows at once;
refusals change nothing."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from sqlalchemy import func, select

from conftest import AppFactory, client_for, data, failure
from fixtures.operators import admin_client_for
from fixtures.support import audit_rows, operator_headers
from gamestore.content import errors
from gamestore.core.errors import BAD_REQUEST
from gamestore.models import AuditLog, Banner


def texts(word: str) -> dict[str, str]:
    return {"en": f"{word} en", "zh-Hans": f"{word} 简", "zh-Hant": f"{word} 繁", "ja": f"{word} 日"}


def banner(**overrides: Any) -> dict[str, Any]:
    body: dict[str, Any] = {
        "position": 1,
        "titles": texts("Winter"),
        "image": "/banners/winter.png",
        "images": {"ja": "https://cdn.example.com/winter-ja.png"},
        "url": "/pages/goods/index?id=1",
        "sort": 2,
    }
    body.update(overrides)
    return body


@pytest.fixture
async def cached_app(app_factory: AppFactory) -> Any:
    return app_factory(public_cache_seconds=60)


@pytest.fixture
async def catalogue_headers(cached_app: Any) -> dict[str, str]:
    return await operator_headers(cached_app, "catalogue")


async def post(app: Any, path: str, body: dict[str, Any], headers: dict[str, str] | None) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.post(
            f"/promotion/banner{path}", json=body, headers={**(headers or {}), "content-language": "en"}
        )


async def get(app: Any, path: str, params: dict[str, Any], headers: dict[str, str] | None) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.get(
            f"/promotion/banner{path}", params=params, headers={**(headers or {}), "content-language": "en"}
        )


async def shop_banners(app: Any, lang: str = "en") -> list[tuple[str, str]]:
    async with client_for(app, **{"content-language": lang}) as shop:
        return [(b["title"], b["picUrl"]) for b in data(await shop.get("/promotion/banner/list"))]


async def stored(app: Any) -> dict[str, Any]:
    async with app.state.sessions() as session:
        return {
            "banners": (
                await session.execute(select(Banner.id, Banner.titles, Banner.enabled).order_by(Banner.id))
            ).all(),
            "audit": await session.scalar(select(func.count()).select_from(AuditLog)),
        }


@pytest.mark.parametrize("role", ["catalogue", "admin"])
async def test_a_banner_is_created_changed_hidden_and_shown_and_the_shop_follows(
    cached_app: Any, role: str
) -> None:
    headers = await operator_headers(cached_app, role)
    assert await shop_banners(cached_app) == []  # now cached

    created = data(await post(cached_app, "/create", banner(), headers))

    assert (created["title"], created["enabled"], created["sort"]) == ("Winter en", True, 2)
    assert await shop_banners(cached_app) == [("Winter en", "/banners/winter.png")]
    assert await shop_banners(cached_app, "ja") == [("Winter 日", "https://cdn.example.com/winter-ja.png")]
    assert data(await get(cached_app, "/get", {"id": created["id"]}, headers)) == created

    changed = banner(titles=texts("Spring"), images=None)
    data(await post(cached_app, "/update", {"id": created["id"], **changed}, headers))
    assert await shop_banners(cached_app, "ja") == [("Spring 日", "/banners/winter.png")]

    hidden = data(await post(cached_app, "/enable", {"id": created["id"], "enabled": False}, headers))
    assert hidden["enabled"] is False and await shop_banners(cached_app) == []
    data(await post(cached_app, "/enable", {"id": created["id"], "enabled": True}, headers))
    assert await shop_banners(cached_app) == [("Spring en", "/banners/winter.png")]

    [made] = await audit_rows(cached_app, "promotion.banner.create")
    assert (made.entity_type, made.entity_id, made.before) == ("promotion_banner", str(created["id"]), None)
    assert made.after["titles"] == texts("Winter")
    [update] = await audit_rows(cached_app, "promotion.banner.update")
    assert update.before["titles"] == texts("Winter") and update.after["titles"] == texts("Spring")
    [off] = await audit_rows(cached_app, "promotion.banner.disable")
    assert (off.before["enabled"], off.after["enabled"]) == (True, False)
    assert len(await audit_rows(cached_app, "promotion.banner.enable")) == 1


async def test_the_page_filters_by_position_and_state(
    cached_app: Any, catalogue_headers: dict[str, str]
) -> None:
    ids = [
        data(
            await post(
                cached_app, "/create", banner(position=position, titles=texts(name)), catalogue_headers
            )
        )["id"]
        for name, position in (("A", 1), ("B", 2), ("C", 1))
    ]
    await post(cached_app, "/enable", {"id": ids[2], "enabled": False}, catalogue_headers)

    async def found(**params: Any) -> list[str]:
        return [
            row["title"] for row in data(await get(cached_app, "/page", params, catalogue_headers))["list"]
        ]

    assert await found() == ["A en", "C en", "B en"]
    assert await found(position=2) == ["B en"]
    assert await found(enabled=False) == ["C en"]


async def test_each_refusal_changes_nothing(cached_app: Any, catalogue_headers: dict[str, str]) -> None:
    existing = data(await post(cached_app, "/create", banner(), catalogue_headers))
    before = await stored(cached_app)
    for why, body in (
        ("a language missing", banner(titles={"en": "Only"})),
        ("a script link", banner(url="javascript:alert(1)")),
        ("a plain http picture", banner(image="http://cdn.example.com/x.png")),
        ("an unknown language", banner(images={"fr": "/x.png"})),
        ("position 0", banner(position=0)),
        ("a control character", banner(titles={**texts("X"), "en": "Bell\x07"})),
    ):
        assert failure(await post(cached_app, "/create", body, catalogue_headers))[0] == BAD_REQUEST.code, why
        update = {"id": existing["id"], **body}
        assert failure(await post(cached_app, "/update", update, catalogue_headers))[0] == BAD_REQUEST.code, (
            why
        )
    missing = errors.BANNER_NOT_FOUND.code
    assert (
        failure(await post(cached_app, "/update", {"id": 987654, **banner()}, catalogue_headers))[0]
        == missing
    )
    assert (
        failure(await post(cached_app, "/enable", {"id": 987654, "enabled": True}, catalogue_headers))[0]
        == missing
    )
    assert failure(await get(cached_app, "/get", {"id": 987654}, catalogue_headers))[0] == missing
    assert await stored(cached_app) == before


@pytest.mark.parametrize("role", ["support", "content", "none"])
async def test_other_roles_are_refused_on_the_server_and_nothing_changes(
    cached_app: Any, catalogue_headers: dict[str, str], role: str
) -> None:
    existing = data(await post(cached_app, "/create", banner(), catalogue_headers))
    headers = None if role == "none" else await operator_headers(cached_app, role)
    refused = 401 if role == "none" else 403
    before = await stored(cached_app)
    assert failure(await get(cached_app, "/page", {}, headers))[0] == refused
    assert failure(await get(cached_app, "/get", {"id": existing["id"]}, headers))[0] == refused
    assert failure(await post(cached_app, "/create", banner(), headers))[0] == refused
    assert (
        failure(await post(cached_app, "/update", {"id": existing["id"], **banner()}, headers))[0] == refused
    )
    assert (
        failure(await post(cached_app, "/enable", {"id": existing["id"], "enabled": False}, headers))[0]
        == refused
    )
    assert await stored(cached_app) == before
