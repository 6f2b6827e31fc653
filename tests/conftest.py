import os
import sys

import pytest

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# the mesh results urdf-ls keeps between runs (~/.cache/urdf-ls) must not carry one test run into the next:
# every process of this run, servers and CLIs included, keeps them in a folder of its own
if "URDF_LS_TEST_CACHE" not in os.environ:
    import atexit
    import shutil
    import tempfile
    os.environ["URDF_LS_TEST_CACHE"] = os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="urdf-ls-test-cache-")
    atexit.register(shutil.rmtree, os.environ["URDF_LS_TEST_CACHE"], True)

try:
    from hypothesis import settings
except ImportError:  # pragma: no cover
    settings = None
if settings is not None:
    # "ci" is the full budget (CI passes it); "fast", the unit tier's default, keeps it within 15 s of CPU
    settings.register_profile("ci", max_examples=100)
    settings.register_profile("fast", max_examples=5, deadline=None)


@pytest.fixture
def make_cache():
    """MeshCache(...) for a test (unit and e2e), each closed and its worker thread done when the test ends: nothing
    of one test's caches runs into the next"""
    from urdf_ls.workspace.geometry.cache import MeshCache
    made = []

    def make(**kwargs):
        made.append(MeshCache(**kwargs))
        return made[-1]
    yield make
    for cache in made:
        cache.close()
        worker = cache._worker
        if worker is not None:
            worker.join(60)


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: a unit test of a second or more (left out of the fast tier: -m 'not slow')")


def _accept_registrations():
    """pytest-lsp's client has no client/registerCapability handler, and an unanswered server request fails
    the test: a test client that declares dynamic registration (VS Code's or Emacs's capabilities) accepts
    them, as those editors do, and keeps them in client.registrations"""
    try:
        from lsprotocol import types as T
        from pytest_lsp.client import LanguageClient, default_feature
    except ImportError:
        return

    @default_feature(T.CLIENT_REGISTER_CAPABILITY)     # (pygls passes the client only to an annotated parameter)
    def register_capability(client: LanguageClient, params: T.RegistrationParams):
        client.__dict__.setdefault("registrations", []).extend(params.registrations)


_accept_registrations()
