"""The unit ball with the constant coordinate included: x̃ = (x, c) with ‖x̃‖ ≤ 1, so R = 1 and the bound is 1/γ².

Notes 000 and 001 scale the data into the unit ball so that the perceptron makes at most 1/gamma^2 mistakes.
With an intercept the theorem is about the augmented x~ = (x, c); c = 1/R~ (liblinear's intercept_scaling)
puts every x~ in the unit ball.  The oracles: scikit-learn's LinearSVC for gamma (on x~, no intercept of its
own), and a plain Python perceptron on x~ written here.
"""

from __future__ import annotations

import numpy as np
import pytest
from sklearn.datasets import load_iris
from sklearn.svm import LinearSVC

from core.files.sklearn_sets import load_sklearn_table
from core.learn import history
from core.learn.engine import Learner
from core.session.dataset import FeatureChoice, Table, project
from core.teach.theory import max_margin, radius


def _iris_unit_ball(fit_intercept: bool, features=(2, 3), test_fraction=0.3, seed=5):
    return project(
        load_sklearn_table("iris"), FeatureChoice(4, features, "unit ball", test_fraction, seed), fit_intercept
    )


def test_with_an_intercept_the_augmented_points_x_c_lie_in_the_unit_ball_and_the_farthest_on_its_sphere():
    p = _iris_unit_ball(fit_intercept=True)
    c = p.constant
    raw = load_iris().data[:, 2:4]
    centred = raw - raw[p.train_rows].mean(axis=0)
    R_tilde = np.sqrt((centred[p.train_rows] ** 2).sum(axis=1) + 1.0).max()  # max ||(x - mean, 1)||, by hand
    assert c == pytest.approx(1 / R_tilde, rel=1e-15)
    np.testing.assert_allclose(p.train.X, centred[p.train_rows] / R_tilde, rtol=0, atol=1e-15)
    np.testing.assert_allclose(p.test.X, centred[p.test_rows] / R_tilde, rtol=0, atol=1e-15)
    Z = np.hstack([p.train.X, np.full((len(p.train), 1), c)])
    assert abs(np.sqrt((Z**2).sum(axis=1)).max() - 1.0) <= 1e-12
    assert abs(radius(p.train.X, True, c) - 1.0) <= 1e-12  # the theorem's R of x̃ = (x, c)
    assert radius(p.train.X, True) > 1.0  # with the constant coordinate 1 it could not be 1


def test_through_the_origin_the_unit_ball_stays_todays_and_the_constant_coordinate_is_1():
    p = _iris_unit_ball(fit_intercept=False)
    assert p.constant == 1.0
    assert abs(np.hypot(p.train.X[:, 0], p.train.X[:, 1]).max() - 1.0) <= 1e-12


def _setosa_versicolor(fit_intercept: bool):
    """Iris's setosa and versicolor rows (a separable pair) as a table, scaled into the unit ball on petal sizes."""
    iris = load_iris()
    keep = iris.target < 2
    cells = [
        [*map(repr, x), str(iris.target_names[t])]
        for x, t in zip(iris.data[keep].tolist(), iris.target[keep].tolist(), strict=True)
    ]
    table = Table(("sl", "sw", "pl", "pw", "species"), np.array(cells, dtype=object))
    p = project(table, FeatureChoice(4, (2, 3), "unit ball"), fit_intercept)
    return p.train.X, p.train.y, p.constant


def test_the_theorem_reads_R_1_and_the_mistakes_respect_1_over_gamma_squared_with_gamma_from_svc():
    X, y, c = _setosa_versicolor(fit_intercept=True)
    assert c < 1
    mm = max_margin(X, y, True, constant=c)
    assert mm.separable
    assert abs(mm.radius - 1.0) <= 1e-12
    Z = np.hstack([X, np.full((len(X), 1), c)])
    svm = LinearSVC(fit_intercept=False, loss="hinge", C=1e6, max_iter=10**6, tol=1e-10).fit(Z, y)
    gamma = 1 / np.linalg.norm(svm.coef_)  # the hard margin of x~ through the origin, by scikit-learn
    assert abs(mm.gamma - gamma) <= 1e-5
    ys = np.where(y == 1, 1.0, -1.0)
    # gamma = min y (w.x + b) / ||(w, beta)|| with beta = b / c: the offset form the engine keeps
    margin = float((ys * (X @ mm.w + mm.b)).min()) / np.linalg.norm(np.append(mm.w, mm.b / c))
    assert margin == pytest.approx(mm.gamma, rel=1e-12)
    assert mm.bound == pytest.approx(1 / mm.gamma**2, rel=1e-12)
    learner = Learner(X, y, 2, constant=c)
    while not learner.converged:
        learner.run_epoch()
    assert 0 < learner.n_mistakes <= 1 / gamma**2


def _plain_perceptron(Z, y, epochs, eta, variant):
    """A plain Python perceptron on the augmented x̃ = (x, c): one weight vector w̃ = (w, β), score w̃·x̃."""
    K = int(y.max()) + 1
    multiclass = K > 2
    W = np.zeros((K if multiclass else 1, Z.shape[1]))
    states, mistakes, sums = [], [], np.zeros_like(W)
    for _ in range(epochs):
        pending = np.zeros_like(W)
        for i in range(len(Z)):
            if multiclass:
                s = W @ Z[i]
                others = s.copy()
                others[y[i]] = -np.inf
                other = int(np.argmax(others))
                wrong = s[other] >= s[y[i]]
                if wrong:
                    W[y[i]] += eta * Z[i]
                    W[other] -= eta * Z[i]
            else:
                sign = 1.0 if y[i] == 1 else -1.0
                wrong = sign * float(W[0] @ Z[i]) <= 0
                if wrong:
                    (pending if variant == "batch" else W)[0] += eta * sign * Z[i]
            mistakes.append(bool(wrong))
            sums += W
            states.append(W.copy())
        if variant == "batch":
            W += pending
            states[-1] = W.copy()
    return np.array(mistakes), np.array(states), sums / (epochs * len(Z))


