"""The server dictionary: complete, four-language, consistent with the spec and architecture."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from gamestore.core.i18n import LANGUAGES, Lang
from gamestore.system.dict_catalog import DICT_ENTRIES, DictEntry, dict_types, entries_of_type

# Every type spec §3 names (yudao names where yudao has one) plus the yudao system types.
REQUIRED_TYPES = {
    "user_type",
    "common_status",
    "terminal",
    "system_user_sex",
    "language",
    "currency",
    "task_status",
    "task_type",
    "task_reward_type",
    "member_point_biz_type",
    "member_experience_biz_type",
    "product_spu_status",
    "product_game_interface_type",
    "trade_order_type",
    "trade_order_status",
    "pay_channel_code",
    "pay_order_status",
    "pay_refund_status",
    "pay_notify_status",
    "pay_transfer_status",
    "brokerage_withdraw_type",
    "brokerage_withdraw_status",
    "brokerage_record_status",
    "promotion_discount_type",
    "promotion_product_scope",
    "promotion_activity_status",
    "promotion_condition_type",
    "promotion_bargain_record_status",
    "promotion_combination_record_status",
    "promotion_banner_position",
    "infra_boolean_string",
    "system_login_type",
    "system_social_type",
}

ALLOWED_COLORS = {"", "default", "primary", "success", "info", "warning", "danger"}

# Han ideographs, kana and full-width forms.
CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uff00-\uffef]")
KANA = re.compile(r"[\u3040-\u30ff]")
# Characters only simplified Chinese uses: a traditional-Chinese or Japanese label holding one
# was copied from the simplified label instead of written for its language.
CJK_LANGUAGES: tuple[Lang, ...] = ("zh-Hans", "zh-Hant", "ja")
NOT_SIMPLIFIED: tuple[Lang, ...] = ("zh-Hant", "ja")
SIMPLIFIED_ONLY = set(
    "们发单记录额务级验经钱账币码闭关结请签积为货类态动时页进认证转现银费实优买卖统设语简这开启"
)


def _values(dict_type: str) -> list[str]:
    return [entry.value for entry in entries_of_type(dict_type)]


def test_every_required_type_exists() -> None:
    missing = REQUIRED_TYPES - set(dict_types())
    assert missing == set()


def test_dict_types_are_sorted_and_distinct() -> None:
    types = dict_types()
    assert types == sorted(set(types))
    assert set(types) == {entry.dict_type for entry in DICT_ENTRIES}


def test_no_duplicate_type_and_value() -> None:
    counts = Counter((entry.dict_type, entry.value) for entry in DICT_ENTRIES)
    assert [key for key, count in counts.items() if count > 1] == []


def test_values_are_plain_non_empty_strings() -> None:
    for entry in DICT_ENTRIES:
        assert isinstance(entry.value, str)
        assert entry.value, entry
        assert entry.value == entry.value.strip(), entry


def test_every_entry_has_all_four_labels() -> None:
    for entry in DICT_ENTRIES:
        assert set(entry.labels) == set(LANGUAGES), entry
        for lang in LANGUAGES:
            label = entry.labels[lang]
            assert label, (entry.dict_type, entry.value, lang)
            assert label == label.strip(), (entry.dict_type, entry.value, lang)


def test_labels_are_written_in_their_language() -> None:
    for entry in DICT_ENTRIES:
        where = (entry.dict_type, entry.value)
        assert not CJK.search(entry.labels["en"]), where
        for lang in CJK_LANGUAGES:
            assert CJK.search(entry.labels[lang]), (*where, lang)
        for lang in NOT_SIMPLIFIED:
            copied = SIMPLIFIED_ONLY & set(entry.labels[lang])
            assert not copied, (*where, lang, copied)
        assert not KANA.search(entry.labels["zh-Hans"]), where
        assert not KANA.search(entry.labels["zh-Hant"]), where


def test_japanese_labels_are_not_chinese_copies() -> None:
    same = [e for e in DICT_ENTRIES if e.labels["ja"] in (e.labels["zh-Hans"], e.labels["zh-Hant"])]
    # A few short kanji words coincide (進行中, 通知成功); most labels must not.
    assert len(same) <= len(DICT_ENTRIES) // 10, [(e.dict_type, e.value) for e in same]
    with_kana = [e for e in DICT_ENTRIES if KANA.search(e.labels["ja"])]
    assert len(with_kana) >= len(DICT_ENTRIES) // 2


def test_labels_are_distinct_within_a_type() -> None:
    for dict_type in dict_types():
        for lang in LANGUAGES:
            labels = [entry.labels[lang] for entry in entries_of_type(dict_type)]
            assert len(labels) == len(set(labels)), (dict_type, lang, labels)


def test_color_types_are_allowed() -> None:
    for entry in DICT_ENTRIES:
        assert entry.color_type in ALLOWED_COLORS, entry


def test_entries_of_type_is_in_sort_order() -> None:
    for dict_type in dict_types():
        entries = entries_of_type(dict_type)
        assert entries
        assert all(entry.dict_type == dict_type for entry in entries)
        sorts = [entry.sort for entry in entries]
        assert sorts == sorted(sorts), dict_type


def test_entries_of_type_is_empty_for_unknown_type() -> None:
    assert entries_of_type("no_such_type") == []
    assert entries_of_type("") == []


def test_entries_of_type_returns_a_fresh_list() -> None:
    entries = entries_of_type("trade_order_status")
    entries.clear()
    assert entries_of_type("trade_order_status")


def test_entries_are_immutable() -> None:
    entry = entries_of_type("common_status")[0]
    assert isinstance(entry, DictEntry)
    with pytest.raises(AttributeError):
        entry.value = "9"  # type: ignore[misc]
    with pytest.raises(TypeError):
        entry.labels["en"] = "changed"  # type: ignore[index]


def test_trade_order_status_values_are_exact() -> None:
    assert _values("trade_order_status") == ["0", "10", "20", "30", "40"]


def test_pay_channel_code_includes_the_spec_channels() -> None:
    spec_channels = {"wx_pub", "wx_lite", "wx_app", "wx_wap", "alipay_wap", "alipay_app", "wallet"}
    assert spec_channels <= set(_values("pay_channel_code"))


@pytest.mark.parametrize(
    ("dict_type", "expected"),
    [
        ("user_type", {"1", "2"}),
        ("common_status", {"0", "1"}),
        ("system_user_sex", {"0", "1", "2"}),
        ("language", set(LANGUAGES)),
        ("currency", {"CNY", "USD", "JPY"}),
        ("infra_boolean_string", {"true", "false"}),
        ("product_game_interface_type", {"0", "1", "2", "3"}),
        ("product_spu_status", {"1", "0", "-1"}),
        ("pay_order_status", {"0", "10", "20", "30"}),
        ("promotion_discount_type", {"1", "2"}),
        ("promotion_product_scope", {"1", "2", "3"}),
        ("task_reward_type", {"1", "2", "3", "4"}),
    ],
)
def test_exact_value_sets(dict_type: str, expected: set[str]) -> None:
    assert set(_values(dict_type)) == expected


def test_terminal_covers_the_request_header_values() -> None:
    # Architecture §3: terminal header 10 mini program, 11 official account, 20 H5, 31 app.
    assert {"10", "11", "20", "31"} <= set(_values("terminal"))


def test_social_types_include_the_spec_providers() -> None:
    assert {"31", "43"} <= set(_values("system_social_type"))


def test_task_status_has_the_four_spec_states() -> None:
    labels = [entry.labels["en"] for entry in entries_of_type("task_status")]
    assert labels == ["In progress", "Ready to claim", "Completed", "Expired"]


def test_activity_status_has_ongoing_upcoming_ended() -> None:
    labels = [entry.labels["en"] for entry in entries_of_type("promotion_activity_status")]
    assert labels[:3] == ["Ongoing", "Upcoming", "Ended"]


def test_member_point_biz_type_covers_spec_sources() -> None:
    # Spec §3 point types: login, share, shopping, task; plus order deduction, return, admin.
    values = set(_values("member_point_biz_type"))
    assert {"1", "2", "11", "12", "21", "31", "41"} <= values
