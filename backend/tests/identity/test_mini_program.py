"""The WeChat mini program's server side against the WeChat server API stand-in over real HTTP:
logging in with WeChat's phone number (registering, logging into an existing member, binding the
openid, one member for parallel first logins, referrals), used and unusable codes, the mobile from
WeChat, mini-program codes (PNG, scene and page rules before WeChat, LRU, per-address limit), the
subscribe templates and their cache, and activity reminders sent as subscribe messages through the
outbox (WeChat's refusal is final, an unreachable WeChat is tried again)."""

from __future__ import annotations

import asyncio
import base64
from collections.abc import AsyncIterator
from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from pydantic import SecretStr
from sqlalchemy import func, select

from conftest import TEST_JWT_SECRET, AppFactory, SmsOutbox, bearer, client_for, data, failure, login_by_sms
from fixtures.shop import keyed_catalogue
from fixtures.wechat_fixtures import mp, mp_url
from fixtures.wechat_mp_standin import (
    CONSOLE_DELETE_TEMPLATE_PATH,
    CONSOLE_RESTORE_TEMPLATE_PATH,
    WechatMpStandIn,
)
from fixtures.wechat_social import SECRET_MINI, social_settings
from fixtures.wechatpay_standin import APPID_MINI, APPID_OFFICIAL, OPENID_MINI
from gamestore.content.importer import import_content
from gamestore.core import clock
from gamestore.core.db import unit_of_work
from gamestore.core.errors import TOO_MANY_REQUESTS, UNAUTHORIZED
from gamestore.identity import errors
from gamestore.identity.social.state import issue_state
from gamestore.identity.social.wechat_api import SocialType, WechatApi, WechatApp
from gamestore.models import Article, Member, MemberReferral, MemberSocialUser, OutboxMessage
from gamestore.notification.reminder_delivery import (
    MINI_PROGRAM_MESSAGE,
    deliver_due_reminders,
    mini_program_sender,
)
from trade.test_star_deals import new_deal

__all__ = ["mp", "mp_url"]  # fixtures

LOGIN = "/member/auth/weixin-mini-app-login"
UPDATE_MOBILE = "/member/user/update-mobile-by-weixin"
QRCODE = "/member/social-user/wxa-qrcode"
TEMPLATES = "/member/social-user/get-subscribe-template-list"
DEAL_REMINDERS = "/promotion/star-deal-reminder"
PNG = b"\x89PNG\r\n\x1a\n"
MOBILE = "13800000401"
OTHER_OPENID = "oMiniOtherMember0000000000000"


@pytest.fixture
async def store(app_factory: AppFactory, mp_url: str) -> Any:
    return app_factory(**social_settings(mp_url))


@pytest.fixture
async def client(store: Any) -> AsyncIterator[httpx.AsyncClient]:
    async with client_for(store, **{"content-language": "en"}) as c:
        yield c


def login_body(mp: WechatMpStandIn, mobile: str, openid: str = OPENID_MINI, **extra: Any) -> dict[str, Any]:
    return {
        "phoneCode": mp.mint_phone_code(mobile, APPID_MINI),
        "loginCode": mp.mint_login_code(openid, APPID_MINI),
        **extra,
    }


async def mini_login(
    client: httpx.AsyncClient,
    mp: WechatMpStandIn,
    mobile: str = MOBILE,
    openid: str = OPENID_MINI,
    **extra: Any,
) -> dict[str, Any]:
    tokens: dict[str, Any] = data(await client.post(LOGIN, json=login_body(mp, mobile, openid, **extra)))
    return tokens


async def whoami(client: httpx.AsyncClient, tokens: dict[str, Any]) -> tuple[int, str | None, str | None]:
    """(member id, mobile, bound mini-program openid) of a login."""
    user = data(await client.get("/member/user/get", headers=bearer(tokens)))
    social = data(await client.get("/member/social-user/get", params={"type": 34}, headers=bearer(tokens)))
    return user["id"], user["mobile"], social["openid"] if social else None


async def count(store: Any, model: Any) -> int:
    async with store.state.sessions() as session:
        total: int = await session.scalar(select(func.count()).select_from(model))
    return total


# -- logging in -------------------------------------------------------------------------------------


