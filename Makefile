# make run   : set up everything, build the web app (when its sources changed) and serve it at
#              http://127.0.0.1:8000 (HOST, PORT override)
# make test  : lint, types and every test suite: backend (again on PostgreSQL when TEST_DATABASE_URL
#              is set), web unit tests, and the browser tests against the real server
# make fuzz  : a longer schemathesis run over the OpenAPI schema (SQLite, then TEST_DATABASE_URL if set)

PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-$(shell cat backend/pyproject.toml backend/constraints.txt 2>/dev/null | cksum | cut -d' ' -f1)
WEB_STAMP := web/node_modules/.installed-$(shell cat web/package-lock.json 2>/dev/null | cksum | cut -d' ' -f1)
NPM := npm --prefix web --no-fund --no-audit
# Every recipe line that runs node, npm or npx starts with $(WITH_NODE): Node 22.13+ first on PATH (the
# machine's when it is new enough, else a pinned Node 22 that scripts/ensure-node.sh installs in .tools/node).
# Worked out once per make, and only when such a recipe runs.
NODE_BIN = $(eval NODE_BIN := $$(shell scripts/ensure-node.sh))$(or $(NODE_BIN),$(error scripts/ensure-node.sh gave no Node))
WITH_NODE = PATH="$(NODE_BIN):$$PATH"

.PHONY: install web-install web-build run test lint test-backend test-backend-sqlite test-backend-postgres test-web test-e2e demo-artwork fuzz bench bench-first-screen clean

$(STAMP):
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || { echo "Python 3.11+ is needed"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -c backend/constraints.txt -e 'backend[dev]'
	rm -f $(VENV)/.installed-* && touch $(STAMP)

install: $(STAMP)

$(WEB_STAMP):
	@$(WITH_NODE) node -e 'console.log("Node", process.version, process.execPath)'
	$(WITH_NODE) $(NPM) ci --yes
	rm -f web/node_modules/.installed-* && touch $(WEB_STAMP)

web-install: $(WEB_STAMP)

# The built app is rebuilt only when a file it is made from is newer than web/dist/index.html
# (vite writes it on every build), so a second `make run` starts at once. The folders count too:
# deleting or renaming a file changes its folder's time, not the file's.
WEB_DIST := web/dist/index.html
WEB_SOURCES := $(shell find web/src web/public ! -name .lock 2>/dev/null) \
	$(wildcard web/index.html web/vite.config.ts web/tsconfig*.json web/package.json web/package-lock.json)

$(WEB_DIST): $(WEB_STAMP) $(WEB_SOURCES)
	rm -f $@
	$(WITH_NODE) $(NPM) run build
	touch $@

web-build: $(WEB_DIST)

run: install web-build
	mkdir -p var
	$(BIN)/gamestore db upgrade
	$(BIN)/gamestore demo-data --if-empty
	$(BIN)/gamestore serve

lint: install
	cd backend && ../$(BIN)/ruff check src tests migrations demo_assets
	cd backend && ../$(BIN)/ruff format --check src tests migrations demo_assets
	cd backend && ../$(BIN)/mypy
	cd backend && ../$(BIN)/lint-imports

# The suite runs on SQLite with the embedded defaults (in-memory rate limits and caches); when
# TEST_DATABASE_URL names a PostgreSQL database it runs there too (with REDIS_URL, if set) at the same
# time, each run's output shown whole when it ends. The runs share nothing: rate-limit keys carry a
# per-test prefix and every port is picked free.
test-backend: install
	@if [ -n "$$TEST_DATABASE_URL" ]; then \
		$(MAKE) --no-print-directory -j2 --output-sync=target test-backend-sqlite test-backend-postgres; \
	else \
		$(MAKE) --no-print-directory test-backend-sqlite; \
	fi

test-backend-sqlite:
	@echo "== backend on SQLite"
	cd backend && env -u TEST_DATABASE_URL -u REDIS_URL ../$(BIN)/pytest

test-backend-postgres:
	@echo "== backend on $$TEST_DATABASE_URL"
	cd backend && ../$(BIN)/pytest

# Unit tests, lint, types, and a check that the committed API types match the backend's schema;
# the mini program host's tests (deploy/miniprogram) on Node's own runner.
test-web: install web-install
	@$(WITH_NODE) node -e 'console.log("Node", process.version, process.execPath)'
	$(WITH_NODE) $(NPM) run check:api
	$(WITH_NODE) $(NPM) run lint
	$(WITH_NODE) $(NPM) run typecheck
	$(WITH_NODE) $(NPM) test
	$(WITH_NODE) node --test deploy/miniprogram/test/*.test.mjs

# The browser suite on @playwright/test: Debian's Chromium (installed when missing) against real
# servers, one per parallel worker; first the runner's own test (a stuck test fails at its limit and
# the run goes on, the HTML report is written, the servers stop).
test-e2e: install web-build
	$(WITH_NODE) $(NPM) run e2e:runner
	$(WITH_NODE) $(NPM) run e2e

test: lint test-backend test-web test-e2e

# On SQLite, then on TEST_DATABASE_URL when it is set (PostgreSQL refuses what SQLite takes, e.g. NUL).
# `make test` runs the same test with 25 examples per operation on each database.
fuzz: install
	cd backend && env -u TEST_DATABASE_URL FUZZ_EXAMPLES=$${FUZZ_EXAMPLES:-2000} ../$(BIN)/pytest -m fuzz tests/test_openapi_fuzz.py
	@if [ -n "$$TEST_DATABASE_URL" ]; then \
		echo "== again on $$TEST_DATABASE_URL"; \
		cd backend && FUZZ_EXAMPLES=$${FUZZ_EXAMPLES:-2000} ../$(BIN)/pytest -m fuzz tests/test_openapi_fuzz.py; \
	fi

# The demo's pictures and 3D models, drawn by backend/demo_assets (a dev tool, not in the server's
# package) into backend/src/gamestore/demo/artwork.zip, which is committed (tests/demo checks it is current).
demo-artwork: install
	cd backend && ../$(BIN)/python -m demo_assets

bench: install
	$(BIN)/python bench/run.py

# Lighthouse (mobile) on the home page and its first screen's JavaScript: bench/README.md.
bench-first-screen: install web-install
	$(WITH_NODE) $(BIN)/python bench/first_screen.py

clean:
	rm -rf $(VENV) .tools var web/node_modules web/dist backend/.pytest_cache backend/.mypy_cache backend/.ruff_cache
