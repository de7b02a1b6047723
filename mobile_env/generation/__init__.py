"""Task generation: the seeded generators of SPIEval and MobilePA-Bench suites, the worlds and
phrasings they draw from, split disjointness, and the ``mobile-env tasks`` command.

This package sits above the env: a generator proves each task it writes by replaying its
reference solution (:mod:`mobile_env.validation`), and MobilePA's target deltas are derived by
running the reference through the env. :mod:`mobile_env.task_format`, the task format, stays data.
"""
