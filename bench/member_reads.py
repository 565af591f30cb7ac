"""The member section of `make bench`: a logged-in shopper's checkout and order reads.

Everything is set up through the store's own API, as the app does it: an SMS login (the bench server
runs with SMS_FIXED_CODE), two versions of one game put in the cart, and one order created, a Steam
account bound through Steam's sign-in (a stand-in on loopback) and its library read. Then
`member_reads` lists the requests to measure, each sent with the member's bearer token.
"""

from __future__ import annotations

import json
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

SMS_CODE = "246810"  # the bench server's SMS_FIXED_CODE
MOBILE = "13900000001"
FRIEND_MOBILE = "13900000002"  # registers from the member's shared link
LOGIN_SCENE = 1

# The member's Steam account (on the bench's Steam stand-in): STEAM_OWNED apps, of which the first
# versions of STEAM_SOLD demo games are sold here (given those app ids by `steam_import_file`).
STEAM_ID = "76561198000000042"
STEAM_PERSONA = "Bench"
STEAM_SOLD, STEAM_OWNED, STEAM_WISHED = 20, 500, 40
DEMO_CATALOGUE = Path(__file__).resolve().parent.parent / "backend/src/gamestore/demo/catalogue.json"


class MemberSetupError(RuntimeError):
    """The member's state could not be set up through the API."""


# Server CPU per request a logged-in member's read may cost (issue "Speed"): the member's own reads,
# the settlement (prices every line), and the catalogue pages with the member's level prices.
MEMBER_READ_CPU_MS, SETTLEMENT_CPU_MS, MEMBER_CATALOGUE_CPU_MS = 1.5, 2.5, 3.0


@dataclass(frozen=True)
class MemberRead:
    name: str
    method: str
    path: str
    body: dict[str, Any] | None = None
    group: str = "member"
    max_cpu_ms: float = MEMBER_READ_CPU_MS
    content_type: str = "application/json"  # what a good answer is (a poster is a PNG)


@dataclass(frozen=True)
class Member:
    token: str
    reads: list[MemberRead]

    @property
    def headers(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token}"}


def fetch_image(base_url: str, path: str, headers: dict[str, str], content_type: str) -> None:
    """GET ``path`` and raise unless it answers a ``content_type`` body (an image, not an error)."""
    request = urllib.request.Request(base_url + path, headers=headers)  # noqa: S310 - loopback only
    try:
        with urllib.request.urlopen(request, timeout=10.0) as response:  # noqa: S310 - loopback only
            got, size = response.headers.get_content_type(), len(response.read())
    except OSError as exc:
        raise MemberSetupError(f"GET {path} failed: {exc}") from exc
    if got != content_type or size == 0:
        raise MemberSetupError(f"GET {path} answered {got} ({size} bytes), not {content_type}")


