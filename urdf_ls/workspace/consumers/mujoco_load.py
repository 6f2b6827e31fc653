"""MuJoCo's load, in the consumer child: `mujoco.MjModel.from_xml_path` as a user calls it (its URDF reader and
compiler: fusestatic, discardvisual and the robot's own <mujoco><compiler/> block apply); an unsaved or
expanded text through `MjSpec.from_string` with the file's folder as the model's folder, which resolves
meshes the same way.  MuJoCo does not resolve package://: it opens 'package:/pkg/...' and fails, which is
what is reported."""
from __future__ import annotations

import os

JOINT_TYPES = ("free", "ball", "slide", "hinge")
GEOM_TYPES = ("plane", "hfield", "sphere", "capsule", "ellipsoid", "cylinder", "box", "mesh", "sdf")


def load(job) -> dict:
    import mujoco
    warnings = []
    mujoco.set_mju_user_warning(warnings.append)
    try:
        if job.get("text") is None:
            model = mujoco.MjModel.from_xml_path(job["path"])
            converted = _saved(mujoco, model) if job.get("convert") else None
        else:
            spec = mujoco.MjSpec.from_string(job["text"])
            spec.modelfiledir = os.path.dirname(job["path"])
            model = spec.compile()
            converted = spec.to_xml() if job.get("convert") else None
    except ValueError as e:      # (the bindings raise ValueError with the compiler's message)
        return {"loaded": False, "error": str(e), "warnings": warnings}
    return {"loaded": True, "warnings": warnings, "model": _model(mujoco, model), "converted": converted}


def _saved(mujoco, model):
    """the MJCF MuJoCo writes of the model it last loaded (mj_saveLastXML)"""
    out = os.path.join(os.getcwd(), "model.xml")
    mujoco.mj_saveLastXML(out, model)
    with open(out, encoding="utf-8", errors="replace") as f:
        return f.read()


def _model(mujoco, m) -> dict:
    """the compiled model at its reference configuration: bodies (mass, centre of mass and inertia in the
    world frame), joints, collision and visual geoms, meshes"""
    d = mujoco.MjData(m)
    mujoco.mj_forward(m, d)
    bodies = []
    for i in range(1, m.nbody):
        rot = d.ximat[i].reshape(3, 3)
        inertia = rot @ _diag(m.body_inertia[i]) @ rot.T
        bodies.append({"name": m.body(i).name, "parent": m.body(int(m.body_parentid[i])).name,
                       "mass": float(m.body_mass[i]), "com": [float(x) for x in d.xipos[i]],
                       "inertia": [[float(x) for x in row] for row in inertia]})
    joints = []
    for i in range(m.njnt):
        dof = int(m.jnt_dofadr[i])
        joints.append({"name": m.joint(i).name, "type": JOINT_TYPES[int(m.jnt_type[i])],
                       "body": m.body(int(m.jnt_bodyid[i])).name, "axis": [float(x) for x in m.jnt_axis[i]],
                       "range": [float(x) for x in m.jnt_range[i]] if m.jnt_limited[i] else None,
                       "damping": float(m.dof_damping[dof]), "friction": float(m.dof_frictionloss[dof])})
    geoms = [{"body": m.body(int(m.geom_bodyid[i])).name, "type": GEOM_TYPES[int(m.geom_type[i])]
              if int(m.geom_type[i]) < len(GEOM_TYPES) else str(int(m.geom_type[i])),
              "collision": bool(m.geom_contype[i] or m.geom_conaffinity[i]),
              "mesh": m.mesh(int(m.geom_dataid[i])).name if int(m.geom_type[i]) == 7 else None}
             for i in range(m.ngeom)]
    return {"bodies": bodies, "joints": joints, "geoms": geoms, "equalities": int(m.neq)}


def _diag(values):
    import numpy
    return numpy.diag(values)
