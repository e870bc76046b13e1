"""Every error bowerbird raises on purpose.

Front ends catch ``BowerError`` and render ``message`` and ``hint``; nothing else in the
library turns an error into text for a user.

    BowerError
    ├── UsageError            the call itself is wrong (bad flag value, empty note…) — exit 2
    │   └── InputError        the content given cannot be stored (binary, too large, not UTF-8)
    ├── NotFoundError         no memory with that id / path
    ├── MemoryFileError       one file in the tree cannot be parsed (reported, never fatal)
    ├── ConfigError           something configured cannot be used (a model, an endpoint)
    │   ├── SettingsError     config.toml, a BOWERBIRD_* variable or an option is invalid — exit 2
    │   └── MissingExtra      what is configured needs an optional package that is not installed
    ├── IndexError_           the index is unusable and could not be rebuilt
    │   └── IndexCorrupt      a damaged database page (recovered automatically, once)
    └── LockTimeoutError      another process held the home's write lock for too long
"""

from __future__ import annotations


class BowerError(Exception):
    """Base of every bowerbird error. ``hint`` tells the user how to fix it."""

    exit_code = 1
    default_hint = ""

    def __init__(self, message: str, hint: str | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint if hint is not None else self.default_hint

    def __str__(self) -> str:
        return self.message


class UsageError(BowerError):
    """The caller asked for something malformed; retrying the same call cannot work."""

    exit_code = 2
    default_hint = "Run the command with --help to see what it accepts."


class InputError(UsageError):
    """The content offered for storage is unusable as a memory."""

    default_hint = "Pass UTF-8 text (a note, not a binary file) within the size limit."


class NotFoundError(BowerError):
    """No memory matches the id or path given."""

    default_hint = "Find ids with `bower query TEXT` (each result shows its id)."


class MemoryFileError(BowerError):
    """A file in the tree could not be parsed. Carries the path and the reason."""

    default_hint = "Fix the file by hand (it was left untouched); the next command picks it up."

    def __init__(self, path: str, reason: str, hint: str | None = None) -> None:
        super().__init__(f"{path}: {reason}", hint)
        self.path = path
        self.reason = reason


class ConfigError(BowerError):
    """Something the configuration names cannot be used (a model file, an endpoint)."""

    default_hint = "Fix config.toml in the home (or the BOWERBIRD_* variable) and run again."


class SettingsError(ConfigError):
    """A setting is unknown, of the wrong type, or outside its allowed values."""

    exit_code = 2


class MissingExtra(ConfigError):
    """A configured feature needs an optional dependency (an "extra") that is not installed.

    ``extra`` is the name to install: ``pip install 'bowerbird[<extra>]'``."""

    def __init__(self, feature: str, module: str, extra: str) -> None:
        super().__init__(
            f"{feature} needs the extra bowerbird[{extra}] ({module!r} is not installed)",
            f"Install the extra: pip install 'bowerbird[{extra}]' (with pipx: pipx install "
            f"--force '.[{extra}]'; with uv: uv tool install --force '.[{extra}]'), "
            "or change the setting back.",
        )
        self.feature = feature
        self.module = module
        self.extra = extra


class IndexError_(BowerError):
    """The index could not be opened or rebuilt."""

    default_hint = "Run `bower reindex`; the index is derived from the tree and can be rebuilt."


class IndexCorrupt(IndexError_):
    """A database page is damaged. The facade moves the file aside, rebuilds the index from
    the tree and retries once; this reaches a caller only if that fails too."""

    default_hint = (
        "Run `bower doctor`: it moves the damaged database aside and rebuilds the index from "
        "the tree (nothing in the tree is touched)."
    )


class IndexUnavailable(IndexError_):
    """The index's server (Postgres) could not be reached, or the connection dropped: the
    tree holds everything; retrying once it is back loses nothing."""

    default_hint = (
        "Start the Postgres server, or fix [index] url in config.toml (or BOWERBIRD_INDEX_URL); "
        "remove it to use the SQLite index in the home."
    )


class LockTimeoutError(BowerError):
    """Another process held the home's write lock longer than the timeout."""

    default_hint = (
        "Another bower process is writing to this home; wait for it to finish, "
        "or raise [lock] timeout_s in config.toml."
    )
