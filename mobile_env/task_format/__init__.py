"""Tasks are data: the schema, the task line and loading it from JSONL, the default device's
settings, SPIEval's Table 1 statistics.

Nothing here imports the env, a reward or a tool (``tests/project/test_layering.py``): generating
tasks and validating them by replay sit above the env, in :mod:`mobile_env.generation` and
:mod:`mobile_env.validation`. A generated built-in suite is the one exception, by data: its entry
in ``manifest.json`` names the ``mobile-env tasks generate`` arguments, and
:mod:`mobile_env.task_format.generated` runs that command by name on the suite's first use.
"""

from mobile_env.task_format.loading import (TaskFileError, available_suites, find_task, load_suite,
                                            load_tasks, suite_file)
from mobile_env.task_format.schema import SCHEMA_VERSION, Gold, Profile, Task

__all__ = ["SCHEMA_VERSION", "Gold", "Profile", "Task", "TaskFileError", "available_suites",
           "find_task", "load_suite", "load_tasks", "suite_file"]
