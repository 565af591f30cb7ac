"""The share poster: a game's or article's cover, name and price above a QR code of the shared link
(or a code image it is given, such as a mini program's code), drawn as a 750x1200 PNG for a phone to
save or forward. Pure: bytes in, bytes out; it only reads fonts."""

from __future__ import annotations

import colorsys
import io
import re
import unicodedata
import zlib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import islice
from pathlib import Path

import resvg_py
import segno
from PIL import Image, ImageChops, ImageDraw, ImageFont, ImageOps

POSTER_WIDTH = 750
POSTER_HEIGHT = 1200

DEFAULT_FONTS: tuple[Path, ...] = tuple(
    Path(p)
    for p in (
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",  # Debian, Ubuntu: fonts-noto-cjk
        "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/noto-cjk/NotoSansCJK-Bold.ttc",  # Arch
        "/usr/share/fonts/google-noto-sans-cjk-fonts/NotoSansCJK-Bold.ttc",  # Fedora
        "/usr/share/fonts/noto/NotoSansCJK-Bold.ttc",  # Alpine
        "/usr/share/fonts/truetype/noto/NotoSansCJK-Bold.ttc",
        "/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc",
        "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
        "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc",
        "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
        "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",  # no CJK: Chinese would show as boxes
        "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    )
)

BACKGROUND = (0x1F, 0x1F, 0x1F)
ACCENT = (0xFF, 0x4D, 0x2E)
WHITE = (0xFF, 0xFF, 0xFF)
TITLE_COLOUR = WHITE
SHARER_COLOUR = (0xBB, 0xBB, 0xBB)
CAPTION_COLOUR = (0xDD, 0xDD, 0xDD)

MARGIN = 48
COVER_HEIGHT = 720
FADE_TOP = 440  # from here the cover fades into the background, which it reaches at FADE_END
FADE_END = 680
# A tall cover loses more of its bottom than its top: that is where covers print their name (which
# the poster writes below anyway) and badges, while the art's subject sits high.
COVER_CROP_CENTRE = (0.5, 0.3)

TITLE_SIZE = 44
TITLE_TOP = 690
TITLE_LINES = 2
HIGHLIGHT_SIZE = 40
SMALL_SIZE = 26  # the sharer and caption
CAPTION_LINES = 3

CARD_SIDE = 252  # the white card holding the QR code, at the bottom right
CARD_RADIUS = 20
QR_TARGET = 220  # the QR code is at most this wide: modules are a whole number of pixels
CODE_SIDE = QR_TARGET  # a code image given is scaled to fit a square this wide, centred on the card
CARD_LEFT = POSTER_WIDTH - MARGIN - CARD_SIDE
CARD_TOP = POSTER_HEIGHT - MARGIN - CARD_SIDE
QR_QUIET_MODULES = 3  # white around the code, in modules (the standard asks 4: traded for larger modules)
QR_DARK = 0
QR_LIGHT = 255

MAX_COVER_PIXELS = 40_000_000
MAX_SVG_BYTES = 2_000_000
SVG_PROBE_SIDE = 128
# resvg draws any image file an SVG names (<image href="/srv/...">), so a cover may only point into
# itself or at an embedded bitmap (an embedded SVG could name files in turn).
OUTSIDE_REFERENCE = re.compile(r"href\s*=\s*[\"'](?!#|data:image/(?:png|jpeg|gif|webp)[;,])", re.IGNORECASE)
BITMAP_FORMATS = ("PNG", "JPEG", "GIF", "WEBP", "BMP")
ELLIPSIS = "…"

# Characters a line must not begin with (closing punctuation) stay with the character before; those
# it must not end with (opening brackets) stay with the character after.
NO_LINE_START = frozenset("，。、．,.!?！？：；:;）)］]｝}」』】〉》〕”’…ー～・%％")
NO_LINE_END = frozenset("（(［[｛{「『【〈《〔“‘")

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont
Box = tuple[int, int]


@dataclass(frozen=True, slots=True)
class PosterContent:
    title: str  # the game's or article's name: at most two lines, then "…"
    highlight: str | None  # e.g. a price "¥68.00" in the accent colour
    sharer: str | None  # already localized, e.g. "Shared by Gamer123456"
    caption: str  # already localized text beside the QR code, e.g. "Long-press or scan to open"
    link: str  # the URL the QR code encodes
    cover: bytes | None  # PNG/JPEG/GIF/WebP/BMP or SVG; None or undecodable: a drawn panel instead
    # A code to show in place of the QR code of the link (a mini program's code: PNG/JPEG, any
    # transparency on the card's white); None or undecodable: the QR code of the link.
    code_image: bytes | None = None


def render_poster(content: PosterContent, fonts: Sequence[Path] = DEFAULT_FONTS) -> bytes:
    """The poster as PNG bytes."""
    poster = Image.new("RGB", (POSTER_WIDTH, POSTER_HEIGHT), BACKGROUND)
    cover_size = (POSTER_WIDTH, COVER_HEIGHT)
    cover = decode_cover(content.cover, cover_size) or fallback_panel(content.title, cover_size, fonts)
    poster.paste(cover, (0, 0))
    _fade_cover_bottom(poster)
    draw = ImageDraw.Draw(poster)
    _draw_headline(draw, content, fonts)
    _draw_code_card(poster, content)
    _draw_caption_column(draw, content, fonts)
    out = io.BytesIO()
    poster.save(out, format="PNG")
    return out.getvalue()


# --- the QR code -----------------------------------------------------------------------------------


def _qr_code(link: str) -> segno.QRCode:
    # make_qr, not make: a short link would otherwise become a Micro QR, which phones rarely read.
    return segno.make_qr(link, error="m")


def qr_box(link: str) -> tuple[int, int, int, int]:
    """Where the poster draws the QR code of ``link``: (left, top, module size in pixels, size in
    modules), the quiet zone not included."""
    return _placement(_qr_code(link))


def _placement(qr: segno.QRCode) -> tuple[int, int, int, int]:
    modules = int(qr.symbol_size(border=0)[0])
    module_px = max(1, min(QR_TARGET // modules, CARD_SIDE // (modules + 2 * QR_QUIET_MODULES)))
    side = modules * module_px
    return CARD_LEFT + (CARD_SIDE - side) // 2, CARD_TOP + (CARD_SIDE - side) // 2, module_px, modules


def code_box() -> tuple[int, int, int]:
    """Where the poster draws a code image it is given: (left, top, side) of the square it is
    scaled to fit, centred in."""
    return CARD_LEFT + (CARD_SIDE - CODE_SIDE) // 2, CARD_TOP + (CARD_SIDE - CODE_SIDE) // 2, CODE_SIDE


def _draw_code_card(poster: Image.Image, content: PosterContent) -> None:
    card = (CARD_LEFT, CARD_TOP, CARD_LEFT + CARD_SIDE - 1, CARD_TOP + CARD_SIDE - 1)
    ImageDraw.Draw(poster).rounded_rectangle(card, radius=CARD_RADIUS, fill=WHITE)
    code = _decode_code(content.code_image)
    if code is None:
        _draw_qr(poster, content.link)
        return
    left, top, side = code_box()
    poster.paste(code, (left + (side - code.width) // 2, top + (side - code.height) // 2))


def _decode_code(data: bytes | None) -> Image.Image | None:
    """A code image scaled to fit ``CODE_SIDE`` on white, or None when there is none or it cannot
    be read."""
    if not data:
        return None
    try:
        image = _decode_bitmap(data, (CODE_SIDE, CODE_SIDE))
    except Exception:  # whatever came back, the poster still gets the QR code of its link
        return None
    if image is None:
        return None
    on_white = Image.alpha_composite(Image.new("RGBA", image.size, WHITE), image.convert("RGBA"))
    return ImageOps.contain(on_white.convert("RGB"), (CODE_SIDE, CODE_SIDE), Image.Resampling.LANCZOS)


def _draw_qr(poster: Image.Image, link: str) -> None:
    qr = _qr_code(link)
    left, top, module_px, modules = _placement(qr)
    symbol = Image.new("L", (modules, modules))
    symbol.putdata([QR_DARK if dark else QR_LIGHT for row in qr.matrix for dark in row])
    side = modules * module_px
    poster.paste(symbol.resize((side, side), Image.Resampling.NEAREST), (left, top))


# --- the cover -------------------------------------------------------------------------------------


def decode_cover(data: bytes | None, size: Box) -> Image.Image | None:
    """The cover scaled and cropped to fill ``size``, or None when there is none, it is too large, it
    names other files, or it cannot be read."""
    if not data:
        return None
    try:
        image = _rasterize_svg(data, size) if _looks_like_svg(data) else _decode_bitmap(data, size)
    except Exception:  # any bytes may arrive here; a bad cover must never stop the poster
        return None
    if image is None:
        return None
    return ImageOps.fit(_flatten(image), size, Image.Resampling.LANCZOS, centering=COVER_CROP_CENTRE)


def _looks_like_svg(data: bytes) -> bool:
    return data.lstrip(b"\xef\xbb\xbf \t\r\n").startswith(b"<")


def _decode_bitmap(data: bytes, size: Box) -> Image.Image | None:
    with Image.open(io.BytesIO(data), formats=BITMAP_FORMATS) as image:
        # Only the header is read so far: a huge picture is refused before it is decoded.
        if image.width * image.height > MAX_COVER_PIXELS:
            return None
        image.draft("RGB", size)  # a JPEG decodes at the smallest scale still covering the size
        image.load()
        return ImageOps.exif_transpose(image)


def _rasterize_svg(data: bytes, size: Box) -> Image.Image | None:
    if len(data) > MAX_SVG_BYTES:
        return None
    svg = data.decode("utf-8")
    if OUTSIDE_REFERENCE.search(svg):
        return None
    # A thumbnail first, for the proportions (cheap: it is small and needs no text), then the
    # picture just large enough to cover the size.
    probe = _svg_png(svg, width=SVG_PROBE_SIDE, height=SVG_PROBE_SIDE, skip_system_fonts=True)
    aspect = probe.width / probe.height
    taller = aspect < size[0] / size[1]  # than the size: fitted to its width, else to its height
    pixels = size[0] ** 2 / aspect if taller else size[1] ** 2 * aspect
    if pixels > MAX_COVER_PIXELS:
        return None
    return _svg_png(svg, width=size[0]) if taller else _svg_png(svg, height=size[1])


def _svg_png(
    svg: str, *, width: int | None = None, height: int | None = None, skip_system_fonts: bool = False
) -> Image.Image:
    png = resvg_py.svg_to_bytes(
        svg_string=svg, width=width, height=height, skip_system_fonts=skip_system_fonts
    )
    return Image.open(io.BytesIO(bytes(png)), formats=["PNG"])


def _flatten(image: Image.Image) -> Image.Image:
    """RGB, any transparency laid over the poster's background."""
    if image.mode in ("RGBA", "LA", "PA") or "transparency" in image.info:
        backdrop = Image.new("RGBA", image.size, BACKGROUND)
        return Image.alpha_composite(backdrop, image.convert("RGBA")).convert("RGB")
    return image.convert("RGB")


def fallback_panel(title: str, size: Box, fonts: Sequence[Path]) -> Image.Image:
    """A diagonal gradient in colours taken from the title, with its first letter large."""
    hue = zlib.crc32(title.encode()) % 360
    panel = _diagonal_gradient(size, _hsv(hue, 0.70, 0.55), _hsv((hue + 40) % 360, 0.80, 0.22))
    initial = title.strip()[:1].upper()
    if initial:
        draw = ImageDraw.Draw(panel)
        font = load_font(fonts, size[1] * 2 // 5)
        draw.text((size[0] // 2, size[1] * 9 // 20), initial, font=font, fill=(255, 255, 255), anchor="mm")
    return panel


def _diagonal_gradient(size: Box, start: tuple[int, int, int], end: tuple[int, int, int]) -> Image.Image:
    across = Image.linear_gradient("L").rotate(90).resize(size)
    down = Image.linear_gradient("L").resize(size)
    mask = ImageChops.add(across, down, scale=2.0)
    return Image.composite(Image.new("RGB", size, end), Image.new("RGB", size, start), mask)


def _hsv(hue: int, saturation: float, value: float) -> tuple[int, int, int]:
    r, g, b = colorsys.hsv_to_rgb(hue / 360, saturation, value)
    return round(r * 255), round(g * 255), round(b * 255)


def _fade_cover_bottom(poster: Image.Image) -> None:
    size = (POSTER_WIDTH, FADE_END - FADE_TOP)
    linear = Image.linear_gradient("L").resize(size)
    smooth = linear.point(lambda v: round(255 * _smoothstep(v / 255)))
    poster.paste(Image.new("RGB", size, BACKGROUND), (0, FADE_TOP), smooth)
    ImageDraw.Draw(poster).rectangle((0, FADE_END, POSTER_WIDTH, COVER_HEIGHT), fill=BACKGROUND)


def _smoothstep(t: float) -> float:
    return t * t * (3 - 2 * t)


# --- the text --------------------------------------------------------------------------------------


def _draw_headline(draw: ImageDraw.ImageDraw, content: PosterContent, fonts: Sequence[Path]) -> None:
    """The title, then the highlight, below the cover."""
    width = POSTER_WIDTH - 2 * MARGIN
    title_font = load_font(fonts, TITLE_SIZE)
    lines = fit_lines(content.title, title_font, width, TITLE_LINES)
    y = _draw_lines(draw, lines, title_font, (MARGIN, TITLE_TOP), TITLE_COLOUR, round(TITLE_SIZE * 1.4))
    if content.highlight:
        font = load_font(fonts, HIGHLIGHT_SIZE)
        line = fit_lines(content.highlight, font, width, 1)
        _draw_lines(draw, line, font, (MARGIN, y + 14), ACCENT, HIGHLIGHT_SIZE)


def _draw_caption_column(draw: ImageDraw.ImageDraw, content: PosterContent, fonts: Sequence[Path]) -> None:
    """The sharer and the caption left of the QR card, centred on it."""
    width = CARD_LEFT - MARGIN - 36
    font = load_font(fonts, SMALL_SIZE)
    line_height = round(SMALL_SIZE * 1.5)
    sharer = fit_lines(content.sharer, font, width, 1) if content.sharer else []
    caption = fit_lines(content.caption, font, width, CAPTION_LINES)
    if not sharer and not caption:
        return
    gap = 20 if sharer and caption else 0
    bar_space = 28  # a short accent bar above the text
    height = bar_space + (len(sharer) + len(caption)) * line_height + gap
    y = CARD_TOP + (CARD_SIDE - height) // 2
    draw.rounded_rectangle((MARGIN, y, MARGIN + 48, y + 5), radius=3, fill=ACCENT)
    y = _draw_lines(draw, sharer, font, (MARGIN, y + bar_space), SHARER_COLOUR, line_height)
    _draw_lines(draw, caption, font, (MARGIN, y + gap), CAPTION_COLOUR, line_height)


def _draw_lines(
    draw: ImageDraw.ImageDraw,
    lines: Sequence[str],
    font: Font,
    origin: Box,
    fill: tuple[int, int, int],
    line_height: int,
) -> int:
    """Draws ``lines`` from ``origin`` (left, top); the y below the last."""
    x, y = origin
    for line in lines:
        draw.text((x, y), line, font=font, fill=fill)
        y += line_height
    return y


def fit_lines(text: str, font: Font, width: float, max_lines: int) -> list[str]:
    """``text`` wrapped to ``width``; past ``max_lines`` the last line is filled up and ends in "…"."""
    text = " ".join(text.split())
    lines = list(islice(wrap(text, font, width), max_lines + 1))
    if len(lines) <= max_lines:
        return lines
    # The last line kept and the one after it, as one, cut to fit with the ellipsis.
    start = _start_of(lines[max_lines - 1], lines[: max_lines - 1], text)
    stop = _start_of(lines[max_lines], lines[:max_lines], text) + len(lines[max_lines])
    return [*lines[: max_lines - 1], _with_ellipsis(text[start:stop], font, width)]


def _start_of(line: str, before: Sequence[str], text: str) -> int:
    """Where ``line`` starts in ``text``, the lines ``before`` it being the text's beginning."""
    position = 0
    for earlier in before:
        position = text.index(earlier, position) + len(earlier)
    return text.index(line, position)


def wrap(text: str, font: Font, width: float) -> Iterator[str]:
    """The lines of ``text`` no wider than ``width``: broken at spaces and between CJK characters,
    inside a word only when the word alone is too wide."""
    line = ""
    for token in _tokens(text):
        if font.getlength(line + token) <= width:
            line += token
        elif token.isspace():
            yield line
            line = ""
        else:
            if line:
                yield line.rstrip()
            line = ""
            for char in token:
                if line and font.getlength(line + char) > width:
                    yield line
                    line = ""
                line += char
    if line:
        yield line


def _tokens(text: str) -> Iterator[str]:
    """Words, single CJK characters (each a place to break) and spaces."""
    token = ""
    for char in text:
        if token and not _continues(token[-1], char):
            yield token
            token = ""
        token += char
    if token:
        yield token


def _continues(previous: str, char: str) -> bool:
    if char.isspace() or previous.isspace():
        return char.isspace() and previous.isspace()
    if char in NO_LINE_START or previous in NO_LINE_END:
        return True
    return not _is_wide(char) and not _is_wide(previous)


def _is_wide(char: str) -> bool:
    return unicodedata.east_asian_width(char) in ("W", "F")


def _with_ellipsis(line: str, font: Font, width: float) -> str:
    while line and font.getlength(line + ELLIPSIS) > width:
        line = line[:-1]
    return line.rstrip() + ELLIPSIS


# --- fonts -----------------------------------------------------------------------------------------


def load_font(fonts: Sequence[Path], size: int) -> Font:
    """The first of ``fonts`` that loads, at ``size`` pixels; Pillow's own font when none does."""
    for path in fonts:
        font = _truetype(path, size)
        if font is not None:
            return font
    return ImageFont.load_default(size=size)


@lru_cache(maxsize=64)
def _truetype(path: Path, size: int) -> ImageFont.FreeTypeFont | None:
    try:
        return ImageFont.truetype(str(path), size)
    except OSError:
        return None
