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
    assert data["messages"] == 2 and any("1 MiB" in why for why in data["skipped"]), data
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
