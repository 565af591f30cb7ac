"""Load benchmark of the catalogue and member reads (a report, not a test): `make bench`.

For each database (SQLite in a fresh temporary file, then PostgreSQL at BENCH_PG_URL when it answers)
it migrates, loads the demo catalogue, serves the store with `gamestore serve` (one uvicorn process)
on a free loopback port and drives the home lists, the search, a game's page, the banners and the
categories with wrk (2 threads, 32 connections, BENCH_SECONDS each). Then it logs a member in, puts two
versions in the cart and creates an order through the API (see member_reads.py) and drives, with the
member's token, the cart list, the order settlement, the order page, the order counts, the order's
details, its delivery track and its payment the same way, and the library of a Steam account it binds
(Steam is the test suite's stand-in, served by this process on loopback), and, on a database emptied
for it, the price-alert job matching 100,000 alerts against a price change (price_alerts.py). In the same run a minimal
FastAPI app served the same way is measured as the baseline. It prints a table per database and
writes bench/results/latest.json.

Target: every read reaches at least 50 % of the baseline's requests/s with p99 under 50 ms.
A missed target is reported, not an error: the exit status is 0 whenever everything could run.

Only 127.0.0.1 is ever contacted; every wrk run is bounded by BENCH_SECONDS; servers are stopped on
every way out (including Ctrl-C).

Environment: BENCH_SECONDS (default 10), BENCH_WARMUP_SECONDS (default 2), BENCH_PG_URL (default
postgresql+asyncpg://postgres@127.0.0.1:5432/bench; its public schema is dropped and re-created, so
its database name must contain "bench"), BENCH_KEYWORD (default: picked from the demo games' names),
BENCH_DATABASES (default "sqlite,postgresql"), BENCH_ONLY ("checkout": only the baseline and the
checkout row), BENCH_ROWS (only these rows, by name, comma-separated; the baseline always),
BENCH_REDIS_URL (the star deal's processes share it; default redis://127.0.0.1:6379/15, "" for none).
"""

from __future__ import annotations

import collections
import datetime as dt
import json
import os
import platform
import re
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import checkout
import star_deal
from catalogue_scale import scale_catalogue
from cpu import command_cpu_seconds, process_group_cpu_seconds
from member_reads import (
    MEMBER_CATALOGUE_CPU_MS,
    MEMBER_READ_CPU_MS,
    SETTLEMENT_CPU_MS,
    STEAM_LIBRARY,
    Member,
    MemberRead,
    MemberSetupError,
    call,
    check_steam_library,
    fetch_image,
    set_up,
    steam_import_file,
    wrk_script,
)

BENCH_DIR = Path(__file__).resolve().parent
REPO = BENCH_DIR.parent
BIN = Path(sys.executable).parent
GAMESTORE = BIN / "gamestore"
RESULTS = BENCH_DIR / "results" / "latest.json"
SERVER_LOGS = BENCH_DIR / "results" / "logs"  # the last run's, kept after its temporary directory goes
TESTS_DIR = REPO / "backend" / "tests"  # the Steam stand-in (tests/fixtures/steam_standin.py)

SECONDS = int(os.environ.get("BENCH_SECONDS", "10"))
WARMUP_SECONDS = int(os.environ.get("BENCH_WARMUP_SECONDS", "2"))
PG_URL = os.environ.get("BENCH_PG_URL", "postgresql+asyncpg://postgres@127.0.0.1:5432/bench")
DATABASES = [
    d.strip() for d in os.environ.get("BENCH_DATABASES", "sqlite,postgresql").split(",") if d.strip()
]
THREADS, CONNECTIONS = 2, 32
# Visitors' catalogue reads (cached) against the baseline; a member's own reads, not cached whole, need less.
MIN_SHARE, MEMBER_MIN_SHARE, MAX_P99_MS = 0.50, 0.25, 50.0
CHECKOUT_WORKERS = int(os.environ.get("BENCH_CHECKOUT_WORKERS", "2"))
# The star deal's processes share Redis, as a deployment of several does (its rate limits, the deal's
# claims and sold-out announcements); "" runs them without it (each process counts alone).
STAR_DEAL_REDIS_URL = os.environ.get("BENCH_REDIS_URL", "redis://127.0.0.1:6379/15")
CATALOGUE_SCALE = int(os.environ.get("BENCH_CATALOGUE_SCALE", "1"))
# "checkout": the baseline and the checkout row only (the catalogue and member rows are skipped).
ONLY = os.environ.get("BENCH_ONLY", "").strip()
# Only these rows (names as printed, comma-separated); the baseline always. For a second look at a
# few rows with longer runs.
ROWS = frozenset(name.strip() for name in os.environ.get("BENCH_ROWS", "").split(",") if name.strip())


def wanted(name: str) -> bool:
    return not ROWS or name in ROWS


HEADERS = {"tenant-id": "1", "terminal": "20"}
HOST = "127.0.0.1"
SPU_PAGE = "/app-api/product/spu/page"


class BenchError(RuntimeError):
    """Something the benchmark needs could not run."""


