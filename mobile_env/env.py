"""``MobilePlanner-v0``: one task per episode; actions are model text, observations tool feedback.

``reset`` returns the user's instruction as the observation and, in ``info``, the chat so far
(``messages``: system prompt + history + instruction) and the OpenAI schemas of the active tools
(``tools``), ready for a chat template. ``step`` parses the action into tool calls (or a final
answer), runs them against the phone state and returns the feedback text. The reward is 0 until
the episode ends; then it is the episode's reward function applied to its record.

The action set can change during an episode (F8, ``A_{t+1} = A_t U G(s)``): a successful call
whose :class:`~mobile_env.tools.registry.Effects` add or remove tools (``load_skill`` adds the
skill's bound tools) changes the set from the *next* step on (calls later in the same parallel
step still see ``A_t``). That step's ``info["tools"]`` holds the whole new active set -- the
remaining schemas in their order, then the added ones in the order they were added -- with the
names added in ``info["tools_added"]`` and those taken out in ``info["tools_removed"]``; each key
is absent when it would be empty, so ``"tools" in info`` means "re-render the tool list". A call
whose effects end the episode (``finish``) terminates it. The env applies effects as the results
carry them and never infers one from a tool's kind or payload. The task's ``memory`` is the
initial user-memory store, and its ``candidate_skills`` the skills ``load_skill`` accepts (the
setting ``SKILLS_AVAILABLE``).

Nothing ``reset`` and ``step`` return can change the registry, a task or another env: the tool
schemas in ``info["tools"]`` (and the action space's) are shared read-only objects
(:mod:`mobile_env.readonly`; editing one raises ``TypeError``), the messages are built per
reset, ``info["reward_breakdown"]`` is a copy (it quotes the task's gold values), and the
arguments in ``info["calls"]`` were parsed from this step's action, so they belong to this
episode alone and are not copied. ``env.state`` and ``env.episode`` are the live episode itself,
for inspection: their records are shared with the task's other episodes, so do not edit them.
"""

from __future__ import annotations

import difflib
from dataclasses import dataclass
from typing import Any, Callable, Sequence

import gymnasium as gym
from gymnasium.error import ResetNeeded

from mobile_env.episode import EpisodeRecord, StepRecord
from mobile_env.feedback import Feedback, error, render, render_one
from mobile_env.helptext import did_you_mean
from mobile_env.friction import ASK_USER, NO_FRICTION, EpisodeFriction
from mobile_env.parsing import MAX_ACTION_CHARS, kept_action, parse_action
from mobile_env.readonly import freeze, thaw
from mobile_env.reward_registry import RewardResult, score
from mobile_env.reward_registry import resolve as resolve_reward
from mobile_env.i18n import LANGS, Lang, localise, profile_block, system_prompt, tool_schemas
from mobile_env.skills import SKILLS
from mobile_env.spaces import UnicodeText
from mobile_env.state import SKILLS_AVAILABLE, PhoneState, build_state
from mobile_env.task_format import Task, TaskFileError, find_task, load_suite
from mobile_env.task_format.schema import SETTING_NAMES, Setting
from mobile_env.tools import (FINISH, REGISTRY, CallResult, ToolCall, ToolContext, UserProfile,
                              execute)
from mobile_env.tools.registry import Effects
from mobile_env.tools.user import UserEndpoint, respondent
from mobile_env import tool_formats
from mobile_env.tool_formats import ToolFormat

class UnregisteredToolError(TaskFileError):
    """A task offers a tool the registry does not have: the task, as its file gives it, must
    change (a :class:`~mobile_env.task_format.TaskFileError`, which commands report as one line)."""


