"""Every price a version has had (catalogue/price_history.py): product_price_history, seeded with
today's prices: each version's list price and its member levels' prices from now, and the event
prices (and their member levels' prices) of the enabled activities not yet ended over their planned
windows. What was before is not known, so nothing earlier is written.

Revision ID: 0041_price_history
Revises: 0040_region_keys
Create Date: 2026-12-09 10:00:00.000000
"""

from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from typing import Any

import sqlalchemy as sa
from alembic import op

revision: str = "0041_price_history"
down_revision: str | None = "0040_region_keys"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LIST, EVENT, MEMBER = 1, 2, 3
PERCENT_OFF = 2
REFERENCE_WINDOW = timedelta(days=30)


def _percent_off(fen: int, percent: int) -> int:
    return (fen * (100 - percent) + 50) // 100  # half-up, as core/money.py's percent_off


def _discounted(price: int, discount_type: int, percent: int, amount: int) -> int:
    raw = _percent_off(price, percent) if discount_type == PERCENT_OFF else price - amount
    return min(price, max(0, raw))


def _utc(moment: datetime) -> datetime:
    return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


def upgrade() -> None:
    history = op.create_table(
        "product_price_history",
        sa.Column("id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("sku_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("kind", sa.SmallInteger(), nullable=False),
        sa.Column("level", sa.SmallInteger(), nullable=True),
        sa.Column("activity_id", sa.BigInteger(), nullable=True),
        sa.Column("price", sa.Integer(), nullable=False),
        sa.Column("valid_from", sa.DateTime(timezone=True), nullable=False),
        sa.Column("valid_until", sa.DateTime(timezone=True), nullable=True),
        sa.Column("counts_until", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["sku_id"],
            ["product_sku.id"],
            name=op.f("fk_product_price_history_sku_id_product_sku"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_product_price_history")),
    )
    op.create_index(
        "ix_product_price_history_sku",
        "product_price_history",
        ["sku_id", "kind", "valid_from"],
        unique=False,
    )
    bind = op.get_bind()
    now = datetime.now(UTC)
    percents = [
        (level, percent)
        for level, percent in bind.execute(
            sa.text("SELECT level, discount_percent FROM member_level ORDER BY level")
        )
        if percent > 0
    ]
    prices = {sku_id: price for sku_id, price in bind.execute(sa.text("SELECT id, price FROM product_sku"))}
    rows: list[dict[str, Any]] = []

    def add(sku_id: int, kind: int, level: int | None, activity: int | None, price: int, start: datetime,
            until: datetime | None) -> None:  # fmt: skip
        rows.append(
            {"sku_id": sku_id, "kind": kind, "level": level, "activity_id": activity, "price": price,
             "valid_from": start, "valid_until": until,
             "counts_until": None if until is None else until + REFERENCE_WINDOW}
        )  # fmt: skip

    for sku_id, price in prices.items():
        add(sku_id, LIST, None, None, price, now, None)
        for level, percent in percents:
            add(sku_id, MEMBER, level, None, _percent_off(price, percent), now, None)
    discounts = bind.execute(
        sa.text(
            "SELECT p.sku_id, p.activity_id, p.discount_type, p.discount_percent, p.discount_price,"
            " a.start_time, a.end_time FROM promotion_discount_product p"
            " JOIN promotion_discount_activity a ON a.id = p.activity_id"
            " WHERE a.enabled = :yes"
        ).columns(
            sa.column("sku_id"),
            sa.column("activity_id"),
            sa.column("discount_type"),
            sa.column("discount_percent"),
            sa.column("discount_price"),
            sa.column("start_time", sa.DateTime(timezone=True)),
            sa.column("end_time", sa.DateTime(timezone=True)),
        ),
        {"yes": True},
    )
    for sku_id, activity, kind, percent_off, amount, start, end in discounts:
        start, end = _utc(start), _utc(end)
        if end <= now or sku_id not in prices:
            continue
        event = _discounted(prices[sku_id], kind, percent_off, amount)
        add(sku_id, EVENT, None, activity, event, start, end)
        for level, percent in percents:
            add(sku_id, MEMBER, level, activity, _percent_off(event, percent), start, end)
    for chunk in range(0, len(rows), 1000):
        op.bulk_insert(history, rows[chunk : chunk + 1000])


def downgrade() -> None:
    op.drop_index("ix_product_price_history_sku", table_name="product_price_history")
    op.drop_table("product_price_history")
