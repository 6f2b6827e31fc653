"""The consumers group of bench/bench.py: what loading a robot in a consumer's worker adds after a save.

A 30-link arm, each link with its own 20,000-triangle closed mesh (a torus, binary STL) as visual and
collision geometry, loaded in MuJoCo through urdf-ls's contained runner (workspace/consumers/runner.py): the
seconds from the job to the placed diagnostics, the best of a few runs, beside the seconds of the same
MuJoCo load in a bare `python -c` (what the user's own script pays), so the runner's own cost shows as a
difference.  Run alone: python bench/consumer_load.py"""
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(HERE))
sys.path.insert(0, HERE)

LINKS, FACES = 30, 20000
LOAD_BUDGET = 0.5          # seconds the issue allows a 30-link, 20,000-face robot to add after a save


def write_robot(folder):
    from bench import write_torus_stl
    for i in range(LINKS):
        write_torus_stl(os.path.join(folder, "m%d.stl" % i), nu=100, nv=FACES // 200)
    parts = ['<robot name="bench">']
    for i in range(LINKS):
        geo = '<geometry><mesh filename="m%d.stl"/></geometry>' % i
        parts.append('<link name="l%d"><inertial><mass value="1"/><inertia ixx="0.01" ixy="0" ixz="0" iyy="0.01" '
                     'iyz="0" izz="0.01"/></inertial><visual>%s</visual><collision>%s</collision></link>'
                     % (i, geo, geo))
        if i:
            parts.append('<joint name="j%d" type="revolute"><parent link="l%d"/><child link="l%d"/><origin '
                         'xyz="0 0 0.2"/><axis xyz="0 1 0"/><limit lower="-1" upper="1" effort="1" velocity="1"/>'
                         '</joint>' % (i, i - 1, i))
    parts.append("</robot>")
    path = os.path.join(folder, "bench.urdf")
    with open(path, "w") as f:
        f.write("\n".join(parts))
    return path


def seconds_through_the_runner(path, reps=3):
    from urdf_ls.rules.targets.placing import load_diagnostics
    from urdf_ls.syntax.scanner import parse
    from urdf_ls.workspace.consumers.runner import LoadJob, run_load
    text = open(path).read()
    best, result = None, None
    for _ in range(reps):
        t0 = time.perf_counter()
        result = run_load(LoadJob("mujoco", path))
        load_diagnostics(parse(text).root, text, result)
        took = time.perf_counter() - t0
        best = took if best is None else min(best, took)
    assert result.loaded, result.error
    return best


def seconds_bare(path, reps=3):
    script = "import mujoco, sys; mujoco.MjModel.from_xml_path(sys.argv[1])"
    best = None
    for _ in range(reps):
        t0 = time.perf_counter()
        subprocess.run([sys.executable, "-c", script, path], check=True, capture_output=True)
        took = time.perf_counter() - t0
        best = took if best is None else min(best, took)
    return best


def measure():
    """{runner_s, bare_s, budget_s} or None without MuJoCo"""
    try:
        import mujoco  # noqa: F401
    except ImportError:
        return None
    folder = tempfile.mkdtemp(prefix="urdf-ls-bench-consumer-")
    try:
        path = write_robot(folder)
        return {"runner_s": seconds_through_the_runner(path), "bare_s": seconds_bare(path),
                "budget_s": LOAD_BUDGET}
    finally:
        shutil.rmtree(folder, True)


if __name__ == "__main__":
    print(measure())
