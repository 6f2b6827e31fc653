"""MuJoCo's URDF reader and compiler, predicted from the file (the static answer where MuJoCo is not installed;
tests/e2e/test_consumer_agreement.py measures it against MuJoCo itself).

It reads the robot's own <mujoco><compiler/> block as MuJoCo does: meshdir (the folder meshes are opened in,
joined with the filename as written), strippath (the filename's folders dropped), discardvisual (false: visual
geometry is compiled, its meshes opened), balanceinertia, inertiafromgeom, boundmass and fusestatic.  One
diagnostic per cause: the first place carries it, the others are its related locations."""
from __future__ import annotations

from ...codes import Code
from ...vocabulary.numbers import parse_double
from ..urdf import check_inertia_matrix, on_name, on_value
from ...workspace.geometry.solids import principal_moments
from .mesh_causes import one_per_cause
from .model import MOVING

MJ_MINVAL = 1e-15      # MuJoCo's mjMINVAL: a principal moment at most this is not positive

MUJOCO_MESHES = (".stl", ".obj", ".msh")
SHAPES = ("box", "cylinder", "sphere", "capsule", "mesh")     # the order MuJoCo looks for them in


class Compiler:
    """the attributes of <mujoco><compiler/> that change what MuJoCo does with a URDF (its URDF defaults)"""

    def __init__(self, root):
        mj = root.first("mujoco")
        c = mj.first("compiler") if mj is not None else None
        get = (lambda k, d: c.get(k, d)) if c is not None else (lambda k, d: d)
        self.meshdir = get("meshdir", "")
        self.strippath = get("strippath", "false") == "true"
        self.discardvisual = get("discardvisual", "true") != "false"
        self.balanceinertia = get("balanceinertia", "false") == "true"
        self.inertiafromgeom = get("inertiafromgeom", "auto")
        self.fusestatic = get("fusestatic", "true") != "false"
        self.boundmass = parse_double(get("boundmass", "0")) or 0.0
        self.element = c


def mujoco(robot, root, ctx=None) -> list:
    """ctx: the document's path and file checks (rules.urdf.Ctx); without it, whether a mesh exists is not
    asked"""
    compiler = Compiler(root)
    out = _massless(robot, compiler) + _free_joints(robot, compiler)
    for link in robot.links.values():
        if not compiler.balanceinertia:
            out += _inertia(link)
    out += _meshes(root, compiler, _file_check(ctx))
    out += _repeated(root, compiler)
    return out


def _massless(robot, compiler):
    if compiler.boundmass > 0 or compiler.inertiafromgeom == "true":
        return []
    out = []
    groups = robot.groups(keep_preserved=False) if compiler.fusestatic else {n: [n] for n in robot.links}
    for name, members in groups.items():
        j = robot.parent_joint.get(name)
        if j is not None and j.type in MOVING and not any(_has_mass(robot.links[n], compiler) for n in members):
            el = robot.links[name].el
            a = el.attr("name")
            msg = "mujoco: MuJoCo refuses the model: link '%s' moves (joint '%s') but has no mass%s" % (
                name, j.name, " with what is fused into it" if len(members) > 1 else "")
            out.append(on_value(a, Code.MUJOCO_MASSLESS_BODY, msg) if a is not None else
                       on_name(el, Code.MUJOCO_MASSLESS_BODY, msg))
    return out


def _has_mass(link, compiler):
    """a mass of its own, or (no <inertial>, inertiafromgeom auto) one MuJoCo computes from its collision
    geometry at density 1000"""
    if link.mass:
        return True
    return link.inertial is None and compiler.inertiafromgeom == "auto" and any(
        c.kind == "element" and c.name == "collision" and c.first("geometry") is not None for c in link.el.children)


def _free_joints(robot, compiler):
    top = robot.merged_into(robot.root, False)[0] if robot.root else None
    out = []
    for j in robot.joints:
        if j.type == "floating" and top is not None and robot.merged_into(j.parent, False)[0] != top:
            a = j.el.attr("type")
            msg = "mujoco: MuJoCo refuses the model: floating joint '%s' is not at the top level (its parent " \
                  "'%s' moves)" % (j.name, j.parent)
            out.append(on_value(a, Code.MUJOCO_FREE_JOINT, msg) if a is not None else
                       on_name(j.el, Code.MUJOCO_FREE_JOINT, msg))
    return out


