"""Running one command line through the app: ``--agent`` anywhere, typer's errors in the
error envelope, the exit code. The entry point (``main.py``) and the resident
(``resident.py``, many commands in one process) both run commands through it."""

from __future__ import annotations

import functools
import os
import sys
from typing import Any

import typer

from .. import BowerError, UsageError
from .common import app, reflow_all
from .forward import INTERRUPTED
from .output import emit_error


def _take_agent(args: list[str]) -> list[str]:
    """``--agent NAME`` may stand anywhere in any command: it becomes ``$BOWERBIRD_AGENT``
    for this process (validated with the other settings, before the command runs)."""
    out: list[str] = []
    rest = iter(args)
    for arg in rest:
        if arg == "--agent":
            os.environ["BOWERBIRD_AGENT"] = next(rest, "")
        elif arg.startswith("--agent="):
            os.environ["BOWERBIRD_AGENT"] = arg.split("=", 1)[1]
        else:
            out.append(arg)
    return out


@functools.cache
def _click_command() -> Any:
    """The app as click runs it, built once per process: building it reads every command's
    signature (~45 ms), which a resident running many commands pays only for its first."""
    return reflow_all(typer.main.get_command(app))


def run_command(argv: list[str] | None = None) -> int:
    """Run ``bower ARGV`` (the process's own arguments by default) through the app, with
    every command registered (``main.py`` imports them); returns the exit code."""
    args = sys.argv[1:] if argv is None else argv
    args = _take_agent(args) or ["--help"]
    if args[0] in ("--version", "-V"):
        args = ["version", *args[1:]]
    as_json = "--json" in args or not sys.stdout.isatty()
    command = _click_command()
    name = args[0] if args and not args[0].startswith("-") else "bower"
    try:
        rc = command.main(args=args, prog_name="bower", standalone_mode=False)
    except typer.Exit as exc:
        return int(exc.exit_code or 0)
    except BowerError as exc:
        # Raised while checking flags, before a command's body took over its errors.
        if name == "hook":  # never 2 for a hook, never on its stdout (see below)
            sys.stderr.write(f"bowerbird: {exc.message}\n")
            return 1
        emit_error(name, exc.to_dict(), as_json)
        return exc.exit_code
    except typer.Abort:
        sys.stderr.write("aborted\n")
        return 1
    except Exception as exc:
        # Click's UsageError and friends (a bad flag, a missing argument). Recent typer
        # releases vendor Click, so they are recognised by what they offer, not their class;
        # anything else is a bug and propagates.
        if not (hasattr(exc, "format_message") and hasattr(exc, "exit_code")):
            raise
        from .. import redact

        # A note starting with "-" is read as an option: a private key pasted as the text
        # ("-----BEGIN … PRIVATE KEY-----") must not come back in the error that says so.
        said, found = redact(exc.format_message())
        if found and hasattr(exc, "message"):
            exc.message = (
                f"{said} (a text starting with '-' is read as an option: give it "
                "after `--`, or through standard input with `-`)"
            )
        if name == "hook":
            # Claude Code runs hooks: 2 would block the stop (or the session), and stdout
            # is the session's context. One line on stderr and 1, as a hook's own errors.
            said = " ".join(exc.format_message().split())
            sys.stderr.write(f"bowerbird: {said} (see `bower hook --help`)\n")
            return 1
        if as_json:
            known = name in getattr(command, "commands", {})  # not a typo of a command
            hint = (
                f"Run `bower {name} --help` (or `bower --help` for every command)."
                if known
                else "Run `bower --help` for every command."
            )
            emit_error(name, UsageError(exc.format_message(), hint).to_dict(), True)
        else:
            exc.show()  # type: ignore[attr-defined]
        return int(exc.exit_code)
    if rc == 130:
        # typer's silent answer to ^C (no command of ours exits 130): say what happened.
        sys.stderr.write(INTERRUPTED)
    return rc if isinstance(rc, int) else 0
