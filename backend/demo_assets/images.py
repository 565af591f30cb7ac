"""Placeholder artwork for the demo catalogue, drawn as small SVG files.

Every ``/uploads/demo/...`` path the catalogue mentions (game covers and gallery images, team logos,
category icons, banners) gets an image derived only from the catalogue's own data: colours and
shapes come from a hash of the row's code, so the same catalogue always gives the same bytes.
No network, no external assets, only the standard library.
"""

from __future__ import annotations

import colorsys
import hashlib
import math
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import PurePosixPath
from typing import Any
from xml.sax.saxutils import escape

from gamestore.demo.rng import Rng

DEMO_PREFIX = "/uploads/demo/"
FONT = "Noto Sans CJK SC, PingFang SC, sans-serif"
ACCENT = "#ff4d2e"

COVER_W, COVER_H = 600, 800
SHOT_W, SHOT_H = 1280, 720
LOGO = 256
ICON = 96
BANNER_W, BANNER_H = 1125, 480

# Shapes per category (a subcategory falls back to its parent's), overridden by a few tags.
CATEGORY_MOTIF = {
    "action": "shards",
    "shooter": "crosshair",
    "roguelike": "tower",
    "adventure": "mountains",
    "rpg": "castle",
    "strategy": "hexes",
    "simulation": "city",
    "life-sim": "hills",
    "sports-racing": "road",
    "puzzle-casual": "tiles",
    "indie": "rings",
}
TAG_MOTIF = {  # the first of these a game has wins
    "Farming": "hills",
    "Trains": "hills",
    "Cozy": "hills",
    "Space": "planet",
    "School life": "planet",
    "Golf": "planet",
    "Underwater": "waves",
    "Naval": "waves",
    "Creature collector": "waves",
    "Racing": "road",
    "Basketball": "crosshair",
    "Snowboarding": "mountains",
    "Western": "mountains",
    "Trading": "mountains",
    "Flying": "mountains",
    "Nature": "mountains",
    "Cyberpunk": "city",
    "Steampunk": "city",
    "Horror": "city",
    "Detective": "city",
    "Platformer": "tower",
    "Physics": "rings",
}


# --- small helpers ------------------------------------------------------------------------------


def _hex(hue: float, light: float, sat: float) -> str:
    r, g, b = colorsys.hls_to_rgb(hue % 1.0, max(0.0, min(1.0, light)), max(0.0, min(1.0, sat)))
    return f"#{round(r * 255):02x}{round(g * 255):02x}{round(b * 255):02x}"


def _n(value: float) -> str:
    """A coordinate, short: integers stay integers, otherwise one decimal."""
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


@dataclass(frozen=True)
class Palette:
    top: str
    bottom: str
    shape: str
    shape_dark: str
    light: str
    dark: str
    glow: str
    hue: float

    @classmethod
    def from_code(cls, code: str) -> Palette:
        rng = Rng("palette:" + code)
        hue = rng.random()
        sat = rng.uniform(0.5, 0.78)
        shift = rng.uniform(0.07, 0.4) * (1 if rng.random() < 0.5 else -1)
        return cls(
            top=_hex(hue, 0.42, sat),
            bottom=_hex(hue + 0.06, 0.12, sat * 0.8),
            shape=_hex(hue + shift, 0.6, 0.72),
            shape_dark=_hex(hue + shift, 0.3, 0.55),
            light=_hex(hue, 0.86, 0.7),
            dark=_hex(hue, 0.08, 0.45),
            glow=_hex(hue + shift * 0.5 + 0.08, 0.74, 0.92),
            hue=hue,
        )

    def layer(self, depth: float) -> str:
        """A landscape layer colour: depth 0 is far (lighter), 1 is near (darkest)."""
        return _hex(self.hue + 0.03 * depth, 0.46 - 0.34 * depth, 0.5)


@dataclass(frozen=True)
class Box:
    x: float
    y: float
    w: float
    h: float
    floor: float = 0.0  # ground layers are filled down to here when it is below the box

    @property
    def u(self) -> float:
        return min(self.w, self.h)

    @property
    def bottom(self) -> float:
        return max(self.y + self.h, self.floor)


@dataclass
class Canvas:
    width: int
    height: int
    defs: list[str] = field(default_factory=list)
    body: list[str] = field(default_factory=list)
    _ids: int = 0

    def uid(self, prefix: str) -> str:
        self._ids += 1
        return f"{prefix}{self._ids}"

    def add(self, element: str) -> None:
        self.body.append(element)

    def linear(self, stops: Sequence[tuple[float, str, float]], vertical: bool = True) -> str:
        gid = self.uid("g")
        x2, y2 = ("0", "1") if vertical else ("1", "0")
        parts = "".join(
            f'<stop offset="{_n(o)}" stop-color="{c}"' + (f' stop-opacity="{_n(a)}"' if a < 1 else "") + "/>"
            for o, c, a in stops
        )
        self.defs.append(
            f'<linearGradient id="{gid}" x1="0" y1="0" x2="{x2}" y2="{y2}">{parts}</linearGradient>'
        )
        return f"url(#{gid})"

    def radial(self, inner: str, outer: str, inner_opacity: float = 1.0, outer_opacity: float = 1.0) -> str:
        gid = self.uid("r")
        self.defs.append(
            f'<radialGradient id="{gid}" cx=".35" cy=".35" r=".75">'
            f'<stop offset="0" stop-color="{inner}" stop-opacity="{_n(inner_opacity)}"/>'
            f'<stop offset="1" stop-color="{outer}" stop-opacity="{_n(outer_opacity)}"/></radialGradient>'
        )
        return f"url(#{gid})"

    def svg(self) -> str:
        defs = f"<defs>{''.join(self.defs)}</defs>" if self.defs else ""
        return (
            f'<svg xmlns="http://www.w3.org/2000/svg" width="{self.width}" height="{self.height}" '
            f'viewBox="0 0 {self.width} {self.height}">{defs}{"".join(self.body)}</svg>\n'
        )


def _points(pts: Sequence[tuple[float, float]]) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in pts)


def _attrs(extra: str) -> str:
    return f" {extra}" if extra else ""


def _circle(cx: float, cy: float, r: float, extra: str = "") -> str:
    return f'<circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(r)}"{_attrs(extra)}/>'


def _rect(x: float, y: float, w: float, h: float, extra: str = "") -> str:
    return f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(w)}" height="{_n(h)}"{_attrs(extra)}/>'


def _poly(pts: Sequence[tuple[float, float]], extra: str = "") -> str:
    return f'<polygon points="{_points(pts)}"{_attrs(extra)}/>'


