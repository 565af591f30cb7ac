"""The demo's discount activities (``activities.json``), timed from the moment the demo is loaded.

Activities have no code, so a demo activity is the stored one with the same English name: loading
again moves its window to start from now and replaces its versions instead of adding another.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from pathlib import Path
from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, model_validator
from sqlalchemy import delete, select
from sqlalchemy.ext.asyncio import AsyncSession

from gamestore.catalogue import price_history
from gamestore.catalogue.discount_service import AMOUNT_OFF, PERCENT_OFF
from gamestore.catalogue.import_rows import Names
from gamestore.core import cache_bus, clock
from gamestore.core.lookup import by_keys
from gamestore.models.catalogue import DiscountActivity, DiscountProduct, Sku

ACTIVITIES = Path(__file__).with_name("activities.json")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class DemoItem(_Strict):
    sku: str
    percentOff: Annotated[int, Field(ge=1, le=99)] | None = None  # noqa: N815 - the file's names
    amountOff: Annotated[int, Field(ge=1)] | None = None  # noqa: N815

    @model_validator(mode="after")
    def _one_discount(self) -> DemoItem:
        if (self.percentOff is None) == (self.amountOff is None):
            raise ValueError("give exactly one of percentOff and amountOff")
        return self


class DemoActivity(_Strict):
    names: Names
    startDays: int  # noqa: N815 - days after loading (may be negative)
    endDays: int  # noqa: N815
    items: list[DemoItem]

    @model_validator(mode="after")
    def _ends_after_start(self) -> DemoActivity:
        if self.endDays <= self.startDays:
            raise ValueError("endDays must be after startDays")
        return self


class DemoActivities(_Strict):
    activities: list[DemoActivity]


async def load_activities(session: AsyncSession, data: Any, now: datetime | None = None) -> tuple[int, int]:
    """Store the demo activities; answers (activities, versions on discount). Versions the catalogue
    does not hold are left out."""
    parsed = DemoActivities.model_validate(data)
    moment = (now or clock.now()).replace(microsecond=0)
    codes = {item.sku for activity in parsed.activities for item in activity.items}
    skus = {sku.code: sku for sku in await by_keys(session, Sku, Sku.code, codes)}
    stored = {(row.names or {}).get("en"): row for row in await session.scalars(select(DiscountActivity))}
    versions = 0
    for demo in parsed.activities:
        names = demo.names.as_dict()
        activity = stored.get(names["en"])
        if activity is None:
            activity = DiscountActivity(names=names)
            session.add(activity)
        activity.names = names
        activity.start_time = moment + timedelta(days=demo.startDays)
        activity.end_time = moment + timedelta(days=demo.endDays)
        activity.enabled = True
        await session.flush()
        await session.execute(delete(DiscountProduct).where(DiscountProduct.activity_id == activity.id))
        for item in demo.items:
            sku = skus.get(item.sku)
            if sku is None:
                continue
            session.add(_product(activity.id, sku, item))
            versions += 1
    await session.flush()
    await price_history.record(session, [sku.id for sku in skus.values()])
    cache_bus.catalogue_changed(session)  # event prices and their windows changed
    return len(parsed.activities), versions


def _product(activity_id: int, sku: Sku, item: DemoItem) -> DiscountProduct:
    return DiscountProduct(
        activity_id=activity_id,
        spu_id=sku.spu_id,
        sku_id=sku.id,
        discount_type=PERCENT_OFF if item.percentOff is not None else AMOUNT_OFF,
        discount_percent=item.percentOff or 0,
        discount_price=item.amountOff or 0,
    )
