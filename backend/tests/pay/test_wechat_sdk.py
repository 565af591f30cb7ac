"""The WeChat Pay v3 client judged by the ``wechatpayv3`` SDK, no network: our Authorization
header is the one its ``utils.build_authorization`` writes, notices it accepts (``Core.callback``:
``_verify_signature`` then ``aes_decrypt``) we accept and read alike, in both key modes (platform
public key, platform certificate), tampered ones both refuse, and JSAPI / APP pay signs equal its
``WeChatPay.sign`` (``'\\n'.join(data) + '\\n'`` signed with ``rsa_sign``).

Read in the SDK (2.0.4): ``utils.build_authorization`` signs ``method\\npath\\ntimestamp\\nnonce\\nbody\\n``
(``time.time()``, a nonce unless given) and writes ``WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,
signature=…,timestamp=…,serial_no=…``; ``Core._verify_signature`` takes the key by Wechatpay-Serial
(the public key id, else a certificate's serial number) and checks ``timestamp\\nnonce\\nbody\\n``.
The SDK has no notice encryption: notices are built here as WeChat Pay builds them (AES-256-GCM,
the stand-in's ``notification``) and signed with the SDK's ``utils.rsa_sign``.
"""

from __future__ import annotations

import base64
import json
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
import wechatpayv3.utils
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from wechatpayv3 import WeChatPay, WeChatPayType
from wechatpayv3.utils import build_authorization, load_private_key, rsa_sign

from fixtures.wechat_fixtures import gateway_url, server
from fixtures.wechatpay_standin import (
    APPID_APP,
    APPID_OFFICIAL,
    MCHID,
    MERCHANT_SERIAL_NO,
    OPENID_OFFICIAL,
    WechatPayStandIn,
    apiv3_key_for_tests,
    make_standin,
    parse_authorization,
    private_pem,
    rsa_key,
)
from gamestore.pay.channels.base import InvalidNotificationError, UnifiedOrder
from gamestore.pay.channels.wechat import (
    PlatformKey,
    WechatPayChannel,
    WechatPayConfig,
    create_wechat_channel,
)

__all__ = ["gateway_url", "server"]  # fixtures (``standin`` is made here, one per key mode)

NOTIFY_URL = "https://shop.example.com/app-api/pay/notify/order/wechat"
CERTIFICATE_SERIAL = "5157F09EFDC096DE15EBE81A47057A72"  # a platform certificate's serial number (hex)


@dataclass
class KeyMode:
    """How the merchant knows WeChat Pay's key: ``serial`` and what our config and the SDK are given."""

    name: str
    serial: str


KEY_MODES = [
    KeyMode("public key", "PUB_KEY_ID_0116000000000000000000000000000000"),
    KeyMode("certificate", CERTIFICATE_SERIAL),
]


@pytest.fixture(params=KEY_MODES, ids=lambda mode: mode.name)
def key_mode(request: pytest.FixtureRequest) -> KeyMode:
    mode: KeyMode = request.param
    return mode


@pytest.fixture
def standin(key_mode: KeyMode) -> WechatPayStandIn:
    return make_standin(platform_serial=key_mode.serial)


def platform_pem(standin: WechatPayStandIn, mode: KeyMode) -> str:
    if mode.name == "certificate":
        return standin.platform_certificate_pem()
    return standin.platform_public_key_pem()


@pytest.fixture
async def channel_for(
    standin: WechatPayStandIn, gateway_url: str, key_mode: KeyMode
) -> AsyncIterator[Callable[[str, str], WechatPayChannel]]:
    made: list[WechatPayChannel] = []

    def make(code: str, appid: str) -> WechatPayChannel:
        config = WechatPayConfig(
            mchid=MCHID,
            appid=appid,
            merchant_serial_no=MERCHANT_SERIAL_NO,
            merchant_private_key=private_pem(rsa_key("merchant")),
            apiv3_key=apiv3_key_for_tests(),
            platform_keys=(PlatformKey(standin.platform_serial, platform_pem(standin, key_mode)),),
            notify_url=NOTIFY_URL,
            base_url=gateway_url,
        )
        made.append(create_wechat_channel(code, config))
        return made[-1]

    yield make
    for channel in made:
        await channel.aclose()


