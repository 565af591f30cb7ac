"""Admins manage operators; every change is in the audit log, which pages and filters on the server."""

from __future__ import annotations

from datetime import timedelta
from typing import Any

import httpx
from sqlalchemy import select, update

from conftest import bearer, data, failure
from fixtures.operators import OPERATOR_PASSWORD, admin_client_for, make_operator, operator_login
from gamestore.core import clock
from gamestore.core.db import unit_of_work
from gamestore.core.operators import OperatorPrincipal
from gamestore.core.times import epoch_ms
from gamestore.models.admin import AuditLog
from gamestore.system import audit, errors


async def admin_headers(app: Any, client: httpx.AsyncClient, username: str = "root") -> dict[str, str]:
    await make_operator(app, username, "admin")
    return bearer(data(await operator_login(client, username)))


async def audit_page(client: httpx.AsyncClient, headers: dict[str, str], **params: Any) -> dict[str, Any]:
    page: dict[str, Any] = data(await client.get("/system/audit-log/page", params=params, headers=headers))
    return page


async def test_creating_an_operator_is_audited_without_secrets(app: Any) -> None:
    async with admin_client_for(app) as client:
        headers = await admin_headers(app, client)
        created = data(
            await client.post(
                "/system/operator/create",
                json={"username": "Support.Sam", "password": "Console-pass-8", "role": "support"},
                headers=headers,
            )
        )
        assert created["username"] == "support.sam" and created["role"] == "support" and created["enabled"]
        data(await operator_login(client, "support.sam", "Console-pass-8"))
        taken = await client.post(
            "/system/operator/create",
            json={"username": "SUPPORT.sam", "password": "Console-pass-8", "role": "content"},
            headers=headers,
        )
        assert failure(taken)[0] == errors.OPERATOR_USERNAME_TAKEN.code
        weak = await client.post(
            "/system/operator/create",
            json={"username": "weak", "password": "short", "role": "content"},
            headers=headers,
        )
        assert failure(weak)[0] == 400
        page = await audit_page(client, headers, entityType="operator", entityId=str(created["id"]))
    [entry] = page["list"]
    assert entry["action"] == "operator.create" and entry["operatorName"] == "root"
    assert entry["before"] is None
    assert entry["after"] == {
        "username": "support.sam",
        "role": "support",
        "enabled": True,
        "totpEnabled": False,
    }
    assert entry["ip"] == "198.51.100.9"


async def test_updating_an_operator_is_audited_and_ends_their_sessions(app: Any) -> None:
    target = await make_operator(app, "cara", "catalogue")
    async with admin_client_for(app) as client:
        headers = await admin_headers(app, client)
        their_tokens = data(await operator_login(client, "cara"))
        changed = data(
            await client.put(
                "/system/operator/update",
                json={"id": target, "role": "content", "password": "Another-pass-9"},
                headers=headers,
            )
        )
        assert changed["role"] == "content"
        info = await client.get("/system/auth/get-permission-info", headers=bearer(their_tokens))
        assert failure(info)[0] == 401
        assert failure(await operator_login(client, "cara"))[0] == errors.OPERATOR_BAD_CREDENTIALS.code
        data(await operator_login(client, "cara", "Another-pass-9"))
        data(
            await client.put(
                "/system/operator/update", json={"id": target, "enabled": False}, headers=headers
            )
        )
        assert (
            failure(await operator_login(client, "cara", "Another-pass-9"))[0]
            == errors.OPERATOR_DISABLED.code
        )
        page = await audit_page(client, headers, entityType="operator", entityId=str(target))
    newest, oldest = (entry for entry in page["list"] if entry["action"] == "operator.update")
    assert oldest["before"] == {
        "username": "cara",
        "role": "catalogue",
        "enabled": True,
        "totpEnabled": False,
    }
    assert oldest["after"] == {
        "username": "cara",
        "role": "content",
        "enabled": True,
        "totpEnabled": False,
        "passwordReset": True,
    }
    assert (newest["before"]["enabled"], newest["after"]["enabled"]) == (True, False)
    assert page["list"][-1]["action"] == "operator.create" and page["list"][-1]["operatorId"] is None


