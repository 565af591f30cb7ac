"""The application factory: settings, resources, middleware, error handlers and routers."""

from __future__ import annotations

import asyncio
import contextlib
import gc
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Any

import httpx
from fastapi import FastAPI
from fastapi.openapi.utils import get_openapi

from gamestore.api import API_PREFIXES, mount_api
from gamestore.catalogue import catalogue_cache, star_deal_service
from gamestore.catalogue import handlers as catalogue_handlers
from gamestore.catalogue.catalogue_cache import CatalogueCache
from gamestore.catalogue.discount_service import next_price_change
from gamestore.catalogue.star_deal_service import return_unsold
from gamestore.catalogue.stock_service import versions_low_on_keys
from gamestore.content import article_service
from gamestore.content import order_effects as content_order_effects
from gamestore.core import cache_bus, clock
from gamestore.core.auth import Authenticators, install_authenticators, require_authenticators
from gamestore.core.config import Settings, get_settings
from gamestore.core.context import RequestContextMiddleware
from gamestore.core.db import (
    create_engine,
    create_read_session_factory,
    create_session_factory,
    create_statement_session_factory,
)
from gamestore.core.envelope import document_failures
from gamestore.core.errors import ERROR_CODES_EXTENSION, defined_error_codes
from gamestore.core.handlers import UnhandledErrorMiddleware, install_exception_handlers
from gamestore.core.http import outside_client
from gamestore.core.jobs import PeriodicJobs
from gamestore.core.logging import configure_logging
from gamestore.core.metrics import LowStockCollector, RequestMetricsMiddleware, mount_metrics
from gamestore.core.outbox import Outbox, Relay, RetryPolicy
from gamestore.core.permissions import permission_schema
from gamestore.core.probes import mount_probes
from gamestore.core.ratelimit import RateLimiter, create_rate_limiter
from gamestore.core.response_cache import PublicResponseCache
from gamestore.core.security_headers import SecurityHeadersMiddleware
from gamestore.core.storage import UPLOADS_PATH, create_storage
from gamestore.core.tickets import create_tickets
from gamestore.engagement import handlers as engagement_handlers
from gamestore.engagement import order_effects as engagement_order_effects
from gamestore.engagement import task_definitions, task_events
from gamestore.engagement.task_definitions import TaskDefinitions
from gamestore.engagement.task_events import CountedEvents
from gamestore.events import dispatcher
from gamestore.growth import handlers as growth_handlers
from gamestore.growth import order_effects as growth_order_effects
from gamestore.identity import handlers as identity_handlers
from gamestore.identity import operator_sessions, token_service
from gamestore.identity.sms import SmsProvider, create_sms_provider
from gamestore.identity.social.steam_api import SteamApi
from gamestore.identity.social.wechat_api import WechatApi
from gamestore.library import order_effects as game_order_effects
from gamestore.loyalty import membership_tables
from gamestore.loyalty import order_effects as loyalty_order_effects
from gamestore.loyalty.level_cache import LevelCache
from gamestore.loyalty.membership_tables import MembershipTables
from gamestore.models.base import table_of
from gamestore.models.outbox import OutboxMessage
from gamestore.notification import handlers as notification_handlers
from gamestore.notification import push_delivery, reminder_delivery
from gamestore.notification.price_alert_delivery import match_price_alerts
from gamestore.notification.push_delivery import PushSender
from gamestore.notification.reminder_delivery import deliver_due_reminders, mini_program_sender
from gamestore.notification.webpush import VapidKeys
from gamestore.pay import merchants as pay_merchants
from gamestore.pay import refund_service as pay_refunds
from gamestore.pay import shipping as pay_shipping
from gamestore.pay.channel_registry import build_channels, close_channels
from gamestore.pay.channels.base import PayChannel
from gamestore.pay.merchants import PayMerchants
from gamestore.pay.refund_service import retry_failed_refunds, retry_policy, settle_pending_refunds
from gamestore.system.tenants import TenantDirectory
from gamestore.trade import handlers as trade_handlers
from gamestore.trade import order_effects
from gamestore.trade.fulfilment import close_expired_orders
from gamestore.trade.gift_service import return_unclaimed
from gamestore.trade.order_maturity import mature_due_orders
from gamestore.trade.pay_merchant import TRADE_MERCHANT
from gamestore.trade.preorder_service import deliver_preorders
from gamestore.trade.star_deal_gate import SoldOutGate
from gamestore.web import DEFAULT_DIST_DIR, mount_api_docs, mount_api_schemas, mount_uploads, mount_web_app

