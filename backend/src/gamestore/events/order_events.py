"""What a paid order earns, as effects that each own their grant and their revoke.

The trade domain publishes ``OrderPaid`` in the transaction marking an order paid, ``OrderRefunded``
in the one refunding some of its keys and ``OrderFinal`` once none of its keys can be refunded any
more; the domains that react (games owned, points, experience, referral points, items, activity
rewards, task progress) register an ``OrderEffect`` each at start-up. An effect's grant answers what
its revoke will need, kept per (effect, order, line) by the trade domain; what a purchase earns that
could be spent (points, experience, referral points, task progress) is granted *pending* and given by
``mature`` once the order is final, so a refund cancels it instead of clawing it back. Maturing
answers what it gave the order's member (``Given``), which the reveal making the order final shows.

This module only describes the events and the contract; the trade domain dispatches them."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from enum import IntEnum
from typing import Any, ClassVar

from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.core.config import Settings

WHOLE_ORDER = 0  # the line id of a grant that belongs to the whole order


class GrantState(IntEnum):
    PENDING = 1  # recorded, not given yet: given by ``mature`` once the order is final
    GRANTED = 2
    REVOKED = 3  # nothing of it is left


@dataclass(frozen=True, slots=True)
class Grant:
    """What an effect gave (or will give) for an order or one of its lines, and what its revoke needs."""

    line_id: int = WHOLE_ORDER
    data: Mapping[str, Any] = field(default_factory=dict)
    state: GrantState = GrantState.GRANTED

    def revised(self, state: GrantState | None = None, **data: Any) -> Grant:
        return replace(self, state=state or self.state, data={**self.data, **data})


@dataclass(frozen=True, slots=True)
class GivenItem:
    """An item or collectible given to the order's member, with what the app shows of it."""

    kind: str  # "item" or "collectible"
    code: str
    quantity: int
    names: Mapping[str, str]  # by language
    pic_url: str


@dataclass(frozen=True, slots=True)
class Given:
    """What maturing gave the order's member: points, experience, items and collectibles."""

    point: int = 0
    experience: int = 0
    items: tuple[GivenItem, ...] = ()

    def __bool__(self) -> bool:
        return bool(self.point or self.experience or self.items)

    def __add__(self, other: Given) -> Given:
        merged: dict[tuple[str, str], GivenItem] = {}
        for item in (*self.items, *other.items):
            key = (item.kind, item.code)
            found = merged.get(key)
            merged[key] = item if found is None else replace(found, quantity=found.quantity + item.quantity)
        return Given(self.point + other.point, self.experience + other.experience, tuple(merged.values()))


NOTHING_GIVEN = Given()


@dataclass(frozen=True, slots=True)
class Matured:
    """A pending grant given for good: the grant as kept, and what it gave the order's member."""

    grant: Grant
    given: Given = NOTHING_GIVEN


@dataclass(frozen=True, slots=True)
class Revoked:
    """A grant after a refund took its share (a revoke may answer the ``Grant`` alone when all of
    that share came back). ``points_spent``: points of the share that the order's member had spent
    already, so could not be taken back (support refunding a final order); the refund's money is
    reduced by their worth (trade.refund_service)."""

    grant: Grant
    points_spent: int = 0


@dataclass(frozen=True, slots=True)
class PaidLine:
    line_id: int
    spu_id: int
    sku_id: int
    count: int  # keys bought
    pay_price: int  # fen


@dataclass(frozen=True, slots=True)
class OrderPaid:
    order_id: int
    member_id: int
    pay_price: int  # fen
    give_point: int
    give_experience: int
    lines: Sequence[PaidLine]
    paid_at: datetime
    final_by: datetime  # when the refund window closes: pending grants mature then at the latest
    settings: Settings
    gift: bool = False  # bought as a gift: its keys are for whoever the order is handed over to


@dataclass(frozen=True, slots=True)
class OrderRefunded:
    """Some never-revealed keys of a paid order were refunded (``whole``: none is left)."""

    order_id: int
    member_id: int
    after_sale_id: int
    pay_price: int  # the order's money, fen
    refunded_before: int  # money refunded before this refund, fen
    refunded_after: int  # and after it
    whole: bool
    keys_left: Mapping[int, int]  # spu id -> keys of it the order still holds
    keys_refunded: Mapping[int, int]  # sku id -> keys of it this refund took back
    held_elsewhere: Callable[[Sequence[int]], Awaitable[Mapping[int, Any]]]

    def share(self, amount: int) -> int:
        """The part of ``amount`` (earned by the whole order) that this refund takes away: in the
        share of the money refunded, all that is left once the whole order is. Summed over the
        order's refunds it is exactly ``amount``."""
        if not amount:
            return 0
        if self.pay_price <= 0:
            return amount if self.whole else 0
        if self.whole:
            return amount - amount * self.refunded_before // self.pay_price
        return (
            amount * self.refunded_after // self.pay_price - amount * self.refunded_before // self.pay_price
        )


@dataclass(frozen=True, slots=True)
class OrderHandedOver:
    """A gift's order became ``to_member``'s (claimed by a friend, or back with its giver); what the
    order earns stays its payer's, what its keys give (games owned) goes with the keys."""

    order_id: int
    from_member: int
    to_member: int


@dataclass(frozen=True, slots=True)
class OrderFinal:
    """None of the order's keys can be refunded any more (each revealed or refunded, or the window passed)."""

    order_id: int
    member_id: int
    paid_orders: Callable[[], Awaitable[int]]  # the member's paid orders not wholly refunded


class OrderEffect(ABC):
    """One thing a paid order earns. ``name`` keys its grants: never rename a registered effect."""

    name: ClassVar[str]
    matures: ClassVar[bool] = False  # grants pending until the order is final

    @abstractmethod
    async def grant(self, session: AsyncSession, paid: OrderPaid) -> Sequence[Grant]:
        """Give (or, if ``matures``, record as pending) what the order earns; answer what was given."""

    @abstractmethod
    async def revoke(self, session: AsyncSession, refunded: OrderRefunded, grant: Grant) -> Grant | Revoked:
        """Take back ``refunded``'s share of ``grant`` (cancel it while pending); answer what is left
        (and, as ``Revoked``, points of the share the order's member had spent already)."""

    async def mature(self, session: AsyncSession, final: OrderFinal, grant: Grant) -> Matured:
        """Give a pending grant for good (effects that mature override this); answer what it gave."""
        raise NotImplementedError(f"{self.name} grants nothing pending")

    async def hand_over(self, session: AsyncSession, handed: OrderHandedOver, grant: Grant) -> Grant:
        """The order's keys changed hands (a gift); effects that follow the keys override this."""
        return grant


class EffectMisdeclaredError(TypeError):
    """An effect that cannot be undone, or that records pending grants it can never give."""


def check_effect(effect: OrderEffect) -> None:
    """Refuse, at start-up, an effect whose grant has no revoke (or pending grants no maturity)."""
    kind = type(effect)
    if not getattr(kind, "name", ""):
        raise EffectMisdeclaredError(f"{kind.__name__} has no name")
    if getattr(kind.revoke, "__isabstractmethod__", False) or kind.revoke is OrderEffect.revoke:
        raise EffectMisdeclaredError(f"order effect {kind.name} grants without a revoke")
    if kind.matures and kind.mature is OrderEffect.mature:
        raise EffectMisdeclaredError(f"order effect {kind.name} grants pending without a mature")