#: Longest observation the env returns; a bigger result becomes a ``too_large`` error. The cap
#: leaves room for the largest observation the built-in suites produce (parallel searches in the
#: ``full`` setting), and it sizes the async vector env's shared memory.
MAX_OBSERVATION_CHARS = 1 << 16
#: The keys every step's info opens with, in this order, and the types each value may have:
#: the step's number, each call's result, and the step's error type (None if a call
#: succeeded). Other keys (``tools``, ``tools_added``, ``tools_removed``, ``termination_reason``,
#: ``reward_breakdown``, ``step_reward``) only ever follow them, so an info of this many keys
#: holds these and no other.
STEP_INFO_TYPES: dict[str, tuple[type, ...]] = {"step": (int,), "calls": (list,),
                                                 "error_type": (str, type(None))}

RewardFn = Callable[[EpisodeRecord], RewardResult]

#: Why the one running an episode may end it without an action (:meth:`MobilePlannerEnv.end`):
#: its wall-clock deadline passed, or its token budget is spent.
CALLER_REASONS = ("deadline", "token_budget")


@dataclass(frozen=True, slots=True)
class EndEpisode:
    """In place of an action in a vector env's ``step``: end that env's episode now, for
    ``reason`` (one of :data:`CALLER_REASONS`), as :meth:`MobilePlannerEnv.end` does."""

    reason: str


