"""The importers' parsers on files in the real export formats (tests/data/imports), ugly
parts included: multi-line messages, media and system lines, unicode names, both WhatsApp
layouts and date orders, an edited ChatGPT branch, folded vCard lines, a malformed card,
Obsidian and basic-memory notes."""

from __future__ import annotations

import json
import zipfile
from datetime import datetime
from pathlib import Path

import pytest

from bowerbird import InputError
from bowerbird.gather.formats import Fact, Said, Skipped, detect, read

DATA = Path(__file__).parent.parent / "data" / "imports"
ANDROID = DATA / "WhatsApp Chat with Oscar Pérez.txt"
IOS = DATA / "_chat.txt"


def said(items: object) -> list[Said]:
    return [i for i in items if isinstance(i, Said)]  # type: ignore[attr-defined]


def local(*parts: int) -> datetime:
    return datetime(*parts).astimezone()  # type: ignore[arg-type]


def test_whatsapp_android_month_first_12_hour_multiline_and_skips() -> None:
    items = list(read(ANDROID, "whatsapp"))
    messages = said(items)
    assert [m.speaker for m in messages] == [
        "Oscar Pérez",
        "Zoë Ñúñez",
        "Zoë Ñúñez",
        "Oscar Pérez",
        "Oscar Pérez",
    ]
    # 12/31/20, 9:41 PM (a narrow no-break space before PM): month first, afternoon.
    assert messages[0].at == local(2020, 12, 31, 21, 41)
    assert messages[-1].at == local(2021, 1, 13, 20, 15)
    # A message over three lines stays one message.
    assert messages[1].text.endswith("payments team.\nFingers crossed 🤞")
    whys = [i.why for i in items if isinstance(i, Skipped)]
    assert "media (attachments are not imported)" in whys
    assert "a deleted message" in whys
    assert "a WhatsApp notice (no speaker)" in whys  # the encryption notice
    # "WhatsApp Chat with Oscar Pérez": the other speaker exported it, so is "me".
    assert {m.speaker for m in messages if m.me} == {"Zoë Ñúñez"}
    assert all(m.conversation == "Oscar Pérez" for m in messages)


def test_whatsapp_ios_day_first_notices_signed_by_the_group() -> None:
    items = list(read(IOS, "whatsapp", me="Ben Okafor"))
    messages = said(items)
    assert [m.speaker for m in messages] == ["Ana", "Ben Okafor", "Ben Okafor", "Ana"]
    assert messages[0].at == local(2021, 2, 3, 9, 16, 40)  # [03/02/2021, …]: 3 February
    assert messages[2].at == local(2021, 2, 14, 18, 30)
    assert messages[1].text == "I'll bring the 70m rope on Saturday.\nAlso the quickdraws."
    assert all(m.conversation == "Climbing crew" for m in messages)
    assert [m.me for m in messages] == [False, True, True, False]
    whys = [i.why for i in items if isinstance(i, Skipped)]
    assert whys.count("a WhatsApp notice") == 2  # encryption, "created group"
    assert whys.count("media (attachments are not imported)") == 2  # image, <attached: …>


def test_whatsapp_date_order_from_the_file_when_no_day_passes_12(tmp_path: Path) -> None:
    chat = tmp_path / "WhatsApp Chat with Kim.txt"
    chat.write_text(
        "11/01/21, 10:00 - Kim: first\n12/01/21, 10:00 - Kim: second\n"
        "01/02/21, 10:00 - Kim: third\n",
        encoding="utf-8",
    )
    # Day first runs forward (11 Jan, 12 Jan, 1 Feb); month first would jump back to January.
    assert [m.at for m in said(read(chat, "whatsapp"))] == [
        local(2021, 1, 11, 10, 0),
        local(2021, 1, 12, 10, 0),
        local(2021, 2, 1, 10, 0),
    ]