async def test_first_login_registers_with_wechats_number_and_binds_the_openid(
    client: httpx.AsyncClient, mp: WechatMpStandIn, store: Any
) -> None:
    first = await mini_login(client, mp)
    assert first["accessToken"] and first["refreshToken"]
    member_id, mobile, openid = await whoami(client, first)
    assert (mobile, openid) == (MOBILE, OPENID_MINI)
    assert mp.requests[:3] == ["/sns/jscode2session", "/cgi-bin/token", "/wxa/business/getuserphonenumber"]

    again = await mini_login(client, mp)  # fresh codes, same WeChat account
    assert await whoami(client, again) == (member_id, MOBILE, OPENID_MINI)
    assert (await count(store, Member), await count(store, MemberSocialUser)) == (1, 1)
    assert mp.token_fetches == 1, "the access token is cached"


async def test_an_existing_member_is_logged_in_and_bound(
    client: httpx.AsyncClient, mp: WechatMpStandIn, outbox: SmsOutbox, store: Any
) -> None:
    by_sms = await login_by_sms(client, outbox, MOBILE)
    member_id, _, openid = await whoami(client, by_sms)
    assert openid is None
    assert await whoami(client, await mini_login(client, mp)) == (member_id, MOBILE, OPENID_MINI)
    assert await count(store, Member) == 1


async def test_a_member_without_a_mobile_gets_wechats_number(
    client: httpx.AsyncClient, mp: WechatMpStandIn, store: Any
) -> None:
    """A member a WeChat login made (no mobile) with this openid bound logs in and gets the number."""
    async with unit_of_work(store.state.sessions) as session:
        member = Member(
            tenant_id=1,
            mobile=None,
            nickname="Gamer000001",
            gender=0,
            register_terminal=20,
            register_ip="203.0.113.7",
        )
        session.add(member)
        await session.flush()
        session.add(MemberSocialUser(member_id=member.id, type=34, openid=OPENID_MINI))
        member_id = member.id
    assert await whoami(client, await mini_login(client, mp)) == (member_id, MOBILE, OPENID_MINI)


async def test_used_codes_are_refused(client: httpx.AsyncClient, mp: WechatMpStandIn, store: Any) -> None:
    body = login_body(mp, MOBILE)
    data(await client.post(LOGIN, json=body))
    fresh_login = {**body, "loginCode": mp.mint_login_code(OPENID_MINI, APPID_MINI)}
    code, msg = failure(await client.post(LOGIN, json=fresh_login))
    assert (code, msg) == (errors.MINI_PHONE_NOT_OBTAINED.code, "Phone number not obtained")
    fresh_phone = {**body, "phoneCode": mp.mint_phone_code(MOBILE, APPID_MINI)}
    assert failure(await client.post(LOGIN, json=fresh_phone))[0] == errors.SOCIAL_AUTH_FAILED.code
    # Codes of another app are not the mini program's.
    other_app = {
        "phoneCode": mp.mint_phone_code(MOBILE, APPID_OFFICIAL),
        "loginCode": mp.mint_login_code(OPENID_MINI, APPID_MINI),
    }
    assert failure(await client.post(LOGIN, json=other_app))[0] == errors.MINI_PHONE_NOT_OBTAINED.code


@pytest.mark.parametrize(
    "phone",
    [
        {"mobile": "91234567", "country_code": "852"},  # Hong Kong
        {"mobile": "13800000401", "country_code": "1"},
        {"mobile": ""},  # WeChat has no number for the account
        {"mobile": "10086"},  # not a mainland mobile
        {"mobile": "13800000401", "watermark_appid": APPID_OFFICIAL},  # stamped for another app
    ],
)
async def test_no_mainland_number_is_not_obtained(
    client: httpx.AsyncClient, mp: WechatMpStandIn, store: Any, phone: dict[str, Any]
) -> None:
    mobile = phone.pop("mobile")
    body = {
        "phoneCode": mp.mint_phone_code(mobile, APPID_MINI, **phone),
        "loginCode": mp.mint_login_code(OPENID_MINI, APPID_MINI),
    }
    assert failure(await client.post(LOGIN, json=body)) == (
        errors.MINI_PHONE_NOT_OBTAINED.code,
        "Phone number not obtained",
    )
    assert await count(store, Member) == 0


