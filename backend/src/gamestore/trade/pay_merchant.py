"""What trade is to pay: what a paid "trade:" payment means, what it pays for and what a finished
"trade:" refund means (the application wires it into pay at start-up: ``pay.merchants``)."""

from __future__ import annotations

from gamestore.pay.merchants import Merchant
from gamestore.trade.fulfilment import order_paid, order_subject
from gamestore.trade.refund_service import refund_finished

TRADE_MERCHANT = Merchant(on_paid=order_paid, subject=order_subject, on_refund=refund_finished)
