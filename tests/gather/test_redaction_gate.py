"""One gate on every way in: a message is redacted whole, before it is cut into statements.

Cut first, "My passport no. X7731206 expires in 2031." split at "no." and kept "X7731206
expires in 2031" — the number without the label that marks it. Each entry point below is
given messages whose credential the redactor finds in the whole text (checked first: this
tests the gate, not the redactor's coverage), and no file of the home may hold it after.
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bowerbird import Bower, ImportRecord, InputError, redact

# A label that ends in an abbreviation's full stop (the splitter's cut), and a value of
# its kind's shape.
PASSPORT = st.tuples(
    st.sampled_from(["passport no.", "Passport No.", "passport no"]),
    st.from_regex(r"[A-Z][0-9]{7,8}", fullmatch=True),
)
ACCOUNT = st.tuples(
    st.sampled_from(["acct. no.", "account no.", "Acct. No."]),
    st.from_regex(r"[0-9]{8,10}", fullmatch=True),
)


def _jsonl(path: Path, rows: list[dict[str, object]]) -> Path:
    path.write_text("\n".join(json.dumps(r) for r in rows) + "\n", encoding="utf-8")
    return path


def _turn(text: str) -> list[dict[str, object]]:
    return [{"role": "user", "content": text}, {"role": "assistant", "content": "Noted."}]


# Each entry point telling a message as its callers do.
ENTRIES: dict[str, Callable[[Bower, Path, str], object]] = {
    "curate": lambda b, d, t: b.curate(t),
    "sync_turn": lambda b, d, t: b.sync_turn(t, "Noted."),
    "ingest (messages)": lambda b, d, t: b.ingest(_turn(t)),
    "ingest (file)": lambda b, d, t: b.ingest(_jsonl(d / "chat.jsonl", _turn(t))),
    "flush (live file)": lambda b, d, t: b.ingest(
        _jsonl(d / "live.jsonl", _turn(t)), follow=True, project=d
    ),
    "curate_batch": lambda b, d, t: b.curate_batch(_jsonl(d / "notes.jsonl", [{"text": t}])),
    "import (chat export)": lambda b, d, t: b.import_file(
        _write(d / "chat.txt", f"[01/03/2025, 19:00:00] Ana: {t}\n"), format="whatsapp", me="Ana"
    ),
    "session (Agents SDK)": lambda b, d, t: b.session("s1").add(
        [("user", t, {"role": "user", "content": t}), ("assistant", "Noted.", None)]
    ),
    "items (LangGraph store)": lambda b, d, t: b.items().put(("notes",), "k1", {"text": t}),
    "import_records": lambda b, d, t: b.import_records([ImportRecord(text=t)]),
    "journal": lambda b, d, t: b.journal.write(t),
    "update": lambda b, d, t: b.update(b.curate("The backup runs at 02:00.").created[0], text=t),
    "restore (an export)": lambda b, d, t: b.import_file(_exported(d, t)),
}


def _exported(where: Path, text: str) -> Path:
    """An export of a home whose policy let ``text`` in whole (``allow``): as a memory and
    as a message. (Curated there, it would be cut before any redaction: a value apart from
    its label is nothing a restore can know for a credential.)"""
    with Bower(where / "allowing", overrides={"secrets": {"policy": "allow"}}) as other:
        other.import_records([ImportRecord(text=text)])
        other.session("s1").add([("user", text, None)], curate=False)
        return Path(other.export(where / "export.jsonl").path)


def _write(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


def _held_anywhere(home: Path, value: str) -> list[str]:
    return [
        str(p.relative_to(home))
        for p in home.rglob("*")
        if p.is_file() and value.encode() in p.read_bytes()
    ]


@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    said=st.one_of(PASSPORT, ACCOUNT),
    after=st.sampled_from(["expires in 2031.", "is at Nordbank.", "was renewed in May."]),
)
@pytest.mark.parametrize("entry", sorted(ENTRIES))
def test_no_way_in_keeps_a_credential_cut_from_its_label(
    tmp_path_factory: pytest.TempPathFactory, entry: str, said: tuple[str, str], after: str
) -> None:
    label, value = said
    text = f"My {label} {value} {after} We also moved the offsite backup to Fridays."
    assert value not in redact(text)[0]  # the redactor finds it in the whole text
    base = tmp_path_factory.mktemp("gate")
    with Bower(base / "home") as bower:
        ENTRIES[entry](bower, base, text)
    assert _held_anywhere(base / "home", value) == [], (entry, text)
    shutil.rmtree(base)


def test_refuse_refuses_the_message_whole_and_keeps_nothing_of_it(tmp_path: Path) -> None:
    text = "My passport no. X7731206 expires in 2031. We moved the offsite backup to Fridays."
    with Bower(tmp_path / "home", overrides={"secrets": {"policy": "refuse"}}) as bower:
        with pytest.raises(InputError, match="credential"):
            bower.sync_turn(text, "Noted.")
        assert bower.browse(limit=50).total == 0
    assert _held_anywhere(tmp_path / "home", "X7731206") == []


# Credentials by kind whatever their shape (services/secrets/labels.py): a plain word after its
# label, one on a command line, one in a login pair, in another language.
PLAIN = st.lists(
    st.tuples(st.sampled_from("bdfgklmnprstvz"), st.sampled_from("aeiou")).map("".join),
    min_size=3,
    max_size=4,
).map("".join)
FORMS = st.sampled_from(
    [
        "Fyi the password is {} for the staging box. We also moved the backup to Fridays.",
        "Run docker login -u ci -p {} registry.example.com before the deploy. Thanks!",
        "Login for the old wiki is admin / {}. The wiki moves to Confluence in May.",
        "Passwort fürs Onlinebanking: {}. Die Karte kommt am Montag.",
    ]
)


@settings(
    max_examples=4,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(form=FORMS, value=PLAIN)
@pytest.mark.parametrize("entry", sorted(ENTRIES))
def test_no_way_in_keeps_a_plain_word_password(
    tmp_path_factory: pytest.TempPathFactory, entry: str, form: str, value: str
) -> None:
    text = form.format(value)
    assert value not in redact(text)[0]
    base = tmp_path_factory.mktemp("gate")
    with Bower(base / "home") as bower:
        ENTRIES[entry](bower, base, text)
    assert _held_anywhere(base / "home", value) == [], (entry, text)
    shutil.rmtree(base)


@settings(
    max_examples=4,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(token=st.from_regex(r"ghp_[A-Za-z0-9]{36}", fullmatch=True))
def test_a_chat_whose_speaker_is_named_by_a_token_keeps_no_token(
    tmp_path_factory: pytest.TempPathFactory, token: str
) -> None:
    # Who spoke is the export's words too: the speaker's name went raw into the message,
    # the memory's entities and its metadata.
    base = tmp_path_factory.mktemp("speaker")
    chat = _write(
        base / "WhatsApp Chat with Bot.txt",
        f"12/30/23, 9:41 PM - {token}: We decided to use fargate for the batch jobs.\n"
        "12/30/23, 9:42 PM - Ana: ok, fargate it is for the batch jobs.\n",
    )
    with Bower(base / "home") as bower:
        report = bower.import_file(chat, format="whatsapp", me="Ana")
        assert report.kept == 2 and report.redacted >= 1
    assert _held_anywhere(base / "home", token) == []
    shutil.rmtree(base)
