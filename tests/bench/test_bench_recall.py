"""The recall benchmark's parts: LoCoMo loading and cleaning, metrics, statistics, adapter."""

from __future__ import annotations

import gzip
import json
from pathlib import Path

import pytest

from bowerbird.bench import datasets, recall
from bowerbird.bench.adapter import BowerStore
from bowerbird.errors import InputError
from bowerbird.retrieve import relevance

from ..conftest import run_cli


def _sample() -> list[dict[str, object]]:
    turns1 = [
        {"speaker": "Ana", "dia_id": "D1:1", "text": "I adopted a greyhound named Pixel."},
        {"speaker": "Ben", "dia_id": "D1:2", "text": "Lovely! How old is she?"},
        {"speaker": "Ana", "dia_id": "D1:3", "text": "Three years old.", "blip_caption": "a dog"},
    ]
    turns2 = [
        {"speaker": "Ben", "dia_id": "D2:1", "text": "I started pottery classes downtown."},
        {"speaker": "Ana", "dia_id": "D2:2", "text": "Which studio do you go to?"},
        {"speaker": "Ben", "dia_id": "D2:5", "text": "Clayworks, on Fridays."},
    ]
    return [
        {
            "sample_id": "tiny-1",
            "conversation": {
                "speaker_a": "Ana",
                "speaker_b": "Ben",
                "session_1": turns1,
                "session_1_date_time": "1:56 pm on 8 May, 2023",
                "session_2": turns2,
                "session_2_date_time": "10:00 am on 2 June, 2023",
                "session_3_date_time": "9:00 am on 1 July, 2023",  # a date without a session
            },
            "qa": [
                {"question": "What is the name of Ana's dog?", "evidence": ["D1:1"], "category": 4},
                {"question": "How old is Pixel?", "evidence": ["D1:3; D1:1"], "category": 1},
                {"question": "Where does Ben do pottery?", "evidence": ["D:2:05"], "category": 2},
                {
                    "question": "Dropped: no valid evidence",
                    "evidence": ["D9:9", "D"],
                    "category": 3,
                },
                {"question": "Adversarial", "evidence": ["D1:1"], "category": 5},
            ],
        }
    ]


@pytest.fixture
def data(tmp_path: Path) -> Path:
    path = tmp_path / "locomo-tiny.json"
    path.write_text(json.dumps(_sample()))
    return path


def test_loading_cleans_evidence_as_the_protocol_says(data: Path) -> None:
    (conv,) = recall.load_locomo(data)
    assert [t[0] for t in conv.turns] == ["D1:1", "D1:2", "D1:3", "D2:1", "D2:2", "D2:5"]
    assert conv.turns[2][1] == "Ana: Three years old. [shares a dog]"
    assert conv.turns[0][2] == "2023-05-08T13:56:00Z" and conv.turns[3][2] == "2023-06-02T10:00:00Z"
    assert conv.turns[0][3] == {"session": 1, "speaker": "Ana"}
    assert [(q.gold, q.kind) for q in conv.questions] == [
        (["D1:1"], "single-hop"),
        (["D1:3", "D1:1"], "multi-hop"),
        (["D2:5"], "temporal"),
    ]


def test_bad_data_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(InputError, match="no LoCoMo file"):
        recall.load_locomo(tmp_path / "absent.json")
    (tmp_path / "x.json").write_text('[{"nope": 1}]')
    with pytest.raises(InputError, match="layout"):
        recall.load_locomo(tmp_path / "x.json")


def test_metrics_by_hand() -> None:
    s = recall.score_question(["a", "x", "b", "y"], ["b", "a", "z"])
    assert s["R@1"] == pytest.approx(1 / 3) and s["R@3"] == pytest.approx(2 / 3)
    assert s["hit@1"] == 1.0 and s["all@50"] == 0.0 and s["MRR"] == 1.0
    ideal = 1 + 1 / 1.584962500721156 + 0.5
    assert s["NDCG@10"] == pytest.approx((1 + 0.5) / ideal)
    assert recall.score_question(["x"], ["a"])["MRR"] == 0.0
    assert s["sources@5"] == 4.0


