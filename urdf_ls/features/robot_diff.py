"""The semantic diff of two versions of a robot (`urdf-ls diff`): what a consumer would see change.

Pure: it takes two RobotModels (features.robot_model) and returns Change records.  Links and joints are paired
by name, else by structure (features.diff_match), so a rename is one change, not a removal and an addition.
Numbers are compared as numbers and rotations as rotation matrices (an equivalent rpy is no change); an inertia
is compared in the link's frame (its <origin rpy> applied).  Magnitudes are said in mm, degrees and %."""
from __future__ import annotations

from dataclasses import dataclass, replace

from . import diff_units as u
from .diff_match import Matching, match
from .diff_parts import compare_extensions, compare_ros2_control, compare_srdf

ADDED, REMOVED, RENAMED, CHANGED = "added", "removed", "renamed", "changed"
ANGULAR = ("revolute", "continuous")


@dataclass(frozen=True)
class Change:
    subject: str          # link, joint, material, ros2_control, gazebo, transmission, group, disabled-collision,
    #                       group-state, robot
    name: str             # the subject's name in the new version (the old one when removed)
    kind: str             # added, removed, renamed, changed
    what: str = ""        # the changed part: origin.xyz, limit.upper, mass ...
    old: str = ""         # the old and new values as people read them (mm, degrees ...)
    new: str = ""
    delta: str = ""       # the size of the change: "+12 mm", "+25%", "flipped"
    line: int | None = None       # 0-based line in the new file (None: not in it); an offset until robot_diff ends
    old_line: int | None = None


class Differ:
    """collects the changes; mesh_same(old filename, new filename) says whether two meshes have the same
    content (True/False), or None when it cannot tell (their names are compared then)"""

    def __init__(self, old, new, mesh_same=None):
        self.old, self.new = old, new
        self.mesh_same = mesh_same or (lambda a, b: None)
        self.changes: list = []
        self.matching: Matching = match(old, new)

    def add(self, *args, **kw):
        self.changes.append(Change(*args, **kw))


def robot_diff(old, new, mesh_same=None) -> list:
    """[Change] from the old RobotModel to the new one, grouped by subject in the new file's order"""
    d = Differ(old, new, mesh_same)
    if old.name != new.name:
        d.add("robot", new.name, RENAMED, "name", old.name, new.name, line=0)
    _links(d)
    _joints(d)
    _materials(d)
    compare_ros2_control(d, old, new)
    compare_extensions(d, old, new)
    compare_srdf(d, old, new)
    return [replace(c, line=new.line(c.line), old_line=old.line(c.old_line)) for c in d.changes]


def changed_links(changes, new) -> list:
    """the links of the new RobotModel that look different: those changed, added or renamed, and the children
    of joints that changed (a joint moves what hangs from it), in the new file's order"""
    names = set()
    for c in changes:
        if c.kind == REMOVED:
            continue
        if c.subject == "link":
            names.add(c.name)
        elif c.subject == "joint" and c.name in new.joints:
            names.add(new.joints[c.name].child)
    return [n for n in new.links if n in names]


# ------------------------------------------------------------------ links
def _links(d):
    pairs = d.matching.links
    for old_name, link in d.old.links.items():
        if old_name not in pairs:
            d.add("link", old_name, REMOVED, old_line=link.at)
    paired_new = set(pairs.values())
    old_of = {n: o for o, n in pairs.items()}
    for name, link in d.new.links.items():
        if name not in paired_new:
            d.add("link", name, ADDED, line=link.at)
            continue
        old = d.old.links[old_of[name]]
        if old.name != name:
            d.add("link", name, RENAMED, "name", old.name, name, line=link.at, old_line=old.at)
        if old.inertial != link.inertial:       # (equal records: nothing to look at in detail)
            _inertial(d, name, old, link)
        if old.shapes != link.shapes or any(s.geometry.kind == "mesh" for s in link.shapes):
            _shapes(d, name, old, link)     # (equal records may name meshes whose content changed)


def _inertial(d, name, old, new):
    a, b = old.inertial, new.inertial
    if a is None and b is None:
        return
    if a is None or b is None:
        d.add("link", name, CHANGED, "inertial", "none" if a is None else _mass(a.mass),
              "none" if b is None else _mass(b.mass), ADDED if a is None else REMOVED,
              line=b.at if b is not None else new.at, old_line=a.at if a is not None else old.at)
        return
    if not u.same_number(a.mass, b.mass):
        d.add("link", name, CHANGED, "mass", _mass(a.mass), _mass(b.mass), u.percent(a.mass, b.mass),
              line=b.at, old_line=a.at)
    _position(d, "link", name, "inertial.origin.xyz", a.origin.xyz, b.origin.xyz, b.at, a.at)
    _inertia(d, name, a, b)


