"""Training on a background thread: the worker (learner, pacing, frames), the controller (thread, commands,
coalescing) and the timeline (run log, trace, time-travel cursor)."""
