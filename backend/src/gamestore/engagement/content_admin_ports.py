"""What the content console needs from the item file's import (gamestore.engagement.item_import), which sits
above the domains: the app registers it on ``app.state.import_items`` (gamestore.api's
``mount_admin_api``), as promotion's admin_ports does for the content file."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Protocol

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.crypto import KeyCipher
from gamestore.core.import_report import ImportProblem, SectionCounts


class ItemImportOutcome(Protocol):
    @property
    def counts(self) -> Mapping[str, SectionCounts]: ...

    @property
    def codes_added(self) -> int: ...

    @property
    def codes_skipped(self) -> int: ...

    @property
    def problems(self) -> Sequence[ImportProblem]: ...

    @property
    def ok(self) -> bool: ...

    def render(self) -> str: ...


class ItemFileImporter(Protocol):
    async def __call__(self, session: AsyncSession, data: Any, cipher: KeyCipher) -> ItemImportOutcome:
        """Import an operator's item file (`gamestore import-items`), flushing only."""
        ...


async def _item_importer(request: Request) -> ItemFileImporter:
    importer: ItemFileImporter = request.app.state.import_items
    return importer


ItemImporter = Annotated[ItemFileImporter, Depends(_item_importer)]
