"""The jobs' thread says how much processor time a job took: the loss panel rests three times that during a run.

Its wall time is no measure of its work: at its low priority beside a run, a landscape of 0.13 s of work took
2.2 s, and a rest three times as long kept the landscapes at the run's early window for seconds.
"""

import time

from perceptron_gui.work.jobs import Jobs


def test_a_jobs_processor_time_is_its_work_not_its_waits(qtbot):
    jobs = Jobs("jobs test")
    results = []

    def waits(report):
        time.sleep(0.4)  # as a thread waiting for a core
        return "waited"

    def works(report):
        start = time.thread_time()
        while time.thread_time() - start < 0.2:
            pass
        return "worked"

    try:
        jobs.submit(waits, on_done=results.append)
        qtbot.waitUntil(lambda: results == ["waited"], timeout=10_000)
        waited = jobs.last_cpu_s
        jobs.submit(works, on_done=results.append)
        qtbot.waitUntil(lambda: results == ["waited", "worked"], timeout=20_000)
        worked = jobs.last_cpu_s
    finally:
        jobs.shutdown()
    assert waited < 0.1
    assert worked >= 0.2
