"""Trajectory files (F27): any episode as one JSONL line, replayed deterministically, re-scored.

A trajectory keeps what is needed to re-run an episode and to read it without re-running it:
the task id, suite and a digest of the task, the seed, setting and env settings that shape
observations (step limit, page size, error cap), the actions exactly as sent, the observations,
per-step rewards, the termination reason, the reward's name and breakdown, the final state delta
(per table: records added, changed, removed) and the package version.

Because the env is deterministic (same task, seed and actions give the same bytes), a trajectory
needs no stored phone state: :func:`replay` rebuilds the episode in a fresh env and checks every
observation byte for byte, and :func:`rescore` scores that rebuilt episode with any other reward.
That is how reward shaping is studied offline: roll out once, re-score many times.

    rollouts = collect(policy, tasks)
    write("runs/heuristic.jsonl", [from_rollout(r) for r in rollouts])
    for t in read("runs/heuristic.jsonl"):
        rescore(t, "spieval_exact", tasks).value
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
import dataclasses
import functools
from dataclasses import MISSING, asdict, dataclass, field
from pathlib import Path
from typing import Any, Iterable, Mapping, Sequence, get_type_hints

import pydantic
from pydantic import BaseModel, ConfigDict, ValidationError, create_model

import mobile_env
from mobile_env.env import CALLER_REASONS, MobilePlannerEnv
from mobile_env.episode import EpisodeRecord
from mobile_env.jsonl import dumps
from mobile_env.jsonl import numbered_lines
from mobile_env.rollout import Rollout
from mobile_env.schema_errors import first_problem
from mobile_env.state import PhoneState, TableChange
from mobile_env.state import state_delta as _state_delta
from mobile_env.task_format import Task
from mobile_env.reward_registry import Reward, RewardResult, name_of, resolve

#: The ``format`` field of every line; bumped when a field changes meaning.
FORMAT = "mobile-env-trajectory/1"

Tasks = Mapping[str, Task] | Sequence[Task]


class TrajectoryFileError(ValueError):
    """A trajectory file that cannot be read; the message names the file and line."""


class ReplayMismatch(AssertionError):
    """A replay whose observations differ from the recorded ones (non-determinism or task drift)."""

    def __init__(self, task_id: str, steps: list[int]) -> None:
        super().__init__(f"replay of {task_id} differs from the recording at steps {steps}")
        self.task_id = task_id
        self.steps = steps


@dataclass(frozen=True, slots=True)
class Trajectory:
    """One episode as a replayable line of JSON: what the env needs to play it again (task id and
    hash, seed, setting, env configuration, actions) and what it produced (observations,
    rewards, ending, reward breakdown, state delta), so a replay can be checked step by step."""

    task_id: str
    suite: str
    task_sha256: str
    seed: int | None
    setting: str
    env_config: dict[str, Any]
    #: As sent: text, or any value JSON gives back (the env answered it with an error).
    actions: list[Any]
    observations: list[str]
    rewards: list[float]
    termination_reason: str | None
    final_answer: str | None
    reward_name: str
    reward_breakdown: dict[str, Any]
    state_delta: dict[str, Any]
    version: str = mobile_env.__version__
    format: str = FORMAT
    extra: dict[str, Any] = field(default_factory=dict)

    @property
    def reward(self) -> float:
        """The episode's return: the sum of its step rewards."""
        return sum(self.rewards)

    def to_json(self) -> str:
        """One line of canonical JSON (keys sorted, Unicode kept): equal trajectories, equal bytes.

        The line is always valid UTF-8, whatever the model sent: a text holding surrogate code
        points (which UTF-8 cannot encode, and which JSON would merge when two of them pair up)
        is stored as ``{"utf8_surrogatepass": <base64>}`` among the actions, observations and
        the final answer, so they replay byte for byte; elsewhere such a code point is escaped.
        """
        data = asdict(self)
        data["actions"] = [_text_out(a) for a in self.actions]
        data["observations"] = [_text_out(o) for o in self.observations]
        data["final_answer"] = _text_out(self.final_answer)
        return _SURROGATE.sub(_escape, dumps(data))

    @classmethod
    def from_json(cls, line: str) -> Trajectory:
        """Read a line :meth:`to_json` wrote (surrogate texts restored); ``ValueError`` if the
        line is not a trajectory of this format."""
        try:
            data = json.loads(line)
        except RecursionError:  # nested deeper than the parser's stack goes
            raise ValueError("not JSON (nested too deeply)") from None
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise ValueError(f"not a {FORMAT} line")
        for key in ("actions", "observations"):
            if isinstance(data.get(key), list):
                data[key] = [_text_in(v) for v in data[key]]
        data["final_answer"] = _text_in(data.get("final_answer"))
        try:
            line_fields = _line_model().model_validate(data)
        except ValidationError as exc:
            raise ValueError(first_problem(exc, "line")) from None
        return cls(**dict(line_fields))