# --- text measuring and wrapping ------------------------------------------------------------------

_NO_LINE_START = set("，。、：；！？）」』》〉・·,.:;!?)]}'’”-")
_NO_LINE_END = set("（「『《〈([{‘“")


def _is_wide(ch: str) -> bool:
    code = ord(ch)
    return code >= 0x2E80 and not (0xFF61 <= code <= 0xFFDC)


def _char_em(ch: str) -> float:
    if _is_wide(ch):
        return 1.0
    if ch == " ":
        return 0.26
    if ch in "MW@":
        return 0.92
    if ch == "·":  # drawn full width by CJK fonts
        return 1.0
    if ch in "il.,:;'!|’":
        return 0.3
    if ch in "fjrt()[]-":
        return 0.4
    if ch.isupper() or ch == "&":
        return 0.7
    if ch.isdigit():
        return 0.6
    return 0.58


def text_width(text: str, size: float) -> float:
    """Estimated width in px of bold text at ``size`` (a little generous on purpose)."""
    return sum(_char_em(ch) for ch in text) * size * 1.04


def _tokens(text: str) -> list[str]:
    """Words and spaces stay whole; each CJK character is a token of its own."""
    return re.findall(r"\s+|[\u2e80-\uffdc]|[^\s\u2e80-\uffdc]+", text)


def fit_text(
    text: str, max_width: float, sizes: Sequence[float], max_lines: int = 2
) -> tuple[list[str], float]:
    """The largest size in ``sizes`` at which ``text`` fits in ``max_lines`` balanced lines.

    One line is preferred while it needs at most a fifth less than the largest size.
    """
    text = " ".join(text.split())
    tokens = _tokens(text)
    for size in sizes:
        if size >= sizes[0] * 0.8 and text_width(text, size) <= max_width:
            return [text], size
    for size in sizes:
        if text_width(text, size) <= max_width:
            return [text], size
        if max_lines < 2:
            continue
        best: list[str] | None = None
        best_score = math.inf
        for cut in range(1, len(tokens)):
            first = "".join(tokens[:cut]).strip()
            second = "".join(tokens[cut:]).strip()
            if not first or not second or second[0] in _NO_LINE_START or first[-1] in _NO_LINE_END:
                continue
            width = max(text_width(first, size), text_width(second, size))
            # Prefer breaking at a space, or after punctuation, when that is nearly as balanced.
            natural = tokens[cut].isspace() or tokens[cut - 1].isspace() or first[-1] in _NO_LINE_START
            score = width + (0.0 if natural else size * 0.6)
            if width <= max_width and score < best_score:
                best, best_score = [first, second], score
        if best is not None:
            return best, size
    # Even the smallest size needs more room: cut the text with an ellipsis.
    size = sizes[-1]
    line = ""
    for ch in text:
        if text_width(line + ch + "…", size) > max_width:
            break
        line += ch
    return [line.rstrip() + "…"], size


def _text(x: float, y: float, content: str, size: float, fill: str = "#fff", extra: str = "") -> str:
    return (
        f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(size)}" fill="{fill}"{extra}>{escape(content)}</text>'
    )


def _font_group(inner: str, weight: int = 700) -> str:
    return f'<g font-family="{FONT}" font-weight="{weight}">{inner}</g>'


# --- motifs: the shapes behind a game's title ---------------------------------------------------


def _stars(c: Canvas, b: Box, r: Rng, count: int) -> None:
    dots = []
    for _ in range(count):
        x = b.x + r.uniform(0, b.w)
        y = b.y + r.uniform(0, b.h)
        dots.append(_circle(x, y, r.uniform(0.8, 2.6), f'opacity="{_n(r.uniform(0.35, 0.95))}"'))
    c.add(f'<g fill="#fff">{"".join(dots)}</g>')


def _sun(c: Canvas, p: Palette, cx: float, cy: float, radius: float) -> None:
    c.add(_circle(cx, cy, radius * 1.9, f'fill="{p.glow}" opacity=".18"'))
    c.add(_circle(cx, cy, radius, f'fill="{p.glow}"'))


def _ridge(b: Box, r: Rng, base: float, amplitude: float, peaks: int) -> list[tuple[float, float]]:
    pts: list[tuple[float, float]] = [(b.x, b.bottom), (b.x, base + r.uniform(-0.3, 0.3) * amplitude)]
    step = b.w / peaks
    for i in range(peaks):
        pts.append((b.x + step * (i + r.uniform(0.2, 0.5)), base - r.uniform(0.4, 1.0) * amplitude))
        pts.append((b.x + step * (i + r.uniform(0.6, 0.95)), base + r.uniform(-0.2, 0.35) * amplitude))
    pts += [(b.x + b.w, base), (b.x + b.w, b.bottom)]
    return pts


def motif_mountains(c: Canvas, b: Box, p: Palette, r: Rng) -> None:
    _stars(c, Box(b.x, b.y, b.w, b.h * 0.4), r, 12)
    sun_x = b.x + b.w * r.uniform(0.25, 0.75)
    _sun(c, p, sun_x, b.y + b.h * r.uniform(0.18, 0.32), b.u * r.uniform(0.07, 0.11))
    for i in range(3):
        base = b.y + b.h * (0.5 + 0.14 * i)
        pts = _ridge(b, r, base, b.h * (0.22 - 0.05 * i), r.integer(3, 5) + i)
        c.add(_poly(pts, f'fill="{p.layer(0.3 + 0.35 * i)}"'))


def motif_hills(c: Canvas, b: Box, p: Palette, r: Rng) -> None:
    _sun(c, p, b.x + b.w * r.uniform(0.6, 0.85), b.y + b.h * r.uniform(0.15, 0.28), b.u * 0.09)
    bottom = b.bottom
    for i in range(3):
        top = b.y + b.h * (0.48 + 0.13 * i)
        left = top + r.uniform(-0.06, 0.06) * b.h
        right = top + r.uniform(-0.06, 0.06) * b.h
        ctrl_x = b.x + b.w * r.uniform(0.3, 0.7)
        ctrl_y = top - b.h * r.uniform(0.12, 0.2)
        d = f"M{_n(b.x)} {_n(bottom)}V{_n(left)}Q{_n(ctrl_x)} {_n(ctrl_y)} {_n(b.x + b.w)} {_n(right)}"
        c.add(f'<path d="{d}V{_n(bottom)}Z" fill="{_hex(p.hue + 0.25, 0.42 - 0.11 * i, 0.45)}"/>')
    rows = []
    for i in range(5):
        y = b.y + b.h * (0.82 + 0.035 * i)
        rows.append(f"M{_n(b.x)} {_n(y)}Q{_n(b.x + b.w / 2)} {_n(y - b.h * 0.05)} {_n(b.x + b.w)} {_n(y)}")
    c.add(f'<path d="{"".join(rows)}" fill="none" stroke="{p.light}" stroke-opacity=".3" stroke-width="3"/>')
    trees = []
    for _ in range(3):
        tx = b.x + b.w * r.uniform(0.1, 0.9)
        ty = b.y + b.h * r.uniform(0.6, 0.7)
        s = b.u * 0.035
        trees.append(_rect(tx - s * 0.2, ty, s * 0.4, s * 1.4, f'fill="{p.dark}"'))
        trees.append(_circle(tx, ty, s, f'fill="{p.shape_dark}"'))
    c.add("".join(trees))


