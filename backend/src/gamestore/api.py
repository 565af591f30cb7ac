"""Every domain's router, mounted under /app-api."""

from __future__ import annotations

import functools

from fastapi import APIRouter, Depends, FastAPI
from fastapi.routing import APIRoute

from gamestore.catalogue.admin_router import ADMIN_PRODUCT_LATER_ROUTERS, ADMIN_PRODUCT_ROUTERS
from gamestore.catalogue.bundle_admin_router import ADMIN_BUNDLE_ROUTERS
from gamestore.catalogue.bundle_router import bundle_router
from gamestore.catalogue.discount_admin_router import ADMIN_DISCOUNT_ROUTERS
from gamestore.catalogue.member_router import (
    brand_collection_router,
    brand_router,
    favorite_router,
    history_router,
)
from gamestore.catalogue.router import category_router, comment_router, spu_router
from gamestore.catalogue.star_deal_router import ADMIN_STAR_DEAL_ROUTERS, star_deal_router
from gamestore.content.admin_router import ADMIN_PROMOTION_ROUTERS
from gamestore.content.banner_admin_router import ADMIN_BANNER_ROUTERS
from gamestore.content.banner_router import banner_router
from gamestore.content.catalogue_import_router import ADMIN_CATALOGUE_IMPORT_ROUTERS
from gamestore.content.help_admin_router import ADMIN_HELP_ROUTERS
from gamestore.content.router import article_category_router, article_router, help_router
from gamestore.core.deps import enforce_rate_limit
from gamestore.core.operators import enforce_admin_rate_limit
from gamestore.core.routing import add_routes_flat, flat_routes
from gamestore.engagement.content_admin_router import ADMIN_CONTENT_MEMBER_ROUTERS
from gamestore.engagement.game_page_router import game_page_router
from gamestore.engagement.item_router import collectible_router, item_router
from gamestore.engagement.task_router import task_router
from gamestore.growth.share_router import referral_router, share_router
from gamestore.identity.admin_router import ADMIN_MEMBER_ROUTERS
from gamestore.identity.operator_auth_router import operator_auth_router
from gamestore.identity.router import auth_router, user_router
from gamestore.identity.social.mini_program_router import (
    mini_auth_router,
    mini_social_router,
    mini_user_router,
)
from gamestore.identity.social.router import social_auth_router, social_user_router
from gamestore.identity.social.steam_router import steam_router
from gamestore.identity.social.univerify_router import univerify_router
from gamestore.library.bundle_page_router import bundle_page_router
from gamestore.library.router import game_data_router, game_user_router
from gamestore.loyalty.membership_admin_router import ADMIN_MEMBERSHIP_ROUTERS
from gamestore.loyalty.membership_router import experience_router, level_router, sign_in_router
from gamestore.loyalty.point_router import point_router
from gamestore.notification.notification_router import notification_router, push_router
from gamestore.notification.price_alert_router import price_alert_router
from gamestore.notification.reminder_admin_router import ADMIN_REMINDER_ROUTERS
from gamestore.notification.reminder_router import reminder_router
from gamestore.notification.star_deal_reminder_router import star_deal_reminder_router
from gamestore.pay.notify_router import notify_router
from gamestore.pay.order_router import channel_router, pay_order_router
from gamestore.pay.recharge_package_admin_router import ADMIN_PAY_ROUTERS
from gamestore.pay.refund_notify_router import refund_notify_router
from gamestore.pay.wallet_router import package_router, recharge_router, transaction_router, wallet_router
from gamestore.system.admin_router import ADMIN_SYSTEM_ROUTERS
from gamestore.system.router import infra_router
from gamestore.system.router import router as system_router
from gamestore.trade.admin_router import ADMIN_TRADE_ROUTERS
from gamestore.trade.after_sale_router import feedback_router, member_feedback_router, order_item_router
from gamestore.trade.cart_router import cart_router
from gamestore.trade.gift_router import gift_router
from gamestore.trade.key_admin_router import ADMIN_KEY_SALES_ROUTERS
from gamestore.trade.order_router import order_router, star_deal_order_router
from gamestore.trade.refund_router import after_sale_router
from gamestore.trade.statistics_router import ADMIN_STATISTICS_ROUTERS

