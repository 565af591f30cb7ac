"""Dependencies of the social endpoints."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from gamestore.identity.social.wechat_api import WechatApi


async def _wechat_api(request: Request) -> WechatApi:
    api: WechatApi = request.app.state.wechat_api
    return api


Wechat = Annotated[WechatApi, Depends(_wechat_api)]
