"""The operator's item file (`gamestore import-items FILE.json`, docs/import-format.md): the
definitions of items (bonus codes and vouchers) and of collectibles, matched on their code, created
or updated; a bonus code item's codes are added to its pool, encrypted. Every bad row is reported
with why and left out whole. The caller owns the transaction; this only flushes."""
# ruff: noqa: N815 - the file's camelCase field names

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Annotated, Any, TypeVar
from urllib.parse import urlsplit

from pydantic import AfterValidator, Field, StringConstraints, ValidationError
from pydantic_core import PydanticCustomError
from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue.import_report import Problem, SectionCounts, validation_reasons
from gamestore.catalogue.import_rows import MAX_MONEY, Link, Parsed, Row, Sort
from gamestore.core import clock
from gamestore.core.crypto import KeyCipher
from gamestore.core.db import dialect_insert
from gamestore.core.validators import TextRule
from gamestore.engagement import task_definitions
from gamestore.engagement.items import DiscountType, ItemType, Rarity
from gamestore.engagement.task_import import Texts
from gamestore.models.engagement import MemberCollectibleDefinition, MemberItemCode, MemberItemDefinition

SECTIONS = ("items", "collectibles")
MAX_PERCENT_OFF = 99
MAX_MIN_AMOUNT = 100_000_000
MAX_GAMES = 200
MAX_VALID_DAYS = 3650
MAX_COLLECTIBLE_VALUE = 100_000_000
MAX_EDITION_SIZE = 1_000_000
MAX_MILESTONE = 10_000
_CHUNK = 500

Reason = tuple[str, str]  # (field, why)

DefinitionCode = Annotated[str, StringConstraints(pattern=r"^[a-z0-9][a-z0-9-]{0,63}$")]
LongText = Annotated[str, StringConstraints(strip_whitespace=True, max_length=500)]
BonusCode = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=128), TextRule()]
SpuId = Annotated[int, Field(ge=1, lt=2**63)]
SkuId = SpuId
Fen = Annotated[int, Field(ge=0, le=MAX_COLLECTIBLE_VALUE)]


def _a_3d_model(value: str) -> str:
    if not urlsplit(value).path.lower().endswith((".glb", ".gltf")):
        raise PydanticCustomError("model_url_invalid", "must name a .glb or .gltf file")
    return value


ModelLink = Annotated[Link, AfterValidator(_a_3d_model)]


class LongTexts(Texts):
    """Up to 500 characters per language; English is required, the others may be left out."""

    en: Annotated[LongText, StringConstraints(min_length=1)]
    zh_hans: LongText = Field(default="", alias="zh-Hans")
    zh_hant: LongText = Field(default="", alias="zh-Hant")
    ja: LongText = ""


def _discount_rule_breaks(discount_type: DiscountType, value: int, min_amount: int) -> list[Reason]:
    if discount_type is DiscountType.PERCENT and value > MAX_PERCENT_OFF:
        return [("discountValue", f"a percent off is 1–{MAX_PERCENT_OFF}")]
    if discount_type is DiscountType.AMOUNT and min_amount < value:
        return [("minAmount", "must be at least discountValue: a voucher never makes an order free")]
    return []


class DefinitionRow(Row):
    """What items and collectibles both have."""

    code: DefinitionCode
    rarity: Rarity
    names: Texts
    picUrl: Link
    sort: Sort = 0
    enabled: bool = True

    def rule_breaks(self) -> list[Reason]:
        """What is wrong with the row's fields taken together."""
        return []


