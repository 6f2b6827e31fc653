// Test oracle: prints the KDL tree kdl_parser makes of a URDF file (what robot_state_publisher uses):
// one line per segment with its joint's KDL type and the segment's mass.
#include <iostream>
#include <kdl/tree.hpp>
#include <kdl_parser/kdl_parser.hpp>

int main(int argc, char **argv)
{
  if (argc != 2) {
    std::cerr << "usage: kdl_of_urdf FILE.urdf\n";
    return 2;
  }
  KDL::Tree tree;
  if (!kdl_parser::treeFromFile(argv[1], tree)) {
    std::cout << "failed\n";
    return 1;
  }
  std::cout << "root " << tree.getRootSegment()->first << "\n";
  for (const auto &entry : tree.getSegments()) {
    const KDL::Segment &s = entry.second.segment;
    std::cout << "segment " << entry.first << " joint " << s.getJoint().getName() << " type "
              << s.getJoint().getTypeName() << " mass " << s.getInertia().getMass() << "\n";
  }
  return 0;
}
