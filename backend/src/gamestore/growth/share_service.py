"""Sharing a page (spec §2, §3 Share info): the links and tracking strings, the short codes behind
posters (and the pages they open), the posters themselves, and shares counted for tasks."""

from __future__ import annotations

import base64
import logging
import secrets
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlencode, urlsplit

import anyio.to_thread
from cachetools import LRUCache
from sqlalchemy import Row, bindparam, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import catalogue_service
from gamestore.catalogue.catalogue_service import KeyPrices
from gamestore.content import article_service
from gamestore.content.schemas import ArticleType
from gamestore.core import clock
from gamestore.core.config import Settings
from gamestore.core.db import dialect_insert, writing
from gamestore.core.errors import TOO_MANY_REQUESTS, AppError
from gamestore.core.i18n import Lang, register_messages, translate
from gamestore.core.money import format_cny
from gamestore.core.pagination import AnySelect
from gamestore.core.ratelimit import RateLimiter
from gamestore.core.storage import UPLOADS_PATH, Storage
from gamestore.events import dispatcher
from gamestore.events.activity import Shared
from gamestore.growth import errors
from gamestore.growth.poster import PosterContent, render_poster
from gamestore.growth.share import Share, ShareMethod, SharePage, SharePlatform
from gamestore.growth.share_schemas import (
    ShareInfoReq,
    ShareInfoResp,
    ShareResolveReq,
    ShareResolveResp,
    ShareTargetReq,
)
from gamestore.identity import member_service
from gamestore.identity.social import mini_program
from gamestore.identity.social.wechat_api import WechatApi
from gamestore.models.growth import MemberShareCode
from gamestore.trade import gift_service

logger = logging.getLogger(__name__)

POSTER_PATH = "/app-api/member/share/poster"

register_messages(
    {
        "member.share_home_title": {
            "en": "{store}: game keys for Steam",
            "zh-Hans": "{store}：Steam 游戏激活码",
            "zh-Hant": "{store}：Steam 遊戲啟動碼",
            "ja": "{store}：Steam ゲームキー",
        },
        "member.share_home_desc": {
            "en": "Deals, events and rewards for PC gamers",
            "zh-Hans": "PC 玩家的优惠、活动与奖励",
            "zh-Hant": "PC 玩家的優惠、活動與獎勵",
            "ja": "PC ゲーマーのためのセール・イベント・特典",
        },
        "member.share_game_desc": {
            "en": "Get its Steam key at {store}",
            "zh-Hans": "在 {store} 获取 Steam 激活码",
            "zh-Hant": "在 {store} 獲取 Steam 啟動碼",
            "ja": "{store} で Steam キーを入手",
        },
        "member.share_poster_sharer": {
            "en": "Shared by {name}",
            "zh-Hans": "{name} 分享给你",
            "zh-Hant": "{name} 分享給你",
            "ja": "{name} さんがシェア",
        },
        "member.share_gift_title": {
            "en": "{name} sent you a gift: {game}",
            "zh-Hans": "{name} 送你一份礼物：{game}",
            "zh-Hant": "{name} 送你一份禮物：{game}",
            "ja": "{name} さんからのギフト：{game}",
        },
        "member.share_gift_games": {
            "en": "{game} and {more} more",
            "zh-Hans": "{game} 等 {count} 款游戏",
            "zh-Hant": "{game} 等 {count} 款遊戲",
            "ja": "{game} ほか {more} 本",
        },
        "member.share_gift_desc": {
            "en": "Open to claim its Steam key",
            "zh-Hans": "点开领取 Steam 激活码",
            "zh-Hant": "點開領取 Steam 啟動碼",
            "ja": "開いて Steam キーを受け取る",
        },
        "member.share_poster_caption": {
            "en": "Long-press or scan the code to open",
            "zh-Hans": "长按或扫码查看",
            "zh-Hant": "長按或掃碼查看",
            "ja": "長押しまたはスキャンで開く",
        },
    }
)
_MAX_COVER_BYTES = 8 * 1024 * 1024


