"""URDF rules.  Local rules run per top-level chunk (cached on the chunk, so an
edit re-checks only the chunks it touched); global rules (names, references,
kinematic tree) run over small per-chunk summaries."""
from __future__ import annotations

import math

from . import schema
from .numbers import parse_double, parse_vector

ERROR, WARNING, INFO = 1, 2, 3
_SEV = {"error": ERROR, "warning": WARNING}


class Diag:
    __slots__ = ("c", "_s", "_e", "code", "message", "severity", "data")

    def __init__(self, c, s, e, code, message, severity=ERROR, data=None):
        self.c, self._s, self._e = c, s, e
        self.code, self.message, self.severity, self.data = code, message, severity, data

    start = property(lambda self: self._s + self.c.d)
    end = property(lambda self: self._e + self.c.d)

    def __repr__(self):
        return "Diag(%s %s @%d-%d: %s)" % ("E" if self.severity == ERROR else "W", self.code, self.start,
                                           self.end, self.message)


def on_name(el, code, msg, sev=ERROR, data=None):
    return Diag(el.c, el._ns, el._ne, code, msg, sev, data)


def on_value(a, code, msg, sev=ERROR, data=None):
    if a._ve > a._vs:
        return Diag(a.c, a._vs, a._ve, code, msg, sev, data)
    return Diag(a.c, a._ns, a._ne, code, msg, sev, data)


def on_attr_name(a, code, msg, sev=ERROR, data=None):
    return Diag(a.c, a._ns, a._ne, code, msg, sev, data)


def has_expr(v):
    return v is not None and ("${" in v or "$(" in v)


class Summary:
    """what one top-level chunk contributes to the model"""
    __slots__ = ("diags", "defs", "refs", "joint")

    def __init__(self):
        self.diags: list[Diag] = []
        self.defs: list = []      # (kind, name, attr, element)
        self.refs: list = []      # (kind, name, attr, role)
        self.joint = None         # (name, parent_attr, child_attr, element)


class Ctx:
    def __init__(self, xacro_mode=False, path=None):
        self.xacro = xacro_mode
        self.path = path


# ------------------------------------------------------------------ value checks
def _lit(ctx, a):
    """attribute is checkable (not a xacro expression)"""
    return a is not None and not (ctx.xacro and has_expr(a.value))


def check_double(ctx, out, el, name, code, what, required=False, req_msg=None):
    a = el.attr(name)
    if a is None:
        if required:
            out.append(on_name(el, code + "-missing", req_msg or "<%s> needs a %s attribute" % (el.name, name)))
        return None
    if not _lit(ctx, a):
        return None
    v = parse_double(a.value)
    if v is None:
        out.append(on_value(a, code + "-nan", "%s '%s' is not a valid number%s" % (
            what, a.value, _why_bad_number(a.value))))
    return v


def _why_bad_number(s):
    t = s.strip().lower()
    if t in ("nan", "inf", "-inf", "+inf", "infinity"):
        return " (urdfdom rejects nan and inf)"
    if s != s.rstrip():
        return " (urdfdom rejects trailing whitespace)"
    if "," in s:
        return " (use '.' as the decimal point, no commas)"
    return ""


def check_vector(ctx, out, el, name, code, n=3, required=False):
    a = el.attr(name)
    if a is None:
        if required:
            out.append(on_name(el, code + "-missing", "<%s> needs a %s attribute" % (el.name, name)))
        return None
    if not _lit(ctx, a):
        return None
    vals, problem = parse_vector(a.value, n)
    if problem:
        fix = None
        if "," in a.value or "\t" in a.value:
            fix = " ".join(p for p in a.value.replace(",", " ").replace("\t", " ").split() if p)
        out.append(on_value(a, code, "%s of <%s>: %s" % (name, el.name, problem), ERROR,
                            {"fix": fix} if fix else None))
    return vals


def check_pose(ctx, out, el):
    if el is None:
        return None, None
    check_unknown(ctx, out, el)
    xyz = check_vector(ctx, out, el, "xyz", "origin-xyz")
    rpy = check_vector(ctx, out, el, "rpy", "origin-rpy")
    return xyz, rpy


def first(el, name, out=None, warn_dupes=True):
    found = [c for c in el.children if c.kind == "element" and c.name == name]
    if out is not None and warn_dupes and len(found) > 1:
        for extra in found[1:]:
            out.append(on_name(extra, "duplicate-child", "Only the first <%s> of <%s> is read; this one is ignored"
                               % (name, el.name), WARNING))
    return found[0] if found else None


