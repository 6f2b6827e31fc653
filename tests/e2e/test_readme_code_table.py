"""The README's table of diagnostic codes is what scripts/gen_readme_codes.py generates from the registry."""
import os



from tests.helpers.paths import ROOT  # noqa: E402
def test_readme_code_table_is_current():
    import subprocess
    import sys
    p = subprocess.run([sys.executable, os.path.join(ROOT, "scripts", "gen_readme_codes.py"), "--check"],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stdout + p.stderr


