"""Differential fuzzer: grammar-aware mutants of corpus URDF/xacro files, checked by urdfdom's check_urdf
(and by the xacro package for xacro files) and by urdf-ls's CLI.  See tests/fuzz/README.md."""
