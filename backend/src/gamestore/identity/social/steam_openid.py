"""Steam sign-in through OpenID 2.0 (Steam's only sign-in for third parties): the ``checkid_setup``
address that sends a member to Steam, and the checks an assertion coming back must pass before its
Steam id is believed.

An assertion arrives in the browser's address, so anyone can forge or replay one. It is believed
only when every check below passes, then Steam itself confirms it (``check_authentication``,
posted to Steam's fixed endpoint, never to one the assertion names):
- only the OpenID 2.0 fields of a positive assertion, each once, nothing else in the ``openid.``
  namespace; ``ns`` and ``mode`` as OpenID 2.0 says;
- ``op_endpoint`` exactly Steam's;
- ``claimed_id`` equal to ``identity``, and a Steam community id URL (``7656119`` + 10 digits);
- ``signed`` covering at least op_endpoint, claimed_id, identity, return_to, response_nonce and
  assoc_handle (an unsigned field could be swapped);
- ``return_to`` exactly the address the member was sent back to (ours, with its one-time token),
  under our realm;
- ``response_nonce`` made within ``max_age`` of now (and, by the caller, used once).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Final
from urllib.parse import urlencode, urlsplit

import httpx

STEAM_OPENID_ENDPOINT: Final = "https://steamcommunity.com/openid/login"
OPENID_NS: Final = "http://specs.openid.net/auth/2.0"
IDENTIFIER_SELECT: Final = "http://specs.openid.net/auth/2.0/identifier_select"
_STEAM_ID = re.compile(r"https://steamcommunity\.com/openid/id/(7656119\d{10})")
_NONCE_TIME = re.compile(r"(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z)")
_ASSERTION_FIELDS: Final = frozenset(
    {
        "ns",
        "mode",
        "op_endpoint",
        "claimed_id",
        "identity",
        "return_to",
        "response_nonce",
        "assoc_handle",
        "signed",
        "sig",
        "invalidate_handle",
    }
)
_MUST_BE_SIGNED: Final = frozenset(
    {"op_endpoint", "claimed_id", "identity", "return_to", "response_nonce", "assoc_handle"}
)
_REQUIRED: Final = _ASSERTION_FIELDS - {"invalidate_handle"}


class SteamAssertionError(Exception):
    """Why an assertion is not believed (for the log; the member is told it failed, no more)."""


def sign_in_url(return_to: str, realm: str, endpoint: str = STEAM_OPENID_ENDPOINT) -> str:
    """Where to send the member: Steam's sign-in page, coming back to ``return_to``."""
    if not _under_realm(return_to, realm):
        raise ValueError("return_to must be under the realm")
    query = {
        "openid.ns": OPENID_NS,
        "openid.mode": "checkid_setup",
        "openid.claimed_id": IDENTIFIER_SELECT,
        "openid.identity": IDENTIFIER_SELECT,
        "openid.return_to": return_to,
        "openid.realm": realm,
    }
    return f"{endpoint}?{urlencode(query)}"


@dataclass(frozen=True, slots=True)
class SteamAssertion:
    """An assertion that passed every local check: Steam still has to confirm it."""

    steam_id: str
    nonce: str
    fields: dict[str, str]  # every openid.* field, as received (for check_authentication)