def motif_planet(c: Canvas, b: Box, p: Palette, r: Rng) -> None:
    _stars(c, b, r, 30)
    cx = b.x + b.w * r.uniform(0.3, 0.7)
    cy = b.y + b.h * r.uniform(0.3, 0.45)
    radius = b.u * r.uniform(0.24, 0.32)
    tilt = r.uniform(-25, 25)
    c.add(_circle(cx, cy, radius * 1.25, f'fill="{p.glow}" opacity=".12"'))
    c.add(_circle(cx, cy, radius, f'fill="{c.radial(p.shape, p.shape_dark)}"'))
    c.add(
        f'<ellipse cx="{_n(cx)}" cy="{_n(cy)}" rx="{_n(radius * 1.7)}" ry="{_n(radius * 0.38)}" '
        f'fill="none" stroke="{p.light}" stroke-width="{_n(radius * 0.07)}" opacity=".75" '
        f'transform="rotate({_n(tilt)} {_n(cx)} {_n(cy)})"/>'
    )
    mx = cx + radius * r.uniform(1.3, 1.8) * (1 if r.random() < 0.5 else -1)
    c.add(_circle(mx, cy - radius * 0.9, radius * 0.16, f'fill="{p.light}"'))


def motif_waves(c: Canvas, b: Box, p: Palette, r: Rng) -> None:
    bottom = b.bottom
    for _ in range(4):
        x = b.x + b.w * r.uniform(0, 1)
        spread = b.w * r.uniform(0.05, 0.12)
        ray = [(x, b.y), (x + spread, b.y), (x + spread * 3, bottom), (x + spread * 1.5, bottom)]
        c.add(_poly(ray, f'fill="{p.light}" opacity=".08"'))
    for i in range(4):
        top = b.y + b.h * (0.35 + 0.15 * i)
        amp = b.h * 0.03
        seg = b.w / 4
        d = f"M{_n(b.x)} {_n(bottom)}V{_n(top)}"
        for k in range(4):
            x0 = b.x + seg * k
            d += f"Q{_n(x0 + seg / 2)} {_n(top + (amp if (k + i) % 2 else -amp))} {_n(x0 + seg)} {_n(top)}"
        c.add(f'<path d="{d}V{_n(bottom)}Z" fill="{_hex(p.hue + 0.5, 0.4 - 0.09 * i, 0.55)}" opacity=".85"/>')
    bubbles = "".join(
        _circle(b.x + b.w * r.uniform(0.05, 0.95), b.y + b.h * r.uniform(0.1, 0.8), r.uniform(3, 11))
        for _ in range(12)
    )
    c.add(f'<g fill="none" stroke="{p.light}" stroke-width="2" opacity=".6">{bubbles}</g>')


def motif_road(c: Canvas, b: Box, p: Palette, r: Rng) -> None:
    horizon = b.y + b.h * r.uniform(0.4, 0.48)
    vx = b.x + b.w * r.uniform(0.4, 0.6)
    bottom = b.y + b.h
    _sun(c, p, vx, horizon - b.u * 0.02, b.u * 0.14)
    c.add(_rect(b.x, horizon, b.w, b.bottom - horizon, f'fill="{p.layer(0.75)}"'))
    road = [(vx - b.w * 0.01, horizon), (vx + b.w * 0.01, horizon), (b.x + b.w * 1.05, bottom)]
    c.add(
        _poly(
            [*road, (b.x + b.w * 1.05, b.bottom), (b.x - b.w * 0.05, b.bottom), (b.x - b.w * 0.05, bottom)],
            f'fill="{p.dark}"',
        )
    )
    dashes = []
    for i in range(6):
        t0 = (i + 0.2) / 6
        t1 = (i + 0.6) / 6
        y0 = horizon + (bottom - horizon) * t0 * t0
        y1 = horizon + (bottom - horizon) * t1 * t1
        w0 = b.w * 0.006 * (1 + 12 * t0 * t0)
        w1 = b.w * 0.006 * (1 + 12 * t1 * t1)
        dashes.append(f"M{_n(vx - w0)} {_n(y0)}H{_n(vx + w0)}L{_n(vx + w1)} {_n(y1)}H{_n(vx - w1)}Z")
    c.add(f'<path d="{"".join(dashes)}" fill="{p.glow}"/>')
    lines = []
    for _ in range(7):
        x = b.x + b.w * r.uniform(0, 0.6)
        y = b.y + b.h * r.uniform(0.08, 0.35)
        lines.append(f"M{_n(x)} {_n(y)}H{_n(x + b.w * r.uniform(0.1, 0.25))}")
    stroke = f'stroke="{p.light}" stroke-width="3" stroke-linecap="round" opacity=".5"'
    c.add(f'<path d="{"".join(lines)}" {stroke}/>')


def _floor_grid(c: Canvas, b: Box, horizon: float, vx: float, color: str) -> None:
    bottom = b.bottom
    d = [f"M{_n(vx)} {_n(horizon)}L{_n(vx + i * b.w * 0.16)} {_n(bottom)}" for i in range(-8, 9)]
    for i in range(1, 8):
        y = horizon + (bottom - horizon) * (i / 8) ** 2
        d.append(f"M{_n(b.x)} {_n(y)}H{_n(b.x + b.w)}")
    c.add(f'<path d="{"".join(d)}" stroke="{color}" stroke-width="2" fill="none" opacity=".55"/>')


