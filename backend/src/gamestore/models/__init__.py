"""Every table, imported so that Alembic and the tests see the whole schema."""

from gamestore.models.base import Base
from gamestore.models.member import (
    Member,
    MemberPointRecord,
    MemberRefreshToken,
    MemberSession,
    SmsCode,
)
from gamestore.models.system import Tenant, UploadedFile

__all__ = [
    "Base",
    "Member",
    "MemberPointRecord",
    "MemberRefreshToken",
    "MemberSession",
    "SmsCode",
    "Tenant",
    "UploadedFile",
]
