"""sdformat's conversion, in the consumer child: `gz sdf -p FILE` (or `ign sdf -p`), which prints the SDF that
libsdformat makes of a URDF (what Gazebo loads: fixed joints lumped, massless links dropped) and its errors on
stderr.  An unsaved or expanded text is written to the temporary folder first."""
from __future__ import annotations

import os
import re
import subprocess

from .installed import sdf_program

OUTPUT_CAP = 16 * 1024 * 1024
_LINK = re.compile(r"<link name='([^'<>]*)'>")
# (the spaces after <mass> taken at once, as an atomic group would: with an empty value the two \s* runs
# split a run of spaces every way, quadratic on a long one)
_MASS = re.compile(r"<mass>(?=(\s*))\1(?P<value>[^<\s]*)\s*</mass>")
_JOINT = re.compile(r"<joint name='([^'<>]*)' type='([^'<>]*)'>")


def load(job) -> dict:
    program = sdf_program()
    if program is None:
        return {"loaded": False, "error": "neither gz nor ign is on PATH"}
    path = job["path"]
    if job.get("text") is not None:
        path = os.path.join(os.getcwd(), os.path.basename(path))
        with open(path, "w", encoding="utf-8") as f:
            f.write(job["text"])
    p = subprocess.run([program, "sdf", "-p", path], capture_output=True, timeout=job.get("timeout", 60))
    out, err = p.stdout[:OUTPUT_CAP].decode("utf-8", "replace"), p.stderr[:65536].decode("utf-8", "replace")
    if p.returncode != 0 or "<sdf" not in out:
        return {"loaded": False, "error": (err or out).strip() or "sdformat failed (status %d)" % p.returncode}
    return {"loaded": True, "warnings": [line for line in err.splitlines() if line.strip()],
            "model": _model(out), "converted": out}


def _model(sdf) -> dict:
    """the links sdformat kept (with their mass) and its joints, read from the SDF text"""
    bodies = []
    starts = [m for m in _LINK.finditer(sdf)]
    for i, m in enumerate(starts):
        end = starts[i + 1].start() if i + 1 < len(starts) else len(sdf)
        mass = _MASS.search(sdf, m.end(), end)
        bodies.append({"name": m.group(1), "parent": None, "mass": float(mass.group("value")) if mass and
                       _number(mass.group("value")) else 0.0})
    joints = [{"name": m.group(1), "type": m.group(2)} for m in _JOINT.finditer(sdf)]
    return {"bodies": bodies, "joints": joints}


def _number(text):
    try:
        float(text)
    except ValueError:
        return False
    return True
