"""Compare two bench results (bench/results/*.json) row by row: server CPU per request and its ratio.

    .venv/bin/python bench/compare.py before.json[,before2.json…] after.json[,after2.json…] [--max-ratio 1.25]

For the issue's "cost grows with the work, not the catalogue": run the bench at BENCH_CATALOGUE_SCALE=1
and =10 (interleaved, e.g. 1, 10, 1, 10, copying bench/results/latest.json after each), then compare.
Several runs on a side (comma-separated) count by each row's lowest figure: on a shared machine a run
is only ever slowed by its neighbours, never sped up, so the lowest is the closest to the cost itself.
Rows above --max-ratio are marked. A report: the exit status is 0 whenever the files could be read.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any


def cpu_by_row(path: Path) -> dict[tuple[str, str], float]:
    report: dict[str, Any] = json.loads(path.read_text())
    rows: dict[tuple[str, str], float] = {}
    for section in report["databases"]:
        for row in [section["baseline"], *section["endpoints"]]:
            if row.get("cpu_ms") is not None:
                rows[(section["database"], row["name"])] = float(row["cpu_ms"])
    return rows


def lowest_by_row(paths: str) -> dict[tuple[str, str], float]:
    runs = [cpu_by_row(Path(path)) for path in paths.split(",") if path]
    rows = set().union(*runs)
    return {row: min(run[row] for run in runs if row in run) for row in rows}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("before", help="one result file, or several separated by commas")
    parser.add_argument("after", help="the same")
    parser.add_argument("--max-ratio", type=float, default=1.25)
    args = parser.parse_args()
    before, after = lowest_by_row(args.before), lowest_by_row(args.after)
    print(f"{'database':<11} {'row':<32} {'before':>8} {'after':>8} {'ratio':>6}")
    for key in sorted(before.keys() & after.keys()):
        ratio = after[key] / before[key] if before[key] else float("inf")
        mark = "  above" if ratio > args.max_ratio else ""
        print(f"{key[0]:<11} {key[1]:<32} {before[key]:8.3f} {after[key]:8.3f} {ratio:6.2f}{mark}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
