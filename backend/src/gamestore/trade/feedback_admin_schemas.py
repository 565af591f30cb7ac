"""Requests and answers of /admin-api/trade/feedback/page: what members wrote to the store."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, StringConstraints

from gamestore.core.pagination import PageParam
from gamestore.core.validators import Mobile, TextRule

ContentSearch = Annotated[
    str, StringConstraints(strip_whitespace=True, min_length=1, max_length=100), TextRule()
]


class AdminFeedbackPageReq(PageParam):
    replied: bool | None = Field(
        default=None, description="true: answered by the store; false: waiting for an answer"
    )
    mobile: Mobile | None = Field(default=None, description="The member's mobile, exactly")
    content: ContentSearch | None = Field(default=None, description="Words in the message (any case)")


class AdminFeedbackResp(BaseModel):
    """A member's message: feedback from the centre (kind ``general``: reply with its ``id`` as
    feedbackId) or a message in an order's thread (kind ``order``: reply with its ``orderId``)."""

    id: int
    kind: Literal["general", "order"]
    type: int | None = Field(description="The centre's subject (general feedback only)")
    typeName: str | None = Field(description="The subject's name (dictionary member_feedback_type)")
    memberId: int
    memberMobile: str | None = Field(description="In full, as support's order search shows it")
    orderId: int | None
    orderNo: str | None = Field(description="The number of the order it is about")
    content: str
    contact: str = Field(description="How the member asked to be contacted (general feedback only)")
    picUrls: list[str] = Field(description="As the member sent them: links, or private uploads' paths")
    picLinks: list[str] = Field(
        description="The same pictures as links to open, in order; private uploads signed, working 600 s"
    )
    createTime: int
    replied: bool
    reply: str | None = Field(description="The store's latest answer to it")
    replyTime: int | None
