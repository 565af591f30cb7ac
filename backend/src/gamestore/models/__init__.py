"""Every table, imported so that Alembic and the tests see the whole schema. The application's
modules import the module of the aggregate they need (``gamestore.models.member`` …), never this
package, so that lint-imports can tell whose tables a domain reads."""

from gamestore.models.base import Base
from gamestore.models.game import OwnedGame
from gamestore.models.member import (
    Member,
    MemberExperienceRecord,
    MemberPointRecord,
    MemberRefreshToken,
    MemberSession,
    MemberSignInRecord,
    MemberSocialUser,
    MemberTask,
    MemberTaskEvent,
    MemberTaskProgress,
    SmsCode,
)
from gamestore.models.pay import (
    PayNotifyRecord,
    PayOrder,
    PayOrderExtension,
    PayWallet,
    PayWalletRecharge,
    PayWalletRechargePackage,
    PayWalletTransaction,
)
from gamestore.models.product import (
    ActivationKey,
    Brand,
    BrandFollow,
    BrowseHistory,
    Category,
    Comment,
    Favorite,
    Sku,
    Spu,
)
from gamestore.models.promotion import Article, ArticleCategory, Banner, DiscountActivity, DiscountProduct
from gamestore.models.system import HelpArticle, HelpCategory, Tenant, UploadedFile
from gamestore.models.trade import (
    CartItem,
    KeyReveal,
    TradeOrder,
    TradeOrderFeedback,
    TradeOrderItem,
    TradeOrderLog,
)

__all__ = [
    "ActivationKey",
    "Article",
    "ArticleCategory",
    "Banner",
    "Base",
    "Brand",
    "BrandFollow",
    "BrowseHistory",
    "CartItem",
    "Category",
    "Comment",
    "DiscountActivity",
    "DiscountProduct",
    "Favorite",
    "HelpArticle",
    "HelpCategory",
    "KeyReveal",
    "Member",
    "MemberExperienceRecord",
    "MemberPointRecord",
    "MemberRefreshToken",
    "MemberSession",
    "MemberSignInRecord",
    "MemberSocialUser",
    "MemberTask",
    "MemberTaskEvent",
    "MemberTaskProgress",
    "OwnedGame",
    "PayNotifyRecord",
    "PayOrder",
    "PayOrderExtension",
    "PayWallet",
    "PayWalletRecharge",
    "PayWalletRechargePackage",
    "PayWalletTransaction",
    "Sku",
    "SmsCode",
    "Spu",
    "Tenant",
    "TradeOrder",
    "TradeOrderFeedback",
    "TradeOrderItem",
    "TradeOrderLog",
    "UploadedFile",
]
