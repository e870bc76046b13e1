"""The ``bower`` command line (a thin front end over ``bowerbird.Bower``)."""

import sys

TYPE_CHECKING = False  # not typing's: see bowerbird/__init__.py
if TYPE_CHECKING:
    from typing import Any


def main(argv: list[str] | None = None) -> int:
    """Console-script entry point; returns the exit code. The home's server (a ``bower
    serve``, or its resident) runs the command when there is one, before anything heavy is
    imported here (``forward.run_forwarded``); else it runs in this process, which then
    starts a resident for the next commands if this one needed the model."""
    from .forward import INTERRUPTED, run_forwarded, start_after

    args = sys.argv[1:] if argv is None else argv
    if _asks_version(args):
        return _version(args)
    try:
        code = run_forwarded(args)
        if code is not None:
            return code
        from .main import main as run

        code = run(args)
    except KeyboardInterrupt:
        # ^C: writes stop where they are (each is whole or not at all), no traceback.
        sys.stderr.write(INTERRUPTED)
        return 130
    start_after(args)
    return code


# `bower version` (or `--version`), as the user may write it: answered before anything else
# is imported — neither the resident nor typer is worth a round trip for one line.
_VERSION_WORDS = frozenset({"version", "--version", "-V"})
_VERSION_FLAGS = frozenset({"--json"})


def _asks_version(args: list[str]) -> bool:
    """``args`` ask only for the version (with at most the output flags)."""
    words = set(args)
    return (
        bool(words & _VERSION_WORDS)
        and len(words & _VERSION_WORDS) == 1
        and (words <= _VERSION_WORDS | _VERSION_FLAGS)
    )


def _version(args: list[str]) -> int:
    """Print the version as ``bower version`` does (its JSON envelope when asked for, or
    when stdout is no terminal), importing nothing beyond ``os`` and ``time``."""
    import time

    from .. import __version__, source_commit

    if "--json" in args or not sys.stdout.isatty():
        # Every value is a version number, hex digits or a timestamp: nothing to escape.
        stamp = time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())
        data = f'{{"version": "{__version__}", "commit": "{source_commit()}"}}'
        sys.stdout.write(
            f'{{"command": "version", "success": true, "data": {data}, "timestamp": "{stamp}"}}\n'
        )
    else:
        sys.stdout.write(f"bowerbird {__version__}\n")
    sys.stdout.flush()
    return 0


def __getattr__(name: str) -> "Any":
    if name == "app":  # the typer application (docs, tests), loaded on demand
        from .main import app

        return app
    raise AttributeError(f"module 'bowerbird.cli' has no attribute {name!r}")


__all__ = ["app", "main"]
