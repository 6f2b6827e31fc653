"""Per-element URDF rules.  They run per top-level chunk of the document (an edit re-checks only the
chunks it touched) and fill a Summary: local diagnostics plus the names each chunk defines and uses,
from which rules.tree derives the cross-element diagnostics."""
from __future__ import annotations

import math

from ..codes import Code, Diag, FixData, Severity
from ..syntax.nodes import on_name, on_shared_value
from ..vocabulary import schema
from ..vocabulary.numbers import parse_double, parse_vector
from ..vocabulary.suggest import suggestion
from ..workspace.packages import has_expr
from .contained import run_contained
from .ignored import unknown_attribute, unknown_element
from .ros2_control import check_block


def on_value(a, code, msg, data=None):
    """on the value of a placed attribute (between its quotes), or on its name when the value is empty"""
    return on_shared_value(a.owner, a, code, msg, data)


on_attr_name = on_name     # on the name of a placed attribute


def leaf_check(ctx, out, el, check, arg=None):
    """check(ctx, out, el, arg) of an element without children, run once per distinct start tag text.  Its
    diagnostics follow from the tag's text alone (the element's name and attributes; entity declarations
    are never expanded), and robots repeat their origins, masses, shapes, axes and limits: the first run's
    diagnostics are copied at each later tag of the same text.  The scanner gives the text (el.tag) of the
    tags it remembered, with the spacing before them."""
    tag = el.tag
    if tag is None or el.children:
        return run_contained(check, _rule_name(check), el, out, ctx, out, el, arg)
    key, checked = (check, arg, tag), ctx.checked
    found = checked.get(key)
    if found is None:
        before = len(out)
        run_contained(check, _rule_name(check), el, out, ctx, out, el, arg)
        if len(checked) < ctx.checked_max:
            found = _relative(out[before:], el) if len(out) > before else ()
            if found is not None:
                checked[key] = found
        return
    if found:
        s, c = el.relative_start, el.c
        for ds, de, code, message, data, severity in found:
            out.append(Diag(c, s + ds, s + de, code, message, data, severity))


def _rule_name(check):
    return check.__name__.replace("check_", "").replace("_", " ")


def _relative(diags, el):
    """diags (all on el's chunk, else None) with offsets from el's start"""
    s, c = el.relative_start, el.c
    if any(d.c is not c for d in diags):
        return None
    return tuple([(d.relative_start - s, d.relative_end - s, d.code, d.message, d.data, d.severity) for d in diags])


# ------------------------------------------------------------------ value checks
def literal(ctx, value):
    """an attribute's value is checkable (present, and not a xacro expression)"""
    return value is not None and not (ctx.xacro and has_expr(value))


def check_double(ctx, out, el, name, nan_code, what, missing_code=None, req_msg=None):
    """the attribute's value as urdfdom reads it; None when absent, an expression or invalid"""
    value = el.get(name)    # (its attribute is looked up for a diagnostic only: see Element.attr)
    if value is None:
        if missing_code is not None:
            out.append(on_name(el, missing_code, req_msg or "<%s> needs a %s attribute" % (el.name, name)))
        return None
    if not literal(ctx, value):
        return None
    v = parse_double(value)
    if v is None:
        out.append(on_value(el.attr(name), nan_code, "%s '%s' is not a valid number%s" % (
            what, value, _why_bad_number(value))))
    return v


def double_value(ctx, out, a, nan_code, what):
    """check_double of an attribute its element has (the first of its name, as attr() finds it)"""
    return check_double(ctx, out, a.owner, a.name, nan_code, what)


def _why_bad_number(s):
    t = s.strip().lower()
    if t in ("nan", "inf", "-inf", "+inf", "infinity"):
        return " (urdfdom rejects nan and inf)"
    if s != s.rstrip():
        return " (urdfdom rejects trailing whitespace)"
    if "," in s:
        return " (use '.' as the decimal point, no commas)"
    return ""


def check_vector(ctx, out, el, name, code, missing=None):
    a = el.shared_attr(name)    # (placed for a diagnostic only)
    if a is None:
        if missing is not None:
            out.append(on_name(el, missing, "<%s> needs a %s attribute" % (el.name, name)))
        return None
    if not literal(ctx, a.value):
        return None
    vals, problem = parse_vector(a.value)
    if problem:
        fix = None
        if "," in a.value or "\t" in a.value:
            fix = " ".join(p for p in a.value.replace(",", " ").replace("\t", " ").split() if p)
        out.append(on_shared_value(el, a, code, "%s of <%s>: %s" % (name, el.name, problem),
                                   FixData(replacement=fix) if fix else None))
    return vals