@pytest.mark.parametrize(
    ("variant", "classes", "eta"),
    [("perceptron", 2, 1.0), ("perceptron", 2, 0.3), ("voted", 2, 1.0), ("averaged", 2, 0.7), ("batch", 2, 0.5),
     ("perceptron", 3, 1.0)],
)  # fmt: skip
def test_the_engine_with_c_is_a_plain_perceptron_on_the_augmented_vectors_at_every_step(variant, classes, eta):
    p = _iris_unit_ball(fit_intercept=True, features=(0, 1) if classes == 3 else (2, 3), test_fraction=0.0)
    keep = p.train.y < classes
    X, y, c = p.train.X[keep], p.train.y[keep], p.constant
    Z = np.hstack([X, np.full((len(X), 1), c)])
    epochs = 4
    mistakes, states, mean = _plain_perceptron(Z, y, epochs, eta, variant)
    learner = Learner(X, y, classes, variant=variant, eta=eta, constant=c)
    for t in range(epochs * len(X)):
        result = learner.step()
        assert result.mistake == mistakes[t], t
        W_tilde = np.hstack([learner.coef, learner.intercept[:, None] / c])  # w̃ = (w, β), β = b / c
        np.testing.assert_allclose(W_tilde, states[t], rtol=1e-12, atol=1e-12, err_msg=f"step {t + 1}")
    assert learner.n_mistakes == mistakes.sum() > 0
    if variant == "averaged":
        coef, intercept = learner.averaged()
        np.testing.assert_allclose(np.hstack([coef, intercept[:, None] / c]), mean, rtol=1e-12, atol=1e-12)
    if variant != "batch":  # the history rebuilds every state with the same c
        W, b = history.weight_path(X, y, learner.history, learner.W0, learner.B0, eta, True, constant=c)
        np.testing.assert_array_equal(W[-1], learner.coef)
        np.testing.assert_array_equal(b[-1], learner.intercept)


def test_a_constant_coordinate_of_1_gives_the_same_bits_as_no_constant_given():
    p = _iris_unit_ball(fit_intercept=True, test_fraction=0.0)
    X, y = p.train.X, p.train.y
    for variant in ("perceptron", "averaged", "batch"):
        a, b = Learner(X, y, 3 if variant != "batch" else 2, variant=variant), None
        if variant == "batch":
            X2, y2 = X[y < 2], y[y < 2]
            a, b = Learner(X2, y2, 2, variant=variant), Learner(X2, y2, 2, variant=variant, constant=1.0)
        else:
            b = Learner(X, y, 3, variant=variant, constant=1.0)
        for _ in range(3):
            a.run_epoch()
            b.run_epoch()
        np.testing.assert_array_equal(a.coef, b.coef)
        np.testing.assert_array_equal(a.intercept, b.intercept)


@pytest.mark.parametrize("bad", [0.0, -1.0, float("nan"), float("inf")])
def test_a_constant_coordinate_that_is_not_a_positive_number_is_refused_saying_what_is_allowed(bad):
    X, y, _ = _setosa_versicolor(fit_intercept=True)
    with pytest.raises(ValueError, match=r"constant coordinate c must be a finite number > 0"):
        Learner(X, y, 2, constant=bad)


def test_the_kernel_perceptron_keeps_c_1_and_says_so():
    from core.learn.kernels import make_kernel

    X, y, c = _setosa_versicolor(fit_intercept=True)
    with pytest.raises(ValueError, match=r"kernel perceptron keeps the constant coordinate c = 1"):
        Learner(X, y, 2, variant="kernel", kernel=make_kernel("rbf", X), constant=c)


def test_the_algorithm_listing_and_the_trace_show_x_c_and_the_offset_step_y_c_squared():
    from core.teach.algorithm import explain, step_facts
    from core.teach.trace import Trace

    X, y, c = _setosa_versicolor(fit_intercept=True)
    learner = Learner(X, y, 2, constant=c)
    result = learner.step_to_mistake()
    assert result.mistake
    facts = step_facts(Trace(learner), result.step)
    view = explain("003", "perceptron", True, "mistake", facts, 1.0, c)
    assert any(line.startswith(f"x̃ = (x, c), c = {c:.4g}") for line in view.lines)
    update_b = next(k for k, line in enumerate(view.lines) if line.startswith("8:"))
    assert view.lines[update_b] == "8:       b = b + y · c²"
    sign = 1.0 if y[result.index] == 1 else -1.0
    assert facts.b_after - facts.b_before == pytest.approx(sign * c * c, rel=1e-15)  # b moves by y c^2, by hand
    assert view.numbers[update_b] == f"0 + {'(-1)' if sign < 0 else '1'}·{c * c:.4g} = {facts.b_after:.4g}".replace(
        "-", "−"
    )
    plain = explain("003", "perceptron", True, "mistake", facts, 1.0)
    assert "8:       b = b + y" in plain.lines and not any(line.startswith("x̃") for line in plain.lines)
