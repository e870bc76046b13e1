"""Run LangGraph's own store tests (its ``SqliteStore`` module) against ``BowerbirdStore``.

The test module is LangGraph's, unchanged but for definitions appended at its end: the
``store`` fixture, ``create_vector_store`` and ``SqliteStore.from_conn_string`` build a
``BowerbirdStore`` over a fresh home instead of a ``SqliteStore`` (the later definitions
win). Its imports need ``langgraph-checkpoint-sqlite``, which is not part of bowerbird's
environment: install it into a folder of its own and name it with ``--sqlite``. The
results and the reason for each failure are in docs/integrations/langgraph.md.

    uv pip install --target /tmp/lgsqlite --no-deps langgraph-checkpoint-sqlite==3.1.2 \\
        aiosqlite sqlite-vec
    git -C LANGGRAPH show HEAD:libs/checkpoint-sqlite/tests/test_store.py > /tmp/test_store.py
    .venv/bin/python integrations/langgraph/run_store_tests.py /tmp/test_store.py \\
        --sqlite /tmp/lgsqlite
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import tempfile
from pathlib import Path

SWAP = """

# ---- appended by bowerbird's integrations/langgraph/run_store_tests.py ----
from bowerbird.integrations.langgraph import BowerbirdStore as _BowerbirdStore


@pytest.fixture(scope="function", params=["memory", "file"])
def store(request: Any, tmp_path: Any) -> Generator[Any, None, None]:
    with _BowerbirdStore(home=tmp_path / f"home-{request.param}") as made:
        yield made


_RealSqliteStore = SqliteStore


# The tests that open a SqliteStore themselves (TestSqliteStore) get ours too; the class's
# own attributes (MIGRATIONS) stay SQLite's.
class SqliteStore(_RealSqliteStore):  # type: ignore[no-redef]

    @classmethod
    @contextmanager
    def from_conn_string(cls, conn_string: str, **kwargs: Any) -> Generator[Any, None, None]:
        with tempfile.TemporaryDirectory() as home, _BowerbirdStore(home=home) as made:
            yield made


@contextmanager
def create_vector_store(
    fake_embeddings: Any,
    text_fields: list[str] | None = None,
    distance_type: str = "cosine",
    conn_type: str = "memory",
) -> Generator[Any, None, None]:
    index = {"dims": fake_embeddings.dims, "embed": fake_embeddings, "fields": text_fields}
    with tempfile.TemporaryDirectory() as home, _BowerbirdStore(home=home, index=index) as made:
        yield made
"""


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "tests", type=Path, help="LangGraph's libs/checkpoint-sqlite/tests/test_store.py"
    )
    parser.add_argument(
        "--sqlite", type=Path, required=True, help="folder with langgraph-checkpoint-sqlite"
    )
    # Anything else is pytest's (e.g. -rA, -k scores).
    args, pytest_args = parser.parse_known_args()
    with tempfile.TemporaryDirectory() as work:
        module = Path(work) / "test_langgraph_store.py"
        module.write_text(args.tests.read_text(encoding="utf-8") + SWAP, encoding="utf-8")
        env = {
            **os.environ,
            "PYTHONPATH": os.pathsep.join([str(args.sqlite), os.environ.get("PYTHONPATH", "")]),
            "HOME": work,
            "BOWERBIRD_HOME": str(Path(work) / "unused-home"),
            "BOWERBIRD_SERVE_RESIDENT": "off",
        }
        command = [sys.executable, "-m", "pytest", "-q", "-rfE", "-p", "no:cacheprovider",
                   "--rootdir", work, "-o", "addopts=", str(module), *pytest_args]  # fmt: skip
        return subprocess.run(command, env=env, cwd=work, check=False).returncode


if __name__ == "__main__":
    raise SystemExit(main())