@functools.cache
def _line_model() -> type[BaseModel]:
    """The fields of a :class:`Trajectory` line as a strict pydantic model, derived from the
    dataclass (made once): exact JSON types (a seed of ``"5"`` or ``true`` is refused, not read
    as 5) and no unknown keys."""
    hints = get_type_hints(Trajectory)
    definitions: dict[str, Any] = {f.name: (hints[f.name], _default(f))
                                   for f in dataclasses.fields(Trajectory)}
    return create_model("TrajectoryLine", __config__=ConfigDict(strict=True, extra="forbid"),
                        **definitions)


def _default(spec: dataclasses.Field[Any]) -> Any:
    """A dataclass field's default as pydantic takes it (``...``: required)."""
    if spec.default is not MISSING:
        return spec.default
    if spec.default_factory is not MISSING:
        return pydantic.Field(default_factory=spec.default_factory)
    return ...


_SURROGATE = re.compile("[\ud800-\udfff]")
#: The key of the object that stands for a text with surrogate code points.
_RAW_TEXT = "utf8_surrogatepass"


def _escape(match: re.Match[str]) -> str:
    return f"\\u{ord(match[0]):04x}"


def _text_out(value: Any) -> Any:
    if isinstance(value, str) and _SURROGATE.search(value):
        raw = value.encode("utf-8", "surrogatepass")
        return {_RAW_TEXT: base64.b64encode(raw).decode("ascii")}
    return value


def _text_in(value: Any) -> Any:
    if isinstance(value, dict) and list(value) == [_RAW_TEXT]:
        return base64.b64decode(value[_RAW_TEXT], validate=True).decode("utf-8", "surrogatepass")
    return value


# ------------------------------------------------------------------------------------ recording


def from_rollout(rollout: Rollout, **extra: Any) -> Trajectory:
    """The trajectory of a collected episode (``extra``: free-form labels such as the agent)."""
    episode = rollout.episode
    return Trajectory(
        task_id=episode.task.id, suite=episode.task.suite, task_sha256=task_sha256(episode.task),
        seed=rollout.seed, setting=episode.setting, env_config=dict(rollout.env_config),
        actions=list(rollout.actions), observations=[s.observation for s in episode.steps],
        rewards=list(rollout.rewards), termination_reason=episode.termination_reason,
        final_answer=episode.final_answer, reward_name=rollout.reward_name,
        reward_breakdown=rollout.breakdown,
        state_delta=state_delta(episode.initial_state, episode.final_state), extra=extra)


def from_episode(episode: EpisodeRecord, reward: str | Reward = "task_checker", *,
                 seed: int | None = None, env_config: dict[str, Any] | None = None,
                 **extra: Any) -> Trajectory:
    """The trajectory of any finished episode (``env.episode``), scored now with ``reward``.

    The actions are the ones the policy sent, as the record keeps them whole. An action that is
    not text is kept if JSON gives it back as the same type (a list, a dict, a number, None),
    so that its replay meets the same error; any other object raises ``TypeError``.
    """
    for number, step in enumerate(episode.steps):
        if not isinstance(step.action, _JSON_TYPES):
            raise TypeError(f"step {number} sent a {type(step.action).__name__} as its action; "
                            "a trajectory can only hold actions that JSON gives back unchanged")
    outcome = resolve(reward)(episode)
    steps = len(episode.steps)
    return Trajectory(
        task_id=episode.task.id, suite=episode.task.suite, task_sha256=task_sha256(episode.task),
        seed=seed, setting=episode.setting, env_config=dict(env_config or {}),
        actions=[s.action for s in episode.steps],
        observations=[s.observation for s in episode.steps],
        rewards=[0.0] * (steps - 1) + [float(outcome.value)] if steps else [],
        termination_reason=episode.termination_reason, final_answer=episode.final_answer,
        reward_name=name_of(reward),
        reward_breakdown=outcome.breakdown,
        state_delta=state_delta(episode.initial_state, episode.final_state), extra=extra)


#: Action types JSON gives back as the same type (the env answers any non-text action by type).
_JSON_TYPES = (str, list, dict, int, float, type(None))


def task_sha256(task: Task) -> str:
    """A digest of the task's canonical JSON: a replay against an edited task is flagged."""
    return hashlib.sha256(dumps(task.model_dump(mode="json")).encode()).hexdigest()


