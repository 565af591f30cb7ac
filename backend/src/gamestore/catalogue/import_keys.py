"""Activation key import (docs/import-format.md): one key per line, stored encrypted, as one batch
(``product_key_batch``) that carries where its keys activate: an optional first line
``# regions: allow CN HK`` or ``# regions: deny CN`` (none: everywhere).

Duplicates are found by digest, in the file and among every stored key. Two imports running at
once can still race past that check; the insert itself skips digests that exist (the column is
unique), so a key is never stored twice and the loser reports the line instead of failing.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.regions import RegionError, Regions
from gamestore.core import cache_bus, clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.db import dialect_insert
from gamestore.models.catalogue import ActivationKey, KeyBatch, Sku

KEY_PATTERN = re.compile(r"[A-Za-z0-9-]{5,64}")
REGIONS_LINE = re.compile(r"#\s*regions\s*:(.*)", re.IGNORECASE)
AVAILABLE = 0
_CHUNK = 500


class UnknownSkuError(LookupError):
    def __init__(self, sku_id: int) -> None:
        super().__init__(f"no game version (SKU) has id {sku_id}")
        self.sku_id = sku_id


@dataclass(frozen=True, slots=True)
class KeyProblem:
    line: int
    reason: str
    duplicate: bool = False  # the key itself is fine but stored already (or earlier in the file)


@dataclass(slots=True)
class KeyImportReport:
    sku_id: int
    sku_code: str
    stored: int = 0
    regions: Regions = field(default_factory=Regions.everywhere)
    batch_id: int | None = None
    problems: list[KeyProblem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Every key in the file was stored."""
        return not self.problems

    def render(self) -> str:
        lines = [
            f"SKU {self.sku_id} ({self.sku_code}): {self.stored} key(s) stored, "
            f"{len(self.problems)} line(s) rejected; they activate {_where(self.regions)}"
        ]
        lines.extend(f"  line {p.line}: {p.reason}" for p in self.problems)
        return "\n".join(lines)


def _where(regions: Regions) -> str:
    if regions.mode_name is None:
        return "everywhere"
    return ("only in " if regions.mode_name == "allow" else "everywhere but ") + " ".join(regions.countries)


def regions_line(line: str) -> Regions | None:
    """The regions a ``# regions: allow|deny CC CC …`` line names; None when the line is not one.
    Raises RegionError when it is one but is not well formed."""
    found = REGIONS_LINE.fullmatch(line.strip())
    if found is None:
        return None
    words = found.group(1).replace(",", " ").split()
    if len(words) < 2:
        raise RegionError("name allow or deny, then the countries (or leave the line out: everywhere)")
    return Regions.parse(words[0].lower(), words[1:])


def _insert(session: AsyncSession, rows: list[dict[str, Any]]) -> Any:
    """INSERT … ON CONFLICT (key_digest) DO NOTHING RETURNING key_digest, in the session's dialect."""
    return (
        dialect_insert(session, ActivationKey)
        .values(rows)
        .on_conflict_do_nothing(index_elements=[ActivationKey.key_digest])
        .returning(ActivationKey.key_digest)
    )


async def _stored_digests(session: AsyncSession, digests: list[str]) -> set[str]:
    found: set[str] = set()
    for start in range(0, len(digests), _CHUNK):
        query = select(ActivationKey.key_digest).where(
            ActivationKey.key_digest.in_(digests[start : start + _CHUNK])
        )
        found.update(await session.scalars(query))
    return found


async def import_keys(
    session: AsyncSession, cipher: KeyCipher, sku_id: int, lines: Iterable[str]
) -> KeyImportReport:
    """Store the keys in ``lines`` for the SKU and grow its stock by their number.

    Raises UnknownSkuError (nothing stored) when there is no such SKU. The caller owns the
    transaction; this only flushes.
    """
    sku_code = await session.scalar(select(Sku.code).where(Sku.id == sku_id))
    if sku_code is None:
        raise UnknownSkuError(sku_id)
    report = KeyImportReport(sku_id=sku_id, sku_code=sku_code)

    candidates: dict[str, tuple[int, str]] = {}  # digest -> (line number, key)
    seen_key = False
    for number, line in enumerate(lines, start=1):
        key = line.strip()
        if not key:
            continue
        if key.startswith("#"):
            try:
                regions = regions_line(key)
            except RegionError as exc:
                report.problems.append(KeyProblem(number, f"regions: {exc}"))
                return _nothing_stored(report)
            if regions is None or seen_key:
                report.problems.append(
                    KeyProblem(number, "only a first line '# regions: allow|deny CC …' may start with #")
                )
                continue
            report.regions = regions
            continue
        seen_key = True
        if not KEY_PATTERN.fullmatch(key):
            report.problems.append(KeyProblem(number, "not a key (5–64 characters of A–Z, a–z, 0–9 and -)"))
            continue
        digest = cipher.key_digest(key)
        if digest in candidates:
            first = candidates[digest][0]
            report.problems.append(KeyProblem(number, f"repeats the key on line {first}", duplicate=True))
            continue
        candidates[digest] = (number, key)

    for digest in await _stored_digests(session, list(candidates)):
        number, _ = candidates.pop(digest)
        report.problems.append(KeyProblem(number, "this key is already stored", duplicate=True))

    now = clock.now()
    if candidates:
        report.batch_id = await session.scalar(
            dialect_insert(session, KeyBatch)
            .values(
                sku_id=sku_id,
                region_mode=report.regions.mode,
                region_codes=report.regions.codes,
                key_count=0,
                created_at=now,
            )
            .returning(KeyBatch.id)
        )
    # In digest order: concurrent imports then lock shared keys in the same order (no deadlock).
    pending = sorted(candidates.items())
    for start in range(0, len(pending), _CHUNK):
        rows = [
            {
                "sku_id": sku_id,
                "key_encrypted": cipher.encrypt(key),
                "key_digest": digest,
                "status": AVAILABLE,
                "created_at": now,
                "batch_id": report.batch_id,
            }
            for digest, (_, key) in pending[start : start + _CHUNK]
        ]
        inserted = set((await session.execute(_insert(session, rows))).scalars())
        report.stored += len(inserted)
        for digest, (number, _) in pending[start : start + _CHUNK]:
            if digest not in inserted:
                reason = "this key was stored meanwhile by another import"
                report.problems.append(KeyProblem(number, reason, duplicate=True))

    if report.batch_id is not None:
        await session.execute(
            update(KeyBatch).where(KeyBatch.id == report.batch_id).values(key_count=report.stored)
        )
    if report.stored:
        stock = await session.scalar(
            update(Sku).where(Sku.id == sku_id).values(stock=Sku.stock + report.stored).returning(Sku.stock)
        )
        if stock == report.stored:  # back on sale: the catalogue caches drop what they hold once committed
            cache_bus.catalogue_changed(session)
    report.problems.sort(key=lambda p: p.line)
    return report


def _nothing_stored(report: KeyImportReport) -> KeyImportReport:
    """A file whose regions line is wrong stores nothing: its keys would go to the wrong buyers."""
    return report
