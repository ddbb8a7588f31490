# The same commands run on a laptop and in CI (.ci/run calls `make test`).
SHELL := /bin/bash
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: install serve test eval leaks bench soak lint help

help:
	@echo "make serve [PORT=N] [WORKERS=N] | test | eval [CORPORA=DIR] [HALF=A|B] | leaks [CORPORA=DIR] | bench | soak | lint | install"

install:
	@bash scripts/install.sh

# make serve PORT=8080 HOST=0.0.0.0 WORKERS=1 (or SCAMCHECK_PORT / _HOST / _WORKERS; workers default
# to one per CPU); Ctrl+C stops it.
serve: install
	$(VENV)/bin/scamcheck serve $(if $(PORT),--port $(PORT),) $(if $(HOST),--host $(HOST),) $(if $(WORKERS),--workers $(WORKERS),)

# Lint (CPU) runs while the test tools install (mostly network), so the two take the longer of
# their times, not the sum; a lint or type error fails before the suite's minutes (CI runs `make test`).
# The lint commands are `make lint`'s, written out here so that they run beside the installs.
test: install
	@bash scripts/install-test-deps.sh & deps=$$!; \
	  { $(VENV)/bin/ruff check packages tests scripts \
	    && $(VENV)/bin/ruff format --check packages tests scripts \
	    && $(VENV)/bin/mypy; }; lint=$$?; \
	  wait $$deps || exit 1; exit $$lint
	$(PY) -m pytest -q -n auto --dist loadfile

eval: install
	$(VENV)/bin/scamcheck eval $(if $(CORPORA),--corpora $(CORPORA),) $(if $(HALF),--half $(HALF),)

leaks: install
	$(VENV)/bin/python scripts/check_leaks.py $(if $(CORPORA),--corpora $(CORPORA),)

bench: install
	$(PY) scripts/bench.py

soak: install
	$(PY) scripts/soak.py

lint: install
	$(VENV)/bin/ruff check packages tests scripts
	$(VENV)/bin/ruff format --check packages tests scripts
	$(VENV)/bin/mypy