class MobilePlannerEnv(gym.Env[str, str]):
    """A phone for an LLM planner: one task per episode, text in, text out, scored at the end.

    ``reset`` picks a task and builds its phone (records, settings, memory) and its tool list;
    each ``step`` runs one action -- tool calls as JSON, or plain text as the final answer --
    against that phone and returns the tools' structured feedback as the observation; the reward
    function scores the finished episode from its record (:attr:`episode`). Observations and
    actions are strings (:class:`~mobile_env.spaces.UnicodeText`); the chat to show a model (the
    system prompt, any history, the instruction) and the tool schemas are in ``reset``'s info.
    """

    # render_fps is declared only because Gymnasium's checker warns without it; text has no frame
    # rate.
    metadata = {"render_modes": ["ansi"], "render_fps": 1}

    def __init__(self, task: str | Task | None = None, suite: str | None = None,
                 tasks: Sequence[Task] | None = None, setting: Setting | None = None,
                 reward: str | RewardFn = "task_checker", step_limit: int | None = None,
                 page_size: int = 5, max_errors: int | None = None,
                 step_reward: str | RewardFn | None = None, lang: Lang = "en",
                 tool_format: ToolFormat = "json_schema", render_mode: str | None = None,
                 user_endpoint: UserEndpoint | None = None) -> None:
        """
        Args:
            task: a task id (within ``suite`` or ``tasks`` when given, else in any built-in
                suite), or a Task; None samples a task of the suite per reset.
            suite: built-in suite name (``tasks/<suite>.jsonl``), used unless ``tasks`` is given;
                None: ``demo``, or the suite that has ``task``.
            tasks: explicit tasks to draw from.
            setting: ``standard`` (paginated), ``full`` (all matches at once) or ``no_search``
                (relevant records in the system prompt); None uses each task's own setting.
            reward: a registered reward name or a callable over an EpisodeRecord; the default,
                ``task_checker``, applies each task's own checker (SPIEval: ``spieval_exact``).
            step_limit: steps before truncation; None uses the task's (SPIEval 50).
            page_size: search results per page in the standard setting.
            max_errors: end the episode after this many consecutive failed steps (None: never).
            step_reward: a dense shaping reward paid per step as the change in its value over the
                episode so far (potential-based), on top of ``reward`` at the end; None: terminal
                only. The record so far is scored once at reset and once after every step, with
                the plain reward call (a non-finite value is a ``ValueError``); rewards keep
                nothing between calls, so a step costs what scoring the episode so far costs,
                which grows with its length: the price of dense shaping over a long horizon.
            lang: ``en``, or ``zh`` for SPIEval's original Chinese system prompt and tool
                descriptions (Figures 9-11); tools accept Chinese field names and enum values
                either way.
            tool_format: ``json_schema`` (Figure 9; the schemas go to the chat template's
                ``tools=``) or ``compact`` (one signature line per tool inside a short system
                prompt, for small models; see :mod:`mobile_env.tool_formats`). ``info["tools"]``
                holds the schemas either way and ``info["tool_format"]`` says which was used.
            user_endpoint: a chat model on this machine that words the simulated user's answers
                (:class:`~mobile_env.tools.user.UserEndpoint`); None: the deterministic user
                answers. Only tasks with a ``user`` have one to ask.
        """
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']} or None")
        if not _positive_int(page_size):
            raise ValueError(f"page_size must be an int >= 1 (got {page_size!r}); use "
                             "setting='full' for unpaginated results")
        for name, value in (("step_limit", step_limit), ("max_errors", max_errors)):
            if value is not None and not _positive_int(value):
                raise ValueError(f"{name} must be an int >= 1 or None (got {value!r})")
        if setting is not None:
            _check_setting(setting)
        if lang not in LANGS:
            raise ValueError(f"lang must be one of {', '.join(LANGS)} (got {lang!r})")
        self.lang = lang
        if user_endpoint is not None and not isinstance(user_endpoint, UserEndpoint):
            raise ValueError(f"user_endpoint must be a UserEndpoint or None (got "
                             f"{type(user_endpoint).__name__})")
        self.user_endpoint = user_endpoint
        self.tool_format: ToolFormat = tool_formats.check(tool_format)
        if isinstance(task, Task):
            pool = [task]
        elif isinstance(task, str) and tasks is None:
            try:
                pool = [find_task(task, suite)]
            except KeyError as exc:
                raise ValueError(exc.args[0]) from None
        else:
            pool = list(tasks) if tasks is not None else list(load_suite(suite or "demo"))
            if isinstance(task, str):
                pool = [t for t in pool if t.id == task]
                if not pool:
                    raise ValueError(f"no task {task!r} among the {len(tasks or ())} tasks given")
        if not pool:
            raise ValueError("no tasks to run: give a suite, tasks or a task")
        self.tasks: dict[str, Task] = {t.id: t for t in pool}
        self.setting = setting
        self.reward_fn: RewardFn = resolve_reward(reward)
        self.step_reward_fn: RewardFn | None = (None if step_reward is None
                                                else resolve_reward(step_reward))
        self._potential = 0.0
        self.step_limit = step_limit
        self.page_size = page_size
        self.max_errors = max_errors
        self.render_mode = render_mode
        for t in pool:
            if unknown := [name for name in t.candidate_tools if name not in REGISTRY]:
                said = f"no tool {unknown[0]!r} (task {t.id!r})"
                near = difflib.get_close_matches(unknown[0], REGISTRY.names(), n=1)
                raise UnregisteredToolError(did_you_mean(said, near) if near
                                            else f"{said}; see mobile-env tools list")
        all_tools = sorted({name for t in pool for name in t.candidate_tools} | {FINISH}
                           | {name for t in pool for s in t.candidate_skills
                              for name in SKILLS[s].tools})
        self.action_space = UnicodeText(MAX_ACTION_CHARS, tools=REGISTRY.schemas(all_tools))
        self.observation_space = UnicodeText(MAX_OBSERVATION_CHARS)
        self._episode: EpisodeRecord | None = None
        self._state: PhoneState | None = None
        self._ctx: ToolContext | None = None
        self._active: frozenset[str] = frozenset()
        self._tools: tuple[str, ...] = ()
        self._schemas: tuple[dict[str, Any], ...] = ()
        self._setting: Setting = "standard"
        self._friction: EpisodeFriction = NO_FRICTION
        self._limit = 0
        self._errors_in_a_row = 0
        self._done = True

    def reset(self, *, seed: int | None = None,
              options: dict[str, Any] | None = None) -> tuple[str, dict[str, Any]]:
        """Start an episode: pick its task, build its phone, and return the instruction.

        ``options``: ``task_id`` (else a draw from the env's tasks with ``seed``) and
        ``setting`` (else the env's, else the task's own); any other key is a ``ValueError``, so
        that a misspelt ``task_id`` cannot quietly draw another task. The observation is the user's
        instruction; ``info`` holds what a model needs to start: ``messages`` (system prompt,
        history, instruction), ``tools`` (the schemas offered), ``task_id``, ``setting``,
        ``step_limit`` and ``tool_format``. The same task and options give the same phone and
        the same info in any process.
        """
        super().reset(seed=seed)
        options = _reset_options(options)
        task = self._pick(options.get("task_id"))
        setting: Setting = options.get("setting") or self.setting or task.setting
        _check_setting(setting)
        start = opening(task, setting, self.lang, self.tool_format)
        self._active, self._tools, self._schemas = start.active, start.tools, start.schemas
        self._setting = setting
        self._state = start.state.copy()
        self._ctx = ToolContext(start.profile, None if setting == "full" else self.page_size,
                                user=respondent(task.user, self.user_endpoint),
                                subagent_reports={r.route: r.model_dump()
                                                  for r in task.subagent_reports})
        self._limit = self.step_limit or task.step_limit
        self._errors_in_a_row = 0
        self._done = False
        self._episode = EpisodeRecord(task, setting, start.state, self._state)
        self._friction = self._episode.friction
        self._potential = (score(self.step_reward_fn, self._episode).value
                           if self.step_reward_fn else 0.0)
        messages = [{"role": "system", "content": start.system_prompt},
                    *({"role": m.role, "content": m.content} for m in task.history),
                    {"role": "user", "content": task.instruction}]
        info = {"task_id": task.id, "setting": setting, "step_limit": self._limit,
                "messages": messages, "tools": list(start.schemas), "tool_format": self.tool_format}
        return task.instruction, info

    def step(self, action: str) -> tuple[str, float, bool, bool, dict[str, Any]]:
        """Run one action against the phone; return the observation, reward and end flags.

        ``action`` is one string: one or more tool calls (JSON, a list of them, or
        ``<tool_call>`` blocks), run in order, or plain text, which is the final answer and ends
        the episode -- unless the task has a ``user`` and the text is a question (it ends with
        a question mark): then it is asked as an ``ask_user`` call, the user's answer is the
        observation and the episode goes on. Bad input never raises: an unparseable action, an
        unknown tool or invalid arguments give an error observation (``info["error_type"]``) and
        change nothing.
        ``terminated``: a successful ``finish``, a final answer, or ``max_errors`` failed steps in
        a row; ``truncated``: the step limit. The reward is 0 until the episode ends, then the
        reward function's value (plus, with ``step_reward``, the change of its value on every
        step). ``info``: ``step``, ``calls`` (each call's result), ``error_type``; at the end
        ``termination_reason`` and ``reward_breakdown``; ``tools``, with ``tools_added`` and
        ``tools_removed``, when the calls' effects changed the tools of the next step. Raises
        ``ResetNeeded`` between episodes.
        """
        if self._episode is None or self._done:
            raise ResetNeeded("call reset() before step(): no episode is running")
        assert self._state is not None and self._ctx is not None
        episode, ctx = self._episode, self._ctx
        steps = episode.steps
        ctx.step = number = len(steps) + 1
        if self._friction.entries:
            self._state = self._friction.scheduled_changes(self._state, number)
        parsed = parse_action(action)
        calls = parsed.calls
        if parsed.answer is not None and ctx.user is not None and is_question(parsed.answer):
            calls = (ToolCall(ASK_USER, {"question": parsed.answer}),)
        results = []
        effects: list[Effects] = []
        terminated = False
        if parsed.error is not None:
            fb: Feedback = error(*parsed.error)  # type: ignore[arg-type]
            observation = render([(None, fb)])
            step = StepRecord(kept_action(action), observation, [], fb.error_type)
        elif not calls and parsed.answer is not None:
            observation, terminated = "", True
            episode.final_answer = parsed.answer
            episode.termination_reason = "final_answer"
            step = StepRecord(action, observation, [])
        else:
            state, active, friction, lang = self._state, self._active, self._friction, self.lang
            succeeded = False
            for call in calls:
                if terminated:  # calls listed after a successful finish are not run
                    results.append(CallResult(str(call.name)[:200], None, {}, error(
                        "tool_error", "not run: an earlier finish call ended the episode")))
                    continue
                state, result = execute(state, call, active, ctx, friction)
                results.append(result)
                if result.feedback.status == "ok":
                    succeeded = True
                    if result.effects.ends_episode:
                        terminated = True
                    if result.effects.tools_added or result.effects.tools_removed:
                        effects.append(result.effects)
            self._state = state
            if len(results) == 1 and lang == "en":  # the usual step: one call, nothing to translate
                observation = render_one(results[0].feedback)
            else:
                observation = render([(r.name, localise(r.name, r.feedback, lang))
                                      for r in results])
            if len(observation) > MAX_OBSERVATION_CHARS:
                observation = render([(None, error("too_large", "the result is too large to show; "
                                                   "narrow the search (a field, a longer "
                                                   "pattern)"))])
            step = StepRecord(action, observation, results,
                              None if succeeded else results[0].feedback.error_type)
            if terminated:
                episode.termination_reason = "finish"
        steps.append(step)
        episode.final_state = self._state
        self._errors_in_a_row = self._errors_in_a_row + 1 if step.error_type else 0
        if (not terminated and self.max_errors is not None
                and self._errors_in_a_row >= self.max_errors):
            terminated, episode.termination_reason = True, "max_errors"
        truncated = not terminated and number >= self._limit
        if truncated:
            episode.termination_reason = "step_limit"
        # The keys of STEP_INFO_TYPES, first (a literal: the fastest dict to build).
        info: dict[str, Any] = {"step": number, "calls": [r.to_dict() for r in results],
                                "error_type": step.error_type}
        if effects:  # A_{t+1} = A_t U G(s): the new set is callable from the next step on
            self._change_tools(effects, info)
        reward = 0.0
        if terminated or truncated:
            self._done = True
            outcome = self.reward_fn(episode)
            reward = float(outcome.value)
            info["termination_reason"] = episode.termination_reason
            info["reward_breakdown"] = thaw(outcome.breakdown)  # it may quote the task's gold
        if self.step_reward_fn is not None:
            potential = score(self.step_reward_fn, episode).value
            info["step_reward"] = potential - self._potential
            reward += potential - self._potential
            self._potential = potential
        return observation, reward, terminated, truncated, info

    def end(self, reason: str) -> tuple[str, float, bool, bool, dict[str, Any]]:
        """End the running episode now, without an action: the caller's deadline passed or its
        token budget is spent. The episode is truncated with ``termination_reason`` ``reason``
        and scored like any other end; a replay of its actions followed by the same ``end`` gives
        the same record.

        Args:
            reason: one of :data:`CALLER_REASONS`.

        Returns:
            What a step returns: an empty observation, the reward, ``terminated`` False,
            ``truncated`` True, and an info with no calls, ``termination_reason`` and
            ``reward_breakdown``.

        Raises:
            ValueError: ``reason`` is not one of :data:`CALLER_REASONS`.
            ResetNeeded: no episode is running.
        """
        if reason not in CALLER_REASONS:
            raise ValueError(f"reason must be one of {', '.join(CALLER_REASONS)} "
                             f"(got {reason!r})")
        if self._episode is None or self._done:
            raise ResetNeeded("call reset() before end(): no episode is running")
        episode = self._episode
        episode.termination_reason = reason
        self._done = True
        outcome = self.reward_fn(episode)
        info: dict[str, Any] = {"step": len(episode.steps), "calls": [], "error_type": None,
                                "termination_reason": reason,
                                "reward_breakdown": thaw(outcome.breakdown)}
        if self.step_reward_fn is not None:
            info["step_reward"] = 0.0  # no action: the record, and so its potential, is as it was
        return "", float(outcome.value), False, True, info

    def _change_tools(self, effects: Sequence[Effects], info: dict[str, Any]) -> None:
        """Apply the step's effects on the action set, and tell ``info`` what changed."""
        tools = next_tools(self._tools, effects, self._setting)
        if tools == self._tools:
            return
        added = [t for t in tools if t not in self._active]
        kept = set(tools)
        removed = [t for t in self._tools if t not in kept]
        schemas = {t: s for t, s in zip(self._tools, self._schemas)}
        new = dict(zip(added, tool_schemas(added, self.lang)))
        self._schemas = tuple(schemas[t] if t in schemas else new[t] for t in tools)
        self._tools, self._active = tools, frozenset(tools)
        info["tools"] = list(self._schemas)
        if added:
            info["tools_added"] = added
        if removed:
            info["tools_removed"] = removed

    def render(self) -> str | None:
        """The episode so far as text, in ``render_mode="ansi"``: the instruction, then each
        action and its observation; None in any other mode and before the first reset."""
        if self.render_mode != "ansi" or self._episode is None:
            return None
        lines = [f"[task {self._episode.task.id}] {self._episode.task.instruction}"]
        for i, step in enumerate(self._episode.steps, start=1):
            lines += [f"[{i}] > {step.action}", f"[{i}] < {step.observation}"]
        return "\n".join(lines)

    @property
    def episode(self) -> EpisodeRecord | None:
        """The record of the current (or last) episode."""
        return self._episode

    def close(self) -> None:
        """Release nothing and keep the record: the env holds no process, file or socket, and
        :attr:`episode` stays readable after ``close``."""
        super().close()

    @property
    def state(self) -> PhoneState | None:
        """The phone as the current (or last) episode left it; None before the first reset."""
        return self._state

    def _pick(self, task_id: str | None) -> Task:
        if task_id is not None:
            if not isinstance(task_id, str) or task_id not in self.tasks:
                suites = sorted({t.suite for t in self.tasks.values()})
                close = difflib.get_close_matches(str(task_id), list(self.tasks), n=3)
                raise ValueError(
                    f"unknown task_id {task_id!r:.80}; this env holds {len(self.tasks)} "
                    f"task{'s' * (len(self.tasks) != 1)} of suite {', '.join(suites)[:80]}"
                    + (f" (did you mean {', '.join(close)}?)" if close else "")
                    + "; give the env the suite that has it (suite=NAME or a .jsonl path)")
            return self.tasks[task_id]
        ids = list(self.tasks)
        if len(ids) == 1 and self._np_random is None:
            return self.tasks[ids[0]]  # nothing to draw: no generator to seed from the OS
        return self.tasks[ids[int(self.np_random.integers(len(ids)))]]