async def test_an_openid_bound_to_another_member_is_refused(
    client: httpx.AsyncClient, mp: WechatMpStandIn, outbox: SmsOutbox, store: Any
) -> None:
    await mini_login(client, mp, MOBILE)
    # Another number with the same WeChat account: neither a new member nor the other one.
    answer = await client.post(LOGIN, json=login_body(mp, "13800000402"))
    assert failure(answer)[0] == errors.SOCIAL_BOUND_TO_OTHER.code
    other = await login_by_sms(client, outbox, "13800000403")
    answer = await client.post(LOGIN, json=login_body(mp, "13800000403"))
    assert failure(answer)[0] == errors.SOCIAL_BOUND_TO_OTHER.code
    assert (await whoami(client, other))[2] is None
    assert await count(store, Member) == 2


async def test_parallel_first_logins_make_one_member(
    client: httpx.AsyncClient, mp: WechatMpStandIn, store: Any
) -> None:
    bodies = [login_body(mp, MOBILE) for _ in range(4)]
    answers = await asyncio.gather(*(client.post(LOGIN, json=body) for body in bodies))
    members = {await whoami(client, data(answer)) for answer in answers}
    assert len(members) == 1 and next(iter(members))[1:] == (MOBILE, OPENID_MINI)
    assert (await count(store, Member), await count(store, MemberSocialUser)) == (1, 1)


async def test_a_share_string_binds_the_referral_on_registration(
    client: httpx.AsyncClient, mp: WechatMpStandIn, outbox: SmsOutbox, store: Any
) -> None:
    sharer_id = (await whoami(client, await login_by_sms(client, outbox, "13800000409")))[0]
    friend_id = (await whoami(client, await mini_login(client, mp, spm=f"{sharer_id}.1.0.1.3")))[0]
    async with store.state.sessions() as session:
        referral = await session.scalar(select(MemberReferral).where(MemberReferral.member_id == friend_id))
    assert referral is not None and referral.sharer_id == sharer_id


async def test_state_is_optional_but_checked_when_given(
    client: httpx.AsyncClient, mp: WechatMpStandIn
) -> None:
    good = issue_state(TEST_JWT_SECRET, SocialType.WECHAT_MINI_PROGRAM)
    await mini_login(client, mp, state=good)
    for bad in (issue_state(TEST_JWT_SECRET, SocialType.WECHAT_OFFICIAL), "0" * 68):
        answer = await client.post(LOGIN, json=login_body(mp, MOBILE, state=bad))
        assert failure(answer)[0] == errors.SOCIAL_STATE_INVALID.code


async def test_a_store_without_the_mini_program_refuses_before_wechat(
    app_factory: AppFactory, mp: WechatMpStandIn, mp_url: str
) -> None:
    store = app_factory(**social_settings(mp_url, wechat_secret_mini_program=""))
    async with client_for(store) as client:
        answer = await client.post(LOGIN, json=login_body(mp, MOBILE))
        assert failure(answer)[0] == errors.SOCIAL_TYPE_NOT_SUPPORTED.code
        assert data(await client.get(TEMPLATES)) == []
    assert mp.requests == []


async def test_wechat_unreachable(app_factory: AppFactory, mp: WechatMpStandIn) -> None:
    store = app_factory(**social_settings("http://127.0.0.1:9"))
    async with client_for(store) as client:
        answer = await client.post(LOGIN, json=login_body(mp, MOBILE))
        assert failure(answer)[0] == errors.SOCIAL_WECHAT_UNAVAILABLE.code


# -- the mobile from WeChat -------------------------------------------------------------------------


async def test_update_mobile_by_weixin(
    client: httpx.AsyncClient, mp: WechatMpStandIn, outbox: SmsOutbox, store: Any
) -> None:
    member = bearer(await login_by_sms(client, outbox, MOBILE))
    await login_by_sms(client, outbox, "13800000405")

    async def update(mobile: str) -> httpx.Response:
        code = mp.mint_phone_code(mobile, APPID_MINI)
        return await client.put(UPDATE_MOBILE, params={"code": code}, headers=member)

    assert data(await update("13800000404")) is True
    assert data(await client.get("/member/user/get", headers=member))["mobile"] == "13800000404"
    assert failure(await update("13800000404"))[0] == errors.USER_MOBILE_UNCHANGED.code
    assert failure(await update("13800000405"))[0] == errors.USER_MOBILE_TAKEN.code
    assert failure(await update(""))[0] == errors.MINI_PHONE_NOT_OBTAINED.code
    assert data(await client.get("/member/user/get", headers=member))["mobile"] == "13800000404"
    # The old number is free again: a login with it registers a new member.
    assert (await whoami(client, await login_by_sms(client, outbox, MOBILE)))[1] == MOBILE
    assert await count(store, Member) == 3

    fetches = len(mp.requests)
    code = mp.mint_phone_code("13800000406", APPID_MINI)
    assert failure(await client.put(UPDATE_MOBILE, params={"code": code}))[0] == UNAUTHORIZED.code
    assert len(mp.requests) == fetches, "a visitor's code never reaches WeChat"


