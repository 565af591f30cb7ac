"""Request and answer bodies of /member/task."""
# ruff: noqa: N815 - the spec's camelCase field names

from __future__ import annotations

from pydantic import BaseModel, Field

from gamestore.core.pagination import PageParam
from gamestore.core.validators import Id
from gamestore.engagement.task_periods import TaskStatus, TaskType


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