# Objects allocated between two collections of the youngest generation (Python's default: 700). A
# member read allocates thousands (ORM rows, pydantic models): collections then ran several times a
# request, and each full one walked every object the process holds.
GC_YOUNG_THRESHOLD = 20_000


def freeze_startup_objects() -> None:
    """Move what startup made (modules, the app, its caches' structures) out of the collector's
    scans (gc.freeze) and collect less often: a full collection walked them all, stalling every
    request in flight (p99 of a member read ~160 ms, 20 ms without). Not in tests, which build many
    apps in one process: frozen objects are never collected."""
    gc.collect()
    gc.freeze()
    _, middle, old = gc.get_threshold()
    gc.set_threshold(GC_YOUNG_THRESHOLD, middle * 2, old * 2)


def _openapi_without_422(app: FastAPI) -> dict[str, Any]:
    """Bad input answers HTTP 200 with code 400 in the envelope; FastAPI's 422 never happens.

    ``x-error-codes``: at the top, every business code by name; on each operation, the names it answers
    (given to its route by ``error_answers``; none given: an empty list).
    """
    if app.openapi_schema is None:
        schema = get_openapi(title=app.title, version=app.version, routes=app.routes)
        for path in schema.get("paths", {}).values():
            for operation in path.values():
                operation.get("responses", {}).pop("422", None)
                operation.setdefault(ERROR_CODES_EXTENSION, [])
        schema[ERROR_CODES_EXTENSION] = defined_error_codes()
        document_failures(schema)
        schema["components"]["schemas"]["Permission"] = permission_schema()
        for name in ("HTTPValidationError", "ValidationError"):
            schema.get("components", {}).get("schemas", {}).pop(name, None)
        app.openapi_schema = schema
    return app.openapi_schema


def install_reactions() -> None:
    """Wire what the domains do on each other's events and an order's effects: the app at start-up,
    and the command line's commands that change what others react to (a version's release time)."""
    order_effects.install(
        [
            *game_order_effects.EFFECTS,
            *loyalty_order_effects.EFFECTS,
            *growth_order_effects.EFFECTS,
            *engagement_order_effects.EFFECTS,
            *content_order_effects.EFFECTS,
            *pay_shipping.EFFECTS,
        ]
    )
    dispatcher.install(
        [
            *engagement_handlers.SUBSCRIPTIONS,
            *growth_handlers.SUBSCRIPTIONS,
            *identity_handlers.SUBSCRIPTIONS,
            *catalogue_handlers.SUBSCRIPTIONS,
            *notification_handlers.SUBSCRIPTIONS,
            *trade_handlers.SUBSCRIPTIONS,
        ]
    )