async def test_update_mobile_by_weixin_takes_the_code_from_the_body(
    client: httpx.AsyncClient, mp: WechatMpStandIn, outbox: SmsOutbox
) -> None:
    """yudao's shop client sends ``{"code": …}`` as JSON; the body's code wins over the query's."""
    member = bearer(await login_by_sms(client, outbox, MOBILE))
    body = {"code": mp.mint_phone_code("13800000404", APPID_MINI)}
    assert data(await client.put(UPDATE_MOBILE, json=body, headers=member)) is True
    assert data(await client.get("/member/user/get", headers=member))["mobile"] == "13800000404"
    body = {"code": mp.mint_phone_code("13800000407", APPID_MINI)}
    query = {"code": mp.mint_phone_code("13800000408", APPID_MINI)}
    assert data(await client.put(UPDATE_MOBILE, json=body, params=query, headers=member)) is True
    assert data(await client.get("/member/user/get", headers=member))["mobile"] == "13800000407"
    query = {"code": mp.mint_phone_code("13800000409", APPID_MINI)}
    assert data(await client.put(UPDATE_MOBILE, json={"language": "en"}, params=query, headers=member))
    assert data(await client.get("/member/user/get", headers=member))["mobile"] == "13800000409"

    for nothing in ({"language": "en"}, {"code": None, "language": "en"}):
        code, msg = failure(await client.put(UPDATE_MOBILE, json=nothing, headers=member))
        assert (code, msg) == (400, "Invalid parameter code: required"), msg
    code, msg = failure(await client.put(UPDATE_MOBILE, json={"code": ""}, headers=member))
    assert code == 400 and "code" in msg
    assert data(await client.get("/member/user/get", headers=member))["mobile"] == "13800000409"


# -- mini-program codes -----------------------------------------------------------------------------


async def test_wxa_qrcode_answers_a_png_and_keeps_it(client: httpx.AsyncClient, mp: WechatMpStandIn) -> None:
    body = {"scene": "g=12&s=3.1~x", "path": "/pages/goods/gameDetail", "checkPath": True}
    image = base64.b64decode(data(await client.post(QRCODE, json=body)), validate=True)
    assert image.startswith(PNG)
    assert mp.wxa_codes == [
        {
            "scene": "g=12&s=3.1~x",
            "page": "pages/goods/gameDetail",
            "check_path": True,
            "env_version": "release",
            "is_hyaline": True,
        }
    ]
    again = base64.b64decode(data(await client.post(QRCODE, json={**body, "path": "pages/goods/gameDetail"})))
    assert again == image and len(mp.wxa_codes) == 1, "answered from the LRU"
    unpublished = {"scene": "a", "path": "pages/secret/page", "checkPath": True}
    assert failure(await client.post(QRCODE, json=unpublished))[0] == errors.MINI_PAGE_NOT_PUBLISHED.code
    data(await client.post(QRCODE, json={**unpublished, "checkPath": False}))  # allowed unchecked


@pytest.mark.parametrize(
    "body",
    [
        {"scene": "x" * 33, "path": "pages/index/index"},
        {"scene": "", "path": "pages/index/index"},
        {"scene": "a b", "path": "pages/index/index"},
        {"scene": "id=中文", "path": "pages/index/index"},
        {"scene": "a%20", "path": "pages/index/index"},
        {"scene": "a\x00", "path": "pages/index/index"},
        {"scene": "a", "path": "pages/index/index?id=1"},
        {"scene": "a", "path": "https://example.com/x"},
        {"scene": "a", "path": "pages//index"},
        {"scene": "a"},
    ],
)
async def test_bad_scenes_and_pages_are_refused_before_wechat(
    client: httpx.AsyncClient, mp: WechatMpStandIn, body: dict[str, Any]
) -> None:
    assert failure(await client.post(QRCODE, json=body))[0] == 400
    assert mp.requests == []


