"""The preview draws robots as RViz does, checked by pixel colours in headless Chromium: COLLADA meshes with their
own materials and textures (the URDF colour only where a part has no material of its own), and white parts that
stand out from the light theme's background. Every wait is a bounded poll."""
import os
import struct
import zlib

import pytest

from tests.e2e.preview.harness import ServerThread
from tests.helpers.paths import ROOT
from urdf_ls.preview import PreviewState, link_files
from urdf_ls.preview.files import simple_resolver

OUT = os.path.join(ROOT, "tests", "e2e", "preview", "out")
HERE = os.path.join(ROOT, "tests", "e2e", "preview")


@pytest.fixture
def server():
    s = ServerThread()
    yield s
    s.close()


def png(width, height, rgb):
    """a solid-colour RGB PNG"""
    raw = b"".join(b"\0" + bytes(rgb) * width for _ in range(height))

    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


CUBE_POS = "-0.5 -0.5 -0.5 0.5 -0.5 -0.5 0.5 0.5 -0.5 -0.5 0.5 -0.5 -0.5 -0.5 0.5 0.5 -0.5 0.5 0.5 0.5 0.5 -0.5 0.5 0.5"
CUBE_TRIS = "0 3 2 0 2 1 4 5 6 4 6 7 0 1 5 0 5 4 2 3 7 2 7 6 1 2 6 1 6 5 0 4 7 0 7 3"


def cube_geometry(gid, material_attr):
    # every vertex maps to the middle of the texture: a solid texture shows its colour on every face
    return ('<geometry id="%s"><mesh>'
            '<source id="%s-p"><float_array id="%s-pa" count="24">%s</float_array><technique_common>'
            '<accessor source="#%s-pa" count="8" stride="3"><param name="X" type="float"/><param name="Y" type="float"/>'
            '<param name="Z" type="float"/></accessor></technique_common></source>'
            '<source id="%s-t"><float_array id="%s-ta" count="2">0.5 0.5</float_array><technique_common>'
            '<accessor source="#%s-ta" count="1" stride="2"><param name="S" type="float"/><param name="T" type="float"/>'
            '</accessor></technique_common></source>'
            '<vertices id="%s-v"><input semantic="POSITION" source="#%s-p"/></vertices>'
            '<triangles %s count="12"><input semantic="VERTEX" source="#%s-v" offset="0"/>'
            '<input semantic="TEXCOORD" source="#%s-t" offset="1" set="0"/><p>%s</p></triangles></mesh></geometry>'
            % (gid, gid, gid, CUBE_POS, gid, gid, gid, gid, gid, gid, material_attr, gid, gid,
               " ".join("%s 0" % i for i in CUBE_TRIS.split())))


# two cubes: "painted" (a texture-only material of the file, the image in the package's textures folder,
# its name percent-encoded as exporters write it) at x = -1, "bare" (no material at all) at x = +1
TEXTURED_DAE = """<?xml version="1.0" encoding="utf-8"?>
<COLLADA xmlns="http://www.collada.org/2005/11/COLLADASchema" version="1.4.1">
  <asset><unit name="meter" meter="1"/><up_axis>Z_UP</up_axis></asset>
  <library_images><image id="paint-img"><init_from>../textures/green%20paint.png</init_from></image></library_images>
  <library_effects><effect id="paint-fx"><profile_COMMON>
    <newparam sid="paint-surface"><surface type="2D"><init_from>paint-img</init_from></surface></newparam>
    <newparam sid="paint-sampler"><sampler2D><source>paint-surface</source></sampler2D></newparam>
    <technique sid="common"><lambert><diffuse><texture texture="paint-sampler" texcoord="UVMap"/></diffuse></lambert></technique>
  </profile_COMMON></effect></library_effects>
  <library_materials><material id="paint" name="paint"><instance_effect url="#paint-fx"/></material></library_materials>
  <library_geometries>GEOMETRIES</library_geometries>
  <library_visual_scenes><visual_scene id="scene">
    <node id="painted" name="painted"><translate>-1 0 0</translate><instance_geometry url="#g1"><bind_material>
      <technique_common><instance_material symbol="m" target="#paint"><bind_vertex_input semantic="UVMap"
      input_semantic="TEXCOORD" input_set="0"/></instance_material></technique_common></bind_material></instance_geometry></node>
    <node id="bare" name="bare"><translate>1 0 0</translate><instance_geometry url="#g2"/></node>
  </visual_scene></library_visual_scenes>
  <scene><instance_visual_scene url="#scene"/></scene>
</COLLADA>
""".replace("GEOMETRIES", cube_geometry("g1", 'material="m"') + cube_geometry("g2", ""))

