"""Learning-rate schedules (core.learn.schedules): values worked out by hand, the Robbins-Monro sums, messages."""

import math

import numpy as np
import pytest

from core.learn.schedules import SCHEDULES, learning_rate, optimal_t0, schedule_sums


def test_constant_is_eta0_at_every_step():
    assert [learning_rate("constant", t, eta0=0.3) for t in (1, 2, 100)] == [0.3, 0.3, 0.3]


def test_one_over_t():
    # eta0 / t with eta0 = 2: 2, 1, 2/3, 1/2
    assert [learning_rate("1/t", t, eta0=2.0) for t in (1, 2, 3, 4)] == pytest.approx([2, 1, 2 / 3, 0.5])


def test_invscaling_is_eta0_over_t_to_the_p():
    # eta0 / t^p with eta0 = 1, p = 1/2: t = 1, 4, 9, 16 -> 1, 1/2, 1/3, 1/4
    values = [learning_rate("invscaling", t, eta0=1.0, power_t=0.5) for t in (1, 4, 9, 16)]
    assert values == pytest.approx([1, 1 / 2, 1 / 3, 1 / 4])
    # p = 0.75, t = 16: 16^0.75 = 8
    assert learning_rate("invscaling", 16, eta0=4.0, power_t=0.75) == pytest.approx(0.5)


def test_optimal_is_bottous_schedule_with_scikit_learns_t0():
    # alpha = 1/16: typw = sqrt(1 / sqrt(1/16)) = sqrt(4) = 2, t0 = 1 / (typw alpha) = 8,
    # eta_t = 1 / (alpha (t0 + t - 1)) = 16 / (7 + t): t = 1 -> 2, t = 9 -> 1
    assert optimal_t0(1 / 16) == pytest.approx(8.0)
    assert learning_rate("optimal", 1, alpha=1 / 16) == pytest.approx(2.0)
    assert learning_rate("optimal", 9, alpha=1 / 16) == pytest.approx(1.0)


def test_optimal_matches_scikit_learns_first_step():
    # scikit-learn's first step of "optimal" has eta_1 = typw = alpha^(-1/4)
    alpha = 0.0001
    assert learning_rate("optimal", 1, alpha=alpha) == pytest.approx(alpha**-0.25)


def test_sums_for_the_robbins_monro_curves():
    # 1/t with eta0 = 1 over T = 4: eta = 1, 1/2, 1/3, 1/4; sums 1, 3/2, 11/6, 25/12;
    # squares 1, 1/4, 1/9, 1/16; their sums 1, 5/4, 49/36, 205/144
    eta, sum_eta, sum_sq = schedule_sums("1/t", 4, eta0=1.0)
    np.testing.assert_allclose(eta, [1, 1 / 2, 1 / 3, 1 / 4])
    np.testing.assert_allclose(sum_eta, [1, 3 / 2, 11 / 6, 25 / 12])
    np.testing.assert_allclose(sum_sq, [1, 5 / 4, 49 / 36, 205 / 144])


def test_sums_of_a_constant_rate_grow_linearly():
    eta, sum_eta, sum_sq = schedule_sums("constant", 5, eta0=0.5)
    np.testing.assert_allclose(eta, [0.5] * 5)
    np.testing.assert_allclose(sum_eta, [0.5, 1.0, 1.5, 2.0, 2.5])
    np.testing.assert_allclose(sum_sq, [0.25, 0.5, 0.75, 1.0, 1.25])


def test_long_run_sums_show_which_schedules_meet_robbins_monro():
    T = 100_000
    harmonic = schedule_sums("1/t", T).sum_eta_squared[-1]
    assert harmonic == pytest.approx(math.pi**2 / 6, abs=1e-4)  # sum 1/t^2 converges to pi^2/6
    assert schedule_sums("1/t", T).sum_eta[-1] == pytest.approx(math.log(T) + 0.5772156649, abs=1e-4)
    assert schedule_sums("constant", T, eta0=0.1).sum_eta_squared[-1] == pytest.approx(T * 0.01)


def test_every_name_gives_arrays_of_length_T():
    for name in SCHEDULES:
        sums = schedule_sums(name, 7, eta0=0.1, power_t=0.5, alpha=0.01)
        assert [len(a) for a in sums] == [7, 7, 7]
    assert [len(a) for a in schedule_sums("constant", 0)] == [0, 0, 0]


def test_sums_agree_with_the_pointwise_rate():
    for name in SCHEDULES:
        eta = schedule_sums(name, 50, eta0=0.2, power_t=0.7, alpha=0.01).eta
        pointwise = [learning_rate(name, t, eta0=0.2, power_t=0.7, alpha=0.01) for t in range(1, 51)]
        np.testing.assert_allclose(eta, pointwise, rtol=1e-15)


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: learning_rate("cosine", 1), "Unknown learning-rate schedule 'cosine': use one of constant, 1/t"),
        (lambda: learning_rate("constant", 0), "Steps count from t = 1, got t=0"),
        (lambda: learning_rate("constant", 1, eta0=-1.0), "eta0 must be a finite number > 0, got -1.0"),
        (lambda: learning_rate("optimal", 1, alpha=0.0), "needs alpha > 0"),
        (lambda: learning_rate("invscaling", 1, power_t=float("nan")), "power_t must be a finite number >= 0"),
        (lambda: schedule_sums("constant", -1), "T must be >= 0, got -1"),
    ],
)
def test_bad_input_gets_a_clear_message(call, message):
    with pytest.raises(ValueError, match=message.replace("(", r"\(").replace(")", r"\)")):
        call()