@dataclass
class Measurement:
    name: str
    path: str
    requests_per_s: float
    p50_ms: float
    p99_ms: float
    requests: int
    non_2xx: int
    socket_errors: int
    group: str = "catalogue"
    # Server CPU (user + system, every server process) per request over the measured run.
    cpu_ms: float | None = None
    min_share: float | None = MIN_SHARE
    max_cpu_ms: float | None = None
    max_p99_ms: float | None = MAX_P99_MS
    min_requests_per_s: float | None = None
    share_of_baseline: float | None = None
    passed: bool | None = None
    notes: list[str] = field(default_factory=list)


# ---------------------------------------------------------------------------------------------- wrk


def ensure_wrk() -> str:
    found = shutil.which("wrk")
    if found:
        return found
    print("wrk is not installed: installing Debian's package", flush=True)
    apt = ["apt-get"] if os.geteuid() == 0 else ["sudo", "-n", "apt-get"]
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    for command in ([*apt, "update"], [*apt, "install", "-y", "wrk"]):
        if subprocess.run(command, env=env, check=False).returncode != 0:  # noqa: S603 - fixed command
            raise BenchError(f"`{' '.join(command)}` failed: install wrk (Debian package `wrk`) and re-run")
    found = shutil.which("wrk")
    if not found:
        raise BenchError("wrk is still not on PATH after installing it")
    return found


_UNITS_MS = {"us": 0.001, "ms": 1.0, "s": 1000.0, "m": 60_000.0, "h": 3_600_000.0}


def _duration_ms(text: str) -> float:
    match = re.fullmatch(r"([\d.]+)(us|ms|s|m|h)", text.strip())
    if not match:
        raise BenchError(f"unreadable wrk duration {text!r}")
    return float(match.group(1)) * _UNITS_MS[match.group(2)]


def parse_wrk(output: str, name: str, path: str) -> Measurement:
    rps = re.search(r"^Requests/sec:\s*([\d.]+)", output, re.M)
    p50 = re.search(r"^\s*50%\s+(\S+)", output, re.M)
    p99 = re.search(r"^\s*99%\s+(\S+)", output, re.M)
    total = re.search(r"^\s*(\d+) requests in", output, re.M)
    if not (rps and p50 and p99 and total):
        raise BenchError(f"could not read wrk's output for {name}:\n{output}")
    non_2xx = re.search(r"Non-2xx or 3xx responses:\s*(\d+)", output)
    errors = re.search(r"Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)", output)
    return Measurement(
        name=name,
        path=path,
        requests_per_s=float(rps.group(1)),
        p50_ms=_duration_ms(p50.group(1)),
        p99_ms=_duration_ms(p99.group(1)),
        requests=int(total.group(1)),
        non_2xx=int(non_2xx.group(1)) if non_2xx else 0,
        socket_errors=sum(int(g) for g in errors.groups()) if errors else 0,
    )


def run_wrk(
    wrk: str,
    port: int,
    path: str,
    seconds: int,
    headers: dict[str, str] | None = None,
    script: Path | None = None,
    connections: int = CONNECTIONS,
) -> str:
    command = [wrk, f"-t{THREADS}", f"-c{connections}", f"-d{seconds}s", "--latency", "--timeout", "10s"]
    for key, value in {**HEADERS, **(headers or {})}.items():
        command += ["-H", f"{key}: {value}"]
    if script is not None:
        command += ["-s", str(script)]
    command.append(f"http://{HOST}:{port}{path}")
    done = subprocess.run(command, capture_output=True, text=True, timeout=seconds + 60, check=False)  # noqa: S603
    if done.returncode != 0:
        raise BenchError(f"wrk failed on {path}: {done.stderr or done.stdout}")
    return done.stdout


# ------------------------------------------------------------------------------------------ servers


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((HOST, 0))
        return int(sock.getsockname()[1])


def get_json(port: int, path: str, timeout: float = 10.0) -> Any:
    request = urllib.request.Request(f"http://{HOST}:{port}{path}", headers=HEADERS)
    with urllib.request.urlopen(request, timeout=timeout) as response:  # noqa: S310 - loopback only
        return json.loads(response.read())