async def test_wxa_codes_wechat_draws_are_limited_per_address(
    app_factory: AppFactory, mp: WechatMpStandIn, mp_url: str
) -> None:
    store = app_factory(**social_settings(mp_url, wechat_wxa_codes_per_ip_per_minute=2))
    async with client_for(store) as client, client_for(store, "198.51.100.9") as elsewhere:
        for scene in ("a", "b"):
            data(await client.post(QRCODE, json={"scene": scene, "path": "pages/index/index"}))
        answer = await client.post(QRCODE, json={"scene": "c", "path": "pages/index/index"})
        assert failure(answer)[0] == TOO_MANY_REQUESTS.code
        data(await client.post(QRCODE, json={"scene": "a", "path": "pages/index/index"}))  # kept: free
        data(await elsewhere.post(QRCODE, json={"scene": "c", "path": "pages/index/index"}))
    assert [body["scene"] for body in mp.wxa_codes] == ["a", "b", "c"]


# -- subscribe templates ----------------------------------------------------------------------------


async def test_the_template_list_is_wechats_and_cached(
    client: httpx.AsyncClient, mp: WechatMpStandIn
) -> None:
    content = "活动名称:{{thing1.DATA}}\n开始时间:{{time2.DATA}}\n"
    first = mp.add_template(
        "活动开始提醒", content, "活动名称:新游首发\n开始时间:2026-12-01 20:00", appid=APPID_MINI
    )
    listed = data(await client.get(TEMPLATES))
    assert listed == [
        {
            "id": first,
            "title": "活动开始提醒",
            "content": content,
            "example": "活动名称:新游首发\n开始时间:2026-12-01 20:00",
            "type": 2,
            "reminder": False,  # the store sends no reminders here
        }
    ]
    mp.add_template("Another", "{{thing1.DATA}}", appid=APPID_MINI)
    assert data(await client.get(TEMPLATES)) == listed and mp.template_fetches == 1, "kept ten minutes"


async def test_the_template_reminders_use_is_marked(
    app_factory: AppFactory, mp: WechatMpStandIn, mp_url: str
) -> None:
    news = mp.add_template("新闻推送", "标题:{{thing1.DATA}}\n", appid=APPID_MINI)
    reminder = mp.add_template("活动开始提醒", "活动名称:{{thing1.DATA}}\n", appid=APPID_MINI)
    store = app_factory(**social_settings(mp_url, wechat_mini_program_reminder_template=reminder))
    async with client_for(store) as client:
        listed = data(await client.get(TEMPLATES))
    assert [(t["id"], t["reminder"]) for t in listed] == [(news, False), (reminder, True)]


async def test_a_template_deleted_in_wechats_console_is_missing_at_once_when_not_kept(
    app_factory: AppFactory, mp: WechatMpStandIn, mp_url: str
) -> None:
    reminder = mp.add_template("活动开始提醒", "活动名称:{{thing1.DATA}}\n", appid=APPID_MINI)
    settings = social_settings(
        mp_url, wechat_mini_program_reminder_template=reminder, wechat_templates_cache_seconds=0
    )
    store = app_factory(**settings)
    async with client_for(store) as client, httpx.AsyncClient(base_url=mp_url) as console:
        assert [(t["id"], t["reminder"]) for t in data(await client.get(TEMPLATES))] == [(reminder, True)]
        deleted = await console.post(
            CONSOLE_DELETE_TEMPLATE_PATH, json={"appid": APPID_MINI, "priTmplId": reminder}
        )
        assert deleted.status_code == 200 and deleted.json()["template"]["priTmplId"] == reminder
        assert data(await client.get(TEMPLATES)) == []
        again = await console.post(
            CONSOLE_DELETE_TEMPLATE_PATH, json={"appid": APPID_MINI, "priTmplId": reminder}
        )
        assert again.status_code == 404
        restored = await console.post(
            CONSOLE_RESTORE_TEMPLATE_PATH, json={"appid": APPID_MINI, "template": deleted.json()["template"]}
        )
        assert restored.status_code == 200
        assert [(t["id"], t["reminder"]) for t in data(await client.get(TEMPLATES))] == [(reminder, True)]
    assert mp.template_fetches == 3


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