def call(
    base_url: str,
    method: str,
    path: str,
    headers: dict[str, str],
    body: dict[str, Any] | None = None,
    timeout: float = 10.0,
) -> Any:
    """Send one request and answer its `data`, or raise unless the store answered code 0."""
    payload = None if body is None else json.dumps(body).encode()
    all_headers = dict(headers)
    if payload is not None:
        all_headers["content-type"] = "application/json"
    request = urllib.request.Request(  # noqa: S310 - loopback only
        base_url + path, data=payload, headers=all_headers, method=method
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 - loopback only
            answer = json.loads(response.read())
    except urllib.error.HTTPError as exc:
        answer = {"status": exc.code, "body": exc.read()[:300].decode(errors="replace")}
    except (OSError, ValueError) as exc:
        raise MemberSetupError(f"{method} {path} failed: {exc}") from exc
    if not isinstance(answer, dict) or answer.get("code") != 0:
        raise MemberSetupError(f"{method} {path} answered {str(answer)[:300]}")
    return answer.get("data")


def log_in(base_url: str, headers: dict[str, str], mobile: str = MOBILE) -> str:
    auth = "/app-api/member/auth"
    call(base_url, "POST", f"{auth}/send-sms-code", headers, {"mobile": mobile, "scene": LOGIN_SCENE})
    tokens = call(base_url, "POST", f"{auth}/sms-login", headers, {"mobile": mobile, "code": SMS_CODE})
    return str(tokens["accessToken"])


def set_up(base_url: str, headers: dict[str, str], spu_id: int, keyword: str, steam_url: str) -> Member:
    """Log in, put two versions of the game in the cart and order them once, bind a Steam account
    (``steam_url``: the Steam stand-in the server uses); the reads to measure."""
    token = log_in(base_url, headers)
    member_headers = {**headers, "Authorization": f"Bearer {token}"}
    detail = call(base_url, "GET", f"/app-api/product/spu/get-detail?id={spu_id}", member_headers)
    sku_ids = [int(sku["id"]) for sku in detail["skus"]][:2]
    if len(sku_ids) < 2:
        raise MemberSetupError(f"game {spu_id} has fewer than two versions: {sku_ids}")
    for sku_id in sku_ids:
        call(base_url, "POST", "/app-api/trade/cart/add", member_headers, {"skuId": sku_id, "count": 1})
    items = [{"skuId": sku_id, "count": 1} for sku_id in sku_ids]
    order_body = {"items": items, "pointStatus": False}
    order = call(base_url, "POST", "/app-api/trade/order/create", member_headers, order_body)
    order_id = int(order["id"])
    pay_order_id = int(order["payOrderId"])
    after_sale_id = _refund_an_order(base_url, member_headers, sku_ids[0])
    _pay_an_order(base_url, member_headers, sku_ids[0])  # kept unrevealed: what it earns is pending
    gift_code = _give_a_gift(base_url, member_headers, sku_ids[1])
    # Today's check-in, so the membership reads below have a record to show.
    call(base_url, "POST", "/app-api/member/sign-in/record/create", member_headers, {})
    collectible_id = _earn_items(base_url, member_headers)
    share = _share_and_refer(base_url, headers, member_headers, spu_id)
    _bind_steam(base_url, member_headers, steam_url)
    settlement = "/app-api/trade/order/settlement"
    reads = [
        MemberRead("member: profile", "GET", "/app-api/member/user/get"),
        MemberRead("member: cart list", "GET", "/app-api/trade/cart/list"),
        MemberRead("member: order settlement", "POST", settlement, order_body, max_cpu_ms=SETTLEMENT_CPU_MS),
        MemberRead("member: order page", "GET", "/app-api/trade/order/page?pageNo=1&pageSize=10"),
        MemberRead("member: order counts", "GET", "/app-api/trade/order/get-count"),
        MemberRead("member: order detail", "GET", f"/app-api/trade/order/get-detail?id={order_id}"),
        MemberRead("member: orders of a game", "GET", f"/app-api/trade/order/list-by-game?spuId={spu_id}"),
        MemberRead("member: key reports", "GET", f"/app-api/trade/order/key-report/list?orderId={order_id}"),
        MemberRead("member: price alert", "GET", f"/app-api/product/price-alert/get?spuId={spu_id}"),
        MemberRead("member: price alerts", "GET", "/app-api/product/price-alert/page?pageNo=1&pageSize=10"),
        MemberRead("member: steam library", "GET", STEAM_LIBRARY),
        MemberRead(
            "member: order track", "GET", f"/app-api/trade/order/get-express-track-list?id={order_id}"
        ),
        MemberRead("member: pay order", "GET", f"/app-api/pay/order/get?id={pay_order_id}"),
        MemberRead("member: refund page", "GET", "/app-api/trade/after-sale/page?pageNo=1&pageSize=10"),
        MemberRead("member: refund", "GET", f"/app-api/trade/after-sale/get?id={after_sale_id}"),
        MemberRead("member: check-in summary", "GET", "/app-api/member/sign-in/record/get-summary"),
        MemberRead("member: check-in month", "GET", "/app-api/member/sign-in/record/page?pageSize=31"),
        MemberRead("member: point records", "POST", "/app-api/member/point/record/page", {"pageSize": 20}),
        MemberRead("member: pending points", "GET", "/app-api/member/point/pending"),
        MemberRead("member: experience records", "GET", "/app-api/member/experience-record/page"),
        MemberRead("member: task page", "GET", "/app-api/member/task/page"),
        MemberRead("member: wallet", "GET", "/app-api/pay/wallet/get"),
        MemberRead("member: items", "GET", "/app-api/member/item/page?pageNo=1&pageSize=20"),
        MemberRead("member: collection", "GET", "/app-api/member/collectible/page?pageNo=1&pageSize=20"),
        MemberRead("member: collectible", "GET", f"/app-api/member/collectible/get?id={collectible_id}"),
        MemberRead("member: share info", "GET", share["info"]),
        MemberRead("member: share poster", "GET", share["poster"], content_type="image/png"),
        MemberRead("member: referral summary", "GET", "/app-api/member/referral/summary"),
        MemberRead("member: referrals", "GET", "/app-api/member/referral/page?pageNo=1&pageSize=20"),
        MemberRead("member: gift link", "GET", f"/app-api/trade/gift/get?code={gift_code}"),
        MemberRead("member: sent gifts", "GET", "/app-api/trade/gift/sent?pageNo=1&pageSize=10"),
        MemberRead("member: explore list", "GET", "/app-api/promotion/article/page?pageNo=1&pageSize=10"),
        MemberRead("member: star deal reminders", "GET", "/app-api/promotion/star-deal-reminder/list"),
        *catalogue_reads(spu_id, keyword),
    ]
    return Member(token=token, reads=reads)


def _pay_an_order(base_url: str, headers: dict[str, str], sku_id: int) -> int:
    """Buy one key of the version, paid by the sandbox channel `mock` (no money moves); answers the
    order's id."""
    order_body = {"items": [{"skuId": sku_id, "count": 1}], "pointStatus": False}
    order = call(base_url, "POST", "/app-api/trade/order/create", headers, order_body)
    paid = call(
        base_url,
        "POST",
        "/app-api/pay/order/submit",
        headers,
        {"id": order["payOrderId"], "channelCode": "mock"},
    )
    if paid["status"] != 0:
        raise MemberSetupError(f"the sandbox payment did not pay the order: {paid}")
    return int(order["id"])


def _give_a_gift(base_url: str, headers: dict[str, str], sku_id: int) -> str:
    """Buy one key of the version as a gift (paid in the sandbox) for a friend to claim; answers its
    claim code (its link's)."""
    body = {"items": [{"skuId": sku_id, "count": 1}], "pointStatus": False, "gift": True, "giftMessage": "GG"}
    order = call(base_url, "POST", "/app-api/trade/order/create", headers, body)
    pay = {"id": order["payOrderId"], "channelCode": "mock"}
    call(base_url, "POST", "/app-api/pay/order/submit", headers, pay)
    detail = call(base_url, "GET", f"/app-api/trade/order/get-detail?id={order['id']}", headers)
    return str(detail["gift"]["code"])


def _refund_an_order(base_url: str, headers: dict[str, str], sku_id: int) -> int:
    """Buy one key of the version (``_pay_an_order``) and refund it as the member would; answers the
    refund's (after-sale's) id."""
    refund = {"orderId": _pay_an_order(base_url, headers, sku_id), "reason": "bench"}
    after_sale = call(base_url, "POST", "/app-api/trade/after-sale/create", headers, refund)
    return int(after_sale["id"])


def _earn_items(base_url: str, headers: dict[str, str]) -> int:
    """Follow a team and claim the demo task that rewards it (a voucher and a collectible), as a
    member would; answers the collectible's id."""
    teams = call(base_url, "GET", "/app-api/product/brand/list", headers)
    follow = f"/app-api/product/brand-collection/create/collect?brandId={teams[0]['id']}"
    call(base_url, "POST", follow, headers)
    tasks = call(base_url, "GET", "/app-api/member/task/page?pageSize=100", headers)["list"]
    task = next((row for row in tasks if row["code"] == "once-follow-team"), None)
    if task is None:
        raise MemberSetupError("the demo task once-follow-team is missing")
    claimed = call(base_url, "POST", "/app-api/member/task/claim", headers, {"id": task["id"]})
    if not any(item["kind"] == "collectible" for item in claimed["items"]):
        raise MemberSetupError(f"claiming once-follow-team gave no collectible: {claimed}")
    collection = call(base_url, "GET", "/app-api/member/collectible/page", headers)
    return int(collection["list"][0]["id"])


def _share_and_refer(
    base_url: str, headers: dict[str, str], member_headers: dict[str, str], spu_id: int
) -> dict[str, str]:
    """Share the game by poster and have a friend register from the link; answers the share info's
    and the poster's paths."""
    info_path = f"/app-api/member/share/info?page=2&id={spu_id}&platform=1&method=2"
    info = call(base_url, "GET", info_path, member_headers)
    auth = "/app-api/member/auth"
    call(base_url, "POST", f"{auth}/send-sms-code", headers, {"mobile": FRIEND_MOBILE, "scene": LOGIN_SCENE})
    friend = {"mobile": FRIEND_MOBILE, "code": SMS_CODE, "spm": info["query"]}
    call(base_url, "POST", f"{auth}/sms-login", headers, friend)
    poster = urllib.parse.urlsplit(info["poster"])
    return {"info": info_path, "poster": f"{poster.path}?{poster.query}"}


STEAM_LIBRARY = "/app-api/game/user/steam-library"


def steam_app_ids() -> tuple[list[int], list[int], list[int]]:
    """The app ids of the versions sold here, of the account's other games, and of its wishlist."""
    sold = [2_000_000 + 1000 * n for n in range(STEAM_SOLD)]
    others = [100 + 10 * n for n in range(STEAM_OWNED - STEAM_SOLD)]
    wished = [3_000_000 + 10 * n for n in range(STEAM_WISHED)]
    return sold, others, wished


def steam_import_file(directory: Path) -> Path:
    """A `gamestore import-games` file giving the first version of every third demo game (STEAM_SOLD
    of them) a Steam app id the member's account owns: the demo games' rows as they are (an import row
    is a whole game), with `steamAppId` added."""
    games = json.loads(DEMO_CATALOGUE.read_text(encoding="utf-8"))["games"][::3][:STEAM_SOLD]
    sold, _, _ = steam_app_ids()
    if len(games) < STEAM_SOLD:
        raise MemberSetupError(f"the demo catalogue has too few games for {STEAM_SOLD} Steam versions")
    for game, app_id in zip(games, sold, strict=True):
        game["skus"][0]["steamAppId"] = app_id
    target = directory / "steam-app-ids.json"
    target.write_text(json.dumps({"games": games}, ensure_ascii=False), encoding="utf-8")
    return target


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *_args: Any, **_kwargs: Any) -> None:
        return None  # the redirect is answered as an HTTPError: its Location is read below


