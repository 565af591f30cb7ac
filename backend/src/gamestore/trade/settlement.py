"""What an order would cost: the versions asked for, checked and priced (shared by create)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import catalogue_service
from gamestore.catalogue.bundle_pricing import BundleChoice
from gamestore.catalogue.catalogue_service import Version
from gamestore.catalogue.discount_service import EventPrice, event_prices
from gamestore.catalogue.errors import SPU_OFF_SHELF
from gamestore.catalogue.pricing import member_price, reference_price
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang, translate
from gamestore.core.texts import text
from gamestore.core.times import optional_epoch_ms
from gamestore.engagement import item_service
from gamestore.engagement.item_service import Voucher
from gamestore.engagement.items import DiscountType
from gamestore.library import steam_library
from gamestore.loyalty import standing
from gamestore.loyalty.levels import Level
from gamestore.trade import cart_bundles, errors
from gamestore.trade.cart_bundles import CartBundleChoice, bundle_choice
from gamestore.trade.order_schemas import (
    OrderItemReq,
    OrderPriceResp,
    SettlementItemResp,
    SettlementReq,
    SettlementResp,
    SettlementVoucherResp,
)
from gamestore.trade.pricing import (
    LineInput,
    OrderPrice,
    PointRule,
    VoucherNotApplicableError,
    VoucherRule,
    price_order,
)


@dataclass(frozen=True, slots=True)
class Wanted:
    version: Version
    count: int
    cart_ids: tuple[int, ...]
    bundle_id: int | None = None  # bought in this bundle, at ``bundle_share``
    bundle_share: int = 0


@dataclass(frozen=True, slots=True)
class VoucherOption:
    voucher: Voucher
    coupon_price: int | None  # None: it does not apply to this order
    refusal: AppError | None


@dataclass(frozen=True, slots=True)
class Settlement:
    wanted: list[Wanted]
    price: OrderPrice
    level: Level
    voucher: Voucher | None  # the one priced in
    options: list[VoucherOption]
    release_at: datetime | None = None  # a pre-order's release (its one version's)
    bundle_left_out: tuple[int, ...] = ()  # a fixed set's versions the member owns
    cart_bundle_ids: tuple[int, ...] = ()  # the cart's bundles bought (removed at creation)


def merge_items(items: list[OrderItemReq]) -> dict[int, tuple[int, tuple[int, ...]]]:
    """sku id -> (count, cart ids): the same version asked twice is one line (the counts add up),
    so the per-version limit (ORDER_MAX_COUNT_PER_ITEM) cannot be passed by repeating it."""
    merged: dict[int, tuple[int, tuple[int, ...]]] = {}
    for item in items:
        count, carts = merged.get(item.skuId, (0, ()))
        merged[item.skuId] = (count + item.count, carts + ((item.cartId,) if item.cartId else ()))
    return merged


async def settle(
    session: AsyncSession,
    settings: Settings,
    member_id: int,
    body: SettlementReq,
    lang: Lang,
    country: str | None = None,
) -> Settlement:
    """Check every version can be bought now (and activates in the member's ``country`` when it is
    known) and price the whole order (architecture §4)."""
    if body.bundle is not None:
        asked = body.bundle
        choices = [CartBundleChoice(0, await bundle_choice(session, member_id, asked.bundleId, asked.skuIds))]
    else:
        choices = await cart_bundles.chosen(session, member_id, body.cartBundleIds)
    merged = merge_items(body.items)
    in_bundle: dict[int, BundleChoice] = {}
    twice = []
    for c in choices:
        twice += [sku for sku in c.choice.shares if sku in merged or sku in in_bundle]
        in_bundle.update(dict.fromkeys(c.choice.shares, c.choice))
    merged.update({sku: (1, ()) for sku in in_bundle})
    found = await catalogue_service.versions(session, merged)
    if twice:  # one line a version: its keys and refunds are the line's
        name = found[twice[0]].full_name(lang) if twice[0] in found else str(twice[0])
        raise AppError(errors.VERSION_TWICE, name=name)
    now = clock.now()
    wanted = []
    for sku_id, (count, cart_ids) in merged.items():
        if sku_id not in found:
            raise AppError(errors.SKU_NOT_FOUND)
        version = found[sku_id]
        if not version.game.on_sale:
            raise AppError(SPU_OFF_SHELF)
        if count > settings.order_max_count_per_item:
            raise AppError(errors.COUNT_TOO_LARGE, max=settings.order_max_count_per_item)
        if not version.regions.activates_in(country):
            raise AppError(errors.REGION_LOCKED, name=version.full_name(lang), country=country)
        if version.stock < count and not version.preorder(now):  # a pre-order takes no key now
            raise AppError(errors.SKU_STOCK_NOT_ENOUGH, name=version.full_name(lang))
        choice = in_bundle.get(sku_id)
        if choice is None:
            wanted.append(Wanted(version, count, cart_ids))
        else:
            wanted.append(Wanted(version, count, cart_ids, choice.bundle_id, choice.shares[sku_id]))
    release_at = _preorder_release(wanted, now, lang)
    await _require_dlc_bases(session, member_id, wanted, lang)

    member = await standing.standing(session, member_id)
    events = await event_prices(
        session, {w.version.id: w.version.price for w in wanted if w.bundle_id is None}
    )
    lines = [_line(w, events) for w in wanted]
    rule = PointRule(settings.point_deduct_fen_per_100, settings.point_deduct_max_percent)
    vouchers = await item_service.spendable_vouchers(session, member_id, lang)
    chosen = await _chosen_voucher(session, member_id, body.itemId, vouchers, lang)

    def priced(voucher: Voucher | None) -> OrderPrice:
        rule_of = None if voucher is None else _voucher_rule(voucher)
        try:
            return price_order(
                lines, member.level.discount_percent, member.point, body.pointStatus, rule, rule_of
            )
        except VoucherNotApplicableError as refused:
            raise _refusal(refused, voucher) from None

    options = []
    for voucher in vouchers:
        try:
            options.append(VoucherOption(voucher, priced(voucher).coupon_price, None))
        except AppError as refusal:
            options.append(VoucherOption(voucher, None, refusal))
    left_out = tuple(sku for c in choices for sku in c.choice.left_out)
    cart_bundle_ids = tuple(c.cart_id for c in choices if c.cart_id)
    return Settlement(
        wanted, priced(chosen), member.level, chosen, options, release_at, left_out, cart_bundle_ids
    )


def _line(wanted: Wanted, events: dict[int, EventPrice]) -> LineInput:
    """A bundle's line is priced at its share of the bundle (in place of an event price, with no
    level discount on it); any other at its running event price, if any."""
    version = wanted.version
    if wanted.bundle_id is not None:
        return LineInput(
            version.id, wanted.count, version.price, wanted.bundle_share, None, version.game.id, False
        )
    event = events.get(version.id)
    return LineInput(
        sku_id=version.id,
        count=wanted.count,
        price=version.price,
        event_price=event.price if event is not None else None,
        activity_id=event.activity_id if event is not None else None,
        spu_id=version.game.id,
    )


def _preorder_release(wanted: list[Wanted], now: datetime, lang: Lang) -> datetime | None:
    """A pre-order's release time; a pre-order is ordered on its own (its keys come at its release,
    the others' now), so an order mixing one with anything else is refused."""
    preorders = [w.version for w in wanted if w.version.preorder(now)]
    if not preorders:
        return None
    if len(wanted) > 1:
        raise AppError(errors.PREORDER_ALONE, name=preorders[0].full_name(lang))
    return preorders[0].release_at