def test_whatsapp_zip_with_attachments(tmp_path: Path) -> None:
    archive = tmp_path / "WhatsApp Chat - Climbing crew.zip"
    with zipfile.ZipFile(archive, "w") as z:
        z.write(IOS, "_chat.txt")
        z.writestr("00000012-PHOTO-2021-02-15-07-02-45.jpg", b"\xff\xd8\xff\xe0binary")
    assert detect(archive) == "whatsapp"
    messages = said(read(archive, "whatsapp"))
    assert len(messages) == 4 and messages[0].conversation == "Climbing crew"
    # The same messages as the bare text: the keys match, so a re-import recognises them.
    assert [m.key for m in messages] == [m.key for m in said(read(IOS, "whatsapp"))]


def test_chatgpt_current_branch_only_tools_and_images_skipped() -> None:
    items = list(read(DATA / "chatgpt_conversations.json", "chatgpt"))
    texts = [m.text for m in said(items)]
    assert any("800 dollars" in t for t in texts)
    assert not any("500 dollars" in t for t in texts)  # the edited-away branch
    assert not any("search results" in t for t in texts)
    assert texts[-1] == "Here is our current schema diagram; the orders table has 40 million rows."
    assert [m.role for m in said(items)] == ["user", "assistant", "user", "assistant", "user"]
    whys = {i.why for i in items if isinstance(i, Skipped)}
    assert {"a tool's output", "an image or file in a message"} <= whys
    assert "a conversation without messages" in whys


def test_claude_export_text_from_content_blocks() -> None:
    items = list(read(DATA / "claude_conversations.json", "claude"))
    messages = said(items)
    assert messages[1].role == "assistant" and "Lisbon on June 12th" in messages[1].text
    assert messages[0].me and not messages[1].me
    assert any(isinstance(i, Skipped) and "file" in i.why for i in items)


def test_vcard_contacts_folded_lines_and_a_broken_card() -> None:
    items = list(read(DATA / "contacts.vcf", "vcard"))
    facts = [i for i in items if isinstance(i, Fact)]
    ana, bjorn, broken = facts
    assert ana.text.startswith("Ana García is CTO at Acme Corp, Platform.")
    assert "for urgent things." in ana.text  # a folded NOTE line joined back
    assert ana.attributes["email"] == "ana@acme.example"
    assert ana.attributes["phone"] == "+34 600 111 222"
    assert bjorn.attributes["phone"] == "+49-30-1234567"  # vCard 4's tel: URI
    assert bjorn.attributes["birthday"] == "1985-04-12"
    whys = [i.why for i in items if isinstance(i, Skipped)]
    assert whys[0] == "a card without a name"
    # A card keeps what it can read; each line it cannot is skipped with a note.
    assert broken.name == "Broken Card" and broken.where == "contacts.vcf:26"
    assert whys[1:] == [
        "a TEL property that could not be read (the rest kept)",
        "a this line is not a property property that could not be read (the rest kept)",
    ]


def test_a_card_is_never_lost_for_a_photo_written_its_own_way(tmp_path: Path) -> None:
    # An old phone's export: a base64 photo folded without indentation and closed by a blank
    # line, then the properties that matter.
    photo = "PHOTO;ENCODING=BASE64;TYPE=JPEG:/9j/4AAQSkZJRgABAQAASABIAAD\r\n" + "".join(
        f"{'  ' if n % 2 else ''}AAQSkZJRgABAgEASABIAAD/4QBYRXhpZgAATU0AKgAAAAgAAgESAAMAAAAB{n}\r\n"
        for n in range(40)
    )
    card = (
        "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Sousa;Inês;;;\r\nFN:Inês Sousa\r\n"
        + photo
        + "\r\nTEL;CELL:+351 915 222 333\r\nEMAIL;INTERNET:ines@example.pt\r\nEND:VCARD\r\n"
    )
    (tmp_path / "phone.vcf").write_text(card, encoding="utf-8")
    items = list(read(tmp_path / "phone.vcf", "vcard"))
    facts = [i for i in items if isinstance(i, Fact)]
    assert len(facts) == 1 and len(items) == 1, items
    assert facts[0].attributes["phone"] == "+351 915 222 333"
    assert facts[0].attributes["email"] == "ines@example.pt"


