"""Reusable input types (spec §5; architecture §4 text limits and passwords)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime
from typing import Annotated, Any

from pydantic import (
    AfterValidator,
    BeforeValidator,
    Field,
    GetCoreSchemaHandler,
    GetJsonSchemaHandler,
    StringConstraints,
)
from pydantic.json_schema import JsonSchemaValue, WithJsonSchema
from pydantic_core import PydanticCustomError, core_schema

from gamestore.core.clock import BUSINESS_ZONE
from gamestore.core.times import epoch_ms

# [0-9], not \d: pydantic's (Rust) and Python's str patterns take every Unicode digit for \d,
# so full-width 13８００１３８０００ would pass and become a second account for the same number.
MOBILE_PATTERN = re.compile(r"^1[2-9][0-9]{9}$")
ONE_LINE_MAX = 140
DESCRIPTION_MAX = 2000
# Marks a string input in the OpenAPI schema as checked by the text rule; a test walks the
# schema and refuses any string input without it (or an enum), so no endpoint can forget the rule.
TEXT_RULE_KEY = "x-text-rule"

# C0 controls and DEL, and lone surrogates (JSON's "\ud800"): PostgreSQL refuses NUL in text and
# no driver encodes a lone surrogate, so either would surface as a 500 after validation.
_ONE_LINE_FORBIDDEN = re.compile(r"[\x00-\x1f\x7f\ud800-\udfff]")
# Multi-line text (descriptions, reviews) keeps tab and line breaks (\r for clients that send \r\n).
_MULTI_LINE_FORBIDDEN = re.compile(r"[\x00-\x08\x0b\x0c\x0e-\x1f\x7f\ud800-\udfff]")


@dataclass(frozen=True, slots=True)
class TextRule:
    """The one input rule for free text: no control characters (see above)."""

    multi_line: bool = False

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> core_schema.CoreSchema:
        forbidden = _MULTI_LINE_FORBIDDEN if self.multi_line else _ONE_LINE_FORBIDDEN

        def check(value: str) -> str:
            if forbidden.search(value):
                raise PydanticCustomError("text_control_char", "contains a control character")
            return value

        return core_schema.no_info_after_validator_function(check, handler(source))

    def __get_pydantic_json_schema__(
        self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        json_schema = handler(schema)
        json_schema[TEXT_RULE_KEY] = "multi-line" if self.multi_line else "one-line"
        return json_schema


# Names, in the OpenAPI schema, the column a string input is stored in as it is ("table.column"); a test
# checks every request string against the columns (tests/core/test_column_limits.py).
COLUMN_KEY = "x-column"


def column_length(attribute: Any) -> int:
    """The length of the String column behind an ORM attribute (``MemberPushSubscription.auth``)."""
    length = attribute.property.columns[0].type.length
    if not isinstance(length, int):
        raise TypeError(f"{attribute} is not a String column with a length")
    return length


@dataclass(frozen=True, slots=True)
class StoredIn:
    """A string input stored as it is in ``column``: its maximum length is the column's, read from the
    model, so the request's limit and the table's are one number (PostgreSQL refuses a longer value,
    which surfaced as a 500)."""

    column: Any

    def __get_pydantic_core_schema__(
        self, source: Any, handler: GetCoreSchemaHandler
    ) -> core_schema.CoreSchema:
        limit = column_length(self.column)

        def check(value: str) -> str:
            if len(value) > limit:
                raise PydanticCustomError(
                    "string_too_long",
                    "String should have at most {max_length} characters",
                    {"max_length": limit},
                )
            return value

        return core_schema.no_info_after_validator_function(check, handler(source))

    def __get_pydantic_json_schema__(
        self, schema: core_schema.CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        json_schema = handler(schema)
        limit = column_length(self.column)
        json_schema["maxLength"] = min(json_schema.get("maxLength", limit), limit)
        json_schema[COLUMN_KEY] = f"{self.column.property.columns[0].table.name}.{self.column.key}"
        return json_schema


def _mobile(value: str) -> str:
    if not MOBILE_PATTERN.fullmatch(value):
        raise PydanticCustomError("mobile_invalid", "not a mainland mobile number")
    return value


def _password(value: str) -> str:
    has_letter = any(c.isascii() and c.isalpha() for c in value)
    has_digit = any(c in "0123456789" for c in value)
    if not 8 <= len(value) <= 64 or not has_letter or not has_digit:
        raise PydanticCustomError("password_weak", "password too weak")
    return value


def http_url(value: str) -> str:
    if not re.fullmatch(r"https?://[^\s/$.?#][^\s]*", value):
        raise PydanticCustomError("url_invalid", "not an http(s) url")
    return value


def _cloud_path(value: str) -> str:
    if not value:
        raise PydanticCustomError("string_blank", "blank")
    if "://" in value:
        raise PydanticCustomError("path_protocol", "a path, not a URL")
    return value


def _picture_ref(value: str) -> str:
    if value.startswith(PRIVATE_UPLOAD_PREFIX):
        if not re.fullmatch(r"private/[0-9]{4}/[0-9]{2}/[0-9a-f]{32}\.(png|jpg|gif|webp)", value):
            raise PydanticCustomError("url_invalid", "not an uploaded file's path")
        return value
    return http_url(value)


def _not_blank(value: str) -> str:
    if not value:
        raise PydanticCustomError("string_blank", "blank")
    return value


# A row id: positive and within what a JavaScript number holds exactly.
Id = Annotated[int, Field(ge=1, le=9_007_199_254_740_991)]
# An amount of money in fen a member enters (a price alert's target): 1 fen up to the catalogue's
# highest price (catalogue/import_rows.py's MAX_MONEY).
Fen = Annotated[int, Field(ge=1, le=10_000_000)]
Mobile = Annotated[
    str, StringConstraints(strip_whitespace=True, max_length=11), TextRule(), AfterValidator(_mobile)
]
Password = Annotated[str, StringConstraints(max_length=64), TextRule(), AfterValidator(_password)]
SmsCode = Annotated[
    str, StringConstraints(strip_whitespace=True, max_length=6, pattern=r"^[0-9]{6}$"), TextRule()
]
HttpUrl = Annotated[
    str, StringConstraints(strip_whitespace=True, max_length=512), TextRule(), AfterValidator(http_url)
]
# Spec §5: a stored file's path, non-empty and without a protocol separator.
CloudPath = Annotated[
    str, StringConstraints(strip_whitespace=True, max_length=255), TextRule(), AfterValidator(_cloud_path)
]
# What a private upload answers (system/files.py): its path, which only its uploader can open.
PRIVATE_UPLOAD_PREFIX = "private/"
# A picture sent with a message only its writer and the store read: a link, or a private upload's path.
PictureRef = Annotated[
    str, StringConstraints(strip_whitespace=True, max_length=512), TextRule(), AfterValidator(_picture_ref)
]
OneLineText = Annotated[
    str,
    StringConstraints(strip_whitespace=True, max_length=ONE_LINE_MAX),
    TextRule(),
    AfterValidator(_not_blank),
]
# Free text: one line (architecture §4: 140 unless a field has its own) and multi-line (2000).
OneLine = Annotated[str, StringConstraints(strip_whitespace=True, max_length=ONE_LINE_MAX), TextRule()]
MultiLine = Annotated[
    str, StringConstraints(strip_whitespace=True, max_length=DESCRIPTION_MAX), TextRule(multi_line=True)
]
# Epoch milliseconds: 1970-01-01 to 9999-12-31, what datetime holds (a larger one overflowed into a 500).
EPOCH_MS_MAX = 253_402_300_799_999
EpochMillis = Annotated[int, Field(ge=0, le=EPOCH_MS_MAX)]
LOCAL_TIME_FORMAT = "%Y-%m-%d %H:%M:%S"
_LOCAL_TIME = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2} [0-9]{2}:[0-9]{2}:[0-9]{2}")


def _epoch_ms_from_local_time(value: Any) -> Any:
    """``yyyy-MM-dd HH:mm:ss`` on the business clock (Asia/Shanghai) as epoch milliseconds; anything
    else is left to the integer's own checks (an impossible date such as 02-30 fails as not a number)."""
    if not isinstance(value, str) or not _LOCAL_TIME.fullmatch(value):
        return value
    try:
        moment = datetime.strptime(value, LOCAL_TIME_FORMAT).replace(tzinfo=BUSINESS_ZONE)
    except ValueError:
        return value
    return epoch_ms(moment)


# A bound of a time range (``createTime`` given twice): epoch milliseconds, or the local time as
# yudao's clients send it ("2024-05-01 00:00:00", business time zone).
EpochMillisOrLocalTime = Annotated[
    int,
    BeforeValidator(_epoch_ms_from_local_time),
    Field(ge=0, le=EPOCH_MS_MAX),
    WithJsonSchema(
        {
            "anyOf": [
                {"type": "integer", "minimum": 0, "maximum": EPOCH_MS_MAX},
                # Controls cannot pass the pattern: the text rule holds without its validator.
                {
                    "type": "string",
                    "pattern": f"^{_LOCAL_TIME.pattern}$",
                    "maxLength": 19,
                    TEXT_RULE_KEY: "one-line",
                },
            ],
            "description": "Epoch milliseconds, or yyyy-MM-dd HH:mm:ss in Asia/Shanghai",
        }
    ),
]