@dataclass(frozen=True, slots=True)
class _Opening:
    state: PhoneState
    tools: tuple[str, ...]
    active: frozenset[str]
    profile: UserProfile
    system_prompt: str
    schemas: tuple[dict[str, Any], ...]


def opening(task: Task, setting: Setting, lang: Lang = "en",
            tool_format: ToolFormat = "json_schema") -> _Opening:
    """What every episode of ``task`` in ``setting``, ``lang`` and ``tool_format`` starts from
    (the schemas are the registry's read-only ones, or read-only copies made here); the state
    shares the task's records, which no code mutates."""
    settings = {**task.initial_settings,
                SKILLS_AVAILABLE: task.candidate_skills} if task.candidate_skills \
        else task.initial_settings
    state = build_state(task.now, task.records, settings, task.memory)  # it only reads them
    tools = tuple(t for t in task.candidate_tools if _offered(t, setting)) + (FINISH,)
    relevant = _relevant_records(task, state) if setting == "no_search" else ()
    profile = UserProfile(task.profile.name, task.profile.phone, task.profile.payment_account)
    schemas = tuple(_skill_loader(s, task)
                    if s["function"]["name"] == "load_skill" and task.candidate_skills else s
                    for s in tool_schemas(tools, lang))
    if tool_format == "compact":
        searches = any(REGISTRY[t].kind == "retrieve" for t in tools)
        prompt = tool_formats.compact_prompt(profile_block(task, lang), schemas, searches, relevant)
    else:
        prompt = system_prompt(task, tools, relevant, lang)
    return _Opening(state, tools, frozenset(tools), profile, prompt, schemas)


