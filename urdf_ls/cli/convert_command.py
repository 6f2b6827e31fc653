"""`urdf-ls convert ROBOT --to mjcf|sdf [-o OUT]`: the robot converted by the consumer's own compiler (MuJoCo's
mj_saveLastXML, sdformat's `gz sdf -p`), with what the consumer made of it (the report of check --report) on
stderr.  When the consumer refuses the file, its mapped diagnostics are printed and nothing is written."""
from __future__ import annotations

import os
import sys

from .args import EXIT_CLEAN, EXIT_ERRORS, EXIT_USAGE, add_trust_argument, argument_parser, xacro_missing

FORMATS = {"mjcf": "mujoco", "sdf": "gazebo"}


def _parser():
    ap = argument_parser(prog="urdf-ls convert", description="Convert a URDF (or a .xacro file, expanded) with "
                         "the consumer's own compiler: MuJoCo for MJCF, sdformat (gz/ign sdf -p) for SDF. Exit "
                         "code: 0 written, 1 the consumer refuses the file, 2 usage problem or consumer missing.")
    ap.add_argument("path", metavar="ROBOT", help="the .urdf or .xacro file")
    ap.add_argument("--to", required=True, choices=sorted(FORMATS), help="mjcf (MuJoCo) or sdf (sdformat)")
    ap.add_argument("-o", "--output", metavar="OUT", help="where to write it (default: stdout)")
    ap.add_argument("--package", action="append", default=[], metavar="NAME=DIR", help="where package NAME lives")
    ap.add_argument("--xacro-arg", action="append", default=[], metavar="NAME=VALUE", help="xacro arg (repeatable)")
    ap.add_argument("--quiet", action="store_true", help="do not print the report on stderr")
    add_trust_argument(ap)
    return ap


def cmd_convert(argv):
    ap = _parser()
    args = ap.parse_args(argv)
    target = FORMATS[args.to]
    from ..workspace.consumers.installed import consumer_name, install_hint, runnable
    if not runnable(target):
        print("urdf-ls convert: --to %s needs %s, which is not installed here: %s" % (
            args.to, consumer_name(target), install_hint(target)), file=sys.stderr)
        return EXIT_USAGE
    xacro = args.path.endswith(".xacro")
    if xacro and xacro_missing("convert of a .xacro file"):
        print(xacro_missing("convert of a .xacro file"), file=sys.stderr)
        return EXIT_USAGE
    from .check import Checker, client_flags, default_workspace, pairs, render
    from .report import Reports, report_text
    flags = client_flags(pairs(ap, args.package, "--package"), pairs(ap, args.xacro_arg, "--xacro-arg"), xacro,
                         args.trust, [target])
    checker = Checker(default_workspace([args.path]), flags, [], [], "text")
    reports = Reports(convert=True)
    found, _problems = checker.found(args.path, None, reports)
    runs = [run for _path, run in reports.items if run.target == target]
    if not runs:
        print("urdf-ls convert: %s has no robot to convert%s" % (args.path, " (its expansion failed)" if xacro
                                                                 else ""), file=sys.stderr)
        sys.stderr.write(render(found, "text"))
        return EXIT_ERRORS
    run = runs[0]
    if not run.result.loaded or run.result.converted is None:
        sys.stderr.write(render([r for r in found if r[2].code.value.startswith(target + "-load")], "text"))
        return EXIT_ERRORS
    _write(args.output, run.result.converted)
    if not args.quiet:
        sys.stderr.write(report_text(args.path, run))
    return EXIT_CLEAN


def _write(output, text):
    if output is None:
        sys.stdout.write(text)
        return
    tmp = output + ".tmp%d" % os.getpid()
    with open(tmp, "w", encoding="utf-8") as f:
        f.write(text)
    os.replace(tmp, output)
