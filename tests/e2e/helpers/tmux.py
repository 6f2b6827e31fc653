"""A terminal program in a private tmux server, read as the user sees it (capture-pane)."""
import os
import subprocess

from tests.e2e.helpers.processes import until
from tests.helpers.tools import need


class Terminal:
    def __init__(self, argv, env, cwd, width=220, height=40):
        self.tmux = need("tmux")
        self.sock = "urdfls-%d-%d" % (os.getpid(), id(self))
        env_args = ["%s=%s" % kv for kv in sorted(env.items())]
        subprocess.run([self.tmux, "-L", self.sock, "new-session", "-d", "-x", str(width), "-y", str(height),
                        "-c", str(cwd), "--", "env"] + env_args + list(argv), check=True, timeout=30)

    def screen(self):
        p = subprocess.run([self.tmux, "-L", self.sock, "capture-pane", "-p", "-J"], capture_output=True, text=True,
                           timeout=30)
        return p.stdout

    def type(self, *keys):
        """tmux send-keys: literal text, or key names such as Enter and Escape"""
        subprocess.run([self.tmux, "-L", self.sock, "send-keys"] + list(keys), check=True, timeout=30)

    def wait_for(self, pred, timeout=30.0):
        """pred(screen) once true (a bounded poll: a terminal sends no event when it redraws)"""
        return until(lambda: pred(self.screen()), timeout)

    def close(self):
        subprocess.run([self.tmux, "-L", self.sock, "kill-server"], capture_output=True, timeout=30)
