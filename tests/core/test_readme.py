"""The README's library example runs and says what it shows."""

import re
from pathlib import Path

README = Path(__file__).resolve().parents[2] / "README.md"


def test_readme_library_example():
    block = re.search(r"```python\n(.*?)```", README.read_text(encoding="utf-8"), re.S).group(1)
    namespace: dict = {}
    exec(compile(block, "README.md", "exec"), namespace)
    assert namespace["clf"].coef_.tolist() == [[3.0, 1.0]]
    assert namespace["clf"].n_mistakes_ == 3
    assert namespace["xor"].converged_
