"""Small hostile files must not cost an import its memory or its time: each runs as a
process of its own, whose peak RSS the kernel reports, under a deadline."""

from __future__ import annotations

import os
import zipfile
from pathlib import Path

from ..conftest import run_measured

BOUND_MIB = 300  # an import's ordinary footprint here is ~40-60 MiB with the fake embedder


def test_a_zip_of_hundreds_of_megabytes_of_newlines_is_refused_quickly(
    home: Path, tmp_path: Path
) -> None:
    # Compresses ~1000:1: a few hundred KB on disk. It once ran five minutes at 3 GB.
    bomb = tmp_path / "WhatsApp Chat with Nobody.zip"
    with (
        zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive,
        archive.open("_chat.txt", "w") as member,
    ):
        member.write(b"[01/02/2024, 10:00:00] Nobody: hello\n")
        for _ in range(300):
            member.write(b"\n" * (1 << 20))
    assert bomb.stat().st_size < 2_000_000
    code, envelope, peak = run_measured(home, "import", str(bomb), "--from", "whatsapp")
    assert code == 2 and "empty lines" in envelope["data"]["error"], envelope
    assert peak < BOUND_MIB, peak


def test_one_enormous_message_is_kept_to_its_cap(home: Path, tmp_path: Path) -> None:
    chat = tmp_path / "chat.txt"
    with chat.open("w", encoding="utf-8") as out:
        out.write("[01/02/2024, 10:00:00] Nobody: the start of a very long paste\n")
        line = "x" * 1000 + "\n"
        for _ in range(20_000):  # 20 MB of one message's continuation lines
            out.write(line)
        out.write("[01/02/2024, 10:05:00] Somebody: and a normal message after it\n")
    code, envelope, peak = run_measured(home, "import", str(chat), "--from", "whatsapp")
    assert code == 0, envelope
    data = envelope["data"]
    assert data["messages"] == 2 and any("message_bytes" in why for why in data["skipped"]), data
    assert peak < BOUND_MIB, peak


def test_a_folder_of_links_to_devices_and_fifos_imports_what_is_real(
    home: Path, tmp_path: Path
) -> None:
    vault = tmp_path / "vault"
    vault.mkdir()
    (vault / "real.md").write_text("# Bikes\nThe bikes are kept in the shed behind the house.\n")
    (vault / "zero.md").symlink_to("/dev/zero")  # once read until MemoryError
    (vault / "elsewhere.md").symlink_to(tmp_path / "outside.md")
    (tmp_path / "outside.md").write_text("A note outside the folder.\n")
    os.mkfifo(vault / "pipe.md")  # once blocked the import (and the resident) forever
    code, envelope, peak = run_measured(home, "import", str(vault), timeout=60)
    assert code == 0, envelope
    data = envelope["data"]
    assert data["created"], data
    reasons = " ".join(data["skipped"])
    assert "a link" in reasons and "FIFO" in reasons, data
    assert peak < BOUND_MIB, peak


def test_a_large_knowledge_file_is_skipped_not_read_whole(home: Path, tmp_path: Path) -> None:
    # `migrate from-brv` once read a 30 MB file whole; a note is capped like any other.
    tree = tmp_path / ".brv" / "context-tree" / "infra"
    tree.mkdir(parents=True)
    (tree / "deploys.md").write_text("Deploys are frozen on Fridays after 3pm.\n")
    with (tree / "dump.md").open("w") as out:
        for _ in range(30):
            out.write("y" * (1 << 20))
    code, envelope, peak = run_measured(
        home, "migrate", "from-brv", "--path", str(tmp_path / ".brv")
    )
    assert code == 0, envelope
    assert any("bytes or more" in why for why in envelope["data"]["skipped"]), envelope
    assert peak < BOUND_MIB, peak


def test_export_never_replaces_a_device_a_fifo_or_a_link(home: Path, tmp_path: Path) -> None:
    from ..conftest import run_cli

    run_cli(home, "curate", "The bins go out on Tuesday night.")
    fifo = tmp_path / "pipe.jsonl"
    os.mkfifo(fifo)
    kept = tmp_path / "kept.txt"
    kept.write_text("keep me")
    link = tmp_path / "link.jsonl"
    link.symlink_to(kept)
    for target in (fifo, link, Path("/dev/null")):
        code, envelope, _ = run_cli(home, "export", str(target))
        assert code == 2 and "regular file" in envelope["data"]["error"], (target, envelope)
    assert fifo.is_fifo() and link.is_symlink() and kept.read_text() == "keep me"
    assert Path("/dev/null").is_char_device()
    code, envelope, _ = run_cli(home, "export", str(tmp_path / "fine.jsonl"))
    assert code == 0 and (tmp_path / "fine.jsonl").stat().st_size > 0


