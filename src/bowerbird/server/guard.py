"""The gate every request passes before it reaches the API, the dashboard or MCP.

- **Host**: on a loopback bind only loopback names are accepted, so a page on another site
  that rebinds its DNS name to 127.0.0.1 (DNS rebinding) is refused; beyond loopback, the
  names in ``allowed_hosts`` (the bind address, this machine's names, ``--allow-host``).
- **Origin**: a browser request from another origin is refused, unless that origin is listed
  for CORS (``--cors-origin``). Requests without ``Origin`` (curl, agents) pass.
- **Token**: beyond loopback every request needs ``Authorization: Bearer <token>`` or the
  dashboard's ``bower_token`` cookie (set by ``/login``, ``SameSite=Strict``, ``HttpOnly``);
  ``/api/v1/health`` and the login page are open.
- **Body size**: a declared ``Content-Length`` over the limit is refused before it is read,
  and a streamed body is cut off at the limit.

A refusal is a JSON ``{error, hint}`` with the proper status, and says how to fix the call.
"""

from __future__ import annotations

import hmac
import json
from collections.abc import Awaitable, Callable, MutableMapping
from dataclasses import dataclass
from http.cookies import SimpleCookie
from typing import Any
from urllib.parse import urlsplit

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]

LOOPBACK = frozenset({"127.0.0.1", "localhost", "::1"})
COOKIE = "bower_token"
OPEN_PATHS = frozenset({"/api/v1/health", "/health", "/login"})


@dataclass(frozen=True)
class GuardConfig:
    """What the gate lets through (built by ``bower serve`` from its flags)."""

    allowed_hosts: frozenset[str]
    token: str | None  # None: no token needed (loopback only)
    max_body: int
    cors_origins: frozenset[str] = frozenset()


def host_name(value: str) -> str:
    """The host of a ``Host`` header without its port (``[::1]:8787`` → ``::1``); a header
    that is not a host and an optional numeric port is returned whole (and so matches no
    allowed name: ``[::1].evil.example`` once passed as ``::1``)."""
    value = value.strip().lower()
    if value.startswith("["):
        end = value.find("]")
        rest = value[end + 1 :] if end > 0 else "!"
        if rest and not (rest[:1] == ":" and rest[1:].isdigit()):
            return value
        return value[1:end]
    if value.count(":") == 1:
        name, port = value.split(":")
        return name if port.isdigit() else value
    return value


class Guard:
    """ASGI middleware enforcing ``GuardConfig`` on HTTP requests."""

    def __init__(self, app: App, config: GuardConfig) -> None:
        self.app = app
        self.config = config

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1").lower(): v.decode("latin-1") for k, v in scope["headers"]}
        refusal = self._refusal(scope, headers)
        if refusal is not None:
            await _refuse(send, *refusal)
            return
        declared = headers.get("content-length", "")
        if declared.isdigit() and int(declared) > self.config.max_body:
            await _refuse(send, *self._too_large())
            return
        await self._limited(scope, receive, send)

    def _refusal(self, scope: Scope, headers: dict[str, str]) -> tuple[int, str, str] | None:
        host = host_name(headers.get("host", ""))
        if host not in self.config.allowed_hosts:
            return (
                421,
                f"host {host or '(none)'!r} is not served here",
                "Call the server by an allowed name (on loopback: 127.0.0.1 or localhost), "
                "or start `bower serve` with `--allow-host NAME`.",
            )
        origin = headers.get("origin")
        if origin is not None and not self._origin_ok(origin, host, scope):
            return (
                403,
                f"requests from origin {origin!r} are refused",
                "Open the dashboard from the server's own address, or start `bower serve` "
                "with `--cors-origin ORIGIN` to let that site call the API.",
            )
        token = self.config.token
        if token is None or scope["path"] in OPEN_PATHS:
            return None
        given = _bearer(headers.get("authorization", "")) or _cookie(headers.get("cookie", ""))
        if given is None:
            return (
                401,
                "this server needs a token",
                "Send `Authorization: Bearer <token>` (the token is in <home>/serve-token), "
                "or sign in at /login in a browser.",
            )
        if not hmac.compare_digest(given.encode(), token.encode()):
            return (
                401,
                "the token is wrong",
                "Use the token in <home>/serve-token (`bower serve` printed where it is).",
            )
        return None

    def _origin_ok(self, origin: str, host: str, scope: Scope) -> bool:
        if origin in self.config.cors_origins:
            return True
        try:
            parts = urlsplit(origin)
            port = parts.port or (443 if parts.scheme == "https" else 80)
        except ValueError:  # "http://host:abc", a port past 65535: not an origin
            return False
        if parts.scheme not in ("http", "https") or not parts.hostname:
            return False  # "null" (sandboxed frames, files) and anything odd
        server = scope.get("server") or (None, None)
        return parts.hostname.lower() == host and port == server[1]

    def _too_large(self) -> tuple[int, str, str]:
        return (
            413,
            f"the request body is larger than {self.config.max_body} bytes",
            "Send less at once (split a transcript), or raise `--max-body`.",
        )

    async def _limited(self, scope: Scope, receive: Receive, send: Send) -> None:
        """Pass the request on, cutting off a streamed body at the limit: the app is told
        the client left, and whatever it answers is replaced by the 413."""
        seen = 0
        tripped = False
        answered = False

        async def counted() -> Message:
            nonlocal seen, tripped
            if tripped:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.config.max_body:
                    tripped = True
                    return {"type": "http.disconnect"}
            return message

        async def watched(message: Message) -> None:
            nonlocal answered
            if message["type"] == "http.response.start":
                message = _framed(message)
            if not tripped:
                await send(message)
            elif not answered:
                answered = True
                await _refuse(send, *self._too_large())

        await self.app(scope, counted, watched)


# Every answer says it may not be framed by another site (clickjacking the dashboard's
# buttons) and its type is what it says.
_SAFETY_HEADERS = (
    (b"x-frame-options", b"DENY"),
    (b"content-security-policy", b"frame-ancestors 'none'"),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
)


def _framed(message: Message) -> Message:
    """A response start with the safety headers the app did not set itself."""
    headers = list(message.get("headers", []))
    present = {name.lower() for name, _ in headers}
    headers += [(k, v) for k, v in _SAFETY_HEADERS if k not in present]
    return {**message, "headers": headers}


def _bearer(value: str) -> str | None:
    scheme, _, token = value.partition(" ")
    return token.strip() or None if scheme.lower() == "bearer" else None


def _cookie(value: str) -> str | None:
    if not value:
        return None
    jar: SimpleCookie = SimpleCookie()
    try:
        jar.load(value)
    except Exception:  # a malformed cookie header is no token
        return None
    morsel = jar.get(COOKIE)
    return morsel.value if morsel else None


async def _refuse(send: Send, status: int, error: str, hint: str) -> None:
    body = json.dumps({"error": error, "hint": hint}).encode()
    headers = [(b"content-type", b"application/json"), (b"content-length", b"%d" % len(body))]
    if status == 401:
        headers.append((b"www-authenticate", b'Bearer realm="bowerbird"'))
    start = {"type": "http.response.start", "status": status, "headers": headers}
    await send(_framed(start))
    await send({"type": "http.response.body", "body": body})
