# make run   : set up everything and serve the app at http://127.0.0.1:8000 (HOST, PORT override)
# make test  : lint, types and every test suite (on PostgreSQL too when TEST_DATABASE_URL is set)
# make fuzz  : a longer schemathesis run over the OpenAPI schema

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-$(shell cat backend/pyproject.toml backend/constraints.txt 2>/dev/null | cksum | cut -d' ' -f1)

.PHONY: install run test lint test-backend fuzz clean

$(STAMP):
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || { echo "Python 3.11+ is needed"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -c backend/constraints.txt -e 'backend[dev]'
	rm -f $(VENV)/.installed-* && touch $(STAMP)

install: $(STAMP)

run: install
	mkdir -p var
	$(BIN)/gamestore db upgrade
	$(BIN)/gamestore serve

lint: install
	cd backend && ../$(BIN)/ruff check src tests migrations
	cd backend && ../$(BIN)/ruff format --check src tests migrations
	cd backend && ../$(BIN)/mypy

# The suite runs on SQLite; when TEST_DATABASE_URL names a PostgreSQL database it runs there as well.
test-backend: install
	cd backend && env -u TEST_DATABASE_URL ../$(BIN)/pytest
	@if [ -n "$$TEST_DATABASE_URL" ]; then \
		echo "== again on $$TEST_DATABASE_URL"; \
		cd backend && ../$(BIN)/pytest; \
	fi

test: lint test-backend

fuzz: install
	cd backend && FUZZ_EXAMPLES=$${FUZZ_EXAMPLES:-2000} ../$(BIN)/pytest -m fuzz tests/test_openapi_fuzz.py

clean:
	rm -rf $(VENV) var backend/.pytest_cache backend/.mypy_cache backend/.ruff_cache
