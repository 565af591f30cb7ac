"""The server's own CPU accounting: user + system time of every process in its process group.

Each server runs in its own session (`start_new_session`), so its process group holds the server and
any worker processes it forks (`gamestore serve --workers N`), and nothing else: wrk and the bench
are outside it. Reading the kernel's counters before and after a measured run gives the CPU the
server spent on that run's requests, which moves far less between runs on a shared machine than
requests per second do.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

_TICKS_PER_SECOND = os.sysconf("SC_CLK_TCK")
# Fields after the ")" closing the command name in /proc/<pid>/stat (proc(5)), counted from 0.
_PGRP, _UTIME, _STIME, _CUTIME, _CSTIME = 2, 11, 12, 13, 14


def process_group_cpu_seconds(pgid: int) -> float:
    """User + system CPU seconds of the live processes in the group, and of the children they reaped."""
    return sum(ticks for _name, group, ticks in _processes() if group == pgid) / _TICKS_PER_SECOND


def command_cpu_seconds(command: str) -> float:
    """User + system CPU seconds of every live process named ``command`` (as /proc/<pid>/stat gives it)
    and of the children they reaped: for PostgreSQL, the postmaster's reaped backends included."""
    return sum(ticks for name, _group, ticks in _processes() if name == command) / _TICKS_PER_SECOND


def _processes() -> Iterator[tuple[str, int, int]]:
    """Each live process's command name, process group and CPU ticks (its own and its reaped children's)."""
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            text = stat.read_text()
        except OSError:
            continue  # the process ended while we looked
        name, fields = text[text.find("(") + 1 : text.rfind(")")], text.rsplit(")", 1)[1].split()
        yield name, int(fields[_PGRP]), sum(int(fields[i]) for i in (_UTIME, _STIME, _CUTIME, _CSTIME))