class Server:
    """One server process in its own session, stopped (SIGINT, then SIGKILL) on exit."""

    def __init__(self, name: str, command: list[str], env: dict[str, str], cwd: Path, log: Path) -> None:
        self.name, self.command, self.env, self.cwd, self.log = name, command, env, cwd, log
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def pgid(self) -> int:
        """The server's process group (its own session): the server and the workers it forks."""
        if self.process is None:
            raise BenchError(f"{self.name} is not running")
        return self.process.pid

    def __enter__(self) -> Server:
        with open(self.log, "wb") as out:
            self.process = subprocess.Popen(  # noqa: S603 - our own command line
                self.command,
                env=self.env,
                cwd=self.cwd,
                stdout=out,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        return self

    def __exit__(self, *_exc: object) -> None:
        self.stop()

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is None or process.poll() is not None:
            return
        process.send_signal(signal.SIGINT)
        try:
            process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=15)

    def log_tail(self, lines: int = 30) -> str:
        try:
            return "\n".join(self.log.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return ""

    def wait_ready(self, port: int, path: str, timeout: float = 60.0) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process is None or self.process.poll() is not None:
                raise BenchError(f"{self.name} exited while starting:\n{self.log_tail()}")
            try:
                get_json(port, path, timeout=2)
                return
            except (OSError, urllib.error.URLError, ValueError):
                time.sleep(0.2)
        raise BenchError(f"{self.name} did not answer {path} within {timeout:.0f}s:\n{self.log_tail()}")


# ---------------------------------------------------------------------------------------- databases


def run_checked(command: list[str], env: dict[str, str], cwd: Path, what: str) -> str:
    done = subprocess.run(command, env=env, cwd=cwd, capture_output=True, text=True, check=False)  # noqa: S603
    if done.returncode != 0:
        raise BenchError(f"{what} failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    return done.stdout


def prepare_postgresql(url: str) -> str | None:
    """Create the database when missing and empty its public schema; a reason to skip, or None."""
    from sqlalchemy.engine import make_url

    parsed = make_url(url)
    database = parsed.database or ""
    if "bench" not in database or not re.fullmatch(r"[A-Za-z0-9_]+", database):
        return f"BENCH_PG_URL's database {database!r} is not a plain name containing 'bench'; not wiping it"
    psql = shutil.which("psql")
    if not psql:
        return "psql is not installed"
    base = [
        psql,
        "-X",
        "-q",
        "-v",
        "ON_ERROR_STOP=1",
        "-h",
        parsed.host or HOST,
        "-p",
        str(parsed.port or 5432),
    ]
    base += ["-U", parsed.username or "postgres"]
    env = dict(os.environ, PGCONNECT_TIMEOUT="5")
    if parsed.password:
        env["PGPASSWORD"] = str(parsed.password)

    def psql_run(db: str, sql: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(  # noqa: S603
            [*base, "-d", db, "-tA", "-c", sql],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )

    probe = psql_run("postgres", f"SELECT 1 FROM pg_database WHERE datname = '{database}'")  # noqa: S608 - a checked name
    if probe.returncode != 0:
        return f"PostgreSQL at {parsed.host}:{parsed.port or 5432} is unreachable: {probe.stderr.strip()}"
    if probe.stdout.strip() != "1":
        created = psql_run("postgres", f'CREATE DATABASE "{database}"')
        if created.returncode != 0:
            raise BenchError(f"CREATE DATABASE {database} failed: {created.stderr.strip()}")
    wiped = psql_run(database, "DROP SCHEMA public CASCADE; CREATE SCHEMA public")
    if wiped.returncode != 0:
        raise BenchError(f"emptying {database}'s public schema failed: {wiped.stderr.strip()}")
    return None


def redact(url: str) -> str:
    from sqlalchemy.engine import make_url

    return make_url(url).render_as_string(hide_password=True)


# ---------------------------------------------------------------------------------------- endpoints


def pick_keyword(port: int) -> str:
    """A word from the demo games' names that finds several of them."""
    if os.environ.get("BENCH_KEYWORD"):
        return os.environ["BENCH_KEYWORD"]
    simple = get_json(port, "/app-api/product/spu/list-all-simple?language=en")["data"]
    names = [item["name"] for item in simple]
    stop = {"the", "and", "for", "edition"}
    words = collections.Counter(
        word
        for name in names
        for word in {w.lower() for w in re.findall(r"[A-Za-z]{3,}", name)}
        if word not in stop
    )
    best, best_total = "", 0
    for word, _count in words.most_common(15):
        query = urllib.parse.urlencode({"keyword": word, "pageNo": 1, "pageSize": 20})
        total = int(get_json(port, f"{SPU_PAGE}?{query}")["data"]["total"])
        if total > best_total:
            best, best_total = word, total
    if not best:
        if not names:
            raise BenchError("the demo catalogue has no game on sale")
        best = names[0]
    return best


def first_game(port: int) -> int:
    """The first featured game with keys (or the first on sale with keys): the game page measured and
    the member buys. (BENCH_CATALOGUE_SCALE's copies have no keys and may be featured first.)"""
    queries = ["list=featured&pageSize=20", *(f"pageNo={page}&pageSize=100" for page in range(1, 21))]
    for query in queries:
        games = get_json(port, f"{SPU_PAGE}?{query}")["data"]["list"]
        in_stock = [game for game in games if game.get("stock", 0) > 0]
        if in_stock:
            return int(in_stock[0]["id"])
    raise BenchError("the demo catalogue has no game on sale with keys")


def first_activity(port: int) -> int:
    """The first activity Explore lists: the activity page measured."""
    listed = get_json(port, "/app-api/promotion/article/page?type=1&pageSize=1")["data"]["list"]
    if not listed:
        raise BenchError("the demo has no activity")
    return int(listed[0]["id"])


def catalogue_paths(port: int, spu_id: int, keyword: str) -> list[tuple[str, str]]:
    activity_id = first_activity(port)
    search = urllib.parse.urlencode({"keyword": keyword, "pageNo": 1, "pageSize": 20})
    return [
        ("home: featured", f"{SPU_PAGE}?list=featured&pageSize=6"),
        ("home: low-priced", f"{SPU_PAGE}?list=low-priced&pageSize=6"),
        ("home: new", f"{SPU_PAGE}?list=new&pageSize=6"),
        ("home: best-selling", f"{SPU_PAGE}?list=best-selling&pageSize=20"),
        (f"search {keyword!r}", f"{SPU_PAGE}?{search}"),
        ("game detail", f"/app-api/product/spu/get-detail?id={spu_id}"),
        ("game price history", f"/app-api/product/spu/price-history?id={spu_id}"),
        ("banners", "/app-api/promotion/banner/list?position=1"),
        ("categories", "/app-api/product/category/list"),
        ("explore: list", "/app-api/promotion/article/page?pageNo=1&pageSize=10"),
        ("explore: activity", f"/app-api/promotion/article/get?id={activity_id}"),
        ("home: star deals", "/app-api/promotion/star-deal/list"),
        ("home: bundles", "/app-api/product/bundle/page?pageNo=1&pageSize=10"),
    ]


def visitor_reads(port: int, spu_id: int) -> list[tuple[str, str]]:
    """Visitors' reads the response cache does not keep (each asks the database): the code behind a
    mini-program poster resolved, as the mini program's home page does (a visitor's share of the game)."""
    info = get_json(port, f"/app-api/member/share/info?page=2&id={spu_id}&platform=3&method=2")
    if not isinstance(info, dict) or info.get("code") != 0:
        raise BenchError(f"share info answered {str(info)[:300]}")
    return [("visitor: share resolve", f"/app-api/member/share/resolve?code={info['data']['code']}")]


def check_answer(port: int, path: str) -> None:
    try:
        body = get_json(port, path)
    except (OSError, urllib.error.URLError, ValueError) as exc:
        raise BenchError(f"GET {path} failed before the benchmark: {exc}") from exc
    if not isinstance(body, dict) or body.get("code") != 0:
        raise BenchError(f"GET {path} answered {str(body)[:300]}")


def set_up_member(port: int, spu_id: int, keyword: str, steam_url: str) -> Member:
    try:
        return set_up(f"http://{HOST}:{port}", HEADERS, spu_id, keyword, steam_url)
    except MemberSetupError as exc:
        raise BenchError(f"setting up the member failed: {exc}") from exc


def check_member_read(port: int, member: Member, read: MemberRead) -> None:
    try:
        if read.content_type != "application/json":
            fetch_image(f"http://{HOST}:{port}", read.path, {**HEADERS, **member.headers}, read.content_type)
            return
        data = call(f"http://{HOST}:{port}", read.method, read.path, {**HEADERS, **member.headers}, read.body)
        if read.path == STEAM_LIBRARY:
            check_steam_library(data)
    except MemberSetupError as exc:
        raise BenchError(f"{exc} before the benchmark") from exc


def measure(
    wrk: str,
    server: Server,
    port: int,
    name: str,
    path: str,
    headers: dict[str, str] | None = None,
    script: Path | None = None,
) -> tuple[Measurement, str, str]:
    """Measure one read; the caller has checked its answer when it passes headers or a script.
    Also answers wrk's output of the warm-up and of the measured run."""
    if headers is None and script is None:
        check_answer(port, path)
    warmup = run_wrk(wrk, port, path, WARMUP_SECONDS, headers, script) if WARMUP_SECONDS > 0 else ""
    cpu_before = process_group_cpu_seconds(server.pgid)
    output = run_wrk(wrk, port, path, SECONDS, headers, script)
    cpu_seconds = process_group_cpu_seconds(server.pgid) - cpu_before
    result = parse_wrk(output, name, path)
    result.cpu_ms = cpu_seconds * 1000 / result.requests if result.requests else None
    print(
        f"  {name:<24} {result.requests_per_s:9.1f} req/s  p50 {result.p50_ms:6.2f} ms  "
        f"p99 {result.p99_ms:6.2f} ms  cpu {result.cpu_ms or 0:6.3f} ms/req",
        flush=True,
    )
    return result, warmup, output


def judge(result: Measurement, baseline: Measurement) -> None:
    result.share_of_baseline = result.requests_per_s / baseline.requests_per_s
    if result.min_share is not None and result.share_of_baseline < result.min_share:
        result.notes.append(f"< {result.min_share:.0%} of baseline")
    if result.max_cpu_ms is not None and (result.cpu_ms or 0) > result.max_cpu_ms:
        result.notes.append(f"cpu > {result.max_cpu_ms} ms")
    if result.min_requests_per_s is not None and result.requests_per_s < result.min_requests_per_s:
        result.notes.append(f"< {result.min_requests_per_s:.0f}/s")
    if result.max_p99_ms is not None and result.p99_ms >= result.max_p99_ms:
        result.notes.append(f"p99 >= {result.max_p99_ms:.0f} ms")
    if result.non_2xx:
        result.notes.append(f"{result.non_2xx} non-2xx")
    if result.socket_errors:
        result.notes.append(f"{result.socket_errors} socket errors")
    result.passed = not result.notes


# -------------------------------------------------------------------------------------------- a run


@contextmanager
def steam_standin() -> Iterator[dict[str, str]]:
    """The test suite's Steam stand-in (OpenID sign-in and Web API) served by this process on
    loopback; yields the environment pointing the store at it."""
    if str(TESTS_DIR) not in sys.path:
        sys.path.append(str(TESTS_DIR))  # after bench/: its modules come first
    from fixtures.live_server import serve_in_thread
    from fixtures.steam_standin import WEB_API_KEY, SteamStandIn

    standin = SteamStandIn()
    with serve_in_thread(standin.app, host=HOST, lifespan="off") as url:
        standin.endpoint = f"{url}/openid/login"
        yield {
            "STEAM_OPENID_ENDPOINT": standin.endpoint,
            "STEAM_WEB_API_URL": url,
            "STEAM_WEB_API_KEY": WEB_API_KEY,
        }


def child_env(workdir: Path, database_url: str, steam: dict[str, str]) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if k not in {"REDIS_URL", "TEST_DATABASE_URL"}}
    env.update(
        APP_ENV="dev",
        LOG_LEVEL="WARNING",
        RATE_LIMIT_PER_MINUTE="100000000",
        # The member section logs in by SMS with a known code; its token must outlive the runs.
        SMS_FIXED_CODE="246810",
        SMS_SENDS_PER_IP_PER_HOUR="1000",
        ACCESS_TOKEN_MINUTES="1440",  # noqa: S106 - a lifetime, not a secret
        DATABASE_URL=database_url,
        UPLOAD_DIR=str(workdir / "uploads"),
        PYTHONUNBUFFERED="1",
    )
    env.update(steam)  # the member binds a Steam account there and its library is read
    return env


def baseline_server(workdir: Path, env: dict[str, str], port: int) -> Server:
    command = [
        str(BIN / "python"), "-m", "uvicorn", "minimal_app:app", "--app-dir", str(BENCH_DIR),
        "--host", HOST, "--port", str(port), "--log-level", "warning", "--no-access-log", "--proxy-headers",
    ]  # fmt: skip
    return Server("the baseline app", command, env, workdir, workdir / "baseline.log")


def bench_database(
    wrk: str, label: str, database_url: str, workdir: Path, steam: dict[str, str]
) -> dict[str, Any]:
    env = child_env(workdir, database_url, steam)
    (workdir / "uploads").mkdir(exist_ok=True)
    print(f"\n== {label}: {redact(database_url)}", flush=True)
    run_checked([str(GAMESTORE), "db", "upgrade"], env, workdir, "gamestore db upgrade")
    loaded = run_checked([str(GAMESTORE), "demo-data", "--if-empty"], env, workdir, "gamestore demo-data")
    print(f"  demo data: {loaded.strip().splitlines()[-1] if loaded.strip() else 'loaded'}", flush=True)
    if CATALOGUE_SCALE > 1:
        try:
            added = scale_catalogue(GAMESTORE, env, workdir, CATALOGUE_SCALE)
        except RuntimeError as exc:
            raise BenchError(str(exc)) from exc
        print(f"  catalogue x{CATALOGUE_SCALE}: {added} more games", flush=True)
    try:
        app_ids = steam_import_file(workdir)
    except MemberSetupError as exc:
        raise BenchError(str(exc)) from exc
    what = "gamestore import-games (Steam app ids)"
    run_checked([str(GAMESTORE), "import-games", str(app_ids)], env, workdir, what)

    port = free_port()
    with baseline_server(workdir, env, port) as server:
        server.wait_ready(port, "/ping")
        baseline, _, _ = measure(wrk, server, port, "baseline (minimal app)", "/ping")
    baseline.share_of_baseline = 1.0

    port = free_port()
    command = [str(GAMESTORE), "serve", "--host", HOST, "--port", str(port), "--workers", "1"]
    results: list[Measurement] = []
    with Server("gamestore serve", command, env, workdir, workdir / f"serve-{label}.log") as server:
        server.wait_ready(port, "/app-api/system/health")
        spu_id = first_game(port)
        if ONLY != "checkout":
            results.extend(bench_reads(wrk, server, port, workdir, spu_id, baseline, steam))
    if wanted(f"checkout ({CHECKOUT_WORKERS} processes)"):
        results.append(bench_checkout(wrk, label, env, workdir, spu_id, baseline))
    if wanted(STAR_DEAL_ROW) and label == "postgresql":
        orders_per_s = next((r.requests_per_s for r in results if r.group == "checkout"), None)
        results.append(bench_star_deal(label, env, workdir, baseline, orders_per_s))
    return {
        "database": label,
        "url": redact(database_url),
        "catalogue_scale": CATALOGUE_SCALE,
        "baseline": asdict(baseline),
        "endpoints": [asdict(r) for r in results],
        "all_passed": all(r.passed for r in results),
    }


PRICE_ALERTS_ROW = "price alerts: match 100k"


def bench_price_alerts(label: str, url: str) -> dict[str, Any]:
    """The price-alert job matching BENCH_PRICE_ALERTS alerts against one price change
    (price_alerts.py), on a database of its own: SQLite in a temporary file, or the PostgreSQL bench
    database emptied again after the read rows."""
    env = dict(os.environ)
    env.pop("BENCH_DATABASE_URL", None)
    if label == "postgresql":
        reason = prepare_postgresql(url)
        if reason:
            raise BenchError(f"the price-alert row's database: {reason}")
        env["BENCH_DATABASE_URL"] = url
    env["PYTHONPATH"] = str(REPO / "backend" / "src")
    done = subprocess.run(
        [sys.executable, str(Path(__file__).with_name("price_alerts.py"))],
        env=env,
        cwd=REPO / "backend",
        capture_output=True,
        text=True,
        check=False,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("RESULT ")]
    if done.returncode != 0 or not lines:
        raise BenchError(f"price_alerts.py failed ({done.returncode}):\n{done.stdout}{done.stderr}")
    figures = json.loads(lines[-1].removeprefix("RESULT "))
    print(
        f"  {PRICE_ALERTS_ROW}: {figures['alerts']} alerts, {figures['told']} told in {figures['seconds']:.2f} s, "
        f"{figures['statements']} statements",
        flush=True,
    )
    return {"name": PRICE_ALERTS_ROW, **figures}


def bench_reads(
    wrk: str,
    server: Server,
    port: int,
    workdir: Path,
    spu_id: int,
    baseline: Measurement,
    steam: dict[str, str],
) -> list[Measurement]:
    """The catalogue rows, the visitors' uncached rows, then the member's rows, on the one-process
    server."""
    results: list[Measurement] = []
    keyword = pick_keyword(port)
    for name, path in catalogue_paths(port, spu_id, keyword):
        if not wanted(name):
            continue
        result, _, _ = measure(wrk, server, port, name, path)
        judge(result, baseline)
        results.append(result)
    for name, path in visitor_reads(port, spu_id):
        if not wanted(name):
            continue
        result, _, _ = measure(wrk, server, port, name, path)
        result.group, result.max_cpu_ms, result.min_share = "visitor", MEMBER_READ_CPU_MS, MEMBER_MIN_SHARE
        judge(result, baseline)
        results.append(result)
    member = set_up_member(port, spu_id, keyword, steam["STEAM_WEB_API_URL"])
    for read in member.reads:
        if not wanted(read.name):
            continue
        check_member_read(port, member, read)
        script = wrk_script(read, workdir)
        result, _, _ = measure(wrk, server, port, read.name, read.path, member.headers, script)
        result.group, result.max_cpu_ms = read.group, read.max_cpu_ms
        result.min_share = MEMBER_MIN_SHARE if read.group == "member" else None
        judge(result, baseline)
        results.append(result)
    return results


def bench_checkout(
    wrk: str, label: str, env: dict[str, str], workdir: Path, spu_id: int, baseline: Measurement
) -> Measurement:
    """Orders placed by many members at once, on CHECKOUT_WORKERS server processes."""
    port = free_port()
    workers = str(CHECKOUT_WORKERS)
    command = [str(GAMESTORE), "serve", "--host", HOST, "--port", str(port), "--workers", workers]
    log = workdir / f"serve-{label}-checkout.log"
    with Server("gamestore serve (checkout)", command, env, workdir, log) as server:
        server.wait_ready(port, "/app-api/system/health")
        try:
            prepared = checkout.prepare(
                f"http://{HOST}:{port}", HEADERS, spu_id, SECONDS + WARMUP_SECONDS,
                gamestore=GAMESTORE, env=env, workdir=workdir,
            )  # fmt: skip
        except MemberSetupError as exc:
            raise BenchError(f"setting up the checkout failed: {exc}") from exc
        name = f"checkout ({workers} processes)"
        result, warmup, output = measure(wrk, server, port, name, checkout.ORDER_PATH, script=prepared.script)
    placed, refused = checkout.placed_and_refused(output)
    runs = 1
    if warmup:
        placed, runs = placed + checkout.placed_and_refused(warmup)[0], 2
    result.group, result.min_share, result.max_p99_ms = "checkout", None, None
    result.max_cpu_ms, result.min_requests_per_s = (
        checkout.CHECKOUT_CPU_MS,
        checkout.CHECKOUT_MIN_ORDERS_PER_S,
    )
    if refused:
        result.notes.append(f"{refused} orders refused")
    result.notes.extend(checkout.oversold_problems(env["DATABASE_URL"], prepared, placed, CONNECTIONS * runs))
    judge(result, baseline)
    return result


STAR_DEAL_ROW = f"star deal ({CHECKOUT_WORKERS} processes)"


def bench_star_deal(
    label: str, env: dict[str, str], workdir: Path, baseline: Measurement, checkout_orders_per_s: float | None
) -> Measurement:
    """A crowd of star_deal.CROWD members at a deal of star_deal.DEAL_UNITS keys, all at once, on
    CHECKOUT_WORKERS server processes (star_deal.py). The row's req/s is orders placed a second until
    sold out; its p50/p99 are those answered sold out; its CPU is per attempt."""
    port = free_port()
    workers = str(CHECKOUT_WORKERS)
    command = [str(GAMESTORE), "serve", "--host", HOST, "--port", str(port), "--workers", workers]
    log = workdir / f"serve-{label}-star-deal.log"
    redis_url = _answering_redis(STAR_DEAL_REDIS_URL)
    env = {**env, "REDIS_URL": redis_url} if redis_url else env
    base_url = f"http://{HOST}:{port}"
    with Server("gamestore serve (star deal)", command, env, workdir, log) as server:
        server.wait_ready(port, "/app-api/system/health")
        try:
            warm_up = star_deal.prepare(base_url, HEADERS, gamestore=GAMESTORE, env=env, workdir=workdir, warm_up=True)
            prepared = star_deal.prepare(base_url, HEADERS, gamestore=GAMESTORE, env=env, workdir=workdir)
        except MemberSetupError as exc:
            raise BenchError(f"setting up the star deal failed: {exc}") from exc
        warm_up_problems = star_deal.problems(env["DATABASE_URL"], warm_up, star_deal.run(base_url, HEADERS, warm_up))
        cpu_before = process_group_cpu_seconds(server.pgid)
        database_before = command_cpu_seconds("postgres")
        outcome = star_deal.run(base_url, HEADERS, prepared)
        cpu = process_group_cpu_seconds(server.pgid) - cpu_before
        database_cpu = command_cpu_seconds("postgres") - database_before
    figures = star_deal.summary(outcome)
    attempts = len(prepared.tokens)
    result = Measurement(
        name=STAR_DEAL_ROW,
        path=star_deal.DEAL_PATH,
        requests_per_s=figures["orders_per_s"],
        p50_ms=figures["sold_out_p50_ms"],
        p99_ms=figures["sold_out_p99_ms"],
        requests=attempts,
        non_2xx=sum(n for code, n in outcome.other.items() if code.startswith("HTTP")),
        socket_errors=0,
        group="star deal",
        cpu_ms=cpu * 1000 / attempts,
        min_share=None,
        max_p99_ms=star_deal.DEAL_MAX_SOLD_OUT_P99_MS,
        min_requests_per_s=2 * checkout_orders_per_s if checkout_orders_per_s else None,
    )
    result.notes.extend(star_deal.problems(env["DATABASE_URL"], prepared, outcome))
    result.notes.extend(f"warm-up: {problem}" for problem in warm_up_problems)
    if not redis_url:
        result.notes.append("without Redis")
    judge(result, baseline)
    beside = f"; checkout beside it {checkout_orders_per_s:.0f} orders/s" if checkout_orders_per_s else ""
    print(
        f"  {STAR_DEAL_ROW}: {figures['sold']:.0f} sold to {attempts} members in "
        f"{figures['seconds_to_sell_out']:.2f} s ({figures['orders_per_s']:.0f} orders/s{beside}); "
        f"{cpu * 1000 / attempts:.2f} ms CPU an attempt; winners p50 {figures['won_p50_ms']:.1f} ms "
        f"p99 {figures['won_p99_ms']:.1f} ms; sold out p50 {figures['sold_out_p50_ms']:.1f} ms "
        f"p99 {figures['sold_out_p99_ms']:.1f} ms (sent after the last key: p99 "
        f"{figures['sold_out_after_p99_ms']:.1f} ms; {figures['in_flight_at_sell_out']:.0f} on their way "
        f"then, answered within {figures['in_flight_answered_within_ms']:.1f} ms of it); CPU: server "
        f"{cpu:.2f} s, PostgreSQL {database_cpu:.2f} s (local only), this client {outcome.client_cpu_seconds:.2f} s",
        flush=True,
    )
    return result


def _answering_redis(url: str) -> str | None:
    if not url:
        return None
    from redis import Redis
    from redis.exceptions import RedisError

    try:
        with Redis.from_url(url, socket_connect_timeout=2) as client:
            client.ping()
    except RedisError:
        return None
    return url


def render_table(section: dict[str, Any]) -> str:
    header = f"{'endpoint':<30} {'req/s':>9} {'% base':>7} {'p50 ms':>8} {'p99 ms':>8} {'cpu ms':>7}  result"
    lines = [f"\n{section['database']} ({section['url']})", header, "-" * (len(header) + 20)]
    if section.get("skipped"):
        return "\n".join([*lines[:1], f"  skipped: {section['skipped']}"])
    base = section["baseline"]
    lines.append(
        f"{base['name']:<30} {base['requests_per_s']:>9.1f} {100:>6.0f}% {base['p50_ms']:>8.2f} "
        f"{base['p99_ms']:>8.2f} {base['cpu_ms']:>7.3f}  (baseline)"
    )
    group = "catalogue"
    for row in section["endpoints"]:
        if row.get("group", "catalogue") != group:
            group = row["group"]
            lines.append(f"-- {group}")
        verdict = "PASS" if row["passed"] else "FAIL: " + ", ".join(row["notes"])
        lines.append(
            f"{row['name']:<30} {row['requests_per_s']:>9.1f} {row['share_of_baseline'] * 100:>6.0f}% "
            f"{row['p50_ms']:>8.2f} {row['p99_ms']:>8.2f} {row['cpu_ms'] or 0:>7.3f}  {verdict}"
        )
    return "\n".join(lines)


def keep_server_logs(workroot: Path) -> None:
    """The run's server logs, copied to SERVER_LOGS (those of the run before removed): a row with a 5xx
    keeps its traceback."""
    shutil.rmtree(SERVER_LOGS, ignore_errors=True)
    SERVER_LOGS.mkdir(parents=True)
    for log in workroot.rglob("*.log"):
        shutil.copy2(log, SERVER_LOGS / f"{log.parent.name}-{log.name}")


def main() -> int:
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # so the finally blocks stop the servers
    signal.signal(signal.SIGINT, signal.default_int_handler)  # Ctrl-C even when started in the background
    if not GAMESTORE.exists():
        print(f"bench: {GAMESTORE} is missing: run `make install` first", file=sys.stderr)
        return 2
    sections: list[dict[str, Any]] = []
    try:
        wrk = ensure_wrk()
        with ExitStack() as stack:
            workroot = Path(stack.enter_context(tempfile.TemporaryDirectory(prefix="gamestore-bench-")))
            stack.callback(keep_server_logs, workroot)  # runs before the directory is removed
            steam = stack.enter_context(steam_standin())
            for label in DATABASES:
                workdir = workroot / label
                workdir.mkdir()
                if label == "sqlite":
                    url = f"sqlite+aiosqlite:///{workdir / 'bench.db'}"
                elif label == "postgresql":
                    url = PG_URL
                    reason = prepare_postgresql(url)
                    if reason:
                        print(f"\n== postgresql: skipped: {reason}", flush=True)
                        sections.append({"database": label, "url": redact(url), "skipped": reason})
                        continue
                else:
                    raise BenchError(f"unknown database {label!r} in BENCH_DATABASES")
                section = bench_database(wrk, label, url, workdir, steam)
                if wanted(PRICE_ALERTS_ROW) and ONLY != "checkout":
                    section["jobs"] = [bench_price_alerts(label, url)]
                sections.append(section)
    except BenchError as exc:
        print(f"\nbench: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("\nbench: interrupted; servers stopped", file=sys.stderr)
        return 130

    report = {
        "generated_at": dt.datetime.now(dt.UTC).isoformat(timespec="seconds"),
        "machine": {
            "cpus": os.cpu_count(),
            "python": platform.python_version(),
            "platform": platform.platform(),
        },
        "wrk": {
            "threads": THREADS,
            "connections": CONNECTIONS,
            "seconds": SECONDS,
            "warmup_seconds": WARMUP_SECONDS,
        },
        "target": {
            "catalogue": {"min_share_of_baseline": MIN_SHARE, "max_p99_ms": MAX_P99_MS},
            "visitor": {
                "min_share_of_baseline": MEMBER_MIN_SHARE,
                "max_p99_ms": MAX_P99_MS,
                "max_cpu_ms": MEMBER_READ_CPU_MS,
            },
            "member": {
                "min_share_of_baseline": MEMBER_MIN_SHARE,
                "max_p99_ms": MAX_P99_MS,
                "max_cpu_ms": MEMBER_READ_CPU_MS,
                "settlement_max_cpu_ms": SETTLEMENT_CPU_MS,
            },
            "member catalogue": {"max_cpu_ms": MEMBER_CATALOGUE_CPU_MS, "max_p99_ms": MAX_P99_MS},
            "checkout": {
                "max_cpu_ms": checkout.CHECKOUT_CPU_MS,
                "min_orders_per_s": checkout.CHECKOUT_MIN_ORDERS_PER_S,
                "oversold": 0,
            },
        },
        "databases": sections,
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(report, indent=2) + "\n")

    print(
        f"\nTargets (wrk -t{THREADS} -c{CONNECTIONS} -d{SECONDS}s, loopback; cpu: server CPU per request):\n"
        f"  visitors' reads: >= {MIN_SHARE:.0%} of the baseline's req/s, p99 < {MAX_P99_MS:.0f} ms\n"
        f"  visitors' uncached reads: cpu <= {MEMBER_READ_CPU_MS} ms, >= {MEMBER_MIN_SHARE:.0%} of the "
        f"baseline, p99 < {MAX_P99_MS:.0f} ms\n"
        f"  member reads: cpu <= {MEMBER_READ_CPU_MS} ms (settlement {SETTLEMENT_CPU_MS}), "
        f">= {MEMBER_MIN_SHARE:.0%} of the baseline, p99 < {MAX_P99_MS:.0f} ms\n"
        f"  member catalogue pages: cpu <= {MEMBER_CATALOGUE_CPU_MS} ms, p99 < {MAX_P99_MS:.0f} ms\n"
        f"  checkout ({CHECKOUT_WORKERS} processes): cpu <= {checkout.CHECKOUT_CPU_MS} ms per order, "
        f">= {checkout.CHECKOUT_MIN_ORDERS_PER_S:.0f} orders/s, nothing oversold"
    )
    for section in sections:
        print(render_table(section))
        for job in section.get("jobs", []):
            print(
                f"{job['name']}: {job['alerts']} alerts, {job['told']} told in {job['seconds']:.2f} s, "
                f"{job['statements']} statements"
            )
    ran = [s for s in sections if not s.get("skipped")]
    verdict = "all targets met" if ran and all(s["all_passed"] for s in ran) else "some targets missed"
    print(f"\n{verdict}; results in {RESULTS.relative_to(REPO)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
