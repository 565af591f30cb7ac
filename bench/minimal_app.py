"""The benchmark's baseline: the smallest FastAPI app answering a small JSON dict.

`bench/run.py` serves it with uvicorn exactly as `gamestore serve` serves the store (one process, same
log level, no access log), so the catalogue reads can be read as a share of what FastAPI and uvicorn
alone reach on this machine.
"""

from __future__ import annotations

from fastapi import FastAPI

app = FastAPI(openapi_url=None, docs_url=None, redoc_url=None)


@app.get("/ping")
async def ping() -> dict[str, object]:
    return {"code": 0, "data": {"status": "ok"}, "msg": ""}
