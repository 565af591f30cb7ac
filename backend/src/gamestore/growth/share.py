"""Share tracking strings (spec §2): five dot-separated parts
``sharerId.pageCode.queryId.platformCode.methodCode`` (web/src/lib/share.ts is the client's twin)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import IntEnum


class SharePage(IntEnum):
    HOME = 1
    GAME = 2
    ACTIVITY = 3
    NEWS = 4
    GIFT = 5  # query id: the gift's order; only its giver shares it


class SharePlatform(IntEnum):
    H5 = 1
    WECHAT_OFFICIAL_ACCOUNT = 2
    WECHAT_MINI_PROGRAM = 3
    APP = 4


class ShareMethod(IntEnum):
    FORWARD = 1
    POSTER = 2
    LINK = 3


_PART = re.compile(r"0|[1-9][0-9]{0,17}")  # canonical, below 2**63


@dataclass(frozen=True, slots=True)
class Share:
    sharer_id: int  # 0: shared by a visitor
    page: SharePage
    query_id: int  # the game, activity, article or gift's order; 0 for home
    platform: SharePlatform
    method: ShareMethod

    def __str__(self) -> str:
        return ".".join(
            str(part) for part in (self.sharer_id, self.page, self.query_id, self.platform, self.method)
        )


def parse(spm: str) -> Share | None:
    """The share ``spm`` names, or None when it is not exactly a valid tracking string."""
    parts = spm.split(".")
    if len(parts) != 5 or not all(_PART.fullmatch(part) for part in parts):
        return None
    sharer_id, page, query_id, platform, method = (int(part) for part in parts)
    try:
        share = Share(sharer_id, SharePage(page), query_id, SharePlatform(platform), ShareMethod(method))
    except ValueError:
        return None
    if share.page != SharePage.HOME and share.query_id == 0:
        return None
    return share
