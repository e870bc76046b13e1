"""Typed settings: precedence, and every invalid value refused with its key and what is allowed."""

from __future__ import annotations

from pathlib import Path

import pytest

from bowerbird import SettingsError, load_settings
from bowerbird.settings import SecretsSettings

from .conftest import run_cli


def test_precedence_defaults_file_env_flags(tmp_path: Path) -> None:
    (tmp_path / "config.toml").write_text("[query]\nlimit = 20\nmax_limit = 40\n")
    assert load_settings(tmp_path, env={}).query.limit == 20
    env = {"BOWERBIRD_QUERY_LIMIT": "25"}
    assert load_settings(tmp_path, env=env).query.limit == 25
    flags = {"query": {"limit": 30}}
    assert load_settings(tmp_path, overrides=flags, env=env).query.limit == 30
    assert load_settings(tmp_path, env=env).query.max_limit == 40


def test_home_from_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BOWERBIRD_HOME", str(tmp_path / "h"))
    assert load_settings().home == tmp_path / "h"


def test_values_have_their_types(tmp_path: Path) -> None:
    (tmp_path / "config.toml").write_text(
        '[llm]\nfallback_models = ["a", "b"]\n[dream]\nlocal_only = true\n'
    )
    env = {"BOWERBIRD_QUERY_TRACK_ACCESS": "off", "BOWERBIRD_EMBED_TIMEOUT_S": "2"}
    settings = load_settings(tmp_path, env=env)
    assert settings.llm.fallback_models == ("a", "b") and settings.dream.local_only is True
    assert settings.query.track_access is False and settings.embed.timeout_s == 2.0
    comma = load_settings(tmp_path, env={"BOWERBIRD_LLM_FALLBACK_MODELS": "x, y"})
    assert comma.llm.fallback_models == ("x", "y")
    assert isinstance(settings.secrets, SecretsSettings) and settings.secrets.policy == "redact"


@pytest.mark.parametrize(
    ("text", "needles"),
    [
        ("[query\n", ["not valid TOML"]),
        ("[nope]\nx = 1\n", ["unknown section [nope]"]),
        ("[query]\nlimitt = 3\n", ["unknown setting [query] limitt", "limit"]),
        ("[lock]\ntimeout_s = 'soon'\n", ["[lock] timeout_s", "'soon'", "a number"]),
        ('[secrets]\npolicy = "refsue"\n', ["[secrets] policy", "'refsue'", "redact, refuse"]),
        ('[embed]\nprovider = "onnxx"\n', ["[embed] provider", "default, onnx, openai"]),
        ('[curate]\nextractor = "gpt"\n', ["[curate] extractor", "auto, offline, llm"]),
        ("[query]\nlimit = 2.5\n", ["[query] limit", "whole number"]),
        ("[query]\nlimit = true\n", ["[query] limit"]),
        ("[query]\nmin_score = 1.5\n", ["[query] min_score", "between 0.0 and 1.0"]),
        ("[dream]\nsnapshot_keep = 0\n", ["[dream] snapshot_keep", "at least 1"]),
        ("[llm]\nmodel = 7\n", ["[llm] model", "a string"]),
        ("[dream]\nlocal_only = 'maybe'\n", ["[dream] local_only", "true or false"]),
        # Consolidation is local-only: the switch that turned it off is refused, saying why.
        ("[dream]\nlocal_only = false\n", ["[dream] local_only", "cannot be switched off"]),
    ],
)
def test_invalid_config_names_the_key_value_and_allowed(
    tmp_path: Path, text: str, needles: list[str]
) -> None:
    (tmp_path / "config.toml").write_text(text)
    with pytest.raises(SettingsError) as info:
        load_settings(tmp_path, env={})
    assert str(tmp_path / "config.toml") in info.value.message
    for needle in needles:
        assert needle in info.value.message + info.value.hint, (needle, info.value.message)
    assert info.value.exit_code == 2


@pytest.mark.parametrize(
    ("name", "value", "needle"),
    [
        ("BOWERBIRD_QUERY_LIMIT", "abc", "whole number"),
        ("BOWERBIRD_SECRETS_POLICY", "refsue", "redact, refuse, allow"),
        ("BOWERBIRD_QUERY_TRACK_ACCESS", "perhaps", "true or false"),
    ],
)
def test_invalid_env_override_names_the_variable(
    tmp_path: Path, name: str, value: str, needle: str
) -> None:
    with pytest.raises(SettingsError) as info:
        load_settings(tmp_path, env={name: value})
    assert name in info.value.message and repr(value) in info.value.message
    assert needle in info.value.message


def test_invalid_override_is_refused(tmp_path: Path) -> None:
    with pytest.raises(SettingsError, match=r"option: \[secrets\] policy"):
        load_settings(tmp_path, overrides={"secrets": {"policy": "refsue"}}, env={})
    with pytest.raises(SettingsError, match="unknown setting"):
        load_settings(tmp_path, overrides={"query": {"limitt": 3}}, env={})


def test_cli_refuses_a_bad_config_with_exit_2(home: Path) -> None:
    home.mkdir(parents=True)
    (home / "config.toml").write_text('[secrets]\npolicy = "refsue"\n')
    code, envelope, _ = run_cli(home, "curate", "The API token is abc123", "--json")
    assert code == 2 and envelope and not envelope["success"]
    assert "[secrets] policy = 'refsue'" in envelope["data"]["error"]
    assert "redact, refuse, allow" in envelope["data"]["error"]
    assert not (home / "tree").exists() or not list((home / "tree").rglob("*.md"))
    (home / "config.toml").unlink()
    code, envelope, _ = run_cli(
        home, "query", "anything", "--json", env_extra={"BOWERBIRD_QUERY_LIMIT": "abc"}
    )
    assert code == 2 and "BOWERBIRD_QUERY_LIMIT" in envelope["data"]["error"]
    code, envelope, _ = run_cli(home, "status", env_extra={"BOWERBIRD_QUERY_LIMIT": "abc"})
    assert code == 2 and "abc" in envelope["data"]["error"]


def test_the_limits_are_one_section_and_their_old_names_still_work(tmp_path: Path) -> None:
    (tmp_path / "config.toml").write_text(
        "[curate]\nmax_bytes = 2048\n[index]\nmax_file_bytes = 8192\n"
        "[limits]\nexport_bytes = 65536\n"
    )
    env = {"BOWERBIRD_FILES_MAX_FILE_BYTES": "16384", "BOWERBIRD_LIMITS_FILES": "7"}
    limits = load_settings(tmp_path, env=env).limits
    assert (limits.note_bytes, limits.tree_file_bytes, limits.journal_file_bytes) == (
        2048,
        8192,
        16384,
    )
    assert (limits.export_bytes, limits.files, limits.json_depth) == (65536, 7, 64)
    (tmp_path / "config.toml").write_text("[limits]\nexport_bytes = 12\n")
    with pytest.raises(SettingsError, match="export_bytes"):
        load_settings(tmp_path, env={})
