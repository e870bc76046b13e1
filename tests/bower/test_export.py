"""``bower export`` and its way back: a home written to one file and imported into another
holds the same files, byte for byte, and answers the same questions; mem0's JSON round-trips
through the mem0 importer; a planted path never leaves the home."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bowerbird import Bower, InputError

from ..conftest import run_cli
from ..gather.test_redaction_gate import PLAIN

DATA = Path(__file__).parent.parent / "data" / "imports"
QUESTIONS = ["Where did Oscar move?", "What is the release command?", "queue retries"]


def files(root: Path, pattern: str = "*.md") -> dict[str, bytes]:
    return {p.relative_to(root).as_posix(): p.read_bytes() for p in root.rglob(pattern)}


def lived_in(bower: Bower) -> None:
    """A home with a bit of everything: notes, a correction, a link, messages, a profile,
    a journal entry, and another agent's memory."""
    first = bower.curate("The job queue retries failed jobs 3 times.").created[0]
    bower.curate("Correction: the job queue retries failed jobs 5 times.")
    second = bower.curate("To release, run make release ENV=prod from the main branch.").created[0]
    bower.link(first, second, type="causal", weight=0.6)
    bower.import_file(DATA / "WhatsApp Chat with Oscar Pérez.txt")
    bower.journal.write("Decided to keep the staging cluster on vega-7.")
    bower.as_agent("scout").curate("Scout found the flaky test is test_retry_backoff.")


def test_a_home_round_trips_through_one_file(tmp_path: Path) -> None:
    exported = tmp_path / "home.jsonl"
    with Bower(tmp_path / "a") as a:
        lived_in(a)
        report = a.export(exported)
        answers = [[h.id for h in a.query(q, limit=5).results] for q in QUESTIONS]
    assert report.memories >= 7 and report.messages == 5 and report.files >= 1
    with Bower(tmp_path / "b") as b:
        restored = b.import_file(exported, all_agents=True)  # the whole home: its owner's act
        assert restored.format == "bowerbird" and len(restored.created) == report.memories
        assert files(tmp_path / "b" / "tree") == files(tmp_path / "a" / "tree")
        assert files(tmp_path / "b" / "messages", "*.jsonl") == files(
            tmp_path / "a" / "messages", "*.jsonl"
        )
        assert files(tmp_path / "b" / "profiles", "*.json") == files(
            tmp_path / "a" / "profiles", "*.json"
        )
        assert [[h.id for h in b.query(q, limit=5).results] for q in QUESTIONS] == answers
        assert b.messages.search("Kreuzberg")
        assert files(tmp_path / "b" / "journal") == files(tmp_path / "a" / "journal")
        again = b.import_file(exported, all_agents=True)
        assert again.created == [] and again.kept == 0 and again.already >= report.memories


def test_one_agent_only(tmp_path: Path) -> None:
    with Bower(tmp_path / "a") as a:
        lived_in(a)
        report = a.as_agent("scout").export(tmp_path / "scout.jsonl", agent_only=True)
    lines = (tmp_path / "scout.jsonl").read_text(encoding="utf-8").splitlines()
    assert json.loads(lines[0]) == {"bowerbird_export": 1, "agent": "scout"}
    assert report.memories == 1 and report.messages == 0 and report.files == 0
    assert "flaky test" in lines[1]


def test_mem0_export_reads_back_through_the_mem0_importer(tmp_path: Path) -> None:
    with Bower(tmp_path / "a") as a:
        lived_in(a)
        report = a.export(tmp_path / "mem0.json", format="mem0")
    data = json.loads((tmp_path / "mem0.json").read_text(encoding="utf-8"))
    assert len(data["results"]) == report.memories
    texts = {r["memory"] for r in data["results"]}
    assert "The job queue retries failed jobs 3 times." not in texts  # superseded: not live
    assert all(r["metadata"]["bowerbird_id"] == r["id"] for r in data["results"])
    with Bower(tmp_path / "b") as b:
        back = b.import_file(tmp_path / "mem0.json")
        assert back.format == "mem0" and len(back.created) == len(texts)
        assert {b.get(m.id).content for m in b.browse(limit=100).memories} == texts