def motif_crosshair(c: Canvas, b: Box, p: Palette, r: Rng) -> None:
    horizon = b.y + b.h * 0.55
    c.add(_rect(b.x, horizon, b.w, b.bottom - horizon, f'fill="{p.dark}"'))
    _floor_grid(c, b, horizon, b.x + b.w * r.uniform(0.35, 0.65), p.shape)
    cx = b.x + b.w * r.uniform(0.35, 0.65)
    cy = b.y + b.h * r.uniform(0.28, 0.38)
    rad = b.u * 0.2
    near, far = rad * 0.6, rad * 1.4
    ticks = (
        f"M{_n(cx - far)} {_n(cy)}H{_n(cx - near)}M{_n(cx + near)} {_n(cy)}H{_n(cx + far)}"
        f"M{_n(cx)} {_n(cy - far)}V{_n(cy - near)}M{_n(cx)} {_n(cy + near)}V{_n(cy + far)}"
    )
    rings = _circle(cx, cy, rad) + _circle(cx, cy, rad * 0.45, 'opacity=".7"')
    c.add(f'<g fill="none" stroke="{p.glow}" stroke-width="{_n(b.u * 0.012)}">{rings}<path d="{ticks}"/></g>')
    c.add(_circle(cx, cy, b.u * 0.012, f'fill="{ACCENT}"'))
    tracers = []
    for _ in range(4):
        x1, x2 = b.x + b.w * r.uniform(0, 1), b.x + b.w * r.uniform(0, 1)
        y1, y2 = b.y + b.h * r.uniform(0.05, 0.5), b.y + b.h * r.uniform(0.05, 0.5)
        tracers.append(f"M{_n(x1)} {_n(y1)}L{_n(x2)} {_n(y2)}")
    c.add(f'<path d="{"".join(tracers)}" stroke="{p.light}" stroke-width="2" opacity=".35"/>')


def motif_shards(c: Canvas, b: Box, p: Palette, r: Rng) -> None:
    sun_x = b.x + b.w * r.uniform(0.3, 0.7)
    _sun(c, p, sun_x, b.y + b.h * r.uniform(0.25, 0.4), b.u * r.uniform(0.14, 0.2))
    bottom = b.bottom
    for i in range(6):
        x = b.x + b.w * r.uniform(-0.2, 1.0)
        width = b.w * r.uniform(0.04, 0.12)
        slant = b.h * r.uniform(0.3, 0.6)
        color = p.shape if i % 2 else p.shape_dark
        band = [(x, bottom), (x + width, bottom), (x + width + slant, b.y), (x + slant, b.y)]
        c.add(_poly(band, f'fill="{color}" opacity="{_n(r.uniform(0.25, 0.6))}"'))
    for _ in range(5):
        x0 = b.x + b.w * r.uniform(0, 0.8)
        y0 = b.y + b.h * r.uniform(0.2, 0.7)
        tip = (x0 + b.u * r.uniform(0.05, 0.12), y0 - b.u * 0.02)
        c.add(
            _poly([(x0, y0), tip, (x0 + b.u * 0.03, y0 + b.u * r.uniform(0.08, 0.16))], f'fill="{p.light}"')
        )
    x1, y1, x2, y2 = b.x + b.w * 0.05, b.y + b.h * 0.72, b.x + b.w * 0.95, b.y + b.h * 0.12
    c.add(
        f'<path d="M{_n(x1)} {_n(y1)}L{_n(x2)} {_n(y2)}" stroke="#fff" stroke-width="{_n(b.u * 0.01)}" '
        'stroke-linecap="round" opacity=".7"/>'
    )


def motif_tower(c: Canvas, b: Box, p: Palette, r: Rng) -> None:
    cx = b.x + b.w * r.uniform(0.4, 0.6)
    floors = r.integer(5, 7)
    floor_h = b.h * 0.7 / floors
    y = b.y + b.h
    width = b.w * 0.42
    parts_below = _rect(cx - width / 2, y, width, b.bottom - y) if b.bottom > y else ""
    parts = []
    doors = []
    for i in range(floors):
        y -= floor_h
        parts.append(_rect(cx - width / 2, y, width, floor_h + 1))
        dw = min(width * 0.18, floor_h * 0.45)
        for k in range(-1, 2):
            if (i + k) % 2 == 0:
                left = cx + k * width * 0.28 - dw / 2
                sill, spring = y + floor_h * 0.9, y + floor_h * 0.45
                doors.append(
                    f"M{_n(left)} {_n(sill)}V{_n(spring)}A{_n(dw / 2)} {_n(dw / 2)} 0 0 1 "
                    f"{_n(left + dw)} {_n(spring)}V{_n(sill)}Z"
                )
        width *= r.uniform(0.82, 0.92)
    roof = _poly([(cx - width * 0.7, y), (cx + width * 0.7, y), (cx, y - floor_h * 1.4)])
    c.add(f'<g fill="{p.shape_dark}">{parts_below}{"".join(parts)}{roof}</g>')
    c.add(f'<path d="{"".join(doors)}" fill="{p.glow}"/>')
    embers = "".join(
        _circle(b.x + b.w * r.uniform(0, 1), b.y + b.h * r.uniform(0.05, 0.95), r.uniform(1.5, 4))
        for _ in range(16)
    )
    c.add(f'<g fill="{ACCENT}" opacity=".7">{embers}</g>')


def motif_castle(c: Canvas, b: Box, p: Palette, r: Rng) -> None:
    _stars(c, Box(b.x, b.y, b.w, b.h * 0.5), r, 16)
    mx = b.x + b.w * r.uniform(0.6, 0.8)
    my = b.y + b.h * 0.22
    c.add(_circle(mx, my, b.u * 0.12, f'fill="{p.light}"'))
    c.add(_circle(mx + b.u * 0.05, my - b.h * 0.02, b.u * 0.1, f'fill="{p.top}" opacity=".8"'))
    c.add(_poly(_ridge(b, r, b.y + b.h * 0.62, b.h * 0.12, 4), f'fill="{p.layer(0.4)}"'))
    base = b.y + b.h * 0.72
    cx = b.x + b.w * r.uniform(0.3, 0.55)
    u = b.u * 0.05
    shapes = [_rect(cx - 4 * u, base - 3 * u, 8 * u, 3 * u + b.h)]
    for dx, height in ((-4.5, 6.5), (3, 5.5), (-1, 9)):
        tx = cx + dx * u
        top = base - height * u
        shapes.append(_rect(tx, top, 1.8 * u, height * u))
        shapes.append(_poly([(tx - 0.4 * u, top), (tx + 2.2 * u, top), (tx + 0.9 * u, top - 2.4 * u)]))
    c.add(f'<g fill="{p.dark}">{"".join(shapes)}</g>')
    windows = _rect(cx - 0.5 * u, base - 7 * u, 0.8 * u, 1.2 * u) + _rect(
        cx + 3.5 * u, base - 4 * u, 0.7 * u, u
    )
    c.add(f'<g fill="{p.glow}">{windows}</g>')
    c.add(_poly(_ridge(b, r, b.y + b.h * 0.8, b.h * 0.05, 3), f'fill="{p.layer(0.95)}"'))