def test_a_covering_result_takes_one_slot_and_covers_its_ids() -> None:
    # The protocol's covers: a derived result counts for every id it covers, in one slot;
    # sources@5 says how much the first five results cover in all.
    s = recall.score_question([["x", "b", "a"], "y", ["z"]], ["b", "a", "z"])
    assert s["R@1"] == pytest.approx(2 / 3) and s["R@3"] == 1.0 and s["MRR"] == 1.0
    assert s["sources@5"] == 5.0
    assert recall.score_question([[], "a"], ["a"])["MRR"] == 0.5  # covering nothing still ranks


def test_sign_test_and_bootstrap() -> None:
    assert recall.sign_test([1, 1, 1], [1, 1, 1])["p_value"] == 1.0
    strong = recall.sign_test([1.0] * 20, [0.0] * 20)
    assert strong["wins"] == 20 and strong["p_value"] < 1e-5
    assert recall.sign_test([1, 0], [0, 1])["p_value"] == 1.0
    diff = recall.bootstrap_diff([1.0, 0.5, 1.0, 0.0], [0.0, 0.5, 0.0, 0.0])
    assert diff["ci95_low"] <= diff["mean"] == 0.5 <= diff["ci95_high"]


def test_adapter_returns_the_callers_ids(tmp_path: Path) -> None:
    store = BowerStore(tmp_path / "home")
    store.add(
        "t1", "Ana: I adopted a greyhound named Pixel.", "2023-05-08T13:56:00Z", {"session": 1}
    )
    store.add("t2", "Ben: Lovely! How old is she?", "2023-05-08T13:56:00Z", {"session": 1})
    store.add("t3", "Ben: pottery classes downtown.", "2023-06-02T10:00:00Z", {"session": 2})
    store.finalize()
    found = store.search("greyhound Pixel", k=5)
    assert found[0] == "t1" and "t2" in found  # t2 via the "follows" link
    assert set(store.search("pottery", k=50)) <= {"t1", "t2", "t3"}
    store.close()
    temp = BowerStore()
    home = temp.bower.home
    temp.add("x", "a lone memory", None, None)
    assert temp.search("lone memory", k=3) == ["x"]  # search finalizes by itself
    temp.close()
    assert not home.exists()


def test_after_a_dream_a_summary_result_covers_its_members(tmp_path: Path) -> None:
    store = BowerStore(tmp_path / "home", dream=True, overrides={"query": {"summary_weight": 1.0}})
    for n in range(24):
        topic = "replication lag on replica" if n % 2 else "oauth refresh failures for app"
        store.add(f"m{n}", f"The {topic} {n} reached {n + 10}.", "2024-01-01T00:00:00Z", {})
    store.finalize()
    results = store.results("replication lag replicas reached", k=10)
    summary_hits = [r for r in results if len(r) > 1]
    assert summary_hits, results  # a summary covers several of the ids given to add
    assert all(set(r) <= {f"m{n}" for n in range(24)} for r in results)
    flat = store.search("replication lag replicas reached", k=10)
    assert len(flat) == len(set(flat)) <= 10 and set(summary_hits[0]) & set(flat)
    store.close()


def _beam_chat(folder: Path) -> None:
    """A two-batch chat in BEAM's layout, with questions of three kinds (one without gold)."""
    batches = [
        {
            "batch_number": 1,
            "time_anchor": "March-15-2024",
            "turns": [
                [
                    {
                        "role": "user",
                        "id": 0,
                        "content": "Set up Flask with Postgres 15?",
                        "time_anchor": "March-15-2024",
                    },
                    {
                        "role": "assistant",
                        "id": 1,
                        "content": "Sure.\n"
                        + "step " * 300
                        + "\nFinally pin psycopg 3.1 in requirements.txt.",
                    },
                ]
            ],
        },
        {
            "batch_number": 2,
            "time_anchor": "April-02-2024",
            "turns": [
                [
                    {
                        "role": "user",
                        "id": 2,
                        "content": "I moved the API to port 8443.",
                        "time_anchor": "April-02-2024",
                    },
                    {"role": "assistant", "id": 3, "content": "Noted: port 8443 from now on."},
                ]
            ],
        },
    ]
    questions = {
        "information_extraction": [
            {"question": "Which psycopg version is pinned?", "source_chat_ids": [1]}
        ],
        "knowledge_update": [
            {
                "question": "What port does the API use?",
                "source_chat_ids": {"first": [2], "then": [[3], 99]},
            }
        ],
        "abstention": [{"question": "What is my cat called?", "source_chat_ids": []}],
        "summarization": [{"question": "Summarise the setup.", "source_chat_ids": [0, 1]}],
    }
    (folder / "1").mkdir(parents=True)
    with gzip.open(folder / "1" / "chat.json.gz", "wt", encoding="utf-8") as fh:
        json.dump(batches, fh)
    (folder / "1" / "probing_questions.json").write_text(json.dumps(questions))