def create_app(
    settings: Settings | None = None,
    *,
    limiter: RateLimiter | None = None,
    sms: SmsProvider | None = None,
    pay_channels: dict[str, PayChannel] | None = None,
    push_transport: httpx.AsyncBaseTransport | None = None,
) -> FastAPI:
    settings = settings or get_settings()
    settings.check_safe_to_start()
    configure_logging(settings.log_level, settings.log_json)

    async def next_event_boundary() -> datetime | None:
        """When prices or Explore's lists next change, on core/clock (which tests may move)."""
        async with app.state.read_sessions() as session:
            prices = await next_price_change(session, clock.now())
            articles = await article_service.next_change(session, clock.now())
        return min((moment for moment in (prices, articles) if moment is not None), default=None)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        bus = cache_bus.CacheBus(settings.redis_url) if settings.redis_url else None
        if bus is not None:
            await bus.start()
        app.state.cache_bus = bus
        boundaries = None
        if settings.public_cache_seconds > 0:
            boundaries = asyncio.create_task(
                cache_bus.expire_at_boundaries(next_event_boundary, clock.now, settings.public_cache_seconds),
                name="event-boundaries",
            )
        if settings.outbox_relay_enabled:
            app.state.outbox_relay.start()
        jobs = PeriodicJobs()
        if settings.order_close_job_enabled:
            jobs.start(
                "close-unpaid-orders",
                settings.order_close_interval_seconds,
                lambda: close_expired_orders(app.state.sessions),
            )
        if settings.order_maturity_job_enabled:
            jobs.start(
                "mature-final-orders",
                settings.order_maturity_interval_seconds,
                lambda: mature_due_orders(app.state.sessions),
            )
        if settings.gift_return_job_enabled:
            jobs.start(
                "return-unclaimed-gifts",
                settings.gift_return_interval_seconds,
                lambda: return_unclaimed(app.state.sessions, settings),
            )
        if settings.preorder_job_enabled:
            jobs.start(
                "deliver-preorders",
                settings.preorder_job_interval_seconds,
                lambda: deliver_preorders(app.state.sessions, settings, app.state.pay_channels),
            )
        if settings.star_deal_job_enabled:
            jobs.start(
                "return-ended-star-deals",
                settings.star_deal_job_interval_seconds,
                lambda: return_unsold(app.state.sessions),
            )
        if settings.refund_settle_job_enabled:
            jobs.start(
                "settle-pending-refunds",
                settings.refund_settle_interval_seconds,
                lambda: settle_pending_refunds(app.state.sessions, app.state.pay_channels),
            )
        if settings.refund_retry_job_enabled:
            jobs.start(
                "retry-failed-refunds",
                settings.refund_retry_interval_seconds,
                lambda: retry_failed_refunds(
                    app.state.sessions, app.state.pay_channels, retry_policy(settings)
                ),
            )
        if settings.activity_reminder_job_enabled:
            jobs.start(
                "activity-reminders",
                settings.activity_reminder_interval_seconds,
                lambda: deliver_due_reminders(app.state.sessions),
            )
        if settings.price_alert_job_enabled:
            jobs.start(
                "price-alerts",
                settings.price_alert_interval_seconds,
                lambda: match_price_alerts(app.state.sessions),
            )
        if settings.gc_freeze_at_startup:
            freeze_startup_objects()
        yield
        await jobs.stop()
        await app.state.outbox_relay.stop()
        if boundaries is not None:
            boundaries.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await boundaries
        if bus is not None:
            await bus.aclose()
        await app.state.push.client.aclose()
        await close_channels(app.state.pay_channels)
        await app.state.wechat_api.aclose()
        await app.state.steam.aclose()
        await app.state.sms.aclose()
        await app.state.storage.aclose()
        await app.state.limiter.aclose()
        await app.state.tickets.aclose()
        await app.state.engine.dispose()

    app = FastAPI(
        title="GameStore app API",
        version="1.0.4",
        lifespan=lifespan,
        openapi_url=None,  # mount_api_schemas serves each API's part
        docs_url=None,  # mount_api_docs serves it with local assets
        redoc_url=None,
    )
    engine = create_engine(
        settings.database_url,
        echo=settings.database_echo,
        pool_size=settings.database_pool_size,
        max_overflow=settings.database_max_overflow,
    )
    app.state.settings = settings
    app.state.engine = engine
    install_reactions()
    app.state.catalogue_cache = CatalogueCache(settings.public_cache_seconds)
    app.state.task_definitions = TaskDefinitions(settings.public_cache_seconds)
    app.state.membership_tables = MembershipTables(settings.public_cache_seconds)
    outbox = Outbox(
        table_of(OutboxMessage),
        [*reminder_delivery.TOPICS, *pay_refunds.TOPICS, *pay_shipping.TOPICS],
        RetryPolicy(
            base_seconds=settings.outbox_retry_base_seconds,
            cap_seconds=settings.outbox_retry_cap_seconds,
            lease_seconds=settings.outbox_lease_seconds,
        ),
    )
    app.state.tickets = create_tickets(settings.redis_url, settings.star_deal_claims_quiet_seconds)
    star_deals = star_deal_service.Board(settings.star_deal_board_seconds, app.state.tickets)
    shared = {
        **outbox.session_info(),
        **catalogue_cache.session_info(app.state.catalogue_cache),
        **star_deal_service.session_info(star_deals),
        **task_definitions.session_info(app.state.task_definitions),
        **membership_tables.session_info(app.state.membership_tables),
        **task_events.session_info(CountedEvents(settings.public_cache_seconds)),
    }
    app.state.sessions = create_session_factory(engine, shared)
    app.state.statement_sessions = create_statement_session_factory(engine, shared)
    app.state.read_sessions = create_read_session_factory(engine, shared, writer=app.state.sessions)
    app.state.limiter = limiter or create_rate_limiter(settings.redis_url)
    app.state.storage = create_storage(settings)
    app.state.sms = sms or create_sms_provider(settings)
    app.state.pay_channels = build_channels(settings) if pay_channels is None else pay_channels
    pay_merchants.wire(PayMerchants(trade=TRADE_MERCHANT))
    app.state.wechat_api = WechatApi.from_settings(settings)
    app.state.steam = SteamApi.from_settings(settings)
    app.state.push = PushSender(
        outside_client(timeout=10, transport=push_transport),
        VapidKeys.from_settings(settings),
        settings.vapid_subject,
    )
    outbox.consume(push_delivery.WEB_PUSH, push_delivery.push_consumer(app.state.sessions, app.state.push))
    outbox.consume(
        reminder_delivery.MINI_PROGRAM_MESSAGE,
        reminder_delivery.mini_program_consumer(mini_program_sender(app.state.wechat_api, settings)),
    )
    outbox.consume(
        pay_refunds.GATEWAY_REFUND,
        pay_refunds.gateway_refund_consumer(app.state.sessions, app.state.pay_channels, outbox.policy),
    )
    outbox.consume(pay_shipping.SHIPPING_UPLOAD, pay_shipping.shipping_consumer(app.state.wechat_api))
    outbox.check_consumers()
    app.state.outbox = outbox
    app.state.outbox_relay = Relay(outbox, app.state.sessions, poll_seconds=settings.outbox_poll_seconds)
    app.state.tenants = TenantDirectory(app.state.sessions)
    app.state.member_levels = LevelCache(settings.public_cache_seconds)
    install_authenticators(
        app,
        Authenticators(
            member=token_service.authenticate,
            operator=operator_sessions.authenticate,
            token_member=token_service.token_member,
        ),
    )

    app.openapi = lambda: _openapi_without_422(app)  # type: ignore[method-assign]
    install_exception_handlers(app)
    # Innermost, so its answers (500, or 503 while the database is away) pass through the others:
    # request id, access log, security headers, metrics.
    app.add_middleware(UnhandledErrorMiddleware)
    # Added early so it runs inside the request context (ids, language, access log) middleware.
    app.add_middleware(PublicResponseCache, ttl_seconds=settings.public_cache_seconds)
    # Inside the request context (the parsed body, the language): a sold-out deal answered at the door.
    app.add_middleware(SoldOutGate, board=star_deals, sessions=app.state.sessions)
    app.add_middleware(RequestContextMiddleware)
    # Outermost, so the context middleware's own refusals carry the headers too.
    app.add_middleware(
        SecurityHeadersMiddleware,
        api_prefixes=API_PREFIXES,
        uploads_prefix=UPLOADS_PATH,
        hsts=settings.app_env == "production",
        connect_origins=settings.steam_origins,
    )
    # Times and counts every answer, the other middlewares' refusals included.
    app.add_middleware(RequestMetricsMiddleware)
    # Outermost of all (inside Starlette's ServerErrorMiddleware): answers what the middlewares
    # themselves raise, so that no failure closes the client's connection.
    app.add_middleware(UnhandledErrorMiddleware)
    # Before the APIs, whose catch-all would answer these paths with a 404.
    mount_api_schemas(app, settings)
    mount_api(app)
    require_authenticators(app)
    # Before the web app, which is mounted at / and would otherwise answer these paths.
    mount_probes(app)
    low_stock = LowStockCollector(versions_low_on_keys, settings.metrics_low_stock_threshold)
    mount_metrics(app, settings.metrics_token.get_secret_value(), low_stock)
    if settings.api_docs_served:
        mount_api_docs(app)
    mount_uploads(app, settings, app.state.storage)
    mount_web_app(app, settings.web_dist_dir or DEFAULT_DIST_DIR)
    return app
