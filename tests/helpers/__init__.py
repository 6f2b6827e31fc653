"""Helpers shared by the test tiers (not test modules): paths, external tools, robot texts."""
