"""The memory file format: round trips, hand-written files, and parser robustness."""

from __future__ import annotations

import contextlib
import string
from datetime import UTC, datetime

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bowerbird.errors import MemoryFileError
from bowerbird.storage.files.note import (
    MATURITIES,
    RELATION_TYPES,
    TYPES,
    Memory,
    Relation,
    clean_topic,
    first_sentence,
    make_id,
    render,
    slugify,
)
from bowerbird.storage.files.parsing import parse

T0 = datetime(2026, 5, 12, 11, 24, 33, tzinfo=UTC)


def full_memory() -> Memory:
    """A memory with every field set to a non-default value."""
    return Memory(
        id="jwt-token-expiry-a3f1",
        type="decision",
        title="JWT token expiry",
        content="We use JWT tokens with 24-hour expiry.\n\nRefresh tokens are 30 days.",
        created=T0,
        updated=T0.replace(month=6),
        maturity="validated",
        importance=0.74,
        access_count=14,
        embedding_hash="bf0e1234",
        relations=[
            Relation("related_to", "oauth-callback-flow-7c2e"),
            Relation("supersedes", "jwt-old-0001", 0.5),
        ],
        tags=["auth", "api"],
        keywords=["jwt", "expiry"],
        confidence=0.9,
        source="user",
        agent="planner",
        supersedes="jwt-old-0001",
        superseded_by="jwt-new-0002",
        valid_from=T0,
        valid_to=T0.replace(year=2027),
        observed_at=T0.replace(day=11),
        last_accessed=T0.replace(day=20),
        extra={"project": "v2", "reviewers": ["ana", "bo"], "nested": {"a": 1}},
        path="architecture/auth/jwt-token-expiry-a3f1.md",
    )


def test_every_field_round_trips() -> None:
    original = full_memory()
    text = render(original)
    back = parse(text.encode(), original.path)
    assert back == original
    assert render(back) == text  # canonical: a second rewrite changes nothing


def test_file_looks_like_the_documented_format() -> None:
    text = render(full_memory())
    assert text.startswith("---\nid: jwt-token-expiry-a3f1\ntype: decision\nmaturity: validated\n")
    assert "created: 2026-05-12T11:24:33Z\n" in text
    assert "  - {type: related_to, target: oauth-callback-flow-7c2e}\n" in text
    assert "tags: [auth, api]\n" in text
    assert "\n---\n\n# JWT token expiry\n\nWe use JWT" in text


def test_unknown_keys_survive_a_rewrite_in_place() -> None:
    hand = (
        "---\nid: note-0001\ntype: fact\ncustom_owner: ana\ncreated: 2026-01-02\n"
        "ticket: {system: jira, key: OPS-1}\n---\n\n# A note\n\nBody.\n"
    )
    memory = parse(hand.encode(), "facts/note-0001.md")
    assert memory.extra == {"custom_owner": "ana", "ticket": {"system": "jira", "key": "OPS-1"}}
    again = parse(render(memory.with_changes(maturity="core")).encode(), "facts/note-0001.md")
    assert again.extra == memory.extra
    assert again.maturity == "core"


def test_hand_written_minimal_file_gets_sensible_defaults() -> None:
    fallback = datetime(2025, 1, 1, tzinfo=UTC)
    memory = parse(
        b"---\ntype: pattern\n---\nAlways pin the Go version.", "p/pin-go-1234.md", fallback
    )
    assert memory.id == "pin-go-1234"  # from the file name
    assert memory.created == fallback
    assert memory.title == "Always pin the Go version."
    assert memory.content == "Always pin the Go version."
    assert memory.maturity == "draft"


@pytest.mark.parametrize(
    ("raw", "reason"),
    [
        (b"", "empty file"),
        (b"   \n\n", "empty file"),
        (b"\x89PNG\r\n\x1a\n\x00\x00", "binary"),
        (b"---\nid: x\n---\n\xff\xfe bad", "not UTF-8"),
        (b"no frontmatter here", "no YAML frontmatter"),
        (b"---\nid: x\n", "not closed"),
        (b"---\nid: [unclosed\n---\n", "not valid YAML"),
        (b"---\n- a list\n---\n", "must be a mapping"),
        (b"---\nid: x\ntype: opinion\n---\n", "type 'opinion'"),
        (b"---\nid: x\nmaturity: ripe\n---\n", "maturity 'ripe'"),
        (b"---\nid: x\nimportance: high\n---\n", "importance must be a number"),
        (b"---\nid: x\nimportance: 3\n---\n", "between"),
        (b"---\nid: ../../etc/passwd\n---\n", "id '../../etc/passwd'"),
        (b"---\nid: x\ncreated: yesterday\n---\n", "not an ISO-8601"),
        (b"---\nid: x\naccess_count: -1\n---\n", "access_count"),
        (b"---\nid: x\nrelations: [3]\n---\n", "relation"),
    ],
)
def test_malformed_files_raise_a_reason(raw: bytes, reason: str) -> None:
    with pytest.raises(MemoryFileError) as info:
        parse(raw, "facts/bad.md")
    assert reason in info.value.reason
    assert info.value.path == "facts/bad.md"


