"""A saved and loaded model goes on training exactly as the one that was never saved (its twin)."""

import warnings

import numpy as np
import pytest

import core

rng = np.random.default_rng(7)
X = rng.normal(size=(90, 4))
Y3 = np.argmax(X @ rng.normal(size=(4, 3)) + 0.8 * rng.normal(size=(90, 3)), axis=1)
Y2 = (Y3 == 0).astype(int)

# (estimator, parameters, classes, float32 X, sample weights)
CONFIGS = [
    ("AveragedPerceptron", {}, 2, False, False),  # the teaching engine's averages
    ("AveragedPerceptron", {}, 3, False, False),
    ("AveragedPerceptron", {"learning_rate": "invscaling", "eta0": 0.5}, 2, False, False),  # scikit-learn's path
    ("AveragedPerceptron", {"learning_rate": "invscaling", "eta0": 0.5}, 3, False, False),
    ("AveragedPerceptron", {"learning_rate": "optimal", "multiclass": "ovr"}, 3, False, False),
    ("AveragedPerceptron", {"average": 100}, 2, False, False),  # late onset: starts during the 2nd call
    ("AveragedPerceptron", {"average": 100, "multiclass": "ovr"}, 3, False, False),
    ("AveragedPerceptron", {"penalty": "elasticnet", "alpha": 0.01}, 2, True, False),  # float32
    ("AveragedPerceptron", {"learning_rate": "adaptive", "tol": 1e-3}, 3, True, True),
    ("AveragedPerceptron", {"shuffle": True, "random_state": 3}, 2, False, True),
    ("Perceptron", {"class_weight": {0: 2.0, 1: 0.5}}, 2, False, False),
    ("Perceptron", {"class_weight": {0: 2.0, 2: 0.5}, "multiclass": "ovr"}, 3, False, False),
    ("Perceptron", {"shuffle": True, "random_state": 0}, 3, True, False),
    ("Perceptron", {}, 3, False, False),
    ("VotedPerceptron", {"shuffle": True, "random_state": 1, "max_hypotheses": 7}, 2, False, False),
    ("VotedPerceptron", {}, 3, False, False),
    ("KernelPerceptron", {"shuffle": True, "random_state": 2}, 2, False, False),
    ("KernelPerceptron", {"kernel": "poly", "degree": 2}, 3, False, False),
    ("BatchPerceptron", {"eta0": 0.3}, 3, False, False),
]
COMPARED = (
    "coef_", "intercept_", "coefs_", "intercepts_", "votes_", "votes_dropped_", "support_", "support_vectors_",
    "dual_coef_", "n_iter_", "t_", "n_mistakes_", "converged_", "mistakes_per_epoch_", "classes_",
)  # fmt: skip


def _chunks(classes, float32):
    y = Y2 if classes == 2 else Y3
    Xc = X.astype(np.float32) if float32 else X
    return [(Xc[:60], y[:60]), (Xc[60:], y[60:]), (Xc[:45], y[:45]), (Xc[30:], y[30:])]


def _partial_fit(est, Xc, yc, weights):
    kw = {"sample_weight": np.linspace(0.5, 1.5, len(yc))} if weights else {}
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        est.partial_fit(Xc, yc, classes=np.unique(Y3 if len(np.unique(yc)) > 2 else Y2), **kw)


def _assert_same(a, b):
    for name in COMPARED:
        if hasattr(a, name) or hasattr(b, name):
            x, y = np.asarray(getattr(a, name)), np.asarray(getattr(b, name))
            assert x.dtype == y.dtype, name
            np.testing.assert_array_equal(x, y, err_msg=name)


@pytest.mark.parametrize(("name", "params", "classes", "float32", "weights"), CONFIGS)
def test_partial_fit_after_loading_continues_as_the_unsaved_twin(tmp_path, name, params, classes, float32, weights):
    chunks = _chunks(classes, float32)
    twin, saved = getattr(core, name)(**params), getattr(core, name)(**params)
    for Xc, yc in chunks[:2]:
        _partial_fit(twin, Xc, yc, weights)
        _partial_fit(saved, Xc, yc, weights)
    core.save_model(saved, tmp_path / "m.json")
    loaded = core.load_model(tmp_path / "m.json")
    _assert_same(loaded, twin)
    for Xc, yc in chunks[2:]:
        _partial_fit(twin, Xc, yc, weights)
        _partial_fit(loaded, Xc, yc, weights)
        _assert_same(loaded, twin)
    assert loaded.get_params() == twin.get_params()


def test_the_averaging_state_matters():
    # Without the saved sums and step count, the average would restart: the twin test above would fail.
    a = core.AveragedPerceptron(learning_rate="invscaling", eta0=0.5)
    for Xc, yc in _chunks(2, False)[:2]:
        _partial_fit(a, Xc, yc, False)
    fresh = core.AveragedPerceptron(learning_rate="invscaling", eta0=0.5)
    _partial_fit(fresh, *_chunks(2, False)[0], False)
    fresh.coef_, fresh.intercept_ = a.coef_.copy(), a.intercept_.copy()  # weights only
    for est in (a, fresh):
        _partial_fit(est, *_chunks(2, False)[2], False)
    assert not np.array_equal(a.coef_, fresh.coef_)


@pytest.mark.parametrize("name", ["Perceptron", "AveragedPerceptron"])
def test_a_loaded_model_with_a_class_weight_dict_fits_again_as_the_original(tmp_path, name):
    weights = {np.int64(0): 3.0, 1: 0.5, 2: 1.25}  # a numpy key comes back as the same Python int
    est = getattr(core, name)(class_weight=weights, until_converged=False, max_iter=3).fit(X, Y3)
    core.save_model(est, tmp_path / "m.json")
    loaded = core.load_model(tmp_path / "m.json")
    loaded_weights = loaded.get_params()["class_weight"]
    assert loaded_weights == weights
    assert [type(k) for k in loaded_weights] == [int, int, int]
    refit, again = loaded.fit(X, Y3), getattr(core, name)(**est.get_params()).fit(X, Y3)
    np.testing.assert_array_equal(refit.coef_, again.coef_)
    np.testing.assert_array_equal(refit.coef_, est.coef_)


def test_class_weight_keys_keep_their_type(tmp_path):
    y = np.array(["ant", "bee", "cat"])[Y3]
    est = core.Perceptron(class_weight={"ant": 2.0, "cat": 0.5}, max_iter=5, until_converged=False).fit(X, y)
    core.save_model(est, tmp_path / "m.json")
    loaded = core.load_model(tmp_path / "m.json")
    assert loaded.class_weight == {"ant": 2.0, "cat": 0.5}
    np.testing.assert_array_equal(loaded.fit(X, y).coef_, est.coef_)