def test_a_planted_path_stays_inside_the_home(tmp_path: Path) -> None:
    memory = "---\nid: planted-note-0001\ntype: fact\nagent: default\n---\n\n# Planted\n\nHello.\n"
    stream = tmp_path / "evil.jsonl"
    stream.write_text(
        json.dumps({"bowerbird_export": 1, "agent": None})
        + "\n"
        + json.dumps({"kind": "memory", "path": "../../outside.md", "file": memory})
        + "\n"
        + json.dumps({"kind": "journal", "path": "../escape.md", "text": "x"})
        + "\n"
        + json.dumps({"kind": "message", "agent": "..", "session": "x", "id": "1"})
        + "\n",
        encoding="utf-8",
    )
    with Bower(tmp_path / "home") as b:
        report = b.import_file(stream)
        assert report.created == ["planted-note-0001"]
        assert b.get("planted-note-0001").content == "Hello."
        assert sum(report.skipped.values()) == 2
    assert not (tmp_path / "outside.md").exists() and not (tmp_path / "escape.md").exists()


def test_a_stream_that_is_not_an_export_is_refused(tmp_path: Path, home: Path) -> None:
    stream = tmp_path / "x.jsonl"
    stream.write_text('{"bowerbird_export": 99}\n', encoding="utf-8")
    with Bower(home) as b, pytest.raises(InputError, match="version 1"):
        b.import_file(stream, format="bowerbird")
    code, env, _ = run_cli(home, "export", str(tmp_path / "out.jsonl"), "--as", "csv")
    assert code == 2 and "unknown export format" in env["data"]["error"]
    code, env, _ = run_cli(home, "export", str(tmp_path / "out.jsonl"))
    assert code == 0 and env["data"]["format"] == "bowerbird"
    assert (tmp_path / "out.jsonl").read_text(encoding="utf-8").startswith('{"bowerbird_export"')


def test_a_restored_home_knows_the_chats_it_imported(tmp_path: Path) -> None:
    # The import ledger travels with the export, and each message carries its write key:
    # importing the original chat into the restored home keeps none of its messages twice.
    chat = tmp_path / "chat.txt"
    chat.write_text(
        "[04/05/2025, 18:00:00] Ida: The allotment gate now locks at dusk.\n"
        "[04/05/2025, 18:02:00] Joe: Then the spare key goes under the blue pot.\n"
    )
    with Bower(tmp_path / "first") as first:
        first.import_file(chat, format="whatsapp")
        first.export(tmp_path / "home.jsonl")
    with Bower(tmp_path / "second") as second:
        second.import_file(tmp_path / "home.jsonl")
        again = second.import_file(chat, format="whatsapp")
        assert again.kept == 0 and again.already == 2
    lines = [
        line
        for path in (tmp_path / "second" / "messages").rglob("*.jsonl")
        for line in path.read_text().splitlines()
        if line.strip()
    ]
    assert len(lines) == 2


def test_a_restore_follows_a_curates_rules(tmp_path: Path) -> None:
    # An export is a file anyone could have edited: restoring it must not store a secret in
    # clear, nor plant memories in another agent's namespace.
    exported = tmp_path / "home.jsonl"
    with Bower(tmp_path / "a") as a:
        a.curate("The print server lives at 10.0.4.17.")
        a.as_agent("scout").curate("Scout found the flaky test is test_retry_backoff.")
        a.export(exported)
    token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0" * 2
    lines = exported.read_text().splitlines()
    lines = [line.replace("10.0.4.17.", f"10.0.4.17, token {token}.") for line in lines]
    exported.write_text("\n".join(lines) + "\n")
    with Bower(tmp_path / "b") as b:
        restored = b.import_file(exported)
        assert len(restored.created) == 1 and restored.redacted >= 1
        assert any("agent scout's" in why for why in restored.skipped), restored.skipped
        assert b.as_agent("scout").browse().total == 0
    kept = "".join(p.read_text() for p in (tmp_path / "b" / "tree").rglob("*.md"))
    assert token not in kept and "[REDACTED:github-token]" in kept


def test_a_dash_exports_to_standard_output_and_imports_back(tmp_path: Path, home: Path) -> None:
    import subprocess
    import sys

    from ..conftest import cli_env

    with Bower(home) as bower:
        bower.curate("The ferry to Culatra leaves Olhão at 9:10.")
    proc = subprocess.run(
        [sys.executable, "-m", "bowerbird", "export", "-"],
        capture_output=True, env=cli_env(home), cwd=tmp_path, timeout=60, check=False,
    )  # fmt: skip
    assert proc.returncode == 0, proc.stderr
    assert not (tmp_path / "-").exists()  # no file named "-"
    lines = proc.stdout.decode().splitlines()
    assert json.loads(lines[0])["bowerbird_export"] and "Culatra" in proc.stdout.decode()
    assert "to standard output" in proc.stderr.decode()
    # Whatever the file is named (a user's `bower export backup.json`) or a pipe: the
    # first line says it is ours.
    for name in ("copy.jsonl", "copy.json", "backup"):
        (tmp_path / name).write_bytes(proc.stdout)
        other = tmp_path / f"home-{name}"
        code, envelope, _ = run_cli(other, "import", str(tmp_path / name))
        assert code == 0 and envelope["data"]["created"], (name, envelope)
    code, envelope, _ = run_cli(tmp_path / "home-pipe", "import", "-", stdin=proc.stdout)
    assert code == 0 and envelope["data"]["format"] == "bowerbird", envelope