async def test_an_admin_cannot_demote_or_disable_themself_nor_update_a_stranger(app: Any) -> None:
    async with admin_client_for(app) as client:
        headers = await admin_headers(app, client)
        me = data(await client.get("/system/auth/get-permission-info", headers=headers))["id"]
        for change in ({"role": "support"}, {"enabled": False}):
            answer = await client.put("/system/operator/update", json={"id": me, **change}, headers=headers)
            assert failure(answer)[0] == errors.OPERATOR_NOT_OWN_ACCOUNT.code
        stranger = await client.put(
            "/system/operator/update", json={"id": 999_999, "enabled": False}, headers=headers
        )
        assert failure(stranger)[0] == errors.OPERATOR_NOT_FOUND.code
        # Their own password, yes (and it ends their sessions like anyone's).
        data(
            await client.put(
                "/system/operator/update", json={"id": me, "password": "Fresh-pass-10"}, headers=headers
            )
        )
        assert (
            failure(await operator_login(client, "root", OPERATOR_PASSWORD))[0]
            == errors.OPERATOR_BAD_CREDENTIALS.code
        )


async def test_the_audit_log_pages_and_filters_by_operator_entity_and_time(app: Any) -> None:
    async with admin_client_for(app) as client:
        headers = await admin_headers(app, client)
        me = data(await client.get("/system/auth/get-permission-info", headers=headers))["id"]
        other = await make_operator(app, "other", "admin")
        principal = OperatorPrincipal(me, "root", "admin", frozenset(), "s", "192.0.2.1")
        async with unit_of_work(app.state.sessions) as session:
            for n in range(5):
                await audit.record(
                    session, principal, "game.update", "game", n % 2, {"price": n}, {"price": n + 1}
                )
            await audit.record(session, None, "key.import", "activation_key", "batch-7", None, {"count": 3})
        # One entry a day old, by the other admin.
        async with unit_of_work(app.state.sessions) as session:
            await audit.record(
                session,
                OperatorPrincipal(other, "other", "admin", frozenset(), "s", "192.0.2.2"),
                "game.update", "game", 1, None, {"x": 1},
            )  # fmt: skip
            await session.execute(
                update(AuditLog)
                .where(AuditLog.operator_id == other)
                .values(created_at=clock.now() - timedelta(days=1))
            )
        everything = await audit_page(client, headers, pageSize=3)
        assert everything["total"] == 7 + 2  # and both operators' creations (made directly: by no one)
        assert len(everything["list"]) == 3
        second = await audit_page(client, headers, pageSize=3, pageNo=2)
        assert not {e["id"] for e in second["list"]} & {e["id"] for e in everything["list"]}
        mine = await audit_page(client, headers, operatorId=me)
        assert mine["total"] == 5 and {e["operatorName"] for e in mine["list"]} == {"root"}
        game_one = await audit_page(client, headers, entityType="game", entityId="1")
        assert game_one["total"] == 3
        now = clock.now()
        today = await audit_page(
            client,
            headers,
            entityType="game",
            createTime=[epoch_ms(now - timedelta(hours=1)), epoch_ms(now + timedelta(minutes=1))],
        )
        assert today["total"] == 5
        newest_first = [e["createTime"] for e in (await audit_page(client, headers))["list"]]
        assert newest_first == sorted(newest_first, reverse=True)
    async with app.state.sessions() as session:
        keys = await session.scalar(select(AuditLog).where(AuditLog.entity_type == "activation_key"))
    assert keys is not None and keys.operator_id is None and keys.after == {"count": 3}


async def test_an_audit_record_rolls_back_with_its_change(app: Any) -> None:
    class RefusedError(Exception):
        pass

    try:
        async with unit_of_work(app.state.sessions) as session:
            await audit.record(session, None, "game.update", "game", 1, None, {"price": 1})
            raise RefusedError
    except RefusedError:
        pass
    async with app.state.sessions() as session:
        assert await session.scalar(select(AuditLog.id)) is None