def check_pose(ctx, out, el):
    if el is not None:
        leaf_check(ctx, out, el, check_origin)


def check_origin(ctx, out, el, _):
    check_unknown(ctx, out, el)
    check_vector(ctx, out, el, "xyz", Code.ORIGIN_XYZ)
    check_vector(ctx, out, el, "rpy", Code.ORIGIN_RPY)


def first(el, name, out=None):
    """the first child element called name; later ones are flagged (when out is given)"""
    found = None
    for c in el.children:
        if c.kind == "element" and c.name == name:
            if found is None:
                found = c
                if out is None:
                    break
            else:
                d = on_name(c, Code.DUPLICATE_CHILD, "Only the first <%s> of <%s> is read; this one is ignored" % (
                    name, el.name))
                out.append(d if name != "material" or not colours_itself(el) else d.with_severity(
                    Severity.INFORMATION, d.message + MESH_COLOURS))
    return found


MESH_COLOURS = (" (the visual's mesh carries its own materials, which RViz and Gazebo show: a URDF material "
                "colours only a mesh without one, such as an STL)")
_COLOURED_MESHES = (".dae", ".glb", ".gltf")


def colours_itself(visual) -> bool:
    """the <visual>'s geometry is a mesh format that carries its materials (COLLADA, glTF)"""
    geometry = visual.first("geometry") if visual is not None and visual.name == "visual" else None
    mesh = geometry.first("mesh") if geometry is not None else None
    filename = (mesh.get("filename") or "") if mesh is not None else ""
    return filename.lower().endswith(_COLOURED_MESHES)


class _Repeated:
    """the children of an element where a name repeats: get() is first(), which flags the later ones"""
    __slots__ = ("el", "out")

    def __init__(self, el, out):
        self.el, self.out = el, out

    def get(self, name):
        return first(self.el, name, self.out)


def has_xacro_child(ctx, el):
    return ctx.xacro and any(c.kind == "element" and c.name.startswith("xacro:") for c in el.children)


# element name -> (attributes, child elements) not flagged: URDF's and the known extensions
_KNOWN = {name: (frozenset(spec.attrs).union(schema.KNOWN_ATTRIBUTE_EXTENSIONS.get(name, ())),
                 frozenset(spec.children).union(schema.KNOWN_EXTENSIONS.get(name, ())))
          for name, spec in schema.ELEMENTS.items()}


def check_unknown(ctx, out, el, children=True):
    """unknown attributes and child elements of a known URDF element.  Returns kids: kids.get(name) is
    first(el, name, out), from a dict of the first child of each name when no name repeats (None when el
    is not a URDF element or children are not checked)"""
    known = _KNOWN.get(el.name)
    if known is None:
        return None
    attrs, kids = known
    for a in el.tag_attrs:
        if a.name not in attrs and not a.name.startswith("xmlns") and ":" not in a.name:
            out.append(unknown_attribute(el, el.placed(a)))
    if not children:
        return None
    if not el.children:
        return _NO_KIDS
    found = {}
    n = 0
    for c in el.children:
        if c.kind != "element":
            continue
        name = c.name
        if name not in kids and ":" not in name:
            out.append(unknown_element(c, el.name, schema.ELEMENTS[el.name].children))
        found[name] = c     # (the only one of its name unless one repeats, and then found is not used)
        n += 1
    return found if len(found) == n else _Repeated(el, out)


_NO_KIDS: dict = {}     # (shared, never written)


# ------------------------------------------------------------------ link
def check_inertial(ctx, out, el):
    kids = check_unknown(ctx, out, el)
    check_pose(ctx, out, kids.get("origin"))
    if has_xacro_child(ctx, el):
        return
    m = kids.get("mass")
    if m is None:
        out.append(on_name(el, Code.INERTIAL_NO_MASS, "<inertial> must contain a <mass> element"))
    else:
        leaf_check(ctx, out, m, check_mass)
    i = kids.get("inertia")
    if i is None:
        out.append(on_name(el, Code.INERTIAL_NO_INERTIA, "<inertial> must contain an <inertia> element"))
        return
    leaf_check(ctx, out, i, check_inertia)


def check_inertia(ctx, out, i, _):
    check_unknown(ctx, out, i)
    vals = inertia_values(ctx, out, i)
    if vals is not None:
        check_inertia_matrix(out, i, *vals)


