"""A home is private whatever the umask: its folders 0700, its files 0600 (memories, the
index, raw messages, logs, locks), as ssh and gpg keep theirs; `bower doctor` warns about a
home others can read or write, and says how to fix it."""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path

from ..conftest import cli_env


def _bower(home: Path, *args: str, umask: int = 0, stdin: bytes | None = None) -> str:
    proc = subprocess.run(
        [sys.executable, "-m", "bowerbird", *args],
        input=stdin,
        capture_output=True,
        env=cli_env(home),
        cwd=home.parent,
        timeout=120,
        check=False,
        preexec_fn=lambda: os.umask(umask),
    )
    assert proc.returncode == 0, (args, proc.stderr.decode())
    return proc.stdout.decode()


def test_everything_a_home_holds_is_its_users_alone_even_under_umask_0(tmp_path: Path) -> None:
    home = tmp_path / "home"
    chat = tmp_path / "chat.txt"
    chat.write_text("[03/03/2025, 09:00:00] Lena: The studio key is under the blue pot.\n")
    # Umask 0 would give every file 0666 and every folder 0777 by default.
    _bower(home, "init")
    _bower(home, "curate", "The studio rent is due on the 3rd.")
    _bower(home, "curate", "-", stdin=b"Actually, the studio rent is due on the 5th.")
    _bower(home, "query", "studio rent")
    _bower(home, "import", str(chat), "--from", "whatsapp")
    _bower(home, "journal", "write", "Met the landlord about the heating.")
    _bower(home, "dream")
    open_to_others = [
        f"{oct(stat.S_IMODE(p.lstat().st_mode))} {p.relative_to(home)}"
        for p in [home, *home.rglob("*")]
        if not p.is_symlink() and p.lstat().st_mode & 0o077
    ]
    assert open_to_others == []
    assert any((home / "messages").rglob("*.jsonl")) and any((home / "tree").rglob("*.md"))
    if "BOWERBIRD_INDEX_URL" not in os.environ:  # a SQLite index lives in the home
        assert (home / "index.db").is_file()
    checked = json.loads(_bower(home, "doctor"))["data"]
    assert checked["exposed"] == []


def test_doctor_warns_about_a_home_others_can_read(tmp_path: Path) -> None:
    home = tmp_path / "home"
    _bower(home, "init")
    _bower(home, "curate", "The studio rent is due on the 3rd.")
    note = next((home / "tree").rglob("*.md"))
    home.chmod(0o755)
    note.chmod(0o644)
    checked = json.loads(_bower(home, "doctor"))["data"]
    assert checked["exposed"][0] == "." and str(note.relative_to(home)) in checked["exposed"]
    shown = _bower(home, "doctor", "--format", "text")
    assert "other users may read or write this home" in shown and "chmod -R go-rwx" in shown
