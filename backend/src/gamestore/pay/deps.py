"""The configured payment gateway channels, for routers."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from gamestore.pay.channels.base import PayChannel


async def _channels(request: Request) -> dict[str, PayChannel]:
    channels: dict[str, PayChannel] = request.app.state.pay_channels
    return channels


PayChannels = Annotated[dict[str, PayChannel], Depends(_channels)]
