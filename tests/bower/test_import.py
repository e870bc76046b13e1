"""``bower import`` end to end on a real home: each export becomes messages (at their original
times) and memories (curated: redaction, dedupe), importing again adds nothing, notes' links
become edges, and bad input is refused with the fix named."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from bowerbird import Bower

from ..conftest import run_cli

DATA = Path(__file__).parent.parent / "data" / "imports"
ANDROID = DATA / "WhatsApp Chat with Oscar Pérez.txt"


def texts(bower: Bower) -> dict[str, str]:
    """Every live memory's content by id."""
    return {m.id: bower.get(m.id).content for m in bower.browse(limit=200).memories}


def test_whatsapp_becomes_messages_and_attributed_memories(bower: Bower, home: Path) -> None:
    report = bower.import_file(ANDROID)
    assert (report.format, report.messages, report.kept) == ("whatsapp", 5, 5)
    assert report.redacted >= 1  # the API key, in the message and in the memory
    stored = texts(bower)
    assert set(report.created) <= set(stored)
    # Oscar's words carry his name; the exporter's (Zoë's) are the user's own.
    assert any(t.startswith("Oscar Pérez: I moved to Berlin") for t in stored.values())
    assert "I start my new job at Acme on January 4th." in stored.values()
    oscar = next(i for i, t in stored.items() if t.startswith("Oscar Pérez: I moved"))
    memory = bower.get(oscar)
    assert memory.source == f"import:whatsapp:{ANDROID.name}"
    assert memory.observed_at is not None and memory.observed_at.year == 2020
    assert memory.extra["metadata"] == {"speaker": "Oscar Pérez"}
    assert memory.extra["entities"][0] == "Oscar Pérez"  # the speaker, as an entity
    assert memory.extra["messages"], "a memory points back at its message"
    # The raw messages keep their original times, as sessions of their own.
    sessions = bower.messages.sessions()
    assert [s["first"][:10] for s in sessions] == ["2020-12-31", "2021-01-02", "2021-01-13"]
    found = bower.messages.search("Kreuzberg")
    assert found and found[0].content.startswith("Oscar Pérez: Happy new year!")
    # No credential in clear anywhere in the home.
    for path in home.rglob("*"):
        if path.is_file() and path.suffix in (".md", ".jsonl", ".json"):
            assert "sk-proj-abcdefghijklmnop" not in path.read_text(
                encoding="utf-8", errors="replace"
            )


def test_importing_again_adds_nothing(bower: Bower) -> None:
    first = bower.import_file(ANDROID)
    memories, sessions = len(texts(bower)), bower.messages.sessions()
    again = bower.import_file(ANDROID)
    assert again.created == [] and again.kept == 0
    assert again.already == first.messages
    assert len(texts(bower)) == memories and bower.messages.sessions() == sessions


def test_a_grown_export_adds_only_what_is_new(bower: Bower, tmp_path: Path) -> None:
    chat = tmp_path / ANDROID.name
    shutil.copy(ANDROID, chat)
    bower.import_file(chat)
    with chat.open("a", encoding="utf-8") as f:
        f.write("2/1/21, 9:00\u202fAM - Oscar Pérez: We adopted a cat called Miso.\n")
    grown = bower.import_file(chat)
    assert grown.kept == 1 and grown.already == 5
    assert [bower.get(i).content for i in grown.created] == [
        "Oscar Pérez: We adopted a cat called Miso."
    ]


def test_chatgpt_keeps_the_branch_shown_and_the_assistants_decision(bower: Bower) -> None:
    report = bower.import_file(DATA / "chatgpt_conversations.json")
    stored = " | ".join(texts(bower).values())
    assert "800 dollars" in stored and "500 dollars" not in stored
    assert "blue-green deployment with Aurora Serverless v2" in stored
    assert report.skipped["a tool's output"] == 1
    # The user's own words taught the profile nothing false, and the times are the export's.
    assert bower.messages.sessions()[0]["first"].startswith("2023-11-14")


def test_contacts_are_found_by_what_people_ask(bower: Bower) -> None:
    report = bower.import_file(DATA / "contacts.vcf")
    # The broken card keeps its name; its two unreadable lines are skipped, with the
    # card without a name.
    assert len(report.created) == 3
    assert sum(report.skipped.values()) == 3
    hit = bower.query("Ana García email", limit=3).results[0]
    assert "ana@acme.example" in hit.content
    assert bower.get(hit.id).extra["metadata"]["role"] == "CTO"


