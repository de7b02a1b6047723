"""Deprecated alias of :mod:`mobile_env.task_format`, kept for one release so that code written
for 0.2 imports; it will be removed in 0.4. "Tasks" names only task data (the repository's
``tasks/`` folder, installed as :mod:`mobile_env.suites`); the task format and its loading live
in :mod:`mobile_env.task_format`.
"""

import warnings

from mobile_env.task_format import (SCHEMA_VERSION, Gold, Profile, Task, TaskFileError,
                                    available_suites, find_task, load_suite, load_tasks,
                                    suite_file)

__all__ = ["SCHEMA_VERSION", "Gold", "Profile", "Task", "TaskFileError", "available_suites",
           "find_task", "load_suite", "load_tasks", "suite_file"]

warnings.warn("mobile_env.tasks is renamed mobile_env.task_format; import from there "
              "(the old name goes in 0.4)", DeprecationWarning, stacklevel=2)
