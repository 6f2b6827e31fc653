#!/usr/bin/env bash
# CI check: the committed preview bundle (urdf_ls/preview/static) is exactly what the sources and the
# lockfile build (esbuild's output is deterministic). Exit 1 naming the stale files.
set -euo pipefail
cd "$(dirname "$0")/.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bash scripts/build-preview.sh "$tmp" >/dev/null
status=0
for f in $(cd "$tmp" && ls); do
  if ! cmp -s "$tmp/$f" "urdf_ls/preview/static/$f"; then
    echo "urdf_ls/preview/static/$f does not match a rebuild from editors/preview (run bash scripts/build-preview.sh)" >&2
    status=1
  fi
done
for f in $(cd urdf_ls/preview/static && ls); do
  [ -e "$tmp/$f" ] || { echo "urdf_ls/preview/static/$f is not built from editors/preview" >&2; status=1; }
done
if [ $status = 0 ]; then echo "preview bundle matches its sources"; fi
exit $status
