"""Activation key import (docs/import-format.md): one key per line, stored encrypted.

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

from gamestore.core import cache_bus, clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.db import dialect_insert
from gamestore.models.catalogue import ActivationKey, Sku

KEY_PATTERN = re.compile(r"[A-Za-z0-9-]{5,64}")
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
    problems: list[KeyProblem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        """Every key in the file was stored."""
        return not self.problems

    def render(self) -> str:
        lines = [
            f"SKU {self.sku_id} ({self.sku_code}): {self.stored} key(s) stored, "
            f"{len(self.problems)} line(s) rejected"
        ]
        lines.extend(f"  line {p.line}: {p.reason}" for p in self.problems)
        return "\n".join(lines)


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
    for number, line in enumerate(lines, start=1):
        key = line.strip()
        if not key:
            continue
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
            }
            for digest, (_, key) in pending[start : start + _CHUNK]
        ]
        inserted = set((await session.execute(_insert(session, rows))).scalars())
        report.stored += len(inserted)
        for digest, (number, _) in pending[start : start + _CHUNK]:
            if digest not in inserted:
                reason = "this key was stored meanwhile by another import"
                report.problems.append(KeyProblem(number, reason, duplicate=True))

    if report.stored:
        stock = await session.scalar(
            update(Sku).where(Sku.id == sku_id).values(stock=Sku.stock + report.stored).returning(Sku.stock)
        )
        if stock == report.stored:  # back on sale: the catalogue caches drop what they hold once committed
            cache_bus.catalogue_changed(session)
    report.problems.sort(key=lambda p: p.line)
    return report
