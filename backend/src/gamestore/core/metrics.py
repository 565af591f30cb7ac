"""Prometheus metrics: what the server counts, and ``/metrics``, where a scraper reads them.

Counters and histograms live in this process (prometheus-client's registry). When ``gamestore
serve`` starts several processes it points PROMETHEUS_MULTIPROC_DIR at a fresh directory before any
metric exists (cli.py): each process then writes its values to files there, and whichever process
answers a scrape adds up all of them. Gauges computed at scrape time (versions low on keys) are read
from the database by the answering process, so they need no sharing.

Business counters (orders, payment notices) count once their transaction commits: a rolled-back
order was never created.
"""

from __future__ import annotations

import asyncio
import hmac
import os
import time
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import structlog
from fastapi import FastAPI, Request, Response
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import GaugeMetricFamily
from prometheus_client.registry import Collector
from sqlalchemy import event
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import Session
from starlette.routing import Mount
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from gamestore.core.response_cache import CACHEABLE_PATHS

log = structlog.get_logger(__name__)

METRICS_PATH = "/metrics"
MULTIPROCESS_DIR_VARIABLE = "PROMETHEUS_MULTIPROC_DIR"
# How long the versions low on keys, read from the database, answer scrapes (several scrapers, or a
# scraper retrying, cost one query).
LOW_STOCK_CACHE_SECONDS = 5.0
_KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
# Requests no route answered: one label, however many paths are probed.
UNMATCHED_ROUTE = "unmatched"

HTTP_REQUESTS = Counter(
    "gamestore_http_requests",
    "HTTP requests answered, by route template, method and status class",
    ["route", "method", "status"],
)
HTTP_REQUEST_SECONDS = Histogram(
    "gamestore_http_request_duration_seconds",
    "Time from a request's arrival to the end of its answer, by route template and method",
    ["route", "method"],
)
ORDERS_CREATED = Counter("gamestore_orders_created", "Orders placed (committed)")
ORDERS_PAID = Counter("gamestore_orders_paid", "Orders paid (committed), free orders included")
PAYMENT_NOTICES = Counter(
    "gamestore_payment_notices",
    "Gateway payment notices received, by channel and result (invalid: refused signature or body; "
    "error: failed while applied, nothing committed)",
    ["channel", "result"],
)
JOB_RUNS = Counter("gamestore_job_runs", "Periodic job runs (in every server process)", ["job"])
JOB_FAILURES = Counter("gamestore_job_failures", "Periodic job runs that raised", ["job"])

_PENDING_KEY = "gamestore.metrics_pending"


def count_after_commit(db: AsyncSession | Session, counter: Counter) -> None:
    """Add one to ``counter`` once the transaction of ``db`` commits (nothing if it rolls back)."""
    db.info.setdefault(_PENDING_KEY, []).append(counter)


@event.listens_for(Session, "after_commit")
def _count_after_commit(db: Session) -> None:
    for counter in db.info.pop(_PENDING_KEY, ()):
        counter.inc()


@event.listens_for(Session, "after_rollback")
def _forget_after_rollback(db: Session) -> None:
    db.info.pop(_PENDING_KEY, None)


def route_template(scope: Scope) -> str:
    """The route's path template (``/app-api/x/{id}``), never the raw path: ids in paths would
    make a series per id."""
    route = scope.get("route")
    if isinstance(route, Mount):
        return f"{route.path}/*"  # the web app's files, uploads
    path = getattr(route, "path", None)
    if isinstance(path, str):
        return path
    if scope.get("path") in CACHEABLE_PATHS:  # answered from the visitor cache, before routing
        return str(scope["path"])
    return UNMATCHED_ROUTE


class RequestMetricsMiddleware:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        started = time.perf_counter()
        status = {"code": 500}

        async def send_noting_status(message: Message) -> None:
            if message["type"] == "http.response.start":
                status["code"] = message["status"]
            await send(message)

        try:
            await self.app(scope, receive, send_noting_status)
        finally:
            route = route_template(scope)
            method = scope["method"] if scope["method"] in _KNOWN_METHODS else "OTHER"
            HTTP_REQUESTS.labels(route, method, f"{status['code'] // 100}xx").inc()
            HTTP_REQUEST_SECONDS.labels(route, method).observe(time.perf_counter() - started)


@dataclass(frozen=True, slots=True)
class LowStockVersion:
    sku_id: int
    spu_id: int
    stock: int


LowStockQuery = Callable[[AsyncSession, int], Awaitable[Sequence[LowStockVersion]]]


class LowStockCollector(Collector):
    """Versions with fewer keys in stock than the threshold, read at scrape time (``refresh``
    first: collection itself is synchronous) and kept for LOW_STOCK_CACHE_SECONDS."""

    def __init__(self, query: LowStockQuery, threshold: int) -> None:
        self._query = query
        self._threshold = threshold
        self._versions: Sequence[LowStockVersion] = ()
        self._read_at: float | None = None
        self._lock = asyncio.Lock()

    async def refresh(self, session_factory: Callable[[], Any]) -> None:
        async with self._lock:
            now = time.monotonic()
            if self._read_at is not None and now - self._read_at < LOW_STOCK_CACHE_SECONDS:
                return
            try:
                async with session_factory() as session:
                    self._versions = await self._query(session, self._threshold)
            except Exception:  # the counters are wanted most when the database is in trouble
                log.warning("metrics.low_stock_unread", exc_info=True)
                return
            self._read_at = now

    def collect(self) -> Iterable[GaugeMetricFamily]:
        threshold = GaugeMetricFamily(
            "gamestore_low_stock_threshold", "Versions with fewer keys in stock than this are listed"
        )
        threshold.add_metric([], self._threshold)
        yield threshold
        low = GaugeMetricFamily(
            "gamestore_version_keys_in_stock",
            "Keys in stock of each version (of a game on sale) below the threshold",
            labels=["sku_id", "spu_id"],
        )
        for version in self._versions:
            low.add_metric([str(version.sku_id), str(version.spu_id)], version.stock)
        yield low


def process_metrics() -> bytes:
    """Every process's counters when several serve (multiprocess mode), else this one's."""
    if os.environ.get(MULTIPROCESS_DIR_VARIABLE):
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)  # type: ignore[no-untyped-call]
        return generate_latest(registry)
    return generate_latest(REGISTRY)


def authorized(request: Request, token: str) -> bool:
    scheme, _, given = request.headers.get("authorization", "").partition(" ")
    return scheme.lower() == "bearer" and hmac.compare_digest(given.strip().encode(), token.encode())


def mount_metrics(app: FastAPI, token: str, low_stock: LowStockCollector) -> None:
    """``GET /metrics``: absent (404) without a token; with one, only for ``Authorization: Bearer``
    with it. Outside /app-api: no tenant, no member rate limit, never cached."""
    scrape_registry = CollectorRegistry(auto_describe=False)
    scrape_registry.register(low_stock)

    async def metrics(request: Request) -> Response:
        no_store = {"Cache-Control": "no-store"}
        if not token:
            return Response("Not Found", 404, media_type="text/plain", headers=no_store)
        if not authorized(request, token):
            headers = {**no_store, "WWW-Authenticate": "Bearer"}
            return Response("Unauthorized", 401, media_type="text/plain", headers=headers)
        await low_stock.refresh(request.app.state.read_sessions)
        body = process_metrics() + generate_latest(scrape_registry)
        return Response(body, media_type=CONTENT_TYPE_LATEST, headers=no_store)

    app.add_api_route(METRICS_PATH, metrics, methods=["GET"], include_in_schema=False)