@dataclass(frozen=True, slots=True)
class _Target:
    title: str
    desc: str
    image: str
    highlight: str | None  # the game's price: what one key of the shared version costs the sharer
    route: str
    query: dict[str, str]


_ROUTES = {
    SharePage.HOME: "/pages/index/index",
    SharePage.GAME: "/pages/goods/gameDetail",
    SharePage.ACTIVITY: "/pages/goods/detail",
    SharePage.NEWS: "/pages/goods/detail",
    SharePage.GIFT: "/pages/gift/claim",
}
_ARTICLE_TYPES = {SharePage.ACTIVITY: ArticleType.ACTIVITY, SharePage.NEWS: ArticleType.NEWS}


@dataclass(frozen=True, slots=True)
class Sharing:
    """What every share needs besides the page: the store's prices, its name and address."""

    prices: KeyPrices
    store_name: str
    origin: str


async def _target(
    session: AsyncSession,
    sharing: Sharing,
    page: SharePage,
    query_id: int,
    lang: Lang,
    sku_id: int | None = None,
    sharer_id: int = 0,
) -> _Target:
    """What the shared page shows; a game taken offline or an article not served cannot be shared.
    A game's shows the price its page opens at for the sharer: the shared version's (``sku_id``,
    then in the link) or else the one its card shows, the running event and the sharer's level
    included (the card they shared from)."""
    route = _ROUTES[page]
    if page == SharePage.HOME:
        return _Target(
            translate("member.share_home_title", lang, store=sharing.store_name),
            translate("member.share_home_desc", lang),
            "",
            None,
            route,
            {},
        )
    if page == SharePage.GAME:
        game = (await catalogue_service.game_briefs(session, [query_id], lang)).get(query_id)
        if game is None or not game.on_sale:
            raise AppError(errors.SHARE_TARGET_NOT_FOUND)
        key = await sharing.prices(session, query_id, sku_id, sharer_id or None)
        price = key.price if key is not None else game.lowest_price
        shared_version = {"skuId": str(sku_id)} if sku_id is not None and key and key.sku_id == sku_id else {}
        return _Target(
            game.name,
            translate("member.share_game_desc", lang, store=sharing.store_name),
            game.pic_url,
            format_cny(price, lang),
            route,
            {"id": str(query_id), **shared_version},
        )
    if page == SharePage.GIFT:
        return await _gift_target(session, query_id, sharer_id, lang)
    try:
        article = await article_service.brief(session, query_id, lang)
    except AppError as refused:
        raise AppError(errors.SHARE_TARGET_NOT_FOUND) from refused
    if article.type != _ARTICLE_TYPES[page]:
        raise AppError(errors.SHARE_TARGET_NOT_FOUND)
    query = {"id": str(query_id)} | ({"type": "news"} if page == SharePage.NEWS else {})
    return _Target(article.title, article.summary, article.cover, None, route, query)


async def _gift_target(session: AsyncSession, order_id: int, sharer_id: int, lang: Lang) -> _Target:
    """A gift, shared by its giver only: its link carries the claim code."""
    try:
        gift = await gift_service.shared(session, order_id, sharer_id, lang)
    except AppError as refused:
        raise AppError(errors.SHARE_TARGET_NOT_FOUND) from refused
    first = gift.items[0] if gift.items else None
    games = {item.spuId for item in gift.items}
    game = first.spuName if first is not None else ""
    if len(games) > 1:
        game = translate("member.share_gift_games", lang, game=game, count=len(games), more=len(games) - 1)
    return _Target(
        translate("member.share_gift_title", lang, name=gift.giver_nickname, game=game),
        gift.message or translate("member.share_gift_desc", lang),
        first.picUrl if first is not None else "",
        None,
        _ROUTES[SharePage.GIFT],
        {"code": gift.code},
    )


def _path(target: _Target, share: Share) -> str:
    return f"{target.route}?{urlencode({**target.query, 'spm': str(share)})}"


