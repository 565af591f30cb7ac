"""Security headers on every kind of answer; the API docs off in production and served without a CDN."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from conftest import AppFactory
from fixtures.production import SAFE_PRODUCTION

INDEX = b'<!doctype html><html><body><script type="module" src="/assets/a.js"></script></body></html>'
SVG = b'<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'

PRODUCTION: dict[str, Any] = {
    "app_env": "production",
    "jwt_secret": "p" * 48,
    "data_encryption_key": "cHJvZHVjdGlvbi10ZXN0LWRhdGEta2V5LTMyLWJ5dGU=",
    "allow_sqlite_in_production": True,
    "sms_provider": "aliyun",
    "aliyun_sms_access_key_id": "id",
    "aliyun_sms_access_key_secret": "secret",
    "aliyun_sms_sign_name": "GameStore",
    "aliyun_sms_template_code": "SMS_1",
    "vapid_private_key": SAFE_PRODUCTION["vapid_private_key"],
    "public_base_url": SAFE_PRODUCTION["public_base_url"],
}


@pytest.fixture
def served(tmp_path: Path) -> dict[str, Path]:
    dist = tmp_path / "dist"
    (dist / "assets").mkdir(parents=True)
    (dist / "index.html").write_bytes(INDEX)
    (dist / "assets" / "a.js").write_bytes(b"export {};\n")
    uploads = tmp_path / "uploads"
    (uploads / "demo").mkdir(parents=True)
    (uploads / "demo" / "cover.svg").write_bytes(SVG)
    return {"web_dist_dir": dist, "upload_dir": uploads}


def _client(app: Any, base_url: str = "http://testserver") -> httpx.AsyncClient:
    return httpx.AsyncClient(
        transport=httpx.ASGITransport(app=app), base_url=base_url, headers={"tenant-id": "1"}
    )


@pytest.fixture
async def web(app_factory: AppFactory, served: dict[str, Path]) -> AsyncIterator[httpx.AsyncClient]:
    async with _client(app_factory(**served)) as client:
        yield client


def _directives(policy: str) -> dict[str, list[str]]:
    parsed = {}
    for part in policy.split(";"):
        name, *values = part.split()
        parsed[name] = values
    return parsed


# Every kind of answer: an API success, an API failure before routing and after, a 404 of the API,
# the app's page and scripts, the app's 404, an upload, an upload's 404, the docs page.
EVERY_KIND = [
    ("GET", "/app-api/system/tenant/get-id-by-name?name=x"),
    ("GET", "/app-api/member/user/get"),
    ("POST", "/app-api/member/auth/login"),
    ("GET", "/app-api/nothing-here"),
    ("GET", "/admin-api/nothing-here"),
    ("POST", "/admin-api/system/auth/login"),
    ("GET", "/"),
    ("GET", "/pages/index/user"),
    ("GET", "/assets/missing.js"),
    ("POST", "/"),
    ("GET", "/uploads/demo/cover.svg"),
    ("GET", "/uploads/2026/11/missing.png"),
    ("GET", "/app-api/docs"),
    ("GET", "/app-api/openapi.json"),
]


@pytest.mark.parametrize(("method", "path"), EVERY_KIND)
async def test_every_answer_carries_the_headers(web: httpx.AsyncClient, method: str, path: str) -> None:
    response = await web.request(method, path, content=b"{")
    assert response.status_code < 500
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "strict-origin-when-cross-origin"
    assert "camera=()" in response.headers["permissions-policy"]
    assert "geolocation=()" in response.headers["permissions-policy"]
    assert "frame-ancestors" in response.headers["content-security-policy"]
    assert "server" not in response.headers
    assert "strict-transport-security" not in response.headers  # not production, not https


async def test_the_app_may_run_only_its_own_scripts(web: httpx.AsyncClient) -> None:
    for path in ("/", "/pages/index/user"):
        policy = _directives((await web.get(path)).headers["content-security-policy"])
        assert policy["script-src"] == ["'self'", "'wasm-unsafe-eval'"]  # no eval, no inline script
        assert policy["default-src"] == ["'self'"]
        assert policy["object-src"] == ["'none'"]
        assert policy["base-uri"] == ["'self'"]
        assert policy["frame-ancestors"] == ["'self'"]
        # Steam's sites only: the app asks whether the browser reaches them before leaving for them.
        assert policy["connect-src"] == [
            "'self'",
            "https://store.steampowered.com",
            "https://steamcommunity.com",
        ]
        assert {"'self'", "data:", "blob:"} <= set(policy["img-src"])


async def test_the_apps_own_scripts_carry_nosniff_but_no_document_policies(web: httpx.AsyncClient) -> None:
    """Policies act on documents: on some 20 first-screen scripts they would only add weight
    (web/e2e/tests/weight.spec.mjs); nosniff applies to every answer."""
    response = await web.get("/assets/a.js")
    assert response.headers["content-type"].startswith("text/javascript")
    assert response.headers["x-content-type-options"] == "nosniff"
    inert = ("content-security-policy", "permissions-policy", "referrer-policy")
    assert not [name for name in inert if name in response.headers]


async def test_api_answers_load_nothing_and_frame_nowhere(web: httpx.AsyncClient) -> None:
    response = await web.get("/app-api/member/user/get")
    assert _directives(response.headers["content-security-policy"]) == {
        "default-src": ["'none'"],
        "frame-ancestors": ["'none'"],
    }


async def test_uploads_and_demo_svgs_cannot_run_script(web: httpx.AsyncClient) -> None:
    response = await web.get("/uploads/demo/cover.svg")
    assert response.status_code == 200
    assert response.headers["content-type"].startswith("image/svg+xml")
    policy = _directives(response.headers["content-security-policy"])
    assert policy["script-src"] == ["'none'"]
    assert policy["default-src"] == ["'none'"]
    assert "sandbox" in policy


async def test_hsts_in_production_over_https_only(app_factory: AppFactory, served: dict[str, Path]) -> None:
    app = app_factory(**served, **PRODUCTION)
    async with _client(app, "https://store.example") as client:
        for path in ("/", "/app-api/member/user/get", "/uploads/demo/cover.svg", "/missing"):
            hsts = (await client.get(path)).headers["strict-transport-security"]
            assert hsts.startswith("max-age=31536000")
    async with _client(app, "http://store.example") as client:
        assert "strict-transport-security" not in (await client.get("/")).headers
    async with _client(app_factory(**served), "https://store.example") as client:
        assert "strict-transport-security" not in (await client.get("/")).headers


def _not_found(response: httpx.Response) -> bool:
    """The API's own 404 (its envelope), not a page nor a schema."""
    return response.headers["content-type"].startswith("application/json") and response.json()["code"] == 404


