"""Server-side messages in the four supported languages."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal, get_args

Lang = Literal["en", "zh-Hans", "zh-Hant", "ja"]
LANGUAGES: tuple[Lang, ...] = get_args(Lang)
DEFAULT_LANGUAGE: Lang = "zh-Hans"

_ALIASES: dict[str, Lang] = {
    "en": "en",
    "zh-hans": "zh-Hans",
    "zh-cn": "zh-Hans",
    "zh-sg": "zh-Hans",
    "zh": "zh-Hans",
    "zh-hant": "zh-Hant",
    "zh-tw": "zh-Hant",
    "zh-hk": "zh-Hant",
    "zh-mo": "zh-Hant",
    "ja": "ja",
}

Messages = Mapping[str, Mapping[Lang, str]]
_catalogue: dict[str, Mapping[Lang, str]] = {}


def normalize_language(value: str | None) -> Lang | None:
    """Map a language tag such as ``zh-CN``, ``en-US`` or ``ja_JP`` to a supported language."""
    if not value:
        return None
    tag = value.strip().replace("_", "-").lower()
    if tag in _ALIASES:
        return _ALIASES[tag]
    if tag.startswith(("zh-hant", "zh-tw", "zh-hk", "zh-mo")):
        return "zh-Hant"
    primary = tag.split("-", 1)[0]
    if primary == "zh":
        return "zh-Hans"
    return _ALIASES.get(primary)


def register_messages(messages: Messages) -> None:
    """Add a domain's messages; every key must be translated into every language."""
    for key, texts in messages.items():
        missing = [lang for lang in LANGUAGES if not texts.get(lang)]
        if missing:
            raise ValueError(f"message {key!r} lacks {missing}")
        if key in _catalogue and _catalogue[key] != texts:
            raise ValueError(f"message {key!r} registered twice with different texts")
        _catalogue[key] = texts


def translate(key: str, lang: Lang, **params: object) -> str:
    texts = _catalogue.get(key)
    if texts is None:
        return key
    template = texts.get(lang) or texts[DEFAULT_LANGUAGE]
    return template.format(**params) if params else template
