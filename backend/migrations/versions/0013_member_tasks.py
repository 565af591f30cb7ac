"""member tasks, their progress per period and the events counted

Revision ID: 0013_member_tasks
Revises: 0012_member_sign_in
Create Date: 2026-11-24 03:00:00
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0013_member_tasks"
down_revision: str | None = "0012_member_sign_in"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    op.create_table(
        "member_task",
        sa.Column("id", _ID, nullable=False),
        sa.Column("code", sa.String(length=64), nullable=False),
        sa.Column("type", sa.SmallInteger(), nullable=False),
        sa.Column("event", sa.String(length=32), nullable=False),
        sa.Column("target", sa.Integer(), nullable=False),
        sa.Column("reward_point", sa.Integer(), nullable=False),
        sa.Column("reward_experience", sa.Integer(), nullable=False),
        sa.Column("titles", sa.JSON(), nullable=False),
        sa.Column("descriptions", sa.JSON(), nullable=False),
        sa.Column("link", sa.String(length=32), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("enabled", sa.Boolean(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_task")),
        sa.UniqueConstraint("code", name=op.f("uq_member_task_code")),
    )
    op.create_table(
        "member_task_progress",
        sa.Column("id", _ID, nullable=False),
        sa.Column("member_id", _ID, nullable=False),
        sa.Column("task_id", _ID, nullable=False),
        sa.Column("period", sa.String(length=16), nullable=False),
        sa.Column("progress", sa.Integer(), nullable=False),
        sa.Column("completed_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("claimed_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_member_task_progress_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["task_id"],
            ["member_task.id"],
            name=op.f("fk_member_task_progress_task_id_member_task"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_task_progress")),
        sa.UniqueConstraint(
            "member_id", "task_id", "period", name="uq_member_task_progress_member_task_period"
        ),
    )
    op.create_table(
        "member_task_event",
        sa.Column("id", _ID, nullable=False),
        sa.Column("member_id", _ID, nullable=False),
        sa.Column("task_id", _ID, nullable=False),
        sa.Column("period", sa.String(length=16), nullable=False),
        sa.Column("biz_id", sa.String(length=64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["member_id"],
            ["member_user.id"],
            name=op.f("fk_member_task_event_member_id_member_user"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["task_id"],
            ["member_task.id"],
            name=op.f("fk_member_task_event_task_id_member_task"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_member_task_event")),
        sa.UniqueConstraint(
            "member_id", "task_id", "period", "biz_id", name="uq_member_task_event_member_task_period_biz"
        ),
    )


def downgrade() -> None:
    op.drop_table("member_task_event")
    op.drop_table("member_task_progress")
    op.drop_table("member_task")
