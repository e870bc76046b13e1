"""Optional dependencies: a setting that needs an extra which is not installed is refused with
the install line, never an ImportError (``services/extras.py``).

"Not installed" is what Python itself does for a name set to ``None`` in ``sys.modules``: the
next ``import`` raises ``ImportError`` for it, as if the package were absent.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from bowerbird import Bower, ConfigError, MissingExtra
from bowerbird.services.extras import require


def _absent(monkeypatch: pytest.MonkeyPatch, *modules: str) -> None:
    for module in modules:
        monkeypatch.setitem(sys.modules, module, None)


def test_an_openai_embedder_without_the_sdk_names_the_extra(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _absent(monkeypatch, "openai")
    monkeypatch.delenv("BOWERBIRD_EMBED_PROVIDER")  # the suite's fake would win over the home's
    bower = Bower(
        home,
        overrides={
            "sync": {"interval_s": 0},
            "embed": {"provider": "openai", "base_url": "http://127.0.0.1:9/v1", "model": "m"},
        },
    )
    # Curating never loses the note for want of an embedder: stored, with the reason.
    result = bower.curate("The billing service is written in Go.")
    assert result.created and any("bowerbird[openai]" in note for note in result.notes), result
    with pytest.raises(MissingExtra) as info:
        bower.embed()
    error = info.value
    assert isinstance(error, ConfigError) and error.extra == "openai"
    assert "[embed] provider" in error.message and "bowerbird[openai]" in error.hint


def test_an_llm_without_the_sdk_names_the_extra(monkeypatch: pytest.MonkeyPatch) -> None:
    from bowerbird.services.llm import client_for
    from bowerbird.settings import LLMSettings

    _absent(monkeypatch, "openai")
    with pytest.raises(MissingExtra) as info:
        client_for(LLMSettings(base_url="http://127.0.0.1:9/v1", model="m"), env={})
    assert "[llm]" in info.value.message and "bowerbird[openai]" in info.value.hint


def test_a_postgres_index_without_psycopg_names_the_extra(
    home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _absent(monkeypatch, "psycopg", "psycopg_pool")
    monkeypatch.delenv("BOWERBIRD_INDEX_URL", raising=False)
    bower = Bower(home, overrides={"index": {"url": "postgresql://127.0.0.1:9/none"}})
    with pytest.raises(MissingExtra) as info:
        bower.status()
    assert "[index] url" in info.value.message and "bowerbird[postgres]" in info.value.hint


def test_a_broken_dependency_of_an_installed_extra_is_not_called_missing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # json is there; one of its own imports failing is a broken install, reported as it is.
    monkeypatch.delitem(sys.modules, "json", raising=False)
    _absent(monkeypatch, "json.decoder")
    with pytest.raises(ImportError) as info:
        require("json", "json", "a test")
    assert not isinstance(info.value, MissingExtra)