async def test_the_client_keeps_templates_ten_minutes_and_renews_a_refused_token(
    mp: WechatMpStandIn, mp_url: str
) -> None:
    clock_ = Clock()
    mini = WechatApp(APPID_MINI, SecretStr(SECRET_MINI))
    api = WechatApi(
        {SocialType.WECHAT_MINI_PROGRAM: mini}, api_base_url=mp_url, open_base_url=mp_url, clock=clock_
    )
    try:
        mp.add_template("A", "{{thing1.DATA}}", appid=APPID_MINI)
        assert [t.title for t in await api.subscribe_templates(mini)] == ["A"]
        mp.add_template("B", "{{thing1.DATA}}", appid=APPID_MINI)
        clock_.now += 599
        assert [t.title for t in await api.subscribe_templates(mini)] == ["A"]
        clock_.now += 1
        assert [t.title for t in await api.subscribe_templates(mini)] == ["A", "B"]
        assert mp.template_fetches == 2

        mp.drop_access_tokens()  # WeChat no longer takes the cached token: 40001, a new one, again
        phone = await api.phone_number(mini, mp.mint_phone_code(MOBILE, APPID_MINI))
        assert (phone.pure_number, phone.country_code, phone.watermark_appid) == (MOBILE, "86", APPID_MINI)
        assert mp.requests[-3:] == [
            "/wxa/business/getuserphonenumber",
            "/cgi-bin/token",
            "/wxa/business/getuserphonenumber",
        ]
    finally:
        await api.aclose()


# -- reminders as subscribe messages ----------------------------------------------------------------

START = datetime(2026, 12, 1, 12, 0, tzinfo=UTC)  # 20:00 in Asia/Shanghai


async def a_reminder_due_on_the_mini_program(
    app_factory: AppFactory, mp: WechatMpStandIn, mp_url: str, acceptances: int
) -> tuple[Any, str, int]:
    """A store with a reminder template, a member of the mini program who accepted it ``acceptances``
    times and set a reminder there, the clock at its time; answers the store, template and activity."""
    template = mp.add_template(
        "活动开始提醒",
        "活动名称:{{thing1.DATA}}\n开始时间:{{time2.DATA}}\n备注:{{thing3.DATA}}\n",
        appid=APPID_MINI,
    )
    store = app_factory(**social_settings(mp_url, wechat_mini_program_reminder_template=template))
    clock.travel_to(START - timedelta(hours=2))
    langs = ("en", "zh-Hans", "zh-Hant", "ja")
    article = {
        "code": "launch",
        "type": "activity",
        "status": "published",
        "titles": {lang: f"Launch party {lang}" for lang in langs},
        "summaries": {lang: "About" for lang in langs},
        "bodies": {lang: "<p>Body</p>" for lang in langs},
        "cover": "/covers/launch.svg",
        "startTime": START.isoformat(),
        "endTime": (START + timedelta(days=1)).isoformat(),
    }
    async with unit_of_work(store.state.sessions) as session:
        assert (await import_content(session, {"articles": [article]})).ok
    async with store.state.sessions() as session:
        activity_id = await session.scalar(select(Article.id).where(Article.code == "launch"))

    async with client_for(store, **{"content-language": "en"}) as client:
        client.headers.update(bearer(await mini_login(client, mp)))
        for _ in range(acceptances):
            mp.accept_subscription(OPENID_MINI, template, APPID_MINI)
        answer = await client.post(
            "/promotion/activity-reminder/create", json={"activityId": activity_id, "channels": [3]}
        )
        assert data(answer)["channels"] == [1, 3]
    clock.travel_to(START - timedelta(minutes=15))
    return store, template, activity_id


async def subscribe_messages(store: Any) -> list[tuple[str, int, str | None]]:
    async with store.state.sessions() as session:
        found = await session.scalars(
            select(OutboxMessage).where(OutboxMessage.topic == MINI_PROGRAM_MESSAGE.name)
        )
        return [(row.status, row.attempts, row.last_error) for row in found]


