"""Random texts of URDF, xacro and XML tokens, hostile ones among them, for the fuzz tests."""

TOKENS = ["<robot name=\"r\">", "</robot>", "<link name=\"a\"/>", "<link name=\"", "<joint name=\"j\" type=\"",
          "revolute\">", "<parent link=\"a\"/>", "<child link=\"b\"/>", "</joint>", "<!--", "-->", "<![CDATA[",
          "]]>", "&amp;", "&a;", "&#x1F600;", "<!DOCTYPE r [<!ENTITY a \"b\">]>", "<?xml version=\"1.0\"?>",
          "\r\n", "\r", "\n", "\t", "😀", "é", "\ud800", "\x00", "${a}", "$(arg x)", "<xacro:property name=\"a\" "
          "value=\"1\"/>", "\"", "'", "<", ">", "/>", "=", " ", "<a>", "</a>", "<visual><geometry><box size=\"1 1 1\"/>",
          "</geometry></visual>", "<mesh filename=\"/dev/zero\"/>", "<xacro:include filename=\"/dev/stdin\"/>"]


def random_text(rnd, n=None):
    return "".join(rnd.choice(TOKENS) for _ in range(n if n is not None else rnd.randint(0, 40)))
