"""A new session's briefing (``Bower.brief``): what earlier sessions of the same project
decided comes first; nothing of another project, and nothing sensitive said in passing,
comes in; it says what it left out. Generated projects, decisions and asides, told through
``ingest(follow=True, project=…)`` as the flush hook tells them."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bowerbird import Bower, UsageError

TOOLS = ["Postgres", "Redis", "Flutter", "Kafka", "Stripe", "Terraform", "Grafana", "Vite"]
PARTS = ["order service", "mobile app", "billing worker", "search page", "audit log"]
ASIDES = [
    "I have mild asthma and use an inhaler before running.",
    "I was diagnosed with diabetes last spring.",
    "I feel anxious and overwhelmed about the launch.",
]


def _transcript(path: Path, said: list[str]) -> Path:
    lines = []
    for text in said:
        for role, content in (("user", text), ("assistant", "Noted.")):
            lines.append(json.dumps({"type": role, "message": {"role": role, "content": content}}))
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def _folder(base: Path, name: str, remote: str | None = None) -> Path:
    folder = base / name
    (folder / ".git").mkdir(parents=True)
    if remote:
        (folder / ".git" / "config").write_text(f'[remote "origin"]\n\turl = {remote}\n')
    return folder


@settings(
    max_examples=10,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    picks=st.lists(
        st.tuples(st.sampled_from(TOOLS), st.sampled_from(PARTS)), min_size=2, max_size=6,
        unique=True,
    ),
    split=st.integers(1, 5),
    aside=st.sampled_from(ASIDES),
    same_name=st.booleans(),
)  # fmt: skip
def test_a_session_starts_with_its_projects_decisions_and_nothing_of_another(
    tmp_path_factory: pytest.TempPathFactory,
    picks: list[tuple[str, str]],
    split: int,
    aside: str,
    same_name: bool,
) -> None:
    base = tmp_path_factory.mktemp("brief")
    split = min(split, len(picks) - 1)
    decided = [f"We decided to use {tool} for the {part}." for tool, part in picks]
    ours, theirs = decided[:split], decided[split:]
    # Two projects; with same_name both folders are called "kestrel" (told apart by where
    # they live, or their remotes).
    here = _folder(base / "a", "kestrel", "git@github.com:acme/kestrel.git")
    there = _folder(base / "b", "kestrel" if same_name else "heron")
    with Bower(base / "home") as bower:
        bower.ingest(_transcript(base / "t1.jsonl", ours), follow=True, project=here)
        bower.ingest(_transcript(base / "t2.jsonl", [aside, *theirs]), follow=True, project=there)
        found = bower.brief(here)
        elsewhere = bower.brief(there)
    assert found.project == "kestrel" and found.key == "github.com/acme/kestrel"
    for text in ours:
        assert text in found.text and text not in elsewhere.text
    for text in theirs:
        assert text not in found.text and text in elsewhere.text
    # The aside is sensitive and not what the other project is about: in neither, counted.
    assert aside not in found.text and aside not in elsewhere.text
    assert elsewhere.left_out.get("sensitive") == 1 and "Left out: 1 sensitive" in elsewhere.text
    shutil.rmtree(base)


def test_a_project_about_health_keeps_its_health_notes(bower: Bower, tmp_path: Path) -> None:
    clinic = _folder(tmp_path, "clinic")
    said = [
        "The triage form asks whether the patient has asthma.",
        "We decided the intake app flags diabetes for the doctor.",
        "The allergy list is stored encrypted.",
    ]
    bower.ingest(_transcript(tmp_path / "t.jsonl", said), follow=True, project=clinic)
    found = bower.brief(clinic)
    assert all(text in found.text for text in said), found.text
    assert "sensitive" not in found.left_out


def test_the_budget_is_kept_and_what_did_not_fit_is_counted(bower: Bower, tmp_path: Path) -> None:
    here = _folder(tmp_path, "kestrel")
    said = [f"We decided the {part} uses {tool}." for tool in TOOLS for part in PARTS[:3]]
    bower.ingest(_transcript(tmp_path / "t.jsonl", said), follow=True, project=here)
    found = bower.brief(here, budget_tokens=200)
    assert found.tokens <= 200 and found.left_out["over the budget"] > 0
    assert f"{found.left_out['over the budget']} over the budget" in found.text
    with pytest.raises(UsageError):
        bower.brief(here, budget_tokens=10)


def test_a_new_project_gets_what_clearly_names_it_or_nothing(bower: Bower, tmp_path: Path) -> None:
    assert bower.brief(tmp_path / "nothing-here").text == ""
    bower.curate("The kestrel checkout app launches on April 4.")
    found = bower.brief(_folder(tmp_path, "kestrel"))
    assert "April 4" in found.text and found.included


def test_a_new_folder_of_the_same_name_gets_nothing_of_the_other_projects(
    bower: Bower, tmp_path: Path
) -> None:
    # Two projects called "api" kept decisions; a third, new folder "api" is neither.
    for place, said in (
        ("a", "We decided the api uses Postgres."),
        ("b", "We chose SQLite for the api."),
    ):
        folder = _folder(tmp_path / place, "api")
        bower.ingest(_transcript(tmp_path / f"{place}.jsonl", [said]), follow=True, project=folder)
    fresh = bower.brief(_folder(tmp_path / "c", "api"))
    assert "Postgres" not in fresh.text and "SQLite" not in fresh.text
    assert "sensitive" not in fresh.left_out


def test_a_budget_too_small_for_any_memory_still_says_what_it_left_out(
    bower: Bower, tmp_path: Path
) -> None:
    here = _folder(tmp_path, "kestrel")
    said = ["We decided to use Postgres for the order service.", "We chose Flutter for the app."]
    bower.ingest(_transcript(tmp_path / "t.jsonl", said), follow=True, project=here)
    found = bower.brief(here, budget_tokens=100)
    assert "Left out: 2 over the budget" in found.text and found.tokens <= 100 + 40


def test_the_journals_sensitive_lines_stay_out(bower: Bower, tmp_path: Path) -> None:
    bower.journal.write("Saw the doctor about my panic attacks; started sertraline.")
    bower.journal.write("The staging deploy moved to Thursdays.")
    found = bower.brief(_folder(tmp_path, "tidegauge"))
    assert "Thursdays" in found.text and "sertraline" not in found.text
    assert found.left_out.get("sensitive") == 1
