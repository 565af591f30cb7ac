"""Pictures and 3D models for the demo items and collectibles, made in code like the catalogue's
artwork (images.py): an SVG for every ``/uploads/demo/...`` picture the item file names, drawn from
its row, and small binary glTF 2.0 models (.glb) for the collectibles' ``modelUrl``. One model,
``broken.glb``, is not a model at all, so the app's "cannot show this model" state can be seen.
Deterministic: the same item file always gives the same bytes."""

from __future__ import annotations

import json
import math
import struct
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import PurePosixPath
from typing import Any
from xml.sax.saxutils import escape

from demo_assets.images import DEMO_PREFIX, FONT, Canvas, fit_text
from gamestore.core.storage import safe_key
from gamestore.engagement.items import DiscountType, ItemType, Rarity

SVG_TYPE = "image/svg+xml"
GLB_TYPE = "model/gltf-binary"

# --- 3D models ------------------------------------------------------------------------------------

Vector = tuple[float, float, float]
Triangle = tuple[Vector, Vector, Vector]

GLB_MAGIC = b"glTF"
GLB_VERSION = 2
GLB_HEADER = struct.Struct("<4sII")  # magic, version, total length
CHUNK_HEADER = struct.Struct("<II")  # length, type
JSON_CHUNK = 0x4E4F534A  # "JSON"
BIN_CHUNK = 0x004E4942  # "BIN\0"
FLOAT = 5126
UNSIGNED_SHORT = 5123
ARRAY_BUFFER = 34962
ELEMENT_ARRAY_BUFFER = 34963


@dataclass(frozen=True)
class Model:
    name: str
    triangles: list[Triangle]
    colour: tuple[float, float, float, float]  # linear RGBA
    metallic: float
    roughness: float


def _minus(a: Vector, b: Vector) -> Vector:
    return (a[0] - b[0], a[1] - b[1], a[2] - b[2])


def _cross(a: Vector, b: Vector) -> Vector:
    return (a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0])


def _dot(a: Vector, b: Vector) -> float:
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2]


def _unit_normal(triangle: Triangle) -> Vector:
    a, b, c = triangle
    n = _cross(_minus(b, a), _minus(c, a))
    length = math.sqrt(_dot(n, n))
    return (n[0] / length, n[1] / length, n[2] / length)


def _outward(triangle: Triangle) -> Triangle:
    """The triangle wound counter-clockwise seen from outside (glTF's front face), for a convex
    shape around the origin."""
    a, b, c = triangle
    centre = ((a[0] + b[0] + c[0]) / 3, (a[1] + b[1] + c[1]) / 3, (a[2] + b[2] + c[2]) / 3)
    return triangle if _dot(_unit_normal(triangle), centre) > 0 else (a, c, b)


def _cube_face(axis: int, side: float, half: float) -> list[Triangle]:
    corners: list[Vector] = []
    for u, v in ((-half, -half), (half, -half), (half, half), (-half, half)):
        point = [u, v]
        point.insert(axis, side * half)
        corners.append((point[0], point[1], point[2]))
    return [(corners[0], corners[1], corners[2]), (corners[0], corners[2], corners[3])]


def cube(half: float) -> list[Triangle]:
    faces = [_cube_face(axis, side, half) for axis in range(3) for side in (-1.0, 1.0)]
    return [_outward(triangle) for face in faces for triangle in face]


def gem(radius: float, crown: float, point: float, sides: int = 6) -> list[Triangle]:
    """A bipyramid: a ring of ``sides`` corners, a tip ``crown`` above it and one ``point`` below."""
    ring = [
        (radius * math.cos(2 * math.pi * k / sides), 0.0, radius * math.sin(2 * math.pi * k / sides))
        for k in range(sides)
    ]
    top, bottom = (0.0, crown, 0.0), (0.0, -point, 0.0)
    edges = [(ring[k], ring[(k + 1) % sides]) for k in range(sides)]
    triangles = [(tip, a, b) for a, b in edges for tip in (top, bottom)]
    return [_outward(triangle) for triangle in triangles]


def _float32(values: Sequence[float]) -> bytes:
    return struct.pack(f"<{len(values)}f", *values)


def _bounds(packed_positions: bytes) -> tuple[list[float], list[float]]:
    """min and max per axis of the positions as stored (float32), as glTF requires them."""
    values = struct.unpack(f"<{len(packed_positions) // 4}f", packed_positions)
    axes = [values[axis::3] for axis in range(3)]
    return [min(axis) for axis in axes], [max(axis) for axis in axes]


