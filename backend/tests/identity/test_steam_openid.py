"""Steam's OpenID 2.0 sign-in (issue 18, the protocol part): the checkid_setup address, and an
assertion believed only when every check passes and Steam's stand-in confirms it; forged, replayed
and tampered assertions are refused, one test each."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from urllib.parse import parse_qs, urlsplit

import httpx
import pytest

from fixtures.steam_standin import SteamStandIn
from gamestore.identity.social.steam_openid import (
    IDENTIFIER_SELECT,
    STEAM_OPENID_ENDPOINT,
    SteamAssertion,
    SteamAssertionError,
    check_assertion,
    confirm_with_steam,
    sign_in_url,
)

REALM = "https://store.example.com/"
RETURN_TO = "https://store.example.com/app-api/member/social-user/steam-callback?token=one-time-abc"
STEAM_ID = "76561197960287930"
MAX_AGE = timedelta(minutes=5)


@pytest.fixture
def steam() -> SteamStandIn:
    return SteamStandIn()


@pytest.fixture
async def steam_client(steam: SteamStandIn) -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient(transport=httpx.ASGITransport(app=steam.app)) as client:
        yield client


def check(fields: dict[str, str], return_to: str = RETURN_TO, now: datetime | None = None) -> SteamAssertion:
    return check_assertion(
        fields, return_to=return_to, realm=REALM, now=now or datetime.now(UTC), max_age=MAX_AGE
    )


def refused(fields: dict[str, str], reason: str, **kwargs: object) -> None:
    with pytest.raises(SteamAssertionError, match=reason):
        check(fields, **kwargs)  # type: ignore[arg-type]


def test_the_sign_in_address_asks_steam_to_pick_the_identity() -> None:
    url = urlsplit(sign_in_url(RETURN_TO, REALM))
    assert f"{url.scheme}://{url.netloc}{url.path}" == STEAM_OPENID_ENDPOINT
    assert parse_qs(url.query) == {
        "openid.ns": ["http://specs.openid.net/auth/2.0"],
        "openid.mode": ["checkid_setup"],
        "openid.claimed_id": [IDENTIFIER_SELECT],
        "openid.identity": [IDENTIFIER_SELECT],
        "openid.return_to": [RETURN_TO],
        "openid.realm": [REALM],
    }
    with pytest.raises(ValueError, match="realm"):
        sign_in_url("https://evil.example.com/steam", REALM)


async def test_a_genuine_assertion_is_believed_and_confirmed_by_steam(
    steam: SteamStandIn, steam_client: httpx.AsyncClient
) -> None:
    assertion = check(steam.assertion(RETURN_TO, STEAM_ID))
    assert assertion.steam_id == STEAM_ID
    await confirm_with_steam(steam_client, assertion)
    assert steam.checks[0]["openid.mode"] == "check_authentication"


def test_a_field_outside_the_assertion_is_refused(steam: SteamStandIn) -> None:
    refused({**steam.assertion(RETURN_TO), "openid.ext1.value": "x"}, "unexpected field")


def test_a_repeated_field_is_refused(steam: SteamStandIn) -> None:
    fields: dict[str, str | list[str]] = {**steam.assertion(RETURN_TO)}
    fields["openid.claimed_id"] = [
        str(fields["openid.claimed_id"]),
        "https://steamcommunity.com/openid/id/76561197960287931",
    ]
    with pytest.raises(SteamAssertionError, match="more than once"):
        check_assertion(fields, return_to=RETURN_TO, realm=REALM, now=datetime.now(UTC), max_age=MAX_AGE)


def test_a_missing_field_is_refused(steam: SteamStandIn) -> None:
    fields = steam.assertion(RETURN_TO)
    del fields["openid.assoc_handle"]
    refused(fields, "missing assoc_handle")


def test_not_a_positive_assertion_is_refused(steam: SteamStandIn) -> None:
    refused({**steam.assertion(RETURN_TO), "openid.mode": "cancel"}, "positive assertion")


def test_another_provider_is_refused(steam: SteamStandIn) -> None:
    refused(
        {**steam.assertion(RETURN_TO), "openid.op_endpoint": "https://evil.example.com/openid/login"},
        "op_endpoint",
    )


def test_claimed_id_and_identity_must_agree(steam: SteamStandIn) -> None:
    other = "https://steamcommunity.com/openid/id/76561197960287931"
    refused({**steam.assertion(RETURN_TO), "openid.identity": other}, "differ")


def test_an_identity_that_is_not_a_steam_id_is_refused(steam: SteamStandIn) -> None:
    for identity in (
        "https://steamcommunity.com/openid/id/12345",
        "http://steamcommunity.com/openid/id/76561197960287930",
        "https://steamcommunity.com.evil.example/openid/id/76561197960287930",
        "https://steamcommunity.com/openid/id/76561197960287930/extra",
    ):
        fields = {**steam.assertion(RETURN_TO), "openid.claimed_id": identity, "openid.identity": identity}
        refused(fields, "not a Steam id")


def test_what_must_be_signed_is_signed(steam: SteamStandIn) -> None:
    unsigned_return = "signed,op_endpoint,claimed_id,identity,response_nonce,assoc_handle"
    refused({**steam.assertion(RETURN_TO), "openid.signed": unsigned_return}, "signed does not cover")
    naming_absent = f"{unsigned_return},return_to,invalidate_handle"
    refused({**steam.assertion(RETURN_TO), "openid.signed": naming_absent}, "signed does not cover")


def test_an_assertion_for_another_return_address_is_refused(steam: SteamStandIn) -> None:
    refused(steam.assertion(RETURN_TO.replace("one-time-abc", "someone-elses")), "return_to")
    outside = "https://evil.example.com/app-api/member/social-user/steam-callback?token=one-time-abc"
    refused(steam.assertion(outside), "return_to", return_to=outside)


def test_a_stale_or_malformed_nonce_is_refused(steam: SteamStandIn) -> None:
    old = (datetime.now(UTC) - timedelta(minutes=6)).strftime("%Y-%m-%dT%H:%M:%SZ")
    refused(steam.assertion(RETURN_TO, nonce=f"{old}abc"), "stale")
    future = (datetime.now(UTC) + timedelta(minutes=5)).strftime("%Y-%m-%dT%H:%M:%SZ")
    refused(steam.assertion(RETURN_TO, nonce=f"{future}abc"), "stale")
    refused(steam.assertion(RETURN_TO, nonce="yesterday"), "malformed")


async def test_a_tampered_assertion_passes_the_local_checks_but_steam_denies_it(
    steam: SteamStandIn, steam_client: httpx.AsyncClient
) -> None:
    # Another member's id put in both fields: the shape is right, the signature is not.
    other = "https://steamcommunity.com/openid/id/76561197960287931"
    forged = {**steam.assertion(RETURN_TO), "openid.claimed_id": other, "openid.identity": other}
    with pytest.raises(SteamAssertionError, match="did not confirm"):
        await confirm_with_steam(steam_client, check(forged))


async def test_a_replayed_assertion_is_confirmed_once(
    steam: SteamStandIn, steam_client: httpx.AsyncClient
) -> None:
    fields = steam.assertion(RETURN_TO)
    await confirm_with_steam(steam_client, check(fields))
    with pytest.raises(SteamAssertionError, match="did not confirm"):
        await confirm_with_steam(steam_client, check(fields))


async def test_steam_unreachable_or_odd_is_a_refusal(steam: SteamStandIn) -> None:
    assertion = check(steam.assertion(RETURN_TO))

    def down(request: httpx.Request) -> httpx.Response:
        raise httpx.ConnectError("down", request=request)

    async with httpx.AsyncClient(transport=httpx.MockTransport(down)) as client:
        with pytest.raises(SteamAssertionError, match="could not be reached"):
            await confirm_with_steam(client, assertion)
    async with httpx.AsyncClient(transport=httpx.MockTransport(lambda _: httpx.Response(503))) as client:
        with pytest.raises(SteamAssertionError, match="HTTP 503"):
            await confirm_with_steam(client, assertion)


async def test_the_confirmation_goes_to_steams_endpoint_whatever_the_assertion_says(
    steam: SteamStandIn,
) -> None:
    asked: list[str] = []

    def record(request: httpx.Request) -> httpx.Response:
        asked.append(str(request.url))
        return httpx.Response(200, text="ns:http://specs.openid.net/auth/2.0\nis_valid:true\n")

    assertion = check(steam.assertion(RETURN_TO))
    async with httpx.AsyncClient(transport=httpx.MockTransport(record)) as client:
        await confirm_with_steam(client, assertion)
    assert asked == [STEAM_OPENID_ENDPOINT]
