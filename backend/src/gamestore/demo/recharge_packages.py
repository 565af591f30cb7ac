"""The demo's wallet recharge packages: pay X, receive X plus a bonus (matched on their pay price,
so loading the demo again changes nothing)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.models.pay import PayWalletRechargePackage

# (pay fen, bonus fen, names); amounts written as the app writes CNY in each language (lib/money).
PACKAGES: tuple[tuple[int, int, dict[str, str]], ...] = (
    (1000, 0, {"en": "CN¥10", "zh-Hans": "¥10", "zh-Hant": "CN¥10", "ja": "元 10"}),
    (
        5000,
        500,
        {
            "en": "CN¥50, CN¥5 bonus",
            "zh-Hans": "充 ¥50 送 ¥5",
            "zh-Hant": "充 CN¥50 送 CN¥5",
            "ja": "元 50 で 元 5 ボーナス",
        },
    ),
    (
        10000,
        1500,
        {
            "en": "CN¥100, CN¥15 bonus",
            "zh-Hans": "充 ¥100 送 ¥15",
            "zh-Hant": "充 CN¥100 送 CN¥15",
            "ja": "元 100 で 元 15 ボーナス",
        },
    ),
    (
        20000,
        4000,
        {
            "en": "CN¥200, CN¥40 bonus",
            "zh-Hans": "充 ¥200 送 ¥40",
            "zh-Hant": "充 CN¥200 送 CN¥40",
            "ja": "元 200 で 元 40 ボーナス",
        },
    ),
)


async def load_recharge_packages(session: AsyncSession) -> int:
    """Add the packages that are missing; returns how many were added."""
    existing = set(await session.scalars(select(PayWalletRechargePackage.pay_price)))
    added = 0
    for sort, (pay_price, bonus, names) in enumerate(PACKAGES):
        if pay_price not in existing:
            session.add(
                PayWalletRechargePackage(names=names, pay_price=pay_price, bonus_price=bonus, sort=sort)
            )
            added += 1
    await session.flush()
    return added
