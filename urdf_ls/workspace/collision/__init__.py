"""Self-collision of a robot's links: its kinematics (robot.py, kinematics.py), its collision geometry as a
collision library sees it (bodies.py), pair checks (checker.py) and MoveIt's collision matrix (matrix.py).

Imports nothing: numpy and python-fcl (the `urdf-ls[collision]` extra) load only when a command checks
collisions (`bodies.require_collision_libraries`)."""
