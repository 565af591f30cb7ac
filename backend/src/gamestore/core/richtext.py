"""Rich text (activity, news and help bodies): HTML cleaned by nh3 when it enters the store, so
what is served is only the tags and attributes below; images load lazily; links get a safe rel."""

from __future__ import annotations

import html
import re

import nh3

RICH_TEXT_MAX = 50_000

_TAGS = {
    "p", "br", "h2", "h3", "h4", "strong", "b", "em", "i", "u", "s", "blockquote",
    "ul", "ol", "li", "a", "img", "figure", "figcaption", "hr", "span",
}  # fmt: skip
_CLEANER = nh3.Cleaner(
    tags=_TAGS,
    clean_content_tags={"script", "style"},
    attributes={"a": {"href"}, "img": {"src", "alt", "width", "height"}},
    set_tag_attribute_values={"img": {"loading": "lazy", "decoding": "async"}},
    link_rel="noopener noreferrer",
    url_schemes={"https", "http"},
)
_TAG = re.compile(r"<[^>]*>")


def sanitize(markup: str) -> str:
    """The markup with anything that could run script, style the page or load from elsewhere
    than http(s) or this site removed."""
    return _CLEANER.clean(markup).strip()


def plain_text(markup: str) -> str:
    """The text a reader sees, for search."""
    # The cleaned markup is well formed, so every tag is one <…>; each becomes a space.
    return " ".join(html.unescape(_TAG.sub(" ", sanitize(markup))).split())
