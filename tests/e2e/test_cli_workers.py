"""`urdf-ls check` over many files in forked workers: the output is what one process gives, in input order; a
failing or dying worker is reported and the others are stopped; the program ends with all its output."""
import os

import pytest



def robots(tmp_path, n):
    files = []
    for i in range(n):
        f = tmp_path / ("r%03d.urdf" % i)
        f.write_text('<robot name="r"><link name="a"/>%s</robot>\n' % ('<link name="a"/>' * (i % 3)))
        files.append(str(f))
    return files


def checker_args(fmt="json"):
    return ([], {"packages": {}}, [], [], fmt)


def pool_children():
    """this process's child processes that are not the long-lived mesh workers other tests of the run may have
    started (urdf_ls.workspace.geometry.child): the pool's workers are forks of this process"""
    found = set()
    for task in os.listdir("/proc/self/task"):
        try:
            with open("/proc/self/task/%s/children" % task) as f:
                found |= {int(p) for p in f.read().split()}
        except OSError:
            pass
    out = set()
    for pid in found:
        try:
            with open("/proc/%d/cmdline" % pid, "rb") as f:
                if b"urdf_ls.workspace.geometry.child" in f.read():
                    continue
        except OSError:
            continue        # (gone meanwhile)
        out.add(pid)
    return out


def no_children_left():
    """no child of the pool left running or unreaped"""
    return not pool_children()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="forking platforms")
@pytest.mark.parametrize("fmt", ["json", "sarif"])
def test_forked_workers_give_what_one_process_gives_in_input_order(tmp_path, fmt):
    from urdf_ls.cli import check as cli, pool
    files = robots(tmp_path, 40) + [str(tmp_path / "missing.urdf")]
    alone = list(map(cli.Checker(*checker_args(fmt)).checked, files))
    assert list(pool.check_forked(files, cli.Checker(*checker_args(fmt)), 3)) == alone
    assert list(pool.check_in_pool(files, cli.Checker, checker_args(fmt), 2)) == alone
    assert no_children_left()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="forking platforms")
def test_a_failing_worker_is_reported_and_the_others_are_stopped(tmp_path):
    from urdf_ls.cli import check as cli, pool
    files = robots(tmp_path, 30)
    checker = cli.Checker(*checker_args())
    real = checker.checked
    checker.checked = lambda path: real(path) if path != files[17] else 1 / 0
    with pytest.raises(RuntimeError, match="ZeroDivisionError"):
        list(pool.check_forked(files, checker, 2))
    assert no_children_left()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="forking platforms")
def test_abandoning_the_results_stops_the_workers(tmp_path):
    from urdf_ls.cli import check as cli, pool
    results = pool.check_forked(robots(tmp_path, 60), cli.Checker(*checker_args()), 2)
    next(results)
    results.close()
    assert no_children_left()


@pytest.mark.skipif(not hasattr(os, "fork"), reason="forking platforms")
def test_a_worker_that_dies_is_reported(tmp_path):
    from urdf_ls.cli import check as cli, pool
    files = robots(tmp_path, 30)
    checker = cli.Checker(*checker_args())
    real = checker.checked
    checker.checked = lambda path: real(path) if path != files[5] else os._exit(3)
    with pytest.raises(RuntimeError, match="ended unexpectedly"):
        list(pool.check_forked(files, checker, 2))
    assert no_children_left()


def test_the_program_ends_without_teardown_but_with_all_its_output(tmp_path):
    import subprocess
    import sys
    files = robots(tmp_path, 3)
    code = ("import atexit, sys; atexit.register(lambda: sys.stderr.write('handlers ran\\n')); "
            "sys.argv = ['urdf-ls', 'check', '--format', 'json'] + %r; from urdf_ls import cli; cli.main()" % files)
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert r.returncode == 1 and r.stdout.endswith("\n]\n") and r.stderr == "handlers ran\n"





def test_a_reader_that_stops_early_ends_the_program_quietly(tmp_path):
    """`urdf-ls check . | head`: the pipe closes under the output; no traceback, the status of a tool that
    SIGPIPE ended (141)"""
    import subprocess
    import sys
    proc = subprocess.Popen([sys.executable, "-m", "urdf_ls", "check", "--format", "json"] + robots(tmp_path, 300),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=str(tmp_path))
    assert proc.stdout.read(64)
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=60) == 141 and "Traceback" not in err, err
