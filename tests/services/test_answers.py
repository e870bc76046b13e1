"""Which question a statement answers: rivals are two statements answering the same one with
different values, however they are worded — and only those."""

from __future__ import annotations

import pytest

from bowerbird.services.answers import rivals

RIVALS = [
    ("Our staging cluster lives in eu-west-1.", "The staging cluster is hosted in us-east-2."),
    ("The search API on-call lead is Marco.", "Dana is the on-call lead for the search API."),
    ("The on-call lead for search is Marco Bellini.", "Sofia Nguyen is the search on-call lead."),
    ("The nightly export job starts at 02:30 UTC.", "The nightly export job runs at 3:00 UTC."),
    ("The data warehouse is Snowflake.", "The data warehouse is BigQuery."),
    ("The wifi password rotation happens monthly.", "The wifi password rotation happens weekly."),
    ("The billing standup is at 9:30 on Mondays.", "The billing standup is at 10:00 on Tuesdays."),
]
NOT_RIVALS = [
    # Other subjects: another server, shard, invoice, service.
    ("Server web1 has the IP address 10.0.0.1.", "Server web2 has the IP address 10.0.0.2."),
    (
        "Shard 7 of the Vega cluster runs on vega-7.",
        "Shard 39 of the Vega cluster runs on vega-39.",
    ),
    ("Invoice 1001 was paid on March 3.", "Invoice 1002 was paid on March 9."),
    ("The payments service runs on port 8443.", "The search service runs on port 9200."),
    # The same subject, another attribute, or no value of a shared kind.
    ("The staging cluster has 12 nodes.", "Our staging cluster lives in eu-west-1."),
    ("Priya prefers short standups at 9:15.", "Priya prefers tea over coffee."),
    ("Marco is the on-call lead for search.", "Marco is the tech lead for billing."),
    ("We use Postgres for invoices.", "We use Redis for sessions."),
    # More detail, the same value written otherwise, a negation (compare judges that).
    (
        "The staging cluster lives in eu-west-1.",
        "The staging cluster lives in eu-west-1 and us-east-2.",
    ),
    ("The cluster stores 2,184 records.", "The cluster stores 2184 records."),
    ("The rotation happens monthly.", "The rotation does not happen monthly."),
]


@pytest.mark.parametrize(("a", "b"), RIVALS)
def test_two_answers_to_one_question_are_rivals(a: str, b: str) -> None:
    assert rivals(a, b) and rivals(b, a)


@pytest.mark.parametrize(("a", "b"), NOT_RIVALS)
def test_distinct_facts_and_restatements_are_not(a: str, b: str) -> None:
    assert rivals(a, b) is None and rivals(b, a) is None


def test_the_rivalry_names_the_values() -> None:
    assert rivals(*RIVALS[0]) == "eu-west-1 / us-east-2"


def test_a_name_swapped_in_a_reordered_sentence_is_another_subject() -> None:
    from bowerbird.services.answers import other_subjects

    assert other_subjects(
        "The jadeosprey on-call lead is Omar Haddad.",
        "Omar Haddad is the on-call lead for the jadeoriole service.",
    )


@pytest.mark.parametrize(
    ("a", "b"),
    [
        (
            "The staging API key rotates every 90 days.",
            "Staging API keys are rotated every 90 days.",
        ),
        (
            "The staging API key rotates every 90 days.",
            "Every 90 days the staging API key gets rotated.",
        ),
        (
            "We moved off lambda to fargate because the cold-start budget was blown.",
            "We migrated from lambda to fargate since cold starts blew the budget.",
        ),
        (
            "The mobile app release train ships every two weeks.",
            "Mobile app releases ship every two weeks on the release train.",
        ),
        (
            "Caroline: I went to the LGBTQ support group and it was powerful.",
            "CAROLINE: I WENT TO THE LGBTQ SUPPORT GROUP AND IT WAS POWERFUL.",
        ),
    ],
)
def test_paraphrases_are_one_subject(a: str, b: str) -> None:
    from bowerbird.services.answers import other_subjects

    assert not other_subjects(a, b) and not other_subjects(b, a)
