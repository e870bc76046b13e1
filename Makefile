# The two commands of the README: `make demo` and `make test`. Both create .venv themselves.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: demo test lint typecheck unit bench browser clean

$(STAMP): pyproject.toml
	test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

demo: $(STAMP)
	$(BIN)/python examples/demo.py

test: $(STAMP) browser lint typecheck unit

# The dashboard tests drive Debian's chromium (never a downloaded browser). Installed here when
# missing and this user can; otherwise they skip — except with CI=true, where they fail.
browser:
	@command -v chromium >/dev/null 2>&1 || command -v chromium-browser >/dev/null 2>&1 \
	  || { [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1 \
	       && { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null; } ; } \
	  || echo "note: no chromium; the dashboard tests will skip (CI=true makes them fail)"

lint: $(STAMP)
	$(BIN)/ruff check src tests examples integrations benchmarks
	$(BIN)/ruff format --check src tests examples integrations benchmarks

typecheck: $(STAMP)
	$(BIN)/mypy

# The whole suite twice: every home's index in SQLite, then in a real Postgres (pgserver).
unit: $(STAMP)
	$(BIN)/pytest -q
	BOWERBIRD_TEST_BACKEND=postgres $(BIN)/pytest -q

bench: $(STAMP)
	$(BIN)/bower bench core --corpus-size 10000

clean:
	rm -rf $(VENV) build *.egg-info src/*.egg-info .pytest_cache .mypy_cache .ruff_cache