def check_mass(ctx, out, m, _):
    check_unknown(ctx, out, m)
    a = m.shared_attr("value")
    if a is None:
        out.append(on_name(m, Code.MASS_VALUE_MISSING, "<mass> needs a value attribute"))
        return
    mass = check_double(ctx, out, m, "value", Code.MASS_VALUE_NAN, "mass")
    if mass is None:
        return
    if mass == 0:
        out.append(on_shared_value(m, a, Code.MASS_ZERO, "Zero mass: physics engines ignore or destabilise this link"))
    elif mass < 0:
        out.append(on_shared_value(m, a, Code.MASS_NEGATIVE, "Negative mass (%g kg)" % mass))


_INERTIA = ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")
_INERTIA_SET = frozenset(_INERTIA)


def inertia_values(ctx, out, i):
    """the six entries of <inertia> in _INERTIA order; None when one is missing, an expression or not a
    number (flagged)"""
    attrs = {a.name: a for a in reversed(i.tag_attrs)}   # the first of a repeated name, as attr() reads
    if not attrs.keys() >= _INERTIA_SET:
        missing = [k for k in _INERTIA if k not in attrs]
        out.append(on_name(i, Code.INERTIA_MISSING, "<inertia> is missing %s" % ", ".join(missing)))
        return None
    vals = [parse_double(attrs[k].value) for k in _INERTIA]
    if ctx.xacro or None in vals:   # (again, flagging what is not a number)
        vals = [check_double(ctx, out, i, k, Code.INERTIA_VALUE_NAN, k) for k in _INERTIA]
    return None if None in vals else vals


def check_inertia_matrix(out, i, ixx, ixy, ixz, iyy, iyz, izz):
    if ixx == iyy == izz == ixy == ixz == iyz == 0:
        out.append(on_name(i, Code.INERTIA_ZERO, "All inertia entries are zero"))
        return
    if not all(math.isfinite(v) for v in (ixx, ixy, ixz, iyy, iyz, izz)):
        return      # (urdfdom's numbers are finite: inertia-value-nan speaks of the others)
    # the matrix over its largest entry: every product below stays within [-3, 3], so 1e308 does not overflow
    # and 1e-320 (subnormal) does not underflow; the verdicts do not change with the scale
    s = max(abs(ixx), abs(ixy), abs(ixz), abs(iyy), abs(iyz), abs(izz))
    a, d, e, b, f, c = (v / s for v in (ixx, ixy, ixz, iyy, iyz, izz))
    # positive definite (Sylvester) and triangle inequality on principal moments
    d2 = a * b - d * d
    d3 = a * (b * c - f * f) - d * (d * c - f * e) + e * (d * f - b * e)
    scale = max(abs(a), abs(b), abs(c))
    if a <= 0 or d2 <= -1e-12 * scale ** 2 or d3 <= -1e-12 * scale ** 3 or b <= 0 or c <= 0:
        bad = [k for k, v in (("ixx", ixx), ("iyy", iyy), ("izz", izz)) if v <= 0]
        why = ("%s must be positive" % ", ".join(bad)) if bad else "the off-diagonal terms are too large"
        out.append(on_name(i, Code.INERTIA_NOT_PD, "Inertia matrix is not positive definite: %s" % why))
        return
    low, mid, high = sorted(_eig_sym(a, d, e, b, f, c))
    tol = 1e-6 * max(abs(high), 1e-300)
    if low + mid < high - tol:
        out.append(on_name(i, Code.INERTIA_TRIANGLE, "Principal moments (%s) violate the triangle inequality: no "
                           "real body has this inertia" % ", ".join(_times(m, s) for m in (low, mid, high))))


def _times(m, s):
    """m * s to 4 significant digits as %.4g writes it, also where the product lies beyond a float's range"""
    p = m * s
    if math.isfinite(p):
        return "%.4g" % p
    from decimal import Decimal     # (here: only a matrix of entries near 1.8e308 gets here)
    d = Decimal(m) * Decimal(s)
    return "%.4ge%+03d" % (float(d.scaleb(-d.adjusted())), d.adjusted())


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
            out.append(on_name(owner, Code.GEOMETRY_MISSING, "<%s> must contain a <geometry> element" % owner.name))
        return
    shapes = [c for c in geom.children if c.kind == "element"]
    if not shapes:
        out.append(on_name(geom, Code.GEOMETRY_EMPTY, "<geometry> must contain box, cylinder, sphere or mesh"))
        return
    s = shapes[0]
    if ctx.xacro and s.name.startswith("xacro:"):
        return
    for extra in shapes[1:]:
        if not extra.name.startswith("xacro:"):
            out.append(on_name(extra, Code.GEOMETRY_EXTRA_SHAPE, "Only the first shape in <geometry> is read; "
                               "<%s> is ignored" % extra.name))
    leaf_check(ctx, out, s, check_shape)