def has_xacro_child(ctx, el):
    return ctx.xacro and any(c.kind == "element" and c.name.startswith("xacro:") for c in el.children)


def check_unknown(ctx, out, el, allowed_children=None, children=True):
    """unknown attributes and child elements of a known URDF element"""
    spec = schema.ELEMENTS.get(el.name)
    if spec is None:
        return
    for a in el.attrs:
        if a.name in spec.attrs or a.name.startswith("xmlns") or ":" in a.name:
            continue
        if el.name == "robot" and a.name in ("xmlns",):
            continue
        sugg = schema.did_you_mean(a.name, spec.attrs)
        out.append(on_attr_name(a, "unknown-attribute", "Unknown attribute '%s' on <%s>%s" % (
            a.name, el.name, ("; did you mean '%s'?" % sugg) if sugg else ""), WARNING,
            {"suggest": sugg} if sugg else None))
    if not children:
        return
    kids = allowed_children if allowed_children is not None else spec.children
    ext = schema.KNOWN_EXTENSIONS.get(el.name, set())
    for c in el.children:
        if c.kind != "element" or c.name in kids or ":" in c.name or c.name in ext:
            continue
        sugg = schema.did_you_mean(c.name, kids)
        out.append(on_name(c, "unknown-element", "Unknown element <%s> inside <%s>%s" % (
            c.name, el.name, ("; did you mean <%s>?" % sugg) if sugg else ""), WARNING,
            {"suggest": sugg} if sugg else None))


# ------------------------------------------------------------------ link
def check_inertial(ctx, out, el):
    check_unknown(ctx, out, el)
    o = first(el, "origin", out)
    check_pose(ctx, out, o)
    if has_xacro_child(ctx, el):
        return
    m = first(el, "mass", out)
    if m is None:
        out.append(on_name(el, "inertial-no-mass", "<inertial> must contain a <mass> element"))
    else:
        check_unknown(ctx, out, m)
        mass = check_double(ctx, out, m, "value", "mass-value", "mass", True,
                            "<mass> needs a value attribute")
        if mass is not None:
            a = m.attr("value")
            if mass == 0:
                out.append(on_value(a, "mass-zero", "Zero mass: physics engines ignore or destabilise this link",
                                    WARNING))
            elif mass < 0:
                out.append(on_value(a, "mass-negative", "Negative mass (%g kg)" % mass, WARNING))
    i = first(el, "inertia", out)
    if i is None:
        out.append(on_name(el, "inertial-no-inertia", "<inertial> must contain an <inertia> element"))
        return
    check_unknown(ctx, out, i)
    keys = ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")
    missing = [k for k in keys if i.attr(k) is None]
    if missing:
        out.append(on_name(i, "inertia-missing", "<inertia> is missing %s" % ", ".join(missing)))
        return
    vals = {}
    for k in keys:
        vals[k] = check_double(ctx, out, i, k, "inertia-value", k)
    if any(v is None for v in vals.values()):
        return
    ixx, ixy, ixz, iyy, iyz, izz = (vals[k] for k in keys)
    if ixx == iyy == izz == ixy == ixz == iyz == 0:
        out.append(on_name(i, "inertia-zero", "All inertia entries are zero", WARNING))
        return
    # positive definite (Sylvester) and triangle inequality on principal moments
    d1 = ixx
    d2 = ixx * iyy - ixy * ixy
    d3 = (ixx * (iyy * izz - iyz * iyz) - ixy * (ixy * izz - iyz * ixz) + ixz * (ixy * iyz - iyy * ixz))
    scale = max(abs(ixx), abs(iyy), abs(izz), 1e-300)
    if d1 <= 0 or d2 <= -1e-12 * scale ** 2 or d3 <= -1e-12 * scale ** 3 or iyy <= 0 or izz <= 0:
        bad = [k for k, v in (("ixx", ixx), ("iyy", iyy), ("izz", izz)) if v <= 0]
        why = ("%s must be positive" % ", ".join(bad)) if bad else "the off-diagonal terms are too large"
        out.append(on_name(i, "inertia-not-pd", "Inertia matrix is not positive definite: %s" % why, WARNING))
        return
    eig = _eig_sym(ixx, ixy, ixz, iyy, iyz, izz)
    a, b, c = sorted(eig)
    tol = 1e-6 * max(abs(c), 1e-300)
    if a + b < c - tol:
        out.append(on_name(i, "inertia-triangle", "Principal moments (%.4g, %.4g, %.4g) violate the triangle "
                           "inequality: no real body has this inertia" % (a, b, c), WARNING))


