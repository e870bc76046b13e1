"""A live transcript read on from where the last read stopped (``Bower.ingest(follow=True)``,
what Claude Code's flush hook does after every answer): however the file grows between reads
— a line cut in the middle, bookkeeping lines, a tool's output, a line that is not JSON or not
UTF-8 — every whole turn is kept exactly once, and the reads together keep what one read of
the finished file keeps."""

from __future__ import annotations

import json
import shutil
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bowerbird import Bower, InputError, UsageError

WORDS = ["harbor", "kestrel", "lantern", "meadow", "copper", "falcon", "orchid", "granite"]


def _line(role: str, content: object, **extra: object) -> bytes:
    """A Claude Code transcript line (the message inside, a timestamp beside it)."""
    body = {"type": role, "message": {"role": role, "content": content}, **extra}
    return (json.dumps(body) + "\n").encode()


def _transcript(turns: int, noise: list[int]) -> bytes:
    """``turns`` turns, every message distinct; after turn ``n`` for each ``n`` in ``noise``
    a tool call's round trip, a bookkeeping line and a line that is not UTF-8."""
    out = [json.dumps({"type": "summary", "summary": "earlier"}).encode() + b"\n"]
    for n in range(turns):
        word = WORDS[n % len(WORDS)]
        out.append(_line("user", f"Turn {n}: the {word} service runs on host h{n}."))
        out.append(_line("assistant", [{"type": "text", "text": f"Noted the {word} host {n}."}]))
        if n in noise:
            out.append(_line("user", [{"type": "tool_result", "tool_use_id": "t", "content": "x"}]))
            out.append(json.dumps({"type": "file-history-snapshot"}).encode() + b"\n")
            out.append(b'{"type": "user", "message": "\xff\xfe"}\n')
            out.append(_line("assistant", f"Checked the {word} logs for turn {n}."))
    return b"".join(out)


