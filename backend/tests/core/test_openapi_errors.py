"""The OpenAPI schema carries the business error codes (`x-error-codes`) and the typed envelope."""

from __future__ import annotations

import importlib
import pkgutil
from typing import Any

import gamestore
from conftest import make_settings
from gamestore.core.errors import ErrorCode
from gamestore.main import create_app


def _schema() -> dict[str, Any]:
    return create_app(make_settings("sqlite+aiosqlite:///:memory:")).openapi()


def _every_error_code_defined() -> set[ErrorCode]:
    """Walks every module of the package, so a code defined anywhere is found, listed or not."""
    found: set[ErrorCode] = set()
    for module in pkgutil.walk_packages(gamestore.__path__, "gamestore."):
        for value in vars(importlib.import_module(module.name)).values():
            if isinstance(value, ErrorCode):
                found.add(value)
    return found


def test_every_error_code_is_in_the_schema_by_its_name() -> None:
    listed = _schema()["x-error-codes"]
    defined = _every_error_code_defined()
    assert len(defined) > 60
    for error in defined:
        assert listed[error.key.replace(".", "_").upper()] == error.code, error


def test_each_operation_lists_its_codes_as_data_and_in_its_description() -> None:
    schema = _schema()
    operation = schema["paths"]["/app-api/trade/order/get-detail"]["get"]
    assert "TRADE_ORDER_NOT_FOUND" in operation["x-error-codes"]
    for path in schema["paths"].values():
        for operation in path.values():
            for name in operation["x-error-codes"]:
                assert str(schema["x-error-codes"][name]) in operation["description"]


def test_data_is_typed_as_the_answer_and_nullable_only_where_it_can_be_null() -> None:
    schemas = _schema()["components"]["schemas"]
    assert schemas["CommonResult_UserInfoResp_"]["properties"]["data"] == {
        "$ref": "#/components/schemas/UserInfoResp"
    }
    assert "data" in schemas["CommonResult_UserInfoResp_"]["required"]
    social = schemas["CommonResult_Union_SocialUserResp__NoneType__"]["properties"]["data"]
    assert {"type": "null"} in social["anyOf"]
    assert schemas["ErrorResult"]["properties"]["data"] == {"title": "Data", "type": "null"}
