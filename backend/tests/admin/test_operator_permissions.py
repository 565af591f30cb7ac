"""Each role may do its part of the shop and nothing else, checked by the server on every call."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi import Depends

from conftest import bearer, data, failure
from fixtures.operators import admin_client_for, make_operator, operator_login
from gamestore.core.envelope import CommonResult, ok
from gamestore.core.operators import require_permission
from gamestore.core.permissions import ALL_PERMISSIONS, ROLE_PERMISSIONS

ROLES = ("admin", "catalogue", "content", "support")

# What issue 19 says each role runs (a sample each way), independent of the table under test.
EXPECTED = {
    "catalogue": (
        {"catalogue.game:write", "catalogue.version:write", "catalogue.price:write", "catalogue.key:write",
         "catalogue.category:write", "catalogue.team:write", "catalogue.banner:write",
         "catalogue.discount_activity:write"},
        {"trade.refund:write", "content.article:write", "system.operator:write", "system.audit:read"},
    ),
    "content": (
        {"content.article:write", "content.activity:write", "content.help:write", "content.task:write",
         "content.item:write", "content.collectible:write", "content.level:write",
         "content.check_in_reward:write", "content.recharge_package:write"},
        {"catalogue.game:write", "trade.order:read", "member.point:write", "system.audit:read"},
    ),
    "support": (
        {"trade.order:read", "trade.refund:write", "trade.feedback:write", "member.member:read",
         "member.point:write"},
        {"catalogue.key:read", "content.task:write", "system.operator:read", "system.audit:read",
         "system.outbox:write"},
    ),
}  # fmt: skip


@pytest.mark.parametrize("role", EXPECTED)
def test_the_table_gives_each_role_its_part_of_the_shop(role: str) -> None:
    granted, refused = EXPECTED[role]
    assert granted <= ROLE_PERMISSIONS[role]
    assert not refused & ROLE_PERMISSIONS[role]


def test_admin_may_do_everything_and_every_permission_belongs_to_a_role() -> None:
    assert ROLE_PERMISSIONS["admin"] == ALL_PERMISSIONS
    assert (
        set().union(*(ROLE_PERMISSIONS[r] for r in ROLES if r != "admin"))
        | {
            "system.operator:read",
            "system.operator:write",
            "system.audit:read",
            "system.outbox:read",
            "system.outbox:write",
        }
        == ALL_PERMISSIONS
    )


def test_an_unknown_permission_is_a_programming_error() -> None:
    with pytest.raises(ValueError, match="unknown permission"):
        require_permission("catalogue.games:write")


def _add_probes(app: Any) -> None:
    """One route per permission, guarded by it, as a domain's admin endpoint would be."""
    for permission in sorted(ALL_PERMISSIONS):

        async def probe() -> CommonResult[bool]:
            return ok(True)

        app.add_api_route(
            f"/admin-api/probe/{permission}",
            probe,
            methods=["GET"],
            dependencies=[Depends(require_permission(permission))],
        )


async def test_the_server_refuses_each_role_every_permission_outside_its_scope(app: Any) -> None:
    _add_probes(app)
    async with admin_client_for(app) as client:
        for role in ROLES:
            await make_operator(app, f"probe-{role}", role)
            tokens = data(await operator_login(client, f"probe-{role}"))
            for permission in sorted(ALL_PERMISSIONS):
                answer = await client.get(f"/probe/{permission}", headers=bearer(tokens))
                if permission in ROLE_PERMISSIONS[role]:
                    assert data(answer) is True, (role, permission)
                else:
                    assert failure(answer)[0] == 403, (role, permission)


# The /admin-api endpoints that exist so far and what each needs.
ENDPOINTS = (
    ("GET", "/system/operator/page", None),
    (
        "POST",
        "/system/operator/create",
        {"username": "newbie", "password": "Console-pass-8", "role": "support"},
    ),
    ("PUT", "/system/operator/update", {"id": 1, "enabled": True}),
    ("GET", "/system/audit-log/page", None),
)


@pytest.mark.parametrize("role", ["catalogue", "content", "support"])
async def test_only_admin_manages_operators_and_reads_the_audit_log(app: Any, role: str) -> None:
    await make_operator(app, "someone", role)
    async with admin_client_for(app) as client:
        tokens = data(await operator_login(client, "someone"))
        for method, path, body in ENDPOINTS:
            answer = await client.request(method, path, json=body, headers=bearer(tokens))
            assert failure(answer)[0] == 403, path
        # Nothing was created on the way.
    admin = await make_operator(app, "root", "admin")
    async with admin_client_for(app) as client:
        tokens = data(await operator_login(client, "root"))
        page = data(await client.get("/system/operator/page", headers=bearer(tokens)))
        assert {row["username"] for row in page["list"]} == {"someone", "root"}
        assert admin in {row["id"] for row in page["list"]}
