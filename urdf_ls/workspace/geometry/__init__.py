"""Mass properties of link geometry: URDF's primitives (`solids`), mesh files (`meshes`), and the cache that
computes meshes off the caller's thread (`cache`). Everything is for unit density, in metres, with URDF's
inertia convention (see `solids.MassProperties`)."""
from .cache import MeshCache
from .meshes import MeshResult, mesh_properties
from .solids import (MassProperties, box, combined, contains, cylinder, farthest_distance, principal_moments,
                     scaled, sphere, transformed)

__all__ = ["MassProperties", "MeshCache", "MeshResult", "box", "combined", "contains", "cylinder",
           "farthest_distance", "mesh_properties", "principal_moments", "scaled", "sphere", "transformed"]
