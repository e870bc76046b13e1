"""Writes happen once, whatever kills them: an import or an ingest SIGKILLed at random points,
then run again until it finishes, keeps every raw message exactly once and every memory the
uninterrupted run keeps, no more. (The resident runs these through this same facade: a
resident killed mid-command and the client's local re-run are this case.)

Each run is a fork of a warm, single-threaded fork server (a new interpreter would spend most
of the test importing; a fork of this test process could inherit a lock another thread held
at the fork, and hang — it did, once, in a fresh clone's run), told to run the command on its
own facade and killed after a random delay drawn over an uninterrupted run's duration; only
kills that land while the child still runs count.
"""

from __future__ import annotations

import json
import multiprocessing
import os
import random
import shutil
import time
from collections import Counter
from multiprocessing.process import BaseProcess
from pathlib import Path

import pytest

from bowerbird import Bower

KILLS = 50


def _chat(path: Path) -> Path:
    """A two-person chat over two evenings (two sessions), every line distinct."""
    topics = [
        "the climbing gym moved its opening to 7am",
        "my sister Lea starts at the hospital in March",
        "we should book the cabin near Lake Bled",
        "I switched the home server to a fanless case",
        "the bakery on Corner Street sells rye on Fridays",
        "I'm learning to play the cello again",
    ]
    lines = []
    for day in range(2):
        for n in range(24):
            who = "Mira" if n % 2 else "Tom"
            topic = topics[(n + day) % len(topics)]
            minute, second = divmod(n * 50, 60)
            stamp = f"[1{day}/03/2025, 19:{minute:02d}:{second:02d}]"
            lines.append(f"{stamp} {who}: day {day} note {n}: {topic}.")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _transcript(path: Path) -> Path:
    """A user-assistant transcript of twenty-four turns, every message distinct."""
    facts = [
        "our CI runs on two self-hosted runners",
        "the staging database is Postgres 16",
        "deploys are frozen on Fridays after 3pm",
        "the billing service retries webhooks five times",
    ]
    messages = []
    for n in range(24):
        messages.append({"role": "user", "content": f"Turn {n}: remember that {facts[n % 4]}."})
        messages.append({"role": "assistant", "content": f"Noted for turn {n}."})
    path.write_text("\n".join(json.dumps(m) for m in messages) + "\n", encoding="utf-8")
    return path


# Children come from one fork server, started once with bowerbird imported: each is a
# fork of a process that never ran a thread.
_FORKS = multiprocessing.get_context("forkserver")
_FORKS.set_forkserver_preload(["bowerbird"])
# Longer than any uninterrupted run here takes on a loaded machine (a few seconds): a child
# still running then is hung, and the test says so instead of waiting forever.
_HUNG = 300.0


def _work(home: str, kind: str, source: str, env: dict[str, str]) -> None:
    """The child: this test's environment, then the command on a facade of its own."""
    os.environ.clear()
    os.environ.update(env)
    with Bower(Path(home)) as bower:
        if kind == "import":
            bower.import_file(Path(source), format="whatsapp", me="Tom")
        else:
            # follow: a live transcript's reader (the flush hook), its cursor saved as it goes
            bower.ingest(Path(source), follow=kind == "follow")


def _in_child(home: Path, kind: str, source: Path) -> BaseProcess:
    """A child running the command on ``home``, started."""
    child = _FORKS.Process(target=_work, args=(str(home), kind, str(source), dict(os.environ)))
    child.start()
    return child


def _finish(home: Path, kind: str, source: Path) -> float:
    """Run the command to its end in a child; how long it took."""
    started = time.perf_counter()
    child = _in_child(home, kind, source)
    child.join(_HUNG)
    if child.is_alive():
        child.kill()
        pytest.fail(f"a {kind} run was still going after {_HUNG:.0f} s: hung")
    assert child.exitcode == 0
    return time.perf_counter() - started


def _kept(home: Path) -> tuple[Counter[tuple[str, str]], Counter[str]]:
    """Every raw message (role, content: each input's are distinct) and every memory's text,
    counted. (Not the times: an ingested message is kept at the time it is stored.)"""
    messages: Counter[tuple[str, str]] = Counter()
    for path in (home / "messages").rglob("*.jsonl"):
        for line in path.read_text(encoding="utf-8").splitlines():
            try:
                item = json.loads(line)
            except ValueError:
                continue  # a line a kill cut: skipped by every reader
            messages[(item["role"], item["content"])] += 1
    memories: Counter[str] = Counter()
    for path in (home / "tree").rglob("*.md"):
        memories[path.read_text(encoding="utf-8").split("\n---\n", 1)[-1].strip()] += 1
    return messages, memories


@pytest.mark.skipif(
    "forkserver" not in multiprocessing.get_all_start_methods(), reason="the runs are forks"
)
@pytest.mark.parametrize("kind", ["import", "ingest", "follow"])
def test_killed_at_random_and_run_again_everything_is_kept_once(kind: str, tmp_path: Path) -> None:
    source = (_chat if kind == "import" else _transcript)(tmp_path / f"{kind}.input")
    template = tmp_path / "template"
    Bower(template).curate("Tom keeps his climbing shoes in the blue locker.")
    # The uninterrupted run: what must be kept, and how long a run takes.
    reference = tmp_path / "reference"
    shutil.copytree(template, reference)
    span = _finish(reference, kind, source)
    want_messages, want_memories = _kept(reference)
    assert want_messages and max(want_messages.values()) == 1
    assert want_memories

    rng = random.Random(f"kills-{kind}")
    kills = rounds = 0
    while kills < KILLS:
        rounds += 1
        home = tmp_path / f"home-{rounds}"
        shutil.copytree(template, home)
        while kills < KILLS:
            child = _in_child(home, kind, source)
            time.sleep(rng.uniform(0, span))
            if not child.is_alive():
                child.join()
                assert child.exitcode == 0
                break  # it finished before the kill: this home is done
            child.kill()  # SIGKILL
            child.join()
            kills += 1
        _finish(home, kind, source)  # run again to its end, as a user would after the crash
        messages, memories = _kept(home)
        assert messages == want_messages, (kind, rounds, messages - want_messages)
        assert memories == want_memories, (
            kind,
            rounds,
            memories - want_memories,
            want_memories - memories,
        )
    assert kills == KILLS


class _Killed(BaseException):
    """Stands for a SIGKILL at one exact point (not an Exception: nothing catches it)."""


@pytest.mark.parametrize("kind", ["import", "ingest"])
def test_messages_kept_but_not_yet_indexed_are_recognised(
    kind: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The narrowest window: the lines are on disk, the index never heard of them (killed
    # between the append and the indexing). The run after must ask the files.
    # (portable.py takes its own reference to index_file when first imported: imported
    # now, it keeps the real one, not the stand-in below.)
    import bowerbird.storage.exchange.portable  # noqa: F401
    from bowerbird.storage.layers import messages as storage

    source = (_chat if kind == "import" else _transcript)(tmp_path / f"{kind}.input")
    home = tmp_path / "home"

    def run() -> object:
        with Bower(home) as bower:
            if kind == "import":
                return bower.import_file(source, format="whatsapp", me="Tom")
            return bower.ingest(source)

    def killed(*_: object) -> None:
        raise _Killed

    with monkeypatch.context() as patch:
        patch.setattr(storage, "index_file", killed)
        with pytest.raises(_Killed):
            run()
    assert any((home / "messages").rglob("*.jsonl"))
    run()
    messages, _ = _kept(home)
    assert messages and set(messages.values()) == {1}, messages.most_common(2)
