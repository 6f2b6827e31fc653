#!/usr/bin/env bash
# CI check: the committed preview bundle (urdf_ls/preview/static) is exactly what the sources and the
# lockfile build (esbuild's output is deterministic). Exit 1 with a diff summary when it is stale.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bash scripts/build-preview.sh "$tmp" >/dev/null
status=0
for f in index.html preview.js; do
  if ! cmp -s "$tmp/$f" "urdf_ls/preview/static/$f"; then
    echo "urdf_ls/preview/static/$f does not match a rebuild from editors/preview (run bash scripts/build-preview.sh)" >&2
    status=1
  fi
done
extra=$(cd urdf_ls/preview/static && ls | grep -vxE 'index\.html|preview\.js' || true)
if [ -n "$extra" ]; then echo "unexpected files in urdf_ls/preview/static: $extra" >&2; status=1; fi
[ $status = 0 ] && echo "preview bundle matches its sources"
exit $status
