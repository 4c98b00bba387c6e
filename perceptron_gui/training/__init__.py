"""Training on a background thread: the worker (learner, pacing, frames), the controller (thread, commands,
coalescing), the timeline (run log, trace, time-travel cursor) and the one owner of what is shown."""
