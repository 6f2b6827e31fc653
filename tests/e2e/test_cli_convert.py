"""`urdf-ls convert ROBOT --to mjcf|sdf`: the consumer's own output, or its mapped refusal and nothing written."""
import os
import subprocess
import sys

from tests.e2e.test_cli_consumers import gz  # noqa: F401  (the fixture: a gz stand-in on PATH)
from tests.helpers.consumer_robots import LIMIT, arm, link, robot, write
from tests.helpers.target_oracles import _need_module


def convert(*args, env=None):
    p = subprocess.run([sys.executable, "-m", "urdf_ls", "convert", *args], capture_output=True, text=True,
                       timeout=300, env=env)
    return p.returncode, p.stdout, p.stderr


def test_mjcf_is_what_mujoco_writes_and_the_report_goes_to_stderr(tmp_path):
    _need_module("mujoco")
    import mujoco
    tool = link("tool0", 0.2) + '<joint name="fix" type="fixed"><parent link="arm"/><child link="tool0"/></joint>'
    path = write(str(tmp_path), robot(link("base"), arm(), tool))
    out = str(tmp_path / "r.xml")
    status, stdout, stderr = convert(path, "--to", "mjcf", "-o", out)
    assert status == 0 and stdout == "" and "tool0 -> arm (0.2 kg)" in stderr
    model = mujoco.MjModel.from_xml_path(out)         # (MuJoCo reads back what it wrote)
    assert model.body("arm").mass[0] == 1.2 and model.nbody == 2


def test_a_refusal_is_printed_on_the_source_line_and_nothing_is_written(tmp_path):
    _need_module("mujoco")
    text = robot(link("base"), arm(mass=None))
    path = write(str(tmp_path), text)
    out = str(tmp_path / "r.xml")
    status, stdout, stderr = convert(path, "--to", "mjcf", "-o", out)
    assert status == 1 and not os.path.exists(out)
    assert stderr.startswith("%s:4:13: error: mujoco: MuJoCo refuses the file:" % path), stderr


def test_sdf_is_what_sdformat_prints(tmp_path, gz):  # noqa: F811
    path = write(str(tmp_path), robot(link("base"), link("arm"), '<joint name="j" type="revolute"><parent '
                                      'link="base"/><child link="arm"/>%s</joint>' % LIMIT))
    status, stdout, stderr = convert(path, "--to", "sdf", "--quiet", env=gz)
    assert status == 0 and stdout.lstrip().startswith("<sdf") and "<joint name='j' type='revolute'>" in stdout
    assert stderr == ""


def test_a_missing_consumer_says_what_to_install(tmp_path):
    path = write(str(tmp_path), robot(link("base")))
    env = dict(os.environ, PATH="/nonexistent")
    status, stdout, stderr = convert(path, "--to", "sdf", env=env)
    assert status == 2 and "not installed here" in stderr and "gz sdf" in stderr
