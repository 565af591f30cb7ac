"""One clock: business time is ``core.clock.now()`` (tests move it); the real time, ``system_now()``,
only where another party checks it against its own clock. A previous attempt that put tokens on the
test clock made time-travel tests fail with 401, so tokens and sessions stay on system time."""

from __future__ import annotations

import re
from pathlib import Path

import gamestore

SOURCE = Path(gamestore.__file__).parent
CLOCK = SOURCE / "core" / "clock.py"

# Reading the system clock directly: only core/clock.py may.
DIRECT = re.compile(r"\bdatetime\.(?:now|utcnow)\(|\btime\.time\(\)|\bdate\.today\(\)|\butcnow\b")

# Path suffixes (they survive a move to another package) allowed to use clock.system_now(), and why.
SYSTEM_TIME_USERS = {
    "core/security.py": "access tokens' iat and expiry",
    "identity/session_store.py": "members' and operators' sessions and refresh tokens",
    "session_cache.py": "session expiry",
    "alipay.py": "Alipay checks the request timestamp against its clock",
    "sms/aliyun.py": "Aliyun checks the signing timestamp against its clock",
    "webpush.py": "push services check the VAPID token's expiry",
    "social/service.py": "WeChat's JS-SDK signature timestamp",
    "social/state.py": "OAuth state expiry, checked on the way back from the provider",
    "system/files.py": "signed links' expiry, checked by this server against the browser's real wait",
    "core/backup.py": "the file name of the copy kept before a restore",
}


def _sources() -> list[tuple[str, str]]:
    return [
        (path.relative_to(SOURCE).as_posix(), path.read_text(encoding="utf-8"))
        for path in sorted(SOURCE.rglob("*.py"))
        if path != CLOCK
    ]


def test_business_time_comes_from_core_clock() -> None:
    offenders = [
        f"{name}:{number}: {line.strip()}"
        for name, text in _sources()
        for number, line in enumerate(text.splitlines(), 1)
        if DIRECT.search(line)
    ]
    assert offenders == [], "use core.clock.now() (or system_now() for the listed exceptions)"


def test_system_time_only_where_another_clock_checks_it() -> None:
    users = [name for name, text in _sources() if "system_now" in text]
    unexpected = [name for name in users if not name.endswith(tuple(SYSTEM_TIME_USERS))]
    assert unexpected == [], "business time is clock.now(); add a real-time user here with its reason"
