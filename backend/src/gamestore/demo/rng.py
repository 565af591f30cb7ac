"""A deterministic stream of numbers from a seed string: the demo's bonus codes (and its artwork,
drawn by ``backend/demo_assets``) are the same on every run."""

from __future__ import annotations

import hashlib
from collections.abc import Sequence


class Rng:
    """A deterministic stream of numbers from a seed string (stable across Python versions)."""

    def __init__(self, seed: str) -> None:
        self._seed = seed.encode()
        self._counter = 0

    def random(self) -> float:
        self._counter += 1
        digest = hashlib.sha256(self._seed + b":" + str(self._counter).encode()).digest()
        return int.from_bytes(digest[:6], "big") / float(1 << 48)

    def uniform(self, low: float, high: float) -> float:
        return low + (high - low) * self.random()

    def integer(self, low: int, high: int) -> int:
        """An integer in [low, high]."""
        return min(high, low + int(self.random() * (high - low + 1)))

    def choice(self, items: Sequence[str]) -> str:
        return items[self.integer(0, len(items) - 1)]
