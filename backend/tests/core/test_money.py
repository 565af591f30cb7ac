"""CNY in texts the server writes reads as the app writes it (web/src/lib/money.ts formatPrice)."""

from __future__ import annotations

import pytest

from gamestore.core.money import format_cny


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("zh-Hans", "¥12,345.50"),
        ("en", "CN¥12,345.50"),
        ("zh-Hant", "CN¥12,345.50"),
        ("ja", "元\u00a012,345.50"),
    ],
)
def test_cny_per_language(lang: str, expected: str) -> None:
    assert format_cny(1234550, lang) == expected


def test_small_amounts_keep_two_decimals() -> None:
    assert format_cny(5, "zh-Hans") == "¥0.05"
