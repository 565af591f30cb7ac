"""Alipay protocol pieces without a server: signing rules, keys, amounts, times, signed answers."""

from __future__ import annotations

import base64
from datetime import UTC, datetime, timedelta, timezone

import pytest
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, padding, rsa

from fixtures.alipay_standin import (
    alipay_rsa2_ok,
    alipay_string_to_sign,
    private_pem,
    public_pem,
    standin_keys,
)
from gamestore.pay.channels.alipay import clean_subject
from gamestore.pay.channels.alipay_protocol import (
    alipay_timestamp,
    fen_to_yuan,
    load_private_key,
    load_public_key,
    notification_sign_content,
    parse_alipay_time,
    rsa2_sign,
    rsa2_verify,
    sign_content,
    top_level_raw_values,
    yuan_to_fen,
)

REQUEST = {
    "timestamp": "2024-05-01 12:00:00",
    "app_id": "2021000000000001",
    "sign_type": "RSA2",
    "method": "alipay.trade.query",
    "biz_content": '{"out_trade_no":"P1 & 2=3"}',
    "charset": "utf-8",
    "notify_url": "",
    "version": "1.0",
    "sign": "c2lnbg==",
}


# --- the string to sign ----------------------------------------------------------------------------


def test_request_content_is_sorted_without_sign_or_empty_values_and_keeps_sign_type() -> None:
    assert sign_content(REQUEST) == (
        'app_id=2021000000000001&biz_content={"out_trade_no":"P1 & 2=3"}&charset=utf-8'
        "&method=alipay.trade.query&sign_type=RSA2&timestamp=2024-05-01 12:00:00&version=1.0"
    )


def test_notification_content_leaves_out_sign_type_too_and_keeps_empty_values() -> None:
    content = notification_sign_content(REQUEST)

    assert "sign_type" not in content
    assert "sign=" not in content
    assert content.startswith("app_id=2021000000000001&biz_content=")
    assert "&method=alipay.trade.query&notify_url=&timestamp=" in content


def test_sorting_is_by_byte_order_of_names() -> None:
    assert sign_content({"b": "1", "B": "2", "a_b": "3", "ab": "4", "a": "5"}) == "B=2&a=5&a_b=3&ab=4&b=1"


def test_client_and_standin_agree_on_the_string_to_sign() -> None:
    assert sign_content(REQUEST) == alipay_string_to_sign(REQUEST)
    assert notification_sign_content(REQUEST) == alipay_string_to_sign(REQUEST, notification=True)


def test_signature_is_rsa2_and_verifies_with_the_public_key() -> None:
    keys = standin_keys()
    content = sign_content(REQUEST)

    signature = rsa2_sign(keys.merchant, content)

    raw = base64.b64decode(signature)
    assert len(raw) == 256  # a 2048-bit RSA signature
    keys.merchant.public_key().verify(raw, content.encode(), padding.PKCS1v15(), hashes.SHA256())
    assert alipay_rsa2_ok(keys.merchant.public_key(), content, signature)
    assert rsa2_verify(keys.merchant.public_key(), content, signature)
    assert not rsa2_verify(keys.merchant.public_key(), content + "&x=1", signature)
    assert not rsa2_verify(keys.rogue.public_key(), content, signature)
    assert not rsa2_verify(keys.merchant.public_key(), content, "not base64!")
    assert not rsa2_verify(keys.merchant.public_key(), content, "")


def test_signature_is_over_utf8_text() -> None:
    keys = standin_keys()
    content = "subject=游戏 «Ωmega»"

    signature = rsa2_sign(keys.merchant, content)

    keys.merchant.public_key().verify(
        base64.b64decode(signature), content.encode("utf-8"), padding.PKCS1v15(), hashes.SHA256()
    )


# --- keys -------------------------------------------------------------------------------------------


def _bare_base64(pem: str) -> str:
    return "".join(line for line in pem.splitlines() if not line.startswith("-----"))


@pytest.mark.parametrize("form", ["pkcs8", "pkcs1", "bare"])
def test_private_key_forms(form: str) -> None:
    key = standin_keys().merchant
    text = {
        "pkcs8": private_pem(key),
        "pkcs1": private_pem(key, pkcs8=False),
        "bare": _bare_base64(private_pem(key)),
    }[form]

    loaded = load_private_key(text)

    assert loaded.private_numbers() == key.private_numbers()


@pytest.mark.parametrize("bare", [False, True])
def test_public_key_forms(bare: bool) -> None:
    key = standin_keys().alipay
    text = _bare_base64(public_pem(key)) if bare else public_pem(key)

    assert load_public_key(text).public_numbers() == key.public_key().public_numbers()


