"""The WeChat Pay v3 signing and encryption pieces, checked against an independent implementation
(the stand-in's, and cryptography used directly here)."""

from __future__ import annotations

import base64
import time
from datetime import UTC, datetime, timedelta, timezone

import pytest
from cryptography.hazmat.primitives.asymmetric import rsa
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from fixtures.wechat_fixtures import standin
from fixtures.wechatpay_standin import (
    WechatPayStandIn,
    make_standin,
    parse_authorization,
    public_pem,
    rsa_key,
    rsa_sign,
    rsa_verifies,
)
from gamestore.pay.channels import wechat_crypto
from gamestore.pay.channels.wechat import rfc3339_china
from gamestore.pay.channels.wechat_config import SignatureCheckError, WechatKeys

__all__ = ["standin"]  # fixtures

KEY = "0123456789abcdefghijklmnopqrstuv"  # 32 bytes


def test_signed_message_layout() -> None:
    assert wechat_crypto.message(
        "GET", "/v3/certificates", "1554208460", "593BEC0C930BF1AFEB40B4A08C8FB242", b""
    ) == (b"GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n")
    assert wechat_crypto.message("1", "n", "{}") == b"1\nn\n{}\n"
    assert wechat_crypto.message("价") == "价\n".encode()


def test_authorization_round_trip() -> None:
    merchant = rsa_key("merchant")
    body = '{"mchid":"1900009191","description":"游戏"}'.encode()

    header = wechat_crypto.authorization(
        mchid="1900009191",
        serial_no="3775B6A45ACD588826D15E583A95F5DD50D9A3A6",
        private_key=merchant,
        method="POST",
        url="/v3/pay/transactions/jsapi",
        body=body,
        timestamp=1554208460,
        nonce="593BEC0C930BF1AFEB40B4A08C8FB242",
    )

    assert header.startswith(
        'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242"'
    )
    fields = parse_authorization(header)
    assert fields is not None
    assert fields["timestamp"] == "1554208460"
    assert fields["serial_no"] == "3775B6A45ACD588826D15E583A95F5DD50D9A3A6"
    signed = ("POST", "/v3/pay/transactions/jsapi", "1554208460", "593BEC0C930BF1AFEB40B4A08C8FB242", body)
    assert rsa_verifies(merchant.public_key(), fields["signature"], *signed)
    assert not rsa_verifies(merchant.public_key(), fields["signature"], "GET", *signed[1:])
    assert not rsa_verifies(rsa_key("another merchant").public_key(), fields["signature"], *signed)


def test_signatures_are_deterministic_pkcs1_v15() -> None:
    merchant = rsa_key("merchant")
    signed = wechat_crypto.message(
        "wxd678efh567hg6787", "1414561699", "5K8264ILTKCH16CQ2502SI8ZNMTM67VS", "prepay_id=wx1"
    )

    ours = wechat_crypto.sign(merchant, signed)

    assert ours == wechat_crypto.sign(merchant, signed)  # PSS would differ on every call
    assert ours == rsa_sign(
        merchant, "wxd678efh567hg6787", "1414561699", "5K8264ILTKCH16CQ2502SI8ZNMTM67VS", "prepay_id=wx1"
    )
    assert wechat_crypto.verify(merchant.public_key(), signed, ours)
    assert not wechat_crypto.verify(merchant.public_key(), signed + b"x", ours)
    assert not wechat_crypto.verify(merchant.public_key(), signed, "not base64!")
    assert not wechat_crypto.verify(merchant.public_key(), signed, "")


def test_nonces_are_32_random_characters() -> None:
    nonces = {wechat_crypto.new_nonce() for _ in range(50)}

    assert len(nonces) == 50
    assert all(len(n) == 32 and n.isalnum() for n in nonces)


def test_aes_gcm_matches_an_independent_encryption() -> None:
    ciphertext = AESGCM(KEY.encode()).encrypt(b"fdasflkja484", b'{"trade_state":"SUCCESS"}', b"transaction")
    encoded = base64.b64encode(ciphertext).decode()

    plain = wechat_crypto.aes_gcm_decrypt(
        KEY.encode(), nonce="fdasflkja484", associated_data="transaction", ciphertext=encoded
    )

    assert plain == b'{"trade_state":"SUCCESS"}'
    for changes in ({"associated_data": "refund"}, {"nonce": "fdasflkja485"}):
        arguments = {
            "nonce": "fdasflkja484",
            "associated_data": "transaction",
            "ciphertext": encoded,
            **changes,
        }
        with pytest.raises(wechat_crypto.DecryptionError):
            wechat_crypto.aes_gcm_decrypt(KEY.encode(), **arguments)
    with pytest.raises(wechat_crypto.DecryptionError):
        wechat_crypto.aes_gcm_decrypt(
            KEY.upper().encode(), nonce="fdasflkja484", associated_data="transaction", ciphertext=encoded
        )


def test_platform_keys_from_public_keys_and_certificates() -> None:
    serial = "5157F09EFDC096DE15EBE81A47057A7232F1B8E1"
    standin = make_standin(platform_serial=serial)

    from_key = wechat_crypto.load_public_key(standin.platform_public_key_pem())
    from_certificate = wechat_crypto.load_public_key(standin.platform_certificate_pem())

    assert from_key.public_numbers() == from_certificate.public_numbers()
    assert from_key.public_numbers() == standin.platform_key.public_key().public_numbers()


def test_small_rsa_keys_are_refused() -> None:
    small = rsa.generate_private_key(public_exponent=65537, key_size=1024)  # noqa: S505 - that is the point
    with pytest.raises(ValueError, match="2048"):
        wechat_crypto.load_public_key(public_pem(small))


@pytest.mark.parametrize(
    ("moment", "expected"),
    [
        (datetime(2025, 5, 20, 5, 29, 35, tzinfo=UTC), "2025-05-20T13:29:35+08:00"),
        (
            datetime(2025, 5, 20, 13, 29, 35, 999999, tzinfo=timezone(timedelta(hours=8))),
            "2025-05-20T13:29:35+08:00",
        ),
        (datetime(2025, 12, 31, 20, 0, 0), "2026-01-01T04:00:00+08:00"),
    ],
)
def test_expiry_times_are_china_time(moment: datetime, expected: str) -> None:
    assert rfc3339_china(moment) == expected


# --- the signature check shared by answers and notifications -------------------------------------


@pytest.fixture
def keys(standin: WechatPayStandIn) -> WechatKeys:
    return WechatKeys(
        rsa_key("merchant"), KEY.encode(), {standin.platform_serial: standin.platform_key.public_key()}
    )


def test_verify_signed_accepts_a_platform_signature(keys: WechatKeys, standin: WechatPayStandIn) -> None:
    now = time.time()
    body = b'{"prepay_id":"wx201410272009395522657a690389285100"}'

    keys.verify_signed(standin.signature_headers(str(int(now)), body), body, now)
    keys.verify_signed(standin.signature_headers(str(int(now)), b""), b"", now)  # 204 No Content


@pytest.mark.parametrize(
    ("timestamp", "reason"),
    [("1554208460", "5 minutes"), ("-1", "5 minutes"), ("17e8", "5 minutes"), ("", "missing")],
)
def test_verify_signed_refuses_bad_timestamps(
    keys: WechatKeys, standin: WechatPayStandIn, timestamp: str, reason: str
) -> None:
    headers = standin.signature_headers(timestamp, b"{}")

    with pytest.raises(SignatureCheckError, match=reason):
        keys.verify_signed(headers, b"{}", time.time())
