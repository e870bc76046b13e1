"""Helpers for agent runtimes that compact their context (seed 002): the pre-compaction memory
flush and the pruning of old tool results.

*Flush.* Before a runtime summarises a long session away, it gives the model one silent turn
to write what should last into the daily log; ``should_flush`` says when (the context is within
``reserve + soft_threshold`` tokens of the window: at 176K for a 200K window with the defaults),
``flush_prompts`` gives the two prompts, and a reply starting with ``NO_REPLY`` means nothing to
store and must not reach the user. ``ReplyGate`` applies that to a *stream*: it holds chunks
while they could still spell ``NO_REPLY``, so a suppressed reply never flickers ("NO_REP").

*Pruning.* Tool results (terminal output, fetched pages, read files) fill a context faster than
conversation. ``prune_tool_results`` returns a copy of a message list in which large tool
results of older turns are trimmed to their head and tail with a marker, and those older still
replaced by a placeholder; the results of the last ``keep_last_assistants`` assistant turns,
results under ``min_prunable_chars`` and any result holding an image are left alone. It accepts
OpenAI-style (``role: tool``) and Anthropic-style (``tool_result`` blocks) messages and never
changes the list it is given.
"""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import dataclass, field
from datetime import date
from typing import Any, Literal

NO_REPLY = "NO_REPLY"
FLUSH_SYSTEM_PROMPT = "Session nearing compaction. Store durable memories now."
PLACEHOLDER = "[Old tool result content cleared]"


def should_flush(
    estimated_tokens: int,
    context_window: int,
    reserve_tokens: int = 20_000,
    soft_threshold: int = 4_000,
    *,
    flushed_this_cycle: bool = False,
) -> bool:
    """True when a session of ``estimated_tokens`` should flush memories before compaction:
    once per compaction cycle, when fewer than ``reserve + soft_threshold`` tokens are left."""
    if min(estimated_tokens, context_window, reserve_tokens, soft_threshold) < 0:
        raise ValueError("token counts must not be negative")
    if flushed_this_cycle:
        return False
    return estimated_tokens >= context_window - reserve_tokens - soft_threshold


def flush_prompts(today: date | None = None) -> tuple[str, str]:
    """``(system, user)`` prompts of the silent flush turn, naming today's daily log."""
    day = (today or date.today()).isoformat()
    user = (
        f"Write any lasting notes to memory/{day}.md (bower journal, or memory_journal); "
        f"reply with {NO_REPLY} if nothing to store."
    )
    return FLUSH_SYSTEM_PROMPT, user


def is_no_reply(text: str) -> bool:
    """True when a reply is the ``NO_REPLY`` token (leading whitespace allowed): it must not
    be delivered. ``NO_REPLY`` later in a reply is ordinary text."""
    return text.lstrip().startswith(NO_REPLY)


class ReplyGate:
    """Decide, chunk by chunk, whether a streamed reply is a suppressed ``NO_REPLY``.

    ``feed`` returns the text that may be shown now: nothing while the reply so far could
    still begin ``NO_REPLY``, everything held back once it cannot, and nothing ever again
    once it does. ``close`` releases what is held at the end of the stream.
    """

    def __init__(self) -> None:
        self._held = ""
        self.suppressed = False
        self._open = False

    def feed(self, chunk: str) -> str:
        if self.suppressed:
            return ""
        if self._open:
            return chunk
        self._held += chunk
        probe = self._held.lstrip()
        if probe.startswith(NO_REPLY):
            self.suppressed = True
            self._held = ""
            return ""
        if NO_REPLY.startswith(probe):  # still a prefix (or only whitespace): wait
            return ""
        self._open = True
        out, self._held = self._held, ""
        return out

    def close(self) -> str:
        """What is still held when the stream ends (a reply like "NO" is shown)."""
        if self.suppressed:
            return ""
        out, self._held = self._held, ""
        self._open = True
        return out


@dataclass(frozen=True)
class PruneSettings:
    """Seed 002's ``contextPruning`` knobs."""

    mode: Literal["cache-ttl", "always", "never"] = "cache-ttl"
    ttl_s: float = 300.0  # cache-ttl: prune only when the provider's prompt cache expired
    keep_last_assistants: int = 3
    min_prunable_chars: int = 50_000
    soft_trim_max_chars: int = 4_000  # head and tail, half each
    hard_clear_after_assistants: int = 10  # older results are replaced by the placeholder
    placeholder: str = PLACEHOLDER


@dataclass
class PruneReport:
    """What ``prune_tool_results`` did."""

    trimmed: int = 0
    cleared: int = 0
    chars_before: int = 0
    chars_after: int = 0
    skipped_images: int = 0
    notes: list[str] = field(default_factory=list)


def prune_tool_results(
    messages: list[dict[str, Any]],
    settings: PruneSettings | None = None,
    *,
    seconds_since_last_call: float | None = None,
) -> tuple[list[dict[str, Any]], PruneReport]:
    """A pruned copy of ``messages`` and what was done (see the module docstring)."""
    s = settings or PruneSettings()
    report = PruneReport()
    if s.mode == "never" or (
        s.mode == "cache-ttl"
        and seconds_since_last_call is not None
        and seconds_since_last_call <= s.ttl_s
    ):
        return messages, report
    out = copy.deepcopy(messages)
    later = 0  # assistant messages after the one being looked at
    for message in reversed(out):
        if message.get("role") == "assistant":
            later += 1
            continue
        if later < s.keep_last_assistants:
            continue
        for holder in _results(message):
            if _has_image(holder.get("content")):
                report.skipped_images += 1
                continue
            text = _text_of(holder.get("content"))
            if text is None or len(text) < s.min_prunable_chars:
                continue
            report.chars_before += len(text)
            if later >= s.hard_clear_after_assistants:
                new = s.placeholder
                report.cleared += 1
            else:
                new = _trim(text, s.soft_trim_max_chars)
                report.trimmed += 1
            report.chars_after += len(new)
            holder["content"] = new if isinstance(holder.get("content"), str) else _as_blocks(new)
    return out, report


def _results(message: dict[str, Any]) -> Iterator[dict[str, Any]]:
    """The tool-result holders in a message: the message itself (OpenAI ``role: tool``) or
    its ``tool_result`` blocks (Anthropic)."""
    if message.get("role") == "tool":
        yield message
        return
    content = message.get("content")
    if isinstance(content, list):
        for block in content:
            if isinstance(block, dict) and block.get("type") == "tool_result":
                yield block


def _has_image(content: Any) -> bool:
    if not isinstance(content, list):
        return False
    return any(
        isinstance(b, dict) and str(b.get("type", "")).startswith(("image", "input_image"))
        for b in content
    )


def _text_of(content: Any) -> str | None:
    """The text of a tool result (a string, or text blocks); ``None`` for anything else."""
    if isinstance(content, str):
        return content
    if isinstance(content, list) and all(
        isinstance(b, dict) and b.get("type") == "text" for b in content
    ):
        return "\n".join(str(b.get("text", "")) for b in content)
    return None


def _as_blocks(text: str) -> list[dict[str, str]]:
    return [{"type": "text", "text": text}]


def _trim(text: str, keep: int) -> str:
    """The first and last ``keep // 2`` characters with a marker saying what went."""
    half = max(1, keep // 2)
    cut = len(text) - 2 * half
    return f"{text[:half]}\n…[{cut:,} characters of tool output trimmed]…\n{text[-half:]}"
