"""Requests and answers of /admin-api/system: operator login, operators, the audit log."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, StringConstraints

from gamestore.core.pagination import PageParam
from gamestore.core.validators import EpochMillisOrLocalTime, Id, Password, TextRule

OperatorRole = Literal["admin", "catalogue", "content", "support"]
Username = Annotated[
    str,
    StringConstraints(strip_whitespace=True, min_length=3, max_length=64, pattern=r"^[A-Za-z0-9_.\-]+$"),
    TextRule(),
]
TotpCode = Annotated[str, StringConstraints(strip_whitespace=True, pattern=r"^[0-9]{6}$"), TextRule()]
AuditKey = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=64), TextRule()]


class OperatorLoginReq(BaseModel):
    username: Username
    password: Annotated[str, StringConstraints(min_length=1, max_length=64), TextRule()]
    totpCode: TotpCode | None = Field(  # noqa: N815 - the API's camelCase name
        default=None, max_length=6, description="The authenticator app's code, for an operator who has TOTP"
    )


class OperatorLoginResp(BaseModel):
    userId: int  # noqa: N815
    accessToken: str  # noqa: N815
    refreshToken: str  # noqa: N815
    expiresTime: int = Field(description="When the access token expires, epoch milliseconds")  # noqa: N815


class PermissionInfoResp(BaseModel):
    id: int
    username: str
    role: OperatorRole
    # Typed by the registry in the schema only: a token from before a permission was renamed still reads.
    permissions: list[str] = Field(
        description="What this operator may do, e.g. catalogue.game:write",
        json_schema_extra={"items": {"$ref": "#/components/schemas/Permission"}},
    )


class OperatorResp(BaseModel):
    id: int
    username: str
    role: OperatorRole
    enabled: bool
    totpEnabled: bool  # noqa: N815
    createTime: int  # noqa: N815
    lastLoginTime: int | None  # noqa: N815


class OperatorPageReq(PageParam):
    username: Username | None = Field(default=None, description="Usernames containing this")
    role: OperatorRole | None = None
    enabled: bool | None = None


class OperatorCreateReq(BaseModel):
    username: Username
    password: Password
    role: OperatorRole


class OperatorUpdateReq(BaseModel):
    id: Id
    role: OperatorRole | None = None
    enabled: bool | None = None
    password: Password | None = Field(default=None, description="A new password (ends their sessions)")


class OperatorTotpBeginResp(BaseModel):
    secret: str = Field(description="The new secret (base32), to type into an authenticator app")
    uri: str = Field(description="The otpauth:// URI an authenticator app reads from a QR code")


class OperatorTotpConfirmReq(BaseModel):
    code: TotpCode = Field(
        max_length=6, description="The authenticator app's current code for the new secret"
    )


class OperatorTotpResetReq(BaseModel):
    id: Id


class AuditLogPageReq(PageParam):
    operatorId: Id | None = None  # noqa: N815
    entityType: AuditKey | None = None  # noqa: N815
    entityId: AuditKey | None = None  # noqa: N815
    createTime: list[EpochMillisOrLocalTime] | None = Field(  # noqa: N815
        default=None,
        min_length=2,
        max_length=2,
        description="[from, to], both included",
    )


class AuditLogResp(BaseModel):
    id: int
    operatorId: int | None  # noqa: N815
    operatorName: str | None  # noqa: N815
    action: str
    entityType: str  # noqa: N815
    entityId: str  # noqa: N815
    before: dict[str, Any] | None
    after: dict[str, Any] | None
    ip: str | None
    createTime: int  # noqa: N815


class OutboxPageReq(PageParam):
    status: Literal["pending", "delivering", "delivered", "failed", "cancelled"] | None = Field(
        default=None, description="Only messages in this state (pending includes those waiting to be retried)"
    )


class OutboxReplayReq(BaseModel):
    id: Id


class OutboxMessageResp(BaseModel):
    id: int
    topic: str
    key: str
    payload: dict[str, Any]
    status: str
    attempts: int
    nextAttemptTime: int  # noqa: N815
    lastError: str | None  # noqa: N815
    createTime: int  # noqa: N815
    deliveredTime: int | None  # noqa: N815
