"""Trade domain failures (codes 1_011_SSS_NNN: 000 order, 001 order item, 002 cart, 003 feedback,
004 vouchers, 005 refunds, 006 key reports, 007 what the member owns)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

ORDER_NOT_FOUND = ErrorCode(1_011_000_000, "trade.order_not_found")
SKU_NOT_FOUND = ErrorCode(1_011_000_001, "trade.sku_not_found")
SKU_STOCK_NOT_ENOUGH = ErrorCode(1_011_000_002, "trade.sku_stock_not_enough")
ORDER_NOT_UNPAID = ErrorCode(1_011_000_003, "trade.order_not_unpaid")
ORDER_CLOSED = ErrorCode(1_011_000_004, "trade.order_closed")
ORDER_NOT_DELETABLE = ErrorCode(1_011_000_005, "trade.order_not_deletable")
ORDER_ITEMS_EMPTY = ErrorCode(1_011_000_006, "trade.order_items_empty")
ACTIVATION_KEY_NOT_FOUND = ErrorCode(1_011_000_007, "trade.activation_key_not_found")
ORDER_KEYS_REFUNDABLE = ErrorCode(1_011_000_008, "trade.order_keys_refundable")
REGION_LOCKED = ErrorCode(1_011_000_009, "trade.region_locked")
VERSION_TWICE = ErrorCode(1_011_000_010, "trade.version_twice")
ORDER_ITEM_NOT_FOUND = ErrorCode(1_011_001_000, "trade.order_item_not_found")
ORDER_NOT_COMPLETED = ErrorCode(1_011_001_001, "trade.order_not_completed")
ORDER_ITEM_COMMENTED = ErrorCode(1_011_001_002, "trade.order_item_commented")
RATING_REQUIRED = ErrorCode(1_011_001_003, "trade.rating_required")
FEEDBACK_CONTENT_REQUIRED = ErrorCode(1_011_003_000, "trade.feedback_content_required")
FEEDBACK_TOO_FREQUENT = ErrorCode(1_011_003_001, "trade.feedback_too_frequent")
FEEDBACK_ORDER_REQUIRED = ErrorCode(1_011_003_002, "trade.feedback_order_required")
FEEDBACK_NOT_FOUND = ErrorCode(1_011_003_003, "trade.feedback_not_found")
CART_ITEM_NOT_FOUND = ErrorCode(1_011_002_000, "trade.cart_item_not_found")
VOUCHER_NOT_APPLICABLE = ErrorCode(1_011_004_000, "trade.voucher_not_applicable")
VOUCHER_BELOW_MINIMUM = ErrorCode(1_011_004_001, "trade.voucher_below_minimum")
CART_FULL = ErrorCode(1_011_002_001, "trade.cart_full")
COUNT_TOO_LARGE = ErrorCode(1_011_002_002, "trade.count_too_large")
REFUND_ORDER_NOT_PAID = ErrorCode(1_011_005_000, "trade.refund_order_not_paid")
REFUND_ALREADY_DONE = ErrorCode(1_011_005_001, "trade.refund_already_done")
REFUND_KEYS_REVEALED = ErrorCode(1_011_005_002, "trade.refund_keys_revealed")
REFUND_WINDOW_PASSED = ErrorCode(1_011_005_003, "trade.refund_window_passed")
AFTER_SALE_NOT_FOUND = ErrorCode(1_011_005_004, "trade.after_sale_not_found")
REFUND_IN_PROGRESS = ErrorCode(1_011_005_005, "trade.refund_in_progress")
KEY_NOT_REVEALED = ErrorCode(1_011_006_000, "trade.key_not_revealed")
KEY_ALREADY_REPORTED = ErrorCode(1_011_006_001, "trade.key_already_reported")
KEY_REPORT_NOT_FOUND = ErrorCode(1_011_006_002, "trade.key_report_not_found")
KEY_REPORT_RESOLVED = ErrorCode(1_011_006_003, "trade.key_report_resolved")
KEY_REPORT_NO_KEY = ErrorCode(1_011_006_004, "trade.key_report_no_key")
# The answer's data is {"baseSpuId": the game to own first}.
DLC_BASE_NOT_OWNED = ErrorCode(1_011_007_000, "trade.dlc_base_not_owned")
GIFT_NOT_FOUND = ErrorCode(1_011_008_000, "trade.gift_not_found")
GIFT_CLAIMED = ErrorCode(1_011_008_001, "trade.gift_claimed")
GIFT_ENDED = ErrorCode(1_011_008_002, "trade.gift_ended")
GIFT_OWN = ErrorCode(1_011_008_003, "trade.gift_own")
GIFT_WAITING = ErrorCode(1_011_008_004, "trade.gift_waiting")
GIFT_REGION = ErrorCode(1_011_008_005, "trade.gift_region")
PREORDER_ALONE = ErrorCode(1_011_009_000, "trade.preorder_alone")
PREORDER_GIFT = ErrorCode(1_011_009_001, "trade.preorder_gift")
PREORDER_NOT_WAITING = ErrorCode(1_011_009_002, "trade.preorder_not_waiting")

register_messages(
    {
        "trade.preorder_alone": {
            "en": "A pre-order is bought on its own: order {name} separately",
            "zh-Hans": "预购商品需单独下单：请单独购买{name}",
            "zh-Hant": "預購商品需單獨下單：請單獨購買{name}",
            "ja": "予約商品は単独で注文してください：{name} を別に注文してください",
        },
        "trade.preorder_gift": {
            "en": "A pre-order cannot be bought as a gift",
            "zh-Hans": "预购商品不能作为礼物购买",
            "zh-Hant": "預購商品不能作為禮物購買",
            "ja": "予約商品はギフトとして購入できません",
        },
        "trade.preorder_not_waiting": {
            "en": "This order is not a pre-order waiting for its keys",
            "zh-Hans": "该订单不是等待发货的预购订单",
            "zh-Hant": "該訂單不是等待發貨的預購訂單",
            "ja": "この注文はキーを待っている予約注文ではありません",
        },
        "trade.gift_not_found": {
            "en": "This gift link is not valid",
            "zh-Hans": "礼物链接无效",
            "zh-Hant": "禮物連結無效",
            "ja": "このギフトのリンクは無効です",
        },
        "trade.gift_claimed": {
            "en": "This gift has already been claimed",
            "zh-Hans": "该礼物已被领取",
            "zh-Hant": "該禮物已被領取",
            "ja": "このギフトはすでに受け取られています",
        },
        "trade.gift_ended": {
            "en": "This gift is no longer waiting to be claimed: it went back to the giver",
            "zh-Hans": "该礼物已不可领取：已退回赠送人",
            "zh-Hant": "該禮物已不可領取：已退回贈送人",
            "ja": "このギフトは受け取れません。贈り主に戻りました",
        },
        "trade.gift_own": {
            "en": "You cannot claim a gift you gave; send the link to a friend",
            "zh-Hans": "不能领取自己赠送的礼物，请把链接发给好友",
            "zh-Hant": "不能領取自己贈送的禮物，請把連結發給好友",
            "ja": "自分が贈ったギフトは受け取れません。リンクを友達に送ってください",
        },
        "trade.gift_waiting": {
            "en": "This order is a gift waiting to be claimed; take it back first",
            "zh-Hans": "该订单是待领取的礼物，请先收回",
            "zh-Hant": "該訂單是待領取的禮物，請先收回",
            "ja": "この注文は受け取り待ちのギフトです。先に取り消してください",
        },
        "trade.gift_region": {
            "en": "These keys do not activate in your region ({country}); the giver can take the gift back",
            "zh-Hans": "这些激活码无法在您所在的地区（{country}）激活，赠送人可以收回礼物",
            "zh-Hant": "這些啟用碼無法在您所在的地區（{country}）啟用，贈送人可以收回禮物",
            "ja": "これらのキーはお住まいの地域（{country}）では有効化できません。"
            "贈り主はギフトを取り消せます",
        },
        "trade.key_not_revealed": {
            "en": "Reveal the key first: only a revealed key can be reported as not working",
            "zh-Hans": "请先查看激活码：只有已查看的激活码才能报告无法使用",
            "zh-Hant": "請先查看啟用碼：只有已查看的啟用碼才能回報無法使用",
            "ja": "先にキーを表示してください。表示したキーのみ「使えない」と報告できます",
        },
        "trade.key_already_reported": {
            "en": "You have already reported this key",
            "zh-Hans": "您已报告过该激活码",
            "zh-Hant": "您已回報過該啟用碼",
            "ja": "このキーはすでに報告済みです",
        },
        "trade.key_report_not_found": {
            "en": "No such key report",
            "zh-Hans": "该激活码报告不存在",
            "zh-Hant": "該啟用碼回報不存在",
            "ja": "このキーの報告は見つかりません",
        },
        "trade.key_report_resolved": {
            "en": "This key report has already been resolved",
            "zh-Hans": "该激活码报告已处理",
            "zh-Hant": "該啟用碼回報已處理",
            "ja": "このキーの報告はすでに処理済みです",
        },
        "trade.key_report_no_key": {
            "en": "No key of this version is available to replace it: refund or reject instead",
            "zh-Hans": "该版本没有可用的激活码可替换：请改为退款或驳回",
            "zh-Hant": "該版本沒有可用的啟用碼可替換：請改為退款或駁回",
            "ja": "このバージョンに交換用のキーがありません。返金または却下してください",
        },
        "trade.dlc_base_not_owned": {
            "en": "{name} is a DLC: it needs {base}, which you own neither here nor on Steam",
            "zh-Hans": "{name} 是 DLC，需要先拥有 {base}（您在本店和 Steam 上都还没有）",
            "zh-Hant": "{name} 是 DLC，需要先擁有 {base}（您在本店和 Steam 上都還沒有）",
            "ja": "{name} は DLC です。本編の {base} が必要ですが、当ストアでも Steam でも所有していません",
        },
        "trade.refund_order_not_paid": {
            "en": "Only a paid order can be refunded",
            "zh-Hans": "只有已支付的订单才能退款",
            "zh-Hant": "只有已付款的訂單才能退款",
            "ja": "支払い済みの注文のみ返金できます",
        },
        "trade.refund_already_done": {
            "en": "This order has already been refunded",
            "zh-Hans": "该订单已退款",
            "zh-Hant": "該訂單已退款",
            "ja": "この注文は返金済みです",
        },
        "trade.refund_in_progress": {
            "en": "A refund of this order is in progress: the money is on its way back",
            "zh-Hans": "该订单正在退款中，款项正在退回",
            "zh-Hant": "該訂單正在退款中，款項正在退回",
            "ja": "この注文は返金処理中です。代金は返金手続き中です",
        },
        "trade.refund_keys_revealed": {
            "en": "The keys left in this order have all been revealed: a revealed key cannot be refunded",
            "zh-Hans": "该订单剩余的激活码均已查看，已查看的激活码不能退款",
            "zh-Hant": "該訂單剩餘的啟用碼均已查看，已查看的啟用碼不能退款",
            "ja": "この注文の残りのキーはすべて表示済みです。表示したキーは返金できません",
        },
        "trade.refund_window_passed": {
            "en": "Refunds can be asked for within {days} days of payment; please contact support",
            "zh-Hans": "仅支持付款后 {days} 天内申请退款，请联系客服",
            "zh-Hant": "僅支援付款後 {days} 天內申請退款，請聯絡客服",
            "ja": "返金は支払いから {days} 日以内に申請できます。サポートにお問い合わせください",
        },
        "trade.after_sale_not_found": {
            "en": "This refund does not exist",
            "zh-Hans": "该退款记录不存在",
            "zh-Hant": "該退款紀錄不存在",
            "ja": "この返金は存在しません",
        },
        "trade.voucher_not_applicable": {
            "en": "This voucher does not apply to the games in this order",
            "zh-Hans": "该优惠券不适用于本订单中的游戏",
            "zh-Hant": "該優惠券不適用於本訂單中的遊戲",
            "ja": "このクーポンはこの注文のゲームには使えません",
        },
        "trade.voucher_below_minimum": {
            "en": "This voucher needs an order of at least ¥{amount} in the games it applies to",
            "zh-Hans": "适用游戏满 ¥{amount} 才能使用该优惠券",
            "zh-Hant": "適用遊戲滿 ¥{amount} 才能使用該優惠券",
            "ja": "このクーポンは対象ゲームの合計が ¥{amount} 以上で使えます",
        },
        # Spec §8: "please select an order (feedback)".
        "trade.feedback_order_required": {
            "en": "Please select an order",
            "zh-Hans": "请选择订单",
            "zh-Hant": "請選擇訂單",
            "ja": "注文を選択してください",
        },
        "trade.feedback_not_found": {
            "en": "This feedback does not exist",
            "zh-Hans": "该反馈不存在",
            "zh-Hant": "該意見回饋不存在",
            "ja": "このフィードバックは存在しません",
        },
        "trade.order_not_found": {
            "en": (
                "Failed to query the order, please confirm the order information or contact the administrator"
            ),
            "zh-Hans": "查询订单失败，请确认订单信息或联系管理员",
            "zh-Hant": "查詢訂單失敗，請確認訂單資訊或聯絡管理員",
            "ja": "注文の照会に失敗しました。注文情報をご確認いただくか、管理者にお問い合わせください",
        },
        "trade.sku_not_found": {
            "en": "Please select a game version",
            "zh-Hans": "请选择游戏版本",
            "zh-Hant": "請選擇遊戲版本",
            "ja": "ゲームのバージョンを選択してください",
        },
        "trade.region_locked": {
            "en": "{name} cannot be activated in your country or region ({country}), so it cannot be bought",
            "zh-Hans": "{name} 无法在您所在的国家或地区（{country}）激活，不能购买",
            "zh-Hant": "{name} 無法在您所在的國家或地區（{country}）啟用，不能購買",
            "ja": "{name} はお住まいの国・地域（{country}）では有効化できないため、購入できません",
        },
        "trade.sku_stock_not_enough": {
            "en": "{name} is out of stock",
            "zh-Hans": "{name} 库存不足",
            "zh-Hant": "{name} 庫存不足",
            "ja": "{name} は在庫切れです",
        },
        "trade.order_not_unpaid": {
            "en": "This order is no longer waiting for payment",
            "zh-Hans": "该订单已不是待付款状态",
            "zh-Hant": "該訂單已不是待付款狀態",
            "ja": "この注文はすでに支払い待ちではありません",
        },
        "trade.order_closed": {
            "en": "This order has been closed",
            "zh-Hans": "该订单已关闭",
            "zh-Hant": "該訂單已關閉",
            "ja": "この注文はクローズされました",
        },
        "trade.order_not_deletable": {
            "en": "Only completed or closed orders can be deleted",
            "zh-Hans": "只有已完成或已关闭的订单可以删除",
            "zh-Hant": "只有已完成或已關閉的訂單可以刪除",
            "ja": "削除できるのは完了またはクローズ済みの注文のみです",
        },
        "trade.order_keys_refundable": {
            "en": "This order still has keys you have not revealed and can refund. Reveal or refund them "
            "first; then it can be deleted",
            "zh-Hans": "该订单还有未查看且可退款的激活码。请先查看或退款，之后才能删除订单",
            "zh-Hant": "該訂單還有未查看且可退款的啟用碼。請先查看或退款，之後才能刪除訂單",
            "ja": "この注文にはまだ表示しておらず返金できるキーがあります。"
            "先に表示するか返金してから削除してください",
        },
        "trade.order_items_empty": {
            "en": "Please select a game version",
            "zh-Hans": "请选择游戏版本",
            "zh-Hant": "請選擇遊戲版本",
            "ja": "ゲームのバージョンを選択してください",
        },
        "trade.activation_key_not_found": {
            "en": "This order has no such activation key",
            "zh-Hans": "该订单没有这个激活码",
            "zh-Hant": "該訂單沒有這個啟用碼",
            "ja": "この注文にそのアクティベーションコードはありません",
        },
        "trade.order_item_not_found": {
            "en": "This order item does not exist",
            "zh-Hans": "订单项不存在",
            "zh-Hant": "訂單項目不存在",
            "ja": "この注文明細は存在しません",
        },
        "trade.order_not_completed": {
            "en": "Only completed orders can be reviewed",
            "zh-Hans": "订单完成后才能评价",
            "zh-Hant": "訂單完成後才能評價",
            "ja": "レビューできるのは完了した注文のみです",
        },
        "trade.order_item_commented": {
            "en": "You have already reviewed this game",
            "zh-Hans": "该游戏已评价",
            "zh-Hant": "該遊戲已評價",
            "ja": "このゲームはすでにレビュー済みです",
        },
        "trade.rating_required": {
            "en": "Please select a rating (click the stars to rate)",
            "zh-Hans": "请选择评分（点击星星评分）",
            "zh-Hant": "請選擇評分（點擊星星評分）",
            "ja": "評価を選択してください（星をタップして評価）",
        },
        "trade.feedback_content_required": {
            "en": "Feedback needs a detailed description",
            "zh-Hans": "请详细描述您遇到的问题",
            "zh-Hant": "請詳細描述您遇到的問題",
            "ja": "フィードバックには詳しい説明が必要です",
        },
        "trade.feedback_too_frequent": {
            "en": "You have sent a lot of feedback; please wait for our reply",
            "zh-Hans": "您的反馈较多，请等待我们的回复",
            "zh-Hant": "您的回饋較多，請等待我們的回覆",
            "ja": "フィードバックが多すぎます。返信をお待ちください",
        },
        "trade.cart_item_not_found": {
            "en": "This item is no longer in your cart",
            "zh-Hans": "购物车中没有该商品",
            "zh-Hant": "購物車中沒有該商品",
            "ja": "この商品はカートにありません",
        },
        "trade.cart_full": {
            "en": "Your cart is full ({max} items); remove some first",
            "zh-Hans": "购物车已满（{max} 件），请先删除一些",
            "zh-Hant": "購物車已滿（{max} 件），請先刪除一些",
            "ja": "カートがいっぱいです（{max} 件）。先にいくつか削除してください",
        },
        "trade.count_too_large": {
            "en": "At most {max} of one version per order",
            "zh-Hans": "每个版本每单最多 {max} 份",
            "zh-Hant": "每個版本每單最多 {max} 份",
            "ja": "1 つのバージョンは 1 注文につき {max} 個までです",
        },
        "trade.version_twice": {
            "en": "{name} is in a bundle and also on its own (or in two bundles); buy it one way at a time",
            "zh-Hans": "{name} 既在组合包中又单独购买（或在两个组合包中），请只保留一处再结算",
            "zh-Hant": "{name} 既在組合包中又單獨購買（或在兩個組合包中），請只保留一處再結算",
            "ja": "{name} がバンドルと単品（または 2 つのバンドル）の両方に含まれています。"
            "どちらか一方で購入してください",
        },
    }
)