def _link(sharing: Sharing, path: str) -> str:
    """The app's address of a route (hash routing, spec §2)."""
    return f"{sharing.origin}/#{path}"


_CODE_OF = select(MemberShareCode.code).where(
    MemberShareCode.sharer_id == bindparam("sharer_id"),
    MemberShareCode.page == bindparam("page"),
    MemberShareCode.query_id == bindparam("query_id"),
    MemberShareCode.platform == bindparam("platform"),
)


async def _share_code(session: AsyncSession, sharer_id: int, req: ShareTargetReq) -> str:
    """The short code of this sharer's share of this page on this platform (made the first time, in a
    unit of work of its own when ``session`` only reads)."""
    target = {"sharer_id": sharer_id, "page": req.page, "query_id": req.id, "platform": req.platform}
    found = await session.scalar(_CODE_OF, target)
    if found is not None:
        return str(found)
    async with writing(session) as own:
        while True:  # a new random code is taken unless it is someone else's already (2^-48 odds)
            await own.execute(
                dialect_insert(own, MemberShareCode)
                .values(code=secrets.token_urlsafe(6), created_at=clock.now(), **target)
                .on_conflict_do_nothing()
            )
            made = await own.scalar(_CODE_OF, target)
            if made is not None:
                return str(made)


async def info(
    session: AsyncSession,
    sharing: Sharing,
    sharer_id: int,
    req: ShareInfoReq,
    lang: Lang,
) -> ShareInfoResp:
    """The share of a page by a member (sharer id 0 for a visitor: the link then refers nobody)."""
    target = await _target(session, sharing, req.page, req.id, lang, req.skuId, sharer_id)
    share = Share(sharer_id, req.page, req.id, req.platform, req.method)
    code = await _share_code(session, sharer_id, req)
    path = _path(target, share)
    shared_version = {"skuId": target.query["skuId"]} if "skuId" in target.query else {}
    poster_query = {"code": code, **shared_version, "language": lang}
    return ShareInfoResp(
        title=target.title,
        desc=target.desc,
        image=target.image,
        path=path,
        link=_link(sharing, path),
        query=str(share),
        poster=f"{sharing.origin}{POSTER_PATH}?{urlencode(poster_query)}",
        code=code,
        price=target.highlight or "",
    )


async def log(session: AsyncSession, member_id: int, req: ShareInfoReq) -> None:
    """A share the member made: counts once per page a period towards tasks about sharing."""
    await dispatcher.publish(session, Shared(member_id, int(req.page), req.id))


_SHARE_OF_CODE = select(
    MemberShareCode.sharer_id,
    MemberShareCode.page,
    MemberShareCode.query_id,
    MemberShareCode.platform,
).where(MemberShareCode.code == bindparam("code"))


# A poster names its sharer: their nickname comes with the share (one statement).
_POSTER_OF_CODE = member_service.with_profile(_SHARE_OF_CODE, MemberShareCode.sharer_id)


async def _share_of_code(session: AsyncSession, code: str, query: AnySelect = _SHARE_OF_CODE) -> Row[Any]:
    row = (await session.execute(query, {"code": code})).first()
    if row is None:
        raise AppError(errors.SHARE_CODE_NOT_FOUND)
    return row


async def resolve(
    session: AsyncSession, sharing: Sharing, req: ShareResolveReq, lang: Lang
) -> ShareResolveResp:
    """The page a share code opens, with its tracking string (a mini-program code's scene is the
    code). A share whose page is no longer served is as unknown as a code never made."""
    row = await _share_of_code(session, req.code)
    page = SharePage(row.page)
    try:
        target = await _target(session, sharing, page, row.query_id, lang, sharer_id=row.sharer_id)
    except AppError as refused:
        if refused.error != errors.SHARE_TARGET_NOT_FOUND:
            raise
        raise AppError(errors.SHARE_CODE_NOT_FOUND) from refused
    share = Share(row.sharer_id, page, row.query_id, SharePlatform(row.platform), req.method)
    return ShareResolveResp(path=_path(target, share), spm=str(share))


