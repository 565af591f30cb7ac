"""The one price calculation: every line, rounding half-up, and parts that always add up."""

from __future__ import annotations

import itertools

import pytest

from gamestore.trade.pricing import LineInput, PointRule, price_order

RULE = PointRule(fen_per_100_points=100, max_percent=50)


def test_list_prices_only() -> None:
    price = price_order([LineInput(1, 2, 4800)], 0, 0, False, RULE)
    assert (price.total_price, price.discount_price, price.pay_price) == (9600, 0, 9600)


def test_event_then_level_then_points() -> None:
    # 9800 with an event price 6860 (30 % off), Diamond 12 % on 6860 = 823.2 -> 823 off.
    lines = [LineInput(1, 1, 9800, event_price=6860, activity_id=7)]
    price = price_order(lines, 12, 100_000, True, RULE)
    assert price.total_price == 9800
    assert price.activity_discount_price == 2940
    assert price.vip_price == 823
    after = 9800 - 2940 - 823  # 6037
    assert price.point_price == after * 50 // 100  # 3018 fen for 3018 points
    assert price.use_point == 3018
    assert price.pay_price == after - 3018
    assert price.discount_price == 2940 + 823 + 3018


def test_member_price_rounds_half_up_per_line_as_the_catalogue_shows_it() -> None:
    # 98 % of 1825 = 1788.5 -> 1789 (half-up); 98 % of 1824 = 1787.52 -> 1788.
    price = price_order([LineInput(1, 1, 1825), LineInput(2, 1, 1824)], 2, 0, False, RULE)
    assert [line.pay_price for line in price.lines] == [1789, 1788]
    assert [line.vip_price for line in price.lines] == [36, 36]
    assert price.vip_price == 72


def test_points_limited_by_balance() -> None:
    price = price_order([LineInput(1, 1, 10_000)], 0, 1234, True, RULE)
    assert (price.use_point, price.point_price, price.pay_price) == (1234, 1234, 8766)
    assert price.total_point == 1234


def test_points_switched_off_use_nothing() -> None:
    price = price_order([LineInput(1, 1, 10_000)], 0, 5000, False, RULE)
    assert (price.use_point, price.point_price, price.total_point) == (0, 0, 5000)


def test_points_worth_more_than_a_fen_each() -> None:
    # 100 points = 3 yuan: 250 points are worth 750 fen.
    rule = PointRule(fen_per_100_points=300, max_percent=50)
    price = price_order([LineInput(1, 1, 10_000)], 0, 250, True, rule)
    assert price.point_price == 750
    assert price.use_point == 250
    cheap = price_order([LineInput(1, 1, 10)], 0, 10_000, True, rule)  # at most 5 fen: 1 point, 3 fen
    assert (cheap.point_price, cheap.use_point, cheap.pay_price) == (3, 1, 7)


def test_points_too_few_to_buy_a_fen_are_kept() -> None:
    rule = PointRule(fen_per_100_points=50, max_percent=50)  # 2 points per fen
    price = price_order([LineInput(1, 1, 10_000)], 0, 1, True, rule)
    assert (price.use_point, price.point_price) == (0, 0)


def test_point_deduction_shared_across_lines_exactly() -> None:
    lines = [LineInput(1, 1, 333), LineInput(2, 1, 333), LineInput(3, 1, 334)]
    price = price_order(lines, 0, 10_000, True, RULE)
    assert price.point_price == 500
    assert sum(line.point_price for line in price.lines) == 500
    assert [line.point_price for line in price.lines] == [167, 166, 167]


@pytest.mark.parametrize(
    ("percent", "points", "use"),
    list(itertools.product([0, 2, 5, 8, 12], [0, 1, 99, 5000, 10**6], [True, False])),
)
def test_parts_always_add_up(percent: int, points: int, use: bool) -> None:
    lines = [
        LineInput(1, 3, 4999, event_price=3333, activity_id=1),
        LineInput(2, 1, 19800),
        LineInput(3, 2, 1, event_price=0, activity_id=2),
        LineInput(4, 1, 777, event_price=700, activity_id=3),
    ]
    price = price_order(lines, percent, points, use, RULE)
    assert price.total_price - price.discount_price == price.pay_price
    assert price.discount_price == price.activity_discount_price + price.vip_price + price.point_price
    for line in price.lines:
        assert (
            line.total_price - line.activity_discount_price - line.vip_price - line.point_price
            == line.pay_price
        )
        assert line.pay_price >= 0
    assert sum(line.pay_price for line in price.lines) == price.pay_price
    assert price.use_point <= points
    assert price.point_price * 2 <= price.total_price - price.activity_discount_price - price.vip_price
