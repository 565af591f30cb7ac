"""A member's point and experience balances move from identity's member_user to loyalty's own
member_balance (loyalty owns its ledgers' tables): one row per member who has a balance, copied
from the two columns, which go.

Revision ID: 0039_member_balances
Revises: 0038_activity_rewards_effect
Create Date: 2026-12-02 10:00:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0039_member_balances"
down_revision: str | None = "0038_activity_rewards_effect"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_member = sa.table("member_user", sa.column("id", sa.BigInteger), sa.column("point"), sa.column("experience"))
_balance = sa.table(
    "member_balance", sa.column("member_id", sa.BigInteger), sa.column("point"), sa.column("experience")
)


def upgrade() -> None:
    op.create_table(
        "member_balance",
        sa.Column("member_id", sa.BigInteger().with_variant(sa.Integer(), "sqlite"), nullable=False),
        sa.Column("point", sa.Integer(), server_default="0", nullable=False),
        sa.Column("experience", sa.Integer(), server_default="0", nullable=False),
        sa.ForeignKeyConstraint(["member_id"], ["member_user.id"], ondelete="CASCADE"),
        sa.PrimaryKeyConstraint("member_id"),
    )
    # Members at 0 and 0 need no row: none reads as 0 and 0, and the ledger opens one when needed.
    op.execute(
        _balance.insert().from_select(
            ["member_id", "point", "experience"],
            sa.select(_member.c.id, _member.c.point, _member.c.experience).where(
                sa.or_(_member.c.point != 0, _member.c.experience != 0)
            ),
        )
    )
    # Not a batch: SQLite's batch copies the table, which its foreign keys refuse while members exist
    # (SQLite drops a plain column itself since 3.35; see 0036).
    op.drop_column("member_user", "experience")
    op.drop_column("member_user", "point")


def downgrade() -> None:
    op.add_column("member_user", sa.Column("point", sa.Integer(), server_default="0", nullable=False))
    op.add_column("member_user", sa.Column("experience", sa.Integer(), server_default="0", nullable=False))
    owned = sa.select(_balance).where(_balance.c.member_id == _member.c.id)
    op.execute(
        _member.update()
        .where(sa.exists(owned))
        .values(
            point=owned.with_only_columns(_balance.c.point).scalar_subquery(),
            experience=owned.with_only_columns(_balance.c.experience).scalar_subquery(),
        )
    )
    op.drop_table("member_balance")
