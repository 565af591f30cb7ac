"""Member levels and check-in rewards as tables the operator edits (until now a constant and a
setting), seeded with the values of architecture §4

Revision ID: 0028_member_levels_and_check_in
Revises: 0027_dashboard
Create Date: 2026-11-28 05:20:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0028_member_levels_and_check_in"
down_revision: str | None = "0027_dashboard"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

LEVELS = (
    (1, 0, 0, {"en": "Bronze", "zh-Hans": "青铜", "zh-Hant": "青銅", "ja": "ブロンズ"}),
    (2, 1000, 2, {"en": "Silver", "zh-Hans": "白银", "zh-Hant": "白銀", "ja": "シルバー"}),
    (3, 3000, 5, {"en": "Gold", "zh-Hans": "黄金", "zh-Hant": "黃金", "ja": "ゴールド"}),
    (4, 8000, 8, {"en": "Platinum", "zh-Hans": "铂金", "zh-Hant": "鉑金", "ja": "プラチナ"}),
    (5, 20000, 12, {"en": "Diamond", "zh-Hans": "钻石", "zh-Hant": "鑽石", "ja": "ダイヤモンド"}),
)
CHECK_IN_POINTS = (5, 10, 15, 20, 25, 30, 50)
CHECK_IN_EXPERIENCE = 5


def upgrade() -> None:
    level = op.create_table(
        "member_level",
        sa.Column("level", sa.SmallInteger(), autoincrement=False, nullable=False),
        sa.Column("experience", sa.Integer(), nullable=False),
        sa.Column("discount_percent", sa.SmallInteger(), nullable=False),
        sa.Column("names", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("level", name=op.f("pk_member_level")),
    )
    config = op.create_table(
        "member_sign_in_config",
        sa.Column("day", sa.SmallInteger(), autoincrement=False, nullable=False),
        sa.Column("point", sa.Integer(), nullable=False),
        sa.Column("experience", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("day", name=op.f("pk_member_sign_in_config")),
    )
    op.bulk_insert(
        level,
        [
            {"level": number, "experience": experience, "discount_percent": discount, "names": names}
            for number, experience, discount, names in LEVELS
        ],
    )
    op.bulk_insert(
        config,
        [
            {"day": day, "point": point, "experience": CHECK_IN_EXPERIENCE}
            for day, point in enumerate(CHECK_IN_POINTS, start=1)
        ],
    )


def downgrade() -> None:
    op.drop_table("member_sign_in_config")
    op.drop_table("member_level")
