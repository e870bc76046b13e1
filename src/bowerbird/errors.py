"""Every error bowerbird raises on purpose.

Front ends catch ``BowerError`` and render ``to_dict()``, the one shape of an error everywhere
(the CLI's envelope ``data``, an HTTP body with ``http_status``, an MCP tool error's text)::

    {"error": "no memory with id 'x'", "hint": "Find ids with …", "kind": "not_found", …}

``kind`` is a stable name a client can branch on; a few errors add their own fields (``path``,
``extra``, ``report``). Nothing else in the library turns an error into text for a user.

    BowerError
    ├── UsageError            the call itself is wrong (bad flag value, empty note…) — exit 2, 400
    │   └── InputError        the content given cannot be stored (binary, too large, not UTF-8)
    ├── NotFoundError         no memory with that id / path — HTTP 404
    ├── MemoryFileError       one file in the tree cannot be parsed (reported, never fatal) — 422
    ├── ConfigError           something configured cannot be used (a model, an endpoint)
    │   ├── SettingsError     config.toml, a BOWERBIRD_* variable or an option is invalid — exit 2
    │   └── MissingExtra      what is configured needs an optional package that is not installed
    ├── IndexError_           the index is unusable and could not be rebuilt
    │   ├── IndexCorrupt      a damaged database page (recovered automatically, once)
    │   └── IndexUnavailable  the index's server (Postgres) cannot be reached — HTTP 503
    ├── LockTimeoutError      another process held the home's write lock too long — HTTP 503
    ├── FileSystemError       the operating system refused a read or write (permissions, disk)
    └── (arrange) RollbackConflict  undoing a dream would overwrite later edits — exit 3, 409
"""

from __future__ import annotations

from typing import Any

# The most an error says: one naming a value says what it was like, never the whole of an
# argument that was too long (a 100,000-character --type came back whole, on every door).
ERROR_CHARS = 2_000


def _bounded(text: str) -> str:
    if len(text) <= ERROR_CHARS:
        return text
    return f"{text[:ERROR_CHARS]}… ({len(text):,} characters in all)"


class BowerError(Exception):
    """Base of every bowerbird error. ``hint`` tells the user how to fix it."""

    exit_code = 1
    http_status = 500
    kind = "error"
    default_hint = ""

    def __init__(self, message: str, hint: str | None = None) -> None:
        message = _bounded(message)
        super().__init__(message)
        self.message = message
        self.hint = _bounded(hint if hint is not None else self.default_hint)

    def __str__(self) -> str:
        return self.message

    def details(self) -> dict[str, Any]:
        """Fields a subclass adds to the error's shape (none by default)."""
        return {}

    def to_dict(self) -> dict[str, Any]:
        """The one shape of this error for every front end: ``error``, ``hint``, ``kind``,
        then the subclass's ``details()``, and seed 001's ``status: "error"`` last."""
        shape = {"error": self.message, "hint": self.hint, "kind": self.kind, **self.details()}
        return {**shape, "status": "error"}


class UsageError(BowerError):
    """The caller asked for something malformed; retrying the same call cannot work."""

    http_status = 400
    kind = "usage"

    exit_code = 2
    default_hint = "Run the command with --help to see what it accepts."


class InputError(UsageError):
    """The content offered for storage is unusable as a memory."""

    kind = "input"

    default_hint = "Pass UTF-8 text (a note, not a binary file) within the size limit."


class NotFoundError(BowerError):
    """No memory matches the id or path given."""

    http_status = 404
    kind = "not_found"

    default_hint = (
        "Find ids with a search (bower query, memory_search, GET /search): each result "
        "shows its id."
    )


class MemoryFileError(BowerError):
    """A file in the tree could not be parsed. Carries the path and the reason."""

    http_status = 422
    kind = "memory_file"

    default_hint = "Fix the file by hand (it was left untouched); the next command picks it up."

    def __init__(self, path: str, reason: str, hint: str | None = None) -> None:
        super().__init__(f"{path}: {reason}", hint)
        self.path = path
        self.reason = reason

    def details(self) -> dict[str, Any]:
        return {"path": self.path}


class ConfigError(BowerError):
    """Something the configuration names cannot be used (a model file, an endpoint)."""

    kind = "config"

    default_hint = "Fix config.toml in the home (or the BOWERBIRD_* variable) and run again."


class SettingsError(ConfigError):
    """A setting is unknown, of the wrong type, or outside its allowed values."""

    kind = "settings"

    exit_code = 2


class MissingExtra(ConfigError):
    """A configured feature needs an optional dependency (an "extra") that is not installed.

    ``extra`` is the name to install: ``pip install '.[<extra>]'`` in bowerbird's folder (the
    package is on no registry: a ``bowerbird[…]`` line there would install someone else's)."""

    kind = "missing_extra"

    def __init__(self, feature: str, module: str, extra: str) -> None:
        super().__init__(
            f"{feature} needs the extra bowerbird[{extra}] ({module!r} is not installed)",
            f"Install the extra bowerbird[{extra}] from bowerbird's folder (a clone): pip "
            f"install '.[{extra}]' (with pipx: pipx install --force '.[{extra}]'; with uv: uv "
            f"tool install --force '.[{extra}]'), or change the setting back.",
        )
        self.feature = feature
        self.module = module
        self.extra = extra

    def details(self) -> dict[str, Any]:
        return {"extra": self.extra}


class IndexError_(BowerError):
    """The index could not be opened or rebuilt."""

    kind = "index"

    default_hint = "Run `bower reindex`; the index is derived from the tree and can be rebuilt."


class IndexCorrupt(IndexError_):
    """A database page is damaged. The facade moves the file aside, rebuilds the index from
    the tree and retries once; this reaches a caller only if that fails too."""

    kind = "index_corrupt"

    default_hint = (
        "Run `bower doctor`: it moves the damaged database aside and rebuilds the index from "
        "the tree (nothing in the tree is touched)."
    )


class IndexUnavailable(IndexError_):
    """The index's server (Postgres) could not be reached, or the connection dropped: the
    tree holds everything; retrying once it is back loses nothing."""

    http_status = 503  # retry: the index's server is restarting
    kind = "index_unavailable"

    default_hint = (
        "Start the Postgres server, or fix [index] url in config.toml (or BOWERBIRD_INDEX_URL); "
        "remove it to use the SQLite index in the home."
    )


class LockTimeoutError(BowerError):
    """Another process held the home's write lock longer than the timeout."""

    http_status = 503  # retry: another writer holds the lock
    kind = "lock_timeout"

    default_hint = (
        "Another bower process is writing to this home; wait for it to finish, "
        "or raise [lock] timeout_s in config.toml."
    )


class FileSystemError(BowerError):
    """The operating system refused a read or a write: permissions, a file where a folder
    should be, a full disk."""

    kind = "filesystem"
    default_hint = (
        "Check that the home is a writable directory (--home or $BOWERBIRD_HOME) "
        "and that the disk has space."
    )

    @classmethod
    def from_os(cls, exc: OSError) -> FileSystemError:
        """The error for an ``OSError``, naming the file it concerns."""
        where = f" ({exc.filename})" if exc.filename else ""
        return cls(f"{exc.strerror or exc}{where}")
