"""The store's HTTP client for Steam: OpenID's ``check_authentication`` (see ``steam_openid``) and
the Steam Web API's ``GetPlayerSummaries`` for a bound account's persona name, avatar and country
(``loccountrycode``, when the profile shows one: where the member's keys must activate)."""

from __future__ import annotations

import logging
from dataclasses import dataclass

import httpx
from pydantic import SecretStr

from gamestore.core.config import Settings
from gamestore.core.countries import known_country

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class SteamPlayer:
    persona_name: str | None
    avatar: str | None
    country: str | None = None


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
        self.http = httpx.AsyncClient(transport=transport, timeout=timeout, follow_redirects=False)

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

    async def aclose(self) -> None:
        await self.http.aclose()


def _text(value: object, limit: int) -> str | None:
    if not isinstance(value, str) or not value:
        return None
    return value[:limit]