@dataclass(frozen=True, slots=True)
class MiniProgramCodes:
    """What a poster of a mini-program share needs for the mini program's code in place of the QR
    code of the link: WeChat's code of the web-view page (the reminder page) with the share code as
    its scene, made by mini_program.wxa_code (its page check, cache and per-address limit)."""

    api: WechatApi
    settings: Settings
    limiter: RateLimiter
    client_ip: str

    def key(self, platform: SharePlatform) -> tuple[str, ...] | None:
        """What names the mini program's code in the poster cache; None when the poster shows the
        QR code of the link (not a mini-program share, or the store has no mini program)."""
        app = self.api.app(mini_program.MINI_PROGRAM)
        if platform != SharePlatform.WECHAT_MINI_PROGRAM or app is None:
            return None
        page = self.settings.wechat_mini_program_reminder_page
        return (app.appid, page, self.settings.wechat_mini_program_env_version)

    async def image(self, scene: str) -> bytes | None:
        """The mini program's code opening its web-view page with ``scene``; None when WeChat made
        none (the poster then shows the QR code of the link)."""
        body = mini_program.WxaQrcodeReq(scene=scene, path=self.settings.wechat_mini_program_reminder_page)
        try:
            encoded = await mini_program.wxa_code(self.api, self.settings, self.limiter, self.client_ip, body)
        except AppError as refused:
            logger.warning("a mini-program poster shows the QR code of its link: %s", refused.error.key)
            return None
        return base64.b64decode(encoded)


_posters: LRUCache[tuple[object, ...], bytes] = LRUCache(maxsize=128)


async def poster(
    session: AsyncSession,
    sharing: Sharing,
    storage: Storage,
    code: str,
    lang: Lang,
    may_draw: Callable[[], Awaitable[bool]],
    mini_codes: MiniProgramCodes,
    sku_id: int | None = None,
) -> bytes:
    """The poster (PNG) behind a share code: the page's picture, title and price, the sharer's name and
    a QR code of the link (share method poster), or for a mini-program share the mini program's code
    when the store has one. Kept while what it shows is unchanged; drawing a new one (tenths of a
    second) needs ``may_draw`` (the caller's rate limit). ``sku_id``: the version shared (its price,
    and the link opens on it)."""
    row = await _share_of_code(session, code, _POSTER_OF_CODE)
    page = SharePage(row.page)
    target = await _target(session, sharing, page, row.query_id, lang, sku_id, row.sharer_id)
    sharer: str | None = row.nickname  # none for a visitor's share
    platform = SharePlatform(row.platform)
    share = Share(row.sharer_id, page, row.query_id, platform, ShareMethod.POSTER)
    link = _link(sharing, _path(target, share))
    mini_code = mini_codes.key(platform)
    key = (link, mini_code, lang, target.title, target.highlight, target.image, sharer)
    cached = _posters.get(key)
    if cached is not None:
        return cached
    if not await may_draw():
        raise AppError(TOO_MANY_REQUESTS)
    code_image = await mini_codes.image(code) if mini_code is not None else None
    content = PosterContent(
        title=target.title,
        highlight=target.highlight,
        sharer=translate("member.share_poster_sharer", lang, name=sharer) if sharer else None,
        caption=translate("member.share_poster_caption", lang),
        link=link,
        cover=await _cover(storage, target.image),
        code_image=code_image,
    )
    png = await anyio.to_thread.run_sync(render_poster, content)
    if mini_code is None or code_image is not None:  # one showing the link instead is drawn again
        _posters[key] = png
    return png


async def _cover(storage: Storage, image: str) -> bytes | None:
    """The picture's bytes when it is one of this store's uploads (remote pictures are not fetched)."""
    path = urlsplit(image).path if image else ""
    prefix = f"{UPLOADS_PATH}/"
    if not path.startswith(prefix) or ".." in path:
        return None
    content = await storage.read(path.removeprefix(prefix))
    return content if content is not None and len(content) <= _MAX_COVER_BYTES else None
