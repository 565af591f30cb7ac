"""Request and answer bodies of the member domain's endpoints (field names as the spec's JSON)."""
# ruff: noqa: N815 - the spec's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BaseModel, Field, StringConstraints

from gamestore.core.pagination import PageParam
from gamestore.core.validators import (
    EpochMillisOrLocalTime,
    Id,
    StoredIn,
    TextRule,
    http_url,
)
from gamestore.member.task_periods import TaskStatus, TaskType
from gamestore.models.member import MemberPushSubscription


class PointRecordPageReq(PageParam):
    addStatus: bool | None = Field(default=None, description="true income only, false spending only")
    bizType: int | None = Field(
        default=None, ge=0, le=32_767, description="Only this member_point_biz_type dictionary value"
    )
    createTime: list[EpochMillisOrLocalTime] | None = Field(
        default=None,
        min_length=2,
        max_length=2,
        description="[from, to], both included",
    )


class PointRecordResp(BaseModel):
    id: int
    bizType: int = Field(description="member_point_biz_type dictionary value")
    title: str = Field(description="What the change was for, in the asked language")
    point: int = Field(description="Positive income, negative spending")
    balance: int = Field(description="The member's points after this change")
    createTime: int = Field(description="Epoch milliseconds")
    bizId: str | None = Field(
        description="What it came from: the order's id, the task's id, the check-in's day"
    )


class PendingPointResp(BaseModel):
    bizType: int = Field(description="member_point_biz_type dictionary value it will be recorded as")
    title: str = Field(description="What it is for, in the asked language")
    point: int
    orderId: int = Field(description="The paid order it comes from")
    finalBy: int = Field(
        description="Epoch milliseconds: given by then at the latest (the order's refund window closes); "
        "earlier once every key of the order is revealed"
    )


class SignInConfigResp(BaseModel):
    day: int = Field(description="Day of a streak, from 1; the last day's reward repeats after it")
    point: int
    experience: int


class SignInSummaryResp(BaseModel):
    totalDay: int = Field(description="Days checked in, ever")
    continuousDay: int = Field(description="Days of the running streak (0 once a day was missed)")
    todaySignIn: bool = Field(description="Whether the member checked in today (Asia/Shanghai)")


class SignInCreateResp(BaseModel):
    day: int = Field(description="Day of the streak this check-in made")
    point: int
    experience: int


class SignInRecordPageReq(PageParam):
    month: Annotated[str, TextRule()] | None = Field(
        default=None,
        max_length=7,
        pattern=r"^[0-9]{4}-(0[1-9]|1[0-2])$",
        description="Only check-ins of this month (YYYY-MM, Asia/Shanghai days)",
    )


class SignInRecordResp(BaseModel):
    id: int
    signDate: str = Field(description="The day checked in, YYYY-MM-DD (Asia/Shanghai)")
    day: int
    point: int
    experience: int
    createTime: int = Field(description="Epoch milliseconds")


class LevelListResp(BaseModel):
    id: int
    name: str = Field(description="In the asked language")
    level: int
    experience: int = Field(description="Experience at which this level starts")
    discountPercent: int = Field(description="Percent off game prices at this level")
    icon: str = Field(description="The level badge's image")


class ExperienceRecordResp(BaseModel):
    id: int
    bizType: int = Field(description="member_experience_biz_type dictionary value")
    bizId: str | None
    title: str = Field(description="What the change was for, in the asked language")
    experience: int = Field(description="Positive gain, negative take-back")
    totalExperience: int = Field(description="The member's experience after this change")
    createTime: int = Field(description="Epoch milliseconds")


class TaskPageReq(PageParam):
    category: TaskType | None = Field(default=None, description="task_type: 1 daily, 2 weekly, 3 one-time")
    status: TaskStatus | None = Field(
        default=None, description="task_status: 0 in progress, 10 receivable, 20 completed, 30 expired"
    )


class TaskRewardItemResp(BaseModel):
    kind: str = Field(description="item or collectible")
    code: str
    name: str = Field(description="In the asked language")
    picUrl: str
    quantity: int


class TaskResp(BaseModel):
    id: int = Field(description="The task's id (what claim takes)")
    code: str
    title: str = Field(description="In the asked language")
    description: str
    category: int = Field(description="task_type dictionary value: 1 daily, 2 weekly, 3 one-time")
    rewardPoint: int
    rewardExperience: int
    rewardItems: list[TaskRewardItemResp] = Field(description="Items and collectibles the reward gives")
    progress: int = Field(description="Events counted this period, at most the target")
    pending: int = Field(
        default=0,
        description="Paid orders not counted yet: a task counting orders counts each once it is final "
        "(every key revealed, or its refund window closed)",
    )
    target: int
    status: int = Field(description="task_status dictionary value")
    link: str = Field(description="Where the task is done: a route name of the web app")
    period: str = Field(description="The period this row is about (a day, W + its Monday, or once)")
    endTime: int | None = Field(description="When the period ends, epoch ms (null for one-time tasks)")


class TaskClaimReq(BaseModel):
    id: Id = Field(description="The task's id")


class TaskClaimResp(BaseModel):
    point: int
    experience: int
    items: list[TaskRewardItemResp] = Field(
        description="What was given besides points (a reward withdrawn or run out is left out)"
    )


PushText = Annotated[str, StringConstraints(min_length=1, pattern=r"^[A-Za-z0-9_=-]+$"), TextRule()]
PushEndpoint = Annotated[
    str,
    StringConstraints(strip_whitespace=True),
    TextRule(),
    AfterValidator(http_url),
    StoredIn(MemberPushSubscription.endpoint),
]


class PushKeys(BaseModel):
    p256dh: Annotated[PushText, StoredIn(MemberPushSubscription.p256dh)]
    auth: Annotated[PushText, StoredIn(MemberPushSubscription.auth)]


class PushSubscriptionSaveReq(BaseModel):
    """The browser's ``PushSubscription.toJSON()`` (other fields, like expirationTime, ignored)."""

    endpoint: PushEndpoint
    keys: PushKeys


class PushSubscriptionDeleteReq(BaseModel):
    endpoint: PushEndpoint


class NotificationResp(BaseModel):
    id: int
    type: int = Field(description="1 an activity starting, 2 a reply from the store, 3 a refund by support")
    title: str
    content: str
    link: str = Field(description="The app route it opens")
    read: bool
    createTime: int = Field(description="Epoch milliseconds")


class NotificationReadReq(BaseModel):
    ids: list[Id] | None = Field(default=None, max_length=100, description="These; all when absent")
