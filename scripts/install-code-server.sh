#!/usr/bin/env bash
# Install code-server from the npm registry without its network-only postinstall steps
# (@vscode/ripgrep fetches a binary from GitHub, which is not reachable here): the VS Code
# dependencies are installed without scripts, Debian's ripgrep is put in place, and native
# modules are rebuilt locally.   usage: install-code-server.sh DIR
set -euo pipefail
DIR=${1:?target dir}
VER=${CODE_SERVER_VERSION:-4.90.3}
mkdir -p "$DIR"
cd "$DIR"
if [ ! -f node_modules/code-server/package.json ]; then
  npm install --ignore-scripts --no-audit --no-fund "code-server@$VER" >/dev/null
fi
CS=$DIR/node_modules/code-server
# node-gyp cannot download headers here: build against the system Node's headers
if [ -f /usr/include/node/node_api.h ]; then export npm_config_nodedir=/usr; fi
if [ ! -e "$DIR/node_modules/argon2/lib/binding" ]; then
  ( cd "$DIR/node_modules/argon2" && CXXFLAGS="-fpermissive" ../.bin/node-pre-gyp rebuild --build-from-source >/dev/null 2>&1 )
fi
cd "$CS/lib/vscode"
if [ ! -e node_modules.asar ]; then
  npm install --ignore-scripts --legacy-peer-deps --omit=dev --no-audit --no-fund >/dev/null
  mkdir -p node_modules/@vscode/ripgrep/bin
  cp "$(command -v rg)" node_modules/@vscode/ripgrep/bin/rg
  # build the native modules (node-pty, spdlog, kerberos, ...) for this Node; skip the ripgrep download
  for m in $(ls -d node_modules/* node_modules/@*/* 2>/dev/null); do
    [ -f "$m/binding.gyp" ] || continue
    ( cd "$m" && CXXFLAGS="-fpermissive" npx --yes node-gyp rebuild >/dev/null 2>&1 ) || echo "warn: native build failed: $m"
  done
  ln -sfn node_modules node_modules.asar
  ( cd bin/remote-cli && ln -sfn code-linux.sh code-server )
  ( cd bin/helpers && ln -sfn browser-linux.sh browser.sh )
  ( cd extensions && npm install --ignore-scripts --legacy-peer-deps --omit=dev --no-audit --no-fund >/dev/null )
fi
echo "$DIR/node_modules/.bin/code-server"
