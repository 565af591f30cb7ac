"""The console's work on activation keys (catalogue operators): the key file import (`gamestore
import-keys`, the same report), each version's key stock against its low-on-keys threshold, a
version's keys (never their codes), revoking an unsold key, who revealed which key when (the trade
domain's records, through ``catalogue.key_sales``), and an operator looking at a key's code with a
reason. Every change, and every look at a code, is audited; no code is ever written to the log."""

from __future__ import annotations

from collections import Counter

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import load_only

from gamestore.catalogue import key_service
from gamestore.catalogue.admin_schemas import (
    AdminKeyResp,
    KeyCodeResp,
    KeyImportResp,
    KeyLineResp,
    KeyPageReq,
    KeyReasonReq,
    KeyStockPageReq,
    KeyStockResp,
    KeyThresholdReq,
    RevealAuditPageReq,
    RevealAuditResp,
)
from gamestore.catalogue.errors import IMPORT_FILE_UNREADABLE, SKU_NOT_FOUND
from gamestore.catalogue.import_keys import AVAILABLE, KeyImportReport, UnknownSkuError, import_keys
from gamestore.catalogue.key_sales import KeySales, RevealFilter
from gamestore.catalogue.regions import RegionsBody
from gamestore.catalogue.spu_service import ON_SALE
from gamestore.catalogue.stock_service import is_low, low_on_keys
from gamestore.core.crypto import KeyCipher
from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms, from_epoch_ms, optional_epoch_ms
from gamestore.core.upload_file import utf8_text
from gamestore.identity import admin_service as member_admin
from gamestore.models.catalogue import ActivationKey, Sku, Spu
from gamestore.system import audit

# -- the key file --------------------------------------------------------------------------------


async def _stock_of(session: AsyncSession, sku_id: int) -> int:
    stock = await session.scalar(select(Sku.stock).where(Sku.id == sku_id))
    if stock is None:
        raise AppError(SKU_NOT_FOUND)
    return int(stock)


async def import_file(
    session: AsyncSession, cipher: KeyCipher, principal: OperatorPrincipal, sku_id: int, content: bytes
) -> KeyImportResp:
    """Store the file's keys for the version as `gamestore import-keys` does (the same importer: the
    same report, stock and cache announcement); audited with the counts, never the keys."""
    lines = utf8_text(content, IMPORT_FILE_UNREADABLE).splitlines()
    before = await _stock_of(session, sku_id)
    try:
        report = await import_keys(session, cipher, sku_id, lines)
    except UnknownSkuError:
        raise AppError(SKU_NOT_FOUND) from None
    answer = _key_report(report, lines, await _stock_of(session, sku_id))
    counts = {"accepted": answer.accepted, "duplicate": answer.duplicate, "invalid": answer.invalid}
    await audit.record(
        session,
        principal,
        "catalogue.key.import",
        "product_sku",
        sku_id,
        {"stock": before},
        {"stock": answer.stock, **counts},
    )
    return answer


def _key_report(report: KeyImportReport, lines: list[str], stock: int) -> KeyImportResp:
    """Every non-blank line: accepted, or the report's problem with it."""
    problems = {problem.line: problem for problem in report.problems}
    found: list[KeyLineResp] = []
    for number, line in enumerate(lines, start=1):
        problem = problems.get(number)
        if problem is not None:
            status = "duplicate" if problem.duplicate else "invalid"
            found.append(KeyLineResp(line=number, status=status, message=problem.reason))
        elif line.strip() and not line.strip().startswith("#"):
            found.append(KeyLineResp(line=number, status="accepted", message="stored"))
    tally = Counter(line.status for line in found)
    return KeyImportResp(
        skuId=report.sku_id,
        skuCode=report.sku_code,
        ok=report.ok,
        accepted=tally["accepted"],
        duplicate=tally["duplicate"],
        invalid=tally["invalid"],
        stock=stock,
        lines=found,
        report=report.render(),
        regions=RegionsBody.of(report.regions),
    )


# -- stock per version ---------------------------------------------------------------------------


