"""Engagement failures (codes 1_004_SSS_NNN: 010 tasks, 012 items, 013 collectibles, 015 the
content console's task and item files and forms)."""

from __future__ import annotations

from gamestore.core.errors import ErrorCode
from gamestore.core.i18n import register_messages

TASK_NOT_FOUND = ErrorCode(1_004_010_000, "member.task_not_found")
TASK_NOT_RECEIVABLE = ErrorCode(1_004_010_001, "member.task_not_receivable")
TASK_ALREADY_CLAIMED = ErrorCode(1_004_010_002, "member.task_already_claimed")
TASK_EXPIRED = ErrorCode(1_004_010_003, "member.task_expired")
ITEM_NOT_FOUND = ErrorCode(1_004_012_000, "member.item_not_found")
ITEM_NOT_REVEALABLE = ErrorCode(1_004_012_001, "member.item_not_revealable")
ITEM_NOT_AVAILABLE = ErrorCode(1_004_012_002, "member.item_not_available")
ITEM_UNKNOWN = ErrorCode(1_004_012_003, "member.item_unknown")
ITEM_CODES_RUN_OUT = ErrorCode(1_004_012_004, "member.item_codes_run_out")
ITEM_NOT_A_VOUCHER = ErrorCode(1_004_012_005, "member.item_not_a_voucher")
COLLECTIBLE_NOT_FOUND = ErrorCode(1_004_013_000, "member.collectible_not_found")
COLLECTIBLE_UNKNOWN = ErrorCode(1_004_013_001, "member.collectible_unknown")
COLLECTIBLE_EDITION_FULL = ErrorCode(1_004_013_002, "member.collectible_edition_full")
CONTENT_FILE_UNREADABLE = ErrorCode(1_004_015_000, "member.content_file_unreadable")
CONTENT_FILE_TOO_LARGE = ErrorCode(1_004_015_001, "member.content_file_too_large")
CONTENT_ROW_INVALID = ErrorCode(1_004_015_002, "member.content_row_invalid")
CONTENT_CODE_TAKEN = ErrorCode(1_004_015_003, "member.content_code_taken")
CONTENT_TASK_NOT_FOUND = ErrorCode(1_004_015_004, "member.content_task_not_found")
CONTENT_ITEM_NOT_FOUND = ErrorCode(1_004_015_005, "member.content_item_not_found")
CONTENT_COLLECTIBLE_NOT_FOUND = ErrorCode(1_004_015_006, "member.content_collectible_not_found")

register_messages(
    {
        "member.item_not_found": {
            "en": "Item not found",
            "zh-Hans": "道具不存在",
            "zh-Hant": "道具不存在",
            "ja": "アイテムが見つかりません",
        },
        "member.item_not_revealable": {
            "en": "This item has no code to reveal",
            "zh-Hans": "该道具没有可查看的兑换码",
            "zh-Hant": "該道具沒有可查看的兌換碼",
            "ja": "このアイテムには表示できるコードがありません",
        },
        "member.item_not_available": {
            "en": "This item is not available: it has expired or its game has been taken offline",
            "zh-Hans": "该道具不可用：已过期或对应游戏已下架",
            "zh-Hant": "該道具不可用：已過期或對應遊戲已下架",
            "ja": "このアイテムは使用できません：期限切れか、対象のゲームが販売終了しています",
        },
        "member.item_unknown": {
            "en": "This reward item is no longer offered",
            "zh-Hans": "该奖励道具已停止发放",
            "zh-Hant": "該獎勵道具已停止發放",
            "ja": "この報酬アイテムは配布を終了しました",
        },
        "member.item_codes_run_out": {
            "en": "This reward's codes have run out; please try again later",
            "zh-Hans": "该奖励的兑换码已发完，请稍后再试",
            "zh-Hant": "該獎勵的兌換碼已發完，請稍後再試",
            "ja": "この報酬のコードがなくなりました。しばらくしてからお試しください",
        },
        "member.item_not_a_voucher": {
            "en": "This item is not a voucher",
            "zh-Hans": "该道具不是优惠券",
            "zh-Hant": "該道具不是優惠券",
            "ja": "このアイテムはクーポンではありません",
        },
        "member.collectible_not_found": {
            "en": "Collectible not found",
            "zh-Hans": "藏品不存在",
            "zh-Hant": "藏品不存在",
            "ja": "コレクションが見つかりません",
        },
        "member.collectible_unknown": {
            "en": "This collectible is no longer offered",
            "zh-Hans": "该藏品已停止发放",
            "zh-Hant": "該藏品已停止發放",
            "ja": "このコレクションは配布を終了しました",
        },
        "member.collectible_edition_full": {
            "en": "Every copy of this collectible has been earned",
            "zh-Hans": "该藏品已全部发放完毕",
            "zh-Hant": "該藏品已全部發放完畢",
            "ja": "このコレクションはすべて配布済みです",
        },
        "member.task_not_found": {
            "en": "This task does not exist",
            "zh-Hans": "任务不存在",
            "zh-Hant": "任務不存在",
            "ja": "このミッションはありません",
        },
        "member.task_not_receivable": {
            "en": "This task is not complete yet",
            "zh-Hans": "任务尚未完成，暂不能领取",
            "zh-Hant": "任務尚未完成，暫不能領取",
            "ja": "このミッションはまだ達成されていません",
        },
        "member.task_already_claimed": {
            "en": "You have already collected this reward",
            "zh-Hans": "该奖励已领取",
            "zh-Hant": "該獎勵已領取",
            "ja": "この報酬は受け取り済みです",
        },
        "member.task_expired": {
            "en": "This task's time is over and its reward has expired",
            "zh-Hans": "任务已过期，奖励无法领取",
            "zh-Hant": "任務已過期，獎勵無法領取",
            "ja": "期間が終わったため、この報酬は受け取れません",
        },
        "member.content_file_unreadable": {
            "en": "The file cannot be imported: {reason}",
            "zh-Hans": "无法导入该文件：{reason}",
            "zh-Hant": "無法匯入該檔案：{reason}",
            "ja": "このファイルはインポートできません：{reason}",
        },
        "member.content_file_too_large": {
            "en": "The file must be {limit} MB or smaller",
            "zh-Hans": "文件不能超过 {limit} MB",
            "zh-Hant": "檔案不能超過 {limit} MB",
            "ja": "ファイルは {limit} MB 以下にしてください",
        },
        "member.content_row_invalid": {
            "en": "Not saved: {reasons}",
            "zh-Hans": "未保存：{reasons}",
            "zh-Hant": "未儲存：{reasons}",
            "ja": "保存されませんでした：{reasons}",
        },
        "member.content_code_taken": {
            "en": "The code {code} is already in use",
            "zh-Hans": "编码 {code} 已被使用",
            "zh-Hant": "編碼 {code} 已被使用",
            "ja": "コード {code} はすでに使われています",
        },
        "member.content_task_not_found": {
            "en": "This task does not exist",
            "zh-Hans": "该任务不存在",
            "zh-Hant": "該任務不存在",
            "ja": "このタスクは存在しません",
        },
        "member.content_item_not_found": {
            "en": "This item does not exist",
            "zh-Hans": "该道具不存在",
            "zh-Hant": "該道具不存在",
            "ja": "このアイテムは存在しません",
        },
        "member.content_collectible_not_found": {
            "en": "This collectible does not exist",
            "zh-Hans": "该藏品不存在",
            "zh-Hant": "該藏品不存在",
            "ja": "このコレクションは存在しません",
        },
    }
)
