"""Order states and history events (architecture §4; dictionary trade_order_status)."""

from __future__ import annotations

from enum import IntEnum


class OrderStatus(IntEnum):
    UNPAID = 0
    UNDELIVERED = 10
    DELIVERED = 20
    COMPLETED = 30
    CLOSED = 40


class OrderLogType(IntEnum):
    CREATED = 1
    PAID = 2
    COMPLETED = 3
    CANCELLED = 4
    CLOSED_UNPAID = 5
    REFUNDED = 6  # some keys refunded; the order stays completed
    CLOSED_REFUNDED = 7  # every key refunded: the order closes
    GIFT_CLAIMED = 8  # a gift claimed by a friend: the order is theirs
    GIFT_BACK = 9  # a gift taken back by its giver or returned to them unclaimed


class AfterSaleStatus(IntEnum):
    """An order's and an order line's refund state (dictionary trade_order_item_after_sale_status)."""

    NONE = 0
    IN_PROGRESS = 1
    REFUNDED = 2


class GiftStatus(IntEnum):
    """An order's ``gift_status`` (dictionary trade_gift_status)."""

    NONE = 0  # not a gift
    WAITING = 10  # paid or not yet, waiting for a friend to claim it
    CLAIMED = 20  # the friend's order now
    TAKEN_BACK = 30  # the giver's again, by their choice
    RETURNED = 40  # the giver's again, unclaimed after GIFT_CLAIM_DAYS


class CancelType(IntEnum):
    TIMEOUT = 10
    MEMBER = 20


FINISHED = (OrderStatus.COMPLETED, OrderStatus.CLOSED)