def test_beam_loading_follows_the_protocol(tmp_path: Path) -> None:
    _beam_chat(tmp_path / "beam")
    (conv,) = datasets.load_beam(tmp_path / "beam")
    assert [t[0] for t in conv.turns] == ["0", "1", "2", "3"]
    assert conv.turns[1][1].startswith("assistant: Sure.")
    assert [t[2] for t in conv.turns] == ["2024-03-15T00:00:00Z"] * 2 + ["2024-04-02T00:00:00Z"] * 2
    assert conv.turns[2][3] == {"session": 2, "role": "user"}
    # Nested gold flattened, ids not in the chat dropped, a question without gold skipped.
    assert [(q.kind, q.gold) for q in conv.questions] == [
        ("information_extraction", ["1"]),
        ("knowledge_update", ["2", "3"]),
        ("summarization", ["0", "1"]),
    ]
    with pytest.raises(InputError, match="no BEAM chats"):
        datasets.load_beam(tmp_path)
    (tmp_path / "bad" / "1").mkdir(parents=True)
    (tmp_path / "bad" / "1" / "chat.json.gz").write_bytes(b"not gzip")
    with pytest.raises(InputError, match="BEAM layout"):
        datasets.load_beam(tmp_path / "bad")


@pytest.mark.sqlite_only
@pytest.mark.benchmark
def test_bench_recall_on_beam_with_both_baselines(tmp_path: Path) -> None:
    _beam_chat(tmp_path / "beam")
    out = recall.run(tmp_path / "beam", dataset="beam", cache=tmp_path / "cache", ingest_sample=4)
    assert set(out["systems"]) == {"bowerbird", "bm25", "dense"}
    ours = out["systems"]["bowerbird"]
    assert set(ours["per_category"]) == {
        "information_extraction",
        "knowledge_update",
        "summarization",
    }
    # The headline is the five types only: summarization is reported but left out of it.
    assert ours["headline"]["R@50"] == 1.0 and out["setup"]["questions"] == 3
    assert set(out["comparisons"]) == {"bowerbird vs bm25", "bowerbird vs dense"}
    delta = out["comparisons"]["bowerbird vs dense"]["R@5_delta_per_category"]
    assert set(delta) == set(ours["per_category"])
    assert out["ingest"]["memories"] == 4 and out["ingest"]["ratio"] > 0
    # The cache keeps each scope's vectors and the dense baseline's between runs.
    assert (tmp_path / "cache" / "beam" / "1" / "vectors.db").is_file()
    assert (tmp_path / "cache" / "dense-baseline.npz").is_file()
    again = recall.run(tmp_path / "beam", dataset="beam", cache=tmp_path / "cache", ingest_sample=0)
    assert again["systems"]["bowerbird"]["overall"] == ours["overall"] and "ingest" not in again


@pytest.mark.benchmark
def test_bench_recall_end_to_end(data: Path, tmp_path: Path) -> None:
    out = recall.run(data, ingest_sample=3)
    assert set(out["systems"]) == {"bowerbird", "bm25", "dense"}
    assert out["setup"]["questions"] == 3 and out["setup"]["memories"] == 6
    ours = out["systems"]["bowerbird"]
    assert set(ours["per_category"]) == {"single-hop", "multi-hop", "temporal"}
    assert ours["overall"]["R@50"] == 1.0  # six turns: everything is within 50
    assert "bowerbird vs bm25" in out["comparisons"]
    code, env, _ = run_cli(tmp_path, "bench", "recall", "--data", str(data), "--ingest-sample", "0")
    assert code == 0 and env["data"]["setup"]["questions"] == 3
    code, env, _ = run_cli(tmp_path, "bench", "recall", "--dataset", "nope")
    assert code == 2 and "dataset" in env["data"]["error"]


