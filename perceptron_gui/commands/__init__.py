"""The window's commands that join views and training: time travel by keys, Lift to (x, 1), Draw a Classifier,
the view put back after a failed open."""