def test_a_vault_becomes_memories_and_edges(bower: Bower, tmp_path: Path) -> None:
    vault = tmp_path / "vault"
    shutil.copytree(DATA / "vault", vault)
    before = {p.relative_to(vault): p.read_bytes() for p in vault.rglob("*") if p.is_file()}
    report = bower.import_file(vault)
    assert report.links == 3
    assert report.skipped["a link to a note not imported (Ben Okafor)"] == 1
    stored = texts(bower)
    runbook = next(i for i, t in stored.items() if t.startswith("To deploy the API"))
    grafana = next(i for i, t in stored.items() if t.startswith("The main board"))
    cto = next(i for i, t in stored.items() if t.startswith("CTO of Acme"))
    edges = {(r.type, r.target, r.origin) for r in bower.get(runbook).relations}
    assert ("explicit", grafana, "import:wikilink") in edges
    assert ("led_to", runbook, "import:led_to") in {
        (r.type, r.target, r.origin) for r in bower.get(cto).relations
    }
    assert "ops" in bower.get(runbook).tags
    again = bower.import_file(vault)
    assert again.created == [] and again.already == report.facts
    assert len(bower.get(runbook).relations) == len(edges)  # linking again re-weighs, no copy
    after = {p.relative_to(vault): p.read_bytes() for p in vault.rglob("*") if p.is_file()}
    assert after == before  # the folder is only read


def test_mem0_memories_keep_their_time_and_categories(bower: Bower) -> None:
    report = bower.import_file(DATA / "mem0_export.json")
    first = bower.get(report.created[0])
    assert first.content == "Prefers window seats on long flights"
    assert {"travel", "preferences"} <= set(first.tags)
    assert first.observed_at is not None and first.observed_at.isoformat().startswith("2024-07-02")
    assert first.extra["metadata"]["mem0_id"] == "5a1b"


def test_cli_import_detects_reports_and_refuses_bad_input(home: Path, tmp_path: Path) -> None:
    code, env, _ = run_cli(home, "import", str(DATA / "claude_conversations.json"))
    assert code == 0 and env["data"]["format"] == "claude" and env["data"]["kept"] == 3
    code, env, _ = run_cli(home, "import", str(DATA / "_chat.txt"), "--me", "Ben Okafor")
    assert code == 0 and env["data"]["conversations"] == 1
    code, env, _ = run_cli(home, "import", str(DATA / "contacts.vcf"), "--from", "whatsapp-ish")
    assert code == 2 and "unknown import format" in env["data"]["error"]
    assert "vcard" in env["data"]["hint"]
    odd = tmp_path / "export.json"
    odd.write_text(json.dumps({"users": []}), encoding="utf-8")
    code, env, _ = run_cli(home, "import", str(odd))
    assert code == 2 and "--from" in env["data"]["hint"]
    code, env, _ = run_cli(home, "import", str(tmp_path / "nothing.txt"))
    assert code == 2 and "no file or folder" in env["data"]["error"]


def test_an_export_cut_off_keeps_what_was_read(bower: Bower, tmp_path: Path) -> None:
    import pytest

    from bowerbird import InputError

    chats = json.loads((DATA / "claude_conversations.json").read_text(encoding="utf-8"))
    second = json.loads(json.dumps(chats[0]))
    second["uuid"], second["name"] = "2", "Second trip"
    for n, message in enumerate(second["chat_messages"]):
        message["uuid"] = f"s{n}"
        message["text"] = message["text"].replace("Lisbon", "Porto")
    whole = json.dumps([chats[0], second])
    cut = tmp_path / "conversations.json"
    cut.write_text(whole[: whole.index("Second trip") + 200], encoding="utf-8")
    with pytest.raises(InputError, match="breaks off"):
        bower.import_file(cut, format="claude")
    kept = len(texts(bower))
    assert kept >= 1  # the first conversation, read before the break, is stored
    cut.write_text(whole, encoding="utf-8")
    report = bower.import_file(cut, format="claude")
    assert report.already >= 3  # the first conversation is recognised, not stored twice
    assert any("Porto" in t for t in texts(bower).values())


def test_migrate_from_brv_keeps_the_wire_contract(home: Path) -> None:
    project = DATA / "brv-project"
    code, env, _ = run_cli(home, "migrate", "from-brv", "--path", str(project))
    data = env["data"]
    assert code == 0 and data["format"] == "brv"
    assert data["migrated"] == len(data["created"]) >= 4  # seed 001 §9.2: {migrated, errors}
    assert isinstance(data["errors"], list)
    assert {e["error"] for e in data["errors"]} >= {
        "a ByteRover summary (_index.md): the dream makes its own",
        "a link to a note not imported (billing/invoices)",
    }
    assert data["links"] == 2  # to the refresh-token subtopic and to the migration strategy
    with Bower(home) as bower:
        jwt = next(i for i, t in texts(bower).items() if "expire after 24 hours" in t)
        memory = bower.get(jwt)
        assert {"authentication", "jwt-implementation"} <= set(memory.tags)
        assert memory.source == "import:brv:brv-project"
        targets = {bower.get(r.target).content.split(";")[0] for r in memory.relations}
        assert any(t.startswith("Refresh tokens rotate") for t in targets)
    code, env, _ = run_cli(home, "migrate", "from-brv", "--path", str(project))
    assert env["data"]["migrated"] == 0 and env["data"]["already"] >= 4
    code, env, _ = run_cli(home, "migrate", "from-brv", "--path", str(DATA))
    assert code == 2 and "no ByteRover context tree" in env["data"]["error"]


