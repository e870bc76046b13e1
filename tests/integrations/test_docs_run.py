"""The integration pages are runnable as written: every Python block of docs/integrations/
runs, in a fresh home, offline."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from ..conftest import ROOT, cli_env

PAGES = sorted((ROOT / "docs" / "integrations").glob("*.md"))
BLOCKS = [
    pytest.param(code, id=f"{page.stem}-{n}")
    for page in PAGES
    for n, code in enumerate(re.findall(r"```python\n(.*?)```", page.read_text(), re.S), 1)
]


@pytest.mark.parametrize("code", BLOCKS)
def test_a_docs_block_runs(code: str, tmp_path: Path) -> None:
    env = {**cli_env(tmp_path / "unused"), "HOME": str(tmp_path)}
    env.pop("BOWERBIRD_HOME", None)  # the pages name ~/.bowerbird: the temporary HOME's
    done = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        env=env,
        cwd=tmp_path,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert (tmp_path / ".bowerbird" / "tree").is_dir()