def test_bench_cognition_asks_every_state_the_same_questions(data: Path, tmp_path: Path) -> None:
    from bowerbird.bench import cognition

    out = cognition.run(data, cache=tmp_path / "cache")
    states = [name for name, *_ in cognition.STATES]
    assert list(out["systems"]) == [*states, "bm25", "dense"]
    for name, system in out["systems"].items():
        assert 0.0 <= system["RAR"] <= 1.0 and 0.0 <= system["MRR"] <= 1.0, name
        assert set(system["per_kind"]) == {"single-hop", "multi-hop", "temporal"}
        assert system["p95_ms"] is not None
    assert out["systems"]["no dream"]["RAR"] == 1.0  # six turns, three questions
    assert out["setup"]["questions"] == 3 and "not measured" in out["decay_calibration"]
    assert out["dream"]["graph_density_after"] >= out["dream"]["graph_density_before"] > 0
    code, env, _ = run_cli(tmp_path, "bench", "cognition", "--data", str(data))
    assert code == 0 and set(env["data"]["systems"]) == set(out["systems"])
    code, env, _ = run_cli(tmp_path, "bench", "cognition", "--conversations", "0")
    assert code == 2 and "--conversations" in env["data"]["error"]


def test_foreign_questions_are_also_asked_about_this_homes_people(tmp_path: Path) -> None:
    # Each home is asked the next conversation's questions as asked, and again with that
    # conversation's two speakers renamed to its own (swapped in one pass, whole words).
    first = _sample()[0]
    second = json.loads(json.dumps(first))
    second["sample_id"] = "tiny-2"
    second["conversation"]["speaker_a"], second["conversation"]["speaker_b"] = "Cleo", "Dev"
    second["qa"] = [
        {"question": "Did Cleo visit Dev's mother?", "evidence": ["D1:1"], "category": 4},
        {"question": "What did Devon paint?", "evidence": ["D1:1"], "category": 4},
    ]
    path = tmp_path / "two.json"
    path.write_text(json.dumps([first, second]))
    one, two = recall.load_locomo(path)
    assert one.unanswerable == ["Did Cleo visit Dev's mother?", "What did Devon paint?"]
    assert one.renamed == ["Did Ana visit Ben's mother?", "What did Devon paint?"]
    assert two.renamed[0] == "What is the name of Cleo's dog?"
    assert datasets.renamed("Ana met Ben", ("Ana", "Ben"), ("Ben", "Ana")) == "Ben met Ana"
    out = recall.run(path, ingest_sample=0)
    marked = out["systems"]["bowerbird"]["abstention"]
    assert marked["renamed"] == 5 and 0.0 <= marked["renamed_weak"] <= 1.0
    # One line per setting of the marks, the shipped default first, graded from the same
    # answers: the default's line is the headline figure, and turning the asked-words rule
    # off can only mark fewer answers.
    trade = marked["trade"]
    assert [line["setting"] for line in trade] == list(recall.TRADES)
    default, off = trade[0], trade[1]
    assert default["renamed_weak"] == marked["renamed_weak"]
    assert default["answerable_weak"] == marked["answerable_weak"]
    assert default["unanswerable_weak"] == marked["unanswerable_weak"]
    for kind in ("renamed_weak", "answerable_weak", "unanswerable_weak"):
        assert off[kind] <= default[kind]


def test_the_trade_table_grades_an_answer_as_the_query_marked_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The adapter regrades its last answer under other thresholds without asking again;
    # under the shipped ones it says what the query said. (Three memories are read as a
    # home large enough for the unheard-words rule.)
    monkeypatch.setattr(relevance, "UNHEARD_HOME", 1)
    store = BowerStore(tmp_path / "home")
    try:
        for n, text in enumerate(
            ["Lena leads the mobile team.", "Lena is on holiday in March.", "Tom plays chess."]
        ):
            store.add(f"m{n}", text)
        store.finalize()
        shipped = {
            "asked_below": 0.6,
            "asked_share": 0.34,
            "weak_unless_apart": 0.3,
            "unheard_below": 0.55,
        }
        for question in ("What is Lena's favourite food?", "Who leads the mobile team?"):
            _, weak = store.answer(question, 10)
            assert store.weak_under([shipped, {"asked_below": 0.0}])[0] == weak
        assert store.answer("What is Lena's favourite food?", 10)[1]
        # No memory mentions food: either rule alone marks the answer, and with both off
        # Lena's memories pass for one.
        assert store.weak_under(
            [
                {"asked_below": 0.0},
                {"unheard_below": 0.0},
                {"asked_below": 0.0, "unheard_below": 0.0},
            ]
        ) == [True, True, False]
        assert not store.answer("Who leads the mobile team?", 10)[1]
    finally:
        store.close()
