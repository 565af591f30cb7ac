"""Security headers on every answer the server sends: API, web app, uploads, errors and 404s.

Three content security policies, chosen by path (see docs/decisions.md, Platform):

- the web app: scripts only from this origin (Vite emits no inline script), styles from this origin
  plus inline style attributes (React and antd-mobile set ``style=``), images from anywhere on https
  (operator catalogue links, WeChat avatars, the JS-SDK's report beacon) and data:/blob:, outside
  pages framed only by the web-view page (https), forms posted only here, fetches from this origin
  and Steam's sites (only to ask whether the browser reaches them);
- the API and its JSON: nothing may load and nobody may frame it;
- uploads (member photos, the demo catalogue's SVG artwork): nothing runs, sandboxed, so an SVG
  opened directly cannot script this origin.

A response that sets its own policy (the API docs page) keeps it. The web app's own scripts, styles
and fonts carry nosniff only: the policies act on documents, and on a phone's first screen of some
20 scripts they would add about 16 KB for nothing (the weight guard in web/e2e/tests/weight.spec.mjs).
"""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

# Who may frame the app: itself only. WeChat's mini-program web-view and the native shell's
# WebView load the app as a top-level page, so neither is an ancestor frame; a third-party site
# framing the app (clickjacking a payment button) is refused.
FRAME_ANCESTORS = "frame-ancestors 'self'"

_APP_DIRECTIVES = (
    "default-src 'self'",
    # WebAssembly may be compiled (not JavaScript evaluated): the 3D model viewer's mesh decoder.
    "script-src 'self' 'wasm-unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "frame-src 'self' https:",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    FRAME_ANCESTORS,
)


def app_policy(connect_origins: tuple[str, ...] = ()) -> str:
    """The web app's policy. It fetches from this origin only, and from ``connect_origins``: Steam's
    sites, only to ask whether this browser reaches them before leaving for them
    (web/src/lib/steamLink.ts)."""
    return "; ".join((*_APP_DIRECTIVES, " ".join(("connect-src 'self'", *connect_origins))))


APP_POLICY = app_policy()
API_POLICY = "default-src 'none'; frame-ancestors 'none'"
UPLOAD_POLICY = (
    "default-src 'none'; img-src data:; style-src 'unsafe-inline'; script-src 'none'; sandbox; "
    "frame-ancestors 'none'"
)

PERMISSIONS_POLICY = ", ".join(
    f"{feature}=()"
    for feature in (
        "accelerometer",
        "camera",
        "geolocation",
        "gyroscope",
        "magnetometer",
        "microphone",
        "midi",
        "payment",
        "usb",
    )
)
HSTS = "max-age=31536000; includeSubDomains"


# The web app's subresources, correctly typed by web.py: nothing here would act on them.
_SUBRESOURCE_TYPES = ("text/javascript", "application/javascript", "text/css", "font/", "application/wasm")


_CSP = b"content-security-policy"
_NOSNIFF = (b"x-content-type-options", b"nosniff")
_DOCUMENT_HEADERS = [
    (b"referrer-policy", b"strict-origin-when-cross-origin"),
    (b"permissions-policy", PERMISSIONS_POLICY.encode("latin-1")),
]
_HSTS_HEADER = (b"strict-transport-security", HSTS.encode("latin-1"))


def _under(path: str, prefix: str) -> bool:
    return path == prefix or path.startswith(prefix + "/")


class SecurityHeadersMiddleware:
    """Adds the headers to each HTTP answer; HSTS only when ``hsts`` and the request came over https.

    The scheme is the one uvicorn derived, so behind a proxy it is https only when the proxy is
    trusted (FORWARDED_ALLOW_IPS) and said so.
    """

    def __init__(
        self,
        app: ASGIApp,
        *,
        api_prefixes: tuple[str, ...],
        uploads_prefix: str,
        hsts: bool,
        connect_origins: tuple[str, ...] = (),
    ) -> None:
        self.app = app
        self.app_policy = app_policy(connect_origins)
        self.api_prefixes = api_prefixes
        self.uploads_prefix = uploads_prefix
        self.hsts = hsts

    def policy_for(self, path: str) -> str | None:
        """The CSP for ``path``; None for the web app, whose policy depends on what is answered."""
        if _under(path, self.uploads_prefix):
            return UPLOAD_POLICY
        if any(_under(path, prefix) for prefix in self.api_prefixes):
            return API_POLICY
        return None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        policy = self.policy_for(scope.get("path", ""))
        https = scope.get("scheme") == "https"

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                message["headers"] = self._with_headers(message.get("headers", []), policy, https)
            await send(message)

        await self.app(scope, receive, send_with_headers)

    def _with_headers(
        self, raw: list[tuple[bytes, bytes]], policy: str | None, https: bool
    ) -> list[tuple[bytes, bytes]]:
        """The answer's headers with ours set (replacing any of the same name; a CSP the answer
        brings is kept). Raw byte pairs: Starlette's MutableHeaders rescans the list per header."""
        content_type = next((value for name, value in raw if name.lower() == b"content-type"), b"")
        added = [_NOSNIFF]
        if policy is not None or not content_type.decode("latin-1").startswith(_SUBRESOURCE_TYPES):
            if not any(name.lower() == _CSP for name, _ in raw):
                added.append((_CSP, (policy or self.app_policy).encode("latin-1")))
            added += _DOCUMENT_HEADERS
            if self.hsts and https:
                added.append(_HSTS_HEADER)
        replaced = {name for name, _ in added}
        return [*(pair for pair in raw if pair[0].lower() not in replaced), *added]
