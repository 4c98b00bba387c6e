#!/bin/sh
# Rewrite not_yet_passing.txt from a run of the port with the list emptied (run from the repo root).
f=tests/core/sklearn_ported/not_yet_passing.txt
printf '# Ported tests that fail on core today (strict xfails); regenerate with regen_not_yet.sh\n' > $f
.venv/bin/python -m pytest tests/core/sklearn_ported -q -p no:cacheprovider -rf 2>/dev/null \
  | sed -n 's/^FAILED tests\/core\/sklearn_ported\/\([^ ]*\).*/\1/p' | sort >> $f