class ItemRow(DefinitionRow):
    type: ItemType
    instructions: LongTexts
    spuIds: list[SpuId] = Field(default_factory=list, max_length=MAX_GAMES)
    discountType: DiscountType | None = None
    discountValue: int | None = Field(default=None, ge=1, le=MAX_MONEY)
    minAmount: int = Field(default=0, ge=0, le=MAX_MIN_AMOUNT)
    validDays: int | None = Field(default=None, ge=1, le=MAX_VALID_DAYS)
    codes: list[BonusCode] | None = None
    withSkuIds: list[SkuId] = Field(default_factory=list, max_length=MAX_GAMES)

    def rule_breaks(self) -> list[Reason]:
        if self.type is ItemType.VOUCHER:
            return self._voucher_rule_breaks()
        return self._bonus_code_rule_breaks()

    def _voucher_rule_breaks(self) -> list[Reason]:
        reasons: list[Reason] = []
        if self.discountType is None:
            reasons.append(("discountType", "a voucher (type 2) needs one: 1 percent off, 2 an amount off"))
        if self.discountValue is None:
            reasons.append(("discountValue", "a voucher (type 2) needs one"))
        if self.discountType is not None and self.discountValue is not None:
            reasons += _discount_rule_breaks(self.discountType, self.discountValue, self.minAmount)
        if self.codes is not None:
            reasons.append(("codes", "only a bonus code item (type 1) has codes"))
        return reasons

    def _bonus_code_rule_breaks(self) -> list[Reason]:
        reasons: list[Reason] = []
        if self.discountType is not None or self.discountValue is not None:
            reasons.append(("discountType", "only a voucher (type 2) has discountType and discountValue"))
        if not self.spuIds:
            reasons.append(("spuIds", "a bonus code item names at least one game"))
        return reasons

    def definition_values(self) -> dict[str, Any]:
        return {
            "type": self.type,
            "rarity": self.rarity,
            "names": self.names.by_language(),
            "instructions": self.instructions.by_language(),
            "pic_url": self.picUrl,
            "spu_ids": self.spuIds,
            "with_sku_ids": self.withSkuIds,
            "discount_type": self.discountType,
            "discount_value": self.discountValue,
            "min_amount": self.minAmount,
            "valid_days": self.validDays,
            "sort": self.sort,
            "enabled": self.enabled,
        }


class CollectibleRow(DefinitionRow):
    descriptions: LongTexts
    value: Fen
    valuation: Fen
    modelUrl: ModelLink | None = None
    editionSize: int = Field(ge=1, le=MAX_EDITION_SIZE)
    purchaseMilestone: int | None = Field(default=None, ge=1, le=MAX_MILESTONE)

    def definition_values(self) -> dict[str, Any]:
        return {
            "rarity": self.rarity,
            "names": self.names.by_language(),
            "descriptions": self.descriptions.by_language(),
            "value": self.value,
            "valuation": self.valuation,
            "pic_url": self.picUrl,
            "model_url": self.modelUrl,
            "edition_size": self.editionSize,
            "purchase_milestone": self.purchaseMilestone,
            "sort": self.sort,
            "enabled": self.enabled,
        }


@dataclass(slots=True)
class ItemImportReport:
    counts: dict[str, SectionCounts] = field(default_factory=lambda: {s: SectionCounts() for s in SECTIONS})
    codes_added: int = 0
    codes_skipped: int = 0
    problems: list[Problem] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems

    def reject(self, section: str, index: int | None, code: str | None, reasons: list[Reason]) -> None:
        """Record a row (or, ``index`` None, a whole section) that is not imported, and why."""
        if index is not None:
            self.counts[section].rejected += 1
        self.problems.extend(Problem(section, index, code, name, reason) for name, reason in reasons)

    def render(self) -> str:
        items, collectibles = self.counts["items"], self.counts["collectibles"]
        lines = [
            f"items: {items.created} created, {items.updated} updated, {items.rejected} rejected; "
            f"codes: {self.codes_added} added, {self.codes_skipped} skipped",
            f"collectibles: {collectibles.created} created, {collectibles.updated} updated, "
            f"{collectibles.rejected} rejected",
        ]
        order = {section: n for n, section in enumerate(SECTIONS)}
        ranked = sorted(
            self.problems, key=lambda p: (order.get(p.section, -1), -1 if p.index is None else p.index)
        )
        lines += [f"  {problem.render()}" for problem in ranked]
        return "\n".join(lines)


def _sections(data: Any, report: ItemImportReport) -> dict[str, list[Any]]:
    if not isinstance(data, dict):
        report.reject("file", None, None, [("", 'must hold {"items": [ … ], "collectibles": [ … ]}')])
        return {}
    sections: dict[str, list[Any]] = {}
    for name, value in data.items():
        if name not in SECTIONS:
            report.reject(name, None, None, [("", f"unknown key (expected {', '.join(SECTIONS)})")])
        elif not isinstance(value, list):
            report.reject(name, None, None, [("", "must be a list")])
        else:
            sections[name] = value
    return sections


RowT = TypeVar("RowT", bound=DefinitionRow)


def _valid_rows(
    report: ItemImportReport, section: str, raw_rows: list[Any], model: type[RowT]
) -> list[Parsed[RowT]]:
    rows: list[Parsed[RowT]] = []
    seen: set[str] = set()
    for index, raw in enumerate(raw_rows):
        raw_code = raw.get("code") if isinstance(raw, dict) else None
        try:
            row = model.model_validate(raw)
        except ValidationError as exc:
            report.reject(
                section, index, raw_code if isinstance(raw_code, str) else None, validation_reasons(exc)
            )
            continue
        if reasons := row.rule_breaks():
            report.reject(section, index, row.code, reasons)
            continue
        if row.code in seen:
            report.reject(section, index, row.code, [("code", "appears earlier in the list")])
            continue
        seen.add(row.code)
        rows.append(Parsed(index, row))
    return rows