def _inertia(link):
    """an Error on an inertia MuJoCo's compiler refuses: not positive definite (its smallest principal moment at
    most mjMINVAL, relative to the largest), or moments that violate the triangle inequality.  MuJoCo checks any
    inertia that is not all zeros (all zeros: undefined, and left to the mass check)"""
    i = link.inertial.first("inertia") if link.inertial is not None else None
    vals = [parse_double(i.get(k)) for k in ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")] if i is not None else [None]
    if None in vals or not any(vals):
        return []
    found = []
    check_inertia_matrix(found, i, *vals)
    codes = {d.code for d in found}
    small, _middle, big = principal_moments(vals)
    if Code.INERTIA_NOT_PD in codes or small <= max(MJ_MINVAL, 1e-12 * abs(big)):
        why = "is not positive definite (its smallest principal moment is %.3g)" % small
    elif Code.INERTIA_TRIANGLE in codes:
        why = "violates the triangle inequality (A + B >= C)"
    else:
        return []
    return [on_name(i, Code.MUJOCO_INERTIA_INVALID, "mujoco: MuJoCo refuses the model: the inertia of link '%s' "
                    "%s" % (link.name, why))]


def _opened_meshes(root, compiler):
    """the filename attributes of the meshes MuJoCo opens: collision meshes, and visual ones unless discarded"""
    for link in root.elements("link"):
        for geo in link.children:
            if geo.kind != "element" or geo.name not in ("collision", "visual"):
                continue
            if geo.name == "visual" and compiler.discardvisual:
                continue
            g = geo.first("geometry")
            shape = _shape(g) if g is not None else None
            a = shape.attr("filename") if shape is not None and shape.name == "mesh" else None
            if a is not None and a.value:
                yield geo.name, a


def _shape(geometry):
    for kind in SHAPES:
        el = geometry.first(kind)
        if el is not None:
            return el
    return None


def _file_check(ctx):
    """(the document's folder, exists(path)) or None"""
    path = getattr(ctx, "path", None)
    packages = getattr(ctx, "packages", None)
    if not path or packages is None:
        return None
    import os
    return os.path.dirname(os.path.abspath(path)), packages.exists


def _meshes(root, compiler, files=None):
    return one_per_cause((_mesh_cause(kind, a.value, compiler, files), a) for kind, a in _opened_meshes(root, compiler))


def _mesh_cause(kind, filename, compiler, files=None):
    """(code, what places of the same cause share, message) of what MuJoCo fails on in opening this mesh, or
    None"""
    visual = " (a visual mesh: the robot's compiler sets discardvisual=\"false\")" if kind == "visual" else ""
    if filename.startswith("package://"):
        return (Code.MUJOCO_PACKAGE_URI, None, "mujoco: MuJoCo does not resolve package:// and fails to open "
                "'%s'%s: give a path relative to the file (or set meshdir)" % (filename, visual))
    if "://" in filename:
        return (Code.MUJOCO_MESH_MISSING, filename.split("://", 1)[0], "mujoco: MuJoCo does not resolve %s:// and "
                "fails to open '%s'%s: give a path relative to the file" % (
                    filename.split("://", 1)[0], filename.replace("://", ":/", 1), visual))
    opened = filename.rsplit("/", 1)[-1] if compiler.strippath else filename
    meshdir = compiler.meshdir.strip("/")
    if meshdir and not opened.startswith("/") and opened.startswith(meshdir + "/"):
        return (Code.MUJOCO_MESH_MISSING, None, "mujoco: MuJoCo opens '%s/%s' and fails: the robot's "
                "<mujoco><compiler meshdir=\"%s\"> comes before the filename, which already starts with it%s; "
                "drop one of them" % (meshdir, opened, meshdir, visual))
    missing = _missing(opened, meshdir, files)
    if missing is not None:
        return (Code.MUJOCO_MESH_MISSING, None, "mujoco: MuJoCo opens '%s' and fails: there is no such file%s%s" % (
            missing, " (meshdir \"%s\" joined with the filename)" % meshdir if meshdir else "", visual))
    if not filename.lower().endswith(MUJOCO_MESHES):
        ext = filename.rsplit(".", 1)[-1].lower() if "." in filename else ""
        return (Code.MUJOCO_MESH_FORMAT, ext, "mujoco: MuJoCo refuses the model: it reads STL, OBJ and MSH meshes, "
                "not '%s' (convert the %s mesh)%s" % (filename.rsplit("/", 1)[-1], kind, visual))
    return None


def _missing(opened, meshdir, files):
    """the path MuJoCo opens when no file is there (the robot's folder, meshdir, the filename), else None"""
    if files is None:
        return None
    import os
    folder, exists = files
    path = opened if os.path.isabs(opened) else os.path.join(folder, meshdir, opened)
    return None if exists(path) else os.path.join(meshdir, opened) if not os.path.isabs(opened) else opened


def _repeated(root, compiler):
    """each element MuJoCo's URDF reader takes once where it reads it (FindSubElem) and that appears again"""
    out = _twice(root, ("mujoco",))
    mj = root.first("mujoco")
    if mj is not None:
        out += _twice(mj, ("compiler", "option", "size"))
    out += [d for el in root.iter() if el.name == "material" and el.get("name") for d in _twice(el, ("color",))]
    for el in root.children:
        if el.kind != "element":
            continue
        if el.name == "link":
            out += _link_repeats(el, compiler)
        elif el.name == "joint":
            moving = ("dynamics", "limit") if el.get("type") != "fixed" else ()
            out += _twice(el, ("parent", "child", "origin", "axis") + moving)
    return out


def _link_repeats(link, compiler):
    out = _twice(link, ("inertial",))
    inertial = link.first("inertial")
    if inertial is not None:
        out += _twice(inertial, ("origin", "mass", "inertia"))
    for geo in link.children:
        if geo.kind != "element" or geo.name not in ("visual", "collision"):
            continue
        if geo.name == "visual":
            out += _twice(geo, ("material",))
            material = geo.first("material")
            if material is not None and not material.get("name"):
                out += _twice(material, ("color",))
            if compiler.discardvisual:
                continue
        out += _twice(geo, ("geometry", "origin"))
        g = geo.first("geometry")
        shape = _shape(g) if g is not None else None
        if shape is not None:
            out += _twice(g, (shape.name,))
    return out


def _twice(el, names):
    out = []
    for name in names:
        same = [c for c in el.children if c.kind == "element" and c.name == name]
        if len(same) > 1:
            out.append(on_name(same[1], Code.MUJOCO_REPEATED_ELEMENT, "mujoco: MuJoCo refuses the model (\"repeated "
                               "element: '%s'\"): its URDF reader takes one <%s> in <%s> (urdfdom reads the "
                               "first); remove this one" % (name, name, el.name)))
    return out
