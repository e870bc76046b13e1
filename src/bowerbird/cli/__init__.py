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


def __getattr__(name: str) -> "Any":
    if name == "app":  # the typer application (docs, tests), loaded on demand
        from .main import app

        return app
    raise AttributeError(f"module 'bowerbird.cli' has no attribute {name!r}")


__all__ = ["app", "main"]