@pytest.fixture
def sdk(standin: WechatPayStandIn, key_mode: KeyMode, tmp_path: Path) -> WeChatPay:
    """The SDK set up for the same merchant: the platform public key with its id, or the platform
    certificate in its ``cert_dir`` (read from disk, so it never asks WeChat for certificates)."""
    keys: dict[str, Any] = {}
    if key_mode.name == "certificate":
        (tmp_path / "platform.pem").write_text(standin.platform_certificate_pem())
        keys["cert_dir"] = str(tmp_path)
    else:
        keys.update(public_key=standin.platform_public_key_pem(), public_key_id=standin.platform_serial)
    return WeChatPay(
        wechatpay_type=WeChatPayType.JSAPI,
        mchid=MCHID,
        private_key=private_pem(rsa_key("merchant")),
        cert_serial_no=MERCHANT_SERIAL_NO,
        appid=APPID_OFFICIAL,
        apiv3_key=apiv3_key_for_tests(),
        notify_url=NOTIFY_URL,
        **keys,
    )


def unified(no: str = "P202501010001", **overrides: Any) -> UnifiedOrder:
    fields: dict[str, Any] = {
        "out_trade_no": no,
        "subject": "Elden Ring 艾尔登法环 ×1",
        "price": 29800,
        "expire_time": datetime.now(UTC) + timedelta(minutes=15),
        "notify_url": NOTIFY_URL,
    }
    fields.update(overrides)
    return UnifiedOrder(**fields)


# --- requests: the Authorization header -----------------------------------------------------------


