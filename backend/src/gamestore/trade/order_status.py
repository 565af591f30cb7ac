"""Order states and history events (architecture §4; dictionary trade_order_status)."""

from __future__ import annotations

from datetime import timedelta
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
    PREORDER_SHORT = 10  # released without keys enough for this pre-order: it waits for them
    PRICE_PROTECTED = 11  # its price fell before the release: the difference went back


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


class PreorderStatus(IntEnum):
    """An order's ``preorder_status`` (dictionary trade_preorder_status)."""

    NONE = 0  # not a pre-order
    WAITING = 10  # paid or not yet, its version not released
    DELIVERED = 20  # its keys delivered at (or after) the release
    SHORT = 30  # released without keys enough for it: waiting for keys since short_since
    REFUNDED = 40  # refunded before it was delivered


WAITING_PREORDER = (PreorderStatus.WAITING, PreorderStatus.SHORT)
# A released pre-order without keys enough is refunded by itself after this long without them.
SHORT_REFUND_AFTER = timedelta(hours=24)


class CancelType(IntEnum):
    TIMEOUT = 10
    MEMBER = 20


FINISHED = (OrderStatus.COMPLETED, OrderStatus.CLOSED)