def _eig_sym(a, d, e, b, f, c):
    """eigenvalues of [[a,d,e],[d,b,f],[e,f,c]]"""
    p1 = d * d + e * e + f * f
    if p1 == 0:
        return [a, b, c]
    q = (a + b + c) / 3
    p2 = (a - q) ** 2 + (b - q) ** 2 + (c - q) ** 2 + 2 * p1
    p = math.sqrt(p2 / 6)
    B = [[(a - q) / p, d / p, e / p], [d / p, (b - q) / p, f / p], [e / p, f / p, (c - q) / p]]
    detB = (B[0][0] * (B[1][1] * B[2][2] - B[1][2] * B[2][1]) - B[0][1] * (B[1][0] * B[2][2] - B[1][2] * B[2][0])
            + B[0][2] * (B[1][0] * B[2][1] - B[1][1] * B[2][0]))
    r = max(-1.0, min(1.0, detB / 2))
    phi = math.acos(r) / 3
    e1 = q + 2 * p * math.cos(phi)
    e3 = q + 2 * p * math.cos(phi + 2 * math.pi / 3)
    return [e1, 3 * q - e1 - e3, e3]


def check_geometry(ctx, out, owner, geom):
    if geom is None:
        if not has_xacro_child(ctx, owner):
            out.append(on_name(owner, "geometry-missing", "<%s> must contain a <geometry> element" % owner.name))
        return
    shapes = [c for c in geom.children if c.kind == "element"]
    if not shapes:
        out.append(on_name(geom, "geometry-empty", "<geometry> must contain box, cylinder, sphere or mesh"))
        return
    s = shapes[0]
    if ctx.xacro and s.name.startswith("xacro:"):
        return
    for extra in shapes[1:]:
        if not extra.name.startswith("xacro:"):
            out.append(on_name(extra, "geometry-extra-shape", "Only the first shape in <geometry> is read; "
                               "<%s> is ignored" % extra.name, WARNING))
    if s.name == "box":
        check_unknown(ctx, out, s)
        v = check_vector(ctx, out, s, "size", "box-size", required=True)
        if v and any(x <= 0 for x in v):
            out.append(on_value(s.attr("size"), "box-size-nonpositive", "Box sizes should be positive", WARNING))
    elif s.name == "cylinder":
        check_unknown(ctx, out, s)
        if s.attr("radius") is None or s.attr("length") is None:
            out.append(on_name(s, "cylinder-missing", "<cylinder> needs both radius and length"))
        else:
            check_double(ctx, out, s, "radius", "cylinder-radius", "radius")
            check_double(ctx, out, s, "length", "cylinder-length", "length")
    elif s.name == "sphere":
        check_unknown(ctx, out, s)
        check_double(ctx, out, s, "radius", "sphere-radius", "radius", True, "<sphere> needs a radius attribute")
    elif s.name == "mesh":
        check_unknown(ctx, out, s)
        if s.attr("filename") is None:
            out.append(on_name(s, "mesh-no-filename", "<mesh> needs a filename attribute"))
        check_vector(ctx, out, s, "scale", "mesh-scale")
    else:
        sugg = schema.did_you_mean(s.name, ("box", "cylinder", "sphere", "mesh"))
        out.append(on_name(s, "geometry-unknown", "Unknown geometry <%s>: use box, cylinder, sphere or mesh%s" % (
            s.name, ("; did you mean <%s>?" % sugg) if sugg else ""), ERROR, {"suggest": sugg} if sugg else None))


def check_color(ctx, out, col):
    a = col.attr("rgba")
    if a is None:
        out.append(on_name(col, "color-no-rgba", "<color> needs an rgba attribute"))
        return False
    if not _lit(ctx, a):
        return True
    pieces = [p for p in a.value.split(" ") if p]
    vals = [parse_double(p) for p in pieces]
    if any(v is None for v in vals):
        bad = next(p for p, v in zip(pieces, vals) if v is None)
        out.append(on_value(a, "rgba-nan", "rgba component '%s' is not a number" % bad))
        return False
    if any(v < 0 or v > 1 for v in vals):
        out.append(on_value(a, "rgba-range", "rgba components must be between 0 and 1"))
        return False
    if len(vals) != 4:
        out.append(on_value(a, "rgba-count", "rgba should have 4 numbers (red green blue alpha), found %d"
                            % len(vals), WARNING))
    return True


