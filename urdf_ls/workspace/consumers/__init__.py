"""The consumers themselves (MuJoCo, pybullet, Drake, sdformat), asked to load a robot in a contained child
process: `runner` starts and bounds the child, `child` is its main, `containment` what it does to itself
before a consumer runs, and one module per consumer says how that consumer loads a file.  Nothing here is
imported by the base install's paths unless a target's consumer is installed and asked for."""
