"""Every domain's router, mounted under /app-api."""

from __future__ import annotations

from fastapi import APIRouter, Depends, FastAPI

from gamestore.content_import import import_content
from gamestore.core.deps import enforce_rate_limit
from gamestore.core.operators import enforce_admin_rate_limit
from gamestore.core.routing import add_routes_flat
from gamestore.engagement.content_admin_router import ADMIN_CONTENT_MEMBER_ROUTERS
from gamestore.engagement.item_router import collectible_router, item_router
from gamestore.engagement.task_router import task_router
from gamestore.game.router import game_data_router, game_user_router
from gamestore.growth.share_router import referral_router, share_router
from gamestore.loyalty.membership_admin_router import ADMIN_MEMBERSHIP_ROUTERS
from gamestore.loyalty.membership_router import experience_router, level_router, sign_in_router
from gamestore.loyalty.point_router import point_router
from gamestore.member import admin_service as member_admin_service
from gamestore.member.admin_router import ADMIN_MEMBER_ROUTERS
from gamestore.member.router import auth_router, user_router
from gamestore.member.social.mini_program_router import mini_auth_router, mini_social_router, mini_user_router
from gamestore.member.social.router import social_auth_router, social_user_router
from gamestore.member.social.steam_router import steam_router
from gamestore.member.social.univerify_router import univerify_router
from gamestore.notification.notification_router import notification_router, push_router
from gamestore.notification.reminder_admin_router import ADMIN_REMINDER_ROUTERS
from gamestore.notification.reminder_router import reminder_router
from gamestore.pay.notify_router import notify_router
from gamestore.pay.order_router import channel_router, pay_order_router
from gamestore.pay.recharge_package_admin_router import ADMIN_PAY_ROUTERS
from gamestore.pay.refund_notify_router import refund_notify_router
from gamestore.pay.wallet_router import package_router, recharge_router, transaction_router, wallet_router
from gamestore.product import catalogue_service
from gamestore.product.admin_router import ADMIN_PRODUCT_ROUTERS
from gamestore.product.member_router import (
    brand_collection_router,
    brand_router,
    favorite_router,
    history_router,
)
from gamestore.product.router import category_router, comment_router, spu_router
from gamestore.promotion.admin_router import ADMIN_PROMOTION_ROUTERS
from gamestore.promotion.router import article_category_router, article_router, banner_router
from gamestore.system import operator_tokens
from gamestore.system.admin_router import ADMIN_SYSTEM_ROUTERS
from gamestore.system.help_admin_router import ADMIN_HELP_ROUTERS
from gamestore.system.router import help_router, infra_router
from gamestore.system.router import router as system_router
from gamestore.trade.admin_router import ADMIN_TRADE_ROUTERS
from gamestore.trade.after_sale_router import feedback_router, member_feedback_router, order_item_router
from gamestore.trade.cart_router import cart_router
from gamestore.trade.key_audit import KEY_SALES
from gamestore.trade.order_router import order_router
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
    category_router,
    comment_router,
    banner_router,
    article_category_router,
    article_router,
    reminder_router,
    favorite_router,
    history_router,
    brand_router,
    brand_collection_router,
    cart_router,
    order_router,
    after_sale_router,
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
    # enforce_rate_limit resolves the request's context (refusing an unknown tenant) before it counts.
    dependencies = [Depends(enforce_rate_limit)]
    # The console's routes first: each mount puts its path index in front, and the shop's must be the
    # first one a request meets.
    mount_admin_api(app)
    add_routes_flat(app, API_PREFIX, dependencies, DOMAIN_ROUTERS)


# The operator console's API: the same envelope, errors and OpenAPI schema, its own rate limit and
# its own sessions (operators', core/operators.py).
ADMIN_ROUTERS: tuple[APIRouter, ...] = (
    *ADMIN_SYSTEM_ROUTERS,
    *ADMIN_TRADE_ROUTERS,
    *ADMIN_STATISTICS_ROUTERS,
    *ADMIN_MEMBER_ROUTERS,
    *ADMIN_CONTENT_MEMBER_ROUTERS,
    *ADMIN_MEMBERSHIP_ROUTERS,
    *ADMIN_PAY_ROUTERS,
    *ADMIN_HELP_ROUTERS,
    *ADMIN_PRODUCT_ROUTERS,
    *ADMIN_PROMOTION_ROUTERS,
    *ADMIN_REMINDER_ROUTERS,
)


def mount_admin_api(app: FastAPI) -> None:
    app.state.authenticate_operator = operator_tokens.authenticate
    # The trade domain's records of sold keys, for the catalogue console (core/key_sales.py).
    app.state.key_sales = KEY_SALES
    # For the promotion console: the catalogue and the content file depend on promotion (admin_ports.py).
    app.state.catalogue_versions = catalogue_service.versions
    app.state.game_codes = catalogue_service.game_codes
    app.state.import_content = import_content
    # For the reminder list: member depends on promotion (promotion/admin_ports.py).
    app.state.member_ids_by_mobile = member_admin_service.ids_by_mobile
    app.state.member_mobiles = member_admin_service.mobiles_of
    add_routes_flat(app, ADMIN_API_PREFIX, [Depends(enforce_admin_rate_limit)], ADMIN_ROUTERS)
