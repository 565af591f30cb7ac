"""The console's work on members (support): finding them, and adjusting points through the one
ledger, once per client request id, written to the audit log. Also how other domains' console
services find members by mobile and name them (the trade domain's order search)."""

from __future__ import annotations

from sqlalchemy import Select, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.errors import NOT_FOUND, AppError
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.pagination import PageResult, paginate
from gamestore.core.times import epoch_ms, optional_epoch_ms
from gamestore.identity.admin_schemas import AdminMemberResp, MemberPageReq, PointAdjustReq, PointAdjustResp
from gamestore.loyalty import membership_tables
from gamestore.loyalty.levels import Level, level_for
from gamestore.loyalty.point_service import PointBizType, change_points, has_record
from gamestore.models.identity import Member
from gamestore.system import audit

# An operator's adjustment is recorded as biz type ADMIN with this prefix and the client's request id.
_ADJUSTMENT_PREFIX = "op:"


async def page(session: AsyncSession, params: MemberPageReq) -> PageResult[AdminMemberResp]:
    rows, total = await paginate(session, _filtered(params), params)
    levels = await membership_tables.levels(session)
    return PageResult(list=[_resp(row, levels) for row in rows], total=total)


def _filtered(params: MemberPageReq) -> Select[Member]:
    stmt = select(Member).order_by(Member.id.desc())
    if params.id is not None:
        stmt = stmt.where(Member.id == params.id)
    if params.mobile is not None:
        stmt = stmt.where(Member.mobile == params.mobile)
    if params.nickname is not None:
        stmt = stmt.where(Member.nickname.contains(params.nickname, autoescape=True))
    return stmt


def _resp(row: Member, levels: tuple[Level, ...]) -> AdminMemberResp:
    return AdminMemberResp(
        id=row.id,
        mobile=row.mobile,
        nickname=row.nickname,
        avatar=row.avatar,
        point=row.point,
        experience=row.experience,
        level=level_for(row.experience, levels).level,
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


async def adjust_points(
    session: AsyncSession, principal: OperatorPrincipal, body: PointAdjustReq
) -> PointAdjustResp:
    """Add or take points (never below zero: POINT_NOT_ENOUGH). The member's row is held first, so
    a retry of the same request id waits for the first and then finds its record: applied once."""
    # A no-op UPDATE holds the row: PostgreSQL's row lock, SQLite's write lock (a SELECT takes none).
    before = await session.scalar(
        update(Member).where(Member.id == body.memberId).values(point=Member.point).returning(Member.point)
    )
    if before is None:
        raise AppError(NOT_FOUND)
    biz_id = _ADJUSTMENT_PREFIX + body.requestId
    if await has_record(session, body.memberId, PointBizType.ADMIN, biz_id):
        return PointAdjustResp(memberId=body.memberId, point=before, applied=False)
    balance = await change_points(session, body.memberId, body.points, PointBizType.ADMIN, biz_id)
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