def check_material(ctx, out, mat, top_level):
    check_unknown(ctx, out, mat)
    name = mat.attr("name")
    if name is None:
        out.append(on_name(mat, "material-no-name", "<material> needs a name attribute"))
    col = first(mat, "color", out)
    tex = first(mat, "texture", out)
    ok_rgb = False
    if col is not None:
        check_unknown(ctx, out, col)
        ok_rgb = check_color(ctx, out, col)
    has_file = tex is not None and tex.attr("filename") is not None
    if tex is not None:
        check_unknown(ctx, out, tex)
    if top_level and not ok_rgb and not has_file and name is not None and not has_xacro_child(ctx, mat):
        if col is None:
            out.append(on_name(mat, "material-undefined", "Top-level <material> '%s' needs a <color rgba> or a "
                               "<texture filename>" % name.value))
    return ok_rgb or has_file


def check_link(ctx, out, el, s: Summary):
    check_unknown(ctx, out, el)
    a = el.attr("name")
    if a is None:
        out.append(on_name(el, "link-no-name", "<link> needs a name attribute"))
    else:
        s.defs.append(("link", a.value, a, el))
    i = first(el, "inertial", out)
    if i is not None:
        check_inertial(ctx, out, i)
    for v in el.elements("visual"):
        check_unknown(ctx, out, v)
        check_pose(ctx, out, first(v, "origin", out))
        check_geometry(ctx, out, v, first(v, "geometry", out))
        m = first(v, "material", out)
        if m is not None:
            na = m.attr("name")
            if na is None:
                out.append(on_name(m, "material-no-name", "Visual <material> needs a name attribute"))
            defines = check_material(ctx, out, m, False)
            if na is not None:
                if defines:
                    s.defs.append(("material-inline", na.value, na, m))
                else:
                    s.refs.append(("material", na.value, na, "visual"))
    for c in el.elements("collision"):
        check_unknown(ctx, out, c)
        check_pose(ctx, out, first(c, "origin", out))
        check_geometry(ctx, out, c, first(c, "geometry", out))


