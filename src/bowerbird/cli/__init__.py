"""The ``bower`` command line (a thin front end over ``bowerbird.Bower``)."""

from __future__ import annotations

import sys
from typing import Any


def main(argv: list[str] | None = None) -> int:
    """Console-script entry point; returns the exit code. A query a running ``bower serve``
    can answer is sent there before anything heavy is imported (``forward.answer_quickly``)."""
    from .forward import answer_quickly

    if answer_quickly(sys.argv[1:] if argv is None else argv):
        return 0
    from .main import main as run

    return run(argv)


def __getattr__(name: str) -> Any:
    if name == "app":  # the typer application (docs, tests), loaded on demand
        from .main import app

        return app
    raise AttributeError(f"module 'bowerbird.cli' has no attribute {name!r}")


__all__ = ["app", "main"]