def _box_not_positive(attr, sizes):
    """a box with a side of 0 or less; all three 0 is an empty placeholder (seen on virtual links), inert"""
    if any(sizes):
        return on_value(attr, Code.BOX_SIZE_NONPOSITIVE, "Box sizes should be positive")
    return on_value(attr, Code.BOX_SIZE_NONPOSITIVE, "All sizes of the box are 0: an empty placeholder with no "
                    "volume").with_severity(Severity.INFORMATION)


def check_shape(ctx, out, s, _):
    """the first shape of a <geometry>"""
    if s.name == "box":
        check_unknown(ctx, out, s)
        v = check_vector(ctx, out, s, "size", Code.BOX_SIZE, missing=Code.BOX_SIZE_MISSING)
        if v and min(v) <= 0:
            out.append(_box_not_positive(s.attr("size"), v))
    elif s.name == "cylinder":
        check_unknown(ctx, out, s)
        radius, length = s.attr("radius"), s.attr("length")
        if radius is None or length is None:
            out.append(on_name(s, Code.CYLINDER_MISSING, "<cylinder> needs both radius and length"))
        else:
            double_value(ctx, out, radius, Code.CYLINDER_RADIUS_NAN, "radius")
            double_value(ctx, out, length, Code.CYLINDER_LENGTH_NAN, "length")
    elif s.name == "sphere":
        check_unknown(ctx, out, s)
        check_double(ctx, out, s, "radius", Code.SPHERE_RADIUS_NAN, "radius", Code.SPHERE_RADIUS_MISSING, "<sphere> needs a radius attribute")
    elif s.name == "mesh":
        check_unknown(ctx, out, s)
        if s.get("filename") is None:
            out.append(on_name(s, Code.MESH_NO_FILENAME, "<mesh> needs a filename attribute"))
        check_vector(ctx, out, s, "scale", Code.MESH_SCALE)
    else:
        hint, sugg = suggestion(s.name, ("box", "cylinder", "sphere", "mesh"), "<", ">")
        out.append(on_name(s, Code.GEOMETRY_UNKNOWN, "Unknown geometry <%s>: use box, cylinder, sphere or mesh%s" % (
            s.name, hint), FixData(suggest=sugg) if sugg else None))


def check_color(ctx, out, col, top_level):
    rgba = col.get("rgba")      # (its attribute is looked up for a diagnostic only: see Element.attr)
    if rgba is None:
        if top_level:  # inside a visual urdfdom accepts it (the material then needs a definition elsewhere)
            out.append(on_name(col, Code.COLOR_NO_RGBA, "<color> needs an rgba attribute"))
        return False
    if not literal(ctx, rgba):
        return True
    pieces = [p for p in rgba.split(" ") if p]
    vals = [parse_double(p) for p in pieces]
    if any(v is None for v in vals):
        bad = next(p for p, v in zip(pieces, vals) if v is None)
        out.append(on_value(col.attr("rgba"), Code.RGBA_NAN, "rgba component '%s' is not a number" % bad))
        return False
    if any(v < 0 or v > 1 for v in vals):
        out.append(on_value(col.attr("rgba"), Code.RGBA_RANGE, "rgba components must be between 0 and 1"))
        return False
    if len(vals) != 4:
        out.append(on_value(col.attr("rgba"), Code.RGBA_COUNT, "rgba should have 4 numbers (red green blue "
                            "alpha), found %d" % len(vals)))
    return True


def check_material(ctx, out, mat, top_level):
    kids = check_unknown(ctx, out, mat)
    name = mat.get("name")
    if name is None:
        out.append(on_name(mat, Code.MATERIAL_NO_NAME, "<material> needs a name attribute"))
    col = kids.get("color")
    tex = kids.get("texture")
    ok_rgb = False
    if col is not None:
        check_unknown(ctx, out, col)
        ok_rgb = check_color(ctx, out, col, top_level)
    has_file = tex is not None and tex.get("filename") is not None
    if tex is not None:
        check_unknown(ctx, out, tex)
    if top_level and not ok_rgb and not has_file and name is not None and not has_xacro_child(ctx, mat):
        if col is None:
            out.append(on_name(mat, Code.MATERIAL_UNDEFINED, "Top-level <material> '%s' needs a <color rgba> or a "
                               "<texture filename>" % name))
    return ok_rgb or has_file


