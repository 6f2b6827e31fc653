"""Launcher of the urdf-ls server bundled in the VS Code extension.

The extension runs `<python> bundled/tool/server.py` with any Python >= 3.9. The server and its
pure-Python dependencies (pygls, lsprotocol, attrs, cattrs, ...) live in bundled/libs, which is put
first on sys.path, so nothing has to be pip-installed into that interpreter. PYTHONPATH gets the same
folder so that child processes of the server (`python -m urdf_ls.expand`) find it too.
"""
import os
import runpy
import sys

if sys.version_info < (3, 9):
    sys.stderr.write("urdf-ls needs Python 3.9 or newer; %s is %d.%d\n"
                     % (sys.executable, sys.version_info[0], sys.version_info[1]))
    sys.exit(3)

LIBS = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "libs")
if not os.path.isdir(os.path.join(LIBS, "urdf_ls")):
    sys.stderr.write("urdf-ls: the bundled server is missing from %s (build the extension with `npm run package`)\n"
                     % LIBS)
    sys.exit(4)
sys.path.insert(0, LIBS)
os.environ["PYTHONPATH"] = os.pathsep.join([LIBS] + [p for p in [os.environ.get("PYTHONPATH")] if p])

if __name__ == "__main__":
    runpy.run_module("urdf_ls", run_name="__main__", alter_sys=True)
