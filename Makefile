# Two commands on a fresh machine with Python 3.11+ and make: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
# setuptools warns at every editable install that a folder named like the package may shadow it: here that folder
# is the package itself, and the warning is a wall of asterisks a new user takes for a failure.
PIP := PYTHONWARNINGS="ignore:Editable installation" $(BIN)/python -m pip

.PHONY: run test test-core test-gui bench lint screenshot translations clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(PIP) install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(PIP) install --quiet -e ".[test]"
	touch $@ $(VENV)/.installed

# The numba loops compiled once into numba's cache, then ahead into an extension module (core/learn/_ahead_*: no
# numba at run time), with a progress bar, right after installing and again whenever a loop's source changes
# (two to three minutes on two cores): neither the window nor the tests wait for a compiler.
LOOPS := $(wildcard core/learn/_*loops.py) core/learn/_jit.py core/learn/_simd.py core/learn/_views.py core/learn/blas.py core/learn/labels.py \
	core/learn/schedules.py core/learn/choices.py core/learn/ahead.py \
	core/compile_ahead.py core/build_ahead.py

$(VENV)/.compiled: $(LOOPS) | $(VENV)/.installed
	$(BIN)/python -m core.compile_ahead
	touch $@

# What the window uses, alone: `make run` opens the window once these are in (about half the loops).
$(VENV)/.compiled-app: $(LOOPS) | $(VENV)/.installed
	$(BIN)/python -m core.compile_ahead --app
	touch $@

# The app's Python byte-code, written ahead (only what changed since): where PYTHONDONTWRITEBYTECODE is set, as
# on our CI machines, Python would otherwise compile every module of the app from source at each start (0.45 s).
BYTECODE := $(BIN)/python -m compileall -q core perceptron_gui main.py

# The library's loops (not the window's) compile in the background at low priority while the window is open.
run: $(VENV)/.installed $(VENV)/.compiled-app
	$(BYTECODE)
	$(BIN)/python -m perceptron_gui.platform_check
	@(nice -n 10 $(MAKE) --no-print-directory -s $(VENV)/.compiled > /dev/null 2>&1 &)
	$(BIN)/python main.py

# Every test, on every core (pytest-xdist; each worker is a process of its own with its own offscreen Qt).
test: $(VENV)/.installed-test $(VENV)/.compiled
	$(BYTECODE)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n auto --dist worksteal --durations=50

# A contributor's inner loop: the Qt-free library's tests alone, or the window's alone (both on every core).
test-core: $(VENV)/.installed-test $(VENV)/.compiled
	$(BIN)/python -m pytest -n auto --dist worksteal -m core

test-gui: $(VENV)/.installed-test $(VENV)/.compiled
	$(BYTECODE)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n auto --dist worksteal -m gui

# The pages' JavaScript (the lesson's, the live class's) with ESLint through npx (Node.js; not needed by make test).
ESLINT := npx --yes eslint@9.39.5

lint: $(VENV)/.installed-test
	$(BIN)/ruff check . && $(BIN)/ruff format --check . && $(BIN)/mypy && $(BIN)/lint-imports
	$(ESLINT) core/files/lesson_assets perceptron_gui/live/assets

bench: $(VENV)/.installed-test
	$(BIN)/python bench/core.py --json bench/core.json

screenshot: $(VENV)/.installed
	QT_QPA_PLATFORM=offscreen $(BIN)/python scripts/screenshot.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python scripts/screenshot_quiz.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python scripts/screenshot_warmup.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python scripts/screenshot_loss_panel.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python scripts/screenshot_weight_space.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python scripts/screenshot_one_feature.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python scripts/screenshot_animation.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python scripts/screenshot_real_data.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python scripts/screenshot_table_document.py
	QT_QPA_PLATFORM=offscreen $(BIN)/python scripts/screenshot_sgd.py

# The interface's texts extracted into perceptron_gui/i18n/*.ts, the pseudo-locale written, the .qm files built
# (PySide6's pyside6-lupdate and pyside6-lrelease; the .qm files are committed, so make test needs neither).
translations: $(VENV)/.installed
	$(BIN)/python scripts/translations.py

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info
