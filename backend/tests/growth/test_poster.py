"""The share poster: a 750x1200 PNG whose QR code really encodes the link (or which shows the code
image it is given, such as a mini program's code, on the card's white), whose cover is the picture
given (bitmap or SVG) or a drawn panel when there is none or it cannot or must not be read, and whose
text wraps to its lines whatever the language."""

from __future__ import annotations

import base64
import io
import struct
import zlib
from pathlib import Path

import pytest
import resvg_py
import segno
from PIL import Image, ImageDraw

from gamestore.growth.poster import (
    COVER_HEIGHT,
    DEFAULT_FONTS,
    MAX_SVG_BYTES,
    POSTER_HEIGHT,
    POSTER_WIDTH,
    PosterContent,
    code_box,
    fit_lines,
    load_font,
    qr_box,
    render_poster,
)

LINK = "https://store.example.com/games/hollow-knight?spm=H5.share.123456"
SVG = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
RED_SVG = (SVG + 'width="60" height="80"><rect width="60" height="80" fill="#f00"/></svg>').encode()


def content(
    cover: bytes | None = None,
    title: str = "Hollow Knight",
    link: str = LINK,
    code_image: bytes | None = None,
) -> PosterContent:
    return PosterContent(
        title=title,
        highlight="¥68.00",
        sharer="Shared by Gamer123456",
        caption="Long-press or scan to open",
        link=link,
        cover=cover,
        code_image=code_image,
    )


def poster(data: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(data))
    assert image.format == "PNG"
    assert image.size == (POSTER_WIDTH, POSTER_HEIGHT)
    return image.convert("RGB")


def bitmap(colour: tuple[int, int, int], format: str, size: tuple[int, int] = (600, 800)) -> bytes:
    out = io.BytesIO()
    Image.new("RGB", size, colour).save(out, format=format)
    return out.getvalue()


def rgb(image: Image.Image, x: int, y: int) -> tuple[int, int, int]:
    r, g, b = image.getpixel((x, y))  # type: ignore[misc]
    return r, g, b


def cover_pixels(image: Image.Image) -> list[tuple[int, int, int]]:
    """Points across the cover's unfaded part, its edges included."""
    return [rgb(image, x, y) for x in (0, 375, POSTER_WIDTH - 1) for y in (0, 200, 400)]


def near(pixel: tuple[int, int, int], colour: tuple[int, int, int], tolerance: int = 12) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(pixel, colour, strict=True))


def png_declaring(width: int, height: int) -> bytes:
    """A PNG whose header claims ``width`` x ``height``, with a few bytes of pixels after it."""

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(b"\0" * 64))
        + chunk(b"IEND", b"")
    )


