"""Benchmarks of MobilePlanner, part of the repository and not of the wheel (``pyproject.toml``
installs only the ``mobile_env`` packages); run them in a checkout.

* ``bench.py`` -- ``mobile-env bench``: what the env costs per call, per reset, per episode and
  per env, on worlds from the task generator
  (:func:`mobile_env.generation.generator.everyday_world`).
* ``scaling.py`` -- the OpenEnv server and Ray rollout workers against the in-process env.
"""
