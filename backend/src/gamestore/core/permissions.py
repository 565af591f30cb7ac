"""Operator roles and what each may do: the one table every /admin-api endpoint is checked against.

A permission is ``<area>.<resource>:<read|write>``; an endpoint names the one it needs with
``core.operators.require_permission``. Roles are fixed (architecture §4): admin may do everything,
the others their part of the shop.
"""

from __future__ import annotations

from types import MappingProxyType


def _read_write(area: str, *resources: str) -> tuple[str, ...]:
    return tuple(f"{area}.{resource}:{access}" for resource in resources for access in ("read", "write"))


CATALOGUE = _read_write(
    "catalogue",
    "game",
    "version",
    "price",
    "category",
    "team",
    "banner",
    "key",
    "discount_activity",
    "star_deal",
    "bundle",
)
CONTENT = _read_write(
    "content",
    "article",
    "activity",
    "help",
    "task",
    "item",
    "collectible",
    "level",
    "check_in_reward",
    "recharge_package",
)
SUPPORT = (
    *_read_write("trade", "order", "refund", "feedback"),
    *_read_write("member", "member"),
    "member.point:write",
)
SYSTEM = (*_read_write("system", "operator", "outbox"), "system.audit:read")
# Uploading a public picture (a cover, a banner) from the console: the roles that edit such fields.
PICTURE = ("system.picture:write",)
# The console's home page (sales, orders, best sellers, failed payment notices): every role sees it.
DASHBOARD = ("system.dashboard:read",)

ALL_PERMISSIONS: frozenset[str] = frozenset((*CATALOGUE, *CONTENT, *SUPPORT, *SYSTEM, *PICTURE, *DASHBOARD))

ROLE_PERMISSIONS: MappingProxyType[str, frozenset[str]] = MappingProxyType(
    {
        "admin": ALL_PERMISSIONS,
        "catalogue": frozenset((*CATALOGUE, *PICTURE, *DASHBOARD)),
        "content": frozenset((*CONTENT, *PICTURE, *DASHBOARD)),
        "support": frozenset((*SUPPORT, *DASHBOARD)),
    }
)


def permission_schema() -> dict[str, object]:
    """The registry as the OpenAPI component ``Permission`` (a string enum): the console types the
    permissions it checks by it, so a permission the server does not know is a compile error there."""
    return {
        "title": "Permission",
        "type": "string",
        "enum": sorted(ALL_PERMISSIONS),
        "description": "What an operator may do: <area>.<resource>:<read|write>",
    }


# Each role's permissions sorted once: the table is code, it changes only with a deploy (which restarts
# every process), so nothing is ever stale here and nothing needs telling.
_SORTED: MappingProxyType[str, tuple[str, ...]] = MappingProxyType(
    {role: tuple(sorted(permissions)) for role, permissions in ROLE_PERMISSIONS.items()}
)
_NONE: frozenset[str] = frozenset()


def permissions_of(role: str) -> tuple[str, ...]:
    """The role's permissions, sorted (as they travel in the token's ``permission`` claim)."""
    return _SORTED.get(role, ())


def permission_set(role: str) -> frozenset[str]:
    """The role's permissions, as an operator's call is checked against them (none for an unknown role)."""
    return ROLE_PERMISSIONS.get(role, _NONE)
