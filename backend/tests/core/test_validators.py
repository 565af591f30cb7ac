"""The reusable input types of core.validators (spec §5): what each accepts and what it refuses."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from gamestore.core.validators import ONE_LINE_MAX, HttpUrl, Id, Mobile, OneLineText, Password, SmsCode


def accepts(kind: Any, value: Any) -> Any:
    return TypeAdapter(kind).validate_python(value)


def refusal(kind: Any, value: Any) -> str:
    with pytest.raises(ValidationError) as refused:
        TypeAdapter(kind).validate_python(value)
    return str(refused.value.errors()[0]["type"])


def test_mainland_mobile_numbers() -> None:
    assert accepts(Mobile, " 13800138000 ") == "13800138000"
    assert accepts(Mobile, "19912345678") == "19912345678"
    assert refusal(Mobile, "11800138000") == "mobile_invalid"  # 1 then 2-9
    assert refusal(Mobile, "1380013800") == "mobile_invalid"  # ten digits
    assert refusal(Mobile, "138001380001") == "string_too_long"


def test_passwords_need_a_letter_and_a_digit_and_eight_characters() -> None:
    assert accepts(Password, "abcd1234") == "abcd1234"
    assert refusal(Password, "abc123") == "password_weak"
    assert refusal(Password, "abcdefgh") == "password_weak"
    assert refusal(Password, "12345678") == "password_weak"
    assert refusal(Password, "a1" * 33) == "string_too_long"


def test_sms_codes_are_six_digits() -> None:
    assert accepts(SmsCode, " 123456 ") == "123456"
    assert refusal(SmsCode, "12345") == "string_pattern_mismatch"
    assert refusal(SmsCode, "12345a") == "string_pattern_mismatch"


def test_urls_are_http_or_https() -> None:
    assert accepts(HttpUrl, "https://shop.example.com/a?b=c") == "https://shop.example.com/a?b=c"
    assert accepts(HttpUrl, "http://127.0.0.1:8000/") == "http://127.0.0.1:8000/"
    assert refusal(HttpUrl, "ftp://example.com") == "url_invalid"
    assert refusal(HttpUrl, "https://exa mple.com") == "url_invalid"
    assert refusal(HttpUrl, "https://" + "a" * 600) == "string_too_long"


def test_one_line_texts_are_trimmed_not_blank_and_at_most_140_characters() -> None:
    assert accepts(OneLineText, "  Hades II  ") == "Hades II"
    assert accepts(OneLineText, "字" * ONE_LINE_MAX) == "字" * ONE_LINE_MAX
    assert refusal(OneLineText, "   ") == "string_blank"
    assert refusal(OneLineText, "x" * (ONE_LINE_MAX + 1)) == "string_too_long"


def test_ids_are_positive_and_exact_in_javascript() -> None:
    assert accepts(Id, 1) == 1
    assert accepts(Id, 9_007_199_254_740_991) == 9_007_199_254_740_991
    assert refusal(Id, 0) == "greater_than_equal"
    assert refusal(Id, 9_007_199_254_740_992) == "less_than_equal"