_NOT_FOLLOWING = urllib.request.build_opener(_NoRedirect)


def _redirect(request: urllib.request.Request) -> str:
    """Send ``request`` and answer where it redirects to (302 or 303)."""
    what = f"{request.get_method()} {request.full_url}"
    try:
        with _NOT_FOLLOWING.open(request, timeout=10.0) as response:
            raise MemberSetupError(f"{what} answered {response.status}, not a redirect")
    except urllib.error.HTTPError as exc:
        location = exc.headers.get("Location")
        if exc.code not in (302, 303) or not location:
            body = exc.read()[:300].decode(errors="replace")
            raise MemberSetupError(f"{what} answered {exc.code}: {body}") from exc
        return str(location)
    except OSError as exc:
        raise MemberSetupError(f"{what} failed: {exc}") from exc


def _bind_steam(base_url: str, headers: dict[str, str], steam_url: str) -> None:
    """Give the stand-in the member's Steam account and its library, bind it as the app does (the
    sign-in address from the server, Steam's sign-in page, its answer through the server's callback,
    which checks it with Steam, then steam-bind), and have the library read once."""
    sold, others, wished = steam_app_ids()
    account = {"steamid": STEAM_ID, "personaname": STEAM_PERSONA, "owned": others + sold, "wishlist": wished}
    request = urllib.request.Request(  # noqa: S310 - loopback only
        f"{steam_url}/standin/account",
        data=json.dumps(account).encode(),
        headers={"content-type": "application/json"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request, timeout=10.0) as response:  # noqa: S310 - loopback only
            response.read()
    except OSError as exc:
        raise MemberSetupError(f"the Steam stand-in refused the account: {exc}") from exc
    social = "/app-api/member/social-user"
    body = {"callbackUrl": f"{base_url}/#/pages/index/steam", "baseUrl": f"{base_url}/app-api"}
    sign_in = str(call(base_url, "POST", f"{social}/steam-login", headers, body))
    page = urllib.parse.urlsplit(sign_in)
    try:
        with urllib.request.urlopen(sign_in, timeout=10.0) as response:  # noqa: S310 - loopback only
            shown = response.read().decode(errors="replace")
    except OSError as exc:
        raise MemberSetupError(f"Steam's sign-in page failed: {exc}") from exc
    if "Sign In" not in shown:
        raise MemberSetupError(f"Steam's sign-in page shows no sign-in: {shown[:300]}")
    return_to = urllib.parse.parse_qs(page.query)["openid.return_to"][0]
    approve = urllib.request.Request(  # noqa: S310 - loopback only
        f"{page.scheme}://{page.netloc}/openid/login/approve",
        data=urllib.parse.urlencode({"return_to": return_to, "steam_id": STEAM_ID}).encode(),
        method="POST",
    )
    callback = _redirect(approve)
    if not callback.startswith(f"{base_url}{social}/steam-callback?"):
        raise MemberSetupError(f"Steam sent the member to {callback[:200]}, not the server's callback")
    app_page = _redirect(urllib.request.Request(callback))  # noqa: S310 - loopback only
    answer = dict(urllib.parse.parse_qsl(app_page.partition("#")[2].partition("?")[2]))
    if answer.get("steamId") != STEAM_ID or "errCode" in answer:
        raise MemberSetupError(f"the Steam callback sent the app to {app_page}")
    bind = {"userId": int(answer["userId"]), "steamId": STEAM_ID}
    call(base_url, "POST", f"{social}/steam-bind", headers, bind)
    check_steam_library(call(base_url, "GET", STEAM_LIBRARY, headers))


def check_steam_library(library: Any) -> None:
    """Raise unless the library answer shows the bound account read, with the STEAM_SOLD versions."""
    if not (
        isinstance(library, dict)
        and library.get("enabled") is True
        and library.get("bound") is True
        and library.get("status") == 0
        and len(library.get("spuIds", [])) == STEAM_SOLD
        and len(library.get("skuIds", [])) == STEAM_SOLD
    ):
        raise MemberSetupError(
            f"the Steam library is not the bound account's {STEAM_SOLD} versions: {str(library)[:300]}"
        )


def catalogue_reads(spu_id: int, keyword: str) -> list[MemberRead]:
    """The catalogue pages as the member sees them: prices with the member's level discount."""
    page = "/app-api/product/spu/page"
    search = urllib.parse.urlencode({"keyword": keyword, "pageNo": 1, "pageSize": 20})
    paths = [
        ("member: home featured", f"{page}?list=featured&pageSize=6"),
        ("member: home best-selling", f"{page}?list=best-selling&pageSize=20"),
        (f"member: search {keyword!r}", f"{page}?{search}"),
        ("member: 20-game list", f"{page}?pageNo=1&pageSize=20"),
        ("member: game detail", f"/app-api/product/spu/get-detail?id={spu_id}"),
    ]
    return [
        MemberRead(name, "GET", path, group="member catalogue", max_cpu_ms=MEMBER_CATALOGUE_CPU_MS)
        for name, path in paths
    ]


def wrk_script(read: MemberRead, directory: Path) -> Path | None:
    """A wrk Lua script sending the read's method and JSON body; None for a plain GET."""
    if read.method == "GET" and read.body is None:
        return None
    body = json.dumps(read.body or {}, separators=(",", ":"))
    if "]==]" in body:
        raise MemberSetupError(f"{read.name}'s body cannot go in a Lua long string")
    script = directory / f"{read.name.replace(':', '').replace(' ', '-')}.lua"
    script.write_text(
        f'wrk.method = "{read.method}"\n'
        f"wrk.body = [==[{body}]==]\n"
        'wrk.headers["content-type"] = "application/json"\n'
    )
    return script
