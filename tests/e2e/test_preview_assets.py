"""Images a COLLADA file references are served through /asset/<key>?p=<ref>: only image types, only under the
file's package (or model) root, only for a COLLADA key of the current model, never a FIFO."""
import asyncio
import os
from urllib.parse import quote

from tests.e2e.helpers.preview_http import URDF, q, request, unblock_readers
from urdf_ls.preview import PreviewState

PNG = b"\x89PNG\r\n\x1a\n" + b"\0" * 16


async def asset(srv, key, ref):
    return await asyncio.wait_for(request(srv.port, "GET", q(srv, "/asset/" + key, "&p=" + quote(ref, safe=""))), 5)


def package(tmp_path):
    pkg = tmp_path / "ws" / "robot_description"
    (pkg / "meshes" / "visual").mkdir(parents=True)
    (pkg / "materials" / "textures").mkdir(parents=True)
    (pkg / "package.xml").write_text("<package/>")
    dae = pkg / "meshes" / "visual" / "body.dae"
    dae.write_text("<COLLADA/>")
    (pkg / "meshes" / "visual" / "skin.png").write_bytes(PNG)
    (pkg / "materials" / "textures" / "paint 1.jpg").write_bytes(b"\xff\xd8\xff" + b"\0" * 8)
    (pkg / "materials" / "notes.txt").write_text("not an image")
    (tmp_path / "ws" / "outside.png").write_bytes(PNG)
    return pkg, dae


async def test_images_beside_and_above_the_dae_within_its_package(srv, tmp_path):
    pkg, dae = package(tmp_path)
    srv.publish(PreviewState(1, URDF, 0, None, {"d": str(dae), "s": str(pkg / "meshes" / "visual" / "skin.png")}))
    status, hdrs, body = await asset(srv, "d", "skin.png")
    assert (status, hdrs["content-type"], body) == (200, "image/png", PNG)
    status, hdrs, _ = await asset(srv, "d", "../../materials/textures/paint%201.jpg")    # as exporters encode it
    assert (status, hdrs["content-type"]) == (200, "image/jpeg")
    status, _, _ = await asset(srv, "d", "file://" + str(pkg / "meshes" / "visual" / "skin.png"))
    assert status == 200


async def test_refusals(srv, tmp_path):
    pkg, dae = package(tmp_path)
    (pkg / "meshes" / "visual" / "link.png").symlink_to(pkg / "materials" / "notes.txt")
    fifo = pkg / "meshes" / "visual" / "pipe.png"
    os.mkfifo(str(fifo))
    srv.publish(PreviewState(1, URDF, 0, None, {"d": str(dae), "s": str(pkg / "meshes" / "visual" / "skin.png")}))
    try:
        for key, ref in [("d", "../../../outside.png"),          # above the package root
                         ("d", str(tmp_path / "ws" / "outside.png")),
                         ("d", "../../materials/notes.txt"),     # not an image
                         ("d", "link.png"),                      # an image name linking to another kind
                         ("d", "pipe.png"),                      # a FIFO named like an image
                         ("d", "http://example.com/a.png"),
                         ("d", ""),
                         ("s", "skin.png"),                      # the key is not a COLLADA file
                         ("nokey", "skin.png")]:
            status, _, _ = await asset(srv, key, ref)
            assert status == 404, (key, ref, status)
    finally:
        unblock_readers(fifo)


async def test_without_a_package_the_dae_folder_bounds_it(srv, tmp_path):
    d = tmp_path / "loose" / "meshes"
    d.mkdir(parents=True)
    dae = d / "m.dae"
    dae.write_text("<COLLADA/>")
    (d / "t.png").write_bytes(PNG)
    (tmp_path / "loose" / "up.png").write_bytes(PNG)
    srv.publish(PreviewState(1, URDF, 0, None, {"d": str(dae)}))
    assert (await asset(srv, "d", "t.png"))[0] == 200
    assert (await asset(srv, "d", "../up.png"))[0] == 404
