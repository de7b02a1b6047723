"""Benchmarks of MobilePlanner: what the env costs per call, per reset, per episode and per env.

This folder is part of the repository, not of the wheel (``pyproject.toml`` installs only the
``mobile_env`` packages): run ``mobile-env bench`` or ``python -m benchmarks.bench`` in a
checkout. Its worlds come from the task generator
(:func:`mobile_env.tasks.generator.everyday_world`).
"""
