"""Every table, imported so that Alembic and the tests see the whole schema."""

from gamestore.models.base import Base
from gamestore.models.member import (
    Member,
    MemberPointRecord,
    MemberRefreshToken,
    MemberSession,
    SmsCode,
)
from gamestore.models.product import (
    ActivationKey,
    Banner,
    Brand,
    BrandFollow,
    BrowseHistory,
    Category,
    Comment,
    Favorite,
    Sku,
    Spu,
)
from gamestore.models.system import Tenant, UploadedFile

__all__ = [
    "ActivationKey",
    "Banner",
    "Base",
    "Brand",
    "BrandFollow",
    "BrowseHistory",
    "Category",
    "Comment",
    "Favorite",
    "Member",
    "MemberPointRecord",
    "MemberRefreshToken",
    "MemberSession",
    "Sku",
    "SmsCode",
    "Spu",
    "Tenant",
    "UploadedFile",
]
