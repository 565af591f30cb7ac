"""Request and answer bodies of /member/push-subscription and /member/notification."""
# ruff: noqa: N815 - the spec's camelCase field names

from __future__ import annotations

from typing import Annotated

from pydantic import AfterValidator, BaseModel, Field, StringConstraints

from gamestore.core.validators import Id, StoredIn, TextRule, http_url
from gamestore.models.notification import MemberPushSubscription

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
