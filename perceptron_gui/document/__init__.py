"""The document: its one owner (points, label names, settings, path, saved state), the points model with its undo
stack, the File menu's work and the bundled examples."""