def is_question(text: str) -> bool:
    """Whether a final text is a question for the user: it ends with a question mark (ASCII
    or full-width), trailing spaces aside."""
    return text.rstrip().endswith(("?", "\uff1f"))


def _positive_int(value: Any) -> bool:
    """Whether ``value`` is an int of at least 1 (a bool is not a count)."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 1


def _check_setting(setting: Any) -> None:
    """A ``ValueError`` naming the settings unless ``setting`` is one of them."""
    if setting not in SETTING_NAMES:
        raise ValueError(f"setting must be one of {', '.join(SETTING_NAMES)} (got {setting!r})")


#: The keys ``reset`` reads from its ``options``.
RESET_OPTIONS = ("task_id", "setting")


def _reset_options(options: Any) -> dict[str, Any]:
    """``reset``'s options, checked: a dict (or None) of :data:`RESET_OPTIONS`."""
    if options is None:
        return {}
    if not isinstance(options, dict):
        raise TypeError(f"options must be a dict such as {{'task_id': ...}} or None "
                        f"(got {type(options).__name__})")
    unknown = sorted(map(str, set(options) - set(RESET_OPTIONS)))
    if unknown:
        raise ValueError(f"unknown reset option(s) {unknown}; accepted: "
                         f"{', '.join(RESET_OPTIONS)}")
    return options


