"""Fuzz (issue 12): arbitrary bytes, YAML and nesting written into tree files, and random
damage to database pages. Every command must work or fail with an envelope — no traceback,
no crash, no hang over 10 s — and nothing may be lost from the healthy files."""

from __future__ import annotations

import contextlib
import io
import json
import os
import random
import shutil
import signal
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bowerbird import Bower
from bowerbird.cli.main import main

HEALTHY = {
    "billing": "The billing service is written in Go and runs on port 8443.",
    "queue": "We chose Redis for the job queue because it is fast.",
    "deploy": "To deploy the cluster, run flux reconcile in the ops repo.",
}
COMMANDS = [
    ["status"],
    ["query", "billing service port", "--no-cache"],
    ["context", "job queue", "--budget-tokens", "300"],
    ["reindex"],
    ["dream", "--dry-run"],
    ["doctor"],
]


@pytest.fixture(scope="module")
def template() -> Iterator[Path]:
    """One healthy home, copied for every example."""
    with tempfile.TemporaryDirectory(prefix="bower-fuzz-") as tmp:
        home = Path(tmp) / "home"
        with Bower(home, overrides={"embed": {"provider": "fake"}}) as bower:
            for text in HEALTHY.values():
                bower.curate(text)
        yield home


class _Hang(Exception):
    pass


@contextlib.contextmanager
def _deadline(seconds: int) -> Iterator[None]:
    def fire(signum: int, frame: object) -> None:
        raise _Hang(f"no answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, fire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def _run(home: Path, args: list[str]) -> tuple[int, dict[str, object]]:
    """One CLI command in this process (a segfault would take pytest down: also a failure)."""
    out = io.StringIO()
    saved = {k: os.environ.get(k) for k in ("BOWERBIRD_HOME", "BOWERBIRD_EMBED_PROVIDER")}
    os.environ.update(BOWERBIRD_HOME=str(home), BOWERBIRD_EMBED_PROVIDER="fake")
    try:
        with (
            contextlib.redirect_stdout(out),
            contextlib.redirect_stderr(io.StringIO()),
            _deadline(10),
        ):
            code = main([*args, "--json"])
    finally:
        for key, value in saved.items():
            if value is None:
                os.environ.pop(key, None)
            else:
                os.environ[key] = value
    text = out.getvalue().strip().splitlines()
    envelope = json.loads(text[-1]) if text else {}
    return code, envelope


frontmatter = st.recursive(
    st.one_of(st.text(max_size=20), st.integers(), st.booleans(), st.none()),
    lambda children: st.one_of(
        st.lists(children, max_size=4), st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=30,
)
hostile = st.one_of(
    st.binary(max_size=2000),
    st.text(max_size=2000).map(lambda t: t.encode("utf-8", "surrogatepass")),
    frontmatter.map(lambda v: f"---\nx: {json.dumps(v)}\n---\nbody\n".encode()),
    st.integers(1, 5000).map(lambda n: ("---\nx: " + "[" * n + "]" * n + "\n---\nb\n").encode()),
    st.integers(1, 12).map(
        lambda n: (
            "---\na: &a [1,2,3,4,5,6,7,8,9]\n"
            + "".join(f"b{i}: &b{i} [*{'a' if i == 0 else f'b{i - 1}'}]*9\n" for i in range(n))
            + "---\nbody\n"
        ).encode()
    ),
)


@settings(
    max_examples=25,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    files=st.lists(hostile, min_size=1, max_size=3),
    damage=st.one_of(
        st.none(), st.tuples(st.sampled_from(["index.db", "vectors.db"]), st.integers(0, 2**32))
    ),
)
def test_every_command_survives_hostile_files_and_damaged_pages(
    template: Path, files: list[bytes], damage: tuple[str, int] | None
) -> None:
    with tempfile.TemporaryDirectory(prefix="bower-fuzz-case-") as tmp:
        home = Path(tmp) / "home"
        shutil.copytree(template, home)
        healthy = {p: p.read_bytes() for p in (home / "tree").rglob("*.md")}
        for n, raw in enumerate(files):
            (home / "tree" / "facts" / f"hostile-{n}.md").write_bytes(raw)
        if damage is not None:
            name, seed = damage
            path = home / name
            for side in ("-wal", "-shm"):
                Path(str(path) + side).unlink(missing_ok=True)
            page = bytearray(path.read_bytes())
            rng = random.Random(seed)
            start = rng.randrange(len(page) // 4, len(page))
            page[start : start + 64] = rng.randbytes(64)
            path.write_bytes(bytes(page))
        for args in COMMANDS:
            code, envelope = _run(home, args)
            assert code in (0, 1, 2), (args, code, envelope)
            if code:
                body = envelope.get("data")
                assert isinstance(body, dict) and body.get("error") and body.get("hint"), envelope
        assert {p: p.read_bytes() for p in healthy} == healthy, "a healthy file changed"
        code, envelope = _run(home, ["query", "billing service port", "--no-cache"])
        results = envelope["data"]["results"]  # type: ignore[index]
        assert code == 0 and any("8443" in r["snippet"] for r in results), envelope


@settings(max_examples=400, deadline=None)
@given(
    st.one_of(
        st.text(max_size=12),
        st.from_regex(r"[A-Za-z][A-Za-z0-9_./-]{0,10}", fullmatch=True),
        st.integers(),
        st.floats(allow_nan=True, allow_infinity=True),
        st.booleans(),
        st.lists(st.from_regex(r"[A-Za-z][a-z0-9_-]{0,6}", fullmatch=True), max_size=4),
        st.lists(st.text(max_size=6), max_size=3),
    ),
    st.sampled_from(["source", "external_id", "weird key", "on"]),
)
def test_the_fast_frontmatter_writer_writes_what_yaml_would(value: object, key: str) -> None:
    from bowerbird.storage.files import note

    expected = note._dump({key: value}, False)
    if isinstance(value, list) and value and not any(isinstance(v, dict | list) for v in value):
        expected = f"{key}: {note._dump(value, True).strip()}\n"
    if isinstance(value, list) and not value:
        expected = f"{key}: []\n"
    assert note._render_value(key, value) == expected