async def _require_dlc_bases(session: AsyncSession, member_id: int, wanted: list[Wanted], lang: Lang) -> None:
    """A DLC needs its base game: owned here, on the bound Steam account (as last read), or in this
    same order. Refused otherwise, naming the base game for the app's link."""
    in_order = {w.version.game.id for w in wanted if w.version.dlc_of_spu_id is None}
    needed = {w.version.dlc_of_spu_id for w in wanted} - {None} - in_order
    if not needed:
        return
    owned = await steam_library.owns_games(session, member_id, {spu for spu in needed if spu is not None})
    for w in wanted:
        base_id = w.version.dlc_of_spu_id
        if base_id is None or base_id in owned or base_id in in_order:
            continue
        base = (await catalogue_service.games(session, [base_id])).get(base_id)
        raise AppError(
            errors.DLC_BASE_NOT_OWNED,
            data={"baseSpuId": base_id},
            name=w.version.full_name(lang),
            base=text(base.names, lang) if base else "",
        )


async def _chosen_voucher(
    session: AsyncSession, member_id: int, item_id: int | None, vouchers: list[Voucher], lang: Lang
) -> Voucher | None:
    """The voucher asked for, from the member's spendable ones (read once for the list too); one
    that is not among them is looked up only to say why (not the member's, not a voucher, used up)."""
    if item_id is None:
        return None
    found = next((voucher for voucher in vouchers if voucher.id == item_id), None)
    return found or await item_service.spendable_voucher(session, member_id, item_id, lang)


