"""Request and answer bodies of /promotion/activity-reminder (field names as the spec's JSON)."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from enum import IntEnum

from pydantic import BaseModel, Field

from gamestore.core.validators import Id


class ReminderChannel(IntEnum):
    """How a reminder is delivered: always in the app, and by Web Push where the browser allows, or
    as a WeChat mini-program subscribe message where the member accepted the template."""

    APP = 1
    WEB_PUSH = 2
    MINI_PROGRAM = 3


class ActivityReminderCreateReq(BaseModel):
    activityId: Id
    channels: list[ReminderChannel] = Field(
        default_factory=lambda: [ReminderChannel.APP],
        max_length=3,
        description="1 in the app (always added), 2 Web Push (the member saved a push subscription), "
        "3 WeChat mini-program subscribe message (the member accepted the reminder template)",
    )


class ActivityReminderResp(BaseModel):
    activityId: int
    title: str
    picUrl: str
    startTime: int = Field(description="Epoch milliseconds")
    remindTime: int = Field(description="Epoch milliseconds: when it is delivered")
    channels: list[int]


class StarDealReminderCreateReq(BaseModel):
    dealId: Id
    channels: list[ReminderChannel] = Field(
        default_factory=lambda: [ReminderChannel.APP],
        max_length=3,
        description="1 in the app (always added), 2 Web Push (the member saved a push subscription), "
        "3 WeChat mini-program subscribe message (the member accepted the reminder template)",
    )


class StarDealReminderResp(BaseModel):
    dealId: int
    spuId: int = Field(description="The deal's game (its page is where the deal is bought)")
    title: str = Field(description="The game's name")
    picUrl: str
    price: int = Field(description="The deal price, fen")
    startTime: int = Field(description="Epoch milliseconds")
    remindTime: int = Field(description="Epoch milliseconds: when it is delivered")
    channels: list[int]