def check_visual_material(ctx, out, m, _):
    if m.get("name") is None:
        out.append(on_name(m, Code.MATERIAL_NO_NAME, "Visual <material> needs a name attribute"))
    check_material(ctx, out, m, False)


def check_link(ctx, out, el, s):
    kids = check_unknown(ctx, out, el)
    if el.get("name") is None:
        out.append(on_name(el, Code.LINK_NO_NAME, "<link> needs a name attribute"))
    i = kids.get("inertial")
    if i is not None:
        check_inertial(ctx, out, i)
    for c in el.children:   # (one pass for visuals and collisions; their diagnostics never share a range)
        if c.kind != "element":
            continue
        if c.name == "visual":
            kv = check_unknown(ctx, out, c)
            check_pose(ctx, out, kv.get("origin"))
            check_geometry(ctx, out, c, kv.get("geometry"))
            m = kv.get("material")
            if m is not None:
                leaf_check(ctx, out, m, check_visual_material)
        elif c.name == "collision":
            kc = check_unknown(ctx, out, c)
            check_pose(ctx, out, kc.get("origin"))
            check_geometry(ctx, out, c, kc.get("geometry"))


# ------------------------------------------------------------------ joint
def check_joint(ctx, out, el, s):
    kids = check_unknown(ctx, out, el)
    name = el.get("name")
    if name is None:
        out.append(on_name(el, Code.JOINT_NO_NAME, "<joint> needs a name attribute"))
    jtype = check_joint_type(ctx, out, el)
    check_pose(ctx, out, kids.get("origin"))
    parent = check_joint_link(ctx, out, el, kids, "parent")
    child = check_joint_link(ctx, out, el, kids, "child")
    s.joint = (name, parent, child, el)
    if jtype not in ("fixed", "floating"):
        ax = kids.get("axis")
        if ax is not None:
            leaf_check(ctx, out, ax, check_axis)
    check_limit(ctx, out, el, kids, jtype)
    check_joint_extras(ctx, out, el, kids)


def check_axis(ctx, out, ax, _):
    check_unknown(ctx, out, ax)
    v = check_vector(ctx, out, ax, "xyz", Code.AXIS_XYZ)
    if v is not None and not any(v):
        out.append(on_value(ax.attr("xyz"), Code.AXIS_ZERO, "Joint axis is the zero vector"))


def check_joint_type(ctx, out, el):
    """the joint type when it is a valid literal, else None"""
    jtype = el.get("type")      # (its attribute is looked up for a diagnostic only)
    if jtype is None:
        out.append(on_name(el, Code.JOINT_NO_TYPE, "<joint> needs a type attribute: " + ", ".join(schema.JOINT_TYPES)))
        return None
    if not literal(ctx, jtype):
        return None
    if jtype not in schema.JOINT_TYPES:
        hint, sugg = suggestion(jtype.lower(), schema.JOINT_TYPES)
        out.append(on_value(el.attr("type"), Code.JOINT_TYPE_UNKNOWN, "Unknown joint type '%s'; use one of %s%s" % (
            jtype, ", ".join(schema.JOINT_TYPES), hint), FixData(suggest=sugg) if sugg else None))
        return None
    return jtype


def check_joint_link(ctx, out, el, kids, role):
    """the link attribute of <parent> or <child>, or None"""
    code = Code.JOINT_NO_PARENT if role == "parent" else Code.JOINT_NO_CHILD
    r = kids.get(role)
    if r is None:
        if not has_xacro_child(ctx, el):
            out.append(on_name(el, code, "<joint> needs a <%s link=\"...\"/> element" % role))
        return None
    check_unknown(ctx, out, r)
    la = r.attr("link")
    if la is None:
        out.append(on_name(r, code, "<%s> needs a link attribute" % role))
    elif not la.value:    # (even with a <link name="">: urdfdom's tree takes an empty name for a missing one)
        out.append(on_value(la, code, "<%s link=\"\"> names no link: urdfdom fails building the tree (\"missing a "
                                      "parent and/or child link\")" % role))
        return None
    return la


def check_limit(ctx, out, el, kids, jtype):
    lim = kids.get("limit")
    if lim is None:
        if jtype in ("revolute", "prismatic") and not has_xacro_child(ctx, el):
            out.append(on_value(el.attr("type"), Code.JOINT_NO_LIMIT, "A %s joint needs a <limit effort=\"...\" "
                                "velocity=\"...\"/> element" % jtype, FixData(joint_type=jtype)))
        return
    leaf_check(ctx, out, lim, check_limit_values, jtype)


