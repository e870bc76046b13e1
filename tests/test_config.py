"""Configuration precedence and validation."""

from __future__ import annotations

from pathlib import Path

import pytest

from bowerbird.config import load_config
from bowerbird.errors import ConfigError


def test_precedence_defaults_file_env_flags(tmp_path: Path) -> None:
    (tmp_path / "config.toml").write_text("[query]\nlimit = 20\nmax_limit = 40\n")
    assert load_config(tmp_path, env={}).get("query", "limit") == 20
    env = {"BOWERBIRD_QUERY_LIMIT": "25"}
    assert load_config(tmp_path, env=env).get("query", "limit") == 25
    flags = {"query": {"limit": 30}}
    assert load_config(tmp_path, overrides=flags, env=env).get("query", "limit") == 30
    assert load_config(tmp_path, env=env).get("query", "max_limit") == 40


def test_home_from_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BOWERBIRD_HOME", str(tmp_path / "h"))
    assert load_config().home == tmp_path / "h"


@pytest.mark.parametrize(
    ("text", "needle"),
    [
        ("[query\n", "not valid TOML"),
        ("[nope]\nx = 1\n", "unknown section [nope]"),
        ("[query]\nlimitt = 3\n", "unknown setting [query] limitt"),
        ("[lock]\ntimeout_s = 'soon'\n", "[lock] timeout_s"),
    ],
)
def test_invalid_config_names_the_problem(tmp_path: Path, text: str, needle: str) -> None:
    (tmp_path / "config.toml").write_text(text)
    with pytest.raises(ConfigError) as info:
        load_config(tmp_path, env={})
    assert needle in info.value.message and info.value.hint


def test_invalid_env_override_names_the_variable(tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match="BOWERBIRD_QUERY_LIMIT"):
        load_config(tmp_path, env={"BOWERBIRD_QUERY_LIMIT": "ten"})
