"""Benchmarks of MobilePlanner, part of the repository and not of the wheel; run them in a
checkout.

* ``bench.py`` -- ``python -m benchmarks.bench`` (or ``mobile-env bench``): the performance
  budget, checked in one run, written as ``benchmarks/results.json`` for the documentation.
* ``scaling.py`` -- the OpenEnv server and Ray rollout workers against the in-process env.
* ``startup.py`` -- ``python -m benchmarks.startup``: how fast the command line answers (the
  import, every command's help, a mistake, the server's first ``/health``).
"""
