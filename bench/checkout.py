"""The checkout row of `make bench`: real orders from many members at once.

Set up through the store's own API and CLI: activation keys for one version imported with
`gamestore import-keys` (enough for the fastest run), SHOPPERS members logged in by SMS. wrk then
sends `POST /app-api/trade/order/create` for one key of that version, each request with the next
member's token, and counts the answers that placed an order. Afterwards the database is read
directly to check nothing was oversold: every order line for the version holds exactly its keys,
no reserved key belongs to anything else, and the orders placed are the ones wrk saw succeed.
"""

from __future__ import annotations

import asyncio
import json
import re
import subprocess
from dataclasses import dataclass
from pathlib import Path

from member_reads import MemberSetupError, call, log_in

SHOPPERS = 64
CHECKOUT_CPU_MS, CHECKOUT_MIN_ORDERS_PER_S = 6.0, 150.0
# Keys imported per second of measured and warm-up time: well above what one machine places.
KEYS_PER_SECOND = 800
ORDER_PATH = "/app-api/trade/order/create"


@dataclass(frozen=True)
class Checkout:
    sku_id: int
    tokens: list[str]
    script: Path
    orders_before: int


def _shopper_mobile(index: int) -> str:
    return f"1380000{index:04d}"


def import_keys(gamestore: Path, env: dict[str, str], cwd: Path, sku_id: int, count: int) -> None:
    keys = cwd / f"bench-keys-{sku_id}.txt"
    keys.write_text("".join(f"BENCH-{sku_id}-{n:08d}\n" for n in range(count)))
    done = subprocess.run(  # noqa: S603 - our own command line
        [str(gamestore), "import-keys", "--sku", str(sku_id), str(keys)],
        env=env,
        cwd=cwd,
        capture_output=True,
        text=True,
        check=False,
    )
    if done.returncode != 0:
        raise MemberSetupError(f"importing {count} keys failed:\n{done.stdout}{done.stderr}")


def prepare(
    base_url: str,
    headers: dict[str, str],
    spu_id: int,
    seconds: int,
    *,
    gamestore: Path,
    env: dict[str, str],
    workdir: Path,
) -> Checkout:
    detail = call(base_url, "GET", f"/app-api/product/spu/get-detail?id={spu_id}", headers)
    sku_id = int(detail["skus"][0]["id"])
    import_keys(gamestore, env, workdir, sku_id, KEYS_PER_SECOND * seconds + 1000)
    tokens = [log_in(base_url, headers, _shopper_mobile(i)) for i in range(SHOPPERS)]
    body = json.dumps({"items": [{"skuId": sku_id, "count": 1}], "pointStatus": False}, separators=(",", ":"))
    script = workdir / "checkout.lua"
    script.write_text(_LUA.replace("TOKENS", ", ".join(f'"{t}"' for t in tokens)).replace("BODY", body))
    return Checkout(sku_id, tokens, script, orders_before=count_orders(env["DATABASE_URL"], sku_id))


# One Lua state per wrk thread: each walks the members from its own starting point and counts the
# answers that placed an order; done() adds the threads' counts up.
_LUA = """
local tokens = {TOKENS}
local next_token = 0
placed, refused = 0, 0  -- globals: done() reads them with thread:get
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) next_token = math.random(#tokens) end
wrk.method = "POST"
wrk.body = [==[BODY]==]
wrk.headers["content-type"] = "application/json"
function request()
  next_token = next_token % #tokens + 1
  wrk.headers["Authorization"] = "Bearer " .. tokens[next_token]
  return wrk.format()
end
function response(status, headers, body)
  if string.find(body, '"code":0,', 1, true) then placed = placed + 1 else refused = refused + 1 end
end
function done(summary, latency, requests)
  local p, r = 0, 0
  for _, thread in ipairs(threads) do p = p + thread:get("placed"); r = r + thread:get("refused") end
  io.write(string.format("orders placed %d refused %d\\n", p, r))
end
"""


def placed_and_refused(wrk_output: str) -> tuple[int, int]:
    found = re.search(r"orders placed (\d+) refused (\d+)", wrk_output)
    if not found:
        raise MemberSetupError(f"the checkout script reported no counts:\n{wrk_output}")
    return int(found.group(1)), int(found.group(2))


def count_orders(database_url: str, sku_id: int) -> int:
    return int(asyncio.run(_scalar(database_url, _ORDER_LINES, sku_id)))


def oversold_problems(database_url: str, checkout: Checkout, placed_by_wrk: int, in_flight: int) -> list[str]:
    """What does not add up between the orders placed and the keys reserved for them.

    wrk stops counting when its time is up, while the requests it has in flight (at most one per
    connection and run) still complete: up to ``in_flight`` more orders than it saw are expected."""
    lines_short, stray_keys, lines = asyncio.run(_audit(database_url, checkout.sku_id))
    problems = []
    if lines_short:
        problems.append(f"{lines_short} order line(s) without exactly their keys")
    if stray_keys:
        problems.append(f"{stray_keys} reserved key(s) outside any order line")
    stored = lines - checkout.orders_before
    if not placed_by_wrk <= stored <= placed_by_wrk + in_flight:
        problems.append(f"{stored} orders stored, {placed_by_wrk} answered as placed")
    return problems


_ORDER_LINES = "SELECT count(*) FROM trade_order_item WHERE sku_id = :sku"
_LINES_SHORT = """
SELECT count(*) FROM trade_order_item i
WHERE i.sku_id = :sku AND i.count - i.refund_count <> (
  SELECT count(*) FROM product_activation_key k WHERE k.order_id = i.order_id AND k.sku_id = i.sku_id)
"""
_STRAY_KEYS = """
SELECT count(*) FROM product_activation_key k
WHERE k.sku_id = :sku AND k.status <> 0 AND NOT EXISTS (
  SELECT 1 FROM trade_order_item i WHERE i.order_id = k.order_id AND i.sku_id = k.sku_id)
"""


async def _scalar(database_url: str, sql: str, sku_id: int) -> int:
    from sqlalchemy import text

    from gamestore.core.db import create_engine

    engine = create_engine(database_url)
    try:
        async with engine.connect() as connection:
            return int((await connection.execute(text(sql), {"sku": sku_id})).scalar_one())
    finally:
        await engine.dispose()


async def _audit(database_url: str, sku_id: int) -> tuple[int, int, int]:
    return (
        await _scalar(database_url, _LINES_SHORT, sku_id),
        await _scalar(database_url, _STRAY_KEYS, sku_id),
        await _scalar(database_url, _ORDER_LINES, sku_id),
    )
