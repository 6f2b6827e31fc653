"""The consumer runner (urdf_ls/workspace/consumers/runner.py) with the real consumers: a crash, a hang and a
memory cap are results, never exceptions; no child and no temporary folder outlives a run; a superseded run
is killed; the child has no network."""
import asyncio
import glob
import os
import socket
import subprocess
import sys
import tempfile

import pytest

from tests.helpers.consumer_robots import arm, link, robot, write
from tests.helpers.target_oracles import _need_module
from urdf_ls.rules.targets.readings import messages
from urdf_ls.workspace.consumers.runner import ConsumerRunner, LoadJob, run_load


def gone(pid):
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    return False


@pytest.fixture
def scratch(tmp_path, monkeypatch):
    """the folder the runner makes its temporary folders in, for this test alone"""
    folder = tmp_path / "scratch"
    folder.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(folder))
    return folder


def leftovers(folder):
    return glob.glob(os.path.join(str(folder), "*"))


def test_a_load_leaves_no_process_and_no_folder_and_answers_with_the_model(tmp_path, scratch):
    _need_module("mujoco")
    path = write(str(tmp_path), robot(link("base"), arm()))
    pids = []
    result = run_load(LoadJob("mujoco", path), on_start=pids.append)
    assert result.loaded and [b["name"] for b in result.model["bodies"]] == ["arm"]
    assert len(pids) == 1 and gone(pids[0])
    assert leftovers(scratch) == []


def test_a_refusal_leaves_nothing_beside_the_robot_nor_in_the_temporary_folders(tmp_path, scratch):
    _need_module("mujoco")
    path = write(str(tmp_path), robot(link("base"), arm(mass=None)))
    result = run_load(LoadJob("mujoco", path))
    assert not result.loaded and "mjMINVAL" in result.error
    assert not os.path.exists(os.path.join(str(tmp_path), "MUJOCO_LOG.TXT")) and leftovers(scratch) == []


def test_past_the_memory_cap_the_consumer_ends_with_a_diagnostic_not_an_exception(tmp_path):
    _need_module("pybullet")
    path = write(str(tmp_path), robot(link("base"), arm()))
    result = run_load(LoadJob("pybullet", path, memory=120 * 2 ** 20))
    assert not result.loaded and (result.crashed or result.memory_exceeded)
    said, = messages(result)
    assert said.level == "error" and ("crashed" in said.text or "ran out of memory" in said.text)
    assert "120 MB" in said.reading or "120 MB" in said.text


def test_a_load_past_its_time_budget_is_killed_and_said(tmp_path):
    _need_module("pydrake")
    path = write(str(tmp_path), robot(link("base"), arm()))
    pids = []
    result = run_load(LoadJob("drake", path, timeout=0.01), on_start=pids.append)  # (starting Python takes more)
    assert result.timed_out and not result.loaded and gone(pids[0])
    said, = messages(result)
    assert said.text.startswith("Drake did not finish loading this file")


def test_the_child_has_no_network():
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(1)
    port = listener.getsockname()[1]
    probe = ("import socket, sys\n"
             "from urdf_ls.workspace.consumers.containment import cut_network\n"
             "if sys.argv[1] == 'cut': cut_network()\n"
             "try:\n    socket.create_connection(('127.0.0.1', %d), timeout=5)\nexcept OSError:\n"
             "    print('refused')\nelse:\n    print('connected')\n" % port)
    try:
        answers = [subprocess.run([sys.executable, "-c", probe, how], capture_output=True, text=True,
                                  timeout=60).stdout.strip() for how in ("open", "cut")]
    finally:
        listener.close()
    assert answers == ["connected", "refused"]


async def test_a_new_run_of_a_document_kills_the_one_it_supersedes(tmp_path):
    _need_module("pydrake")
    path = write(str(tmp_path), robot(link("base"), arm()))
    runner = ConsumerRunner()
    first = runner.start(("doc", "drake"), LoadJob("drake", path))
    while ("doc", "drake") not in runner.pids():        # (the child exists once its pid is known)
        await asyncio.sleep(0.01)
    old = runner.pids()[("doc", "drake")]
    second = runner.start(("doc", "drake"), LoadJob("drake", path))
    with pytest.raises(asyncio.CancelledError):
        await first
    result = await second
    assert result.loaded and gone(old)
    assert runner.running() == set() and runner.pids() == {}
    runner.shutdown()
