"""`gamestore create-operator`: the password from stdin, checked like a member's; --totp prints the URI."""

from __future__ import annotations

import io
import re
from typing import Any

import pytest

from gamestore.cli import main


def run(monkeypatch: pytest.MonkeyPatch, stdin: str, *args: str) -> int:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    return main(["create-operator", *args])


def test_the_command_creates_an_operator_and_prints_the_totp_uri(
    app: Any, cli_env: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # `app` only for its teardown, which empties the tables the command fills.
    assert run(monkeypatch, "Console-pass-7\n", "--username", "Ops", "--role", "admin", "--totp") == 0
    out = capsys.readouterr().out
    assert "operator ops (admin) created" in out
    assert re.search(r"^otpauth://totp/[^?]*ops\?secret=[A-Z2-7]{32}&issuer=", out, re.MULTILINE)

    assert run(monkeypatch, "Console-pass-7\n", "--username", "ops", "--role", "support") == 2
    assert "the username ops is taken" in capsys.readouterr().err


def test_a_weak_password_or_bad_username_is_refused(
    app: Any, cli_env: None, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    assert run(monkeypatch, "password\n", "--username", "ops", "--role", "admin") == 2
    assert "invalid password" in capsys.readouterr().err
    assert run(monkeypatch, "Console-pass-7\n", "--username", "a b", "--role", "admin") == 2
    assert "invalid username" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        run(monkeypatch, "Console-pass-7\n", "--username", "ops", "--role", "owner")
