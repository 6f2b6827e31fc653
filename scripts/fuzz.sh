#!/usr/bin/env bash
# Long mode of the differential fuzzer at low priority:  bash scripts/fuzz.sh --minutes 40 --seed 13 [--snapshot]
cd "$(dirname "$0")/.."
exec nice -n 10 .venv/bin/python -m tests.fuzz "$@"
