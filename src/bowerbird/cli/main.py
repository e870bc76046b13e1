"""The entry point: every command module registers its commands on the app when imported."""

from __future__ import annotations

from . import agents, arrange, bench, conversations, home, hooks, journal, mcp, memory, serve
from .common import app
from .running import run_command

COMMAND_MODULES = (agents, arrange, bench, conversations, home, hooks, journal, mcp, memory, serve)

__all__ = ["app", "main"]


def main(argv: list[str] | None = None) -> int:
    """Console-script entry point; returns the exit code."""
    return run_command(argv)
