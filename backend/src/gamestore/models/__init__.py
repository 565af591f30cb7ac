"""Every table, imported so that Alembic and the tests see the whole schema. The application's
modules import the module of their own domain's tables (``gamestore.models.identity`` …), never this
package, so that lint-imports can tell whose tables a domain reads."""

from gamestore.models.admin import (
    AuditLog,
    Operator,
)
from gamestore.models.base import Base
from gamestore.models.catalogue import (
    ActivationKey,
    Brand,
    BrandFollow,
    BrowseHistory,
    Category,
    Comment,
    DiscountActivity,
    DiscountProduct,
    Favorite,
    Sku,
    Spu,
)
from gamestore.models.content import (
    Article,
    ArticleCategory,
    Banner,
    HelpArticle,
    HelpCategory,
)
from gamestore.models.engagement import (
    MemberCollectible,
    MemberCollectibleDefinition,
    MemberItem,
    MemberItemCode,
    MemberItemDefinition,
    MemberTask,
    MemberTaskEvent,
    MemberTaskProgress,
)
from gamestore.models.growth import (
    MemberReferral,
    MemberReferralPurchase,
    MemberShareCode,
)
from gamestore.models.identity import (
    Member,
    MemberRefreshToken,
    MemberSession,
    MemberSocialUser,
    MemberSteamAccount,
    MemberSteamLogin,
    OperatorRefreshToken,
    OperatorSession,
    SmsCode,
)
from gamestore.models.library import (
    OwnedGame,
)
from gamestore.models.loyalty import (
    MemberExperienceRecord,
    MemberLevel,
    MemberPendingReward,
    MemberPointRecord,
    MemberSignInConfig,
    MemberSignInRecord,
)
from gamestore.models.notification import (
    ActivityReminder,
    MemberNotification,
    MemberPushSubscription,
)
from gamestore.models.outbox import (
    OutboxMessage,
)
from gamestore.models.pay import (
    PayNotifyRecord,
    PayOrder,
    PayOrderExtension,
    PayRefund,
    PayWallet,
    PayWalletRecharge,
    PayWalletRechargePackage,
    PayWalletTransaction,
)
from gamestore.models.system import (
    Tenant,
    UploadedFile,
)
from gamestore.models.trade import (
    CartAddition,
    CartItem,
    Feedback,
    KeyReveal,
    TradeAfterSale,
    TradeOrder,
    TradeOrderEffect,
    TradeOrderFeedback,
    TradeOrderItem,
    TradeOrderLog,
)

__all__ = [
    "ActivationKey",
    "ActivityReminder",
    "Article",
    "ArticleCategory",
    "AuditLog",
    "Banner",
    "Base",
    "Brand",
    "BrandFollow",
    "BrowseHistory",
    "CartAddition",
    "CartItem",
    "Category",
    "Comment",
    "DiscountActivity",
    "DiscountProduct",
    "Favorite",
    "Feedback",
    "HelpArticle",
    "HelpCategory",
    "KeyReveal",
    "Member",
    "MemberCollectible",
    "MemberCollectibleDefinition",
    "MemberExperienceRecord",
    "MemberItem",
    "MemberItemCode",
    "MemberItemDefinition",
    "MemberLevel",
    "MemberNotification",
    "MemberPendingReward",
    "MemberPointRecord",
    "MemberPushSubscription",
    "MemberReferral",
    "MemberReferralPurchase",
    "MemberRefreshToken",
    "MemberSession",
    "MemberShareCode",
    "MemberSignInConfig",
    "MemberSignInRecord",
    "MemberSocialUser",
    "MemberSteamAccount",
    "MemberSteamLogin",
    "MemberTask",
    "MemberTaskEvent",
    "MemberTaskProgress",
    "Operator",
    "OperatorRefreshToken",
    "OperatorSession",
    "OutboxMessage",
    "OwnedGame",
    "PayNotifyRecord",
    "PayOrder",
    "PayOrderExtension",
    "PayRefund",
    "PayWallet",
    "PayWalletRecharge",
    "PayWalletRechargePackage",
    "PayWalletTransaction",
    "Sku",
    "SmsCode",
    "Spu",
    "Tenant",
    "TradeAfterSale",
    "TradeOrder",
    "TradeOrderEffect",
    "TradeOrderFeedback",
    "TradeOrderItem",
    "TradeOrderLog",
    "UploadedFile",
]
