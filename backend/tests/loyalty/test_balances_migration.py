"""Members' balances moved from member_user's point and experience columns to loyalty's own
member_balance (revision 0039): every member's balances come along, and a downgrade puts them back."""

from __future__ import annotations

from typing import Any

import httpx
from sqlalchemy import text

from conftest import SmsOutbox, login_by_sms
from fixtures import balances
from gamestore.core.migrate import downgrade, upgrade
from gamestore.models import Member


async def test_the_balances_move_to_their_own_table_and_back(
    app: Any, client: httpx.AsyncClient, outbox: SmsOutbox
) -> None:
    rich = (await login_by_sms(client, outbox, "13800138701"))["userId"]
    spent = (await login_by_sms(client, outbox, "13800138702"))["userId"]
    new = (await login_by_sms(client, outbox, "13800138703"))["userId"]
    await downgrade(app.state.engine, "0038_activity_rewards_effect")
    try:
        async with app.state.engine.begin() as connection:  # as the code before kept them
            given = "UPDATE member_user SET point = :point, experience = :experience WHERE id = :id"
            await connection.execute(text(given), {"id": rich, "point": 120, "experience": 3500})
            await connection.execute(text(given), {"id": spent, "point": 0, "experience": 40})
    finally:
        await upgrade(app.state.engine)

    async with app.state.engine.connect() as connection:
        moved = (
            await connection.execute(text("SELECT member_id, point, experience FROM member_balance"))
        ).all()
        columns = (await connection.execute(text("SELECT * FROM member_user"))).keys()
    # A member at 0 and 0 needs no row.
    assert sorted(tuple(row) for row in moved) == [(rich, 120, 3500), (spent, 0, 40)]
    assert "point" not in columns and "experience" not in columns
    async with app.state.sessions() as session:
        assert await balances.of(session, Member.id == rich) == (120, 3500)
        assert await balances.of(session, Member.id == new) == (0, 0)

    await downgrade(app.state.engine, "0038_activity_rewards_effect")
    try:
        async with app.state.engine.connect() as connection:
            back = await connection.execute(text("SELECT id, point, experience FROM member_user ORDER BY id"))
            assert [tuple(row) for row in back] == sorted([(rich, 120, 3500), (spent, 0, 40), (new, 0, 0)])
    finally:
        await upgrade(app.state.engine)
