"""Reusable input types (spec §5; architecture §4 text limits and passwords)."""

from __future__ import annotations

import re
from typing import Annotated

from pydantic import AfterValidator, Field, StringConstraints
from pydantic_core import PydanticCustomError

MOBILE_PATTERN = re.compile(r"^1[2-9]\d{9}$")
ONE_LINE_MAX = 140
DESCRIPTION_MAX = 2000


def _mobile(value: str) -> str:
    if not MOBILE_PATTERN.fullmatch(value):
        raise PydanticCustomError("mobile_invalid", "not a mainland mobile number")
    return value


def _password(value: str) -> str:
    has_letter = any(c.isascii() and c.isalpha() for c in value)
    has_digit = any(c.isdigit() for c in value)
    if not 8 <= len(value) <= 64 or not has_letter or not has_digit:
        raise PydanticCustomError("password_weak", "password too weak")
    return value


def _http_url(value: str) -> str:
    if not re.fullmatch(r"https?://[^\s/$.?#][^\s]*", value):
        raise PydanticCustomError("url_invalid", "not an http(s) url")
    return value


def _not_blank(value: str) -> str:
    if not value:
        raise PydanticCustomError("string_blank", "blank")
    return value


# A row id: positive and within what a JavaScript number holds exactly.
Id = Annotated[int, Field(ge=1, le=9_007_199_254_740_991)]
Mobile = Annotated[str, StringConstraints(strip_whitespace=True, max_length=11), AfterValidator(_mobile)]
Password = Annotated[str, StringConstraints(max_length=64), AfterValidator(_password)]
SmsCode = Annotated[str, StringConstraints(strip_whitespace=True, pattern=r"^\d{6}$")]
HttpUrl = Annotated[str, StringConstraints(strip_whitespace=True, max_length=512), AfterValidator(_http_url)]
OneLineText = Annotated[
    str, StringConstraints(strip_whitespace=True, max_length=ONE_LINE_MAX), AfterValidator(_not_blank)
]
