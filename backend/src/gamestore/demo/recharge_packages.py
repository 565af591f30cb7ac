"""The demo's wallet recharge packages: pay X, receive X plus a bonus (matched on their pay price,
so loading the demo again changes nothing)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.models.pay import PayWalletRechargePackage

# (pay fen, bonus fen, names)
PACKAGES: tuple[tuple[int, int, dict[str, str]], ...] = (
    (1000, 0, {"en": "¥10", "zh-Hans": "10 元", "zh-Hant": "10 元", "ja": "10 元"}),
    (
        5000,
        500,
        {
            "en": "¥50, ¥5 bonus",
            "zh-Hans": "充 50 送 5",
            "zh-Hant": "充 50 送 5",
            "ja": "50 元で 5 元ボーナス",
        },
    ),
    (
        10000,
        1500,
        {
            "en": "¥100, ¥15 bonus",
            "zh-Hans": "充 100 送 15",
            "zh-Hant": "充 100 送 15",
            "ja": "100 元で 15 元ボーナス",
        },
    ),
    (
        20000,
        4000,
        {
            "en": "¥200, ¥40 bonus",
            "zh-Hans": "充 200 送 40",
            "zh-Hant": "充 200 送 40",
            "ja": "200 元で 40 元ボーナス",
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