def _vertex_data(triangles: list[Triangle]) -> tuple[bytes, bytes, bytes]:
    """Flat shaded: every triangle has its own three vertices, with the face's normal."""
    positions = [coordinate for triangle in triangles for vertex in triangle for coordinate in vertex]
    face_normals = [_unit_normal(triangle) for triangle in triangles]
    normals = [coordinate for normal in face_normals for _ in range(3) for coordinate in normal]
    count = 3 * len(triangles)
    return _float32(positions), _float32(normals), struct.pack(f"<{count}H", *range(count))


def _buffer_views(views: Sequence[bytes]) -> list[dict[str, int]]:
    offsets = [sum(len(view) for view in views[:n]) for n in range(len(views))]
    targets = (ARRAY_BUFFER, ARRAY_BUFFER, ELEMENT_ARRAY_BUFFER)
    return [
        {"buffer": 0, "byteOffset": offset, "byteLength": len(view), "target": target}
        for view, offset, target in zip(views, offsets, targets, strict=True)
    ]


def _accessors(packed_positions: bytes, vertex_count: int) -> list[dict[str, Any]]:
    low, high = _bounds(packed_positions)
    vec3 = {"componentType": FLOAT, "count": vertex_count, "type": "VEC3"}
    return [
        {"bufferView": 0, **vec3, "min": low, "max": high},
        {"bufferView": 1, **vec3},
        {"bufferView": 2, "componentType": UNSIGNED_SHORT, "count": vertex_count, "type": "SCALAR"},
    ]


def _gltf_document(model: Model, views: Sequence[bytes], vertex_count: int) -> dict[str, Any]:
    """``views``: the positions, the normals and the indices, in the buffer in that order."""
    material = {
        "baseColorFactor": list(model.colour),
        "metallicFactor": model.metallic,
        "roughnessFactor": model.roughness,
    }
    primitive = {"attributes": {"POSITION": 0, "NORMAL": 1}, "indices": 2, "material": 0, "mode": 4}
    return {
        "asset": {"version": "2.0", "generator": "gamestore demo data"},
        "scene": 0,
        "scenes": [{"nodes": [0]}],
        "nodes": [{"mesh": 0, "name": model.name}],
        "meshes": [{"name": model.name, "primitives": [primitive]}],
        "materials": [{"name": model.name, "pbrMetallicRoughness": material}],
        "buffers": [{"byteLength": sum(len(view) for view in views)}],
        "bufferViews": _buffer_views(views),
        "accessors": _accessors(views[0], vertex_count),
    }


def _chunk(kind: int, content: bytes, padding: bytes) -> bytes:
    padded = content + padding * (-len(content) % 4)
    return CHUNK_HEADER.pack(len(padded), kind) + padded


def pack_glb(document: dict[str, Any], binary: bytes) -> bytes:
    """A GLB file: the header, the JSON chunk padded with spaces, the binary chunk with zeros."""
    text = json.dumps(document, separators=(",", ":")).encode("utf-8")
    chunks = _chunk(JSON_CHUNK, text, b" ") + _chunk(BIN_CHUNK, binary, b"\0")
    return GLB_HEADER.pack(GLB_MAGIC, GLB_VERSION, GLB_HEADER.size + len(chunks)) + chunks


def glb(model: Model) -> bytes:
    """One mesh (positions, normals, indices), one material, one node, one scene.

    The positions and normals are float32, so every view stays 4-byte aligned ahead of the indices."""
    views = _vertex_data(model.triangles)
    document = _gltf_document(model, views, 3 * len(model.triangles))
    return pack_glb(document, b"".join(views))


def broken_glb() -> bytes:
    """Starts like a model (the magic, version 2) and then is garbage: the length it declares is
    wrong and there is no JSON chunk."""
    return GLB_HEADER.pack(GLB_MAGIC, GLB_VERSION, 4096) + b"\xde\xad\xbe\xef" * 4 + b"not a 3D model"


MODELS = {
    "quantum-box.glb": Model("Quantum box", cube(0.5), (1.0, 0.71, 0.16, 1.0), 1.0, 0.3),
    "crown-gem.glb": Model("Crown gem", gem(0.5, 0.375, 0.75), (0.55, 0.25, 0.95, 1.0), 0.2, 0.35),
}


def model_file(name: str) -> bytes:
    """The demo model stored as ``name``: one of ``MODELS``, or ``broken.glb``."""
    if name == "broken.glb":
        return broken_glb()
    if name not in MODELS:
        raise ValueError(f"no demo model is called {name!r}")
    return glb(MODELS[name])


# --- pictures -------------------------------------------------------------------------------------

PICTURE = 256
RARITY_COLOURS = {
    Rarity.COMMON: "#8a94a6",
    Rarity.RARE: "#3b82f6",
    Rarity.EPIC: "#a855f7",
    Rarity.LEGENDARY: "#f59e0b",
}


