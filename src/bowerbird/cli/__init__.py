"""The ``bower`` command line (a thin front end over ``bowerbird.Bower``)."""

from .main import app, main

__all__ = ["app", "main"]
