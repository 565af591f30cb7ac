"""What the promotion console needs from modules the promotion domain cannot import.

The product domain depends on this one (event prices), and the content file's import
(gamestore.content_import) sits above the domains; so, as with ``core.games.GameDirectory``, the app
registers them on ``app.state`` (gamestore.api's ``mount_admin_api``) and the console's routes take
them from there: the catalogue's versions and game codes, and the article import itself (its
validation is the one place articles are checked)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Annotated, Any, Protocol

from fastapi import Depends, Request
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.import_report import ImportProblem, SectionCounts
from gamestore.identity import admin_service as member_admin_service


class CatalogueGame(Protocol):
    @property
    def id(self) -> int: ...

    @property
    def names(self) -> Mapping[str, str]: ...


class CatalogueVersion(Protocol):
    @property
    def id(self) -> int: ...

    @property
    def names(self) -> Mapping[str, str]: ...

    @property
    def price(self) -> int:
        """The list price, in fen."""
        ...

    @property
    def game(self) -> CatalogueGame: ...


class CatalogueVersions(Protocol):
    async def __call__(self, session: AsyncSession, sku_ids: Iterable[int]) -> Mapping[int, CatalogueVersion]:
        """The stored versions among ``sku_ids``, with their games (product.catalogue_service.versions)."""
        ...


class GameCodes(Protocol):
    async def __call__(self, session: AsyncSession, spu_ids: Iterable[int]) -> Mapping[int, str]:
        """The stored games among ``spu_ids``: id -> code (product.catalogue_service.game_codes)."""
        ...


class ImportOutcome(Protocol):
    @property
    def counts(self) -> Mapping[str, SectionCounts]: ...

    @property
    def problems(self) -> Sequence[ImportProblem]: ...


class ContentImporter(Protocol):
    async def __call__(self, session: AsyncSession, data: Any) -> ImportOutcome:
        """Import an operator's content file (`gamestore import-articles`), flushing only."""
        ...


async def _versions(request: Request) -> CatalogueVersions:
    versions: CatalogueVersions = request.app.state.catalogue_versions
    return versions


async def _game_codes(request: Request) -> GameCodes:
    codes: GameCodes = request.app.state.game_codes
    return codes


async def _content_importer(request: Request) -> ContentImporter:
    importer: ContentImporter = request.app.state.import_content
    return importer


class MemberIdsByMobile(Protocol):
    async def __call__(self, session: AsyncSession, mobile: str) -> list[int]:
        """The members with this mobile (identity.admin_service.ids_by_mobile)."""
        ...


class MemberMobiles(Protocol):
    async def __call__(self, session: AsyncSession, member_ids: set[int]) -> dict[int, str | None]:
        """Each member's mobile (identity.admin_service.mobiles_of)."""
        ...


async def _member_ids_by_mobile() -> MemberIdsByMobile:
    return member_admin_service.ids_by_mobile


async def _member_mobiles() -> MemberMobiles:
    return member_admin_service.mobiles_of


Versions = Annotated[CatalogueVersions, Depends(_versions)]
Games = Annotated[GameCodes, Depends(_game_codes)]
Importer = Annotated[ContentImporter, Depends(_content_importer)]
IdsByMobile = Annotated[MemberIdsByMobile, Depends(_member_ids_by_mobile)]
Mobiles = Annotated[MemberMobiles, Depends(_member_mobiles)]
