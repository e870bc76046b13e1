"""A memory file's ``embedding_hash`` says which text and model its vector was computed from,
so a reader of the file alone can tell whether that vector is current (seed 000, 001 App. A)."""

from __future__ import annotations

import hashlib
from pathlib import Path

from bowerbird import Bower, ImportRecord
from bowerbird.services.text import embedding_text
from bowerbird.storage.files.parsing import parse


def _recomputed(model: str, path: Path) -> tuple[str, str]:
    """(the file's embedding_hash, the one a reader computes from the file and the model)."""
    memory = parse(path.read_bytes(), path.name)
    text = f"{model}\n{embedding_text(memory.title, memory.content)}"
    return memory.embedding_hash, hashlib.sha256(text.encode()).hexdigest()[:16]


def test_every_write_that_embeds_records_the_text_and_model_of_the_vector(home: Path) -> None:
    bower = Bower(home)
    model = bower.embedder.fingerprint if bower.embedder else ""
    tree = home / "tree"
    created = bower.curate("The build server runs Jenkins 2.4 on port 8080.").memories[0]
    written, expected = _recomputed(model, tree / created.path)
    assert written == expected and len(written) == 16
    # An edit of the text through bowerbird, in a process that has embedded nothing yet.
    fresh = Bower(home)
    fresh.update(created.id, text="The build server runs Jenkins 2.5 on port 8080.")
    written, expected = _recomputed(model, tree / created.path)
    assert written == expected
    # A batch import writes the hash of each record's text.
    report = Bower(home).import_records([ImportRecord("Nightly backups go to the S3 bucket.")])
    path = next(tree.rglob("nightly-backups*.md"))
    written, expected = _recomputed(model, path)
    assert len(report) == 1 and written == expected
    # Another model: the same text no longer matches (the vector is of the old model).
    assert _recomputed(model + "-other", path)[0] != _recomputed(model + "-other", path)[1]


def test_a_hand_edit_shows_and_a_write_without_a_model_never_vouches(home: Path) -> None:
    bower = Bower(home)
    model = bower.embedder.fingerprint if bower.embedder else ""
    memory = bower.curate("Staging deploys need two approvals.").memories[0]
    path = home / "tree" / memory.path
    # A hand edit of the text: the reader sees the hash no longer matches the file.
    path.write_text(path.read_text().replace("two approvals", "three approvals"))
    written, expected = _recomputed(model, path)
    assert written and written != expected
    # A home without an embedder records none: nothing vouches for a vector.
    bare = Bower(home.parent / "bare", overrides={"embed": {"provider": "none"}})
    kept = bare.curate("The office wifi is kestrel-5.").memories[0]
    assert parse((home.parent / "bare" / "tree" / kept.path).read_bytes()).embedding_hash == ""
