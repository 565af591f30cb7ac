"""Game codes as pure functions: genuine, tampered, expired and foreign codes."""

from __future__ import annotations

import pytest

from gamestore.library.codes import InvalidGameCodeError, code_key, issue_code, verify_code

KEY = code_key("a-secret-of-at-least-thirty-two-characters")
NOW = 1_700_000_000_000
LATER = NOW + 300_000


def test_a_genuine_code_names_its_member_game_and_expiry() -> None:
    code = issue_code(KEY, 42, 7, LATER)
    claims = verify_code(KEY, code, NOW)
    assert (claims.member_id, claims.spu_id, claims.expire_ms) == (42, 7, LATER)


def test_codes_are_url_safe() -> None:
    code = issue_code(KEY, 9_007_199_254_740_991, 9_007_199_254_740_991, LATER)
    allowed = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.")
    assert set(code) <= allowed
    assert len(code) < 100


def test_changing_any_character_makes_the_code_invalid() -> None:
    code = issue_code(KEY, 42, 7, LATER)
    for index, char in enumerate(code):
        for replacement in {"0", "1", "9", "A", "_", "."} - {char}:
            tampered = code[:index] + replacement + code[index + 1 :]
            with pytest.raises(InvalidGameCodeError) as caught:
                verify_code(KEY, tampered, NOW)
            assert caught.value.expired is False, tampered


def test_another_member_or_game_cannot_reuse_the_signature() -> None:
    code = issue_code(KEY, 42, 7, LATER)
    signature = code.rsplit(".", 1)[1]
    for payload in (f"43.7.{LATER}", f"42.8.{LATER}", f"42.7.{LATER + 1}", f"4.27.{LATER}"):
        with pytest.raises(InvalidGameCodeError):
            verify_code(KEY, f"{payload}.{signature}", NOW)


def test_an_expired_code_is_refused_as_expired() -> None:
    code = issue_code(KEY, 42, 7, NOW)
    with pytest.raises(InvalidGameCodeError) as caught:
        verify_code(KEY, code, NOW)
    assert caught.value.expired is True
    assert verify_code(KEY, code, NOW - 1).member_id == 42


def test_a_code_signed_under_another_secret_is_invalid() -> None:
    code = issue_code(code_key("another-secret-of-thirty-two-characters!"), 42, 7, LATER)
    with pytest.raises(InvalidGameCodeError) as caught:
        verify_code(KEY, code, NOW)
    assert caught.value.expired is False


def test_the_key_is_derived_not_the_jwt_secret_itself() -> None:
    secret = "a-secret-of-at-least-thirty-two-characters"
    assert code_key(secret) != secret.encode()
    assert len(code_key(secret)) == 32
    assert code_key(secret) == KEY


@pytest.mark.parametrize(
    "junk",
    ["", ".", "42.7", "42.7.1700000300000", "42.7.1700000300000.", "x.7.1.abc", "042.7.1.a", " 42.7.1.a"],
)
def test_malformed_codes_are_invalid(junk: str) -> None:
    with pytest.raises(InvalidGameCodeError):
        verify_code(KEY, junk, NOW)


def test_a_trailing_newline_is_not_accepted() -> None:
    code = issue_code(KEY, 42, 7, LATER)
    with pytest.raises(InvalidGameCodeError):
        verify_code(KEY, code + "\n", NOW)