def motif_hexes(c: Canvas, b: Box, p: Palette, r: Rng) -> None:
    size = b.u * 0.09
    hw = size * math.sqrt(3)
    angles = [math.radians(60 * k - 30) for k in range(6)]
    hexagon = [(hw / 2 + size * math.cos(a), size + size * math.sin(a)) for a in angles]
    second = [(x + hw / 2, y + size * 1.5) for x, y in hexagon]
    pid = c.uid("p")
    c.defs.append(
        f'<pattern id="{pid}" width="{_n(hw)}" height="{_n(size * 3)}" patternUnits="userSpaceOnUse">'
        f'<g fill="none" stroke="{p.light}" stroke-width="2">{_poly(hexagon)}{_poly(second)}</g></pattern>'
    )
    c.add(_rect(b.x, b.y, b.w, b.bottom - b.y, f'fill="url(#{pid})" opacity=".22"'))
    cells = []
    for i in range(7):
        col = r.integer(0, int(b.w / hw))
        row = r.integer(0, int(b.h / (size * 1.5)) - 1)
        ox = b.x + col * hw + (hw / 2 if row % 2 else 0)
        oy = b.y + row * size * 1.5
        color = p.shape if i % 2 else ACCENT
        cells.append(
            _poly(
                [(ox + x, oy + y) for x, y in hexagon],
                f'fill="{color}" opacity="{_n(r.uniform(0.45, 0.85))}"',
            )
        )
    c.add("".join(cells))
    fx = b.x + b.w * r.uniform(0.3, 0.7)
    fy = b.y + b.h * r.uniform(0.25, 0.45)
    flag = _rect(fx, fy, size * 0.18, size * 2.2) + _poly(
        [(fx, fy), (fx + size * 1.5, fy + size * 0.45), (fx, fy + size * 0.9)]
    )
    c.add(f'<g fill="{p.light}">{flag}</g>')


def motif_city(c: Canvas, b: Box, p: Palette, r: Rng) -> None:
    wid = c.uid("w")
    c.defs.append(
        f'<pattern id="{wid}" width="14" height="18" patternUnits="userSpaceOnUse">'
        f'<rect x="4" y="5" width="6" height="8" fill="{p.glow}" opacity=".75"/></pattern>'
    )
    ships = []
    for i in range(2):
        ax = b.x + b.w * (r.uniform(0.12, 0.4) + 0.45 * i)
        ay = b.y + b.h * r.uniform(0.16, 0.32)
        s = b.u * r.uniform(0.06, 0.1)
        ships.append(f'<ellipse cx="{_n(ax)}" cy="{_n(ay)}" rx="{_n(s * 2)}" ry="{_n(s * 0.6)}"/>')
        ships.append(_rect(ax - s * 0.4, ay + s * 0.5, s * 0.8, s * 0.35))
    c.add(f'<g fill="{p.light}" opacity=".85">{"".join(ships)}</g>')
    x = b.x
    towers = []
    lit = []
    while x < b.x + b.w:
        w = b.w * r.uniform(0.08, 0.16)
        h = b.h * r.uniform(0.25, 0.6)
        top = b.y + b.h - h
        towers.append(_rect(x, top, w - 4, b.bottom - top))
        lit.append(_rect(x, top + 10, w - 4, b.bottom - top - 10))
        x += w
    c.add(f'<g fill="{p.shape_dark}">{"".join(towers)}</g>')
    c.add(f'<g fill="url(#{wid})">{"".join(lit)}</g>')


def motif_tiles(c: Canvas, b: Box, p: Palette, r: Rng) -> None:
    cols = 4 if b.w < b.h * 1.2 else 7
    cell = b.w / (cols + 0.5)
    rows = max(1, int(b.h * 0.85 / cell))
    colors = [p.shape, p.glow, p.light, ACCENT, p.shape_dark]
    size = cell * 0.84
    tiles = []
    for row in range(rows):
        for col in range(cols):
            if r.random() < 0.22:
                continue
            tx = b.x + cell * 0.33 + col * cell
            ty = b.y + cell * 0.38 + row * cell
            color = r.choice(colors)
            if r.random() < 0.3:
                tiles.append(_circle(tx + size / 2, ty + size / 2, size * 0.42, f'fill="{color}"'))
            else:
                tiles.append(_rect(tx, ty, size, size, f'rx="{_n(size * 0.2)}" fill="{color}"'))
    c.add(f'<g opacity=".9">{"".join(tiles)}</g>')


def motif_rings(c: Canvas, b: Box, p: Palette, r: Rng) -> None:
    cx = b.x + b.w * r.uniform(0.3, 0.7)
    cy = b.y + b.h * r.uniform(0.3, 0.45)
    rings = []
    for i in range(7, 0, -1):
        color = (p.shape, p.glow, p.shape_dark, p.light)[i % 4]
        stroke = f'stroke-width="{_n(b.u * r.uniform(0.008, 0.03))}" opacity="{_n(r.uniform(0.4, 0.9))}"'
        rings.append(_circle(cx, cy, b.u * 0.07 * i, f'stroke="{color}" {stroke}'))
    c.add(f'<g fill="none">{"".join(rings)}</g>')
    c.add(_circle(cx, cy, b.u * 0.045, f'fill="{ACCENT}"'))
    _stars(c, b, r, 10)


MOTIFS = {
    "mountains": motif_mountains,
    "hills": motif_hills,
    "planet": motif_planet,
    "waves": motif_waves,
    "road": motif_road,
    "crosshair": motif_crosshair,
    "shards": motif_shards,
    "tower": motif_tower,
    "castle": motif_castle,
    "hexes": motif_hexes,
    "city": motif_city,
    "tiles": motif_tiles,
    "rings": motif_rings,
}


# --- the catalogue as the images see it ---------------------------------------------------------


def _rows(catalogue: dict[str, Any], section: str) -> list[dict[str, Any]]:
    rows = catalogue.get(section)
    return [row for row in rows if isinstance(row, dict)] if isinstance(rows, list) else []


def _texts(row: dict[str, Any], key: str, fallback: str) -> dict[str, str]:
    value = row.get(key)
    return {str(k): str(v) for k, v in value.items()} if isinstance(value, dict) else {"en": fallback}