# ------------------------------------------------------------------ joint
def check_joint(ctx, out, el, s: Summary):
    check_unknown(ctx, out, el)
    na = el.attr("name")
    if na is None:
        out.append(on_name(el, "joint-no-name", "<joint> needs a name attribute"))
    else:
        s.defs.append(("joint", na.value, na, el))
    ta = el.attr("type")
    jtype = None
    if ta is None:
        out.append(on_name(el, "joint-no-type", "<joint> needs a type attribute: " + ", ".join(schema.JOINT_TYPES)))
    elif _lit(ctx, ta):
        jtype = ta.value
        if jtype not in schema.JOINT_TYPES:
            sugg = schema.did_you_mean(jtype.lower(), schema.JOINT_TYPES)
            out.append(on_value(ta, "joint-type-unknown", "Unknown joint type '%s'; use one of %s%s" % (
                jtype, ", ".join(schema.JOINT_TYPES), ("; did you mean '%s'?" % sugg) if sugg else ""), ERROR,
                {"suggest": sugg} if sugg else None))
            jtype = None
    check_pose(ctx, out, first(el, "origin", out))
    refs = {}
    for role in ("parent", "child"):
        r = first(el, role, out)
        if r is None:
            if not has_xacro_child(ctx, el):
                out.append(on_name(el, "joint-no-" + role, "<joint> needs a <%s link=\"...\"/> element" % role))
            refs[role] = None
            continue
        check_unknown(ctx, out, r)
        la = r.attr("link")
        if la is None:
            out.append(on_name(r, "joint-no-" + role, "<%s> needs a link attribute" % role))
        else:
            s.refs.append(("link", la.value, la, role))
        refs[role] = la
    s.joint = (na.value if na is not None else None, refs.get("parent"), refs.get("child"), el)
    if jtype not in ("fixed", "floating"):
        ax = first(el, "axis", out)
        if ax is not None:
            check_unknown(ctx, out, ax)
            v = check_vector(ctx, out, ax, "xyz", "axis-xyz")
            if v is not None and all(x == 0 for x in v):
                out.append(on_value(ax.attr("xyz"), "axis-zero", "Joint axis is the zero vector", WARNING))
    lim = first(el, "limit", out)
    if lim is not None:
        check_unknown(ctx, out, lim)
        lo = check_double(ctx, out, lim, "lower", "limit-lower", "lower")
        hi = check_double(ctx, out, lim, "upper", "limit-upper", "upper")
        check_double(ctx, out, lim, "effort", "limit-effort", "effort", True,
                     "<limit> needs an effort attribute (urdfdom rejects the joint without it)")
        check_double(ctx, out, lim, "velocity", "limit-velocity", "velocity", True,
                     "<limit> needs a velocity attribute (urdfdom rejects the joint without it)")
        if lo is not None and hi is not None and lo > hi and jtype in ("revolute", "prismatic"):
            out.append(Diag(lim.c, lim._ns, lim._ne, "limit-lower-gt-upper",
                            "lower (%g) is greater than upper (%g)" % (lo, hi), WARNING))
    elif jtype in ("revolute", "prismatic") and not has_xacro_child(ctx, el):
        out.append(on_value(ta, "joint-no-limit", "A %s joint needs a <limit effort=\"...\" velocity=\"...\"/> "
                            "element" % jtype, ERROR, {"jtype": jtype}))
    sc = first(el, "safety_controller", out)
    if sc is not None:
        check_unknown(ctx, out, sc)
        for k in ("soft_lower_limit", "soft_upper_limit", "k_position"):
            check_double(ctx, out, sc, k, "safety-value", k)
        check_double(ctx, out, sc, "k_velocity", "safety-k-velocity", "k_velocity", True,
                     "<safety_controller> needs a k_velocity attribute")
    cal = first(el, "calibration", out)
    if cal is not None:
        for k in ("rising", "falling"):
            check_double(ctx, out, cal, k, "calibration-value", k)
    mi = first(el, "mimic", out)
    if mi is not None:
        check_unknown(ctx, out, mi)
        ja = mi.attr("joint")
        if ja is None:
            out.append(on_name(mi, "mimic-no-joint", "<mimic> needs a joint attribute"))
        else:
            s.refs.append(("joint", ja.value, ja, "mimic"))
        check_double(ctx, out, mi, "multiplier", "mimic-value", "multiplier")
        check_double(ctx, out, mi, "offset", "mimic-value", "offset")
    dy = first(el, "dynamics", out)
    if dy is not None:
        check_unknown(ctx, out, dy)
        if dy.attr("damping") is None and dy.attr("friction") is None:
            out.append(on_name(dy, "dynamics-empty", "<dynamics> needs damping and/or friction"))
        check_double(ctx, out, dy, "damping", "dynamics-value", "damping")
        check_double(ctx, out, dy, "friction", "dynamics-value", "friction")


# ------------------------------------------------------------------ chunk entry point
def summarize(ctx, node) -> Summary:
    s = Summary()
    out = s.diags
    if node is None or node.kind != "element":
        return s
    name = node.name
    if name == "link":
        check_link(ctx, out, node, s)
    elif name == "joint":
        check_joint(ctx, out, node, s)
    elif name == "material":
        check_material(ctx, out, node, True)
        a = node.attr("name")
        if a is not None:
            s.defs.append(("material", a.value, a, node))
    elif name == "gazebo":
        a = node.attr("reference")
        if a is not None:
            s.refs.append(("link-or-joint", a.value, a, "gazebo"))
    elif name == "transmission":
        for j in node.iter():
            if j.name == "joint" and j is not node:
                a = j.attr("name")
                if a is not None:
                    s.refs.append(("joint", a.value, a, "transmission"))
    elif ":" in name:
        pass  # namespaced extension or xacro; xacro facts are gathered by urdf_ls.xacro
    elif name not in schema.KNOWN_EXTENSIONS["robot"]:
        kids = schema.ELEMENTS["robot"].children
        sugg = schema.did_you_mean(name, kids)
        out.append(on_name(node, "unknown-element", "Unknown element <%s> inside <robot>%s" % (
            name, ("; did you mean <%s>?" % sugg) if sugg else ""), WARNING, {"suggest": sugg} if sugg else None))
    if ctx.xacro:
        from . import xacro as _x
        _x.collect(ctx, node, s)
    return s


def xml_diags(doc):
    out = []
    for e in doc.errors:
        out.append(Diag(e.c, e._s, e._e, e.code, e.message, _SEV.get(e.severity, ERROR)))
    return out
