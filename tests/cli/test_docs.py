"""The documentation stays true: the generated CLI reference matches the commands, every
relative link in the README and docs/ points at a file that exists, and the README stays a
first screen for users (the long reference lives in docs/)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bowerbird.cli.reference import PAGE, reference_markdown, splice

from ..conftest import ROOT

PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
_LINK = re.compile(r"\]\(([^)\s]+)\)")


def test_cli_reference_is_current() -> None:
    page = (ROOT / PAGE).read_text()
    assert splice(page, reference_markdown()) == page, (
        f"{PAGE} is stale: run `python -m bowerbird.cli.reference --write`"
    )


def test_every_command_is_summarised_in_whole_sentences() -> None:
    """A docstring's line breaks once cut the reference's summaries mid-sentence (serve,
    doctor, four benchmarks) and broke the help's sentences ("fact,⏎decision")."""
    lines = reference_markdown().split("\n")
    cut = [
        (line, lines[at + 2])
        for at, line in enumerate(lines)
        if line.startswith("### `bower") and not lines[at + 2].rstrip().endswith((".", ")", "?"))
    ]
    assert not cut, cut


@pytest.mark.parametrize("page", PAGES, ids=lambda p: p.name)
def test_every_relative_link_resolves(page: Path) -> None:
    broken = []
    for target in _LINK.findall(page.read_text()):
        if re.match(r"[a-z]+:", target) or target.startswith("#"):
            continue  # a web address or an anchor on the same page
        path = target.split("#", 1)[0]
        if not (page.parent / path).exists():
            broken.append(target)
    assert not broken, f"{page.relative_to(ROOT)} links to missing files: {broken}"


def test_readme_is_a_first_screen_for_users() -> None:
    readme = (ROOT / "README.md").read_text()
    assert len(readme.splitlines()) < 250
    # The install line and the two contributor commands are all on it.
    assert "pipx install ." in readme
    assert "make demo" in readme and "make test" in readme