def next_tools(tools: tuple[str, ...], effects: Sequence[Effects],
               setting: Setting) -> tuple[str, ...]:
    """The tools of the next step: ``tools`` with each effect's removals taken out and its
    additions appended (those not already there and offered in ``setting``), effect by effect.

    Args:
        tools: this step's active tools, in their order.
        effects: the effects of the step's successful calls, in call order.
        setting: the episode's setting (``no_search`` never offers a retrieve tool).

    Returns:
        The next step's active tools, in order: ``tools`` itself when nothing changes.
    """
    for effect in effects:
        gone = set(effect.tools_removed)
        tools = tuple(t for t in tools if t not in gone) + tuple(dict.fromkeys(
            t for t in effect.tools_added if t not in tools and _offered(t, setting)))
    return tools


def _offered(tool: str, setting: Setting) -> bool:
    """Whether ``tool`` may be active in ``setting`` (no_search withholds every retrieve tool)."""
    return setting != "no_search" or REGISTRY[tool].kind != "retrieve"


def _skill_loader(schema: dict[str, Any], task: Task) -> dict[str, Any]:
    """``load_skill``'s schema for this task: its candidate skills as the ``skill_id`` enum and
    their one-line summaries in the description, so the planner can route without a catalog
    call (a new read-only schema: the registry's is shared)."""
    function = schema["function"]
    params = function["parameters"]
    skill_id = {**params["properties"]["skill_id"], "enum": list(task.candidate_skills)}
    summaries = "; ".join(SKILLS[s].summary() for s in task.candidate_skills)
    loader: dict[str, Any] = freeze({**schema, "function": {
        **function, "description": f"{function['description']} Skills: {summaries}",
        "parameters": {**params, "properties": {**params["properties"], "skill_id": skill_id}}}})
    return loader


def _relevant_records(task: Task, state: PhoneState) -> list[dict[str, Any]]:
    wanted = {e.record_id for e in task.evidence}
    relevant: list[dict[str, Any]] = [{"app": name, **r} for name, rows in state.tables.items()
                                      for r in rows if r["id"] in wanted]
    return relevant
