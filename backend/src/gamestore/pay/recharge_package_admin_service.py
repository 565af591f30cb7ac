"""The console's wallet recharge packages: listed, created, changed, offered and withdrawn; every
change audited. The members' package list reads the table on each request, so it follows at once; a
recharge already made keeps the amounts it copied (pay_wallet_recharge)."""

from __future__ import annotations

from typing import Any

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.errors import AppError
from gamestore.core.i18n import Lang
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.texts import text
from gamestore.core.times import epoch_ms
from gamestore.models.pay import PayWalletRechargePackage
from gamestore.pay.errors import RECHARGE_PACKAGE_NOT_FOUND
from gamestore.pay.recharge_package_admin_schemas import (
    AdminRechargePackagePageReq,
    AdminRechargePackageResp,
    AdminRechargePackageSaveReq,
    AdminRechargePackageUpdateReq,
)
from gamestore.system import audit

ENTITY = "pay_wallet_recharge_package"


def _answer(package: PayWalletRechargePackage, lang: Lang) -> AdminRechargePackageResp:
    return AdminRechargePackageResp(
        id=package.id,
        name=text(package.names, lang),
        names=dict(package.names),
        payPrice=package.pay_price,
        bonusPrice=package.bonus_price,
        sort=package.sort,
        enabled=package.enabled,
        createTime=epoch_ms(package.created_at),
    )


def _snapshot(package: PayWalletRechargePackage) -> dict[str, Any]:
    return {
        "names": dict(package.names),
        "payPrice": package.pay_price,
        "bonusPrice": package.bonus_price,
        "sort": package.sort,
        "enabled": package.enabled,
    }


async def page(
    session: AsyncSession, params: AdminRechargePackagePageReq, lang: Lang
) -> PageResult[AdminRechargePackageResp]:
    """As the members see them ordered (sort, then id)."""
    stmt = select(PayWalletRechargePackage).order_by(
        PayWalletRechargePackage.sort, PayWalletRechargePackage.id
    )
    if params.enabled is not None:
        stmt = stmt.where(PayWalletRechargePackage.enabled.is_(params.enabled))
    rows, total = await paginate(session, stmt, params)
    return PageResult(list=[_answer(row, lang) for row in rows], total=total)


async def _package(session: AsyncSession, package_id: int) -> PayWalletRechargePackage:
    package = await session.get(PayWalletRechargePackage, package_id)
    if package is None:
        raise AppError(RECHARGE_PACKAGE_NOT_FOUND)
    return package


async def detail(session: AsyncSession, package_id: int, lang: Lang) -> AdminRechargePackageResp:
    return _answer(await _package(session, package_id), lang)


def _write(package: PayWalletRechargePackage, body: AdminRechargePackageSaveReq) -> None:
    package.names = dict(body.names)
    package.pay_price = body.payPrice
    package.bonus_price = body.bonusPrice
    package.sort = body.sort
    package.enabled = body.enabled


async def create(
    session: AsyncSession, principal: OperatorPrincipal, body: AdminRechargePackageSaveReq, lang: Lang
) -> AdminRechargePackageResp:
    package = PayWalletRechargePackage()
    _write(package, body)
    session.add(package)
    await session.flush()
    await audit.record(
        session, principal, "pay.recharge_package.create", ENTITY, package.id, None, _snapshot(package)
    )
    return _answer(package, lang)


async def update(
    session: AsyncSession, principal: OperatorPrincipal, body: AdminRechargePackageUpdateReq, lang: Lang
) -> AdminRechargePackageResp:
    """Change a package (a member's recharge of it already made keeps its amounts)."""
    package = await _package(session, body.id)
    before = _snapshot(package)
    _write(package, body)
    await session.flush()
    await audit.record(
        session, principal, "pay.recharge_package.update", ENTITY, package.id, before, _snapshot(package)
    )
    return _answer(package, lang)
