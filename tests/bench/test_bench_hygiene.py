"""`bower bench hygiene` end to end on a small life (the shipped MiniLM): bowerbird keeps every
case the store-everything baseline keeps, and meets the hygiene bars on its own cases."""

from __future__ import annotations

from pathlib import Path

import pytest

from bowerbird.bench import hygiene


@pytest.mark.benchmark
def test_hygiene_bench_scores_both_systems_and_finds_no_regression(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BOWERBIRD_EMBED_PROVIDER", "default")
    report = hygiene.run(tmp_path, seed=11, per_kind=4)
    ours, baseline = report["systems"]["bowerbird"], report["systems"]["store-everything"]
    assert report["cases"] == 6 * 4 + 3 and report["dreams"] == 3
    assert report["regressions"] == [], report["wrong"]["bowerbird"]
    assert ours["canary"]["wrong_merge"] == 0 and ours["correction"]["garbled"] == 0
    assert ours["correction"]["newest_first"] == ours["correction"]["cases"]
    assert ours["duplicate"]["copies_left"] == 0 and baseline["duplicate"]["copies_left"] == 4
    assert ours["fact"]["found"] == ours["fact"]["cases"]
    assert ours["overall"]["share"] > baseline["overall"]["share"]
