"""scripts/fuzz_counts.py runs the suite's fuzzers on their own seeded generators and counts what the inputs gave."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_fuzz_counts_script_prints_and_writes_each_fuzzers_counts(tmp_path: Path):
    out = tmp_path / "counts.json"
    args = ["--inputs", "25", "--seconds", "60", "--seed", "3", "--only", "SGD", "round 2", "--json", str(out)]
    done = subprocess.run([sys.executable, str(ROOT / "scripts" / "fuzz_counts.py"), *args], capture_output=True,
                          text=True, cwd=ROOT, timeout=300)  # fmt: skip
    assert done.returncode == 0, done.stdout + done.stderr
    report = json.loads(out.read_text())
    names = [row["fuzzer"] for row in report["fuzzers"]]
    assert names == ["round 2: CSV label names", "SGD runs at any scale"]
    for row in report["fuzzers"]:
        assert row["inputs"] == 25 and row["failed_checks"] == row["undocumented_exceptions"] == 0, row
        assert row["attempts"] == row["clean_errors"] + row["accepted"] == 25  # one attempt per input in these two
        assert f"{row['fuzzer']:<36}  {row['inputs']:>7}" in done.stdout
    assert report["fuzzers"][0]["accepted"] == 25  # every valid label name comes back
    sgd = report["fuzzers"][1]
    assert sgd["clean_errors"] > 0 and sgd["accepted"] > 0  # some runs overflow, some do not
