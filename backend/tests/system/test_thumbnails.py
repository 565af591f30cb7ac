"""The server's thumbnail rules are the web app's: the same cases (web/src/lib/thumbnail-cases.json)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from gamestore.system.thumbnails import thumbnail_srcset, thumbnail_url

CASES = json.loads((Path(__file__).resolve().parents[3] / "web/src/lib/thumbnail-cases.json").read_text())


@pytest.mark.parametrize("case", CASES["cases"], ids=lambda c: f"{c['fileSystem']} {c['url']} {c['width']}")
def test_thumbnail_url_matches_the_web_app(case: dict[str, Any]) -> None:
    got = thumbnail_url(case["url"], case["width"], case["fileSystem"], case["cdnUrl"], CASES["origin"])
    assert got == case["expected"]


def test_srcset_offers_every_step() -> None:
    assert thumbnail_srcset("/uploads/a.png", "public", "", CASES["origin"]) == (
        "/uploads/a.png?w=240 240w, /uploads/a.png?w=480 480w, "
        "/uploads/a.png?w=750 750w, /uploads/a.png?w=1080 1080w"
    )
    assert thumbnail_srcset("https://other.example/a.png", "public", "", CASES["origin"]) is None
