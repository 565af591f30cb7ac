"""The catalogue: categories, teams (brands), games (SPUs), versions (SKUs), activation keys,
reviews, favorites, browsing history, team follows, discount activities (time-limited event
prices on versions) and bundles (priced sets of versions). Texts are per language (JSON objects
keyed en, zh-Hans, zh-Hant, ja)."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from sqlalchemy import (
    JSON,
    BigInteger,
    ForeignKey,
    Index,
    LargeBinary,
    SmallInteger,
    String,
    Text,
    UniqueConstraint,
)
from sqlalchemy.orm import Mapped, mapped_column

from gamestore.models.base import Base, BigId, Timestamps

Texts = dict[str, str]


class Category(Timestamps, Base):
    __tablename__ = "product_category"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    parent_id: Mapped[int | None] = mapped_column(ForeignKey("product_category.id"), index=True)
    names: Mapped[Texts] = mapped_column(JSON)
    icon: Mapped[str] = mapped_column(String(512), default="")
    sort: Mapped[int] = mapped_column(default=0)
    enabled: Mapped[bool] = mapped_column(default=True)


class Brand(Timestamps, Base):
    """A developer team."""

    __tablename__ = "product_brand"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    names: Mapped[Texts] = mapped_column(JSON)
    descriptions: Mapped[Texts] = mapped_column(JSON)
    logo: Mapped[str] = mapped_column(String(512), default="")
    sort: Mapped[int] = mapped_column(default=0)
    enabled: Mapped[bool] = mapped_column(default=True)


class Spu(Timestamps, Base):
    """A game."""

    __tablename__ = "product_spu"
    __table_args__ = (
        Index("ix_product_spu_listing", "status", "release_time"),
        Index("ix_product_spu_sales", "status", "sales_count"),
        Index("ix_product_spu_price", "status", "price"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    category_id: Mapped[int] = mapped_column(ForeignKey("product_category.id"), index=True)
    brand_id: Mapped[int] = mapped_column(ForeignKey("product_brand.id"), index=True)
    names: Mapped[Texts] = mapped_column(JSON)
    introductions: Mapped[Texts] = mapped_column(JSON)
    descriptions: Mapped[Texts] = mapped_column(JSON)
    tags: Mapped[dict[str, list[str]]] = mapped_column(JSON)
    search_text: Mapped[str] = mapped_column(Text, default="")
    cover: Mapped[str] = mapped_column(String(512))
    images: Mapped[list[str]] = mapped_column(JSON)
    game_types: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    sale_types: Mapped[list[dict[str, Any]]] = mapped_column(JSON)
    version: Mapped[str] = mapped_column(String(32), default="")
    size: Mapped[str] = mapped_column(String(32), default="")
    release_time: Mapped[datetime]
    discount_end_time: Mapped[datetime | None]
    status: Mapped[int] = mapped_column(SmallInteger, default=1)
    featured: Mapped[bool] = mapped_column(default=False)
    sort: Mapped[int] = mapped_column(default=0)
    price: Mapped[int] = mapped_column(default=0)  # the lowest SKU price, fen (kept by the service)
    market_price: Mapped[int] = mapped_column(default=0)
    sales_count: Mapped[int] = mapped_column(default=0)
    favorite_count: Mapped[int] = mapped_column(default=0)
    browse_count: Mapped[int] = mapped_column(default=0)


class Sku(Timestamps, Base):
    """A version of a game, with its price; its stock is the activation keys available."""

    __tablename__ = "product_sku"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    spu_id: Mapped[int] = mapped_column(ForeignKey("product_spu.id", ondelete="CASCADE"), index=True)
    code: Mapped[str] = mapped_column(String(64), unique=True)
    names: Mapped[Texts] = mapped_column(JSON)
    price: Mapped[int]
    market_price: Mapped[int]
    stock: Mapped[int] = mapped_column(default=0)
    sort: Mapped[int] = mapped_column(default=0)
    # Fewer available keys than this is "low on keys" (None: the METRICS_LOW_STOCK_THRESHOLD setting);
    # no key at all always is, whatever the threshold.
    key_alert_threshold: Mapped[int | None]
    # Where its keys activate (catalogue/regions.py): 0 everywhere, 1 only in, 2 not in the countries
    # (ISO 3166-1 alpha-2, upper case, comma-separated, sorted).
    region_mode: Mapped[int] = mapped_column(SmallInteger, default=0, server_default="0")
    region_codes: Mapped[str] = mapped_column(String(800), default="", server_default="")

    # Steam's app id of what this version's key activates (a DLC has its own); None: not known.
    steam_app_id: Mapped[int | None] = mapped_column(index=True)
    # Set when the version is a DLC: the game it needs (checkout refuses it to a member owning that
    # game neither here nor on Steam).
    dlc_of_spu_id: Mapped[int | None] = mapped_column(ForeignKey("product_spu.id", ondelete="RESTRICT"))
    # Until then the version sells as a pre-order: paid in full, no key taken; its keys are delivered
    # at this time (trade/preorder_service.py). None: released.
    release_at: Mapped[datetime | None]


class KeyBatch(Base):
    """One imported key file: where its keys activate (as a version's regions). A key's batch, not
    its version, decides whom reservation may give it to."""

    __tablename__ = "product_key_batch"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    sku_id: Mapped[int] = mapped_column(ForeignKey("product_sku.id", ondelete="CASCADE"), index=True)
    region_mode: Mapped[int] = mapped_column(SmallInteger, default=0)
    region_codes: Mapped[str] = mapped_column(String(800), default="")
    key_count: Mapped[int] = mapped_column(default=0)
    created_at: Mapped[datetime]


class ActivationKey(Base):
    """A Steam key, stored encrypted; ``key_digest`` finds duplicates without decrypting."""

    __tablename__ = "product_activation_key"
    __table_args__ = (
        Index("ix_product_activation_key_pick", "sku_id", "status", "id"),
        Index("ix_product_activation_key_deal", "deal_id", "status", "id"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    sku_id: Mapped[int] = mapped_column(ForeignKey("product_sku.id"))
    key_encrypted: Mapped[bytes] = mapped_column(LargeBinary)
    key_digest: Mapped[str] = mapped_column(String(64), unique=True)
    # 0 available, 10 reserved, 20 sold, 30 revoked (by an operator)
    status: Mapped[int] = mapped_column(SmallInteger, default=0)
    order_id: Mapped[int | None] = mapped_column(index=True)
    created_at: Mapped[datetime]
    # The import it came in (None: before batches, activates everywhere).
    batch_id: Mapped[int | None] = mapped_column(ForeignKey("product_key_batch.id"))
    # The star deal it was held for (status 5 while the deal holds it; kept as history after).
    deal_id: Mapped[int | None] = mapped_column(ForeignKey("promotion_star_deal.id"))


class Comment(Base):
    """A review of a game by a member who bought it (or a seeded one in the demo catalogue)."""

    __tablename__ = "product_comment"
    __table_args__ = (Index("ix_product_comment_spu", "spu_id", "visible", "id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    spu_id: Mapped[int] = mapped_column(ForeignKey("product_spu.id", ondelete="CASCADE"))
    sku_id: Mapped[int | None] = mapped_column(ForeignKey("product_sku.id"))
    member_id: Mapped[int | None] = mapped_column(ForeignKey("member_user.id", ondelete="SET NULL"))
    nickname: Mapped[str] = mapped_column(String(30))
    avatar: Mapped[str | None] = mapped_column(String(512))
    anonymous: Mapped[bool] = mapped_column(default=False)
    rating: Mapped[int] = mapped_column(SmallInteger)
    content: Mapped[str] = mapped_column(Text)
    images: Mapped[list[str]] = mapped_column(JSON)
    reply: Mapped[str | None] = mapped_column(Text)
    reply_time: Mapped[datetime | None]
    visible: Mapped[bool] = mapped_column(default=True)
    created_at: Mapped[datetime]


class Favorite(Base):
    __tablename__ = "product_favorite"
    __table_args__ = (UniqueConstraint("member_id", "spu_id", name="uq_product_favorite_member_spu"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    spu_id: Mapped[int] = mapped_column(ForeignKey("product_spu.id", ondelete="CASCADE"))
    created_at: Mapped[datetime]


class BrowseHistory(Base):
    __tablename__ = "product_browse_history"
    __table_args__ = (
        UniqueConstraint("member_id", "spu_id", name="uq_product_browse_history_member_spu"),
        Index("ix_product_browse_history_recent", "member_id", "viewed_at"),
    )

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    spu_id: Mapped[int] = mapped_column(ForeignKey("product_spu.id", ondelete="CASCADE"))
    viewed_at: Mapped[datetime]


class BrandFollow(Base):
    __tablename__ = "product_brand_follow"
    __table_args__ = (UniqueConstraint("member_id", "brand_id", name="uq_product_brand_follow_member_brand"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id", ondelete="CASCADE"))
    brand_id: Mapped[int] = mapped_column(ForeignKey("product_brand.id", ondelete="CASCADE"), index=True)
    created_at: Mapped[datetime]


class DiscountActivity(Timestamps, Base):
    __tablename__ = "promotion_discount_activity"
    __table_args__ = (Index("ix_promotion_discount_activity_window", "enabled", "start_time", "end_time"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    names: Mapped[Texts] = mapped_column(JSON)
    start_time: Mapped[datetime]
    end_time: Mapped[datetime]
    enabled: Mapped[bool] = mapped_column(default=True)


class DiscountProduct(Base):
    """A version's discount during an activity (dictionary promotion_discount_type): 1 a fixed
    amount off, 2 a percentage off."""

    __tablename__ = "promotion_discount_product"
    __table_args__ = (Index("ix_promotion_discount_product_sku", "sku_id", "activity_id"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    activity_id: Mapped[int] = mapped_column(
        ForeignKey("promotion_discount_activity.id", ondelete="CASCADE"), index=True
    )
    spu_id: Mapped[int] = mapped_column(ForeignKey("product_spu.id", ondelete="CASCADE"))
    sku_id: Mapped[int] = mapped_column(ForeignKey("product_sku.id", ondelete="CASCADE"))
    discount_type: Mapped[int] = mapped_column(SmallInteger)
    discount_percent: Mapped[int] = mapped_column(default=0)  # 1–99, for type 2
    discount_price: Mapped[int] = mapped_column(default=0)  # fen off, for type 1


class StarDeal(Timestamps, Base):
    """A star deal (catalogue/star_deal_service.py): ``quantity`` keys of a version at ``price`` (fen)
    from ``start_time`` until ``end_time``, at most ``member_limit`` a member. Its keys are held for
    it (status 5, ``deal_id``) from its creation until it ends and ``returned_at`` says the unsold
    ones went back on sale."""

    __tablename__ = "promotion_star_deal"
    __table_args__ = (Index("ix_promotion_star_deal_window", "returned_at", "end_time"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    spu_id: Mapped[int] = mapped_column(ForeignKey("product_spu.id"))
    sku_id: Mapped[int] = mapped_column(ForeignKey("product_sku.id"), index=True)
    price: Mapped[int]
    quantity: Mapped[int]
    member_limit: Mapped[int] = mapped_column(SmallInteger, default=1)
    start_time: Mapped[datetime]
    end_time: Mapped[datetime]
    returned_at: Mapped[datetime | None]


class StarDealTake(Base):
    """How many of a star deal's keys a member has in orders that are paid or may still be."""

    __tablename__ = "promotion_star_deal_take"

    deal_id: Mapped[int] = mapped_column(
        ForeignKey("promotion_star_deal.id", ondelete="CASCADE"), primary_key=True
    )
    member_id: Mapped[int] = mapped_column(ForeignKey("member_user.id"), primary_key=True)
    count: Mapped[int] = mapped_column(SmallInteger)


class Bundle(Timestamps, Base):
    """A bundle (catalogue/bundle_service.py): ``kind`` 1 "any N for a price" (its tiers), 2 a fixed
    set at ``price`` (fen; 0 for kind 1). On sale while enabled and inside its window (either end
    open when None)."""

    __tablename__ = "promotion_bundle"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    names: Mapped[Texts] = mapped_column(JSON)
    kind: Mapped[int] = mapped_column(SmallInteger)
    price: Mapped[int] = mapped_column(default=0)
    enabled: Mapped[bool] = mapped_column(default=True)
    start_time: Mapped[datetime | None]
    end_time: Mapped[datetime | None]


class BundleTier(Base):
    """A pick-N bundle's tier: ``count`` versions for ``price`` (fen)."""

    __tablename__ = "promotion_bundle_tier"

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    bundle_id: Mapped[int] = mapped_column(ForeignKey("promotion_bundle.id", ondelete="CASCADE"), index=True)
    count: Mapped[int] = mapped_column(SmallInteger)
    price: Mapped[int]


class BundleItem(Base):
    """A version in a bundle, in the operator's order (``id``)."""

    __tablename__ = "promotion_bundle_item"
    __table_args__ = (UniqueConstraint("bundle_id", "sku_id", name="uq_promotion_bundle_item"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    bundle_id: Mapped[int] = mapped_column(ForeignKey("promotion_bundle.id", ondelete="CASCADE"))
    spu_id: Mapped[int] = mapped_column(ForeignKey("product_spu.id", ondelete="CASCADE"))
    sku_id: Mapped[int] = mapped_column(ForeignKey("product_sku.id", ondelete="CASCADE"), index=True)


class PriceRecord(Base):
    """A price a version had (or is planned to have) from ``valid_from`` until ``valid_until`` (None:
    until it changes). ``kind`` 1 the list price, 2 an event price (``activity_id``'s, over its planned
    window), 3 a member level's price (``level``; off the list price, or off ``activity_id``'s event
    price over its window). Written by catalogue/price_history.py wherever prices change."""

    __tablename__ = "product_price_history"
    __table_args__ = (Index("ix_product_price_history_sku", "sku_id", "kind", "valid_from"),)

    id: Mapped[int] = mapped_column(BigId, primary_key=True)
    sku_id: Mapped[int] = mapped_column(ForeignKey("product_sku.id", ondelete="CASCADE"))
    kind: Mapped[int] = mapped_column(SmallInteger)
    level: Mapped[int | None] = mapped_column(SmallInteger)
    # no foreign key: the record outlives the activity
    activity_id: Mapped[int | None] = mapped_column(BigInteger)
    price: Mapped[int]  # fen
    valid_from: Mapped[datetime]
    valid_until: Mapped[datetime | None]
    # valid_until + 30 days: until when this price counts towards the reference of a discount that
    # begins later (the lowest of the 30 days before it); None while open.
    counts_until: Mapped[datetime | None]