def test_markdown_vault_obsidian_and_basic_memory() -> None:
    items = list(read(DATA / "vault", "markdown"))
    facts = [i for i in items if isinstance(i, Fact) and i.text]
    by_text = {f.text: f for f in facts}
    deploy = by_text[
        "To deploy the API: run `make release`, then watch the dashboards for ten minutes."
    ]
    assert deploy.name == "Deploy runbook" and set(deploy.tags) == {"deploy", "ops", "runbook"}
    assert not deploy.distilled  # prose: curate extracts from it
    grafana = next(f for f in facts if f.name == "Grafana board")
    assert "#oncall-api in Slack" in grafana.text  # a tag inside a sentence is a word
    role = by_text["CTO of Acme Corp since 2021"]
    assert role.distilled and role.name == "Ana García"
    assert {"role", "leadership", "people"} <= set(role.tags)
    assert "Prefers Signal for urgent messages" in by_text  # its "(context)" dropped
    links = {(f.name, link) for f in items if isinstance(f, Fact) for link in f.links}
    assert ("Deploy runbook", ("explicit", "Grafana board", "import:wikilink")) in links
    assert ("Ana García", ("led_to", "Deploy runbook", "import:led_to")) in links
    assert ("Ana García", ("explicit", "Ben Okafor", "import:works_with")) in links
    skipped = {i.where: i.why for i in items if isinstance(i, Skipped)}
    assert skipped == {
        "empty.md": "a note with nothing to remember (empty, or headings only)",
        "notes.md": "a binary file",
    }
    assert not any(".obsidian" in f.where for f in facts)


def test_mem0_results_and_bare_list(tmp_path: Path) -> None:
    items = list(read(DATA / "mem0_export.json", "mem0"))
    facts = [i for i in items if isinstance(i, Fact)]
    assert [f.text for f in facts] == [
        "Prefers window seats on long flights",
        "Is allergic to shellfish",
    ]
    assert facts[0].tags == ("travel", "preferences")
    assert facts[0].attributes == {"mem0_id": "5a1b", "user_id": "alex", "source": "chat"}
    assert facts[0].observed_at is not None and facts[0].observed_at.isoformat().startswith(
        "2024-07-02T16:00"
    )
    bare = tmp_path / "old.json"
    bare.write_text(json.dumps([{"id": "x", "memory": "Lives in Oslo"}]), encoding="utf-8")
    assert detect(bare) == "mem0"
    assert [i.text for i in read(bare, "mem0") if isinstance(i, Fact)] == ["Lives in Oslo"]


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("WhatsApp Chat with Oscar Pérez.txt", "whatsapp"),
        ("_chat.txt", "whatsapp"),
        ("chatgpt_conversations.json", "chatgpt"),
        ("claude_conversations.json", "claude"),
        ("contacts.vcf", "vcard"),
        ("mem0_export.json", "mem0"),
        ("vault", "markdown"),
    ],
)
def test_detect_tells_the_formats_apart(name: str, expected: str) -> None:
    assert detect(DATA / name) == expected


def test_detect_refuses_what_it_does_not_know(tmp_path: Path) -> None:
    odd = tmp_path / "odd.json"
    odd.write_text('[{"foo": 1}]', encoding="utf-8")
    with pytest.raises(InputError, match="first keys: foo") as caught:
        detect(odd)
    assert "--from" in (caught.value.hint or "")
    blob = tmp_path / "photo.jpg"
    blob.write_bytes(b"\xff\xd8\x00\x00binary")
    with pytest.raises(InputError, match="binary"):
        detect(blob)
    with pytest.raises(InputError, match="no file or folder"):
        detect(tmp_path / "missing.txt")


