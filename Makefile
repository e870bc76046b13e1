# The two commands of the README: `make demo` and `make test`. Both start from nothing but
# python3 and make, and install exactly what uv.lock names (hash-checked): a release elsewhere
# cannot change what they run. docs/development.md says why uv, and how to refresh the lock.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# uv itself, pinned by hash in uv-requirements.txt, lives in its own small venv.
TOOLS := .tools
UV := $(TOOLS)/bin/uv

# uv uses the python3 it is given and never downloads one; the project's venv is .venv.
export UV_PYTHON := $(PYTHON)
export UV_PYTHON_DOWNLOADS := never
export UV_PROJECT_ENVIRONMENT := $(VENV)

.PHONY: demo test user dev lock upgrade lint typecheck unit bench browser clean

$(UV): uv-requirements.txt
	test -x $(TOOLS)/bin/python || $(PYTHON) -m venv $(TOOLS)
	$(TOOLS)/bin/python -m pip install --quiet --disable-pip-version-check \
	  --require-hashes --no-deps -r uv-requirements.txt
	touch $(UV)

# What a user gets: the package and its default dependencies from the lock, none of the
# contributor's tools (--inexact leaves them in place when a contributor's .venv has them).
# --locked fails when pyproject.toml and uv.lock disagree: run `make lock` and commit both.
LOCKED = || { echo "make: see uv's words above; if uv.lock needs updating, run 'make lock' and commit it" >&2; exit 1; }

# Bytecode is compiled at install, as pip does (and the project's own sources beside it): where
# PYTHONDONTWRITEBYTECODE is set, as on these machines, nothing is ever cached otherwise and
# every process compiles every module it imports again (~1 s of each `bower` command).
COMPILE = $(BIN)/python -m compileall -q src

user: $(UV)
	$(UV) sync --locked --no-dev --inexact --quiet --compile-bytecode $(LOCKED)
	$(COMPILE)

# The contributor's set: every extra and the dev group, exactly as locked.
dev: $(UV)
	$(UV) sync --locked --all-extras --quiet --compile-bytecode $(LOCKED)
	$(COMPILE)

# Re-resolve uv.lock (and the hermes and clean-install tests' pins) after pyproject.toml changed, keeping every
# pin that still fits; `make upgrade` moves every pin to the newest release the ranges allow.
lock: $(UV)
	$(UV) lock $(UPGRADE)
	$(UV) pip compile tests/data/hermes-requirements.in --universal $(UPGRADE) \
	  --generate-hashes --quiet -o tests/data/hermes-requirements.txt
	$(UV) pip compile pyproject.toml tests/data/frameworks-requirements.in \
	  --extra langgraph --extra openai-agents --python-version 3.11 --universal $(UPGRADE) \
	  --generate-hashes --quiet -o tests/data/frameworks-requirements.txt

upgrade:
	$(MAKE) lock UPGRADE=--upgrade

demo: user
	$(BIN)/python examples/demo.py

test: dev browser lint typecheck unit

# The dashboard tests drive Debian's chromium (never a downloaded browser). Installed here when
# missing and this user can; otherwise they skip — except with CI=true, where they fail.
browser:
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 \
	  || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 \
	       && { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } ; } \
	  || echo "note: no chromium; the dashboard tests will skip (CI=true makes them fail)"

lint: dev
	$(BIN)/ruff check src tests examples integrations benchmarks
	$(BIN)/ruff format --check src tests examples integrations benchmarks

typecheck: dev
	$(BIN)/mypy

# The whole suite twice: every home's index in SQLite, then in a real Postgres (pgserver).
# (Run side by side they were slower on a 2-core machine: each half's processes already use
# more than one core — docs/development.md.)
# (--durations: the slowest tests of each run are printed, for docs/development.md.)
unit: dev
	$(BIN)/pytest -q --durations=25
	BOWERBIRD_TEST_BACKEND=postgres $(BIN)/pytest -q --durations=25

bench: dev
	$(BIN)/bower bench core --corpus-size 10000

clean:
	rm -rf $(VENV) $(TOOLS) build *.egg-info src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
