"""The demo catalogue: its JSON keeps the import format and the promised counts, and every image it
points to is drawn as a small, well-formed, deterministic SVG."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

import gamestore.demo
from demo_assets.images import demo_images, fit_text, text_width

CATALOGUE = Path(gamestore.demo.__file__).with_name("catalogue.json")
LANGUAGES = {"en", "zh-Hans", "zh-Hant", "ja"}
CODE = re.compile(r"^[a-z0-9-]{1,64}$")
SVG = "{http://www.w3.org/2000/svg}svg"


@pytest.fixture(scope="module")
def catalogue() -> dict[str, Any]:
    data = json.loads(CATALOGUE.read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def generate_demo_images(target: Path, catalogue: dict[str, Any]) -> int:
    """The demo images drawn into files under ``target``, by storage key."""
    images = demo_images(catalogue)
    for key, content in images:
        (target / key).parent.mkdir(parents=True, exist_ok=True)
        (target / key).write_bytes(content)
    return len(images)


@pytest.fixture(scope="module")
def images(tmp_path_factory: pytest.TempPathFactory, catalogue: dict[str, Any]) -> tuple[Path, int]:
    target = tmp_path_factory.mktemp("uploads")
    return target, generate_demo_images(target, catalogue)


def parse_svg(file: Path) -> ET.Element:
    """The files were just written by the generator under test, so plain ElementTree is fine."""
    return ET.parse(file).getroot()  # noqa: S314


def demo_paths(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value} if value.startswith("/uploads/demo/") else set()
    if isinstance(value, dict):
        return set().union(*(demo_paths(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(demo_paths(v) for v in value)) if value else set()
    return set()


def assert_texts(where: str, texts: Any) -> None:
    assert isinstance(texts, dict), where
    assert set(texts) == LANGUAGES, where
    for lang, text in texts.items():
        assert isinstance(text, str) and text.strip(), f"{where} {lang}"


def test_counts(catalogue: dict[str, Any]) -> None:
    games = catalogue["games"]
    top_level = [c for c in catalogue["categories"] if c["parent"] is None]
    assert len(games) >= 60
    assert len(top_level) >= 8
    assert len(catalogue["teams"]) == 10
    assert len(catalogue["reviews"]) >= 150
    assert len(catalogue["banners"]) == 5
    assert sum(min(s["price"] for s in g["skus"]) <= 3000 for g in games) >= 10
    assert sum(g["status"] == 0 for g in games) >= 1
    assert sum(g["featured"] for g in games) >= 10
    assert sum(g["discountEndTime"] is not None for g in games) >= len(games) // 4


def test_every_text_has_four_languages(catalogue: dict[str, Any]) -> None:
    for c in catalogue["categories"]:
        assert_texts(f"category {c['code']}", c["names"])
    for t in catalogue["teams"]:
        assert_texts(f"team {t['code']}", t["names"])
        assert_texts(f"team {t['code']} description", t["descriptions"])
    for g in catalogue["games"]:
        for key in ("names", "introductions", "descriptions"):
            assert_texts(f"game {g['code']} {key}", g[key])
        assert set(g["tags"]) == LANGUAGES
        for lang, tags in g["tags"].items():
            assert 2 <= len(tags) <= 5 and all(t.strip() for t in tags), f"{g['code']} tags {lang}"
        for s in g["skus"]:
            assert_texts(f"sku {s['code']}", s["names"])
    for b in catalogue["banners"]:
        assert_texts(f"banner {b['code']}", b["titles"])


def test_import_format_rules(catalogue: dict[str, Any]) -> None:
    categories = {c["code"] for c in catalogue["categories"]}
    teams = {t["code"] for t in catalogue["teams"]}
    games = {g["code"]: g for g in catalogue["games"]}
    sku_codes: list[str] = []
    for section in ("categories", "teams", "games", "banners"):
        codes = [row["code"] for row in catalogue[section]]
        assert len(codes) == len(set(codes)), section
        assert all(CODE.match(code) for code in codes), section
    for c in catalogue["categories"]:
        assert c["parent"] is None or c["parent"] in categories
    for g in games.values():
        assert g["category"] in categories and g["team"] in teams, g["code"]
        assert all(len(v) <= 140 and "\n" not in v for v in g["introductions"].values()), g["code"]
        assert all(len(v) <= 2000 for v in g["descriptions"].values()), g["code"]
        assert g["status"] in (0, 1)
        assert 1 <= len(g["skus"]) <= 10
        for s in g["skus"]:
            sku_codes.append(s["code"])
            assert 1 <= s["price"] <= s["marketPrice"] <= 10_000_000, s["code"]
        for link in [g["cover"], *g["images"], *(t["typeLink"] for t in g["gameTypes"] + g["saleTypes"])]:
            assert link.startswith(("/", "https://")), link
    assert len(sku_codes) == len(set(sku_codes)) and all(CODE.match(code) for code in sku_codes)
    assert all(b["game"] in games for b in catalogue["banners"])
    seen: set[tuple[str, str, str]] = set()
    for r in catalogue["reviews"]:
        assert r["game"] in games and 1 <= r["rating"] <= 5
        assert r["sku"] in {s["code"] for s in games[r["game"]]["skus"]}
        key = (r["game"], r["nickname"], r["content"])
        assert key not in seen
        seen.add(key)


def test_one_well_formed_svg_per_referenced_path(catalogue: dict[str, Any], images: tuple[Path, int]) -> None:
    target, written = images
    paths = demo_paths(catalogue)
    assert written == len(paths)
    files = {"/uploads/" + p.relative_to(target).as_posix() for p in target.rglob("*") if p.is_file()}
    assert files == paths
    for path in paths:
        file = target / path.removeprefix("/uploads/")
        assert file.stat().st_size < 6 * 1024, path
        root = parse_svg(file)
        assert root.tag == SVG, path


def test_image_sizes(images: tuple[Path, int]) -> None:
    target, _ = images
    expected = {"games/*/cover.svg": ("600", "800"), "games/*/1.svg": ("1280", "720")}
    expected |= {
        "teams/*.svg": ("256", "256"),
        "categories/*.svg": ("96", "96"),
        "banners/*.svg": ("1125", "480"),
    }
    for pattern, size in expected.items():
        files = list((target / "demo").glob(pattern))
        assert files, pattern
        for file in files:
            root = parse_svg(file)
            assert (root.get("width"), root.get("height")) == size, file


def test_covers_are_distinct(catalogue: dict[str, Any], images: tuple[Path, int]) -> None:
    target, _ = images
    covers = [(target / "demo/games" / g["code"] / "cover.svg").read_bytes() for g in catalogue["games"]]
    assert len(set(covers)) == len(covers)


def test_titles_are_escaped_and_drawn(images: tuple[Path, int], catalogue: dict[str, Any]) -> None:
    target, _ = images
    game = catalogue["games"][0]
    texts = "".join(parse_svg(target / "demo/games" / game["code"] / "cover.svg").itertext())
    assert game["names"]["en"].replace(" ", "") in texts.replace(" ", "")
    special = {
        "games": [
            {
                "code": "x",
                "names": {"en": "Tom & <Jerry>", "zh-Hans": "猫 & 鼠"},
                "cover": "/uploads/demo/games/x/cover.svg",
            }
        ]
    }
    generate_demo_images(target / "special", special)
    root = parse_svg(target / "special/demo/games/x/cover.svg")
    assert "Tom & <Jerry>" in "".join(root.itertext())


def test_deterministic(tmp_path: Path, catalogue: dict[str, Any]) -> None:
    first, second = tmp_path / "a", tmp_path / "b"
    generate_demo_images(first, catalogue)
    generate_demo_images(second, catalogue)
    names = sorted(p.relative_to(first).as_posix() for p in first.rglob("*.svg"))
    assert names == sorted(p.relative_to(second).as_posix() for p in second.rglob("*.svg"))
    for name in names:
        assert (first / name).read_bytes() == (second / name).read_bytes(), name


def test_paths_outside_the_demo_folder_are_refused(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="unsafe"):
        generate_demo_images(tmp_path, {"teams": [{"code": "x", "logo": "/uploads/demo/../../evil.svg"}]})
    assert generate_demo_images(tmp_path, {"teams": [{"code": "x", "logo": "/elsewhere/x.svg"}]}) == 0


def test_long_titles_wrap_within_the_width() -> None:
    lines, size = fit_text("The Lighthouse Keeper's Letters", 520, range(44, 25, -2))
    assert len(lines) == 2 and all(text_width(line, size) <= 520 for line in lines)
    lines, size = fit_text("开往无处的夜车", 520, range(76, 39, -4))
    assert lines == ["开往无处的夜车"] and text_width(lines[0], size) <= 520
    lines, _ = fit_text("x" * 400, 520, (30, 20))
    assert len(lines) == 1 and lines[0].endswith("…")


def has_chinese(texts: str) -> bool:
    return any("\u4e00" <= ch <= "\u9fff" for ch in texts)


def test_no_chinese_art_outside_chinese(images: tuple[Path, int], catalogue: dict[str, Any]) -> None:
    """Covers and screenshots show in every language, so they carry no Chinese; a banner has a
    picture per language, with Chinese only in the Chinese ones."""
    target, _ = images
    for game in catalogue["games"]:
        for picture in (target / "demo/games" / game["code"]).glob("*.svg"):
            assert not has_chinese("".join(parse_svg(picture).itertext())), picture
    for banner in catalogue["banners"]:
        assert set(banner["images"]) == {"en", "zh-Hant", "ja"}
        for lang, url in banner["images"].items():
            texts = "".join(parse_svg(target / url.removeprefix("/uploads/")).itertext())
            assert banner["titles"]["zh-Hans"] not in texts, url
            assert banner["titles"][lang].split()[0] in texts, url
            if lang == "en":
                assert not has_chinese(texts), url
