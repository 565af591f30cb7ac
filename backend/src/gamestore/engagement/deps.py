"""Engagement's dependencies: the cipher of item codes."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from gamestore.core.crypto import KeyCipher


async def _cipher(request: Request) -> KeyCipher:
    return KeyCipher.from_settings(request.app.state.settings)


Cipher = Annotated[KeyCipher, Depends(_cipher)]
