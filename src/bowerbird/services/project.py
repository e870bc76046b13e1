"""Which project a session works in, from its folder: the git remote it pushes to when there
is one (so two clones of one repository are one project, and two folders both named ``api``
are two), else the repository's (or the folder's) own path.

A memory a session keeps is marked with it (``tag``: ``project:<name>``, for listings; and
``metadata.project``: the ``key`` that tells same-named projects apart), so the next session
in that project starts with what was decided there (``Bower.brief``). Read from ``.git`` by
hand — no subprocess, no git needed — and a remote's credentials
(``https://user:token@host/…``) never become part of a memory.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

# A tag holds at most 64 characters (gather/notes.py MAX_TAG_CHARS): "project:" and a name.
_NAME_CHARS = 56
_REMOTE = re.compile(r'^\s*\[remote\s+"([^"]+)"\]\s*$')
_URL = re.compile(r"^\s*url\s*=\s*(\S+)\s*$")


@dataclass(frozen=True)
class Project:
    """A project as a session's folder names it: ``name`` for people (the repository's or
    the folder's name), ``key`` to tell it apart (the remote without credentials, or a path)."""

    name: str
    key: str

    @property
    def tag(self) -> str:
        """The tag its memories carry."""
        return f"project:{self.name}"


def project_of(folder: str | os.PathLike[str]) -> Project:
    """The project ``folder`` belongs to (see the module docstring)."""
    here = Path(folder).expanduser()
    try:
        here = here.resolve()
    except OSError:
        here = Path(os.path.abspath(here))
    top = _repository(here)
    if top is None:
        return Project(_name(here.name or str(here)), str(here))
    remote = _remote(top)
    if remote:
        return Project(_name(remote.rstrip("/").rsplit("/", 1)[-1]), remote)
    return Project(_name(top.name or str(top)), str(top))


def _repository(folder: Path) -> Path | None:
    """The top folder of the git work tree holding ``folder``, if any."""
    for candidate in (folder, *folder.parents):
        if (candidate / ".git").exists():
            return candidate
    return None


def _config(top: Path) -> Path | None:
    """The repository's config file: in ``.git/``, or for a linked work tree (``.git`` a
    file saying ``gitdir: …/.git/worktrees/<name>``) in the main repository's."""
    dot = top / ".git"
    if dot.is_dir():
        return dot / "config"
    try:
        pointer = dot.read_text(encoding="utf-8", errors="replace").strip()
    except OSError:
        return None
    if not pointer.startswith("gitdir:"):
        return None
    gitdir = (top / pointer[len("gitdir:") :].strip()).resolve()
    common = gitdir / "commondir"
    if common.is_file():
        try:
            gitdir = (gitdir / common.read_text(encoding="utf-8").strip()).resolve()
        except OSError:
            return None
    return gitdir / "config"


def _remote(top: Path) -> str:
    """The ``origin`` remote's URL (else the first remote's), as ``host/owner/repo``: no
    scheme, no user or token, no ``.git``; "" when there is none."""
    where = _config(top)
    if where is None:
        return ""
    try:
        lines = where.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return ""
    urls: dict[str, str] = {}
    section = None
    for line in lines:
        if line.lstrip().startswith("["):
            found = _REMOTE.match(line)
            section = found.group(1) if found else None
        elif section is not None and section not in urls:
            given = _URL.match(line)
            if given:
                urls[section] = given.group(1)
    return _plain(urls.get("origin") or next(iter(urls.values()), ""))


def _plain(url: str) -> str:
    """A remote URL as ``host/path``: ``https://user:tok@github.com/a/b.git`` and
    ``git@github.com:a/b.git`` are both ``github.com/a/b``; a local path stays a path."""
    if not url:
        return ""
    rest = re.sub(r"^[A-Za-z][A-Za-z0-9+.-]*://", "", url)
    if rest != url or ("@" in rest.split("/", 1)[0] and ":" in rest):
        host, _, path = rest.partition("/") if rest != url else rest.partition(":")
        if rest == url:  # scp-like: [user@]host:path
            path = path.lstrip("/")
        host = host.rsplit("@", 1)[-1]
        rest = f"{host}/{path}" if path else host
    return re.sub(r"\.git/?$", "", rest).rstrip("/")


def _name(text: str) -> str:
    """A project's name as a tag may hold it: one line, at most ``_NAME_CHARS`` characters."""
    return " ".join(text.split())[:_NAME_CHARS] or "project"
