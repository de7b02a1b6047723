"""``mobile-env play``: be the planner yourself (F28).

  mobile-env play                                  # the demo task, "Call my manager."
  mobile-env play --suite spieval-core --seed 3    # a task drawn from a suite
  mobile-env play --task core-reasoning-001 --lang zh

You see what a model sees -- the user's instruction, the profile, the tools with their
parameters -- and type tool calls; the env answers with the same feedback a model gets. Playing a
task by hand is the quickest way to learn what it asks, to check that it is solvable, and to get
a feel for the feedback before training anything on it. At the end you get the score, the reward
breakdown and the gold answer.

Input, one line per step:

  search_contacts pattern=Daniel field=name        short form: NAME key=value ...
  Phone_Call telephone=+1 415-739-2098 type=VIDEO  a value runs to the next key= (quotes optional)
  Meeting_Create participants='["Ann", "Bo"]' ...  lists and objects as JSON
  {"name": "search_notes", "arguments": {"pattern": "call"}}    any action a model may write
  say I could not find the number.                 a final plain-text answer (ends the episode)
  help | tools | quit

In the short form a value is read as JSON when it parses (``3``, ``true``, ``["a"]``), except
for string parameters, whose text is kept as typed (a phone number stays a string). A value
holds everything up to the next parameter name and ``=``, spaces included; quote it only to
keep text that looks like ``name=`` inside it.
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from typing import TYPE_CHECKING, Any, Callable, Sequence

from mobile_env.cli_args import int_at_least, Parser
from mobile_env.helptext import help_text
from mobile_env.i18n import LANGS, Lang, system_prompt, tool_schemas
from mobile_env.task_format import Task, find_task
from mobile_env.task_format.schema import SETTING_NAMES, fact_wordings

if TYPE_CHECKING:
    from mobile_env.env import MobilePlannerEnv

Print = Callable[..., None]
COMMANDS_HELP = (__doc__.split("Input, one line per step:")[1].split("In the short form")[0]
                 .strip("\n"))


class InputError(ValueError):
    """A line that is not a command, a call or an answer; shown to the player, not sent to the
    env."""


def to_action(line: str, schemas: Sequence[dict[str, Any]]) -> str:
    """The env action for one typed line (see the module docstring)."""
    text = line.strip()
    if text[:1] in ("{", "[", "<", "`"):
        return text
    name, _, rest = text.partition(" ")
    if name == "say":
        return rest.strip()
    types = _parameter_types(name, schemas)
    arguments = {key: parse_value(value, types.get(key))
                 for key, value in key_values(rest, set(types) or None)}
    return json.dumps({"name": name, "arguments": arguments}, ensure_ascii=False)


def key_values(text: str, keys: set[str] | None) -> list[tuple[str, str]]:
    """``key=value`` pairs; a value runs to the next `` key=``, spaces included
    (``telephone=+1 415-739-2098``). A value that starts with a quote runs to its closing quote
    and loses the quotes, so it may hold ``key=`` text; quotes inside a value are text (``it's``).
    With ``keys`` (the tool's parameters) only those start a pair."""
    starts: list[tuple[int, int, str]] = []  # (start of key, start of value, key)
    i = 0
    while i < len(text):
        match = _PAIR.match(text, i) if i == 0 or text[i - 1].isspace() else None
        if match is None or (keys is not None and match.group(1) not in keys):
            i += 1
            continue
        key, value = match.group(1), match.end()
        starts.append((i, value, key))
        i = value
        if text[value:value + 1] in ("'", '"'):
            close = re.compile(re.escape(text[value]) + r"(?=\s|$)").search(text, value + 1)
            if close is None:
                raise InputError(f"cannot read that line (the {text[value]} quote after {key}= "
                                 "is not closed)")
            i = close.end()
    head = text[:starts[0][0] if starts else len(text)].strip()
    if head:
        raise InputError(f"{head.split()[0]!r} is not key=value; type `help` for the input forms")
    bounds = [s for s, _, _ in starts[1:]] + [len(text)]
    return [(key, _unquote(text[value:end].strip()))
            for (_, value, key), end in zip(starts, bounds)]


_PAIR = re.compile(r"([A-Za-z_][A-Za-z0-9_]*)=")


def _unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
        return value[1:-1]
    return value


def parse_value(text: str, schema_type: str | None) -> Any:
    """JSON when it parses, else the text; a string parameter keeps its text as typed."""
    try:
        value = json.loads(text)
    except (ValueError, RecursionError):  # RecursionError: nested deeper than the parser goes
        return text
    return text if schema_type == "string" and not isinstance(value, str) else value


def _parameter_types(name: str, schemas: Sequence[dict[str, Any]]) -> dict[str, str]:
    for schema in schemas:
        if schema["function"]["name"] == name:
            return {k: v.get("type", "")
                    for k, v in schema["function"]["parameters"]["properties"].items()}
    return {}


def describe_tools(schemas: Sequence[dict[str, Any]]) -> str:
    """One line per tool (parameters, ``*`` = required, enum values), then its description."""
    lines = []
    for schema in schemas:
        function = schema["function"]
        params = function["parameters"]
        required = set(params.get("required", ()))
        shown = [f"{k}{'*' if k in required else ''}:{_type(v)}"
                 for k, v in params["properties"].items()]
        lines += [f"  {function['name']}({', '.join(shown)})", f"      {function['description']}"]
    return "\n".join(lines)


def _type(spec: dict[str, Any]) -> str:
    if "enum" in spec:
        return "|".join(map(str, spec["enum"]))
    if spec.get("type") == "array":
        return f"[{_type(spec.get('items', {}))}]"
    return str(spec.get("type", "any"))


def pretty(observation: str) -> str:
    """Feedback JSON indented for reading (Unicode kept); other text as is."""
    try:
        return json.dumps(json.loads(observation), ensure_ascii=False, indent=2)
    except ValueError:
        return observation


def gold_text(task: Task) -> str:
    """The task's target: SPIEval gold answers (any one is accepted), or MobilePA's targets."""
    if task.gold is not None:
        answers = []
        for i, answer in enumerate(task.gold.answers, start=1):
            calls = [f"    {c.name}("
                     f"{', '.join(f'{k}={_param(p)}' for k, p in c.arguments.items())})"
                     for c in answer.calls]
            answers.append(f"  answer {i}{' (in this order)' if task.gold.ordered else ''}:\n"
                           + "\n".join(calls))
        return "\n".join(answers)
    parts = [f"  required call: "
             f"{c.name}({', '.join(f'{k}={_param(p)}' for k, p in c.arguments.items())})"
             for c in task.required_calls]
    if task.target_delta is not None:
        delta = task.target_delta.model_dump(mode="json")
        parts.append("  target state change: " + json.dumps(delta, ensure_ascii=False))
    return "\n".join(parts) or "  (this task's checker has no gold calls)"


def _param(gold: Any) -> str:
    if gold.unconstrained:
        return "<any>"
    if gold.key_facts is not None:
        return "<text with: " + "; ".join(" or ".join(fact_wordings(f))
                                           for f in gold.key_facts) + ">"
    values = [json.dumps(v, ensure_ascii=False) for v in gold.values]
    return values[0] if len(values) == 1 else "one of " + " | ".join(values)


def play(env: MobilePlannerEnv, seed: int | None, lang: Lang, input_fn: Callable[[str], str],
         print_fn: Print) -> float | None:
    """One episode at the keyboard; the reward, or None if the player quit."""
    _, info = env.reset(seed=seed)
    task = env.tasks[info["task_id"]]
    names = [t["function"]["name"] for t in info["tools"]]
    schemas = tool_schemas(names, lang)
    prompt = (system_prompt(task, names, lang=lang) if lang != "en"
              else info["messages"][0]["content"])
    print_fn(f"=== task {task.id} ({task.capability}, setting {info['setting']}, "
             f"{info['step_limit']} steps) ===")
    paragraphs = prompt.split("\n\n")
    print_fn(paragraphs[1])  # the profile block (Figure 9's second paragraph)
    if info["setting"] == "no_search":
        print_fn(paragraphs[-1])  # the records given instead of search tools
    for message in info["messages"][1:-1]:
        print_fn(f"[{message['role']}] {message['content']}")
    print_fn(f"\nInstruction: {task.instruction}\n\nTools:\n{describe_tools(schemas)}\n")
    print_fn("Type a tool call, `say <answer>` to answer, `help` or `quit`.")
    while True:
        try:
            line = input_fn("> ").strip()
        except EOFError:
            line = "quit"
        if not line:
            continue
        if line in ("quit", "exit"):
            print_fn(f"You quit; not scored.\nGold answer:\n{gold_text(task)}")
            return None
        if line == "help":
            print_fn(COMMANDS_HELP)
            continue
        if line == "tools":
            print_fn(describe_tools(schemas))
            continue
        try:
            action = to_action(line, info["tools"])
        except InputError as exc:
            print_fn(f"! {exc}")
            continue
        observation, reward, terminated, truncated, step_info = env.step(action)
        if observation:
            print_fn(pretty(observation))
        if terminated or truncated:
            print_fn(f"\n=== episode over: {step_info['termination_reason']} after "
                     f"{step_info['step']} steps ===")
            print_fn(f"Score: {reward:g}")
            print_fn("Reward breakdown:\n" + json.dumps(step_info.get("reward_breakdown", {}),
                                                         ensure_ascii=False, indent=2))
            print_fn(f"Gold answer:\n{gold_text(task)}")
            return float(reward)


def main(argv: list[str] | None = None, input_fn: Callable[[str], str] = input,
         print_fn: Print = print) -> int:
    parser = Parser(prog="mobile-env play", description=help_text(__doc__),
                    formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--task", default=None,
                        help="task id (looked up in --suite, else in every built-in suite)")
    parser.add_argument("--suite", default=None,
                        help="built-in suite; without --task a task is drawn with --seed (default "
                             "demo)")
    parser.add_argument("--lang", choices=LANGS, default="en",
                        help="language of the prompt and tool descriptions (zh: SPIEval's "
                             "original)")
    parser.add_argument("--setting", choices=SETTING_NAMES, default=None,
                        help="SPIEval setting (default: the task's own)")
    parser.add_argument("--seed", type=int_at_least(0), default=0,
                        help="seed of the task draw and the episode")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    from mobile_env.env import MobilePlannerEnv  # after parsing: --help needs no env

    try:
        if args.task is not None:
            env = MobilePlannerEnv(task=find_task(args.task, args.suite), setting=args.setting)
        else:
            env = MobilePlannerEnv(suite=args.suite or "demo", setting=args.setting)
    except (KeyError, ValueError, FileNotFoundError) as exc:
        parser.error(str(exc.args[0]) if exc.args else str(exc))
    play(env, args.seed, args.lang, input_fn, print_fn)
    return 0


if __name__ == "__main__":
    sys.exit(main())