def test_http_import_of_an_uploaded_export(home: Path) -> None:
    from ..serving import serving

    with serving(home, max_body=64 * 1024) as served, served.client() as http:
        body = ANDROID.read_bytes()
        first = http.post("/api/v1/import", params={"name": ANDROID.name}, content=body)
        assert first.status_code == 200, first.text
        assert (first.json()["format"], first.json()["kept"]) == ("whatsapp", 5)
        again = http.post("/api/v1/import", params={"name": ANDROID.name}, content=body)
        assert again.json()["created"] == [] and again.json()["already"] == 5
        vcf = (DATA / "contacts.vcf").read_bytes()
        contacts = http.post(
            "/api/v1/import",
            params={"name": "people.vcf"},
            content=vcf,
            headers={"X-Bowerbird-Agent": "scout"},
        )
        assert len(contacts.json()["created"]) == 3
        assert (
            http.post("/api/v1/import", params={"name": "../x.txt"}, content=b"x").status_code
            == 422
        )
        blob = http.post("/api/v1/import", params={"name": "a.bin"}, content=b"\x00\x01\x02")
        assert blob.status_code == 400 and "--from" in blob.json()["hint"]
        big = http.post("/api/v1/import", params={"name": "big.txt"}, content=b"x" * 70_000)
        assert big.status_code == 413
    with Bower(home) as bower:
        assert bower.as_agent("scout").browse(limit=10).total == 3


def test_the_same_item_twice_in_one_file_is_kept_once(bower: Bower, tmp_path: Path) -> None:
    about = "I'm a backend engineer in Lisbon and I work mostly in Go."
    chats = [
        {
            "title": f"chat {n}",
            "current_node": "c",
            "mapping": {
                "c": {
                    "id": "c",
                    "parent": None,
                    "children": [],
                    "message": {
                        "id": f"c{n}",
                        "author": {"role": "user"},
                        "create_time": 1.7e9 + n,
                        "content": {"content_type": "user_editable_context", "user_profile": about},
                    },
                }
            },
        }
        for n in range(3)
    ]
    export = tmp_path / "conversations.json"
    export.write_text(json.dumps(chats), encoding="utf-8")
    report = bower.import_file(export)
    assert (report.messages, report.kept, report.already) == (3, 1, 2)


def test_verbatim_is_for_notes_only(home: Path, tmp_path: Path) -> None:
    notes = tmp_path / "notes.jsonl"
    notes.write_text(json.dumps({"text": "Kafka keeps 7 days of events."}) + "\n")
    code, env, _ = run_cli(home, "import", str(notes), "--verbatim")
    assert code == 0 and env["data"]["format"] == "notes" and len(env["data"]["created"]) == 1
    code, env, _ = run_cli(home, "import", str(ANDROID), "--verbatim")
    assert code == 2 and "--verbatim is for notes JSONL" in env["data"]["error"]


def test_a_notes_file_imported_again_adds_nothing_whatever_happened_since(
    bower: Bower, tmp_path: Path
) -> None:
    import json

    notes = [
        {"text": "The canteen closes at 14:30 on Fridays.", "type": "fact"},
        {"text": "We chose Caddy over nginx for the edge proxy.", "type": "decision"},
        {"text": "Rotate the on-call pager every Monday at 10:00.", "type": "procedure"},
    ]
    first = tmp_path / "notes.jsonl"
    first.write_text("\n".join(json.dumps(n) for n in notes) + "\n")
    assert len(bower.import_file(first, format="notes").created) == 3
    # The memories change after the import (an edit, a forget): the file is still known.
    bower.forget(bower.browse().memories[0].id)
    again = bower.import_file(first, format="notes")
    assert again.created == [] and again.already == 3
    # A later file repeating some notes adds only the new ones.
    grown = tmp_path / "grown.jsonl"
    more = [*notes, {"text": "The staging VPN uses WireGuard.", "type": "fact"}]
    grown.write_text("\n".join(json.dumps(n) for n in more) + "\n")
    done = bower.import_file(grown, format="notes")
    assert len(done.created) == 1 and done.already == 3


def test_a_notes_import_counts_the_credentials_it_took_out(tmp_path: Path) -> None:
    notes = tmp_path / "notes.jsonl"
    notes.write_text(
        json.dumps({"text": "The password is Hq3Wz8ab12 for the NAS."})
        + "\n"
        + json.dumps({"text": "The guest wifi password: Kp9Lm2Qw77, valid all week."})
        + "\n"
        + json.dumps({"text": "The NAS lives in the hall cupboard."})
        + "\n"
    )
    with Bower(tmp_path / "home") as bower:
        report = bower.import_file(notes, format="notes")
        assert report.redacted == 2, report.to_dict()
        assert bower.import_file(notes, format="notes").redacted == 0  # nothing written again