TEXTURED_URDF = """<?xml version="1.0"?>
<robot name="looks">
  <material name="blue"><color rgba="0.1 0.2 0.95 1"/></material>
  <material name="red"><color rgba="0.95 0.1 0.1 1"/></material>
  <link name="base"><visual><geometry><mesh filename="package://looks/meshes/parts.dae" scale="0.1 0.1 0.1"/></geometry>
    <material name="blue"/></visual></link>
  <link name="stl"><visual><geometry><mesh filename="package://looks/meshes/cube.stl" scale="0.001 0.001 0.001"/></geometry>
    <material name="red"/></visual></link>
  <joint name="j" type="fixed"><parent link="base"/><child link="stl"/><origin xyz="0 0.25 0"/></joint>
</robot>
"""


def looks_package(tmp_path):
    pkg = tmp_path / "ws" / "looks"
    for d in ("meshes", "textures", "urdf"):
        (pkg / d).mkdir(parents=True)
    (pkg / "package.xml").write_text("<package><name>looks</name></package>")
    (pkg / "meshes" / "parts.dae").write_text(TEXTURED_DAE)
    (pkg / "textures" / "green paint.png").write_bytes(png(4, 4, (20, 200, 40)))
    (pkg / "meshes" / "cube.stl").write_bytes(open(os.path.join(HERE, "meshes", "cube_binary.stl"), "rb").read())
    urdf = pkg / "urdf" / "looks.urdf"
    urdf.write_text(TEXTURED_URDF)
    return urdf


def publish_file(server, path, version=1):
    text, files = link_files(open(path).read(), simple_resolver(os.path.dirname(path)))
    server.srv.publish(PreviewState(version=version, urdf=text, files=files, title=os.path.basename(path)))


def open_page(browser, server, version=1, query=""):
    browser.call("goto", url=server.url + query)
    browser.wait("window.urdfPreview && urdfPreview.ready && urdfPreview.version === %d" % version)


def colour_at(browser, xyz):
    pt = browser.eval("urdfPreview.project(%r)" % (list(xyz),))
    return browser.eval("urdfPreview.pixelAt(%f, %f)" % (pt["x"], pt["y"]))


def test_collada_textures_and_urdf_colours_as_rviz_applies_them(browser, server, tmp_path):
    publish_file(server, str(looks_package(tmp_path)))
    open_page(browser, server)
    assert browser.eval("urdfPreview.failedMeshes") == []
    r, g, b = colour_at(browser, (-0.1, 0, 0))          # the textured cube keeps its own (green) texture
    assert g > r + 60 and g > b + 60, (r, g, b)
    r, g, b = colour_at(browser, (0.1, 0, 0))           # the cube without a material takes the link's blue
    assert b > r + 60 and b > g + 40, (r, g, b)
    r, g, b = colour_at(browser, (0, 0.25, 0.05))       # the STL takes its link's red
    assert r > g + 60 and r > b + 60, (r, g, b)
    browser.call("screenshot", path=os.path.join(OUT, "looks-textured.png"))


def test_a_missing_collada_texture_is_named_and_the_part_keeps_its_colour(browser, server, tmp_path):
    urdf = looks_package(tmp_path)
    (urdf.parent.parent / "textures" / "green paint.png").unlink()
    publish_file(server, str(urdf))
    open_page(browser, server)
    assert browser.eval("urdfPreview.failedMeshes") == ["texture ../textures/green paint.png of parts.dae: could not be loaded"]
    assert "green paint.png" in browser.eval("document.getElementById('messages').textContent")
    r, g, b = colour_at(browser, (-0.1, 0, 0))          # not black: the material's own (white) diffuse colour
    assert min(r, g, b) > 90 and max(r, g, b) - min(r, g, b) < 30, (r, g, b)


WHITE_BOX = """<robot name="white"><link name="box"><visual><origin xyz="0 0 0.1"/><geometry><box size="0.2 0.2 0.2"/></geometry>
  </visual></link></robot>"""


def luminance(px):
    return 0.2126 * px[0] + 0.7152 * px[1] + 0.0722 * px[2]


def test_light_theme_keeps_white_parts_apart_from_the_background(browser, server):
    server.srv.publish(PreviewState(version=1, urdf=WHITE_BOX, title="white.urdf"))
    open_page(browser, server, query="&theme=light")
    background = luminance(browser.eval("urdfPreview.pixelAt(890, 630)"))
    assert background > 200                                     # still a light theme
    faces = [(0, 0, 0.2), (0.1, 0, 0.1), (0, 0.1, 0.1)]         # top and the two sides the camera sees
    contrast = [background - luminance(colour_at(browser, f)) for f in faces]
    assert min(contrast) >= 25, contrast
    browser.call("screenshot", path=os.path.join(OUT, "light-white-box.png"))
