"""Settings from the client's JSON."""
from urdf_ls.workspace.settings import Settings, XacroSettings

SETTINGS = [
    (None, Settings(), 0),
    ({"xacro": {"expand": True}}, Settings(XacroSettings(expand=True)), 0),
    ({"xacro": {"expand": "yes"}}, Settings(), 1),
    ({"xacro": {"expand": True, "args": {"prefix": "l_"}}, "packages": {"my_robot": "/src/my_robot"}},
     Settings(XacroSettings(True, {"prefix": "l_"}), {"my_robot": "/src/my_robot"}), 0),
    ({"packages": ["not", "a", "map"]}, Settings(), 1),
    ({"xacroExpand": True}, Settings(), 1),
    ([], Settings(), 1),
]


def test_settings_from_json():
    for obj, expected, n_problems in SETTINGS:
        got, problems = Settings.from_json(obj)
        assert (got, len(problems)) == (expected, n_problems), obj
