"""The Qt binding the app runs on must not corrupt Python: PySide6 6.12.0 did, on every signal emit."""

import gc
import sys

from PySide6.QtCore import QObject, Signal


class _Emitter(QObject):
    value = Signal(object)


def test_emitting_signals_keeps_the_reference_counts_of_true_and_false(qapp):
    # Python 3.11's True/False are ordinary objects: one lost reference per emit (PySide6 6.12.0) ends in
    # "Fatal Python error: bool_dealloc" once a long lecture session has emitted enough signals.
    emitter = _Emitter()
    received = []
    emitter.value.connect(received.append)
    gc.collect()
    before = sys.getrefcount(True), sys.getrefcount(False)
    for k in range(2000):
        emitter.value.emit(k)
    gc.collect()
    after = sys.getrefcount(True), sys.getrefcount(False)
    assert len(received) == 2000
    assert abs(after[0] - before[0]) < 10 and abs(after[1] - before[1]) < 10, (before, after)