def check_limit_values(ctx, out, lim, jtype):
    check_unknown(ctx, out, lim)
    lo = check_double(ctx, out, lim, "lower", Code.LIMIT_LOWER_NAN, "lower")
    hi = check_double(ctx, out, lim, "upper", Code.LIMIT_UPPER_NAN, "upper")
    check_double(ctx, out, lim, "effort", Code.LIMIT_EFFORT_NAN, "effort", Code.LIMIT_EFFORT_MISSING,
                 "<limit> needs an effort attribute (urdfdom rejects the joint without it)")
    check_double(ctx, out, lim, "velocity", Code.LIMIT_VELOCITY_NAN, "velocity", Code.LIMIT_VELOCITY_MISSING,
                 "<limit> needs a velocity attribute (urdfdom rejects the joint without it)")
    if lo is not None and hi is not None and lo > hi and jtype in ("revolute", "prismatic"):
        out.append(on_name(lim, Code.LIMIT_LOWER_GT_UPPER, "lower (%g) is greater than upper (%g)" % (lo, hi)))


def check_joint_extras(ctx, out, el, kids):
    """safety_controller, calibration, mimic and dynamics"""
    sc = kids.get("safety_controller")
    if sc is not None:
        check_unknown(ctx, out, sc)
        for k in ("soft_lower_limit", "soft_upper_limit", "k_position"):
            check_double(ctx, out, sc, k, Code.SAFETY_VALUE_NAN, k)
        check_double(ctx, out, sc, "k_velocity", Code.SAFETY_K_VELOCITY_NAN, "k_velocity",
                     Code.SAFETY_K_VELOCITY_MISSING, "<safety_controller> needs a k_velocity attribute")
    cal = kids.get("calibration")
    if cal is not None:
        for k in ("rising", "falling"):
            check_double(ctx, out, cal, k, Code.CALIBRATION_VALUE_NAN, k)
    mi = kids.get("mimic")
    if mi is not None:
        check_unknown(ctx, out, mi)
        if mi.get("joint") is None:
            out.append(on_name(mi, Code.MIMIC_NO_JOINT, "<mimic> needs a joint attribute"))
        check_double(ctx, out, mi, "multiplier", Code.MIMIC_VALUE_NAN, "multiplier")
        check_double(ctx, out, mi, "offset", Code.MIMIC_VALUE_NAN, "offset")
    dy = kids.get("dynamics")
    if dy is not None:
        check_unknown(ctx, out, dy)
        if dy.get("damping") is None and dy.get("friction") is None:
            out.append(on_name(dy, Code.DYNAMICS_EMPTY, "<dynamics> needs damping and/or friction"))
        check_double(ctx, out, dy, "damping", Code.DYNAMICS_VALUE_NAN, "damping")
        check_double(ctx, out, dy, "friction", Code.DYNAMICS_VALUE_NAN, "friction")


# ------------------------------------------------------------------ top-level elements
def check_top_level(ctx, node, s):
    """the rules of one top-level element (and, in xacro files, of URDF elements inside xacro blocks)"""
    out = s.diags
    name = node.name
    if name == "link":
        check_link(ctx, out, node, s)
    elif name == "joint":
        check_joint(ctx, out, node, s)
    elif name == "material":
        check_material(ctx, out, node, True)
    elif name == "ros2_control":
        check_block(out, node, ctx.xacro)
    elif name.startswith("xacro:"):
        if ctx.xacro:
            check_in_xacro_blocks(ctx, node, s)
    elif ":" not in name and name not in ("gazebo", "transmission") and name not in schema.KNOWN_EXTENSIONS["robot"]:
        out.append(unknown_element(node, "robot", schema.ELEMENTS["robot"].children))


def check_in_xacro_blocks(ctx, node, s):
    """URDF elements nested in xacro macros and conditionals get the same rules"""
    stack = [node]
    while stack:
        for c in stack.pop().children:
            if c.kind != "element":
                continue
            if c.name.startswith("xacro:"):
                stack.append(c)
            elif c.name == "joint" and schema.is_ros2_control_joint(c):
                continue    # (a macro of ros2_control joints, called inside a <ros2_control> block)
            elif c.name in ("link", "joint", "material", "ros2_control"):
                check_top_level(ctx, c, s)
