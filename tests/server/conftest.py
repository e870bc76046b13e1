"""Fixtures of the server tests: a real headless Chromium for the dashboard.

Without a browser the dashboard tests skip on a developer machine; with ``CI=true`` a missing
browser is a failure (``make test`` installs Debian's chromium when it can)."""

from __future__ import annotations

import os
import shutil
from collections.abc import Iterator
from typing import Any

import pytest


def _chromium() -> str | None:
    for name in (os.environ.get("BOWERBIRD_CHROMIUM", ""), "chromium", "chromium-browser"):
        found = shutil.which(name) if name else None
        if found:
            return found
    return None


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    executable = _chromium()
    if executable is None:
        message = "no chromium on PATH (apt-get install chromium, or set BOWERBIRD_CHROMIUM)"
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(message)
        pytest.skip(message)
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        launched = p.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Any) -> Iterator[Any]:
    context = browser.new_context()
    tab = context.new_page()
    tab.set_default_timeout(20_000)
    tab.on("dialog", lambda dialog: dialog.accept())  # confirm() before destructive actions
    yield tab
    context.close()