def test_ids_and_slugs() -> None:
    assert slugify("We moved off lambda to fargate because the cold-start budget was blown.") == (
        "moved-lambda-fargate-because-cold-start"
    )
    assert slugify("¿Qué pasó? Ünïcode façade") == "que-paso-unicode-facade"
    assert slugify("!!!") == "memory"
    first = make_id("JWT token expiry", "salt")
    assert first.startswith("jwt-token-expiry-") and len(first.rsplit("-", 1)[1]) == 4
    assert make_id("JWT token expiry", "salt", 1) != first
    assert clean_topic("Architecture/Auth") == "architecture/auth"
    assert clean_topic("../../etc") == "memory/memory/etc"  # never escapes the tree
    with pytest.raises(ValueError):
        clean_topic(" / ")


# ---------------------------------------------------------------- property tests

_text = st.text(alphabet=st.characters(blacklist_categories=("Cs", "Cc")), min_size=0, max_size=60)
_times = st.datetimes(
    min_value=datetime(1970, 1, 2), max_value=datetime(2200, 1, 1), timezones=st.just(UTC)
).map(lambda d: d.replace(microsecond=0))
_ids = st.text(alphabet=string.ascii_lowercase + string.digits + "-", min_size=1, max_size=30).map(
    lambda s: "a" + s
)
_unit = st.floats(min_value=0, max_value=1, allow_nan=False)


@st.composite
def memories(draw: st.DrawFn) -> Memory:
    title = " ".join(draw(_text).split()) or "Untitled"
    content = draw(_text).strip()
    return Memory(
        id=draw(_ids),
        type=draw(st.sampled_from(TYPES)),
        title=title,
        content=content,
        created=draw(_times),
        updated=draw(_times),
        maturity=draw(st.sampled_from(MATURITIES)),
        importance=draw(_unit),
        access_count=draw(st.integers(0, 10**9)),
        embedding_hash=draw(st.text(alphabet="0123456789abcdef", max_size=64)),
        relations=draw(
            st.lists(st.builds(Relation, st.sampled_from(RELATION_TYPES), _ids, _unit), max_size=3)
        ),
        tags=draw(st.lists(_text.map(str.strip).filter(bool), max_size=4)),
        keywords=draw(st.lists(_text.map(str.strip).filter(bool), max_size=4)),
        confidence=draw(_unit),
        source=draw(st.sampled_from(["agent", "user", "import:locomo"])),
        agent=draw(_ids),
        supersedes=draw(st.none() | _ids),
        superseded_by=draw(st.none() | _ids),
        valid_from=draw(st.none() | _times),
        valid_to=draw(st.none() | _times),
        observed_at=draw(st.none() | _times),
        last_accessed=draw(st.none() | _times),
        extra=draw(
            st.dictionaries(
                st.sampled_from(["owner", "ticket", "x_custom", "ünï"]),
                st.none() | st.integers() | _text | st.lists(st.integers(), max_size=3),
                max_size=3,
            )
        ),
        path="facts/x.md",
    )


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(memories())
def test_round_trip_property(memory: Memory) -> None:
    back = parse(render(memory).encode("utf-8"), memory.path)
    assert back == memory


@settings(max_examples=500)
@given(st.binary(max_size=300))
def test_parser_never_raises_anything_but_memory_file_error(raw: bytes) -> None:
    with contextlib.suppress(MemoryFileError):
        parse(raw, "facts/fuzz.md")


@settings(max_examples=300)
@given(_text, _text)
def test_parser_on_frontmatter_shaped_text(head: str, body: str) -> None:
    with contextlib.suppress(MemoryFileError):
        parse(f"---\n{head}\n---\n{body}".encode(), "facts/fuzz.md")


_CLAUSES = [
    "it's Brindle Farm's now",
    "the clerk is Angela Pryce",
    "we buy it in 10 kg truckles",
    "the duty organist is Mr. Dee",
    "Olu takes the minutes at every meeting",
    "Hartley Dairy shut its doors at Easter",
]


@settings(max_examples=60, deadline=None)
@given(
    opening=st.text(alphabet=string.ascii_letters + " ", min_size=20, max_size=70),
    rest=st.lists(st.sampled_from(_CLAUSES), min_size=2, max_size=4),
    joint=st.sampled_from([", ", "; ", " - ", ": "]),
)
def test_a_long_title_ends_where_a_clause_ends_when_one_ends_in_its_second_half(
    opening: str, rest: list[str], joint: str
) -> None:
    """A title cut mid-clause can say what the sentence does not ("…it's Brindle Farm's
    now, Hartley Dairy…" of "…, Hartley Dairy shut its doors"): it is cut where a clause
    ends when one ends in the second half of its room, else at a word."""
    sentence = " ".join(opening.split()) + joint + joint.join(rest) + "."
    title = first_sentence(sentence, 80)
    if len(sentence) <= 80:
        assert title == sentence
        return
    assert title.endswith("…") and sentence.startswith(title[:-1])
    kept = title[:-1]
    ends = [
        i
        for i in range(40, 81)
        if sentence[i : i + 2] in (", ", "; ", ": ") or sentence[i : i + 3] == " - "
    ]
    if ends:
        assert len(kept) == ends[-1], (sentence, title)  # the last clause end in the room
    else:
        assert len(kept) <= 80 and sentence[len(kept)] == " "  # a whole word, no clause end