def _frame(c: Canvas, colour: str) -> None:
    fill = c.linear([(0, colour, 1), (1, "#111827", 1)])
    c.add(f'<rect width="{PICTURE}" height="{PICTURE}" rx="40" fill="{fill}"/>')
    c.add(
        '<rect x="8" y="8" width="240" height="240" rx="34" fill="none" stroke="#fff" '
        'stroke-opacity=".35" stroke-width="4"/>'
    )


def _label(c: Canvas, text: str) -> None:
    """The row's English name, centred at the bottom in up to two lines."""
    lines, size = fit_text(text, 220, (24, 21, 18, 16), 2)
    top = 212 - (len(lines) - 1) * size * 1.15
    texts = "".join(
        f'<text x="128" y="{top + n * size * 1.15:.0f}" font-size="{size}">{escape(line)}</text>'
        for n, line in enumerate(lines)
    )
    c.add(f'<g font-family="{FONT}" font-weight="700" fill="#fff" text-anchor="middle">{texts}</g>')


def _voucher_mark(row: dict[str, Any]) -> str:
    if row.get("discountType") == DiscountType.PERCENT:
        return f"{row.get('discountValue')}%"
    return f"¥{int(row.get('discountValue') or 0) / 100:g}"


def _voucher(c: Canvas, colour: str, row: dict[str, Any]) -> None:
    """A ticket with its discount on it."""
    c.add('<rect x="40" y="40" width="176" height="100" rx="16" fill="#fff"/>')
    c.add(f'<path d="M168 50V130" stroke="{colour}" stroke-width="4" stroke-dasharray="8 7"/>')
    c.add(
        f'<text x="104" y="104" font-family="{FONT}" font-weight="900" font-size="40" fill="{colour}" '
        f'text-anchor="middle">{escape(_voucher_mark(row))}</text>'
    )


def _key(c: Canvas) -> None:
    c.add(
        '<g fill="#fff"><circle cx="84" cy="88" r="32" fill="none" stroke="#fff" stroke-width="16"/>'
        '<rect x="112" y="80" width="96" height="16" rx="6"/>'
        '<rect x="176" y="92" width="14" height="28" rx="4"/>'
        '<rect x="150" y="92" width="12" height="20" rx="4"/></g>'
    )


def _gem(c: Canvas, colour: str) -> None:
    c.add(
        '<polygon points="128,28 182,72 128,148 74,72" fill="#fff"/>'
        f'<polygon points="128,28 150,72 128,148 106,72" fill="{colour}" opacity=".55"/>'
        f'<path d="M74 72H182" stroke="{colour}" stroke-width="4"/>'
    )


def picture_svg(row: dict[str, Any]) -> str:
    """256x256: the rarity's colour, a mark for what it is (a ticket for a voucher, a key for a
    bonus code, a gem for a collectible) and the English name."""
    c = Canvas(PICTURE, PICTURE)
    colour = RARITY_COLOURS.get(row.get("rarity", Rarity.COMMON), RARITY_COLOURS[Rarity.COMMON])
    _frame(c, colour)
    if "editionSize" in row:
        _gem(c, colour)
    elif row.get("type") == ItemType.VOUCHER:
        _voucher(c, colour, row)
    else:
        _key(c)
    _label(c, str(row.get("names", {}).get("en", row.get("code", ""))))
    return c.svg()


# --- which file goes where ------------------------------------------------------------------------


def _storage_key(path: str) -> str:
    """``/uploads/demo/a/b.svg`` is stored as ``demo/a/b.svg``."""
    key = safe_key(path.split("?", 1)[0].removeprefix("/uploads/"))
    if key is None or not path.startswith(DEMO_PREFIX):
        raise ValueError(f"unsafe demo path: {path!r}")
    return key


def _rows(item_file: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for section in ("items", "collectibles"):
        yield from (row for row in item_file.get(section, []) if isinstance(row, dict))


def demo_item_files(item_file: dict[str, Any]) -> list[tuple[str, bytes, str]]:
    """Every demo picture and model the item file points to, as (storage key, bytes, content type)."""
    files: dict[str, tuple[bytes, str]] = {}
    for row in _rows(item_file):
        picture, model = row.get("picUrl"), row.get("modelUrl")
        if isinstance(picture, str) and picture.startswith(DEMO_PREFIX):
            files[_storage_key(picture)] = (picture_svg(row).encode("utf-8"), SVG_TYPE)
        if isinstance(model, str) and model.startswith(DEMO_PREFIX):
            key = _storage_key(model)
            files[key] = (model_file(PurePosixPath(key).name), GLB_TYPE)
    return [(key, content, content_type) for key, (content, content_type) in sorted(files.items())]