def _messages(home: Path) -> Counter[tuple[str, str]]:
    kept: Counter[tuple[str, str]] = Counter()
    for path in (home / "messages").rglob("*.jsonl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            item = json.loads(line)
            kept[(item["role"], item["content"])] += 1
    return kept


def _memories(home: Path) -> Counter[str]:
    return Counter(
        p.read_text(encoding="utf-8").split("\n---\n", 1)[-1].strip()
        for p in (home / "tree").rglob("*.md")
    )


@settings(
    max_examples=12,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    turns=st.integers(1, 5),
    noise=st.lists(st.integers(0, 4), max_size=2),
    cuts=st.lists(st.floats(0, 1), max_size=4),
)
def test_reads_as_the_file_grows_keep_what_one_read_of_the_whole_keeps(
    tmp_path_factory: object, turns: int, noise: list[int], cuts: list[float]
) -> None:
    base = tmp_path_factory.mktemp("follow")  # type: ignore[attr-defined]
    whole = _transcript(turns, noise)
    once, grown = base / "once", base / "grown"
    (base / "a.jsonl").write_bytes(whole)
    with Bower(once) as bower:
        bower.ingest(base / "a.jsonl", follow=True)
    live = base / "b.jsonl"
    live.write_bytes(b"")
    with Bower(grown) as bower:
        # The file grows by byte ranges that may end mid-line (a writer still appending).
        for end in sorted({int(c * len(whole)) for c in cuts} | {len(whole)}):
            live.write_bytes(whole[:end])
            bower.ingest(live, follow=True)
        again = bower.ingest(live, follow=True)
    assert again.messages == 0 and again.turns == 0 and not again.created
    assert _messages(grown) == _messages(once)
    assert set(_messages(grown).values()) == {1}
    # Every turn's words are kept (the assistant's last one included).
    said = {content for _, content in _messages(grown)}
    assert f"Noted the {WORDS[(turns - 1) % len(WORDS)]} host {turns - 1}." in said
    assert _memories(grown) == _memories(once)
    shutil.rmtree(base)


def test_a_budget_stops_after_a_turn_and_the_next_read_goes_on(home: Path, tmp_path: Path) -> None:
    live = tmp_path / "live.jsonl"
    live.write_bytes(_transcript(6, []))
    reads = []
    with Bower(home) as bower:
        while True:
            result = bower.ingest(live, follow=True, budget_s=0)
            reads.append(result.turns)
            if not result.more:
                break
    # One turn a read (the budget is spent by the first), then a read that finds the end.
    assert reads == [1, 1, 1, 1, 1, 1] or reads == [1, 1, 1, 1, 1, 1, 0], reads
    assert sum(_messages(home).values()) == 12


def test_a_turn_still_being_written_waits_for_its_answer(home: Path, tmp_path: Path) -> None:
    live = tmp_path / "live.jsonl"
    live.write_bytes(_line("user", "The kestrel app ships on Tuesday.")[:-9])  # cut mid-line
    with Bower(home) as bower:
        assert bower.ingest(live, follow=True).messages == 0
        live.write_bytes(_line("user", "The kestrel app ships on Tuesday."))
        assert bower.ingest(live, follow=True).messages == 0  # no answer yet: not a turn
        with live.open("ab") as f:
            f.write(_line("assistant", "Noted: Tuesday."))
        first = bower.ingest(live, follow=True)
        assert first.messages == 2 and first.turns == 1 and first.skipped == 0
        again = bower.ingest(live, follow=True)
        assert again.messages == 0 and again.skipped == 2


def test_a_rewritten_transcript_is_read_from_its_start_and_kept_once(
    home: Path, tmp_path: Path
) -> None:
    live = tmp_path / "live.jsonl"
    live.write_bytes(_transcript(3, []))
    with Bower(home) as bower:
        bower.ingest(live, follow=True)
        before = _messages(home)
        # Rewritten with other bytes at its start (and grown): the cursor no longer holds,
        # the file is read from its start, and the turns it shares with the old one, in
        # their places, are not kept twice.
        live.write_bytes(_transcript(3, [2]).replace(b'"earlier"', b'"earlier, compacted"'))
        result = bower.ingest(live, follow=True)
        assert result.skipped == 0 and result.turns == 4
    after = _messages(home)
    assert set(after.values()) == {1} and set(before) <= set(after)


def test_follow_refuses_what_is_no_live_transcript(home: Path, tmp_path: Path) -> None:
    doc = tmp_path / "chat.json"
    doc.write_text(json.dumps({"messages": [{"role": "user", "content": "hi"}]}))
    with Bower(home) as bower:
        with pytest.raises(InputError, match="no JSONL transcript"):
            bower.ingest(doc, follow=True)
        with pytest.raises(UsageError, match="live transcript file"):
            bower.ingest([{"role": "user", "content": "hi"}], follow=True)


def test_a_message_over_the_limit_is_cut_and_the_turns_after_it_are_read(
    home: Path, tmp_path: Path
) -> None:
    # A log pasted into the chat: over [limits] message_bytes, it once failed the whole turn
    # on every flush, so no later turn was ever kept.
    paste = "\n".join(f"2026-03-02 10:{n % 60:02d} GET /api/orders 200 {n}" for n in range(40_000))
    live = tmp_path / "live.jsonl"
    live.write_bytes(
        _line("user", "Our choir rehearses on Wednesdays.")
        + _line("assistant", "Noted.")
        + _line("user", f"Here is the log:\n{paste}")
        + _line("assistant", "The log shows only 200s.")
        + _line("user", "The newsletter goes out through Postmark.")
        + _line("assistant", "Noted: Postmark.")
    )
    with Bower(home) as bower:
        first = bower.ingest(live, follow=True)
        assert first.turns == 3 and first.cut == 1 and not first.more
        assert bower.ingest(live, follow=True).turns == 0
        said = {content for _, content in _messages(home)}
    assert "The newsletter goes out through Postmark." in said
    cut = next(c for c in said if c.startswith("Here is the log"))
    assert "cut: the message held" in cut and len(cut.encode()) <= 1024 * 1024
    # The note is the raw layer's, nobody's words: no memory says it.
    assert not [m for m in _memories(home) if "cut:" in m or "message_bytes" in m]
