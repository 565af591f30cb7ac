"""Money is integer fen (CNY). Discounts round half-up to the fen; other currencies are for display."""

from __future__ import annotations

from decimal import ROUND_HALF_UP, Decimal
from typing import Literal

PriceUnit = Literal["CNY", "USD", "JPY"]


def round_half_up(value: Decimal) -> int:
    return int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP))


def percent_off(amount_fen: int, percent: int) -> int:
    """``amount_fen`` less ``percent`` %, rounded half-up to the fen."""
    return round_half_up(Decimal(amount_fen) * (100 - percent) / 100)


def to_display_units(amount_fen: int, unit: PriceUnit, usd_per_cny: Decimal, jpy_per_cny: Decimal) -> int:
    """The amount in the minor unit shown for ``unit``: fen, US cents or yen."""
    if unit == "USD":
        return round_half_up(Decimal(amount_fen) * usd_per_cny)
    if unit == "JPY":
        return round_half_up(Decimal(amount_fen) / 100 * jpy_per_cny)
    return amount_fen


def yuan_text(amount_fen: int) -> str:
    """Fen as yuan with exactly two decimals, without float arithmetic (1234 → "12.34")."""
    yuan, fen = divmod(amount_fen, 100)
    return f"{yuan}.{fen:02d}"


# CNY as the app shows it in each language (web/src/lib/money.ts formatPrice: Intl's currency
# symbol for the language), for texts the server writes.
_CNY_FORMATS = {"en": "CN¥{}", "zh-Hans": "¥{}", "zh-Hant": "CN¥{}", "ja": "元\u00a0{}"}


def format_cny(amount_fen: int, lang: str) -> str:
    """Fen as the app writes CNY in ``lang`` (12345 → "¥123.45" in zh-Hans, "CN¥123.45" in en)."""
    yuan, fen = divmod(amount_fen, 100)
    return _CNY_FORMATS.get(lang, "¥{}").format(f"{yuan:,}.{fen:02d}")
