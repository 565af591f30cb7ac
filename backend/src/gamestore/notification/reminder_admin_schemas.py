"""Requests and answers of the console's activity reminder list (/admin-api/promotion/activity-reminder)."""

from __future__ import annotations

from pydantic import BaseModel, Field

from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id, Mobile


class AdminActivityReminderPageReq(PageParam):
    activityId: Id | None = Field(default=None, description="Reminders of this activity")  # noqa: N815
    memberId: Id | None = Field(default=None, description="Reminders of this member")  # noqa: N815
    mobile: Mobile | None = Field(default=None, description="Reminders of the member with this mobile")
    channel: int | None = Field(default=None, ge=1, le=2, description="1 in the app, 2 Web Push")
    delivered: bool | None = Field(default=None, description="true: sent; false: still waiting")


class AdminActivityReminderResp(BaseModel):
    id: int
    memberId: int  # noqa: N815
    mobile: str | None
    activityId: int  # noqa: N815
    activityTitle: str = Field(description="In the operator's language")  # noqa: N815
    channel: int = Field(description="1 in the app, 2 Web Push")
    language: str = Field(description="The language the member set it in (the message's)")
    remindTime: int = Field(description="When it is (or was) due, epoch milliseconds")  # noqa: N815
    sentTime: int | None = Field(description="When the delivery job sent it; null: not yet")  # noqa: N815
    createTime: int  # noqa: N815


class AdminActivityReminderPageResp(BaseModel):
    list: list[AdminActivityReminderResp]
    total: int
    deliveredCount: int = Field(description="Of the filtered reminders (the delivered filter aside), sent")  # noqa: N815
    pendingCount: int = Field(description="Of the filtered reminders (the delivered filter aside), waiting")  # noqa: N815
