"""Reviews of bought games and an order's feedback thread."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from enum import IntEnum
from typing import Annotated, Literal

from pydantic import BaseModel, Field, StringConstraints

from gamestore.core.validators import DESCRIPTION_MAX, HttpUrl, Id, PictureRef, TextRule

Description = Annotated[
    str, StringConstraints(strip_whitespace=True, max_length=DESCRIPTION_MAX), TextRule(multi_line=True)
]
Pictures = Annotated[list[HttpUrl], Field(default_factory=list, max_length=9)]
# Feedback photos may be private uploads (their paths): they can show a key or a payment.
FeedbackPictures = Annotated[list[PictureRef], Field(default_factory=list, max_length=9)]


class CommentCreateReq(BaseModel):
    orderItemId: Id
    rating: int | None = Field(default=None, ge=1, le=5, description="1–5 stars; required")
    descriptionScores: int | None = Field(
        default=None, ge=1, le=5, description="yudao's name for the stars, taken when rating is absent"
    )

    @property
    def stars(self) -> int | None:
        return self.rating if self.rating is not None else self.descriptionScores

    content: Description = ""
    anonymous: bool = False
    picUrls: Pictures


class FeedbackCreateReq(BaseModel):
    orderId: Id
    content: Description = Field(default="", description="What went wrong; required")
    picUrls: FeedbackPictures


class FeedbackReplyResp(BaseModel):
    id: int
    content: str
    picUrls: list[str] = Field(
        description="Links, or private uploads' paths (open them through temp-url-list)"
    )
    fromStore: bool = Field(description="true: the store's reply; false: the member's message")
    createTime: int


class FeedbackType(IntEnum):
    """member_feedback_type: payment and activation-key feedback is about an order."""

    BUG = 1
    PAYMENT = 2
    ACTIVATION_KEY = 3
    SUGGESTION = 4
    OTHER = 5


FEEDBACK_TYPES_WITH_ORDER = frozenset({FeedbackType.PAYMENT, FeedbackType.ACTIVATION_KEY})
Contact = Annotated[str, StringConstraints(strip_whitespace=True, max_length=100), TextRule()]


class MemberFeedbackCreateReq(BaseModel):
    type: FeedbackType = Field(description="member_feedback_type")
    orderId: Id | None = Field(default=None, description="Required for payment (2) and activation key (3)")
    content: Description = Field(default="", description="A detailed description; required")
    contact: Contact = Field(default="", description="How to reach the member (optional)")
    picUrls: FeedbackPictures


class FeedbackReply(BaseModel):
    content: str
    createTime: int = Field(description="Epoch milliseconds")


class MemberFeedbackResp(BaseModel):
    id: int
    kind: Literal["general", "order"] = Field(
        description="general: written in the feedback centre (open it with /member/feedback/get); "
        "order: an order's feedback thread (open it with /trade/order-feedback-reply/get)"
    )
    type: int | None = Field(description="member_feedback_type (null for an order's thread)")
    orderId: int | None
    content: str
    contact: str
    picUrls: list[str] = Field(
        description="Links, or private uploads' paths (open them through temp-url-list)"
    )
    status: int = Field(description="0 waiting for the store, 1 replied")
    replies: list[FeedbackReply]
    createTime: int = Field(description="Epoch milliseconds")
