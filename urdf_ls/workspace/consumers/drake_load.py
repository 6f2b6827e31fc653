"""Drake's load, in the consumer child: `Parser.AddModels` into a MultibodyPlant registered with a SceneGraph
(so that geometry and meshes are read, as in a simulation), then `Finalize`.  Drake resolves package:// only
through its package map: urdf-ls gives it the packages its own diagnostics resolve.  Drake's warnings go to
its log (captured fd 2); its errors are exceptions that name the file and line."""
from __future__ import annotations


def load(job) -> dict:
    from pydrake.multibody.parsing import Parser
    from pydrake.multibody.plant import AddMultibodyPlantSceneGraph
    from pydrake.systems.framework import DiagramBuilder
    builder = DiagramBuilder()
    plant, _scene_graph = AddMultibodyPlantSceneGraph(builder, 0.0)
    parser = Parser(plant)
    packages = parser.package_map()
    for name, folder in sorted(job.get("packages", {}).items()):
        if not packages.Contains(name):
            packages.Add(name, folder)
    try:
        if job.get("text") is None:
            parser.AddModels(job["path"])
        else:
            parser.AddModelsFromString(job["text"], "urdf")
        plant.Finalize()
    except Exception as e:      # (pydrake raises RuntimeError, and ValueError from its bindings)
        return {"loaded": False, "error": str(e)}
    return {"loaded": True, "model": _model(plant)}


def _model(plant) -> dict:
    from pydrake.multibody.tree import BodyIndex, JointIndex
    context = plant.CreateDefaultContext()
    bodies = []
    for i in range(1, plant.num_bodies()):
        body = plant.get_body(BodyIndex(i))
        pose = body.EvalPoseInWorld(context)
        inertia = body.CalcSpatialInertiaInBodyFrame(context)
        com = pose.multiply(inertia.get_com())
        rot = pose.rotation().matrix()
        about_com = inertia.Shift(inertia.get_com()).CalcRotationalInertia().CopyToFullMatrix3()
        world = rot @ about_com @ rot.T
        bodies.append({"name": body.name(), "parent": None, "mass": float(inertia.get_mass()),
                       "com": [float(x) for x in com], "inertia": [[float(x) for x in r] for r in world]})
    joints = []
    for i in range(plant.num_joints()):
        j = plant.get_joint(JointIndex(i))
        lower, upper = list(j.position_lower_limits()), list(j.position_upper_limits())
        joints.append({"name": j.name(), "type": j.type_name(), "body": j.child_body().name(),
                       "parent": j.parent_body().name(),
                       "range": [float(lower[0]), float(upper[0])] if len(lower) == 1 else None,
                       "damping": [float(x) for x in j.default_damping_vector()]})
    parents = {j["body"]: j["parent"] for j in joints}
    for b in bodies:
        b["parent"] = parents.get(b["name"])
    return {"bodies": bodies, "joints": joints}
