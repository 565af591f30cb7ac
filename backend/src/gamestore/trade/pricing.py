"""The one price calculation behind both settlement and order creation (architecture §4).

game total → event discount → member discount (on the price after events) → voucher → points
deduction → actual payment. Every figure is integer fen, discounts round half-up per line, and the
parts add up exactly: total − activity − vip − coupon − point = pay, for the order and every line.
"""

from __future__ import annotations

from dataclasses import dataclass

from gamestore.catalogue.pricing import member_price


@dataclass(frozen=True, slots=True)
class LineInput:
    sku_id: int
    count: int
    price: int  # the version's list price, each
    event_price: int | None = None  # each, while a discount activity runs
    activity_id: int | None = None
    spu_id: int | None = None  # the game: whether a voucher applies to the line
    # False for a bundle's line: its event price is its share of the bundle's price, which the
    # member's level does not lower (as a star deal's price: architecture §4).
    level_discount: bool = True


@dataclass(frozen=True, slots=True)
class VoucherRule:
    """A voucher's terms (member.item_service.Voucher): percent or fen off the lines it applies to."""

    percent: bool
    value: int  # percent, or fen
    min_amount: int  # fen those lines must reach after event and member discounts
    spu_ids: frozenset[int]  # the games it applies to; empty: every game

    def applies_to(self, line: LineInput) -> bool:
        return not self.spu_ids or line.spu_id in self.spu_ids


@dataclass(frozen=True, slots=True)
class PointRule:
    fen_per_100_points: int  # what 100 points are worth
    max_percent: int  # of the amount after event and member discounts


@dataclass(frozen=True, slots=True)
class LinePrice:
    line: LineInput
    total_price: int
    activity_discount_price: int
    vip_price: int
    coupon_price: int
    point_price: int
    pay_price: int


@dataclass(frozen=True, slots=True)
class OrderPrice:
    lines: list[LinePrice]
    total_price: int
    activity_discount_price: int
    vip_price: int
    coupon_price: int
    point_price: int
    discount_price: int
    pay_price: int
    use_point: int
    total_point: int  # the member's points available


class VoucherNotApplicableError(ValueError):
    """The voucher names none of the order's games, or its lines do not reach its minimum."""

    def __init__(self, below_minimum: bool) -> None:
        super().__init__("below the voucher's minimum" if below_minimum else "no line the voucher applies to")
        self.below_minimum = below_minimum


def price_order(
    lines: list[LineInput],
    level_percent: int,
    point_balance: int,
    use_points: bool,
    rule: PointRule,
    voucher: VoucherRule | None = None,
) -> OrderPrice:
    staged = []
    for line in lines:
        total = line.price * line.count
        after_event = (line.event_price if line.event_price is not None else line.price) * line.count
        # Priced per key by the catalogue's memberPrice function: what a card showed is what each
        # key costs here.
        percent = level_percent if line.level_discount else 0
        after_vip = member_price(line.price, line.event_price, percent) * line.count
        staged.append((line, total, total - after_event, after_event - after_vip, after_vip))

    coupons = _voucher_shares(voucher, [(line, after_vip) for line, *_, after_vip in staged])
    after_coupon = [after_vip - coupon for (*_, after_vip), coupon in zip(staged, coupons, strict=True)]
    use_point, point_price = _points(sum(after_coupon), point_balance, rule) if use_points else (0, 0)
    shares = _split(point_price, after_coupon)

    priced = [
        LinePrice(line, total, activity, vip, coupon, share, after_vip - coupon - share)
        for (line, total, activity, vip, after_vip), coupon, share in zip(
            staged, coupons, shares, strict=True
        )
    ]
    activity_total = sum(p.activity_discount_price for p in priced)
    vip_total = sum(p.vip_price for p in priced)
    coupon_total = sum(coupons)
    return OrderPrice(
        lines=priced,
        total_price=sum(p.total_price for p in priced),
        activity_discount_price=activity_total,
        vip_price=vip_total,
        coupon_price=coupon_total,
        point_price=point_price,
        discount_price=activity_total + vip_total + coupon_total + point_price,
        pay_price=sum(p.pay_price for p in priced),
        use_point=use_point,
        total_point=point_balance,
    )


def _voucher_shares(voucher: VoucherRule | None, lines: list[tuple[LineInput, int]]) -> list[int]:
    """Each line's part of the voucher (fen): its amount off the lines it applies to (after event and
    member discounts), shared among them by their amounts; never more than they cost."""
    if voucher is None:
        return [0] * len(lines)
    weights = [after_vip if voucher.applies_to(line) else 0 for line, after_vip in lines]
    base = sum(weights)
    if not any(voucher.applies_to(line) for line, _ in lines):
        raise VoucherNotApplicableError(below_minimum=False)
    if base < voucher.min_amount:
        raise VoucherNotApplicableError(below_minimum=True)
    off = (base * voucher.value + 50) // 100 if voucher.percent else voucher.value  # half-up
    return _split(min(off, base), weights)


def _points(payable: int, balance: int, rule: PointRule) -> tuple[int, int]:
    """(points used, fen they deduct): as many as allowed, but never points that buy nothing."""
    max_fen = payable * rule.max_percent // 100
    usable = min(balance, max_fen * 100 // rule.fen_per_100_points)
    fen = usable * rule.fen_per_100_points // 100
    if fen == 0:
        return 0, 0
    needed = -(-fen * 100 // rule.fen_per_100_points)  # the fewest points worth that many fen
    return needed, fen


def _split(amount: int, weights: list[int]) -> list[int]:
    """``amount`` shared in proportion to ``weights`` (largest remainder), summing exactly."""
    whole = sum(weights)
    if amount == 0 or whole == 0:
        return [0] * len(weights)
    shares = [amount * weight // whole for weight in weights]
    remainders = sorted(range(len(weights)), key=lambda i: (-(amount * weights[i] % whole), i))
    for index in remainders[: amount - sum(shares)]:
        shares[index] += 1
    return shares