async def test_api_docs_are_off_in_production(app_factory: AppFactory, served: dict[str, Path]) -> None:
    async with _client(app_factory(**served, **PRODUCTION)) as client:
        for path in ("/app-api/docs", "/app-api/openapi.json", "/app-api/docs-assets/swagger-ui.css"):
            assert _not_found(await client.get(path)), path
    async with _client(app_factory(**served, **PRODUCTION, api_docs_enabled=True)) as client:
        assert (await client.get("/app-api/docs")).status_code == 200
        assert (await client.get("/app-api/openapi.json")).status_code == 200
    async with _client(app_factory(**served, api_docs_enabled=False)) as client:
        assert _not_found(await client.get("/app-api/openapi.json"))


async def test_console_api_docs_are_off_in_production(
    app_factory: AppFactory, served: dict[str, Path]
) -> None:
    async with _client(app_factory(**served, **PRODUCTION, api_docs_enabled=True)) as client:
        assert _not_found(await client.get("/admin-api/openapi.json"))
        shop = (await client.get("/app-api/openapi.json")).json()
        assert "/app-api/member/user/get" in shop["paths"]
        assert not [path for path in shop["paths"] if not path.startswith("/app-api/")]
        assert "OperatorLoginReq" not in shop["components"]["schemas"]
    async with _client(app_factory(**served, **PRODUCTION, admin_api_docs_enabled=True)) as client:
        console = (await client.get("/admin-api/openapi.json")).json()
        assert "/admin-api/system/auth/login" in console["paths"]
        assert not [path for path in console["paths"] if not path.startswith("/admin-api/")]
        assert "OperatorLoginReq" in console["components"]["schemas"]
        assert _not_found(await client.get("/app-api/openapi.json"))


async def test_the_docs_page_loads_its_assets_from_this_server(web: httpx.AsyncClient) -> None:
    page = await web.get("/app-api/docs")
    assert page.status_code == 200
    sources = re.findall(r'(?:src|href)="([^"]+)"', page.text)
    assert sources
    assert all(source.startswith("/app-api/") for source in sources), sources
    for source in sources:
        asset = await web.get(source)
        assert asset.status_code == 200, source
        assert len(asset.content) > 1000
    policy = _directives(page.headers["content-security-policy"])
    assert "'unsafe-inline'" not in policy["script-src"]
    assert any(value.startswith("'sha256-") for value in policy["script-src"])
    assert policy["frame-ancestors"] == ["'none'"]