def _name(texts: dict[str, str], lang: str, fallback: str) -> str:
    return texts.get(lang) or texts.get("en") or fallback


@dataclass(frozen=True)
class GameArt:
    code: str
    en: str
    zh: str
    names: dict[str, str]
    motif: str
    team: str
    palette: Palette


class CatalogueView:
    """The catalogue's rows by code, as far as the pictures need them."""

    def __init__(self, catalogue: dict[str, Any]) -> None:
        self.categories = {str(c.get("code")): c for c in _rows(catalogue, "categories")}
        self.teams = {str(t.get("code")): t for t in _rows(catalogue, "teams")}
        self.games = {str(g.get("code")): g for g in _rows(catalogue, "games")}
        self.banners = {str(b.get("code")): b for b in _rows(catalogue, "banners")}

    def motif_for(self, game: dict[str, Any], code: str) -> str:
        tags = game.get("tags")
        english = tags.get("en") if isinstance(tags, dict) else None
        game_tags = {str(tag) for tag in english} if isinstance(english, list) else set()
        for tag, motif in TAG_MOTIF.items():
            if tag in game_tags:
                return motif
        category = str(game.get("category") or "")
        for _ in range(10):
            if category in CATEGORY_MOTIF:
                return CATEGORY_MOTIF[category]
            parent = self.categories.get(category, {}).get("parent")
            if not parent:
                break
            category = str(parent)
        names = sorted(MOTIFS)
        return names[int(hashlib.sha256(code.encode()).hexdigest(), 16) % len(names)]

    def game(self, code: str) -> GameArt:
        row = self.games.get(code, {})
        names = _texts(row, "names", code)
        team = self.teams.get(str(row.get("team") or ""), {})
        return GameArt(
            code=code,
            en=_name(names, "en", code),
            zh=_name(names, "zh-Hans", code),
            names=names,
            motif=self.motif_for(row, code),
            team=_name(_texts(team, "names", ""), "en", ""),
            palette=Palette.from_code(code),
        )


# --- the images -----------------------------------------------------------------------------------


def _background(c: Canvas, p: Palette) -> None:
    c.add(
        f'<rect width="{c.width}" height="{c.height}" fill="{c.linear([(0, p.top, 1), (1, p.bottom, 1)])}"/>'
    )


def cover_svg(art: GameArt) -> str:
    """600x800: the game's motif, its team on top, its English name at the bottom (like a game's
    logo; no Chinese, as the cover is shown in every language and the app writes the name below)."""
    c = Canvas(COVER_W, COVER_H)
    p = art.palette
    _background(c, p)
    MOTIFS[art.motif](c, Box(0, 0, COVER_W, COVER_H * 0.78, COVER_H), p, Rng("cover:" + art.code))
    top_shade = c.linear([(0, "#000", 0.5), (1, "#000", 0)])
    c.add(_rect(0, 0, COVER_W, 110, f'fill="{top_shade}"'))
    shade = c.linear([(0, "#000", 0), (0.45, "#000", 0.55), (1, "#000", 0.88)])
    c.add(_rect(0, COVER_H * 0.42, COVER_W, COVER_H * 0.58, f'fill="{shade}"'))
    margin = 40
    inner = COVER_W - 2 * margin
    en_lines, en_size = fit_text(art.en, inner, range(64, 35, -4))
    texts = []
    y = COVER_H - 54 - (len(en_lines) - 1) * en_size * 1.12
    en_top = y - en_size * 0.92
    for i, line in enumerate(en_lines):
        texts.append(_text(margin, y + i * en_size * 1.12, line, en_size))
    c.add(_rect(margin, en_top - 26, 56, 8, f'rx="4" fill="{ACCENT}"'))
    if art.team:
        team_lines, team_size = fit_text(art.team.upper(), inner, (20, 18, 16), 1)
        texts.append(_text(margin, 52, team_lines[0], team_size, "#fff", ' letter-spacing="2" opacity=".9"'))
    c.add(_font_group("".join(texts)))
    return c.svg()


def _caption(c: Canvas, art: GameArt, index: int) -> None:
    """The game's English name in a pill at the bottom left, "n/3" in a pill at the bottom right."""
    lines, size = fit_text(art.en, c.width * 0.6, (28, 26, 24, 22), 1)
    y = c.height - 84
    # Medium weight runs a little narrower than the bold the estimate is made for.
    c.add(_rect(32, y, text_width(lines[0], size) * 0.95 + 44, 52, 'rx="26" fill="#000" opacity=".55"'))
    counter = f"{index}/3"
    counter_w = text_width(counter, size) + 44
    c.add(_rect(c.width - 32 - counter_w, y, counter_w, 52, 'rx="26" fill="#000" opacity=".55"'))
    texts = _text(54, y + 35, lines[0], size) + _text(c.width - 10 - counter_w, y + 35, counter, size, ACCENT)
    c.add(_font_group(texts, 500))


def _hud(c: Canvas, p: Palette, r: Rng) -> None:
    c.add(
        _rect(32, 32, 320, 22, 'rx="11" fill="#000" opacity=".5"')
        + _rect(36, 36, 312 * r.uniform(0.35, 0.95), 14, f'rx="7" fill="{ACCENT}"')
        + _rect(32, 64, 220, 14, 'rx="7" fill="#000" opacity=".5"')
        + _rect(35, 67, 214 * r.uniform(0.2, 0.9), 8, f'rx="4" fill="{p.glow}"')
    )
    mx, my = SHOT_W - 120, 120
    angle = r.uniform(0, 2 * math.pi)
    sweep = f"M{mx} {my}L{_n(mx + 84 * math.cos(angle))} {_n(my + 84 * math.sin(angle))}"
    c.add(
        _circle(mx, my, 84, 'fill="#000" opacity=".45"')
        + _circle(mx, my, 84, f'fill="none" stroke="{p.light}" stroke-width="3" opacity=".7"')
        + f'<path d="{sweep}" stroke="{p.glow}" stroke-width="3"/>'
        + _circle(mx + r.uniform(-50, 50), my + r.uniform(-50, 50), 7, f'fill="{ACCENT}"')
        + _circle(mx, my, 6, 'fill="#fff"')
    )
    score = f"{r.integer(1000, 99999):,}"
    score_w = text_width(score, 40)
    c.add(_rect(SHOT_W - 84 - score_w, 220, score_w + 48, 54, 'rx="27" fill="#000" opacity=".45"'))
    c.add(_font_group(_text(SHOT_W - 60 - score_w, 260, score, 40)))


