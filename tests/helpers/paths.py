"""Where things are: the repository root and the shared test data."""
import os
import pathlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DATA = pathlib.Path(ROOT) / "tests" / "data"
E2E = os.path.join(ROOT, "tests", "e2e")
