"""The LLM client: any OpenAI-compatible chat-completions endpoint, through the ``openai`` SDK.

Configured in ``[llm]`` (``base_url``, ``model``, ``api_key_env`` — the *name* of the variable
holding the key, never the key). Each operation has its model route: extraction and synthesis
use ``curate_model`` (a stronger model), classification and re-ranking ``classify_model`` (a
cheap one), each falling back to ``model`` and then to ``fallback_models`` in order.
Transport failures of one model (timeouts, 429, 5xx) are retried by the SDK itself, with
backoff and ``Retry-After`` honoured, ``max_retries`` times; then the next model is tried. A
reply the caller cannot use (not JSON, wrong shape) moves on to the next model at once: at
temperature 0 the same model would answer the same way.

Consolidation (``consolidate``: a dream's patterns and summaries, memories worded by a model)
is local-only, and that is decided here, where every request is sent, not by each caller:
``ask`` refuses it before anything is sent unless ``is_local`` vouches for the endpoint. It
cannot be switched off (seed 004).

The ``openai`` package is imported only when a model is actually called.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Callable
from typing import Any, Literal, TypeVar

from ..errors import BowerError
from ..settings import LLMSettings
from .extras import require

T = TypeVar("T")
Operation = Literal["curate", "classify", "consolidate"]
# Operations whose requests never leave this machine and its private network.
LOCAL_ONLY: frozenset[str] = frozenset({"consolidate"})


class LLMError(BowerError):
    """No model gave a usable answer; the caller falls back (offline extractor, fused order,
    extractive pattern) and says why."""


def route(settings: LLMSettings, operation: Operation) -> list[str]:
    """Models to try for ``operation``, best first, each once."""
    first = settings.classify_model if operation == "classify" else settings.curate_model
    order = [first, settings.model, *settings.fallback_models]
    return list(dict.fromkeys(m for m in order if m))


class LLMClient:
    """Chat completions with JSON replies, over the model route of an operation."""

    def __init__(self, settings: LLMSettings, api_key: str | None = None) -> None:
        self.settings = settings
        self.api_key = api_key
        self._client: Any = None

    def _sdk(self) -> Any:
        if self._client is None:
            import openai  # only when an LLM is configured and called

            self._client = openai.OpenAI(
                base_url=self.settings.base_url,
                api_key=self.api_key or "not-needed",
                timeout=self.settings.timeout_s,
                max_retries=self.settings.max_retries,
            )
        return self._client

    def complete(self, model: str, system: str, user: str) -> str:
        """One JSON-mode completion from ``model`` (SDK errors propagate)."""
        reply = self._sdk().chat.completions.create(
            model=model,
            temperature=0,
            response_format={"type": "json_object"},
            messages=[
                {"role": "system", "content": system},
                {"role": "user", "content": user},
            ],
        )
        return str(reply.choices[0].message.content or "")

    def ask(
        self,
        operation: Operation,
        system: str,
        user: str,
        parse: Callable[[Any], T],
        what: str,
    ) -> T:
        """The first reply along the route that ``parse`` accepts (it raises ``ValueError``
        otherwise); ``LLMError`` naming every failure when none does — or, for a local-only
        operation and an endpoint ``is_local`` cannot vouch for, before anything is sent."""
        if operation in LOCAL_ONLY and not is_local(self.settings.base_url):
            raise LLMError(
                f"LLM {what} refused: {operation} runs on a local model only, and "
                f"{self.settings.base_url} is not local; nothing was sent",
                hint="Point [llm] base_url at a model on this machine or its private network "
                "(docs/decisions.md says how 'local' is decided).",
            )
        import openai

        failures: list[str] = []
        for model in route(self.settings, operation):
            try:
                return parse(json.loads(self.complete(model, system, user)))
            except openai.APITimeoutError:
                failures.append(f"{model}: timed out after {self.settings.timeout_s:g}s")
            except openai.APIStatusError as exc:
                failures.append(f"{model}: HTTP {exc.status_code}")
            except openai.APIError as exc:
                failures.append(f"{model}: {type(exc).__name__}")
            except json.JSONDecodeError:
                failures.append(f"{model}: reply is not JSON")
            except (ValueError, TypeError, AttributeError) as exc:
                failures.append(f"{model}: {exc}")
        raise LLMError(
            f"LLM {what} failed (" + "; ".join(failures or ["no model configured"]) + ")",
            hint="Check [llm] base_url and model (and the key variable named by api_key_env).",
        )


def client_for(settings: LLMSettings, env: dict[str, str] | None = None) -> LLMClient:
    """A client for ``[llm]``, with the key read from the variable ``api_key_env`` names."""
    import os

    require("openai", "openai", "[llm] (an OpenAI-compatible server)")
    environ = os.environ if env is None else env
    return LLMClient(settings, environ.get(settings.api_key_env) or None)


def is_local(base_url: str) -> bool:
    """True when every address of ``base_url``'s host is loopback, private (RFC 1918, IPv6
    unique-local) or link-local: an address as written, a name as it resolves now. A name
    that does not resolve, or resolves to any public address, is not local; nor is a URL
    without a host."""
    import ipaddress
    import socket
    from urllib.parse import urlparse

    try:
        host = urlparse(base_url).hostname or ""
    except ValueError:
        return False
    if not host:
        return False
    try:
        addresses = {ipaddress.ip_address(host)}
    except ValueError:
        try:
            found = socket.getaddrinfo(host, None)
        except (OSError, UnicodeError):
            return False
        addresses = {ipaddress.ip_address(str(info[4][0]).split("%")[0]) for info in found}
    return bool(addresses) and all(
        a.is_loopback or a.is_link_local or any(a in net for net in _private_networks())
        for a in addresses
    )


@functools.cache
def _private_networks() -> tuple[Any, ...]:
    """RFC 1918 and IPv6 unique-local: networks that are someone's own. (``is_private`` of
    ``ipaddress`` also counts documentation and reserved ranges, which are nobody's LAN.)"""
    import ipaddress

    names = ("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7")
    return tuple(ipaddress.ip_network(n) for n in names)
