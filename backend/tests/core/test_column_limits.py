"""Request limits and column limits are one number: a string longer than its column was a 500 on
PostgreSQL (which refuses it) and silently kept whole on SQLite (which does not check).

Inputs stored as they are declare their column (``StoredIn``, ``x-column`` in the schema), which gives
their maximum length. Every other string input is matched by name against the String columns of its
API area's tables (``/app-api/member/...`` against ``member_*``): one allowed longer than such a column
must either declare where it is stored or be listed below with the reason it is not stored as it is,
so the next field added with a limit its column cannot hold fails here."""

from __future__ import annotations

import re
from typing import Any

from sqlalchemy import String

from fixtures.openapi_inputs import string_and_integer_inputs
from gamestore.core.validators import COLUMN_KEY
from gamestore.models.base import Base

CONSOLE_FORM = "a console form: the row goes through its import file's row model, which checks it first"
SENT_AWAY = "a one-time code or id handed to WeChat or DCloud, never stored"
NOT_STORED_AS_IS = {
    "AdminBrandCreateReq.code": CONSOLE_FORM,
    "AdminBrandCreateReq.logo": CONSOLE_FORM,
    "AdminBrandUpdateReq.logo": CONSOLE_FORM,
    "AdminCategoryCreateReq.code": CONSOLE_FORM,
    "AdminCategoryCreateReq.icon": CONSOLE_FORM,
    "AdminCategoryUpdateReq.icon": CONSOLE_FORM,
    "AdminCollectibleCreateReq.code": CONSOLE_FORM,
    "AdminHelpArticleCreateReq.code": CONSOLE_FORM,
    "AdminHelpCategoryCreateReq.code": CONSOLE_FORM,
    "AdminItemCreateReq.code": CONSOLE_FORM,
    "AdminSkuSaveReq.code": CONSOLE_FORM,
    "AdminSpuCreateReq.code": CONSOLE_FORM,
    "AdminSpuCreateReq.size": CONSOLE_FORM,
    "AdminSpuCreateReq.version": CONSOLE_FORM,
    "AdminSpuUpdateReq.size": CONSOLE_FORM,
    "AdminSpuUpdateReq.version": CONSOLE_FORM,
    "AdminTaskCreateReq.code": CONSOLE_FORM,
    "AdminTaskCreateReq.event": CONSOLE_FORM,
    "AdminTaskCreateReq.link": CONSOLE_FORM,
    "AdminTaskRewardReq.code": CONSOLE_FORM,
    "AdminTaskUpdateReq.event": CONSOLE_FORM,
    "AdminTaskUpdateReq.link": CONSOLE_FORM,
    "ArticleCreateReq.code": CONSOLE_FORM,
    "RewardItemReq.code": CONSOLE_FORM,
    "MemberFeedbackCreateReq.content": "kept in member_feedback's text column, not a notification's",
    "SocialLoginReq.code": SENT_AWAY,
    "SocialUserBindReq.code": SENT_AWAY,
    "PUT /app-api/member/user/update-mobile-by-weixin query code": SENT_AWAY,
    "UpdateMobileByWeixinReq.code": SENT_AWAY,
    "UniverifyLoginReq.openid": SENT_AWAY,
}


def _string_columns() -> dict[str, dict[str, int]]:
    """Length of every String column, by table then column name."""
    return {
        table.name: {
            column.name: column.type.length
            for column in table.columns
            if isinstance(column.type, String) and column.type.length
        }
        for table in Base.metadata.tables.values()
    }


def _snake(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def _stored_strings() -> list[tuple[str, str, str, dict[str, Any]]]:
    """``(key, area, field, schema)`` of each bounded string input; key names it in NOT_STORED_AS_IS."""
    found = []
    for where, schema in string_and_integer_inputs():
        if schema.get("type") != "string" or "maxLength" not in schema:
            continue
        _method, path, *rest = where.split()
        area = path.split("/")[2]
        field = re.search(r">(\w+)\.(\w+)(?:\[\])?$", where)
        if field:
            found.append((f"{field.group(1)}.{field.group(2)}", area, field.group(2), schema))
        else:
            found.append((where, area, rest[-1], schema))
    return found


def test_an_input_declaring_its_column_takes_the_columns_length() -> None:
    columns = _string_columns()
    declared = [(key, schema) for key, _, _, schema in _stored_strings() if COLUMN_KEY in schema]
    assert {key for key, _ in declared} >= {
        "PushKeys.auth",
        "PushKeys.p256dh",
        "PushSubscriptionSaveReq.endpoint",
    }
    for key, schema in declared:
        table, column = schema[COLUMN_KEY].split(".")
        assert schema["maxLength"] == columns[table][column], key


def test_no_string_input_is_longer_than_the_column_it_is_named_after() -> None:
    columns = _string_columns()
    too_long = {}
    for key, area, field, schema in _stored_strings():
        if COLUMN_KEY in schema or key in NOT_STORED_AS_IS:
            continue
        shorter = {
            f"{table}.{_snake(field)}": named[_snake(field)]
            for table, named in columns.items()
            if table.startswith(f"{area}_")
            and named.get(_snake(field), schema["maxLength"]) < schema["maxLength"]
        }
        if shorter:
            too_long[key] = (schema["maxLength"], shorter)
    assert too_long == {}


def test_the_reviewed_exceptions_are_still_inputs() -> None:
    """An exception whose field went away goes from the list too, so the list stays what was reviewed."""
    keys = {key for key, _, _, _ in _stored_strings()}
    assert set(NOT_STORED_AS_IS) - keys == set()
