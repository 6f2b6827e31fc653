"""The preview serves a /file/ key only when what the path resolves to is a regular mesh/texture file: a name
ending in .stl that is (or links to) a FIFO, a device, or a key file is refused at once, and no request can
park one of the server's threads (a FIFO without a writer used to block open() forever)."""
import asyncio
import os

import pytest

from tests.e2e.helpers.preview_http import URDF, q, request, unblock_readers
from urdf_ls.preview import PreviewState

BOUND = 5.0     # seconds any refusal may take (it is immediate; the old code never answered a FIFO)


@pytest.fixture
def fifos(tmp_path):
    made = []

    def make(name):
        p = tmp_path / name
        os.mkfifo(str(p))
        made.append(p)
        return p

    yield make
    for p in made:
        unblock_readers(p)


async def get(srv, key, method="GET"):
    return await asyncio.wait_for(request(srv.port, method, q(srv, "/file/" + key)), BOUND)


async def test_a_fifo_named_like_a_mesh_is_refused_without_blocking(srv, tmp_path, fifos):
    fifo = fifos("pipe.stl")
    (tmp_path / "to_pipe.dae").symlink_to(fifo)
    srv.publish(PreviewState(1, URDF, 0, None, {"fifo": str(fifo), "link": str(tmp_path / "to_pipe.dae")}))
    for key in ["fifo", "link", "fifo", "link"]:          # twice: a parked thread would show on the second round
        for method in ("GET", "HEAD"):
            status, _, _ = await get(srv, key, method)
            assert status == 404, (key, method)
    # the threads are all free: more such requests than the pool has threads, then a real file, all answered
    statuses = await asyncio.gather(*[get(srv, "fifo") for _ in range(12)])
    assert set(s for s, _, _ in statuses) == {404}
    real = tmp_path / "real.stl"
    real.write_bytes(b"solid r\nendsolid r\n")
    srv.publish(PreviewState(2, URDF, 0, None, {"real": str(real)}))
    status, _, body = await get(srv, "real")
    assert status == 200 and body.startswith(b"solid r")


async def test_a_mesh_name_linking_to_a_file_of_another_kind_is_refused(srv, tmp_path):
    key = tmp_path / "id_ed25519"
    key.write_text("-----BEGIN OPENSSH PRIVATE KEY-----\n")
    notes = tmp_path / "notes.txt"
    notes.write_text("secret")
    mesh = tmp_path / "arm.STL"
    mesh.write_bytes(b"solid arm\nendsolid arm\n")
    texture = tmp_path / "skin.png"
    texture.write_bytes(b"\x89PNG\r\n")
    links = {"key": ("m.stl", key), "notes": ("m.dae", notes), "ext-case": ("a.stl", mesh),
             "texture": ("t.jpg", texture), "chain": ("c.obj", tmp_path / "m.stl")}
    files = {}
    for k, (name, target) in links.items():
        (tmp_path / name).symlink_to(target)
        files[k] = str(tmp_path / name)
    srv.publish(PreviewState(1, URDF, 0, None, files))
    for k in ["key", "notes", "chain"]:                 # chain: c.obj -> m.stl -> the key
        status, _, body = await get(srv, k)
        assert status == 404 and b"OPENSSH" not in body and b"secret" not in body, k
    status, hdrs, body = await get(srv, "ext-case")     # a mesh behind a link: served, typed by its name
    assert status == 200 and body.startswith(b"solid arm") and hdrs["content-type"] == "model/stl"
    status, _, body = await get(srv, "texture")
    assert status == 200 and body.startswith(b"\x89PNG")


async def test_devices_named_like_meshes_are_refused(srv, tmp_path):
    files = {}
    for dev in ["/dev/null", "/dev/zero", "/dev/urandom", "/dev/tty"]:    # (/dev/tty: opened it could hang)
        link = tmp_path / (os.path.basename(dev) + ".stl")
        link.symlink_to(dev)
        files[dev] = str(link)
    srv.publish(PreviewState(1, URDF, 0, None, files))
    for dev in files:
        status, _, _ = await get(srv, dev.replace("/", "%2F"))
        assert status == 404, dev