async def stock_page(
    session: AsyncSession, params: KeyStockPageReq, lang: Lang, default_threshold: int
) -> PageResult[KeyStockResp]:
    """Each version's keys by status. ``lowOnly`` is one pass over the versions (their stock column
    against their threshold), the emptiest first; the keys are counted for the page's versions only."""
    stmt = select(Sku)
    if params.lowOnly:
        stmt = stmt.where(low_on_keys(default_threshold)).order_by(Sku.stock, Sku.id)
    else:
        stmt = stmt.order_by(Sku.spu_id.desc(), Sku.sort, Sku.id)
    if params.spuId is not None:
        stmt = stmt.where(Sku.spu_id == params.spuId)
    if params.onSale is not None:
        status = Spu.status == ON_SALE if params.onSale else Spu.status != ON_SALE
        stmt = stmt.join(Spu, Spu.id == Sku.spu_id).where(status)
    skus, total = await paginate(session, stmt, params)
    games = await _games(session, {sku.spu_id for sku in skus})
    counts = await _key_counts(session, [sku.id for sku in skus])
    return PageResult(
        list=[_stock_row(sku, games.get(sku.spu_id), counts, lang, default_threshold) for sku in skus],
        total=total,
    )


async def _games(session: AsyncSession, spu_ids: set[int]) -> dict[int, tuple[dict[str, str], int]]:
    """spu id -> (names, status)."""
    if not spu_ids:
        return {}
    rows = await session.execute(select(Spu.id, Spu.names, Spu.status).where(Spu.id.in_(spu_ids)))
    return {spu_id: (names, status) for spu_id, names, status in rows}


async def _key_counts(session: AsyncSession, sku_ids: list[int]) -> Counter[tuple[int, int]]:
    """(sku id, key status) -> keys."""
    found: Counter[tuple[int, int]] = Counter()
    if sku_ids:
        rows = await session.execute(
            select(ActivationKey.sku_id, ActivationKey.status, func.count())
            .where(ActivationKey.sku_id.in_(sku_ids))
            .group_by(ActivationKey.sku_id, ActivationKey.status)
        )
        for sku_id, status, count in rows:
            found[(sku_id, status)] = count
    return found


def _stock_row(
    sku: Sku,
    game: tuple[dict[str, str], int] | None,
    counts: Counter[tuple[int, int]],
    lang: Lang,
    default_threshold: int,
) -> KeyStockResp:
    names, status = game or ({}, 0)
    threshold = default_threshold if sku.key_alert_threshold is None else sku.key_alert_threshold
    return KeyStockResp(
        skuId=sku.id,
        spuId=sku.spu_id,
        spuName=text(names, lang),
        skuName=text(sku.names, lang),
        spuStatus=status,
        available=sku.stock,
        reserved=counts[(sku.id, key_service.RESERVED)],
        sold=counts[(sku.id, key_service.SOLD)],
        refunding=counts[(sku.id, key_service.REFUNDING)],
        revoked=counts[(sku.id, key_service.REVOKED)],
        threshold=threshold,
        keyAlertThreshold=sku.key_alert_threshold,
        lowOnKeys=is_low(sku.stock, threshold),
    )


async def update_threshold(
    session: AsyncSession, principal: OperatorPrincipal, body: KeyThresholdReq
) -> None:
    sku = await session.get(Sku, body.skuId)
    if sku is None:
        raise AppError(SKU_NOT_FOUND)
    before = {"keyAlertThreshold": sku.key_alert_threshold}
    sku.key_alert_threshold = body.threshold
    await session.flush()
    after = {"keyAlertThreshold": sku.key_alert_threshold}
    await audit.record(session, principal, "catalogue.key.threshold", "product_sku", sku.id, before, after)


# -- a version's keys ----------------------------------------------------------------------------

_WITHOUT_CODE = load_only(
    ActivationKey.id,
    ActivationKey.sku_id,
    ActivationKey.status,
    ActivationKey.order_id,
    ActivationKey.created_at,
)


async def key_page(session: AsyncSession, sales: KeySales, params: KeyPageReq) -> PageResult[AdminKeyResp]:
    """The version's keys, newest first, with their sale and first reveal; their codes stay encrypted."""
    await _stock_of(session, params.skuId)
    stmt = select(ActivationKey).options(_WITHOUT_CODE).where(ActivationKey.sku_id == params.skuId)
    if params.status is not None:
        stmt = stmt.where(ActivationKey.status == params.status)
    keys, total = await paginate(session, stmt.order_by(ActivationKey.id.desc()), params)
    return PageResult(list=await _key_rows(session, sales, keys), total=total)


