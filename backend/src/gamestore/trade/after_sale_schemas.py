"""Reviews of bought games and an order's feedback thread."""
# ruff: noqa: N815 - the API's camelCase field names

from __future__ import annotations

from typing import Annotated

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
