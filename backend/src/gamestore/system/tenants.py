"""Which tenants exist: looked up in the database, remembered for a minute."""

from __future__ import annotations

import time

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker

from gamestore.core.errors import TENANT_DISABLED, TENANT_NOT_FOUND, AppError
from gamestore.models.system import Tenant

_TTL_SECONDS = 60.0


class TenantDirectory:
    def __init__(self, sessions: async_sessionmaker[AsyncSession]) -> None:
        self._sessions = sessions
        self._known: dict[int, tuple[bool, float]] = {}

    async def require(self, tenant_id: int) -> None:
        """Raise unless ``tenant_id`` names an enabled tenant."""
        enabled, checked = self._known.get(tenant_id, (False, 0.0))
        if time.monotonic() - checked > _TTL_SECONDS:
            async with self._sessions() as session:
                found = await session.scalar(select(Tenant.enabled).where(Tenant.id == tenant_id))
            if found is None:
                raise AppError(TENANT_NOT_FOUND, tenant=tenant_id)
            enabled = found
            self._known[tenant_id] = (enabled, time.monotonic())
        if not enabled:
            raise AppError(TENANT_DISABLED)