def _mass(m):
    return "%s kg" % u.num(m) if isinstance(m, float) else repr(m)


def _inertia(d, name, a, b):
    """the tensors compared in the link's frame: a rotated inertial frame with a tensor to match is no change"""
    ta, tb = a.inertia, b.inertia
    if ta == tb and a.origin.rpy == b.origin.rpy:
        return
    if not (isinstance(ta, tuple) and isinstance(tb, tuple)):
        if ta != tb:
            d.add("link", name, CHANGED, "inertia", str(ta), str(tb), line=b.at, old_line=a.at)
        return
    if isinstance(a.origin.rpy, tuple) and isinstance(b.origin.rpy, tuple):
        ta, tb = u.rotate_tensor(a.origin.rpy, ta), u.rotate_tensor(b.origin.rpy, tb)
    elif a.origin.rpy != b.origin.rpy:
        d.add("link", name, CHANGED, "inertial.origin.rpy", str(a.origin.rpy), str(b.origin.rpy), line=b.at,
              old_line=a.at)
    scale = max(abs(x) for x in ta + tb) or 1.0
    names = ("ixx", "ixy", "ixz", "iyy", "iyz", "izz")
    changed = [k for k in range(6) if abs(ta[k] - tb[k]) > 1e-9 * scale]
    if changed:
        old_text = " ".join("%s=%s" % (names[k], u.num(ta[k])) for k in changed)
        new_text = " ".join("%s=%s" % (names[k], u.num(tb[k])) for k in changed)
        deltas = [u.percent(ta[k], tb[k]) for k in changed if k in (0, 3, 5)]
        d.add("link", name, CHANGED, "inertia", old_text, new_text, ", ".join(x for x in deltas if x),
              line=b.at, old_line=a.at)


def _shapes(d, name, old, new):
    olds = {(s.role, s.index): s for s in old.shapes}
    news = {(s.role, s.index): s for s in new.shapes}
    for key, s in olds.items():
        if key not in news:
            d.add("link", name, CHANGED, "%s[%d]" % key, _geometry_text(s.geometry), "none", REMOVED,
                  line=new.at, old_line=s.at)
    for key, s in news.items():
        o = olds.get(key)
        if o is None:
            d.add("link", name, CHANGED, "%s[%d]" % key, "none", _geometry_text(s.geometry), ADDED,
                  line=s.at, old_line=old.at)
        else:
            _shape(d, name, "%s[%d]" % key, o, s)


def _shape(d, name, where, a, b):
    _position(d, "link", name, where + ".origin.xyz", a.origin.xyz, b.origin.xyz, b.at, a.at)
    _orientation(d, "link", name, where + ".origin.rpy", a.origin.rpy, b.origin.rpy, b.at, a.at)
    _geometry(d, name, where, a.geometry, b.geometry, b.at, a.at)
    if a.role == "visual":
        for part, x, y in (("material", a.material, b.material), ("texture", a.texture, b.texture)):
            if x != y:
                d.add("link", name, CHANGED, "%s.%s" % (where, part), _text(x), _text(y), line=b.at,
                      old_line=a.at)
        if not u.same_vector(a.color, b.color):
            d.add("link", name, CHANGED, where + ".color", _rgba(a.color), _rgba(b.color), line=b.at,
                  old_line=a.at)


def _text(v):
    return "none" if v is None else str(v)


def _rgba(c):
    return "none" if c is None else u.vector_text(c)


def _geometry_text(g):
    if g.kind == "mesh":
        return "mesh %s" % g.filename
    sizes = " ".join("%s %s" % (k, u.vector_text(v, "mm") if isinstance(v, tuple) else u.mm(v)
                                if isinstance(v, float) else repr(v)) for k, v in g.sizes.items())
    return ("%s %s" % (g.kind, sizes)).strip() or "none"


def _geometry(d, name, where, a, b, line, old_line):
    if a.kind != b.kind:
        d.add("link", name, CHANGED, where + ".geometry", _geometry_text(a), _geometry_text(b), line=line,
              old_line=old_line)
        return
    if a.kind == "mesh":
        _mesh(d, name, where, a, b, line, old_line)
        return
    for k in sorted(set(a.sizes) | set(b.sizes)):
        x, y = a.sizes.get(k), b.sizes.get(k)
        if isinstance(x, tuple) or isinstance(y, tuple):
            if not u.same_vector(x, y):
                d.add("link", name, CHANGED, "%s.%s.%s" % (where, a.kind, k), u.vector_text(x, "mm"),
                      u.vector_text(y, "mm"), line=line, old_line=old_line)
        elif not u.same_number(x, y):
            d.add("link", name, CHANGED, "%s.%s.%s" % (where, a.kind, k), _length(x), _length(y),
                  u.percent(x, y), line=line, old_line=old_line)


