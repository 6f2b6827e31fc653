"""The consumer child's main: `python -m urdf_ls.workspace.consumers.child`.  Its job is one JSON line on stdin
({"target", "path", "text" or null, "packages", "convert"}); its answer one JSON object on the original stdout
({"loaded", "error", "warnings", "model", "converted"} and "log": what the consumer printed), whatever the
consumer itself printed on fds 1 and 2 meanwhile."""
from __future__ import annotations

import importlib
import json
import os
import sys

from . import containment

LOG_CAP = 256 * 1024
OUT_OF_MEMORY = ("failed to map segment", "Cannot allocate memory", "bad_alloc")   # (past RLIMIT_AS)
MODULES = {"mujoco": "mujoco_load", "pybullet": "pybullet_load", "drake": "drake_load", "gazebo": "sdformat_load"}


def main():
    containment.die_with_parent()
    containment.limit_self()
    line = sys.stdin.buffer.readline()
    if not line:
        os._exit(0)
    job = json.loads(line)
    containment.cut_network()
    result_file, capture = containment.capture_output(os.getcwd())
    try:
        module = importlib.import_module("%s.%s" % (__package__, MODULES[job["target"]]))
        answer = module.load(job)
    except MemoryError:
        answer = {"loaded": False, "memory": True, "error": "MemoryError"}
    except Exception as e:      # (a consumer's own failure, reported with its text)
        answer = {"loaded": False, "error": "%s: %s" % (type(e).__name__, e),
                  "memory": any(s in str(e) for s in OUT_OF_MEMORY)}
    answer["log"] = containment.read_capture(capture, LOG_CAP)
    result_file.write(json.dumps(answer))
    result_file.flush()
    os._exit(0)       # (no teardown: a consumer's C++ destructors may crash at exit, after the answer)


if __name__ == "__main__":
    main()
