"""Dictionary, app information and health."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from sqlalchemy import select, text
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.config import Settings
from gamestore.core.i18n import Lang
from gamestore.core.ratelimit import RateLimiter, RedisRateLimiter
from gamestore.models.system import Tenant
from gamestore.system import files
from gamestore.system.dict_catalog import DictEntry, dict_types, entries_of_type
from gamestore.system.schemas import AppInfoResp, DictDataResp, HealthResp, TenantResp

# The one tenant the store serves (spec §9: tenant id 1), whatever site or mini program asks.
STORE_TENANT_ID = 1
APP_VERSION = "1.0.4"
APP_VERSION_CODE = 186


def _row(entry: DictEntry, lang: Lang) -> DictDataResp:
    return DictDataResp(
        dictType=entry.dict_type,
        value=entry.value,
        label=entry.labels[lang],
        colorType=entry.color_type,
        cssClass=entry.css_class,
    )


@lru_cache(maxsize=512)
def dict_data_of_type(dict_type: str, lang: Lang) -> tuple[DictDataResp, ...]:
    return tuple(_row(entry, lang) for entry in entries_of_type(dict_type))


def dict_label(dict_type: str, value: str, lang: Lang) -> str:
    """The label of one dictionary value in ``lang`` (the value itself when it is unknown)."""
    for row in dict_data_of_type(dict_type, lang):
        if row.value == value:
            return row.label
    return value


@lru_cache(maxsize=8)
def all_dict_data(lang: Lang) -> tuple[DictDataResp, ...]:
    return tuple(row for dict_type in dict_types() for row in dict_data_of_type(dict_type, lang))


def app_info(settings: Settings) -> AppInfoResp:
    return AppInfoResp(
        name=settings.app_name,
        version=APP_VERSION,
        versionCode=APP_VERSION_CODE,
        logo=settings.app_logo,
        cdnUrl=settings.cdn_url,
        fileSystem=settings.file_system,
        iosAppPurchases=settings.app_shell_ios_purchases,
    )


async def store_tenant(session: AsyncSession) -> TenantResp:
    """The tenant a site's address (or a mini program's appid) stands for: the store is single-tenant,
    so every address stands for tenant 1."""
    name = await session.scalar(select(Tenant.name).where(Tenant.id == STORE_TENANT_ID))
    assert name is not None, "migrations create tenant 1"
    return TenantResp(id=STORE_TENANT_ID, name=name)


async def health(session: AsyncSession, limiter: RateLimiter) -> HealthResp:
    try:
        database = (await session.scalar(text("SELECT 1"))) == 1
    except Exception:
        database = False
    redis_ok: bool | None = None
    if isinstance(limiter, RedisRateLimiter):
        redis_ok = await limiter.ping()
    healthy = database and redis_ok is not False
    return HealthResp(status="ok" if healthy else "degraded", database=database, redis=redis_ok)


async def require_own_private_files(session: AsyncSession, member_id: int, paths: Sequence[str]) -> None:
    """Refuse (FILE_NOT_FOUND) a private upload's path that is not the member's own."""
    await files.require_own_private_files(session, member_id, paths)


def picture_links(settings: Settings, paths: Sequence[str], base_url: str) -> list[str]:
    """Links opening these pictures: private uploads signed (``TEMP_URL_SECONDS``), others as they are.
    Only for a caller already allowed to see what they were sent with (support's feedback list)."""
    return files.signed_links(settings, paths, base_url)