# --- the QR code -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "link",
    [
        "https://s.io/a",
        LINK,
        "https://store.example.com/games/black-myth-wukong?spm=WechatOfficialAccount.share."
        + ".".join(str(n) for n in range(60)),
    ],
)
def test_the_qr_code_encodes_the_link_in_crisp_modules_on_white(link: str) -> None:
    image = poster(render_poster(content(link=link)))
    left, top, module_px, modules = qr_box(link)
    matrix = segno.make_qr(link, error="m").matrix
    assert modules == len(matrix)
    assert 150 <= modules * module_px <= 220

    def dark(column: int, row: int, dx: int = module_px // 2, dy: int = module_px // 2) -> bool:
        r, g, b = rgb(image, left + column * module_px + dx, top + row * module_px + dy)
        assert r == g == b and r in (0, 255), "modules are pure black or white, sharp to the pixel"
        return r == 0

    for row in range(modules):
        for column in range(modules):
            assert dark(column, row) == bool(matrix[row][column]), (row, column)
            assert dark(column, row, 0, 0) == dark(column, row, module_px - 1, module_px - 1)
    quiet = range(-3, modules + 3)
    ring = [(c, r) for c in quiet for r in quiet if not (0 <= c < modules and 0 <= r < modules)]
    assert not any(dark(c, r) for c, r in ring), "three white modules at least around the code"


def test_a_short_link_still_gets_a_full_qr_code_not_a_micro_one() -> None:
    assert qr_box("https://s.io")[3] >= 21


def shows_the_qr_code_of(image: Image.Image, link: str) -> bool:
    left, top, module_px, _ = qr_box(link)
    matrix = segno.make_qr(link, error="m").matrix
    half = module_px // 2
    return all(
        (rgb(image, left + column * module_px + half, top + row * module_px + half) == (0, 0, 0))
        == bool(cell)
        for row, cells in enumerate(matrix)
        for column, cell in enumerate(cells)
    )


def test_a_code_image_given_is_drawn_on_the_card_in_place_of_the_qr_code() -> None:
    """As WeChat draws a mini program's code: round, on a transparent background, larger than shown."""
    code = Image.new("RGBA", (430, 430), (0, 0, 0, 0))
    ImageDraw.Draw(code).ellipse((65, 65, 365, 365), fill=(0, 0, 0, 255))
    out = io.BytesIO()
    code.save(out, format="PNG")
    image = poster(render_poster(content(code_image=out.getvalue())))
    left, top, side = code_box()
    assert near(rgb(image, left + side // 2, top + side // 2), (0, 0, 0)), "the code, centred"
    assert near(rgb(image, left + side // 2, top + side * 3 // 4 - 8), (0, 0, 0)), "scaled to the square"
    assert rgb(image, left + side // 2, top + side - 10) == (255, 255, 255), (
        "its transparency is the card's white"
    )
    assert rgb(image, left + 4, top + 4) == (255, 255, 255)
    assert not shows_the_qr_code_of(image, LINK)


@pytest.mark.parametrize("code_image", [b"", b"not an image", png_declaring(100_000, 100_000), RED_SVG])
def test_a_code_image_that_cannot_be_read_gives_the_qr_code_of_the_link(code_image: bytes) -> None:
    assert shows_the_qr_code_of(poster(render_poster(content(code_image=code_image))), LINK)


# --- the cover -------------------------------------------------------------------------------------


@pytest.mark.parametrize("format", ["PNG", "JPEG", "GIF", "WEBP", "BMP"])
def test_a_bitmap_cover_fills_the_top(format: str) -> None:
    image = poster(render_poster(content(bitmap((30, 90, 220), format))))
    assert all(near(pixel, (30, 90, 220)) for pixel in cover_pixels(image))


def test_a_landscape_cover_is_cropped_to_fill_the_width_too() -> None:
    image = poster(render_poster(content(bitmap((40, 200, 60), "PNG", (1920, 600)))))
    assert all(near(pixel, (40, 200, 60)) for pixel in cover_pixels(image))


def test_a_transparent_cover_lies_on_the_posters_background() -> None:
    out = io.BytesIO()
    Image.new("RGBA", (600, 800), (255, 255, 255, 0)).save(out, format="PNG")
    image = poster(render_poster(content(out.getvalue())))
    assert all(near(pixel, (0x1F, 0x1F, 0x1F), 2) for pixel in cover_pixels(image))


@pytest.mark.parametrize(
    "svg",
    [
        RED_SVG,
        b'\xef\xbb\xbf<?xml version="1.0"?>\n' + RED_SVG,
        (SVG + 'viewBox="0 0 3 1"><rect width="3" height="1" fill="red"/></svg>').encode(),
    ],
)
def test_an_svg_cover_is_rasterized_to_fill_the_top(svg: bytes) -> None:
    image = poster(render_poster(content(svg)))
    assert all(near(pixel, (255, 0, 0), 4) for pixel in cover_pixels(image))


def test_the_fade_takes_the_cover_into_the_background_above_the_title() -> None:
    image = poster(render_poster(content(bitmap((255, 255, 255), "PNG"))))
    assert near(rgb(image, 375, COVER_HEIGHT - 1), (0x1F, 0x1F, 0x1F), 0)


def test_without_a_cover_a_panel_is_drawn_in_its_place() -> None:
    image = poster(render_poster(content(None)))
    pixels = cover_pixels(image)
    assert len(set(pixels)) > 1, "a gradient, not a flat fill"
    assert not any(near(pixel, (0x1F, 0x1F, 0x1F), 8) for pixel in pixels)


UNREADABLE = {
    "garbage": b"\x00\x01not a picture at all",
    "text": b"<p>hello</p>",
    "broken svg": b"<svg xmlns='http://www.w3.org/2000/svg'><rect",
    "truncated png": bitmap((255, 0, 0), "PNG")[:60],
    "tiff": bitmap((255, 0, 0), "TIFF"),
    "huge png": png_declaring(7000, 7000),
    "bomb png": png_declaring(100_000, 100_000),
    "huge svg": RED_SVG.replace(b"</svg>", b"<!--" + b"x" * MAX_SVG_BYTES + b"--></svg>"),
    "huge svg size": RED_SVG.replace(b'height="80"', b'height="800000"'),
    "svg embedding an svg": (
        SVG + 'width="60" height="80"><image href="data:image/svg+xml;base64,'
        f'{base64.b64encode(RED_SVG).decode()}" width="60" height="80"/></svg>'
    ).encode(),
}


@pytest.mark.parametrize("name", UNREADABLE)
def test_a_cover_that_cannot_or_must_not_be_read_gives_the_panel(name: str) -> None:
    assert render_poster(content(UNREADABLE[name])) == render_poster(content(None))


def test_an_svg_cover_naming_a_file_on_the_server_gives_the_panel(tmp_path: Path) -> None:
    secret = tmp_path / "secret.png"
    secret.write_bytes(bitmap((255, 0, 0), "PNG"))
    svg = SVG + f'width="6" height="8"><image xlink:href="{secret}" width="6" height="8"/></svg>'
    drawn = Image.open(io.BytesIO(resvg_py.svg_to_bytes(svg_string=svg))).convert("RGB")
    assert rgb(drawn, 3, 4) == (255, 0, 0), "resvg itself would draw the file"
    assert render_poster(content(svg.encode())) == render_poster(content(None))


def test_an_svg_may_embed_a_bitmap() -> None:
    png = base64.b64encode(bitmap((255, 0, 0), "PNG", (6, 8))).decode()
    svg = SVG + f'width="6" height="8"><image href="data:image/png;base64,{png}" width="6" height="8"/></svg>'
    image = poster(render_poster(content(svg.encode())))
    assert near(rgb(image, 375, 300), (255, 0, 0), 4)


# --- the text --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "title",
    [
        "塞尔达传说：王国之泪",
        "ファイナルファンタジーVII リメイク インターグレード",
        "塞尔达传说：王国之泪（典藏版）— 海拉鲁的全新冒险，天空之岛与地底世界等你探索" * 5,
        "The Elder Scrolls V: Skyrim Anniversary Edition " * 40,
        "Pneumonoultramicroscopicsilicovolcanoconiosis" * 10,
        "",
    ],
)
def test_any_title_renders(title: str) -> None:
    poster(render_poster(content(title=title)))


def test_a_long_title_keeps_two_full_lines_ending_in_an_ellipsis() -> None:
    font = load_font(DEFAULT_FONTS, 44)
    lines = fit_lines("The Elder Scrolls V: Skyrim Anniversary Edition " * 40, font, 654, 2)
    assert len(lines) == 2
    assert lines[1].endswith("…")
    assert all(400 < font.getlength(line) <= 654 for line in lines)


def test_latin_text_breaks_at_spaces() -> None:
    font = load_font(DEFAULT_FONTS, 26)
    text = "Long-press the picture or scan the code to open this game in the store"
    lines = fit_lines(text, font, 300, 5)
    assert len(lines) > 1
    assert " ".join(lines) == text
    assert all(font.getlength(line) <= 300 for line in lines)


def test_a_word_too_long_for_a_line_is_broken_inside() -> None:
    font = load_font(DEFAULT_FONTS, 26)
    lines = fit_lines("Shared by " + "x" * 80, font, 300, 3)
    assert len(lines) == 3
    assert all(font.getlength(line) <= 300 for line in lines)


def test_a_word_too_long_is_cut_at_the_ellipsis_not_dropped() -> None:
    font = load_font(DEFAULT_FONTS, 26)
    [line] = fit_lines("Shared by A-very-long-nickname-that-goes-on-and-on", font, 300, 1)
    assert line.startswith("Shared by A-")
    assert line.endswith("…")


def test_cjk_text_breaks_between_characters_keeping_punctuation_off_a_line_start() -> None:
    font = load_font(DEFAULT_FONTS, 26)
    text = "长按识别二维码，立即购买。这款游戏正在限时特惠，快来看看吧！"
    lines = fit_lines(text, font, 200, 10)
    assert len(lines) > 1
    assert "".join(lines) == text
    assert all(font.getlength(line) <= 200 for line in lines)
    assert not any(line[0] in "，。！" for line in lines)


def test_an_opening_bracket_stays_with_what_it_opens() -> None:
    font = load_font(DEFAULT_FONTS, 44)
    width = font.getlength("塞尔达传说：王国之泪（")
    assert fit_lines("塞尔达传说：王国之泪（典藏版）", font, width, 2)[0] == "塞尔达传说：王国之泪"


def test_text_that_fits_is_left_as_it_is() -> None:
    font = load_font(DEFAULT_FONTS, 44)
    assert fit_lines("  Hollow   Knight ", font, 654, 2) == ["Hollow Knight"]
    assert fit_lines("", font, 654, 2) == []


# --- fonts -----------------------------------------------------------------------------------------


def test_without_any_usable_font_pillows_own_is_used(tmp_path: Path) -> None:
    not_a_font = tmp_path / "broken.ttf"
    not_a_font.write_bytes(b"not a font")
    fonts = [tmp_path / "missing.ttf", not_a_font]
    poster(render_poster(content(title="Hollow Knight 空洞骑士"), fonts))
    assert load_font(fonts, 30).getlength("Hollow") > 0