def state_delta(initial: PhoneState, final: PhoneState) -> dict[str, Any]:
    """``D_T - D_0`` as the file stores it (from :func:`mobile_env.state.state_delta`): per table
    (and the memory store) the records added, changed (id, before, after) and removed, by
    record id, plus changed settings; untouched parts are left out, so no change is ``{}``."""
    change = _state_delta(initial, final)
    delta: dict[str, Any] = {}
    if change.tables:
        delta["tables"] = {name: _table_json(c) for name, c in change.tables.items()}
    if change.memory:
        delta["memory"] = _table_json(change.memory)
    if change.settings:
        delta["settings"] = {key: {"before": before, "after": after}
                             for key, (before, after) in change.settings.items()}
    return delta


def _table_json(change: TableChange) -> dict[str, list[Any]]:
    rows = {"added": list(change.added),
            "changed": [{"id": new.get("id"), "before": old, "after": new}
                        for old, new in change.changed],
            "removed": list(change.removed)}
    return {kind: items for kind, items in rows.items() if items}


# -------------------------------------------------------------------------------------- files


def write(path: str | Path, trajectories: Iterable[Trajectory], *, append: bool = False) -> int:
    """Write one line per trajectory (creating folders); returns how many were written."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    count = 0
    with path.open("a" if append else "w", encoding="utf-8") as out:
        for trajectory in trajectories:
            out.write(trajectory.to_json() + "\n")
            count += 1
    return count


def read(path: str | Path) -> list[Trajectory]:
    """Every trajectory in a JSONL file (blank lines skipped); a bad line names file and line."""
    path = Path(path)
    trajectories = []
    for number, line in numbered_lines(path, TrajectoryFileError, "trajectory"):
        try:
            trajectories.append(Trajectory.from_json(line))
        except (ValueError, TypeError) as exc:
            raise TrajectoryFileError(f"{path}:{number}: {exc}") from None
    return trajectories


# ---------------------------------------------------------------------------- replay, rescore


def replay(trajectory: Trajectory, tasks: Tasks, *, strict: bool = True) -> EpisodeRecord:
    """Re-run the recorded actions in a fresh env and return the rebuilt episode.

    With ``strict`` a replay that differs from the recording (an observation not byte-identical,
    a different episode length, or a task whose digest changed) raises :class:`ReplayMismatch`;
    otherwise compare with :func:`mismatched_steps` yourself.
    """
    task = _find(tasks, trajectory.task_id)
    env = MobilePlannerEnv(task=task, setting=trajectory.setting,  # type: ignore[arg-type]
                           reward=_unscored, **trajectory.env_config)
    env.reset(seed=trajectory.seed)
    ended = False
    for action in trajectory.actions:
        _, _, terminated, truncated, _ = env.step(action)
        if terminated or truncated:
            ended = True
            break
    if not ended and trajectory.termination_reason in CALLER_REASONS:
        env.end(trajectory.termination_reason)  # the caller ended it: a deadline, a budget
    episode = env.episode
    assert episode is not None
    if strict:
        steps = mismatched_steps(trajectory, episode)
        if steps:
            raise ReplayMismatch(trajectory.task_id, steps)
    return episode


def mismatched_steps(trajectory: Trajectory, episode: EpisodeRecord) -> list[int]:
    """The 0-based steps whose observations differ, including steps only one side has.

    A task that changed since recording flags every step: its replay proves nothing.
    """
    if task_sha256(episode.task) != trajectory.task_sha256:
        return list(range(max(len(trajectory.observations), len(episode.steps))))
    replayed = [s.observation for s in episode.steps]
    recorded = trajectory.observations
    differ = [i for i, (a, b) in enumerate(zip(recorded, replayed)) if a != b]
    return differ + list(range(min(len(recorded), len(replayed)),
                               max(len(recorded), len(replayed))))


def rescore(trajectory: Trajectory, reward: str | Reward, tasks: Tasks, *,
            strict: bool = True) -> RewardResult:
    """``reward`` applied to the replayed episode: another reward, no new rollout."""
    return resolve(reward)(replay(trajectory, tasks, strict=strict))


def _find(tasks: Tasks, task_id: str) -> Task:
    if isinstance(tasks, Mapping):
        task = tasks.get(task_id)
    else:
        task = next((t for t in tasks if t.id == task_id), None)
    if task is None:
        raise KeyError(f"task {task_id!r} of the trajectory is not among the given tasks")
    return task


def _unscored(episode: EpisodeRecord) -> RewardResult:
    """The replay env's reward: scoring is :func:`rescore`'s job, so the replay skips it."""
    return RewardResult(0.0)
