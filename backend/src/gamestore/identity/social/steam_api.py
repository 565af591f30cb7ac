"""The store's HTTP client for Steam: OpenID's ``check_authentication`` (see ``steam_openid``) and
the Steam Web API: ``GetPlayerSummaries`` for a bound account's persona name, avatar and country
(``loccountrycode``, when the profile shows one: where the member's keys must activate);
``IPlayerService/GetOwnedGames`` and ``IWishlistService/GetWishlist`` for its library (read by the
library domain)."""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import IntEnum

import httpx
from pydantic import SecretStr

from gamestore.core.config import Settings
from gamestore.core.countries import known_country
from gamestore.core.http import outside_client

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class SteamPlayer:
    persona_name: str | None
    avatar: str | None
    country: str | None = None


class SteamReadStatus(IntEnum):
    READ = 0
    PRIVATE = 1  # the profile's game details (or wishlist) are not public
    FAILED = 2  # Steam refused (403: a bad key), was busy (429) or down (5xx), or answered nonsense


@dataclass(frozen=True, slots=True)
class SteamApps:
    """App ids Steam listed (empty unless READ); ``problem`` says why a read FAILED."""

    status: SteamReadStatus
    app_ids: frozenset[int] = frozenset()
    problem: str | None = None


def _failed(problem: str) -> SteamApps:
    return SteamApps(SteamReadStatus.FAILED, problem=problem)


class SteamApi:
    """One per application (``app.state.steam``); close with ``aclose()``."""

    def __init__(
        self,
        *,
        openid_endpoint: str,
        web_api_url: str,
        web_api_key: SecretStr,
        transport: httpx.AsyncBaseTransport | None = None,
        timeout: float = 10.0,
    ) -> None:
        self.openid_endpoint = openid_endpoint
        self._web_api_url = web_api_url.rstrip("/")
        self._key = web_api_key
        self.http = outside_client(transport=transport, timeout=timeout, follow_redirects=False)

    @classmethod
    def from_settings(cls, settings: Settings) -> SteamApi:
        return cls(
            openid_endpoint=settings.steam_openid_endpoint,
            web_api_url=settings.steam_web_api_url,
            web_api_key=settings.steam_web_api_key,
        )

    async def player(self, steam_id: str) -> SteamPlayer | None:
        """The public profile's persona name and avatar; None without a key, or when Steam cannot
        say (the binding stands without them)."""
        key = self._key.get_secret_value()
        if not key:
            return None
        try:
            answer = await self.http.get(
                f"{self._web_api_url}/ISteamUser/GetPlayerSummaries/v2/",
                params={"key": key, "steamids": steam_id},
            )
            answer.raise_for_status()
            players = answer.json()["response"]["players"]
        except (httpx.HTTPError, ValueError, KeyError, TypeError) as exc:
            log.warning("Steam's GetPlayerSummaries failed: %s", exc.__class__.__name__)
            return None
        for player in players if isinstance(players, list) else []:
            if isinstance(player, dict) and player.get("steamid") == steam_id:
                return SteamPlayer(
                    _text(player.get("personaname"), 64),
                    _text(player.get("avatarfull"), 512),
                    known_country(player.get("loccountrycode")),
                )
        return None

    @property
    def has_key(self) -> bool:
        return bool(self._key.get_secret_value())

    async def owned_games(self, steam_id: str) -> SteamApps:
        """The account's owned games (free games played included). A private profile answers
        ``{"response": {}}``: no ``game_count``; a public one with no games ``game_count`` 0."""
        response = await self._web_api(
            "IPlayerService/GetOwnedGames/v1",
            {"steamid": steam_id, "include_appinfo": "0", "include_played_free_games": "1"},
        )
        if not isinstance(response, dict):
            return response
        if "game_count" not in response:
            return SteamApps(SteamReadStatus.PRIVATE)
        return _app_ids(response.get("games", []))

    async def wishlist(self, steam_id: str) -> SteamApps:
        """The account's wishlist. Steam answers ``{"response": {}}`` both for a private wishlist
        and an empty one: either way there is nothing to import."""
        response = await self._web_api("IWishlistService/GetWishlist/v1", {"steamid": steam_id})
        if not isinstance(response, dict):
            return response
        return _app_ids(response.get("items", []))

    async def _web_api(self, method: str, params: dict[str, str]) -> dict[str, object] | SteamApps:
        key = self._key.get_secret_value()
        if not key:
            return _failed("no key")
        try:
            answer = await self.http.get(f"{self._web_api_url}/{method}/", params={"key": key, **params})
        except httpx.HTTPError as exc:
            log.warning("Steam's %s failed: %s", method, exc.__class__.__name__)
            return _failed("unreachable")
        if answer.status_code in (401, 403):
            log.warning("Steam's %s refused the Web API key (%s)", method, answer.status_code)
            return _failed("forbidden")
        if answer.status_code == 429:
            return _failed("rate limited")
        if answer.status_code != 200:
            log.warning("Steam's %s answered %s", method, answer.status_code)
            return _failed("unavailable")
        try:
            response = answer.json()["response"]
        except (ValueError, KeyError, TypeError):
            return _failed("malformed")
        return response if isinstance(response, dict) else _failed("malformed")

    async def aclose(self) -> None:
        await self.http.aclose()


def _text(value: object, limit: int) -> str | None:
    if not isinstance(value, str) or not value:
        return None
    return value[:limit]


def _app_ids(entries: object) -> SteamApps:
    if not isinstance(entries, list):
        return _failed("malformed")
    ids = frozenset(
        appid
        for entry in entries
        if isinstance(entry, dict)
        and isinstance(appid := entry.get("appid"), int)
        and not isinstance(appid, bool)
        and 0 < appid < 2**31
    )
    return SteamApps(SteamReadStatus.READ, ids)
