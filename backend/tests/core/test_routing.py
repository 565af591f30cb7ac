"""The API's routes are mounted flat and found by their path in one lookup (core/routing.py)."""

from __future__ import annotations

from typing import Any

import httpx
from fastapi.routing import APIRoute
from starlette.routing import Match

from gamestore.core.routing import PathIndex


def _scope(method: str, path: str) -> dict[str, Any]:
    return {"type": "http", "method": method, "path": path, "root_path": "", "headers": []}


def test_every_api_route_sits_on_the_app_behind_the_path_index(app: Any) -> None:
    index = app.router.routes[0]
    assert isinstance(index, PathIndex)
    api_routes = [r for r in app.router.routes if isinstance(r, APIRoute) and r.path.startswith("/app-api/")]
    assert len(api_routes) > 90  # no nested routers left to walk through
    match, child = index.matches(_scope("GET", "/app-api/pay/wallet/get"))
    assert match is Match.FULL
    assert child["route"].path == "/app-api/pay/wallet/get"


def test_the_index_leaves_other_methods_parameters_and_unknown_paths_to_the_routes(app: Any) -> None:
    index = app.router.routes[0]
    for method, path in [
        ("DELETE", "/app-api/pay/wallet/get"),  # the route answers 405
        ("POST", "/app-api/pay/notify/order/wallet"),  # a path parameter
        ("GET", "/app-api/no/such/thing"),
        ("GET", "/index.html"),
    ]:
        assert index.matches(_scope(method, path))[0] is Match.NONE


async def test_routes_found_through_the_index_keep_the_api_dependencies(client: httpx.AsyncClient) -> None:
    """The request context (language) and the envelope still apply to a route the index found."""
    response = await client.get("/pay/wallet/get", headers={"content-language": "en"})
    assert response.json()["code"] == 401
    assert response.json()["msg"] == "Please log in first"  # answered in the asked language
