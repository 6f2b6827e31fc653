#!/usr/bin/env bash
# Build the live preview page (editors/preview: three.js + urdf-loader, bundled by esbuild) into the Python
# package data urdf_ls/preview/static/, from the pinned lockfile. Commit the result: `pip install` ships it.
#   bash scripts/build-preview.sh [OUT_DIR]
set -euo pipefail
cd "$(dirname "$0")/../editors/preview"
if [ ! -x node_modules/.bin/esbuild ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund >/dev/null
fi
node build.mjs "${1:-../../urdf_ls/preview/static}"