def _panel(c: Canvas, p: Palette, r: Rng) -> None:
    x, y, w, h = SHOT_W - 460, 60, 400, SHOT_H - 190
    c.add(_rect(x, y, w, h, f'rx="24" fill="{p.dark}" opacity=".82"'))
    c.add(_rect(x + 32, y + 32, r.uniform(160, 300), 18, f'rx="9" fill="{p.light}"'))
    slots = []
    for row in range(3):
        for col in range(4):
            sx = x + 32 + col * 86
            sy = y + 80 + row * 86
            if r.random() < 0.65:
                slots.append(_rect(sx, sy, 72, 72, f'rx="14" fill="{p.shape}" opacity=".9"'))
                if r.random() < 0.5:
                    slots.append(_circle(sx + 36, sy + 36, 16, f'fill="{p.glow}"'))
            else:
                slots.append(_rect(sx, sy, 72, 72, 'rx="14" fill="#000" opacity=".35"'))
    c.add("".join(slots))
    lines = "".join(_rect(x + 32, y + 354 + i * 30, r.uniform(180, 336), 12, 'rx="6"') for i in range(3))
    c.add(f'<g fill="{p.light}" opacity=".45">{lines}</g>')
    c.add(_rect(x + 32, y + h - 76, w - 64, 48, f'rx="24" fill="{ACCENT}"'))


def gallery_svg(art: GameArt, index: int) -> str:
    """1280x720 "screenshots": a wide view, a zoomed view with a HUD, a view with an inventory panel."""
    c = Canvas(SHOT_W, SHOT_H)
    p = art.palette
    _background(c, p)
    r = Rng(f"shot{index}:{art.code}")
    if index % 3 == 1:
        MOTIFS[art.motif](c, Box(0, 0, SHOT_W, SHOT_H), p, r)
    elif index % 3 == 2:
        MOTIFS[art.motif](c, Box(-SHOT_W * 0.15, -SHOT_H * 0.1, SHOT_W * 1.3, SHOT_H * 1.1), p, r)
        _hud(c, p, r)
    else:
        MOTIFS[art.motif](c, Box(-SHOT_W * 0.3, 0, SHOT_W * 1.3, SHOT_H), p, r)
        _panel(c, p, r)
    _caption(c, art, index)
    return c.svg()


def logo_svg(code: str, name: str) -> str:
    """256x256: the team's initials in a rounded square."""
    c = Canvas(LOGO, LOGO)
    p = Palette.from_code("team:" + code)
    c.add(_rect(0, 0, LOGO, LOGO, f'rx="56" fill="{c.linear([(0, p.shape, 1), (1, p.shape_dark, 1)])}"'))
    c.add(_circle(128, 128, 96, f'fill="none" stroke="{p.light}" stroke-width="6" opacity=".35"'))
    words = [w for w in re.split(r"[\s\-&]+", name) if w]
    initials = "".join(w[0] for w in words[:2]).upper() or code[:2].upper()
    size = 104 if len(initials) < 3 else 80
    mark = _text(128, 128 + size * 0.36, initials, size, "#fff", ' text-anchor="middle" letter-spacing="2"')
    c.add(_font_group(mark, 900))
    c.add(_rect(100, 200, 56, 8, f'rx="4" fill="{ACCENT}"'))
    return c.svg()


_GEAR_TEETH = "".join(
    f'<rect x="-6" y="-31" width="12" height="14" rx="2" transform="rotate({k * 45})"/>' for k in range(8)
)
_CHECKERS = "M28 18H40V28H28ZM52 18H64V28H52ZM40 28H52V38H40ZM64 28H76V38H64ZM28 38H40V48H28ZM52 38H64V48H52Z"
GLYPHS = {
    "action": '<polygon points="54,12 24,54 45,54 38,84 72,38 51,38 60,12"/>',
    "shooter": (
        '<g fill="none" stroke="#fff" stroke-width="6"><circle cx="48" cy="48" r="22"/>'
        '<path d="M48 14V34M48 62V82M14 48H34M62 48H82"/></g><circle cx="48" cy="48" r="5"/>'
    ),
    "roguelike": (
        '<rect x="24" y="24" width="48" height="48" rx="10" fill="none" stroke="#fff" stroke-width="6"/>'
        '<circle cx="37" cy="37" r="5"/><circle cx="48" cy="48" r="5"/><circle cx="59" cy="59" r="5"/>'
    ),
    "adventure": '<polygon points="14,74 38,36 50,52 60,40 82,74"/><circle cx="68" cy="26" r="8"/>',
    "rpg": (
        '<g transform="rotate(45 48 48)"><polygon points="44,10 52,10 53,58 43,58"/>'
        '<rect x="32" y="58" width="32" height="7" rx="3"/><rect x="44" y="65" width="8" height="14"/>'
        '<circle cx="48" cy="83" r="5"/></g>'
    ),
    "strategy": '<rect x="28" y="16" width="6" height="66" rx="3"/><polygon points="34,18 74,30 34,46"/>',
    "simulation": (
        f'<g transform="translate(48 48)"><circle r="20"/>{_GEAR_TEETH}'
        '<circle r="8" fill="#000" opacity=".35"/></g>'
    ),
    "life-sim": (
        '<path d="M48 84V44" stroke="#fff" stroke-width="6" stroke-linecap="round"/>'
        '<ellipse cx="34" cy="40" rx="16" ry="9" transform="rotate(30 34 40)"/>'
        '<ellipse cx="62" cy="32" rx="18" ry="10" transform="rotate(-35 62 32)"/>'
    ),
    "sports-racing": (
        f'<rect x="22" y="14" width="6" height="70" rx="3"/><path d="{_CHECKERS}"/>'
        '<rect x="28" y="18" width="48" height="30" fill="none" stroke="#fff" stroke-width="3"/>'
    ),
    "puzzle-casual": (
        '<rect x="18" y="18" width="27" height="27" rx="7"/>'
        '<rect x="51" y="18" width="27" height="27" rx="7" opacity=".6"/>'
        '<rect x="18" y="51" width="27" height="27" rx="7" opacity=".6"/>'
        '<rect x="51" y="51" width="27" height="27" rx="7"/>'
    ),
    "indie": '<path d="M48 80C20 60 14 42 26 30C36 21 45 27 48 34C51 27 60 21 70 30C82 42 76 60 48 80Z"/>',
}