async def test_our_authorization_is_the_header_the_sdk_writes(
    channel_for: Callable[[str, str], WechatPayChannel],
    standin: WechatPayStandIn,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    channel = channel_for("wx_pub", APPID_OFFICIAL)
    await channel.open_order(unified(openid=OPENID_OFFICIAL))  # POST with a JSON body
    await channel.query_order("P202501010001")  # GET with a query string, no body
    merchant_key = load_private_key(private_pem(rsa_key("merchant")))

    for sent in standin.requests:
        ours = sent.headers["authorization"]
        fields = parse_authorization(ours)
        assert fields is not None
        timestamp = int(fields["timestamp"])
        monkeypatch.setattr(wechatpayv3.utils, "time", SimpleNamespace(time=lambda at=timestamp: at))
        body = sent.body.decode() or None
        theirs = build_authorization(
            sent.url,
            sent.method,
            MCHID,
            MERCHANT_SERIAL_NO,
            merchant_key,
            data=body,
            nonce_str=fields["nonce_str"],
        )
        assert ours == theirs, sent.url
    assert [r.method for r in standin.requests] == ["POST", "GET"]
    assert standin.rejections == []


# --- client pay signs ---------------------------------------------------------------------------------


async def test_jsapi_and_app_pay_signs_equal_the_sdks(
    channel_for: Callable[[str, str], WechatPayChannel], sdk: WeChatPay
) -> None:
    jsapi = (await channel_for("wx_pub", APPID_OFFICIAL).open_order(unified(openid=OPENID_OFFICIAL))).pay_data
    app = (await channel_for("wx_app", APPID_APP).open_order(unified("P202501010002"))).pay_data

    assert jsapi["paySign"] == sdk.sign(
        [jsapi["appId"], jsapi["timeStamp"], jsapi["nonceStr"], jsapi["package"]]
    )
    assert app["sign"] == sdk.sign([app["appid"], app["timestamp"], app["noncestr"], app["prepayid"]])


# --- notices ------------------------------------------------------------------------------------------


@pytest.fixture
async def paid(
    channel_for: Callable[[str, str], WechatPayChannel], standin: WechatPayStandIn
) -> WechatPayChannel:
    channel = channel_for("wx_pub", APPID_OFFICIAL)
    await channel.open_order(unified(openid=OPENID_OFFICIAL))
    standin.pay("P202501010001", payer_total=29300)
    return channel


async def test_a_notice_the_sdk_accepts_we_accept_and_read_alike(
    paid: WechatPayChannel, standin: WechatPayStandIn, sdk: WeChatPay
) -> None:
    headers, body = standin.notification("P202501010001")
    signed = "{}\n{}\n{}\n".format(headers["Wechatpay-Timestamp"], headers["Wechatpay-Nonce"], body.decode())
    assert headers["Wechatpay-Signature"] == rsa_sign(standin.platform_key, signed)  # signed as the SDK signs

    theirs = sdk.callback(headers, body.decode())
    ours = paid.parse_notification(headers, body)

    assert theirs is not None
    resource = theirs["resource"]
    assert (ours.out_trade_no, ours.channel_transaction_id) == (
        resource["out_trade_no"],
        resource["transaction_id"],
    )
    assert (ours.paid, ours.price) == (resource["trade_state"] == "SUCCESS", resource["amount"]["total"])


def _resealed(standin: WechatPayStandIn, notice: dict[str, Any]) -> tuple[dict[str, str], bytes]:
    body = json.dumps(notice, ensure_ascii=False).encode()
    headers = standin.signature_headers(str(int(time.time())), body)
    headers["Content-Type"] = "application/json"
    return headers, body


def _with_resource(standin: WechatPayStandIn, body: bytes, **changes: str) -> tuple[dict[str, str], bytes]:
    notice = json.loads(body)
    notice["resource"].update(changes)
    return _resealed(standin, notice)


def _ciphertext_flipped(standin: WechatPayStandIn, body: bytes) -> tuple[dict[str, str], bytes]:
    raw = bytearray(base64.b64decode(json.loads(body)["resource"]["ciphertext"]))
    raw[0] ^= 1
    return _with_resource(standin, body, ciphertext=base64.b64encode(bytes(raw)).decode())


def _encrypted_with_another_key(standin: WechatPayStandIn, body: bytes) -> tuple[dict[str, str], bytes]:
    resource = json.loads(body)["resource"]
    plain = AESGCM(apiv3_key_for_tests().encode()).decrypt(
        resource["nonce"].encode(),
        base64.b64decode(resource["ciphertext"]),
        resource["associated_data"].encode(),
    )
    other = AESGCM(b"0123456789abcdefghijklmnopqrstuv").encrypt(
        resource["nonce"].encode(), plain, b"transaction"
    )
    return _with_resource(standin, body, ciphertext=base64.b64encode(other).decode())


TAMPERINGS: dict[str, Callable[[WechatPayStandIn, dict[str, str], bytes], tuple[dict[str, str], bytes]]] = {
    "signed by another key": lambda s, h, b: (
        {
            **h,
            "Wechatpay-Signature": rsa_sign(
                rsa_key("forger"), f"{h['Wechatpay-Timestamp']}\n{h['Wechatpay-Nonce']}\n{b.decode()}\n"
            ),
        },
        b,
    ),
    "body changed after signing": lambda s, h, b: (
        h,
        b.replace(b"TRANSACTION.SUCCESS", b"TRANSACTION.SUCCESs"),
    ),
    "timestamp changed after signing": lambda s, h, b: (
        {**h, "Wechatpay-Timestamp": str(int(h["Wechatpay-Timestamp"]) - 1)},
        b,
    ),
    "nonce changed after signing": lambda s, h, b: ({**h, "Wechatpay-Nonce": h["Wechatpay-Nonce"] + "0"}, b),
    "another signature type": lambda s, h, b: (
        {**h, "Wechatpay-Signature-Type": "WECHATPAY2-SM2-WITH-SM3"},
        b,
    ),
    "ciphertext altered, signed again": lambda s, h, b: _ciphertext_flipped(s, b),
    "associated data altered, signed again": lambda s, h, b: _with_resource(s, b, associated_data="refund"),
    "nonce of the resource altered, signed again": lambda s, h, b: _with_resource(s, b, nonce="000000000000"),
    "encrypted with another APIv3 key, signed": lambda s, h, b: _encrypted_with_another_key(s, b),
}


@pytest.mark.parametrize("tampering", list(TAMPERINGS))
async def test_a_tampered_notice_is_refused_by_the_sdk_and_by_us(
    paid: WechatPayChannel, standin: WechatPayStandIn, sdk: WeChatPay, tampering: str
) -> None:
    headers, body = TAMPERINGS[tampering](standin, *standin.notification("P202501010001"))

    try:
        theirs = sdk.callback(headers, body.decode())
    except Exception:  # the SDK raises on an unknown algorithm
        theirs = None
    assert theirs is None
    with pytest.raises(InvalidNotificationError):
        paid.parse_notification(headers, body)
