"""Typing at curate time on labelled notes (issue 38): the type a person would give."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bowerbird import InputError
from bowerbird.bench import typed_notes

from ..conftest import run_cli

DATA = Path(__file__).parents[1] / "data"


def test_curate_types_labelled_notes_as_a_person_would() -> None:
    files = [DATA / name for name in ("typed_notes.json", "typed_notes_heldout.json")]
    files.append(DATA / "typed_notes_other.json")
    out = typed_notes.run(files)
    assert out["notes"] >= 200
    for name, scored in out["files"].items():
        # Each set at 90% or better, and no type below 80%: on main, 57%, 43% and 42%.
        assert scored["accuracy"] >= 0.9, (name, scored["misses"])
        assert min(scored["per_type"].values()) >= 0.8, (name, scored["per_type"])


def test_the_bench_command_and_a_bad_file(home: Path, tmp_path: Path) -> None:
    labelled = tmp_path / "notes.json"
    labelled.write_text(json.dumps({"notes": [{"text": "Run `make` first.", "type": "procedure"}]}))
    code, env, _ = run_cli(home, "bench", "typing", "--data", str(labelled), "--json")
    assert code == 0 and env["data"]["accuracy"] == 1.0
    labelled.write_text(json.dumps({"notes": [{"text": "x", "type": "opinion"}]}))
    with pytest.raises(InputError, match="opinion"):
        typed_notes.load(labelled)
