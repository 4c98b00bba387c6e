# Two commands on a fresh machine with Python 3.11+ and make: `make run` and `make test`.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test bench lint screenshot clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(VENV)/.installed: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e ".[test]"
	touch $@ $(VENV)/.installed

run: $(VENV)/.installed
	$(BIN)/python -m perceptron_gui.platform_check
	$(BIN)/python main.py

test: $(VENV)/.installed-test
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

lint: $(VENV)/.installed-test
	$(BIN)/ruff check . && $(BIN)/ruff format --check . && $(BIN)/mypy && $(BIN)/lint-imports

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

clean:
	rm -rf $(VENV) .pytest_cache build *.egg-info