def _voucher_rule(voucher: Voucher) -> VoucherRule:
    return VoucherRule(voucher.percent, voucher.value, voucher.min_amount, frozenset(voucher.spu_ids))


def _refusal(refused: VoucherNotApplicableError, voucher: Voucher | None) -> AppError:
    if refused.below_minimum and voucher is not None:
        return AppError(errors.VOUCHER_BELOW_MINIMUM, amount=f"{voucher.min_amount / 100:.2f}")
    return AppError(errors.VOUCHER_NOT_APPLICABLE)


def settlement_answer(result: Settlement, lang: Lang) -> SettlementResp:
    price = result.price
    return SettlementResp(
        items=[
            SettlementItemResp(
                spuId=w.version.game.id,
                skuId=w.version.id,
                cartId=w.cart_ids[0] if w.cart_ids else None,
                spuName=text(w.version.game.names, lang),
                skuName=text(w.version.names, lang),
                picUrl=w.version.game.cover,
                count=w.count,
                price=w.version.price,
                activityPrice=line.line.event_price,
                **_key_prices(w.version, line.line.event_price, _level_percent(result, line.line)),
                payPrice=line.pay_price,
                stock=w.version.stock,
                releaseTime=optional_epoch_ms(result.release_at),
                bundleId=w.bundle_id,
            )
            for w, line in zip(result.wanted, price.lines, strict=True)
        ],
        vouchers=_voucher_answers(result.options, lang),
        itemId=result.voucher.id if result.voucher else None,
        price=price_resp(price),
        totalPoint=price.total_point,
        usePoint=price.use_point,
        levelName=result.level.names[lang],
        discountPercent=result.level.discount_percent,
        bundleOwnedSkuIds=list(result.bundle_left_out),
    )


def _level_percent(result: Settlement, line: LineInput) -> int:
    return result.level.discount_percent if line.level_discount else 0


def _voucher_answers(options: list[VoucherOption], lang: Lang) -> list[SettlementVoucherResp]:
    usable_first = sorted(
        options, key=lambda option: (option.coupon_price is None, -(option.coupon_price or 0))
    )
    return [
        SettlementVoucherResp(
            id=option.voucher.id,
            name=option.voucher.name,
            discountType=DiscountType.PERCENT if option.voucher.percent else DiscountType.AMOUNT,
            discountValue=option.voucher.value,
            minAmount=option.voucher.min_amount,
            expireTime=optional_epoch_ms(option.voucher.expires_at),
            usable=option.coupon_price is not None,
            couponPrice=option.coupon_price or 0,
            reason=None
            if option.refusal is None
            else translate(option.refusal.error.key, lang, **option.refusal.params),
        )
        for option in usable_first
    ]


def _key_prices(version: Version, event_price: int | None, level_percent: int) -> dict[str, int | None]:
    """One key's price and struck-through price, by the catalogue's functions (the same figures)."""
    pay = member_price(version.price, event_price, level_percent)
    return {"memberPrice": pay, "referencePrice": reference_price(version.price, version.market_price, pay)}


def price_resp(price: OrderPrice) -> OrderPriceResp:
    return OrderPriceResp(
        totalPrice=price.total_price,
        activityDiscountPrice=price.activity_discount_price,
        vipPrice=price.vip_price,
        couponPrice=price.coupon_price,
        pointPrice=price.point_price,
        discountPrice=price.discount_price,
        payPrice=price.pay_price,
    )
