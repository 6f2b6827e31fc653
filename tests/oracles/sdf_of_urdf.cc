// Test oracle: prints the SDF that libsdformat makes of a URDF file (what Gazebo loads), then its errors.
#include <iostream>
#include <sdf/sdf.hh>

int main(int argc, char **argv)
{
  if (argc != 2) {
    std::cerr << "usage: sdf_of_urdf FILE.urdf\n";
    return 2;
  }
  sdf::SDFPtr sdf(new sdf::SDF());
  sdf::init(sdf);
  sdf::Errors errors;
  bool ok = sdf::readFile(argv[1], sdf, errors);
  for (const auto &e : errors)
    std::cerr << "error: " << e.Message() << "\n";
  if (!ok)
    return 1;
  std::cout << sdf->Root()->ToString("") << std::endl;
  return 0;
}
