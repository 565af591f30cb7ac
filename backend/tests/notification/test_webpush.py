"""Web Push to a local push-service stand-in that checks the VAPID token and decrypts the payload
with the subscription's keys (RFC 8030, 8291, 8292)."""

from __future__ import annotations

import time

import httpx
import jwt
import pytest
from cryptography.hazmat.primitives.asymmetric import ec

from fixtures.push_service import PushServiceStandIn
from gamestore.notification.webpush import (
    PushResult,
    PushSubscription,
    VapidKeys,
    b64url,
    b64url_decode,
    send,
)

SUBJECT = "mailto:ops@example.com"


@pytest.fixture
def service() -> PushServiceStandIn:
    return PushServiceStandIn()


@pytest.fixture
async def client(service: PushServiceStandIn) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=service.app))


async def test_a_push_is_delivered_and_decrypts_to_the_payload(
    service: PushServiceStandIn, client: httpx.AsyncClient
) -> None:
    browser = service.subscribe()
    payload = {"title": "活动即将开始", "url": "/#/pages/goods/detail?id=7"}
    result = await send(
        client, VapidKeys.generate(), SUBJECT, PushSubscription.from_browser_json(browser), payload
    )
    assert result == (PushResult.DELIVERED, 201), service.refusals
    assert service.received(browser["endpoint"]) == [payload]


async def test_gone_and_unknown_subscriptions_answer_gone(
    service: PushServiceStandIn, client: httpx.AsyncClient
) -> None:
    browser = service.subscribe()
    service.mark_gone(browser["endpoint"])
    keys = VapidKeys.generate()
    gone = await send(client, keys, SUBJECT, PushSubscription.from_browser_json(browser), {"a": 1})
    assert gone == (PushResult.GONE, 410)
    browser_keys = service.subscribe()["keys"]
    unknown = PushSubscription(f"{service.origin}/push/nobody", browser_keys["p256dh"], browser_keys["auth"])
    assert await send(client, keys, SUBJECT, unknown, {"a": 1}) == (PushResult.GONE, 404)


async def test_the_stand_in_refuses_a_token_not_signed_by_the_key_it_names(
    service: PushServiceStandIn, client: httpx.AsyncClient
) -> None:
    browser = service.subscribe()
    signer, named = VapidKeys.generate(), VapidKeys.generate()
    token = signer.authorization(browser["endpoint"], SUBJECT).split("t=", 1)[1].split(",", 1)[0]
    forged = f"vapid t={token}, k={named.public_key_b64url}"
    answer = await client.post(
        browser["endpoint"],
        content=b"x",
        headers={"TTL": "60", "Content-Encoding": "aes128gcm", "Authorization": forged},
    )
    assert answer.status_code == 401 and "signature" in answer.text.lower()
    assert service.received(browser["endpoint"]) == []


@pytest.mark.parametrize(
    ("claims", "why"),
    [
        # "exp" is seconds from when the test runs (a time taken at collection could pass before it runs).
        ({"aud": "https://other.example", "exp": 600, "sub": SUBJECT}, "audience"),
        ({"aud": "https://push.example.test", "exp": -10, "sub": SUBJECT}, "expired"),
        ({"aud": "https://push.example.test", "exp": 3 * 86400, "sub": SUBJECT}, "24 hours"),
        ({"aud": "https://push.example.test", "exp": 600, "sub": "ops"}, "sub must be"),
    ],
)
async def test_the_stand_in_refuses_a_foreign_expired_or_unsigned_subject_token(
    service: PushServiceStandIn, client: httpx.AsyncClient, claims: dict[str, object], why: str
) -> None:
    browser = service.subscribe()
    keys = VapidKeys.generate()
    expires = int(time.time()) + int(claims["exp"])  # type: ignore[call-overload]
    token = jwt.encode({**claims, "exp": expires}, keys.private_key, algorithm="ES256")  # type: ignore[call-overload]
    answer = await client.post(
        browser["endpoint"],
        content=b"x",
        headers={
            "TTL": "60",
            "Content-Encoding": "aes128gcm",
            "Authorization": f"vapid t={token}, k={keys.public_key_b64url}",
        },
    )
    assert answer.status_code in (401, 403) and why in answer.text.lower()


async def test_each_push_signs_a_token_for_its_own_push_service(client: httpx.AsyncClient) -> None:
    first, second = PushServiceStandIn("https://one.example"), PushServiceStandIn("https://two.example")
    keys = VapidKeys.generate()
    for service in (first, second, first):
        async with httpx.AsyncClient(transport=httpx.ASGITransport(app=service.app)) as own:
            browser = service.subscribe()
            result = await send(own, keys, SUBJECT, PushSubscription.from_browser_json(browser), {"n": 1})
            assert result[0] is PushResult.DELIVERED, service.refusals


def test_browser_json_is_checked() -> None:
    for bad in (
        None,
        {},
        {"endpoint": "https://x"},
        {"endpoint": "https://x", "keys": {"p256dh": "a"}},
        {"endpoint": 1, "keys": {"p256dh": "a", "auth": "b"}},
    ):
        with pytest.raises(ValueError, match="push subscription"):
            PushSubscription.from_browser_json(bad)


def test_keys_give_browsers_an_uncompressed_p256_point_and_agree_when_derived() -> None:
    point = b64url_decode(VapidKeys.generate().public_key_b64url)
    assert len(point) == 65 and point[0] == 4
    ec.EllipticCurvePublicKey.from_encoded_point(ec.SECP256R1(), point)
    assert VapidKeys.derived_from("s").public_key_b64url == VapidKeys.derived_from("s").public_key_b64url
    assert VapidKeys.derived_from("s").public_key_b64url != VapidKeys.derived_from("t").public_key_b64url
    raw = VapidKeys.generate()
    scalar = raw.private_key.private_numbers().private_value.to_bytes(32, "big")
    assert VapidKeys.from_setting(b64url(scalar)).public_key_b64url == raw.public_key_b64url
