"""The suite's per-test timeout (pytest-timeout, `timeout` in pyproject's [tool.pytest.ini_options]): a
test that hangs fails alone and the run goes on (fixtures/timeouts.py). An async test that hangs on
the session's event loop (pytest-asyncio) is cancelled where it waits and lets go of what it holds,
and fails even if it swallows the cancellation; the tests after it run on that same loop. A
hypothesis test that hangs (as the fuzz test could) fails once, not again in each replay."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from typing import Any

import pytest

TESTS_DIR = Path(__file__).resolve().parent
PYPROJECT = TESTS_DIR.parent / "pyproject.toml"

# Tests that hang, each followed by tests that must still pass. The first holds a lock and keeps
# the loop it ran on, so the next can tell whether it let go and whether the loop is the same.
TESTS = """
import asyncio
import contextlib
import time

from hypothesis import given, settings, strategies as st

loops = []
released = []
lock = asyncio.Lock()


async def test_hangs_holding_a_lock():
    loops.append(asyncio.get_running_loop())
    try:
        async with lock:
            await asyncio.Event().wait()
    finally:
        released.append(True)


async def test_async_after_it():
    assert loops == [asyncio.get_running_loop()]
    assert released
    async with asyncio.timeout(1), lock:
        await asyncio.sleep(0)


def test_sync_after_it():
    assert loops


async def test_hangs_and_swallows_the_cancellation():
    with contextlib.suppress(asyncio.CancelledError):
        await asyncio.Event().wait()


@settings(deadline=None, database=None, derandomize=True)
@given(st.integers())
def test_hypothesis_example_hangs(n):
    time.sleep(3600)


def test_sync_after_the_hypothesis_test():
    pass


async def test_blocks_the_loop():
    time.sleep(3600)


async def test_async_after_the_blocking_one():
    await asyncio.sleep(0)
"""


def _pytest_ini() -> dict[str, Any]:
    with PYPROJECT.open("rb") as f:
        ini: dict[str, Any] = tomllib.load(f)["tool"]["pytest"]["ini_options"]
    return ini


def test_the_suite_has_a_per_test_timeout(pytestconfig: pytest.Config) -> None:
    ini = _pytest_ini()
    assert float(ini["timeout"]) >= 120, "a per-test timeout of at least 120 s"
    # The thread method would end the whole run at the first timeout.
    assert ini["timeout_method"] == "signal"
    assert pytestconfig.pluginmanager.hasplugin("timeout"), "pytest-timeout is installed (make install)"
    assert pytestconfig.pluginmanager.hasplugin("fixtures.timeouts")


def test_hung_tests_fail_alone_and_the_run_goes_on(tmp_path: Path) -> None:
    ini = _pytest_ini()
    (tmp_path / "test_hang.py").write_text(TESTS)
    # This project's loop settings and timeout method, nothing else of its configuration.
    names = (
        "asyncio_mode",
        "asyncio_default_fixture_loop_scope",
        "asyncio_default_test_loop_scope",
        "timeout_method",
    )
    (tmp_path / "pytest.ini").write_text("[pytest]\n" + "".join(f"{n} = {ini[n]}\n" for n in names))
    # Nothing from the environment may change the run (PYTEST_TIMEOUT is pytest-timeout's own).
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTEST_ADDOPTS", "PYTEST_PLUGINS", "PYTEST_TIMEOUT", "PYTEST_DISABLE_PLUGIN_AUTOLOAD")
    }
    env["PYTHONPATH"] = os.pathsep.join([str(TESTS_DIR), *filter(None, [env.get("PYTHONPATH")])])
    env["COLUMNS"] = "300"  # the summary's lines whole
    command = [
        sys.executable,
        "-m",
        "pytest",
        "-c",
        str(tmp_path / "pytest.ini"),
        "--rootdir",
        str(tmp_path),
        "-p",
        "no:cacheprovider",
        "-p",
        "fixtures.timeouts",
        "--timeout=2",
        "-rf",
        str(tmp_path / "test_hang.py"),
    ]
    # The run's own limit, well inside the suite's: this test cannot hang.
    run = subprocess.run(  # noqa: S603 - pytest on our own files
        command, cwd=tmp_path, env=env, capture_output=True, text=True, timeout=90, check=False
    )
    output = run.stdout + run.stderr
    assert run.returncode == pytest.ExitCode.TESTS_FAILED, output
    timeout = "Timeout (>2.0s) from pytest-timeout"
    cancelled = f"{timeout}: cancelled where it waited"
    failures = {
        "test_hangs_holding_a_lock": f"asyncio.exceptions.CancelledError: {cancelled}",
        "test_hangs_and_swallows_the_cancellation": (
            f"fixtures.timeouts.TimedOut: {cancelled}, then went on (the cancellation was swallowed)"
        ),
        "test_hypothesis_example_hangs": f"fixtures.timeouts.TimedOut: {timeout}.",
        "test_blocks_the_loop": f"fixtures.timeouts.TimedOut: {timeout}.",
    }
    for test, failure in failures.items():
        assert f"\nFAILED test_hang.py::{test} - {failure}\n" in output, output
    assert re.search(r"\n>\s+await asyncio\.Event\(\)\.wait\(\)\n", output), "fails where it waited"
    assert re.search(r"\n=+ 4 failed, 4 passed in [\d.]+s =+\n", output), output