DefinitionT = TypeVar("DefinitionT", MemberItemDefinition, MemberCollectibleDefinition)


async def _stored(
    session: AsyncSession, model: type[DefinitionT], codes: list[str]
) -> dict[str, DefinitionT]:
    # Locked until the import commits: a collectible's `issued` cannot pass a lowered edition size
    # meanwhile (grants lock the same row), and two imports do not interleave their updates.
    query = select(model).where(model.code.in_(codes)).with_for_update()
    return {definition.code: definition for definition in await session.scalars(query)}


def _create_or_update(
    session: AsyncSession,
    model: type[DefinitionT],
    stored: DefinitionT | None,
    code: str,
    values: dict[str, Any],
    counts: SectionCounts,
) -> DefinitionT:
    if stored is None:
        created = model(code=code, **values)
        session.add(created)
        counts.created += 1
        return created
    for name, value in values.items():
        setattr(stored, name, value)
    counts.updated += 1
    return stored


async def _import_item_rows(
    session: AsyncSession, cipher: KeyCipher, report: ItemImportReport, rows: list[Parsed[ItemRow]]
) -> None:
    stored = await _stored(session, MemberItemDefinition, [parsed.row.code for parsed in rows])
    pools: list[tuple[MemberItemDefinition, list[str]]] = []
    for parsed in rows:
        row = parsed.row
        definition = _create_or_update(
            session,
            MemberItemDefinition,
            stored.get(row.code),
            row.code,
            row.definition_values(),
            report.counts["items"],
        )
        pools.append((definition, row.codes or []))
    await session.flush()  # the new definitions' ids, for their codes
    await _add_codes(session, cipher, report, [(d.id, code) for d, codes in pools for code in codes])


async def _add_codes(
    session: AsyncSession, cipher: KeyCipher, report: ItemImportReport, codes: list[tuple[int, str]]
) -> None:
    """Store the codes not stored yet (by digest, for any item); the others are counted as skipped."""
    by_digest: dict[str, tuple[int, str]] = {}
    for definition_id, code in codes:
        by_digest.setdefault(cipher.key_digest(code), (definition_id, code))
    report.codes_skipped += len(codes) - len(by_digest)
    now = clock.now()
    # In digest order: concurrent imports lock shared digests in the same order (no deadlock).
    pending = sorted(by_digest.items())
    for start in range(0, len(pending), _CHUNK):
        rows = [
            {
                "definition_id": definition_id,
                "code_encrypted": cipher.encrypt(code),
                "code_digest": digest,
                "created_at": now,
            }
            for digest, (definition_id, code) in pending[start : start + _CHUNK]
        ]
        # Stored digests are skipped by the insert itself, which also covers an import running at once.
        insert = (
            dialect_insert(session, MemberItemCode)
            .values(rows)
            .on_conflict_do_nothing(index_elements=[MemberItemCode.code_digest])
            .returning(MemberItemCode.code_digest)
        )
        added = len((await session.execute(insert)).scalars().all())
        report.codes_added += added
        report.codes_skipped += len(rows) - added


async def _import_collectible_rows(
    session: AsyncSession, report: ItemImportReport, rows: list[Parsed[CollectibleRow]]
) -> None:
    stored = await _stored(session, MemberCollectibleDefinition, [parsed.row.code for parsed in rows])
    for parsed in rows:
        row = parsed.row
        edition = stored.get(row.code)
        if edition is not None and row.editionSize < edition.issued:
            reason = f"below the {edition.issued} copies already issued"
            report.reject("collectibles", parsed.index, row.code, [("editionSize", reason)])
            continue
        _create_or_update(
            session,
            MemberCollectibleDefinition,
            edition,
            row.code,
            row.definition_values(),
            report.counts["collectibles"],
        )
    await session.flush()


async def import_items(session: AsyncSession, data: Any, cipher: KeyCipher) -> ItemImportReport:
    report = ItemImportReport()
    sections = _sections(data, report)
    items = _valid_rows(report, "items", sections.get("items", []), ItemRow)
    collectibles = _valid_rows(report, "collectibles", sections.get("collectibles", []), CollectibleRow)
    await _import_item_rows(session, cipher, report, items)
    await _import_collectible_rows(session, report, collectibles)
    if items or collectibles:
        task_definitions.changed(session)  # the task page shows rewards by these names and pictures
    return report
