"""The bits do not depend on the CPU: exactness with scikit-learn under every OpenBLAS kernel (issue 46).

scikit-learn's averaged SGD finishes its weights with BLAS, whose rounding depends on the kernel
OpenBLAS runs (``OPENBLAS_CORETYPE``, or its own choice for the CPU).  A suite that compares bits
in one process only proves them for that process's kernel, so ``bench/exactness_kernels.py`` fits
the same random problems in a process per kernel, and this test runs it for the machine's own choice
and for Haswell, SandyBridge and Prescott (which every x86-64 CPU can run) and holds every claim:
perceptron and averaged perceptron fits bit for bit, float32 bit for bit without a penalty or with
L2, hinge and logistic within 1e-9, ``predict_proba`` scikit-learn's bits wherever the weights are.
"""

import json
import os
import platform
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BENCH = os.path.join(ROOT, "bench", "exactness_kernels.py")

X86 = platform.machine().lower() in ("x86_64", "amd64")
# other CPUs have kernels of their own: there, the machine's choice alone
KERNELS = "auto,Haswell,SandyBridge,Prescott" if X86 else "auto"


def test_every_kernel_gives_scikit_learns_bits(tmp_path):
    out = tmp_path / "counts.json"
    done = subprocess.run(
        [sys.executable, BENCH, "--problems", "40", "--kernels", KERNELS, "--json", str(out)],
        capture_output=True, text=True, cwd=ROOT, timeout=900, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    results = json.loads(out.read_text())
    ran = {result["asked"]: result["kernel"].lower() for result in results}
    if X86:  # each process ran the kernel asked for (OpenBLAS names its Prescott kernel after the Katmai core)
        assert ran["Haswell"] == "haswell" and ran["SandyBridge"] == "sandybridge"
        assert ran["Prescott"] in ("prescott", "katmai")
    for result in results:
        rows = result["rows"]
        for family in ("perceptron", "averaged"):
            assert rows[family]["bitwise"] == rows[family]["problems"] == 40, (result["kernel"], family, rows[family])
        assert rows["predict_proba"]["problems"] > 0
        broken = {family: row["broken"] for family, row in rows.items() if row["broken"]}
        assert broken == {}, f"under {result['kernel']}: {broken}"
    assert "claims broken: 0" in done.stdout
