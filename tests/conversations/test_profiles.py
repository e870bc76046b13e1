"""Profile attributes (seed 004): learned from what users say about themselves, set by hand,
credentials never stored, conflicts by recency and confidence with history kept."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bowerbird import Bower, InputError

from ..conftest import open_as, run_cli

CHAT = [
    ("Hi! My name is Priya Raman.", "Nice to meet you, Priya."),
    ("I work as a staff engineer at Acme Robotics.", "Great."),
    ("I live in Lisbon, by the way.", "Lovely city."),
    ("I prefer short answers with code first.", "Noted."),
    ("My password is hunter2, remember it.", "I won't store passwords."),
    ("My API key is sk-proj-abcdefghijklmnopqrstuvwxyz0123456789AB.", "Please rotate it."),
    ("My favourite password is correcthorsebatterystaple.", "Hmm."),
    ("My favourite editor is Helix.", "Nice choice."),
    ("Actually I moved to Porto last month.", "Noted, Porto."),
]


def test_a_profile_is_learned_from_a_chat_and_never_holds_a_credential(home: Path) -> None:
    with Bower(home) as bower:
        for user, assistant in CHAT:
            bower.sync_turn(user, assistant)
        profile = bower.profiles.show()
        attrs = {k: v["value"] for k, v in profile["attributes"].items()}
        assert attrs["name"] == "Priya Raman"
        assert attrs["role"] == "staff engineer"
        assert attrs["employer"] == "Acme Robotics"
        assert attrs["location"] == "Porto"  # the newer statement wins
        assert attrs["preference"] == ["short answers with code first"]
        assert attrs["favourite_editor"] == "Helix"
        assert profile["attributes"]["name"]["source"].startswith("message:")
        moved = [h for h in profile["history"] if h["key"] == "location"]
        assert [h["value"] for h in moved] == ["Lisbon"]  # history kept
    raw = (home / "profiles" / "user" / "user.json").read_text()
    for secret in ("hunter2", "sk-proj", "correcthorse", "password"):
        assert secret not in raw.lower(), secret


@pytest.mark.parametrize(
    ("said", "expected"),
    [
        (
            "I work as a backend engineer on the Orion team.",
            {"role": "backend engineer", "team": "Orion"},
        ),
        ("I'm a data scientist in the Atlas team at Globex.", {
            "role": "data scientist", "team": "Atlas", "employer": "Globex"}),
        ("I am an SRE on the Platform Infra team.", {"role": "SRE", "team": "Platform Infra"}),
        ("My team is Payments.", {"team": "Payments"}),
        ("I'm on the Billing team now.", {"team": "Billing"}),
        ("I work as a nurse.", {"role": "nurse"}),
        # Not a role, not a team: nothing learned.
        ("I am a bit tired today.", {}),
        ("I'm a fan of the Lakers.", {}),
        ("The Orion team ships on Fridays.", {}),
    ],
)  # fmt: skip
def test_role_and_team_are_learned_as_people_say_them(
    home: Path, said: str, expected: dict[str, str]
) -> None:
    with Bower(home) as bower:
        bower.sync_turn(said, "")
        attrs = {k: v["value"] for k, v in bower.profiles.show()["attributes"].items()}
    assert attrs == expected


def test_set_conflicts_and_forget(home: Path) -> None:
    with Bower(home) as bower:
        box = bower.profiles
        assert box.set("timezone", "Europe/Lisbon", confidence=0.9).outcome == "stored"
        weaker = box.set("timezone", "UTC", confidence=0.5)
        assert (weaker.outcome, weaker.reason) == (
            "refused",
            "less confident than the current value",
        )
        assert box.set("timezone", "Europe/Porto", confidence=0.8).outcome == "stored"
        for key, value in (("ssn", "123-45-6789"), ("bank_account", "DE44 5001"), ("shoe", "42")):
            assert box.set(key, value).outcome == "refused"
        assert box.set("name", "x" * 500).outcome == "refused"
        bot = box.set("role", "release manager", entity_type="bot", entity_id="shipit")
        assert bot.outcome == "stored"
        assert box.show("shipit", "bot")["attributes"]["role"]["value"] == "release manager"
        assert box.forget("timezone") and not box.forget("timezone")
        data = box.show()
        assert "timezone" not in data["attributes"]
        # Forgotten means gone: no earlier value of the key stays in the history either.
        told = [h for h in data["history"] if h["key"] == "timezone"]
        assert [h.get("value") for h in told] == [None] and told[0]["forgotten"]
        assert "Europe/Porto" not in json.dumps(data) and "Lisbon" not in json.dumps(data)
        with pytest.raises(InputError):
            box.set("name", "Sam", entity_id="../etc")
        # Nothing known yet is an empty profile, not an error. Profiles are shared by
        # default, so nothing is withheld and no count is given.
        assert box.show("nobody") == {
            "entity_type": "user",
            "entity_id": "nobody",
            "attributes": {},
            "history": [],
        }
    raw = json.loads((home / "profiles" / "user" / "user.json").read_text())
    assert "123-45-6789" not in json.dumps(raw)


def test_cli_profile(home: Path) -> None:
    code, env, _ = run_cli(home, "profile", "set", "pronouns", "she/her")
    assert code == 0 and env["data"]["outcome"] == "stored"
    # A refusal is an error a script sees (exit 2), naming why, never echoing the value.
    code, env, _ = run_cli(home, "profile", "set", "password", "hunter2")
    assert code == 2 and env["success"] is False and "not stored" in env["data"]["error"]
    assert "hunter2" not in json.dumps(env)
    code, env, _ = run_cli(home, "profile")
    assert env["data"]["attributes"]["pronouns"]["value"] == "she/her"
    code, env, _ = run_cli(home, "profile", "set", "name")
    assert code == 2


def test_a_damaged_profile_file_is_named_and_left_alone(home: Path) -> None:
    with Bower(home) as bower:
        bower.profiles.set("name", "Priya")
        path = home / "profiles" / "user" / "user.json"
        path.write_text("{not json")
        with pytest.raises(InputError, match="cannot be read"):
            bower.profiles.show()
        with pytest.raises(InputError):
            bower.profiles.set("role", "engineer")
        bower.sync_turn("My name is Sam Okafor.", "Hi Sam.")  # the turn still goes through
        assert path.read_text() == "{not json"
        assert bower.messages.search("Sam Okafor")


def test_per_agent_profiles_keep_what_one_agent_learned_from_another(home: Path) -> None:
    """``[share] profiles = "per_agent"``: issue 53's consent rule, kept as a home's choice
    (the default shares the user's profile: test_profile_sharing.py)."""
    per_agent = {"profiles": "per_agent"}
    with open_as(home, "travel", **per_agent) as travel:
        travel.sync_turn("I live in Valencia these days.", "Noted.")
        travel.sync_turn("I prefer window seats on long flights.", "Noted.")
        assert travel.profiles.show()["attributes"]["location"]["value"] == "Valencia"
    with open_as(home, "coder", **per_agent) as coder:
        coder.sync_turn("I prefer tabs over spaces.", "Noted.")
        seen = coder.profiles.show()
        assert "location" not in seen["attributes"] and seen["withheld"] == 2
        assert seen["attributes"]["preference"]["value"] == ["tabs over spaces"]
        assert "Valencia" not in json.dumps(seen) and "window" not in json.dumps(seen)
        block = coder.context("where does the user live and which seat do they like?")
        assert "Valencia" not in block.text and "window" not in block.text
        # Learned by this agent too, it is this agent's as well.
        coder.sync_turn("I live in Valencia.", "Noted.")
        assert coder.profiles.show()["attributes"]["location"]["value"] == "Valencia"
        # What a person sets by hand is said to every agent.
        coder.profiles.set("timezone", "Europe/Madrid")
    with open_as(home, "travel", **per_agent) as travel:
        assert travel.profiles.show()["attributes"]["timezone"]["value"] == "Europe/Madrid"
        assert travel.profiles.show()["attributes"]["preference"]["value"] == [
            "window seats on long flights"
        ]
        # The owner's view, and a home whose owner lets its agents read each other.
        whole = travel.profiles.show(every_agent=True)["attributes"]["preference"]["value"]
        assert sorted(whole) == ["tabs over spaces", "window seats on long flights"]
    with open_as(home, "writer", owner_override=True, **per_agent) as writer:
        assert writer.profiles.show()["attributes"]["location"]["value"] == "Valencia"
    told = {"BOWERBIRD_SHARE_PROFILES": "per_agent"}
    code, envelope, _ = run_cli(home, "--agent", "writer", "profile", "show", env_extra=told)
    assert code == 0 and envelope["data"]["withheld"] == 3, envelope


def test_facts_extract_reads_only_the_calling_agents_facts(home: Path) -> None:
    with open_as(home, "hr") as hr:
        hr.curate("The user works as a payroll specialist at Northwind.", importance=0.9)
    with open_as(home, "coder") as coder:
        assert coder.profiles.extract_from_facts(0.5) == []
        assert "payroll" not in json.dumps(coder.profiles.show(every_agent=True))
    with open_as(home, "hr") as hr:
        learned = {c.key: c.value for c in hr.profiles.extract_from_facts(0.5)}
        assert learned.get("role") == "payroll specialist", learned


def test_a_refused_write_keeps_no_token_and_makes_no_profile(tmp_path: Path) -> None:
    # A key or a profile id that is a token was refused, yet written: the key into the
    # history, the id as a new profile's file name.
    token = "ghp_" + "a1B2c3D4e5F6g7H8i9J0" * 2
    with Bower(tmp_path / "home") as bower:
        refused = bower.profiles.set(token, "blue", entity_id="user", entity_type="user")
        assert refused.outcome == "refused"
        with pytest.raises(InputError, match="credential"):
            bower.profiles.set("color", "blue", entity_id=token, entity_type="user")
    home = tmp_path / "home"
    assert [p for p in home.rglob("*") if token[:10].lower() in p.as_posix().lower()] == []
    held = [
        p
        for p in home.rglob("*")
        if p.is_file() and token[4:20].lower().encode() in p.read_bytes().lower()
    ]
    assert held == []


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    told=st.sampled_from(
        [("I live in {}", "location"), ("I moved to {}", "location"), ("I work at {}", "employer")]
    ),
    name=st.lists(st.from_regex(r"[A-Z][a-z]{3,8}", fullmatch=True), min_size=1, max_size=2).map(
        " ".join
    ),
    then=st.sampled_from(["We decided to use fargate.", "Tom says hi.", "Friday works."]),
)
def test_a_sentences_full_stop_ends_the_place_or_employer_learned(
    tmp_path_factory: pytest.TempPathFactory, told: tuple[str, str], name: str, then: str
) -> None:
    # "I live in Lisbon. We decided …" learned the location "Lisbon. We".
    home = tmp_path_factory.mktemp("profile") / "home"
    with Bower(home) as bower:
        bower.sync_turn(f"{told[0].format(name)}. {then}", "Noted.")
        learned = bower.profiles.show(entity_id="user", entity_type="user")["attributes"]
        assert learned[told[1]]["value"] == name, learned
