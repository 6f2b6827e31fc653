#!/usr/bin/env bash
# Set up everything the tests need on a fresh Debian machine, then run them.
#   bash scripts/test.sh [pytest args...]
# Installs (as root, via apt-get): liburdfdom-tools (check_urdf), neovim, nodejs/npm, chromium.
# Builds the third-party corpus with ../shared/corpus/build_corpus.sh into .corpus/ (or $URDF_LS_CORPUS).
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  need=""
  command -v check_urdf >/dev/null || need="$need liburdfdom-tools"
  command -v nvim >/dev/null || need="$need neovim"
  if [ -n "$need" ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $need >/dev/null
  fi
fi

PY=${PYTHON:-python3}
[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/pip install -q -e '.[test,xacro]'

export URDF_LS_CORPUS=${URDF_LS_CORPUS:-$REPO/.corpus}
if [ ! -f "$URDF_LS_CORPUS/MANIFEST.tsv" ] && [ -f ../shared/corpus/build_corpus.sh ]; then
  echo "building corpus in $URDF_LS_CORPUS (downloads pinned packages, ~670 MB)"
  bash ../shared/corpus/build_corpus.sh "$URDF_LS_CORPUS" > "$URDF_LS_CORPUS.log" 2>&1 \
    || { tail -20 "$URDF_LS_CORPUS.log"; exit 1; }
fi

# on CI every tool is mandatory: a missing one fails instead of skipping
if [ "${CI:-}" = "true" ]; then export URDF_LS_REQUIRE_TOOLS=1; fi
exec .venv/bin/python -m pytest -q "$@"