def _length(v):
    return u.mm(v) if isinstance(v, float) else repr(v)


def _mesh(d, name, where, a, b, line, old_line):
    same = d.mesh_same(a.filename, b.filename)
    if same is False:
        detail = "content changed" if a.filename == b.filename else "other file, other content"
        d.add("link", name, CHANGED, where + ".mesh", str(a.filename), str(b.filename), detail, line=line,
              old_line=old_line)
    elif same is None and a.filename != b.filename:
        d.add("link", name, CHANGED, where + ".mesh", str(a.filename), str(b.filename), line=line,
              old_line=old_line)
    if not u.same_vector(a.scale, b.scale):
        d.add("link", name, CHANGED, where + ".mesh.scale", u.vector_text(a.scale), u.vector_text(b.scale),
              line=line, old_line=old_line)


# ------------------------------------------------------------------ poses
def _position(d, subject, name, what, a, b, line, old_line):
    if u.same_vector(a, b):
        return
    if isinstance(a, tuple) and isinstance(b, tuple):
        d.add(subject, name, CHANGED, what, u.vector_text(a, "mm"), u.vector_text(b, "mm"),
              "moved " + u.mm(u.distance(a, b)), line=line, old_line=old_line)
    else:
        d.add(subject, name, CHANGED, what, str(a), str(b), line=line, old_line=old_line)


def _orientation(d, subject, name, what, a, b, line, old_line):
    if u.same_rotation(a, b):
        return
    if isinstance(a, tuple) and isinstance(b, tuple):
        d.add(subject, name, CHANGED, what, u.vector_text(a, "deg"), u.vector_text(b, "deg"),
              "rotated " + u.deg(u.rotation_angle(a, b)), line=line, old_line=old_line)
    else:
        d.add(subject, name, CHANGED, what, str(a), str(b), line=line, old_line=old_line)


# ------------------------------------------------------------------ joints
def _joints(d):
    pairs, links = d.matching.joints, d.matching.links
    for old_name, joint in d.old.joints.items():
        if old_name not in pairs:
            d.add("joint", old_name, REMOVED, old_line=joint.at)
    old_of = {n: o for o, n in pairs.items()}
    for name, joint in d.new.joints.items():
        if name not in old_of:
            d.add("joint", name, ADDED, delta="%s %s → %s" % (joint.type, joint.parent, joint.child),
                  line=joint.at)
            continue
        old = d.old.joints[old_of[name]]
        if old.name != name:
            d.add("joint", name, RENAMED, "name", old.name, name, line=joint.at, old_line=old.at)
        if not _same_joint(old, joint, links):
            _joint(d, name, old, joint, links)


def _same_joint(a, b, links):
    """equal in all but the name, the parent and child read through the links' renames"""
    return (links.get(a.parent, a.parent) == b.parent and links.get(a.child, a.child) == b.child
            and a.type == b.type and a.origin == b.origin and a.axis == b.axis and a.limit == b.limit
            and a.dynamics == b.dynamics and a.safety == b.safety and a.calibration == b.calibration
            and a.mimic == b.mimic)


def _joint(d, name, a, b, links):
    line, old_line = b.at, a.at
    at = lambda part: b.parts_at.get(part, line)      # noqa: E731  (the part's own line in the new file)
    if a.type != b.type:
        d.add("joint", name, CHANGED, "type", a.type, b.type, line=line, old_line=old_line)
    for part, x, y in (("parent", a.parent, b.parent), ("child", a.child, b.child)):
        if links.get(x, x) != y:
            d.add("joint", name, CHANGED, part, str(x), str(y), line=at(part), old_line=old_line)
    _position(d, "joint", name, "origin.xyz", a.origin.xyz, b.origin.xyz, at("origin"), old_line)
    _orientation(d, "joint", name, "origin.rpy", a.origin.rpy, b.origin.rpy, at("origin"), old_line)
    if b.type not in ("fixed", "floating") and not u.same_vector(a.axis, b.axis):
        d.add("joint", name, CHANGED, "axis", u.vector_text(a.axis), u.vector_text(b.axis), _turn(a.axis, b.axis),
              line=at("axis"), old_line=old_line)
    _limits(d, name, a, b, at("limit"), old_line)
    for part, label in (("dynamics", "dynamics"), ("safety", "safety_controller"), ("calibration", "calibration")):
        _numbers(d, name, label, getattr(a, part), getattr(b, part), at(label), old_line)
    _mimic(d, name, a, b, at("mimic"), old_line)


