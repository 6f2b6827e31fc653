"""Mass properties of link geometry: URDF's primitives (`solids`), mesh files (`meshes`), and the cache that
computes meshes off the caller's thread (`cache`). Everything is for unit density, in metres, with URDF's
inertia convention (see `solids.MassProperties`).

Import the modules themselves: this package imports nothing, so that a check that reads no mesh pays
for none of the readers."""
