"""The built-in task suites, as data: one ``<suite>.jsonl`` file per suite.

This folder is installed as the package ``mobile_env.suites`` so that a wheel carries its tasks;
:func:`mobile_env.tasks.loading.tasks_dir` finds it through ``importlib.resources``, in a
checkout and in an installed wheel alike. It holds no code.
"""
