"""The app's Qt-free values: points and their edits, the document, settings, snapshots, generators."""