async def _key_rows(session: AsyncSession, sales: KeySales, keys: list[ActivationKey]) -> list[AdminKeyResp]:
    held = (key_service.SOLD, key_service.REFUNDING, key_service.SET_ASIDE)
    sold = {key.id: key.order_id for key in keys if key.status in held and key.order_id}
    found = await sales.sales(session, sold)
    rows = []
    for key in keys:
        sale = found.get(key.id)
        rows.append(
            AdminKeyResp(
                id=key.id,
                skuId=key.sku_id,
                status=key.status,
                importedAt=epoch_ms(key.created_at),
                orderId=key.order_id,
                soldAt=optional_epoch_ms(sale.sold_at) if sale else None,
                revealedAt=optional_epoch_ms(sale.revealed_at) if sale else None,
            )
        )
    return rows


async def revoke(
    session: AsyncSession, sales: KeySales, principal: OperatorPrincipal, body: KeyReasonReq
) -> AdminKeyResp:
    """An available key leaves stock for good (see ``key_service.revoke_key``); a sold, reserved or
    already revoked one is refused."""
    sku_id = await key_service.revoke_key(session, body.id)
    before = {"skuId": sku_id, "status": AVAILABLE}
    after = {"skuId": sku_id, "status": key_service.REVOKED, "reason": body.reason}
    await audit.record(
        session, principal, "catalogue.key.revoke", "product_activation_key", body.id, before, after
    )
    key = await session.scalar(
        select(ActivationKey).options(_WITHOUT_CODE).where(ActivationKey.id == body.id)
    )
    assert key is not None
    [row] = await _key_rows(session, sales, [key])
    return row


async def view(
    session: AsyncSession, cipher: KeyCipher, principal: OperatorPrincipal, body: KeyReasonReq
) -> KeyCodeResp:
    """A key's code for an operator who says why; the look is audited (who, which key, why),
    never the code."""
    sku_id, status, code = await key_service.key_code(session, cipher, body.id)
    after = {"skuId": sku_id, "status": status, "reason": body.reason}
    await audit.record(
        session, principal, "catalogue.key.view", "product_activation_key", body.id, None, after
    )
    return KeyCodeResp(id=body.id, skuId=sku_id, status=status, code=code)


# -- who revealed which key ----------------------------------------------------------------------


async def reveal_page(
    session: AsyncSession, sales: KeySales, params: RevealAuditPageReq, lang: Lang
) -> PageResult[RevealAuditResp]:
    since, until = params.createTime or (None, None)
    where = RevealFilter(
        sku_id=params.skuId,
        member_id=params.memberId,
        since=None if since is None else from_epoch_ms(since),
        until=None if until is None else from_epoch_ms(until),
    )
    entries, total = await sales.reveals(session, where, params)
    sku_of = await key_service.skus_of_keys(session, [e.key_id for e in entries if e.key_id is not None])
    versions = await _versions(session, set(sku_of.values()), lang)
    mobiles = await member_admin.mobiles_of(session, {e.member_id for e in entries})
    rows = []
    for entry in entries:
        sku_id = sku_of.get(entry.key_id) if entry.key_id is not None else None
        spu_id, spu_name, sku_name = (
            versions.get(sku_id, (None, None, None)) if sku_id else (None, None, None)
        )
        rows.append(
            RevealAuditResp(
                id=entry.id,
                keyId=entry.key_id,
                skuId=sku_id,
                spuId=spu_id,
                spuName=spu_name,
                skuName=sku_name,
                orderId=entry.order_id,
                memberId=entry.member_id,
                memberMobile=mobiles.get(entry.member_id),
                ip=entry.ip,
                createTime=epoch_ms(entry.created_at),
            )
        )
    return PageResult(list=rows, total=total)


async def _versions(session: AsyncSession, sku_ids: set[int], lang: Lang) -> dict[int, tuple[int, str, str]]:
    """sku id -> (spu id, game name, version name)."""
    if not sku_ids:
        return {}
    rows = await session.execute(
        select(Sku.id, Sku.spu_id, Spu.names, Sku.names)
        .join(Spu, Spu.id == Sku.spu_id)
        .where(Sku.id.in_(sku_ids))
    )
    return {sku_id: (spu_id, text(game, lang), text(version, lang)) for sku_id, spu_id, game, version in rows}
