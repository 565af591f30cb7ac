"""Buying at a star deal (catalogue/star_deal_service.py): one version at the deal's price (the
member's level discount does not stack on it, nor do points or vouchers), its keys the deal's held
ones. The deal's state comes from the process's board, so a sold-out deal is refused before anything
is written, and the version's row is never touched."""

from __future__ import annotations

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import star_deal_service
from gamestore.catalogue.errors import SPU_OFF_SHELF
from gamestore.catalogue.star_deal_service import Seen
from gamestore.core.config import Settings
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.identity.country import Buyer
from gamestore.loyalty.levels import DEFAULT_LEVELS
from gamestore.trade import errors
from gamestore.trade.order_create import place_order
from gamestore.trade.order_schemas import OrderCreateReq, OrderCreateResp, OrderItemReq
from gamestore.trade.pricing import LineInput, PointRule, price_order
from gamestore.trade.settlement import Settlement, Wanted

# A deal price is final: priced as for the first level (no member discount).
_NO_LEVEL_DISCOUNT = DEFAULT_LEVELS[0]


async def create_deal_order(
    session: AsyncSession,
    settings: Settings,
    member_id: int,
    terminal: int,
    seen: Seen,
    count: int,
    lang: Lang,
    buyer: Buyer,
    *,
    claimed: bool,
) -> OrderCreateResp:
    """An unpaid order of ``count`` keys at the deal ``seen`` (star_deal_service.for_purchase) for
    ``buyer`` (identity.country.buyer: refused without a mobile). One not ``claimed`` at the door
    (trade/star_deal_gate.py: not counted there, e.g. Redis away) is refused if the deal was found
    sold out while it waited; a claimed one goes on (the database decides)."""
    country = buyer.country_to_buy()
    version, deal = seen.version, seen.deal
    if not claimed:
        star_deal_service.refuse_if_sold_out(session, deal.id)
    if not version.game.on_sale:
        raise AppError(SPU_OFF_SHELF)
    if not version.regions.activates_in(country):
        raise AppError(errors.REGION_LOCKED, name=version.full_name(lang), country=country)
    line = LineInput(version.id, count, version.price, deal.price, None, version.game.id)
    rule = PointRule(settings.point_deduct_fen_per_100, settings.point_deduct_max_percent)
    price = price_order([line], _NO_LEVEL_DISCOUNT.discount_percent, 0, False, rule)
    settled = Settlement([Wanted(version, count, ())], price, _NO_LEVEL_DISCOUNT, None, [])
    order = OrderCreateReq(items=[OrderItemReq(skuId=version.id, count=count)])
    return await place_order(
        session, settings, member_id, terminal, order, settled, lang, country, star_deal=deal
    )