def test_a_memory_of_an_agent_no_name_can_reach_is_not_restored(tmp_path: Path) -> None:
    memory = "---\nid: hidden-note-0001\ntype: fact\nagent: ../../x\n---\n\n# Hidden\n\nBoo.\n"
    stream = tmp_path / "odd.jsonl"
    stream.write_text(
        json.dumps({"bowerbird_export": 1, "agent": None})
        + "\n"
        + json.dumps({"kind": "memory", "path": "facts/hidden-note-0001.md", "file": memory})
        + "\n",
        encoding="utf-8",
    )
    with Bower(tmp_path / "home") as b:
        report = b.import_file(stream, all_agents=True)
        assert report.created == []
        assert any("a name no agent can have" in why for why in report.skipped)


def test_a_restore_is_whole_and_counts_one_thing_one_way(tmp_path: Path) -> None:
    """The review queue, the audit history and the import ledger travel with the memories: a
    restore brought back an empty queue, an `explain` without history and a ledger that did
    not know its imports, and reported "1 credentials redacted" for a line redacted before."""
    exported = tmp_path / "home.jsonl"
    notes = tmp_path / "notes.jsonl"
    notes.write_text(json.dumps({"text": "The office plants are watered on Mondays."}) + "\n")
    with Bower(tmp_path / "a") as a:
        first = a.curate("The staging database listens on port 5432.").created[0]
        a.curate("The staging database listens on port 6543.")
        a.curate("The wiki password is [REDACTED:password] for the shared account.")
        a.import_file(notes, format="notes")
        waiting = a.review().pending
        assert waiting, "two values for one slot wait for a person"
        history = [(e.action, e.timestamp) for e in a.history(first)]
        a.export(exported)
    with Bower(tmp_path / "b") as b:
        restored = b.import_file(exported, all_agents=True)
        assert restored.redacted == 0  # nothing changed: nothing said to be redacted
        assert restored.facts == len(restored.created) and restored.already == 0
        assert restored.history >= len(history) and restored.review == len(waiting)
        assert restored.ledger == 1
        assert [i.id for i in b.review()] == [i.id for i in waiting]
        assert [(e.action, e.timestamp) for e in b.history(first)] == history
        assert b.import_file(notes, format="notes").already == 1  # the ledger knows it
        again = b.import_file(exported, all_agents=True)
        assert again.created == [] and again.facts == restored.facts
        assert again.already == again.facts and again.redacted == 0
        assert again.history == again.review == again.ledger == 0
        # A question answered here is not asked again by the next restore of the same file.
        b.approve([waiting[0].id])
        assert not [i for i in b.review() if i.id == waiting[0].id]
        once_more = b.import_file(exported, all_agents=True)
        assert once_more.review == 0
        assert not [i for i in b.review() if i.id == waiting[0].id]
    audit = (tmp_path / "b" / "audit.jsonl").read_text().splitlines()
    assert len(audit) == len(set(audit))  # no line twice


