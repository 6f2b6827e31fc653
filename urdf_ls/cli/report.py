"""The report of `urdf-ls check --target T --report` (and of `urdf-ls convert`): what each consumer made of
each file (rules.targets.report.Report) as text or JSON."""
from __future__ import annotations

from ..text.visible import printable


class Reports:
    """collects the consumers' reports of the files of a run; convert: the consumers also return their own
    output of the model (MJCF, SDF)"""

    def __init__(self, convert=False):
        self.convert = convert
        self.items: list = []       # (path, ConsumerRun)

    def add(self, path, session, runs):
        self.items += [(path, run) for run in runs]


def report_text(path, run) -> str:
    r = run.report
    who = run.target
    lines = ["%s: what %s made of it:" % (path, who)]
    if not r.loaded:
        lines.append("  no model: it refuses the file (see the errors)")
        return _printed(lines)
    lines.append("  total mass: %s kg in the file, %s kg in %s" % (_g(r.file_mass), _g(r.mass), who))
    for fate, title in (("kept", "bodies kept"), ("merged", "links merged"), ("dropped", "links dropped")):
        bodies = [b for b in r.bodies if b.fate == fate]
        if not bodies:
            continue
        lines.append("  %s (%d):" % (title, len(bodies)))
        lines += ["    " + _body_line(b) for b in bodies]
    if r.extra_bodies:
        lines.append("  bodies of its own: %s" % ", ".join(r.extra_bodies))
    if r.joints:
        lines.append("  joints (%d):" % len(r.joints))
        lines += ["    " + _joint_line(j) for j in r.joints]
    lines += ["  note: " + n for n in r.notes]
    return _printed(lines)


def _printed(lines):
    return "".join(printable(line) + "\n" for line in lines)


def _body_line(b):
    if b.fate == "merged":
        return "%s -> %s (%s kg)" % (b.name, b.into, _g(b.file_mass))
    if b.fate == "dropped":
        return "%s (%s kg lost)" % (b.name, _g(b.file_mass))
    text = "%s: mass %s kg (file %s)" % (b.name, _g(b.mass), _g(b.file_mass))
    if b.com_shift is not None:
        text += ", centre of mass %.1f mm from the file's" % (b.com_shift * 1000)
    if b.moments:
        text += ", principal moments %s (file %s)" % (_triple(b.moments), _triple(b.file_moments))
    if b.collisions[1] is not None:
        text += ", collision shapes %d (file %d)" % (b.collisions[1], b.collisions[0])
    return text


def _joint_line(j):
    text = "%s: %s -> %s" % (j.name, j.file_type, j.type or "none")
    if j.range is not None or j.file_range is not None:
        text += ", range %s (file %s)" % (_pair(j.range), _pair(j.file_range))
    if j.damping:
        text += ", damping %s" % (_g(j.damping) if not isinstance(j.damping, list) else _g(sum(j.damping)))
    if j.friction:
        text += ", friction %s" % _g(j.friction)
    return text + ("  [%s]" % j.note if j.note else "")


def _g(x):
    return "?" if x is None else "%.6g" % x


def _triple(v):
    return "(%s)" % ", ".join("%.4g" % x for x in v) if v else "()"


def _pair(v):
    return "none" if v is None else "[%.4g, %.4g]" % tuple(v)


def report_dict(path, run) -> dict:
    r = run.report
    return {"path": path, "target": run.target, "loaded": r.loaded, "fileMass": r.file_mass, "mass": r.mass,
            "bodies": [{"name": b.name, "fate": b.fate, "into": b.into, "fileMass": b.file_mass, "mass": b.mass,
                        "comShift": b.com_shift, "fileMoments": list(b.file_moments), "moments": list(b.moments),
                        "fileCollisions": b.collisions[0], "collisions": b.collisions[1]} for b in r.bodies],
            "extraBodies": list(r.extra_bodies),
            "joints": [{"name": j.name, "fileType": j.file_type, "type": j.type, "range": _list(j.range),
                        "fileRange": _list(j.file_range), "damping": j.damping, "friction": j.friction,
                        "note": j.note} for j in r.joints],
            "notes": list(r.notes), "refusal": run.result.error if not run.result.loaded else None}


def _list(v):
    return list(v) if v is not None else None
