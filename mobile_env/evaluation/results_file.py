"""Reading a results file of ``mobile-env eval --out``: checked before anything reads it.

``mobile-env eval --compare`` and ``mobile-env report`` take results files by path, so they
meet whatever a user points them at: another JSON file, a truncated one, one edited by hand.
:func:`read_results` checks the parts those readers use (the run's configuration, each run's
number and episodes, each episode's task id, reward and labels, the per-tool and per-domain
rates) with
pydantic, and any other problem -- a missing file, JSON nested too deeply for the parser --
also comes back as one :class:`ResultsFileError` that names the file and the field, never as a
traceback.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from mobile_env.jsonl import read_json
from mobile_env.schema_errors import first_problem


class ResultsFileError(ValueError):
    """A results file that cannot be read; the message names the file and what to fix."""


class _Episode(BaseModel):
    model_config = ConfigDict(extra="allow")

    task_id: str
    reward: float
    breakdown: dict[str, Any] | None = None
    capability: str = "unknown"
    group: str | None = None


class _Run(BaseModel):
    model_config = ConfigDict(extra="allow")

    run: int
    episodes: list[_Episode]


class _ToolRate(BaseModel):
    """One tool's share of right calls (``mobile_env.by_tool``), as the report prints it."""

    model_config = ConfigDict(extra="allow")

    k: int
    n: int
    rate: float
    low: float
    high: float


class _Config(BaseModel):
    """What the report reads of a run's configuration: the suite and how the agent is named."""

    model_config = ConfigDict(extra="allow")

    suite: str | None = None
    agent: str | None = None
    model: str | None = None
    reasoning_effort: str | None = None


class _Results(BaseModel):
    model_config = ConfigDict(extra="allow")

    config: _Config = _Config()
    task_set_sha256: str | None = None
    runs: list[_Run]
    by_tool: dict[str, _ToolRate] | None = None
    by_query_domain: dict[str, _ToolRate] | None = None


def read_results(path: str | Path) -> dict[str, Any]:
    """The results document at ``path``, as written; :class:`ResultsFileError` if it cannot
    be read or is not a results file."""
    document = read_json(path, ResultsFileError, "the results file")
    if not isinstance(document, dict):
        raise ResultsFileError(f"{path}: not a results file of mobile-env eval --out (a JSON "
                               f"{type(document).__name__} where an object is expected)")
    try:
        _Results.model_validate(document)
    except ValidationError as exc:
        raise ResultsFileError(f"{path}: not a results file of mobile-env eval --out: "
                               f"{first_problem(exc, 'file')}") from None
    return document