def test_unusable_keys_are_refused_without_echoing_them() -> None:
    small = rsa.generate_private_key(public_exponent=65537, key_size=1024)  # noqa: S505 (the point)
    ec_key = ec.generate_private_key(ec.SECP256R1())
    ec_pem = ec_key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    ).decode()

    with pytest.raises(ValueError, match="at least 2048 bits"):
        load_private_key(private_pem(small))
    with pytest.raises(ValueError, match="must be RSA"):
        load_private_key(ec_pem)
    with pytest.raises(ValueError, match="could not be read") as caught:
        load_private_key("-----BEGIN PRIVATE KEY-----\nc2VjcmV0\n-----END PRIVATE KEY-----")
    assert "c2VjcmV0" not in str(caught.value)
    with pytest.raises(ValueError, match="neither PEM nor base64"):
        load_public_key("not a key!")
    with pytest.raises(ValueError, match="could not be read"):
        load_public_key(public_pem(standin_keys().alipay).replace("MII", "MIJ", 1))


# --- amounts ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("fen", "yuan"),
    [
        (1, "0.01"),
        (10, "0.10"),
        (29, "0.29"),  # 0.29 * 100 is 28.999999999999996 in floats
        (99, "0.99"),
        (100, "1.00"),
        (101, "1.01"),
        (12345, "123.45"),
        (1999900, "19999.00"),
        (10_000_000_000, "100000000.00"),
    ],
)
def test_fen_and_yuan_convert_exactly(fen: int, yuan: str) -> None:
    assert fen_to_yuan(fen) == yuan
    assert yuan_to_fen(yuan) == fen


@pytest.mark.parametrize(("yuan", "fen"), [("1", 100), ("1.5", 150), ("0.1", 10), ("0", 0), ("0.00", 0)])
def test_alipay_amounts_with_fewer_decimals(yuan: str, fen: int) -> None:
    assert yuan_to_fen(yuan) == fen


def test_every_amount_up_to_a_few_hundred_yuan_round_trips() -> None:
    assert all(yuan_to_fen(fen_to_yuan(fen)) == fen for fen in range(1, 50_001))


@pytest.mark.parametrize("fen", [0, -1, True, 1.5, "100"])
def test_only_positive_whole_fen_can_be_charged(fen: object) -> None:
    with pytest.raises(ValueError, match="positive whole number of fen"):
        fen_to_yuan(fen)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text",
    ["1.234", "-1.00", "+1.00", "1e2", " 1.00", "1.00 ", "01.00", "", "1.", ".5", "1,00", "NaN", "١.٠٠"],
)
def test_malformed_alipay_amounts_are_refused(text: str) -> None:
    with pytest.raises(ValueError, match="not an Alipay amount"):
        yuan_to_fen(text)


# --- times ------------------------------------------------------------------------------------------


def test_timestamps_are_beijing_time() -> None:
    moment = datetime(2024, 12, 31, 16, 30, 5, 999_999, tzinfo=UTC)

    assert alipay_timestamp(moment) == "2025-01-01 00:30:05"
    assert alipay_timestamp(moment.astimezone(timezone(timedelta(hours=-5)))) == "2025-01-01 00:30:05"
    assert parse_alipay_time("2025-01-01 00:30:05") == datetime(2024, 12, 31, 16, 30, 5, tzinfo=UTC)
    with pytest.raises(ValueError, match="naive"):
        alipay_timestamp(datetime(2024, 1, 1))
    with pytest.raises(ValueError, match="does not match format"):
        parse_alipay_time("2025-01-01T00:30:05")


# --- signed answers ---------------------------------------------------------------------------------


def test_raw_values_are_the_exact_text_alipay_signed() -> None:
    text = (
        '{ "alipay_trade_query_response" : {"code":"10000", "url":"a\\/b","n":[1, {"x":"}"}]} ,\n'
        '"sign":"abc"}'
    )

    values = top_level_raw_values(text)

    assert values == {
        "alipay_trade_query_response": '{"code":"10000", "url":"a\\/b","n":[1, {"x":"}"}]}',
        "sign": '"abc"',
    }


@pytest.mark.parametrize(
    "text",
    [
        '{"a_response":{"code":"10000"},"a_response":{"code":"40004"},"sign":"x"}',
        '{"a_response":{}} trailing',
        '{"a_response":{}',
        '["a_response"]',
        '{"a_response" {}}',
        "<html>502</html>",
        "",
    ],
)
def test_malformed_or_ambiguous_answers_are_refused(text: str) -> None:
    with pytest.raises(ValueError):  # noqa: PT011 (json's messages vary by case)
        top_level_raw_values(text)


def test_empty_object_has_no_values() -> None:
    assert top_level_raw_values(" {} ") == {}


# --- subject ----------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("subject", "cleaned"),
    [
        ("Ori & the Blind/Forest = Definitive", "Ori the Blind Forest Definitive"),
        ("艾尔登法环  黄金树幽影", "艾尔登法环 黄金树幽影"),
        ("&&//==", "-"),
        ("x" * 300, "x" * 256),
    ],
)
def test_subject_loses_what_alipay_forbids(subject: str, cleaned: str) -> None:
    assert clean_subject(subject) == cleaned
