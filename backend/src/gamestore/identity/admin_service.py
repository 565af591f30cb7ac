"""The console's work on members (support): finding them, and adjusting points through the one
ledger, once per client request id, written to the audit log. Also how other domains' console
services find members by mobile and name them (the trade domain's order search)."""

from __future__ import annotations

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.errors import NOT_FOUND, AppError
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import AnySelect, PageResult, paginate
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.identity.admin_schemas import AdminMemberResp, MemberPageReq, PointAdjustReq, PointAdjustResp
from gamestore.loyalty import balances, membership_tables, point_service
from gamestore.loyalty.levels import Level, level_for
from gamestore.models.identity import Member
from gamestore.system import audit

# An operator's adjustment is recorded as biz type ADMIN with this prefix and the client's request id.
_ADJUSTMENT_PREFIX = "op:"


async def page(session: AsyncSession, params: MemberPageReq) -> PageResult[AdminMemberResp]:
    rows, total = await paginate(session, _filtered(params), params, whole_rows=True)
    levels = await membership_tables.levels(session)
    return PageResult(
        list=[_resp(member, point, experience, levels) for member, point, experience in rows], total=total
    )


def _filtered(params: MemberPageReq) -> AnySelect:
    stmt: AnySelect = select(Member, *balances.columns(Member.id)).order_by(Member.id.desc())
    if params.id is not None:
        stmt = stmt.where(Member.id == params.id)
    if params.mobile is not None:
        stmt = stmt.where(Member.mobile == params.mobile)
    if params.nickname is not None:
        stmt = stmt.where(Member.nickname.contains(params.nickname, autoescape=True))
    return stmt


def _resp(row: Member, point: int, experience: int, levels: tuple[Level, ...]) -> AdminMemberResp:
    return AdminMemberResp(
        id=row.id,
        mobile=row.mobile,
        nickname=row.nickname,
        avatar=row.avatar,
        point=point,
        experience=experience,
        level=level_for(experience, levels).level,
        enabled=row.enabled,
        createTime=epoch_ms(row.created_at),
        loginTime=optional_epoch_ms(row.login_at),
    )


async def ids_by_mobile(session: AsyncSession, mobile: str) -> list[int]:
    """The members with this mobile (one per tenant)."""
    return list(await session.scalars(select(Member.id).where(Member.mobile == mobile)))


async def mobiles_of(session: AsyncSession, member_ids: set[int]) -> dict[int, str | None]:
    if not member_ids:
        return {}
    rows = await session.execute(select(Member.id, Member.mobile).where(Member.id.in_(member_ids)))
    return {member_id: mobile for member_id, mobile in rows}


async def adjust_points_by_mobile(session: AsyncSession, mobile: str, delta: int, tenant_id: int = 1) -> int:
    """The CLI's adjustment (recorded as biz type ADMIN, "cli"); LookupError when no member has the
    mobile. Answers the new balance."""
    member_id = await session.scalar(
        select(Member.id).where(Member.tenant_id == tenant_id, Member.mobile == mobile)
    )
    if member_id is None:
        raise LookupError(mobile)
    return await point_service.change_points(
        session, member_id, delta, point_service.PointBizType.ADMIN, "cli"
    )


async def adjust_points(
    session: AsyncSession, principal: OperatorPrincipal, body: PointAdjustReq
) -> PointAdjustResp:
    """Add or take points (never below zero: POINT_NOT_ENOUGH), once per request id (loyalty holds
    the member's balance first, so a retry waits for the first and then finds its record)."""
    if await session.scalar(select(Member.id).where(Member.id == body.memberId)) is None:
        raise AppError(NOT_FOUND)
    before, balance = await point_service.adjust_once(
        session, body.memberId, body.points, _ADJUSTMENT_PREFIX + body.requestId
    )
    if balance is None:
        return PointAdjustResp(memberId=body.memberId, point=before, applied=False)
    await audit.record(
        session,
        principal,
        "member.point.adjust",
        "member_user",
        body.memberId,
        {"point": before},
        {"point": balance, "points": body.points, "reason": body.reason, "requestId": body.requestId},
    )
    return PointAdjustResp(memberId=body.memberId, point=balance, applied=True)