def _turn(a, b):
    if not (isinstance(a, tuple) and isinstance(b, tuple)):
        return ""
    ua, ub = u.unit_vector(a), u.unit_vector(b)
    if u.same_vector(tuple(-x for x in ua), ub):
        return "flipped"
    if u.same_vector(ua, ub):
        return "rescaled"
    return "turned " + u.deg(u.rotation_angle_between(ua, ub))


def _limits(d, name, a, b, line, old_line):
    if a.limit is None or b.limit is None:
        if a.limit is not b.limit:
            d.add("joint", name, CHANGED, "limit", "none" if a.limit is None else "set",
                  "none" if b.limit is None else "set", ADDED if a.limit is None else REMOVED, line=line,
                  old_line=old_line)
        return
    for k in ("lower", "upper"):
        x, y = a.limit[k], b.limit[k]
        if not u.same_number(x, y):
            d.add("joint", name, CHANGED, "limit." + k, _position_value(x, a.type), _position_value(y, b.type),
                  _position_delta(x, y, b.type), line=line, old_line=old_line)
    for k in ("effort", "velocity"):
        x, y = a.limit[k], b.limit[k]
        if not u.same_number(x, y):
            d.add("joint", name, CHANGED, "limit." + k, _value(x, b.type, k), _value(y, b.type, k),
                  u.percent(x, y), line=line, old_line=old_line)


def _position_value(v, joint_type):
    if not isinstance(v, float):
        return repr(v)
    return u.deg(v) if joint_type in ANGULAR else u.mm(v)


def _position_delta(x, y, joint_type):
    if not (isinstance(x, float) and isinstance(y, float)):
        return ""
    return u.signed(u.deg(y - x) if joint_type in ANGULAR else u.mm(y - x))


def _value(v, joint_type, what):
    if not isinstance(v, float):
        return repr(v)
    if what == "velocity":
        return ("%s rad/s (%s/s)" % (u.num(v), u.deg(v))) if joint_type in ANGULAR else "%s m/s" % u.num(v)
    return ("%s N·m" if joint_type in ANGULAR else "%s N") % u.num(v)


def _numbers(d, name, part, a, b, line, old_line):
    if a is None and b is None:
        return
    if a is None or b is None:
        d.add("joint", name, CHANGED, part, "none" if a is None else "set", "none" if b is None else "set",
              ADDED if a is None else REMOVED, line=line, old_line=old_line)
        return
    for k in a:
        if not u.same_number(a[k], b[k]):
            d.add("joint", name, CHANGED, "%s.%s" % (part, k), u.num(a[k]), u.num(b[k]), u.percent(a[k], b[k]),
                  line=line, old_line=old_line)


def _mimic(d, name, a, b, line, old_line):
    x, y = a.mimic, b.mimic
    if x is None and y is None:
        return
    if x is None or y is None:
        d.add("joint", name, CHANGED, "mimic", "none" if x is None else str(x["joint"]),
              "none" if y is None else str(y["joint"]), ADDED if x is None else REMOVED, line=line,
              old_line=old_line)
        return
    if d.matching.joints.get(x["joint"], x["joint"]) != y["joint"]:
        d.add("joint", name, CHANGED, "mimic.joint", str(x["joint"]), str(y["joint"]), line=line, old_line=old_line)
    for k in ("multiplier", "offset"):
        if not u.same_number(x[k], y[k]):
            d.add("joint", name, CHANGED, "mimic." + k, u.num(x[k]), u.num(y[k]), line=line, old_line=old_line)


# ------------------------------------------------------------------ materials
def _materials(d):
    old, new = d.old.materials, d.new.materials
    for name, m in old.items():
        if name not in new:
            d.add("material", name, REMOVED, old_line=m.at)
    for name, m in new.items():
        o = old.get(name)
        if o is None:
            d.add("material", name, ADDED, line=m.at)
            continue
        if not u.same_vector(o.color, m.color):
            d.add("material", name, CHANGED, "color", _rgba(o.color), _rgba(m.color), line=m.at, old_line=o.at)
        if o.texture != m.texture:
            d.add("material", name, CHANGED, "texture", str(o.texture), str(m.texture), line=m.at,
                  old_line=o.at)
