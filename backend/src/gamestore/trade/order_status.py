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


class AfterSaleStatus(IntEnum):
    """An order's and an order line's refund state (dictionary trade_order_item_after_sale_status)."""

    NONE = 0
    IN_PROGRESS = 1
    REFUNDED = 2


class CancelType(IntEnum):
    TIMEOUT = 10
    MEMBER = 20


FINISHED = (OrderStatus.COMPLETED, OrderStatus.CLOSED)
