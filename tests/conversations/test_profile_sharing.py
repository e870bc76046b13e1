"""The user's profile is the user's (issue 62, seed 004 §profiles): what one agent learned
about its user every agent of the home reads, through every door, unless the home keeps
profiles per agent (``[share] profiles = "per_agent"``), when issue 53's rule holds."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import settings as hsettings
from hypothesis import strategies as st

from bowerbird import SettingsError

from ..conftest import open_as, run_cli
from ..serving import serving


def test_what_one_agent_learned_about_the_user_every_agent_reads(home: Path) -> None:
    with open_as(home, "travel") as travel:
        travel.sync_turn("Hi, my name is Nick. I live in Valencia these days.", "Noted.")
        travel.sync_turn("I prefer window seats on long flights.", "Noted.")
    with open_as(home, "coder") as coder:
        seen = coder.profiles.show()
        assert seen["attributes"]["name"]["value"] == "Nick"
        assert seen["attributes"]["location"]["value"] == "Valencia"
        assert seen["attributes"]["preference"]["value"] == ["window seats on long flights"]
        assert "withheld" not in seen  # nothing is, so nothing is counted
        # Who learned it is still recorded: a home that turns per-agent later keeps its rule.
        assert seen["attributes"]["name"]["agents"] == ["travel"]
        # The turn's context carries it: the coder does not ask the user again.
        block = coder.context("what is the user's name and where do they live?")
        assert "Nick" in block.text and "Valencia" in block.text
        # A list grows from both agents and both read all of it.
        coder.sync_turn("I prefer tabs over spaces.", "Noted.")
    with open_as(home, "travel") as travel:
        assert sorted(travel.profiles.show()["attributes"]["preference"]["value"]) == [
            "tabs over spaces",
            "window seats on long flights",
        ]
    # The CLI and the HTTP API, as another agent: the same profile.
    code, envelope, _ = run_cli(home, "--agent", "writer", "profile", "show")
    assert code == 0 and envelope["data"]["attributes"]["name"]["value"] == "Nick", envelope
    with serving(home) as served, served.client() as http:
        shown = http.get("/api/v1/profiles/user/user", headers={"x-bowerbird-agent": "writer"})
        assert shown.status_code == 200 and shown.json()["attributes"]["location"]["value"] == (
            "Valencia"
        )


def test_the_per_agent_setting_is_read_from_the_homes_config(home: Path) -> None:
    with open_as(home, "travel") as travel:
        travel.sync_turn("My name is Nick.", "Hi Nick.")
    (home / "config.toml").write_text('[share]\nprofiles = "per_agent"\n', encoding="utf-8")
    with open_as(home, "coder") as coder:
        seen = coder.profiles.show()
        assert seen["attributes"] == {} and seen["withheld"] == 1
        assert "Nick" not in json.dumps(seen)
    with open_as(home, "travel") as travel:  # the learner still reads its own
        assert travel.profiles.show()["attributes"]["name"]["value"] == "Nick"


@pytest.mark.parametrize("bad", ["everyone", "per-agent", "Shared", ""])
def test_an_unknown_profiles_value_is_refused_naming_the_fix(home: Path, bad: str) -> None:
    with pytest.raises(SettingsError) as refused:
        open_as(home, "coder", profiles=bad)
    assert "[share] profiles" in refused.value.message
    assert "shared" in (refused.value.hint or "") and "per_agent" in (refused.value.hint or "")
    code, envelope, _ = run_cli(
        home, "profile", "show", env_extra={"BOWERBIRD_SHARE_PROFILES": bad or "nobody"}
    )
    assert code == 2 and "[share] profiles" in json.dumps(envelope), envelope


# What a user says of themselves, as generated cases: the sentence, the key it teaches, and
# the value. Values are words no profile field holds, so finding one in a view means it is
# that value.
_WORD = st.from_regex(r"Zq[a-z]{3,7}", fullmatch=True)
_LOWER = st.from_regex(r"zq[a-z]{3,7}", fullmatch=True)
_STATEMENTS = {
    "name": ("My name is {}.", _WORD),
    "location": ("I live in {}.", _WORD),
    "employer": ("I work at {}.", _WORD),
    "favourite_food": ("My favourite food is {}.", _LOWER),
    "preference": ("I prefer {} tea.", _LOWER),
}


@st.composite
def _said(draw: st.DrawFn) -> dict[str, tuple[str, str]]:
    """Some of the statements, each key once: ``key → (sentence, value taught)``."""
    keys = draw(st.lists(st.sampled_from(sorted(_STATEMENTS)), min_size=1, unique=True))
    out = {}
    for key in keys:
        template, words = _STATEMENTS[key]
        word = draw(words)
        out[key] = (template.format(word), f"{word} tea" if key == "preference" else word)
    return out


@hsettings(max_examples=20)
@given(said=_said(), mode=st.sampled_from(["shared", "per_agent"]))
def test_another_agent_reads_the_users_profile_unless_it_is_kept_per_agent(
    said: dict[str, tuple[str, str]], mode: str
) -> None:
    with tempfile.TemporaryDirectory(prefix="bower-profiles-") as tmp:
        home = Path(tmp) / "home"
        with open_as(home, "alpha", profiles=mode) as alpha:
            # One turn each: the sharing is under test here, not how sentences are split.
            learned = [c for s, _ in said.values() for c in alpha.profiles.learn(s, source="chat")]
            assert {c.key for c in learned if c.outcome == "stored"} == set(said)
        with open_as(home, "beta", profiles=mode) as beta:
            seen = beta.profiles.show()
        text = json.dumps(seen)
        if mode == "shared":
            for key, (_, value) in said.items():
                shown = seen["attributes"][key]["value"]
                assert shown == ([value] if key == "preference" else value), (key, seen)
            assert "withheld" not in seen
        else:
            assert seen["attributes"] == {} and seen["withheld"] == len(said), seen
            assert not any(value in text for _, value in said.values()), text
