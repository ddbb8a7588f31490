# The same commands run on a laptop and in CI (.ci/run calls `make test`).
SHELL := /bin/bash
MAKEFLAGS += --jobs=2  # a target's prerequisites run side by side (make test: lint beside the installs)
VENV := .venv
PY := $(VENV)/bin/python

.PHONY: install serve test test-deps eval leaks bench soak lint help

help:
	@echo "make serve [PORT=N] [WORKERS=N] | test | eval [CORPORA=DIR] [HALF=A|B] | leaks [CORPORA=DIR] | bench | soak | lint | install"

install:
	@bash scripts/install.sh

# make serve PORT=8080 HOST=0.0.0.0 WORKERS=1 (or SCAMCHECK_PORT / _HOST / _WORKERS; workers default
# to one per CPU); Ctrl+C stops it.
serve: install
	$(VENV)/bin/scamcheck serve $(if $(PORT),--port $(PORT),) $(if $(HOST),--host $(HOST),) $(if $(WORKERS),--workers $(WORKERS),)

# make test = make lint + the test tools + the suite. The lint (CPU) runs while the test tools install
# (mostly network): -j2 lets make run the two prerequisites side by side, so they take the longer of
# their times, not the sum; a lint or type error fails before the suite's minutes (CI runs `make test`).
# The suite's Python processes (two test workers, servers, commands) share one bytecode cache under
# .venv: with PYTHONDONTWRITEBYTECODE set (as on the CI machine) each would compile every module it
# imports again, a third of the suite's CPU; the prefix keeps __pycache__ out of the source tree.
test: lint test-deps
	PYTHONDONTWRITEBYTECODE= PYTHONPYCACHEPREFIX=$(CURDIR)/$(VENV)/pycache $(PY) -m pytest -q -n auto --dist loadfile --no-loadscope-reorder

test-deps: install
	@bash scripts/install-test-deps.sh

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