def check_assertion(
    params: Mapping[str, str | list[str]],
    *,
    return_to: str,
    realm: str,
    now: datetime,
    max_age: timedelta,
    endpoint: str = STEAM_OPENID_ENDPOINT,
) -> SteamAssertion:
    """The local checks (module docstring); raises SteamAssertionError on the first that fails."""
    fields = _openid_fields(params)
    missing = sorted(_REQUIRED - fields.keys())
    if missing:
        raise SteamAssertionError(f"missing {', '.join(missing)}")
    if fields["ns"] != OPENID_NS or fields["mode"] != "id_res":
        raise SteamAssertionError("not an OpenID 2.0 positive assertion")
    if fields["op_endpoint"] != endpoint:
        raise SteamAssertionError("op_endpoint is not Steam's")
    if fields["claimed_id"] != fields["identity"]:
        raise SteamAssertionError("claimed_id and identity differ")
    steam_id = _STEAM_ID.fullmatch(fields["claimed_id"])
    if steam_id is None:
        raise SteamAssertionError("claimed_id is not a Steam id")
    signed = set(fields["signed"].split(","))
    if not signed >= _MUST_BE_SIGNED or not signed <= fields.keys() - {"sig"}:
        raise SteamAssertionError("signed does not cover what it must, or names fields that are not there")
    if fields["return_to"] != return_to or not _under_realm(return_to, realm):
        raise SteamAssertionError("return_to is not the address we asked for")
    _check_nonce(fields["response_nonce"], now, max_age)
    return SteamAssertion(
        steam_id.group(1), fields["response_nonce"], {f"openid.{k}": v for k, v in fields.items()}
    )


def _openid_fields(params: Mapping[str, str | list[str]]) -> dict[str, str]:
    """The ``openid.*`` parameters without the prefix; a repeated or unknown one is refused."""
    fields: dict[str, str] = {}
    for key, value in params.items():
        if not key.startswith("openid."):
            continue
        name = key.removeprefix("openid.")
        if name not in _ASSERTION_FIELDS:
            raise SteamAssertionError(f"unexpected field openid.{name}")
        if isinstance(value, list):
            if len(value) != 1:
                raise SteamAssertionError(f"openid.{name} given more than once")
            value = value[0]
        fields[name] = value
    return fields


def _check_nonce(nonce: str, now: datetime, max_age: timedelta) -> None:
    stamp = _NONCE_TIME.match(nonce)
    if stamp is None or len(nonce) > 255:
        raise SteamAssertionError("response_nonce is malformed")
    made = datetime.fromisoformat(stamp.group(1).replace("Z", "+00:00"))
    if not now - max_age <= made <= now + timedelta(minutes=1):
        raise SteamAssertionError("response_nonce is stale")


def _under_realm(url: str, realm: str) -> bool:
    """OpenID 2.0 §9.2: same scheme and host as the realm, and a path within the realm's."""
    target, scope = urlsplit(url), urlsplit(realm)
    if (target.scheme, target.netloc) != (scope.scheme, scope.netloc) or scope.scheme not in (
        "http",
        "https",
    ):
        return False
    base = scope.path or "/"
    return target.path == base.rstrip("/") or target.path.startswith(
        base if base.endswith("/") else f"{base}/"
    )


async def confirm_with_steam(
    client: httpx.AsyncClient, assertion: SteamAssertion, endpoint: str = STEAM_OPENID_ENDPOINT
) -> None:
    """Ask Steam whether it made this assertion (``check_authentication``, direct verification): the
    same fields with mode check_authentication, posted to Steam's endpoint; it must say
    ``is_valid:true``. Raises SteamAssertionError otherwise (or when Steam cannot be reached)."""
    form = {**assertion.fields, "openid.mode": "check_authentication"}
    try:
        answer = await client.post(endpoint, data=form, timeout=10.0)
    except httpx.HTTPError as exc:
        raise SteamAssertionError(f"Steam could not be reached: {exc.__class__.__name__}") from exc
    if answer.status_code != 200:
        raise SteamAssertionError(f"Steam answered HTTP {answer.status_code}")
    values = _key_values(answer.text)
    if values.get("ns") != OPENID_NS or values.get("is_valid") != "true":
        raise SteamAssertionError("Steam did not confirm the assertion")


def _key_values(body: str) -> dict[str, str]:
    """OpenID's key-value form (§4.1.1): ``key:value`` lines."""
    pairs = (line.split(":", 1) for line in body.splitlines() if ":" in line)
    return {key: value for key, value in pairs}
