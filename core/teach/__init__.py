"""Computations over a recorded run: the run log, the trace table, learning curves and the theory."""
