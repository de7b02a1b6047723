"""Tasks are data: the schema, and loading them from JSONL. Nothing here imports the env."""

from mobile_env.tasks.loading import (TaskFileError, available_suites, find_task, load_suite,
                                      load_tasks)
from mobile_env.tasks.schema import SCHEMA_VERSION, Gold, Profile, Task

__all__ = ["SCHEMA_VERSION", "Gold", "Profile", "Task", "TaskFileError", "available_suites",
           "find_task", "load_suite", "load_tasks"]
