"""The merchants payments are for, wired once at start-up by the application (``main.create_app``):
what a paid payment means to its merchant's order, what it pays for, what a finished refund means.

Payments depend on no merchant (trade imports pay, never the reverse), so the application hands pay
its merchants as one typed value; a merchant missing from it is a type error and fails at start-up,
not on the first payment. Pay's own recharges need no wiring."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.config import Settings
from gamestore.core.i18n import Lang

if TYPE_CHECKING:
    from gamestore.pay.refund_service import RefundStatus


class PaidHandler(Protocol):
    async def __call__(
        self, session: AsyncSession, settings: Settings, order_id: int, channel_code: str
    ) -> None:
        """Complete the merchant's order ``order_id`` whose payment was just paid (once per payment);
        may raise the merchant's AppError (its order was closed meanwhile)."""
        ...


class SubjectReader(Protocol):
    async def __call__(self, session: AsyncSession, order_id: int, lang: Lang) -> str | None:
        """What the merchant's order ``order_id`` pays for, in ``lang`` (None: unknown)."""
        ...


class RefundHandler(Protocol):
    async def __call__(self, session: AsyncSession, merchant_refund_id: str, status: RefundStatus) -> None:
        """The refund the merchant asked for (``merchant_refund_id``) succeeded (once), failed (it
        will be asked again) or needs support."""
        ...


@dataclass(frozen=True, slots=True)
class Merchant:
    on_paid: PaidHandler
    subject: SubjectReader
    on_refund: RefundHandler


TRADE = "trade"


@dataclass(frozen=True, slots=True)
class PayMerchants:
    """Every merchant that opens payments (``open_pay_order(merchant=...)``), one field each."""

    trade: Merchant

    def of(self, kind: str) -> Merchant | None:
        """The merchant of ``<kind>:<id>`` payments and refunds; None for a kind none opens."""
        return self.trade if kind == TRADE else None


_wired: PayMerchants | None = None


def wire(merchants: PayMerchants) -> None:
    """At start-up: the merchants every later payment and refund is told about."""
    global _wired
    _wired = merchants


def merchant(kind: str) -> Merchant | None:
    if _wired is None:
        raise RuntimeError("pay's merchants were not wired: the application does it at start-up")
    return _wired.of(kind)
