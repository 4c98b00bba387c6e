"""Worksheets computed from the engine for File > Export Quiz (issue 26, item 3; built in the next commit)."""
