"""HTTP clients for the outside services (gateways, WeChat, Steam, push services).

They share one TLS context: building one loads the CA bundle, about 30 ms of CPU, which every
client made that again (three per application, and one per one-tap login).
"""

from __future__ import annotations

import functools
import ssl
from typing import Any

import httpx


@functools.cache
def tls_context() -> ssl.SSLContext:
    return httpx.create_ssl_context()


def outside_client(**options: Any) -> httpx.AsyncClient:
    """``httpx.AsyncClient(**options)`` verifying servers with the shared TLS context."""
    return httpx.AsyncClient(verify=tls_context(), **options)
