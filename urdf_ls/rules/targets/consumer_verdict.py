"""The real consumer's verdict in place of the static rules' guess: with a consumer installed, its load
diagnostics (placing.load_diagnostics) replace the static rules that predict a refusal for that target (their
verdict is TARGET_FAILS); the warnings about what a loaded model does differently stay (the consumer does not
print them).  The job's package map: each package:// of the robot, found as urdf-ls's own diagnostics find it."""
from __future__ import annotations

from ...codes import TARGET_FAILS
from ...workspace.packages import PACKAGE, split_package_uri


def replaced_codes(target) -> set:
    """the static codes of a target that its real consumer's verdict replaces: the predicted refusals, and the
    warnings the consumer prints itself (pybullet's "No inertial data for link, using mass=1")"""
    from ...codes import Code
    prefix = target + "-"
    return {c for c in Code if c.value.startswith(prefix) and c.verdict == TARGET_FAILS
            and not c.value.endswith("-load-failed")} | SAID_BY_THE_CONSUMER.get(target, set())


def _said():
    from ...codes import Code
    return {"pybullet": {Code.PYBULLET_DEFAULT_MASS}}


SAID_BY_THE_CONSUMER = _said()


def package_map(root, find) -> dict:
    """package name -> folder of every package:// URI of the robot that `find(name)` resolves"""
    out = {}
    for el in root.iter():
        for a in el.tag_attrs:
            if a.value.startswith(PACKAGE):
                name = split_package_uri(a.value)[0]
                if name and name not in out:
                    folder = find(name)
                    if folder is not None:
                        out[name] = folder
    return out