def icon_svg(code: str, name: str, parent: str | None) -> str:
    """96x96: a white glyph on a coloured rounded square (the first letter when there is no glyph)."""
    c = Canvas(ICON, ICON)
    p = Palette.from_code("category:" + code)
    c.add(_rect(0, 0, ICON, ICON, f'rx="24" fill="{p.shape_dark}"'))
    glyph = GLYPHS.get(code) or (GLYPHS.get(parent) if parent else None)
    if glyph is None:
        letter = (name[:1] or code[:1]).upper()
        glyph = _font_group(_text(48, 66, letter, 52, "#fff", ' text-anchor="middle"'), 900)
    c.add(f'<g fill="#fff">{glyph}</g>')
    return c.svg()


# A banner's call to action and the marks around the game's name, per language.
BANNER_CTA = {
    "zh-Hans": "立即查看  Shop now →",
    "en": "Shop now →",
    "zh-Hant": "立即查看 →",
    "ja": "今すぐチェック →",
}
BANNER_GAME = {"zh-Hans": "《{}》", "en": "{}", "zh-Hant": "《{}》", "ja": "『{}』"}


def banner_svg(code: str, titles: dict[str, str], art: GameArt | None, lang: str = "zh-Hans") -> str:
    """1125x480: the title on the left, the game's motif fading in on the right. The zh-Hans
    picture (the banner's ``image``) has the title in zh-Hans and English; the others (its
    ``images``) only in their language, so no Chinese shows on an English or Japanese screen."""
    c = Canvas(BANNER_W, BANNER_H)
    p = art.palette if art else Palette.from_code("banner:" + code)
    _background(c, p)
    fade = c.linear([(0.42, "#000", 1), (0.62, "#fff", 1)], vertical=False)
    mask = c.uid("m")
    mask_rect = _rect(0, 0, BANNER_W, BANNER_H, f'fill="{fade}"')
    c.defs.append(f'<mask id="{mask}">{mask_rect}</mask>')
    start = len(c.body)
    motif = art.motif if art else "planet"
    MOTIFS[motif](c, Box(BANNER_W * 0.45, 0, BANNER_W * 0.55, BANNER_H), p, Rng("banner:" + code))
    c.body[start:] = [f'<g mask="url(#{mask})">{"".join(c.body[start:])}</g>']
    shade = c.linear([(0, "#000", 0.7), (0.6, "#000", 0.3), (1, "#000", 0)], vertical=False)
    c.add(_rect(0, 0, BANNER_W, BANNER_H, f'fill="{shade}"'))
    c.add(_rect(0, 0, 14, BANNER_H, f'fill="{ACCENT}"'))
    x = 72
    width = BANNER_W * 0.5 - x
    texts = []
    if art:
        game_name = BANNER_GAME.get(lang, "{}").format(_name(art.names, lang, art.en))
        tag_lines, tag_size = fit_text(game_name, width, (28, 26, 24), 1)
        texts.append(
            _text(x - 14 if lang in ("zh-Hans", "zh-Hant") else x, 96, tag_lines[0], tag_size, ACCENT)
        )
    zh_lines, zh_size = fit_text(_name(titles, lang, code), width, range(72, 43, -4))
    second = _name(titles, "en", code) if lang == "zh-Hans" else ""
    en_lines, en_size = fit_text(second, width, range(36, 23, -2), 1) if second else ([], 0)
    block = len(zh_lines) * zh_size * 1.16 + 6 + len(en_lines) * en_size * 1.2
    y = 116 + (250 - block) / 2
    for line in zh_lines:
        texts.append(_text(x, y + zh_size * 0.88, line, zh_size))
        y += zh_size * 1.16
    y += 6
    for line in en_lines:
        texts.append(_text(x, y + en_size * 0.88, line, en_size, p.light))
        y += en_size * 1.2
    cta = BANNER_CTA.get(lang, BANNER_CTA["en"])
    texts.append(_rect(x, BANNER_H - 100, text_width(cta, 26) + 56, 56, f'rx="28" fill="{ACCENT}"'))
    texts.append(_text(x + 28, BANNER_H - 63, cta, 26))
    c.add(_font_group("".join(texts)))
    return c.svg()


def placeholder_svg(path: str) -> str:
    """Any other demo path: rings in colours from the path."""
    c = Canvas(512, 512)
    p = Palette.from_code("other:" + path)
    _background(c, p)
    motif_rings(c, Box(0, 0, 512, 512), p, Rng("other:" + path))
    return c.svg()


# --- which file gets which picture -----------------------------------------------------------------


def _demo_paths(value: Any) -> Iterator[str]:
    """Every ``/uploads/demo/...svg`` string anywhere in the catalogue."""
    if isinstance(value, str):
        if value.startswith(DEMO_PREFIX) and value.endswith(".svg"):
            yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _demo_paths(item)
    elif isinstance(value, list):
        for item in value:
            yield from _demo_paths(item)


def render(path: str, view: CatalogueView) -> str:
    """The SVG for one ``/uploads/demo/...`` path."""
    parts = PurePosixPath(path).parts[3:]  # after "/", "uploads", "demo"
    stem = PurePosixPath(path).stem
    kind = parts[0] if parts else ""
    if len(parts) == 3 and kind == "games" and (stem == "cover" or stem.isdigit()):
        art = view.game(parts[1])
        return cover_svg(art) if stem == "cover" else gallery_svg(art, int(stem))
    if len(parts) == 2 and kind == "teams":
        names = _texts(view.teams.get(stem, {}), "names", stem)
        return logo_svg(stem, _name(names, "en", stem))
    if len(parts) == 2 and kind == "categories":
        category = view.categories.get(stem, {})
        parent = category.get("parent")
        names = _texts(category, "names", stem)
        return icon_svg(stem, _name(names, "en", stem), str(parent) if parent else None)
    if len(parts) == 2 and kind == "banners":
        code, _, lang = stem.partition(".")  # "winter-sale.en": the English picture
        banner = view.banners.get(code, {})
        game = banner.get("game")
        shown = view.game(str(game)) if game else None
        return banner_svg(code, _texts(banner, "titles", code), shown, lang or "zh-Hans")
    return placeholder_svg(path)


def demo_images(catalogue: dict[str, Any]) -> list[tuple[str, bytes]]:
    """Every SVG the catalogue's ``/uploads/demo/...`` paths point to, as (storage key, bytes):
    ``/uploads/demo/a/b.svg`` is the key ``demo/a/b.svg``."""
    view = CatalogueView(catalogue)
    images = []
    for path in sorted(set(_demo_paths(catalogue))):
        relative = PurePosixPath(path[len("/uploads/") :])
        if any(part in ("", ".", "..") for part in relative.parts) or "\\" in path:
            raise ValueError(f"unsafe demo image path: {path!r}")
        images.append((relative.as_posix(), render(path, view).encode("utf-8")))
    return images
