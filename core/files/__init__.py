"""The only code that touches the file system: CSV, the JSON document, model JSON, trace tables, atomic saves."""
