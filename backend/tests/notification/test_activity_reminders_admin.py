"""The console's list of activity reminders (issue 19): the content team (and admin) read them,
filtered by activity, member (id or mobile), channel and delivery, newest first, with counts of
delivered and waiting; other roles are refused."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
import pytest
from sqlalchemy import update

from conftest import SmsOutbox, bearer, client_for, data, failure, login_by_sms
from fixtures.operators import admin_client_for
from fixtures.support import operator_headers
from gamestore.core import clock
from gamestore.models import ActivityReminder
from notification.test_reminders import START, activity, load


async def page(app: Any, headers: dict[str, str], **params: Any) -> httpx.Response:
    async with admin_client_for(app) as console:
        return await console.get(
            "/promotion/activity-reminder/page", params=params, headers={**headers, "content-language": "en"}
        )


@pytest.fixture
async def reminders(app: Any, outbox: SmsOutbox) -> dict[str, Any]:
    """Two activities; member A reminded of both (the first in the app and by push), B of the second;
    A's in-app reminder of the first already sent."""
    clock.travel_to(START - timedelta(hours=2))
    try:
        ids = await load(app, activity("launch"), activity("later", START + timedelta(days=2)))
        members = {}
        async with client_for(app) as shop:
            for name, mobile, wanted in (
                ("a", "13800138101", [(ids["launch"], [1, 2]), (ids["later"], [1])]),
                ("b", "13800138102", [(ids["later"], [1])]),
            ):
                tokens = await login_by_sms(shop, outbox, mobile)
                members[name] = tokens["userId"]
                for activity_id, channels in wanted:
                    body = {"activityId": activity_id, "channels": channels}
                    data(
                        await shop.post(
                            "/promotion/activity-reminder/create", json=body, headers=bearer(tokens)
                        )
                    )
                clock.travel_to(clock.now() + timedelta(minutes=1))
    finally:
        clock.back_to_now()
    async with app.state.sessions() as session, session.begin():
        await session.execute(
            update(ActivityReminder)
            .where(
                ActivityReminder.member_id == members["a"],
                ActivityReminder.article_id == ids["launch"],
                ActivityReminder.channel == 1,
            )
            .values(sent_at=START - timedelta(minutes=15))
        )
    return {"activities": ids, "members": members}


@pytest.mark.parametrize("role", ["content", "admin"])
async def test_the_content_team_lists_reminders_with_filters_and_counts(
    app: Any, reminders: dict[str, Any], role: str
) -> None:
    headers = await operator_headers(app, role)
    launch, later = reminders["activities"]["launch"], reminders["activities"]["later"]
    a, b = reminders["members"]["a"], reminders["members"]["b"]
    everything = data(await page(app, headers))
    assert everything["total"] == 4
    assert (everything["deliveredCount"], everything["pendingCount"]) == (1, 3)
    first = everything["list"][0]
    assert first["memberId"] == b and first["mobile"] == "13800138102"  # newest first
    assert first["activityTitle"] == "later en"
    sent = [row for row in everything["list"] if row["sentTime"] is not None]
    assert [(row["memberId"], row["activityId"], row["channel"]) for row in sent] == [(a, launch, 1)]

    of_launch = data(await page(app, headers, activityId=launch))
    assert {row["channel"] for row in of_launch["list"]} == {1, 2}
    assert (of_launch["total"], of_launch["deliveredCount"], of_launch["pendingCount"]) == (2, 1, 1)
    waiting = data(await page(app, headers, activityId=launch, delivered="false"))
    assert [row["channel"] for row in waiting["list"]] == [2]
    assert (waiting["deliveredCount"], waiting["pendingCount"]) == (
        1,
        1,
    )  # counts ignore the delivered filter
    assert data(await page(app, headers, delivered="true"))["total"] == 1
    assert data(await page(app, headers, memberId=a))["total"] == 3
    by_mobile = data(await page(app, headers, mobile="13800138102"))
    assert [(row["memberId"], row["activityId"]) for row in by_mobile["list"]] == [(b, later)]
    assert data(await page(app, headers, mobile="13900000000")) == {
        "list": [],
        "total": 0,
        "deliveredCount": 0,
        "pendingCount": 0,
    }
    assert data(await page(app, headers, channel=2))["total"] == 1
    paged = data(await page(app, headers, pageNo=2, pageSize=3))
    assert (len(paged["list"]), paged["total"]) == (1, 4)


@pytest.mark.parametrize("role", ["catalogue", "support"])
async def test_other_roles_are_refused(app: Any, reminders: dict[str, Any], role: str) -> None:
    headers = await operator_headers(app, role)
    assert failure(await page(app, headers))[0] == 403
    async with admin_client_for(app) as console:
        assert failure(await console.get("/promotion/activity-reminder/page"))[0] == 401


@pytest.mark.parametrize(
    "params", [{"mobile": "123"}, {"activityId": 0}, {"channel": 3}, {"delivered": "maybe"}, {"pageSize": 0}]
)
async def test_bad_filters_are_refused_in_the_operators_language(app: Any, params: dict[str, Any]) -> None:
    headers = await operator_headers(app, "content")
    code, msg = failure(await page(app, headers, **params))
    assert code == 400 and msg
