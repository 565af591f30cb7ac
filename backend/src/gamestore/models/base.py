"""Declarative base, naming conventions and the UTC time column type."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any, ClassVar, cast

from sqlalchemy import BigInteger, DateTime, Integer, MetaData, Table, TypeDecorator, func
from sqlalchemy.engine import Dialect
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from gamestore.core import clock

NAMING_CONVENTION = {
    "ix": "ix_%(column_0_label)s",
    "uq": "uq_%(table_name)s_%(column_0_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}

# BIGINT on PostgreSQL, INTEGER (the rowid alias, so it autoincrements) on SQLite.
BigId = BigInteger().with_variant(Integer(), "sqlite")


class UtcDateTime(TypeDecorator[datetime]):
    """Timezone-aware UTC datetimes on every backend (SQLite keeps no zone of its own)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("naive datetime given to a UTC column")
        return value.astimezone(UTC)

    def process_result_value(self, value: Any, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        moment: datetime = value
        return moment.replace(tzinfo=UTC) if moment.tzinfo is None else moment.astimezone(UTC)


class Base(DeclarativeBase):
    metadata = MetaData(naming_convention=NAMING_CONVENTION)
    type_annotation_map: ClassVar[dict[Any, Any]] = {datetime: UtcDateTime()}


def table_of(model: type[Base]) -> Table:
    """The model's Core table: statements on it skip the ORM's bookkeeping (hot paths build them once)."""
    return cast(Table, model.__table__)


class Timestamps:
    created_at: Mapped[datetime] = mapped_column(default=clock.now, server_default=func.now())
    updated_at: Mapped[datetime] = mapped_column(
        default=clock.now, onupdate=clock.now, server_default=func.now()
    )
