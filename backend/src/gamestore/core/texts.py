"""Picking the asked language out of a catalogue text ({en, zh-Hans, zh-Hant, ja})."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from gamestore.core.i18n import DEFAULT_LANGUAGE, Lang


def text(texts: Mapping[str, str] | None, lang: Lang) -> str:
    if not texts:
        return ""
    return texts.get(lang) or texts.get(DEFAULT_LANGUAGE) or next(iter(texts.values()), "")


def text_list(texts: Mapping[str, Sequence[str]] | None, lang: Lang) -> list[str]:
    if not texts:
        return []
    return list(texts.get(lang) or texts.get(DEFAULT_LANGUAGE) or [])
