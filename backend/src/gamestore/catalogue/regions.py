"""Where a version's keys activate: a list of countries (ISO 3166-1 alpha-2) read as an allow-list
or a deny-list; no list is everywhere. A version carries one (the game page shows it, checkout
checks it) and so does each imported key batch (reservation gives a member only keys whose batch
activates in their country). A member whose country is unknown is not checked."""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from typing import Annotated, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field
from pydantic_core import PydanticCustomError
from sqlalchemy import ColumnElement, and_, literal, or_

from gamestore.core.countries import COUNTRY_CODES
from gamestore.core.validators import TextRule

MAX_COUNTRIES = 250

Mode = Literal["allow", "deny"]


class RegionMode(IntEnum):
    EVERYWHERE = 0
    ALLOW = 1  # only in the countries
    DENY = 2  # everywhere but the countries


class RegionError(ValueError):
    """A region list that is not well formed (the message says why, in English, for import reports)."""


@dataclass(frozen=True, slots=True)
class Regions:
    mode: RegionMode
    countries: tuple[str, ...]  # sorted, unique; empty only when everywhere

    @classmethod
    def everywhere(cls) -> Regions:
        return EVERYWHERE

    @classmethod
    def stored(cls, mode: int, codes: str) -> Regions:
        """From the two columns (``region_mode``, ``region_codes``)."""
        countries = tuple(code for code in codes.split(",") if code)
        if mode == RegionMode.EVERYWHERE or not countries:
            return cls.everywhere()
        return cls(RegionMode(mode), countries)

    @classmethod
    def parse(cls, mode: str | None, countries: list[str] | None) -> Regions:
        """From an import or a form: ``mode`` allow or deny with the countries, or neither (everywhere).
        Codes must be known ISO 3166-1 alpha-2 codes in upper case; repeats are dropped."""
        if not countries:
            if mode not in (None, "allow", "deny"):
                raise RegionError("mode must be allow or deny")
            return cls.everywhere()
        if mode not in ("allow", "deny"):
            raise RegionError("mode must be allow or deny")
        if len(countries) > MAX_COUNTRIES:
            raise RegionError(f"at most {MAX_COUNTRIES} countries")
        for code in countries:
            if not isinstance(code, str) or code not in COUNTRY_CODES:
                raise RegionError(f"{code!r} is not an ISO 3166-1 alpha-2 country code (upper case)")
        return cls(RegionMode.ALLOW if mode == "allow" else RegionMode.DENY, tuple(sorted(set(countries))))

    @property
    def codes(self) -> str:
        """The ``region_codes`` column."""
        return ",".join(self.countries)

    @property
    def mode_name(self) -> Mode | None:
        return {RegionMode.ALLOW: "allow", RegionMode.DENY: "deny"}.get(self.mode)  # type: ignore[return-value]

    def activates_in(self, country: str | None) -> bool:
        """Whether a key activates in ``country``; an unknown country (None) is not checked."""
        if country is None or self.mode == RegionMode.EVERYWHERE:
            return True
        listed = country in self.countries
        return listed if self.mode == RegionMode.ALLOW else not listed


EVERYWHERE = Regions(RegionMode.EVERYWHERE, ())


def activates_in_sql(
    mode: ColumnElement[int], codes: ColumnElement[str], country_pattern: ColumnElement[str]
) -> ColumnElement[bool]:
    """SQL for ``Regions.activates_in`` on the two columns; ``country_pattern`` is ``%,CC,%``
    (``country_like``), so the test is a LIKE on both SQLite and PostgreSQL."""
    wrapped = literal(",").concat(codes).concat(",")
    return or_(
        mode == RegionMode.EVERYWHERE,
        and_(mode == RegionMode.ALLOW, wrapped.like(country_pattern)),
        and_(mode == RegionMode.DENY, wrapped.not_like(country_pattern)),
    )


def country_like(country: str) -> str:
    """The LIKE pattern ``activates_in_sql`` wants; ``country`` must be a known code."""
    if country not in COUNTRY_CODES:
        raise RegionError(f"{country!r} is not a country code")
    return f"%,{country},%"


def _known_codes(countries: list[str]) -> list[str]:
    for code in countries:
        if code not in COUNTRY_CODES:
            raise PydanticCustomError(
                "country_unknown",
                "'{code}' is not an ISO 3166-1 alpha-2 country code (upper case)",
                {"code": code},
            )
    return countries


class RegionsBody(BaseModel):
    """Where keys activate, as files, forms and answers give it: only in (``allow``) or everywhere
    but (``deny``) the countries. Null or absent: everywhere."""

    model_config = ConfigDict(extra="forbid")

    mode: Literal["allow", "deny"]
    countries: Annotated[
        list[Annotated[str, Field(min_length=2, max_length=2), TextRule()]],
        Field(min_length=1, max_length=MAX_COUNTRIES, description="ISO 3166-1 alpha-2, upper case"),
        AfterValidator(_known_codes),
    ]

    def regions(self) -> Regions:
        return Regions.parse(self.mode, self.countries)

    @classmethod
    def of(cls, regions: Regions) -> RegionsBody | None:
        mode = regions.mode_name
        return None if mode is None else cls(mode=mode, countries=list(regions.countries))
