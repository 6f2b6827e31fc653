"""Where things are: the repository root and the shared test data."""
import os
import pathlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = pathlib.Path(ROOT) / "tests" / "data"
E2E = os.path.join(ROOT, "tests", "e2e")

# the folder of the documents tests make in memory: it does not exist, so nothing around them is walked (in /tmp a
# xacro document's search for its includers walks everyone's temporary files, within its time budget)
NO_FOLDER = "/nonexistent/urdf-ls-tests"
