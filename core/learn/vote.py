"""The voted perceptron's vote at fixed points, kept up to date as training goes on.

Freund & Schapire (1999) vote with every hypothesis of the run: the one in force before the first mistake
gains a vote per correct prediction, each mistake starts a new one with one vote, each later correct
prediction adds one to it.  So the vote after step t is V_t(x) = sum over the steps tau <= t of the sign of
the w in force after step tau at x, and the voted perceptron predicts by V (+1 iff V > 0, or >= 0 under
``zero_score="positive"``).  :class:`VoteTally` keeps V at a fixed set of points (the training points, the
canvas's grid) and takes in only what happened since its last update: a hypothesis's count of new steps
times its signs, so an update costs points x (new mistakes + 1), never a replay of the whole run.
"""

from __future__ import annotations

from typing import Protocol

import numpy as np

from core.learn.history import weight_path
from core.learn.prediction import predicts_positive


class Learner(Protocol):
    """What a tally reads of a learner (:class:`core.learn.engine.Learner`, which imports this module)."""

    X: np.ndarray
    y_idx: np.ndarray
    W0: np.ndarray
    B0: np.ndarray
    eta: float
    fit_intercept: bool
    constant: float
    zero_score: str
    multiclass: bool
    history_complete_until: int | None
    folded_step: int

    @property
    def history(self) -> np.ndarray: ...

    @property
    def t(self) -> int: ...


VOTE_CHUNK = 4096  # hypotheses scored at once (points x chunk numbers)


class VoteTally:
    """V(x) = sum_k c_k sign(w_k . x + b_k) of a two-class learner's run at ``points``, (m,) (see the module)."""

    def __init__(self, learner: Learner, points: np.ndarray) -> None:
        if learner.multiclass:
            raise ValueError("The vote is tallied for two classes.")
        self.points = np.ascontiguousarray(points, dtype=np.float64)
        self.votes = np.zeros(len(self.points))
        self._t = 0  # steps taken in
        self._k = 0  # mistakes taken in: hypothesis k is in force after step self._t
        self._W, self._b = learner.W0.copy(), learner.B0.copy()
        self._step_k = 0  # the step that started hypothesis k (0: the start)

    def update(self, learner: Learner) -> np.ndarray | None:
        """V after the learner's latest step; None when its history no longer says every mistake (a capped or
        folded history)."""
        if learner.history_complete_until is not None or learner.folded_step:
            return None
        hist, t = learner.history, learner.t
        if t == self._t:
            return self.votes
        rows = hist[self._k :]
        for lo in range(0, max(len(rows), 1), VOTE_CHUNK):
            part = rows[lo : lo + VOTE_CHUNK]
            Ws, bs = weight_path(
                learner.X, learner.y_idx, part, self._W, self._b, learner.eta, learner.fit_intercept, learner.constant
            )
            starts = np.concatenate(([self._step_k], part[:, 2]))  # hypothesis j is in force from its start ...
            ends = np.concatenate((part[:, 2] - 1, [t]))  # ... to the step before the next mistake
            if lo + VOTE_CHUNK < len(rows):
                ends[-1] = rows[lo + VOTE_CHUNK, 2] - 1
            counts = np.maximum(0, ends - np.maximum(starts, self._t + 1) + 1).astype(np.float64)
            with np.errstate(over="ignore", invalid="ignore"):
                scores = self.points @ Ws[:, 0].T + bs[:, 0]
            self.votes += np.where(predicts_positive(scores, learner.zero_score), 1.0, -1.0) @ counts
            self._W, self._b, self._step_k = Ws[-1], bs[-1], int(starts[-1])
            self._t = int(ends[-1])
        self._k = len(hist)
        self._t = t
        return self.votes