API_PREFIX = "/app-api"
ADMIN_API_PREFIX = "/admin-api"
# Paths the API answers (its own 404 and 405, the API's security headers), never the web app.
API_PREFIXES = (API_PREFIX, ADMIN_API_PREFIX)


DOMAIN_ROUTERS: tuple[APIRouter, ...] = (
    auth_router,
    user_router,
    point_router,
    sign_in_router,
    level_router,
    experience_router,
    task_router,
    item_router,
    collectible_router,
    share_router,
    referral_router,
    push_router,
    notification_router,
    social_auth_router,
    univerify_router,
    social_user_router,
    mini_auth_router,
    mini_user_router,
    mini_social_router,
    steam_router,
    system_router,
    infra_router,
    help_router,
    spu_router,
    game_page_router,
    bundle_router,
    bundle_page_router,
    category_router,
    comment_router,
    banner_router,
    article_category_router,
    article_router,
    reminder_router,
    star_deal_reminder_router,
    favorite_router,
    price_alert_router,
    history_router,
    brand_router,
    brand_collection_router,
    star_deal_router,
    cart_router,
    order_router,
    star_deal_order_router,
    after_sale_router,
    gift_router,
    order_item_router,
    feedback_router,
    member_feedback_router,
    pay_order_router,
    channel_router,
    notify_router,
    refund_notify_router,
    wallet_router,
    transaction_router,
    package_router,
    recharge_router,
    game_user_router,
    game_data_router,
)


def mount_api(app: FastAPI) -> None:
    # The console's routes first: each mount puts its path index in front, and the shop's must be the
    # first one a request meets.
    add_routes_flat(app, _admin_routes())
    add_routes_flat(app, _shop_routes())


@functools.cache
def _shop_routes() -> tuple[APIRoute, ...]:
    # enforce_rate_limit resolves the request's context (refusing an unknown tenant) before it counts.
    return flat_routes(API_PREFIX, [Depends(enforce_rate_limit)], DOMAIN_ROUTERS)


# The operator console's API: the same envelope, errors and OpenAPI schema, its own rate limit and
# its own sessions (operators', identity/operator_sessions.py).
ADMIN_ROUTERS: tuple[APIRouter, ...] = (
    operator_auth_router,
    *ADMIN_SYSTEM_ROUTERS,
    *ADMIN_TRADE_ROUTERS,
    *ADMIN_STATISTICS_ROUTERS,
    *ADMIN_MEMBER_ROUTERS,
    *ADMIN_CONTENT_MEMBER_ROUTERS,
    *ADMIN_MEMBERSHIP_ROUTERS,
    *ADMIN_PAY_ROUTERS,
    *ADMIN_HELP_ROUTERS,
    *ADMIN_PRODUCT_ROUTERS,
    *ADMIN_CATALOGUE_IMPORT_ROUTERS,
    *ADMIN_KEY_SALES_ROUTERS,
    *ADMIN_PRODUCT_LATER_ROUTERS,
    *ADMIN_DISCOUNT_ROUTERS,
    *ADMIN_STAR_DEAL_ROUTERS,
    *ADMIN_BUNDLE_ROUTERS,
    *ADMIN_PROMOTION_ROUTERS,
    *ADMIN_BANNER_ROUTERS,
    *ADMIN_REMINDER_ROUTERS,
)


@functools.cache
def _admin_routes() -> tuple[APIRoute, ...]:
    return flat_routes(ADMIN_API_PREFIX, [Depends(enforce_admin_rate_limit)], ADMIN_ROUTERS)
