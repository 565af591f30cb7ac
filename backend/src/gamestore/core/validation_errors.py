"""Turn pydantic's validation errors into one localized message that names the field."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from fastapi.exceptions import RequestValidationError

from gamestore.core.i18n import Lang, register_messages, translate

_LOCATIONS = {"body", "query", "path", "header", "cookie"}

# pydantic error type -> message key; unknown types fall back to "validation.invalid".
_TYPE_KEYS = {
    "missing": "validation.missing",
    "string_too_short": "validation.too_short",
    "string_too_long": "validation.too_long",
    "too_short": "validation.too_few",
    "too_long": "validation.too_many",
    "string_type": "validation.not_string",
    "int_parsing": "validation.not_integer",
    "int_type": "validation.not_integer",
    "int_from_float": "validation.not_integer",
    "bool_parsing": "validation.not_boolean",
    "bool_type": "validation.not_boolean",
    "literal_error": "validation.not_allowed",
    "enum": "validation.not_allowed",
    "greater_than": "validation.out_of_range",
    "greater_than_equal": "validation.out_of_range",
    "less_than": "validation.out_of_range",
    "less_than_equal": "validation.out_of_range",
    "string_pattern_mismatch": "validation.pattern",
    "json_invalid": "validation.json_invalid",
    "model_attributes_type": "validation.not_object",
    "dict_type": "validation.not_object",
    "list_type": "validation.not_list",
    "mobile_invalid": "validation.mobile",
    "password_weak": "validation.password",
    "url_invalid": "validation.url",
    "string_blank": "validation.blank",
    "path_protocol": "validation.path_protocol",
    "text_control_char": "validation.control_char",
    "update_empty": "validation.update_empty",
}


def missing_field(location: str, name: str) -> RequestValidationError:
    """The error pydantic gives for a required field, for a field a route reads from either of two
    places (the query or the body) and found in neither."""
    return RequestValidationError([{"type": "missing", "loc": (location, name), "msg": "Field required"}])


def field_name(loc: Sequence[Any]) -> str:
    parts = [str(p) for p in loc]
    if len(parts) > 1 and parts[0] in _LOCATIONS:
        parts = parts[1:]
    return ".".join(parts) or "body"


def describe_validation_errors(errors: Sequence[Mapping[str, Any]], lang: Lang) -> str:
    """Describe the first error: the field it concerns and what is wrong, in ``lang``."""
    if not errors:
        return translate("error.bad_request", lang)
    first = errors[0]
    key = _TYPE_KEYS.get(str(first.get("type")), "validation.invalid")
    ctx = first.get("ctx") or {}
    reason = translate(key, lang, **_limits(ctx))
    return translate("validation.field", lang, field=field_name(first.get("loc", ())), reason=reason)


def _limits(ctx: Mapping[str, Any]) -> dict[str, object]:
    params: dict[str, object] = {}
    for name in ("min_length", "max_length", "ge", "le", "gt", "lt"):
        if name in ctx:
            params[name] = ctx[name]
    params.setdefault("min_length", "")
    params.setdefault("max_length", "")
    params["bound"] = next((ctx[n] for n in ("ge", "gt", "le", "lt") if n in ctx), "")
    return params


register_messages(
    {
        "validation.field": {
            "en": "Invalid parameter {field}: {reason}",
            "zh-Hans": "请求参数不正确 {field}: {reason}",
            "zh-Hant": "請求參數不正確 {field}: {reason}",
            "ja": "パラメータ {field} が不正です: {reason}",
        },
        "validation.invalid": {
            "en": "invalid value",
            "zh-Hans": "格式不正确",
            "zh-Hant": "格式不正確",
            "ja": "値が不正です",
        },
        "validation.missing": {
            "en": "required",
            "zh-Hans": "不能为空",
            "zh-Hant": "不能為空",
            "ja": "必須です",
        },
        "validation.update_empty": {
            "en": "please set a username or avatar",
            "zh-Hans": "请设置用户名或头像",
            "zh-Hant": "請設定使用者名稱或頭像",
            "ja": "ユーザー名またはアバターを設定してください",
        },
        "validation.control_char": {
            "en": "must not contain control characters",
            "zh-Hans": "不能包含控制字符",
            "zh-Hant": "不能包含控制字元",
            "ja": "制御文字は使用できません",
        },
        "validation.path_protocol": {
            "en": "must be a file path, not a link",
            "zh-Hans": "应为文件路径，不能是链接",
            "zh-Hant": "應為檔案路徑，不能是連結",
            "ja": "リンクではなくファイルのパスを指定してください",
        },
        "validation.blank": {
            "en": "must not be blank",
            "zh-Hans": "不能为空白",
            "zh-Hant": "不能為空白",
            "ja": "空白にはできません",
        },
        "validation.too_short": {
            "en": "must be at least {min_length} characters",
            "zh-Hans": "长度不能少于 {min_length} 个字符",
            "zh-Hant": "長度不能少於 {min_length} 個字元",
            "ja": "{min_length} 文字以上で入力してください",
        },
        "validation.too_long": {
            "en": "must be at most {max_length} characters",
            "zh-Hans": "长度不能超过 {max_length} 个字符",
            "zh-Hant": "長度不能超過 {max_length} 個字元",
            "ja": "{max_length} 文字以内で入力してください",
        },
        "validation.too_few": {
            "en": "needs at least {min_length} entries",
            "zh-Hans": "至少需要 {min_length} 项",
            "zh-Hant": "至少需要 {min_length} 項",
            "ja": "{min_length} 件以上必要です",
        },
        "validation.too_many": {
            "en": "allows at most {max_length} entries",
            "zh-Hans": "最多 {max_length} 项",
            "zh-Hant": "最多 {max_length} 項",
            "ja": "{max_length} 件までです",
        },
        "validation.not_string": {
            "en": "must be text",
            "zh-Hans": "必须是字符串",
            "zh-Hant": "必須是字串",
            "ja": "文字列である必要があります",
        },
        "validation.not_integer": {
            "en": "must be a whole number",
            "zh-Hans": "必须是整数",
            "zh-Hant": "必須是整數",
            "ja": "整数である必要があります",
        },
        "validation.not_boolean": {
            "en": "must be true or false",
            "zh-Hans": "必须是 true 或 false",
            "zh-Hant": "必須是 true 或 false",
            "ja": "true か false である必要があります",
        },
        "validation.not_allowed": {
            "en": "is not one of the allowed values",
            "zh-Hans": "取值不在允许范围内",
            "zh-Hant": "取值不在允許範圍內",
            "ja": "許可されていない値です",
        },
        "validation.out_of_range": {
            "en": "is out of range (limit {bound})",
            "zh-Hans": "超出范围 (界限 {bound})",
            "zh-Hant": "超出範圍 (界限 {bound})",
            "ja": "範囲外です (境界 {bound})",
        },
        "validation.pattern": {
            "en": "has the wrong format",
            "zh-Hans": "格式不正确",
            "zh-Hant": "格式不正確",
            "ja": "形式が正しくありません",
        },
        "validation.json_invalid": {
            "en": "the request body is not valid JSON",
            "zh-Hans": "请求体不是有效的 JSON",
            "zh-Hant": "請求體不是有效的 JSON",
            "ja": "リクエスト本文が有効な JSON ではありません",
        },
        "validation.not_object": {
            "en": "must be a JSON object",
            "zh-Hans": "必须是 JSON 对象",
            "zh-Hant": "必須是 JSON 物件",
            "ja": "JSON オブジェクトである必要があります",
        },
        "validation.not_list": {
            "en": "must be a list",
            "zh-Hans": "必须是数组",
            "zh-Hant": "必須是陣列",
            "ja": "配列である必要があります",
        },
        "validation.mobile": {
            "en": "is not a valid mainland China mobile number",
            "zh-Hans": "手机号格式不正确",
            "zh-Hant": "手機號碼格式不正確",
            "ja": "中国本土の携帯電話番号ではありません",
        },
        "validation.password": {
            "en": "must be 8-64 characters with at least one letter and one digit",
            "zh-Hans": "密码须为 8-64 位，且同时包含字母和数字",
            "zh-Hant": "密碼須為 8-64 位，且同時包含字母和數字",
            "ja": "8〜64 文字で、英字と数字を両方含めてください",
        },
        "validation.url": {
            "en": "must be an http(s) address",
            "zh-Hans": "必须是 http(s) 地址",
            "zh-Hant": "必須是 http(s) 位址",
            "ja": "http(s) のアドレスである必要があります",
        },
    }
)
