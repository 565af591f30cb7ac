"""Identity's tables: members, their login sessions, SMS codes, social and Steam accounts, and
operators' login sessions (the operators' accounts are the system domain's)."""

from __future__ import annotations

from datetime import datetime

from sqlalchemy import (
    ForeignKey,
    Index,
    SmallInteger,
    String,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.models.base import Base, BigId, Timestamps


class Member(Timestamps, Base):
    __tablename__ = "member_user"
    __table_args__ = (UniqueConstraint("tenant_id", "mobile", name="uq_member_user_tenant_mobile"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    tenant_id: Mapped[int] = mapped_column(ForeignKey("system_tenant.id"))
    # None for a member created by a WeChat login who has not added a number yet.
    mobile: Mapped[str | None] = mapped_column(String(11))
    password_hash: Mapped[str | None] = mapped_column(String(255))
    nickname: Mapped[str] = mapped_column(String(30))
    avatar: Mapped[str | None] = mapped_column(String(512))
    gender: Mapped[int] = mapped_column(SmallInteger, default=0)
    enabled: Mapped[bool] = mapped_column(default=True)
    register_terminal: Mapped[int] = mapped_column(SmallInteger)
    register_ip: Mapped[str] = mapped_column(String(45))
    login_ip: Mapped[str | None] = mapped_column(String(45))
    login_at: Mapped[datetime | None]
    # The language the member last used the app in (login, or a change in the app): what the store
    # writes to them in (a delivered reminder, a reply, a refund). None before the first login since.
    language: Mapped[str | None] = mapped_column(String(8))
    # The country the member says they are in (ISO 3166-1 alpha-2): where their keys must activate,
    # unless their bound Steam account says otherwise.
    country: Mapped[str | None] = mapped_column(String(2))


class MemberSession(Base):
    """One login: the family of refresh tokens it rotates through. Revoking it ends both tokens."""

    __tablename__ = "member_session"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"), index=True)
    terminal: Mapped[int] = mapped_column(SmallInteger)
    created_at: Mapped[datetime]
    expires_at: Mapped[datetime]
    revoked_at: Mapped[datetime | None]
    revoke_reason: Mapped[str | None] = mapped_column(String(32))


class MemberRefreshToken(Base):
    __tablename__ = "member_refresh_token"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    session_id: Mapped[str] = mapped_column(ForeignKey("member_session.id", ondelete="CASCADE"), index=True)
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime]
    expires_at: Mapped[datetime]
    used_at: Mapped[datetime | None]


class SmsCode(Base):
    __tablename__ = "member_sms_code"
    __table_args__ = (Index("ix_member_sms_code_lookup", "tenant_id", "mobile", "scene", "created_at"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    tenant_id: Mapped[int] = mapped_column(ForeignKey("system_tenant.id"))
    mobile: Mapped[str] = mapped_column(String(11))
    scene: Mapped[int] = mapped_column(SmallInteger)
    code_hash: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime]
    expires_at: Mapped[datetime]
    used_at: Mapped[datetime | None]
    attempts: Mapped[int] = mapped_column(default=0)
    ip: Mapped[str] = mapped_column(String(45))


class MemberSocialUser(Timestamps, Base):
    """A member's bound social account (WeChat): one per member and type, one member per openid."""

    __tablename__ = "member_social_user"
    __table_args__ = (
        UniqueConstraint("type", "openid", name="uq_member_social_user_type_openid"),
        UniqueConstraint("member_id", "type", name="uq_member_social_user_member_type"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    type: Mapped[int] = mapped_column(SmallInteger)
    openid: Mapped[str] = mapped_column(String(128))
    unionid: Mapped[str | None] = mapped_column(String(128))
    nickname: Mapped[str | None] = mapped_column(String(64))
    avatar: Mapped[str | None] = mapped_column(String(512))


class MemberSteamAccount(Timestamps, Base):
    """A member's bound Steam account: one per member, one member per Steam id."""

    __tablename__ = "member_steam_account"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"), unique=True)
    steam_id: Mapped[str] = mapped_column(String(17), unique=True)
    persona_name: Mapped[str | None] = mapped_column(String(64))
    avatar: Mapped[str | None] = mapped_column(String(512))
    # The profile's country (GetPlayerSummaries' loccountrycode) when it shows one.
    country: Mapped[str | None] = mapped_column(String(2))


class MemberSteamLogin(Base):
    """One Steam sign-in a member started: its one-time token names it in Steam's return_to; the
    callback records the Steam id it verified, and one bind may use that verification."""

    __tablename__ = "member_steam_login"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    token: Mapped[str] = mapped_column(String(64), unique=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"), index=True)
    callback_url: Mapped[str] = mapped_column(String(512))
    return_to: Mapped[str] = mapped_column(String(700))
    expires_at: Mapped[datetime]
    steam_id: Mapped[str | None] = mapped_column(String(17))
    verified_at: Mapped[datetime | None]
    used_at: Mapped[datetime | None]
    created_at: Mapped[datetime]


class OperatorSession(Base):
    """One operator login: the family of refresh tokens it rotates through (as a member's session)."""

    __tablename__ = "system_operator_session"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    operator_id: Mapped[int] = mapped_column(ForeignKey("system_operator.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime]
    expires_at: Mapped[datetime]
    revoked_at: Mapped[datetime | None]
    revoke_reason: Mapped[str | None] = mapped_column(String(32))


class OperatorRefreshToken(Base):
    __tablename__ = "system_operator_refresh_token"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    session_id: Mapped[str] = mapped_column(
        ForeignKey("system_operator_session.id", ondelete="CASCADE"), index=True
    )
    token_hash: Mapped[str] = mapped_column(String(64), unique=True)
    created_at: Mapped[datetime]
    expires_at: Mapped[datetime]
    used_at: Mapped[datetime | None]
