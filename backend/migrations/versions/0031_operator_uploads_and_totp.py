"""Operator pictures and TOTP enrolment from the console: an upload is a member's or an operator's,
and an operator's TOTP secret waits (encrypted) in ``totp_pending_encrypted`` until a code confirms it

Revision ID: 0031_operator_uploads_and_totp
Revises: 0028_member_levels_and_check_in
Create Date: 2026-11-28 05:30:00.000000
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0031_operator_uploads_and_totp"
down_revision: str | None = "0028_member_levels_and_check_in"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

_ID = sa.BigInteger().with_variant(sa.Integer(), "sqlite")


def upgrade() -> None:
    with op.batch_alter_table("system_file") as batch_op:
        batch_op.alter_column("member_id", existing_type=_ID, nullable=True)
        batch_op.add_column(sa.Column("operator_id", _ID, nullable=True))
        batch_op.create_foreign_key(
            batch_op.f("fk_system_file_operator_id_system_operator"),
            "system_operator",
            ["operator_id"],
            ["id"],
            ondelete="SET NULL",
        )
    with op.batch_alter_table("system_operator") as batch_op:
        batch_op.add_column(sa.Column("totp_pending_encrypted", sa.LargeBinary(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("system_operator") as batch_op:
        batch_op.drop_column("totp_pending_encrypted")
    op.execute("DELETE FROM system_file WHERE member_id IS NULL")
    with op.batch_alter_table("system_file") as batch_op:
        batch_op.drop_constraint(batch_op.f("fk_system_file_operator_id_system_operator"), type_="foreignkey")
        batch_op.drop_column("operator_id")
        batch_op.alter_column("member_id", existing_type=_ID, nullable=False)