# A plain-word value (the forms the redactor reads by their label) and a passport number,
# each where a curate of a home whose policy let it in put it: the body, the title, the
# keywords, the id and file name made of the first words, the history's "said".
_FORMS = st.sampled_from(
    [
        "The password is {} for the staging box.",
        "Wifi password: {} for the guest network.",
        "Login for the old wiki is admin / {}, the wiki moves in May.",
        "My passport no. X{} expires in 2031.",
    ]
)


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(form=_FORMS, value=PLAIN, digits=st.integers(1_000_000, 9_999_999))
def test_a_credential_an_export_holds_is_redacted_field_by_field_and_nothing_is_lost(
    tmp_path_factory: pytest.TempPathFactory, form: str, value: str, digits: int
) -> None:
    """Redacting a memory's file whole broke its frontmatter ("[REDACTED:password]" inside
    the keywords' flow list) and the memory was skipped, lost on restore; and the id and
    file name, made of its first words, still held the value."""
    base = tmp_path_factory.mktemp("restore")
    said = form.format(digits if "passport" in form else value)
    secret = f"X{digits}" if "passport" in form else value
    exported = base / "home.jsonl"
    with Bower(base / "a", overrides={"secrets": {"policy": "allow"}}) as a:
        mine = a.curate(said).created[0]
        other = a.curate("The staging box runs Debian 12 on the rack in room B.").created[0]
        a.link(mine, other, type="explicit", weight=0.5)
        told = [e.action for e in a.history(mine)]
        count = a.browse().total
        a.export(exported)
    assert secret in exported.read_text()  # what the restore must take out
    with Bower(base / "b") as b:
        restored = b.import_file(exported)
        assert restored.skipped == {} and restored.facts == count == len(restored.created)
        assert restored.redacted == 1  # one value, told in the body, title and keywords
        linked = [i for i in restored.created if other in [r.target for r in b.get(i).relations]]
        assert len(linked) == 1 and [e.action for e in b.history(linked[0])] == told
        assert "[REDACTED:" in b.get(linked[0]).content
        again = b.import_file(exported)
        assert again.created == [] and again.already == count and again.redacted == 0
        assert again.history == 0
    held = [p for p in (base / "b").rglob("*") if p.is_file() and secret.encode() in p.read_bytes()]
    named = [p for p in (base / "b").rglob("*") if secret.lower() in p.as_posix().lower()]
    assert held == [] and named == []


def test_a_line_nested_past_any_exports_depth_is_skipped_not_a_traceback(tmp_path: Path) -> None:
    exported = tmp_path / "home.jsonl"
    with Bower(tmp_path / "a") as a:
        a.curate("The print server lives at 10.0.4.17.")
        a.export(exported)
    deep = '{"kind": "memory", "path": "facts/x.md", "file": ' + "[" * 100_000 + "]" * 100_000
    exported.write_text(exported.read_text() + deep + "}\n")
    with Bower(tmp_path / "b") as b:
        restored = b.import_file(exported)
        assert restored.skipped == {"not a JSON line": 1} and len(restored.created) == 1


def test_a_credential_in_an_exports_source_is_redacted(tmp_path: Path) -> None:
    """A crafted export's ``source:`` (who told the memory) holds a password: redacted on
    restore like every other field of the memory (the third attack pass's finding)."""
    exported = tmp_path / "home.jsonl"
    with Bower(tmp_path / "a") as a:
        a.curate("The print server lives at 10.0.4.17.")
        a.export(exported)
    lines = []
    for line in exported.read_text().splitlines():
        record = json.loads(line)
        if record.get("kind") == "memory":
            assert "\nsource: " in record["file"], record["file"]
            record["file"] = re.sub(
                r"\nsource: [^\n]*", "\nsource: 'password=kiwiFruit9'", record["file"]
            )
        lines.append(json.dumps(record))
    exported.write_text("\n".join(lines) + "\n")
    with Bower(tmp_path / "b") as b:
        restored = b.import_file(exported)
        assert len(restored.created) == 1, restored
        assert "kiwiFruit9" not in b.get(restored.created[0]).source
    assert [
        p for p in (tmp_path / "b").rglob("*") if p.is_file() and b"kiwiFruit9" in p.read_bytes()
    ] == []


def test_a_token_in_an_exports_tags_or_path_is_left_out(tmp_path: Path) -> None:
    exported = tmp_path / "home.jsonl"
    with Bower(tmp_path / "a") as a:
        a.curate("The print server lives at 10.0.4.17.")
        a.export(exported)
    token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0" * 2
    lines = []
    for line in exported.read_text().splitlines():
        record = json.loads(line)
        if record.get("kind") == "memory":
            record["file"] = record["file"].replace("tags: []", f"tags: [{token}, network]")
            record["path"] = f"facts/{token}/print-server.md"
        lines.append(json.dumps(record))
    exported.write_text("\n".join(lines) + "\n")
    with Bower(tmp_path / "b") as b:
        restored = b.import_file(exported)
        assert len(restored.created) == 1 and restored.redacted == 1
        assert b.get(restored.created[0]).tags == ["network"]
    assert [p for p in (tmp_path / "b").rglob("*") if token[:12] in p.as_posix()] == []
    assert [
        p for p in (tmp_path / "b").rglob("*") if p.is_file() and token.encode() in p.read_bytes()
    ] == []
