"""Steam's ``check_authentication`` judged by ``python3-openid`` (an independent OpenID 2.0 relying
party), over loopback HTTP to the Steam stand-in, no network.

Read in python3-openid (3.2.0), ``openid/consumer/consumer.py``: ``GenericConsumer._checkAuth``
builds the request with ``_createCheckAuthRequest`` (the assertion's message copied, every field
named in ``openid.signed`` required, ``openid.mode`` set to ``check_authentication``), posts its
``toURLEncoded()`` form with ``_makeKVPost`` and believes it only on ``is_valid:true`` in the
key-value answer (``_processCheckAuthResponse``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from datetime import UTC, datetime, timedelta

import httpx
import pytest
from openid.consumer.consumer import GenericConsumer
from openid.kvform import kvToDict
from openid.message import Message

from fixtures.live_server import serve_in_thread
from fixtures.steam_standin import SteamStandIn
from gamestore.identity.social.steam_openid import (
    SteamAssertion,
    SteamAssertionError,
    _key_values,
    check_assertion,
    confirm_with_steam,
)

REALM = "https://store.example.com/"
RETURN_TO = "https://store.example.com/app-api/member/social-user/steam-callback?token=one-time-abc"


@pytest.fixture
def steam() -> SteamStandIn:
    return SteamStandIn()


@pytest.fixture
def endpoint(steam: SteamStandIn) -> Iterator[str]:
    with serve_in_thread(steam.app) as base_url:
        yield f"{base_url}/openid/login"


@pytest.fixture
async def client() -> AsyncIterator[httpx.AsyncClient]:
    async with httpx.AsyncClient() as http:
        yield http


def checked(fields: dict[str, str]) -> SteamAssertion:
    return check_assertion(
        fields, return_to=RETURN_TO, realm=REALM, now=datetime.now(UTC), max_age=timedelta(minutes=5)
    )


def python3_openid_confirms(fields: dict[str, str], endpoint: str) -> bool:
    """python3-openid's own check_authentication, sent by its own fetcher."""
    return bool(GenericConsumer(store=None)._checkAuth(Message.fromPostArgs(fields), endpoint))


async def test_our_check_authentication_form_is_python3_openids(
    steam: SteamStandIn, endpoint: str, client: httpx.AsyncClient
) -> None:
    fields = steam.assertion(RETURN_TO)
    theirs = GenericConsumer(store=None)._createCheckAuthRequest(Message.fromPostArgs(fields))

    await confirm_with_steam(client, checked(fields), endpoint)

    assert steam.checks == [theirs.toPostArgs()]


async def test_python3_openid_and_we_are_confirmed_alike(
    steam: SteamStandIn, endpoint: str, client: httpx.AsyncClient
) -> None:
    first, second = steam.assertion(RETURN_TO), steam.assertion(RETURN_TO)

    assert python3_openid_confirms(first, endpoint)
    await confirm_with_steam(client, checked(second), endpoint)
    # A replay (the stand-in confirms a nonce once) is refused to both.
    assert not python3_openid_confirms(second, endpoint)
    with pytest.raises(SteamAssertionError, match="did not confirm"):
        await confirm_with_steam(client, checked(first), endpoint)


async def test_a_forged_assertion_is_refused_to_both(
    steam: SteamStandIn, endpoint: str, client: httpx.AsyncClient
) -> None:
    forged = {**steam.assertion(RETURN_TO, "76561197960287930"), "openid.sig": "Zm9yZ2Vk"}
    forged_id = steam.assertion(RETURN_TO, "76561197960287931")
    genuine = steam.assertion(RETURN_TO, "76561197960287930")
    swapped = {**genuine, **{k: forged_id[k] for k in ("openid.claimed_id", "openid.identity")}}

    for fields in (forged, swapped):
        assert not python3_openid_confirms(fields, endpoint)
        with pytest.raises(SteamAssertionError, match="did not confirm"):
            await confirm_with_steam(client, checked(fields), endpoint)


@pytest.mark.parametrize(
    "answer",
    [
        "ns:http://specs.openid.net/auth/2.0\nis_valid:true\n",
        "ns:http://specs.openid.net/auth/2.0\nis_valid:false\n",
        "ns:http://specs.openid.net/auth/2.0\nis_valid:true\ninvalidate_handle:1:2\n",
    ],
)
def test_we_read_steams_key_value_answers_as_python3_openid_does(answer: str) -> None:
    assert _key_values(answer) == kvToDict(answer)
