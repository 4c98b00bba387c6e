"""The library: the numba loops, the training engine, kernels, labels, history and the estimators."""