def test_a_chat_export_cut_off_half_way_names_the_break(tmp_path: Path) -> None:
    whole = (DATA / "chatgpt_conversations.json").read_text(encoding="utf-8")
    cut = tmp_path / "conversations.json"
    cut.write_text(whole[: len(whole) // 2], encoding="utf-8")
    with pytest.raises(InputError, match="breaks off or is malformed"):
        list(read(cut, "chatgpt"))


def test_whatsapp_newer_markers(tmp_path: Path) -> None:
    chat = tmp_path / "WhatsApp Chat with Kim.txt"
    chat.write_text(
        "31/01/2024, 08:00 - Kim: <View once voice message omitted>\n"
        "31/01/2024, 08:01 - Kim: The launch moved to Friday <This message was edited>\n"
        "31/01/2024, 08:02 - Kim: Waiting for this message. This may take a while.\n"
        "31/01/2024, 08:03 - Kim: IMG-20240131-WA0001.jpg (file attached)\n"
        "31/01/2024, 08:04 - Kim: report.pdf • 3 pages document omitted\n",
        encoding="utf-8",
    )
    items = list(read(chat, "whatsapp"))
    assert [m.text for m in said(items)] == ["The launch moved to Friday"]
    whys = sorted(i.why for i in items if isinstance(i, Skipped))
    assert whys == ["a deleted message", *["media (attachments are not imported)"] * 3]


def test_chatgpt_custom_instructions_and_voice(tmp_path: Path) -> None:
    def node(key: str, parent: str | None, content: dict[str, object], role: str) -> object:
        message = {"id": key, "author": {"role": role}, "create_time": 1.7e9, "content": content}
        return {"id": key, "message": message, "parent": parent, "children": []}

    about = "I'm a backend engineer in Lisbon and I work mostly in Go."
    chats = [
        {
            "title": f"chat {n}",
            "mapping": {
                "c": node(
                    "c",
                    None,
                    {
                        "content_type": "user_editable_context",
                        "user_profile": about,
                        "user_instructions": "Be brief.",
                    },
                    "user",
                ),
                "v": node(
                    f"v{n}",
                    "c",
                    {
                        "content_type": "multimodal_text",
                        "parts": [
                            {
                                "content_type": "audio_transcription",
                                "text": "Remind me that the flat viewing is on Friday.",
                            },
                            {"content_type": "audio_asset_pointer"},
                        ],
                    },
                    "user",
                ),
            },
            "current_node": "v",
        }
        for n in range(2)
    ]
    export = tmp_path / "conversations.json"
    export.write_text(json.dumps(chats), encoding="utf-8")
    messages = said(read(export, "chatgpt"))
    assert [m.text for m in messages][:2] == [
        about,
        "Remind me that the flat viewing is on Friday.",
    ]
    assert messages[0].me and messages[0].key == messages[2].key  # the same profile: kept once


def test_a_chat_mixing_date_formats_loses_no_line(tmp_path: Path) -> None:
    # Exported from two phones into one file: day-first with four-digit years, then
    # month-first with two, then ISO dates.
    chat = tmp_path / "WhatsApp Chat with Rui.txt"
    chat.write_text(
        "[28/02/2024, 09:15:00] Rui: the boat leaves from pier 3\n"
        "[29/02/2024, 18:40:12] Lia: I'll bring the life jackets\n"
        "3/14/24, 7:05 PM - Rui: moved the trip to the 30th\n"
        "3/15/24, 8:10 AM - Lia: fine by me\n"
        "2024-04-02, 10:00 - Rui: the harbour fee went up to 12 euros\n",
        encoding="utf-8",
    )
    items = list(read(chat, "whatsapp"))
    said = [i for i in items if isinstance(i, Said)]
    assert [i for i in items if isinstance(i, Skipped)] == []
    assert [(s.at.month, s.at.day) for s in said if s.at] == [
        (2, 28), (2, 29), (3, 14), (3, 15), (4, 2)
    ]  # fmt: skip


def test_an_export_saved_with_a_byte_order_mark_reads_as_itself(tmp_path: Path) -> None:
    saved = tmp_path / "chatgpt_conversations.json"
    saved.write_bytes(b"\xef\xbb\xbf" + (DATA / "chatgpt_conversations.json").read_bytes())
    assert detect(saved) == "chatgpt"
    plain = list(read(DATA / "chatgpt_conversations.json", "chatgpt"))
    assert [str(i) for i in read(saved, "chatgpt")] == [str(i) for i in plain]
