"""pybullet's load, in the consumer child: `loadURDF` in a DIRECT connection with the default flags, as a user
calls it.  pybullet resolves package:// itself (it drops the prefix and looks beside the file and in its
search path); what it prints from C (b3Warning, b3Error, b3Printf) goes to the captured fd 1, whose lines
name the file's line and the link.  An unsaved or expanded text is written beside nothing: to the temporary
folder and loaded from the file's own folder: pybullet looks for a mesh in the folders of the URDF's path and
in ".", ".." and "../.." (UrdfFindMeshFile), so its meshes resolve as they do for the file two levels up."""
from __future__ import annotations

import os

JOINT_TYPES = ("revolute", "prismatic", "spherical", "planar", "fixed", "point2point", "gear")
GEOM_TYPES = {2: "sphere", 3: "box", 4: "capsule", 5: "mesh", 6: "plane", 7: "cylinder"}


def load(job) -> dict:
    import pybullet as p
    client = p.connect(p.DIRECT)
    path = job["path"]
    here = os.getcwd()
    if job.get("text") is not None:
        path = os.path.join(here, os.path.basename(path))
        with open(path, "w", encoding="utf-8") as f:
            f.write(job["text"])
        os.chdir(os.path.dirname(job["path"]))     # (pybullet looks in ".", ".." and "../.." too)
    try:
        body = p.loadURDF(path, physicsClientId=client)
    except p.error as e:
        return {"loaded": False, "error": str(e)}
    finally:
        os.chdir(here)
    return {"loaded": True, "model": _model(p, body, client)}


def _model(p, body, client) -> dict:
    bodies, joints = [], []
    base = p.getBodyInfo(body, physicsClientId=client)[0].decode("utf-8", "replace")
    com, orn = p.getBasePositionAndOrientation(body, physicsClientId=client)
    bodies.append(_body(p, body, -1, base, None, com, orn, client))
    names = {-1: base}
    for j in range(p.getNumJoints(body, physicsClientId=client)):
        info = p.getJointInfo(body, j, physicsClientId=client)
        names[j] = info[12].decode("utf-8", "replace")
        state = p.getLinkState(body, j, physicsClientId=client)
        bodies.append(_body(p, body, j, names[j], names.get(info[16]), state[0], state[1], client))
        kind = JOINT_TYPES[info[2]] if info[2] < len(JOINT_TYPES) else str(info[2])
        joints.append({"name": info[1].decode("utf-8", "replace"), "type": kind, "body": names[j],
                       "axis": list(info[13]), "range": [info[8], info[9]] if info[8] <= info[9] else None,
                       "damping": info[6], "friction": info[7]})
    return {"bodies": bodies, "joints": joints,
            "geoms": [g for j in names for g in _geoms(p, body, j, names[j], client)]}


def _body(p, body, j, name, parent, com, orn, client):
    info = p.getDynamicsInfo(body, j, physicsClientId=client)
    rot = p.getMatrixFromQuaternion(orn)
    diag = info[2]
    inertia = [[sum(rot[3 * r + k] * diag[k] * rot[3 * c + k] for k in range(3)) for c in range(3)]
               for r in range(3)]
    return {"name": name, "parent": parent, "mass": info[0], "com": list(com), "inertia": inertia}


def _geoms(p, body, j, name, client):
    try:
        shapes = p.getCollisionShapeData(body, j, physicsClientId=client)
    except p.error:
        return []
    return [{"body": name, "type": GEOM_TYPES.get(s[2], str(s[2])), "collision": True,
             "mesh": s[4].decode("utf-8", "replace") if s[2] == 5 else None} for s in shapes]
