"""Inputs that scripts/fuzz_counts.py found failing in an undocumented way (issue 29: every failure of a reader is
the documented file error naming the line), each read by every reader that takes it."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.files.csv_points import read_csv_table
from core.files.errors import PointSetFileError
from core.files.open import load_point_set


@pytest.mark.parametrize("text", [",0\n,", ",0\n,\n", ",a\n,1\n", ",0\n,\n,\n"])
@pytest.mark.parametrize("read", [read_csv_table, load_point_set], ids=["table", "point set"])
def test_an_unnamed_first_column_and_one_named_column_over_blank_cells_is_refused_naming_the_line(
    tmp_path: Path, text: str, read
):
    """The empty first header cell leaves no feature column until the values say what the first column is:
    the rows were read as 0 features each ('cannot reshape array of size 0 into shape (0)')."""
    path = tmp_path / "agree.csv"
    path.write_text(text)
    with pytest.raises(PointSetFileError) as caught:
        read(path)
    assert str(caught.value).startswith("agree.csv, line 1: found 1 column"), str(caught.value)
    assert "feature column" in str(caught.value) or "x1,label" in str(caught.value)
