"""Background work: the thread registry, one-job workers and their status-bar tasks, the max-margin solver's process,
and the compiled loops loading beside the window."""
