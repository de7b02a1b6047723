"""The built-in task suites, as data: one ``<suite>.jsonl`` file per suite.

This folder is installed as the package ``mobile_env.suites`` so that a wheel carries its tasks;
:func:`mobile_env.task_format.loading.tasks_dir` finds it through ``importlib.resources``, in a
checkout and in an installed wheel alike. Its only code is the subpackage
:mod:`mobile_env.suites.authoring`: the sources of the hand-written suites and the build that
turns them into these files (``mobile-env tasks build``).
"""
