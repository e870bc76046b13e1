"""Seed 002's compaction helpers: when to flush, NO_REPLY, and pruning old tool results."""

from __future__ import annotations

import copy
from datetime import date
from typing import Any

import pytest

from bowerbird import (
    NO_REPLY,
    PruneSettings,
    ReplyGate,
    flush_prompts,
    is_no_reply,
    prune_tool_results,
    should_flush,
)


def test_should_flush_once_per_cycle_near_the_window() -> None:
    assert not should_flush(175_999, 200_000)
    assert should_flush(176_000, 200_000)  # 200K - 20K reserve - 4K soft threshold
    assert not should_flush(190_000, 200_000, flushed_this_cycle=True)
    assert should_flush(90_000, 128_000, reserve_tokens=30_000, soft_threshold=8_000)
    with pytest.raises(ValueError):
        should_flush(-1, 200_000)
    system, user = flush_prompts(date(2026, 1, 28))
    assert "compaction" in system and "memory/2026-01-28.md" in user and NO_REPLY in user


def _stream(chunks: list[str]) -> tuple[str, bool]:
    gate = ReplyGate()
    shown = "".join(gate.feed(c) for c in chunks) + gate.close()
    return shown, gate.suppressed


def test_no_reply_is_suppressed_before_any_of_it_shows() -> None:
    assert is_no_reply("NO_REPLY") and is_no_reply("  NO_REPLY — nothing to store")
    assert not is_no_reply("I stored it. NO_REPLY") and not is_no_reply("no_reply")
    gate = ReplyGate()
    assert gate.feed("NO") == "" and gate.feed("_REP") == ""  # held: it could still be NO_REPLY
    assert gate.feed("LY I've stored the notes") == "" and gate.suppressed
    assert gate.feed("more") == "" and gate.close() == ""
    assert _stream(["NO", "_REPLY"]) == ("", True)
    assert _stream(["No", "pe, here is the answer"]) == ("Nope, here is the answer", False)
    assert _stream(["NO", " idea"]) == ("NO idea", False)
    assert _stream(["Done. ", "NO_REPLY"]) == ("Done. NO_REPLY", False)  # mid-reply: shown
    assert _stream(["NO"]) == ("NO", False)  # a stream ending on a prefix is released


def _openai(big: str) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [{"role": "system", "content": "sys"}]
    for turn in range(14):
        messages.append({"role": "user", "content": f"question {turn}"})
        messages.append({"role": "assistant", "content": None, "tool_calls": [{"id": f"c{turn}"}]})
        messages.append({"role": "tool", "tool_call_id": f"c{turn}", "content": big + str(turn)})
        messages.append({"role": "assistant", "content": f"answer {turn}"})
    return messages


def test_prune_trims_recent_clears_old_and_keeps_the_last_turns() -> None:
    big = "x" * 60_000
    messages = _openai(big)
    before = copy.deepcopy(messages)
    settings = PruneSettings(mode="always", hard_clear_after_assistants=10)
    pruned, report = prune_tool_results(messages, settings)
    assert messages == before  # the input is never changed
    tools = [m for m in pruned if m["role"] == "tool"]
    # Each turn has two assistant messages; a tool result is followed by 2·(13-t)+1 of them.
    kept = [t for t in tools if t["content"] == big + t["tool_call_id"][1:]]
    trimmed = [t for t in tools if "characters of tool output trimmed" in t["content"]]
    cleared = [t for t in tools if t["content"] == "[Old tool result content cleared]"]
    assert [t["tool_call_id"] for t in kept] == ["c13"]  # within the last 3 assistant turns
    assert [t["tool_call_id"] for t in cleared] == [f"c{i}" for i in range(9)]
    assert [t["tool_call_id"] for t in trimmed] == [f"c{i}" for i in range(9, 13)]
    sample = trimmed[0]["content"]
    assert sample.startswith("x" * 2000) and sample.endswith("x" * 1998 + "9")
    assert len(sample) < 4_100
    assert (report.trimmed, report.cleared) == (4, 9)
    assert report.chars_after < report.chars_before / 10


def test_prune_leaves_small_results_images_and_fresh_caches_alone() -> None:
    image = [{"type": "image", "source": {"data": "iVBOR" * 20_000}}]
    blocks = [{"type": "text", "text": "y" * 80_000}]
    anthropic: list[dict[str, Any]] = [
        {"role": "user", "content": [{"type": "tool_result", "content": image}]},
        {"role": "user", "content": [{"type": "tool_result", "content": blocks}]},
        {"role": "user", "content": [{"type": "tool_result", "content": "small result"}]},
        *[{"role": "assistant", "content": f"a{i}"} for i in range(5)],
    ]
    pruned, report = prune_tool_results(anthropic, PruneSettings(mode="always"))
    assert pruned[0] == anthropic[0] and report.skipped_images == 1
    text = pruned[1]["content"][0]["content"]
    assert text[0]["type"] == "text" and "trimmed" in text[0]["text"]
    assert pruned[2]["content"][0]["content"] == "small result"
    # cache-ttl: nothing is pruned while the provider's prompt cache is warm.
    same, none = prune_tool_results(anthropic, seconds_since_last_call=60)
    assert same is anthropic and none.trimmed == none.cleared == 0
    _, done = prune_tool_results(anthropic, seconds_since_last_call=600)
    assert done.trimmed == 1
    never, _ = prune_tool_results(anthropic, PruneSettings(mode="never"))
    assert never is anthropic