async def test_a_reminder_reaches_the_mini_program_once(
    app_factory: AppFactory, mp: WechatMpStandIn, mp_url: str
) -> None:
    try:
        # Two acceptances, one reminder.
        store, template, activity_id = await a_reminder_due_on_the_mini_program(app_factory, mp, mp_url, 2)
        assert mini_program_sender(store.state.wechat_api, store.state.settings) is not None
        claimed = await asyncio.gather(*(deliver_due_reminders(store.state.sessions) for _ in range(2)))
        assert sorted(claimed) == [0, 2]
        assert await deliver_due_reminders(store.state.sessions) == 0
        relayed = await asyncio.gather(*(store.state.outbox_relay.deliver_due() for _ in range(2)))
        assert sorted(relayed) == [0, 1]
        assert await subscribe_messages(store) == [("delivered", 1, None)]
    finally:
        clock.back_to_now()
    assert mp.messages == [
        {
            "appid": APPID_MINI,
            "touser": OPENID_MINI,
            "template_id": template,
            "page": f"pages/index/index?path=%2Fpages%2Fgoods%2Fdetail%3Fid%3D{activity_id}",
            "data": {
                "thing1": {"value": "Launch party en"},
                "time2": {"value": "2026-12-01 20:00"},
                "thing3": {"value": "Starts in 15 min. T…"},
            },
        }
    ]
    assert mp.acceptances[(APPID_MINI, OPENID_MINI, template)] == 1, "one acceptance left"


async def test_a_reminder_set_in_the_mini_program_comes_as_a_wechat_message_once(
    app_factory: AppFactory,
    mp: WechatMpStandIn,
    mp_url: str,
) -> None:
    clock.travel_to(START - timedelta(hours=2))
    try:
        template = mp.add_template(
            "活动开始提醒",
            "活动名称:{{thing1.DATA}}\n开始时间:{{time2.DATA}}\n备注:{{thing3.DATA}}\n",
            appid=APPID_MINI,
        )
        store = app_factory(**social_settings(mp_url, wechat_mini_program_reminder_template=template))
        cat = await keyed_catalogue(store)
        window = {"start": START, "end": START + timedelta(hours=1)}
        coming = await new_deal(store, cat.skus["iron-saga-0"].id, 2, **window)
        async with client_for(store, **{"content-language": "en"}) as client:
            client.headers.update(bearer(await mini_login(client, mp)))
            mp.accept_subscription(OPENID_MINI, template, APPID_MINI)  # on the mini program's own page
            wanted = {"dealId": coming["id"], "channels": [3]}
            saved = await client.post(f"{DEAL_REMINDERS}/create", json=wanted)
            assert data(saved)["channels"] == [1, 3]
            clock.travel_to(START - timedelta(minutes=15))
            assert await deliver_due_reminders(store.state.sessions) == 2  # in the app and in WeChat
            assert await store.state.outbox_relay.deliver_due() == 1
            assert data(await client.get("/member/notification/page"))["total"] == 1
    finally:
        clock.back_to_now()
    assert mp.messages == [
        {
            "appid": APPID_MINI,
            "touser": OPENID_MINI,
            "template_id": template,
            "page": f"pages/index/index?path=%2Fpages%2Fgoods%2FgameDetail%3Fid%3D{coming['spuId']}",
            "data": {
                "thing1": {"value": "Iron Saga"},
                "time2": {"value": "2026-12-01 20:00"},
                "thing3": {"value": "CN¥9.90 in 15 min, …"},
            },
        }
    ]
    assert mp.acceptances[(APPID_MINI, OPENID_MINI, template)] == 0, "the acceptance was spent"


async def test_a_subscribe_message_wechat_refuses_is_not_tried_again(
    app_factory: AppFactory, mp: WechatMpStandIn, mp_url: str
) -> None:
    try:
        store, _, _ = await a_reminder_due_on_the_mini_program(app_factory, mp, mp_url, 0)
        assert await deliver_due_reminders(store.state.sessions) == 2
        assert await store.state.outbox_relay.deliver_due() == 1
        clock.travel_to(START + timedelta(hours=1))
        assert await store.state.outbox_relay.deliver_due() == 0
        [(status, attempts, error)] = await subscribe_messages(store)
    finally:
        clock.back_to_now()
    assert (status, attempts) == ("failed", 1) and "43101" in (error or "")
    assert mp.messages == []


async def test_no_sender_without_a_template(store: Any) -> None:
    assert mini_program_sender(store.state.wechat_api, store.state.settings) is None
