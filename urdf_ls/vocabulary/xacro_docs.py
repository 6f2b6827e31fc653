"""The xacro directives: what each does and what its attributes mean (hover reads this one table)."""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Directive:
    doc: str
    attrs: dict = field(default_factory=dict)     # attribute -> its meaning


_CONDITION = "a boolean: `true`/`false`, `1`/`0`, or an expression `${...}` that evaluates to one"

DIRECTIVE_DOCS = {
    "macro": Directive(
        "Defines a macro. Each call `<xacro:NAME .../>` is replaced by the macro's body, with the parameters "
        "substituted.",
        {"name": "the macro's name; it is called as `<xacro:NAME>` (`<xacro:NS.NAME>` when included with `ns`)",
         "params": "the parameters, separated by spaces: `p` (required), `p:=default` (or `p=default`), "
                   "`p:=^` or `p:=^|default` (the value of `p` where the macro is called, else the default), "
                   "`*b` (a block: the call's next child element, used with `<xacro:insert_block name=\"b\"/>`), "
                   "`**b` (the call's remaining child elements)"}),
    "property": Directive(
        "Defines a property, read as `${NAME}` in attribute values and text. A property with a body (no `value`) "
        "is a block, inserted with `<xacro:insert_block name=\"NAME\"/>`.",
        {"name": "the property's name, read as `${NAME}`",
         "value": "the value: text, a number or an expression `${...}`; evaluated when it is read",
         "default": "the value, used only when the property is not defined yet",
         "scope": "`parent` defines it in the scope that calls the macro, `global` at the top level "
                  "(by default a property inside a macro is local to it)",
         "lazy_eval": "`false` evaluates the value once, where it is defined (default `true`: where it is read)",
         "remove": "`true` removes a previously defined property"}),
    "arg": Directive(
        "Declares an argument, read as `$(arg NAME)` and set on the command line: `xacro file.xacro NAME:=value`.",
        {"name": "the argument's name, read as `$(arg NAME)`",
         "default": "the value when the command line does not set it (required by xacro)"}),
    "include": Directive(
        "Includes another xacro file: its macros, properties and args become available, and its robot "
        "content is inserted here.",
        {"filename": "the file: a path relative to this file, or `$(find PACKAGE)/path` (a ROS package)",
         "ns": "a namespace: the included macros and properties are read as `NS.name`"}),
    "if": Directive("Keeps its content when the condition is true.", {"value": _CONDITION}),
    "unless": Directive("Keeps its content when the condition is false.", {"value": _CONDITION}),
    "insert_block": Directive(
        "Inserts a block: a block parameter (`*b`, `**b`) of the macro around it, or a property with a body.",
        {"name": "the block parameter or the block property"}),
    "call": Directive(
        "Calls a macro whose name is computed.",
        {"macro": "the macro's name (may be an expression `${...}`)"}),
    "element": Directive(
        "Creates an element whose name is computed.",
        {"xacro:name": "the element's name (may be an expression `${...}`)"}),
    "attribute": Directive(
        "Adds an attribute whose name is computed to the element around it.",
        {"name": "the attribute's name (may be an expression `${...}`)", "value": "the attribute's value"}),
    "eval-comments": Directive("Makes xacro evaluate the expressions in the comments that follow it."),
    "loop": Directive("Not a directive of xacro: it reads this as a call of a macro named `loop`. Repeat content "
                      "with a recursive macro."),
}
