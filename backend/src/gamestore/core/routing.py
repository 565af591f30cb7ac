"""The API's routes, mounted flat on the application and found by their path in one lookup.

FastAPI matches a request by trying each route's pattern in turn, through one nested layer per
included router: with the API's 40 routers and ~100 routes that was a third of the server's CPU on
a logged-in member's read (py-spy, bench/README.md). Nearly every API path is fixed (parameters go
in the query or the body), so the routes are added straight to the application's router and a
``PathIndex`` in front of them finds a request's candidates by its path; anything it does not answer
(a wrong method, a path with a parameter, an unknown path, the web app's files) goes on through the
routes as before.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence

from fastapi import FastAPI
from fastapi.params import Depends
from fastapi.routing import APIRoute, APIRouter
from starlette.routing import BaseRoute, Match
from starlette.types import Receive, Scope, Send


def flat_routes(
    prefix: str, dependencies: Sequence[Depends], routers: Iterable[APIRouter]
) -> tuple[APIRoute, ...]:
    """The routes ``include_router(prefix=…, dependencies=…)`` declares, built on a router of their own.

    They hold nothing of an application (no dependency overrides are used), so one process builds
    them once and every application it makes shares them: building them, FastAPI's analysis of each
    endpoint's signature, was most of what making an application cost (a test makes one per test).
    """
    builder = APIRouter()
    for router in routers:
        for route in router.routes:
            if not isinstance(route, APIRoute):
                raise TypeError(f"{route!r} is not an API route")
            builder.add_api_route(
                prefix + route.path,
                route.endpoint,
                response_model=route.response_model,
                status_code=route.status_code,
                tags=list(route.tags),
                dependencies=[*dependencies, *route.dependencies],
                summary=route.summary,
                description=route.description,
                response_description=route.response_description,
                responses=route.responses,
                deprecated=route.deprecated,
                methods=route.methods,
                operation_id=route.operation_id,
                response_model_include=route.response_model_include,
                response_model_exclude=route.response_model_exclude,
                response_model_by_alias=route.response_model_by_alias,
                response_model_exclude_unset=route.response_model_exclude_unset,
                response_model_exclude_defaults=route.response_model_exclude_defaults,
                response_model_exclude_none=route.response_model_exclude_none,
                include_in_schema=route.include_in_schema,
                response_class=route.response_class,
                name=route.name,
                route_class_override=type(route),
                callbacks=route.callbacks,
                openapi_extra=route.openapi_extra,
                generate_unique_id_function=route.generate_unique_id_function,
            )
    built = tuple(route for route in builder.routes if isinstance(route, APIRoute))
    assert len(built) == len(builder.routes)
    return built


def add_routes_flat(app: FastAPI, routes: Sequence[APIRoute]) -> None:
    """Puts ``routes`` on the application itself, with a path index in front of every route."""
    app.router.routes.extend(routes)
    app.router.routes.insert(0, PathIndex(routes))


class PathIndex(BaseRoute):
    """Finds a request's route among the fixed-path routes by a dictionary lookup on its path."""

    def __init__(self, routes: Iterable[APIRoute]) -> None:
        self._by_path: dict[str, list[APIRoute]] = defaultdict(list)
        for route in routes:
            if not route.param_convertors:  # the few with a path parameter are tried in turn
                self._by_path[route.path].append(route)
        self.include_in_schema = False

    def matches(self, scope: Scope) -> tuple[Match, Scope]:
        if scope["type"] == "http":
            for route in self._by_path.get(_route_path(scope), ()):
                match, child_scope = route.matches(scope)
                if match is Match.FULL:
                    return match, child_scope
        # A path it knows asked with another method falls through to the routes, which answer 405.
        return Match.NONE, {}

    async def handle(self, scope: Scope, receive: Receive, send: Send) -> None:
        route: APIRoute = scope["route"]  # set by the route's own match
        await route.handle(scope, receive, send)


def _route_path(scope: Scope) -> str:
    """The path the routes see: without the prefix a proxy mounts the app under (``root_path``)."""
    path: str = scope["path"]
    root_path: str = scope.get("root_path", "")
    if root_path and path.startswith(root_path + "/"):
        return path[len(root_path) :]
    return path
