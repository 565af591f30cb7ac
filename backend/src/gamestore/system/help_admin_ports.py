"""What the console's help screen needs from the content file's import (gamestore.content_import),
which sits above the domains: the app registers it on ``app.state.import_content`` (gamestore.api's
``mount_admin_api``), as promotion's admin_ports does for articles. Its validation is the one place
help categories and questions are checked."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Annotated, Any, Protocol

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.import_report import ImportProblem, SectionCounts


class HelpImportOutcome(Protocol):
    @property
    def counts(self) -> Mapping[str, SectionCounts]: ...

    @property
    def problems(self) -> Sequence[ImportProblem]: ...


class HelpFileImporter(Protocol):
    async def __call__(self, session: AsyncSession, data: Any) -> HelpImportOutcome:
        """Import an operator's content file (`gamestore import-articles`), flushing only."""
        ...


async def _help_importer(request: Request) -> HelpFileImporter:
    importer: HelpFileImporter = request.app.state.import_content
    return importer


HelpImporter = Annotated[HelpFileImporter, Depends(_help_importer)]