def _configure(home: Path, text: str) -> None:
    home.mkdir(parents=True, exist_ok=True)
    (home / "config.toml").write_text(text)


def _zip_of(path: Path, members: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as archive:
        for name, data in members.items():
            archive.writestr(name, data)
    return path


def test_one_line_with_no_end_is_read_a_message_at_a_time(home: Path, tmp_path: Path) -> None:
    # 120 MB without a line break compresses to ~120 KB; read by lines it was held whole
    # (its bytes and its text: well past 150 MiB).
    bomb = tmp_path / "WhatsApp Chat with Nobody.zip"
    with (
        zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive,
        archive.open("_chat.txt", "w") as member,
    ):
        member.write(b"[01/02/2024, 10:00:00] Nobody: the paste begins ")
        for _ in range(120):
            member.write(b"y" * (1 << 20))
    code, envelope, peak = run_measured(
        home, "import", str(bomb), "--from", "whatsapp", timeout=180
    )
    assert code == 0, envelope
    assert envelope["data"]["messages"] == 1, envelope
    assert peak < 150, peak


def test_a_zip_member_larger_than_the_limit_is_refused_before_it_is_read(
    home: Path, tmp_path: Path
) -> None:
    _configure(home, "[limits]\nexport_bytes = 1048576\n")
    chat = b"[01/02/2024, 10:00:00] Nobody: hello\n" + b"z" * (3 << 20)
    bomb = _zip_of(tmp_path / "WhatsApp Chat with Nobody.zip", {"_chat.txt": chat})
    code, envelope, _ = run_measured(home, "import", str(bomb), "--from", "whatsapp")
    assert code == 2, envelope
    assert "export_bytes" in envelope["data"]["hint"] and "1,048,576" in envelope["data"]["error"]


def test_a_zip_of_more_members_than_the_limit_is_refused_from_its_directory(
    home: Path, tmp_path: Path
) -> None:
    _configure(home, "[limits]\nfiles = 50\n")
    members = {f"media/{n}.jpg": b"" for n in range(80)}
    bomb = _zip_of(tmp_path / "export.zip", {**members, "conversations.json": b"[]"})
    code, envelope, _ = run_measured(home, "import", str(bomb), "--from", "chatgpt")
    assert code == 2 and "81 members" in envelope["data"]["error"], envelope


def test_a_folder_of_more_notes_than_the_limit_is_refused_before_any_is_read(
    home: Path, tmp_path: Path
) -> None:
    _configure(home, "[limits]\nfiles = 10\n")
    vault = tmp_path / "vault"
    vault.mkdir()
    for n in range(12):
        (vault / f"note {n}.md").write_text(f"The shed key number {n} hangs by the door.\n")
    code, envelope, _ = run_measured(home, "import", str(vault))
    assert code == 2 and "more than 10 notes" in envelope["data"]["error"], envelope
    assert not list((home / "tree").rglob("*.md"))


def test_an_export_file_over_the_limit_is_refused_by_its_size(home: Path, tmp_path: Path) -> None:
    _configure(home, "[limits]\nexport_bytes = 4096\n")
    cards = "".join(
        f"BEGIN:VCARD\nVERSION:3.0\nFN:Person {n}\nTEL:+351 900 000 {n:03d}\nEND:VCARD\n"
        for n in range(200)
    )
    (tmp_path / "people.vcf").write_text(cards)
    code, envelope, _ = run_measured(home, "import", str(tmp_path / "people.vcf"))
    assert code == 2 and "[limits] export_bytes" in envelope["data"]["hint"], envelope


def test_a_card_that_never_ends_is_skipped_and_the_next_one_kept(
    home: Path, tmp_path: Path
) -> None:
    _configure(home, "[limits]\nmessage_bytes = 2048\n")
    huge = "BEGIN:VCARD\nVERSION:3.0\nFN:Endless\n" + "NOTE:more\n" * 5000
    fine = "BEGIN:VCARD\nVERSION:3.0\nFN:Maria Lopes\nTEL:+351 912 000 111\nEND:VCARD\n"
    (tmp_path / "people.vcf").write_text(huge + fine)
    code, envelope, _ = run_measured(home, "import", str(tmp_path / "people.vcf"))
    assert code == 0, envelope
    data = envelope["data"]
    assert data["facts"] == 1 and "a card past [limits] message_bytes" in data["skipped"], data


def test_a_frontmatter_of_anchors_and_aliases_is_never_expanded(home: Path, tmp_path: Path) -> None:
    # Nine levels of nine aliases each: a few hundred bytes that expand to 9^9 strings.
    levels = ["a0: &a0 [" + ",".join(['"x"'] * 9) + "]"] + [
        f"a{n}: &a{n} [" + ",".join([f"*a{n - 1}"] * 9) + "]" for n in range(1, 9)
    ]
    vault = tmp_path / "vault"
    vault.mkdir()
    head = "---\n" + "\n".join(levels) + "\ntags: *a8\n---\n"
    (vault / "bomb.md").write_text(head + "We chose Postgres.\n")
    code, envelope, peak = run_measured(home, "import", str(vault), timeout=120)
    assert code == 0, envelope
    assert envelope["data"]["facts"] == 1 and peak < BOUND_MIB, (envelope, peak)


def test_a_number_longer_than_any_export_holds_is_refused_not_a_crash(
    home: Path, tmp_path: Path
) -> None:
    # 5,000 digits crashed ijson's C parser (a segfault: exit 139, no message).
    (tmp_path / "conversations.json").write_text("[" + "7" * 5000 + ", 1.5]")
    code, envelope, _ = run_measured(home, "import", str(tmp_path / "conversations.json"))
    assert code == 2 and "1,000 digits" in envelope["data"]["error"], (code, envelope)
    line = '{"role": "user", "content": "hi", "n": ' + "7" * 5000 + "}\n"
    (tmp_path / "t.jsonl").write_text(line)
    code, envelope, _ = run_measured(home, "ingest", str(tmp_path / "t.jsonl"))
    assert code == 2 and envelope["data"]["kind"] == "input", (code, envelope)


def test_endless_input_to_curate_and_ingest_is_read_only_to_its_limit(home: Path) -> None:
    code, envelope, peak = run_measured(home, "ingest", "/dev/zero")
    assert code == 2 and "/dev/zero holds more than" in envelope["data"]["error"], envelope
    assert peak < 600, peak  # at most [limits] stream_bytes read, then refused
    import subprocess
    import sys

    from ..conftest import cli_env

    with open("/dev/zero", "rb") as zeros:
        proc = subprocess.run(
            [sys.executable, "-m", "bowerbird", "curate", "-"],
            stdin=zeros, capture_output=True, env=cli_env(home), timeout=60, check=False,
        )  # fmt: skip
    assert proc.returncode == 2, proc.stdout[:300]
    assert b"over the 1,048,576-byte limit" in proc.stdout


def test_half_a_surrogate_pair_in_a_transcript_is_kept_as_a_mark(
    home: Path, tmp_path: Path
) -> None:
    said = '[{"role": "user", "content": "We picked \\ud800 Zig for the CLI."}]'
    (tmp_path / "t.json").write_text(said)
    code, envelope, _ = run_measured(home, "ingest", str(tmp_path / "t.json"))
    assert code == 0 and envelope["data"]["messages"] == 1, envelope


def test_a_context_tree_that_is_a_link_is_refused(home: Path, tmp_path: Path) -> None:
    project = tmp_path / "project"
    (project / ".brv").mkdir(parents=True)
    (project / ".brv" / "context-tree").symlink_to("/")
    code, envelope, _ = run_measured(home, "migrate", "from-brv", "--path", str(project))
    assert code == 2 and "is a link" in envelope["data"]["error"], envelope


def test_a_folder_nested_beyond_reason_imports_what_is_within_reach(
    home: Path, tmp_path: Path
) -> None:
    deep = tmp_path / "vault"
    (deep / "top.md").parent.mkdir(parents=True)
    (deep / "top.md").write_text("The boat leaves from pier 3.\n")
    where = deep
    for _ in range(200):  # past the walk's depth (1,500 once overflowed the recursion)
        where = where / "d"
    where.mkdir(parents=True)
    (where / "bottom.md").write_text("Too deep to be a note anyone meant.\n")
    code, envelope, _ = run_measured(home, "import", str(deep), timeout=120)
    assert code == 0 and envelope["data"]["facts"] == 1, envelope
