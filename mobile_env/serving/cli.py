"""``mobile-env serve``: MobilePlanner as an OpenEnv server, one env per WebSocket session.

The options are parsed and checked -- the suite, the reward and every other env option -- before
the server stack (the ``serve`` extra: openenv, FastAPI, uvicorn) is imported, so that ``--help``
and a mistake are answered at once, each mistake as one line that says what to fix.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, Callable, Sequence

from mobile_env.cli_args import Parser, int_at_least, port, positive_float
from mobile_env.helptext import help_text
from mobile_env.task_format.schema import SETTING_NAMES

#: Seconds a WebSocket session may send nothing before the server closes it and frees its slot.
IDLE_TIMEOUT_S = 600.0
#: Seconds a session's episode is kept after its connection ends, for a resume.
RESUME_WINDOW_S = 60.0
#: The largest frame a client may send, by default: room for any action the env reads (65,536
#: characters, each at most a 6-byte JSON escape) and its envelope, and no more, so that one
#: client cannot make the server hold tens of megabytes per frame.
MAX_FRAME_BYTES = 1 << 20


def parser() -> argparse.ArgumentParser:
    """The command's options."""
    result = Parser(prog="mobile-env serve", description=help_text(__doc__.split("\n")[0]))
    result.add_argument("--suite", default="demo", help="built-in suite or a .jsonl file")
    result.add_argument("--num-tasks", type=int_at_least(1), default=None,
                        help="serve only the first N tasks")
    result.add_argument("--setting", choices=SETTING_NAMES, default=None,
                        help="default setting (each task's own when unset); reset may override")
    result.add_argument("--reward", default="task_checker",
                        help="a registered reward name, or JSON weights for their sum, as train "
                             """grpo takes them: '{"spieval_shaped": 1, "final_reply": 0.1}'""")
    result.add_argument("--step-reward", default=None,
                        help="dense shaping reward per step (a name or JSON weights)")
    result.add_argument("--step-limit", type=int_at_least(1), default=None,
                        help="steps per episode")
    result.add_argument("--page-size", type=int_at_least(1), default=5,
                        help="search results per page")
    result.add_argument("--max-errors", type=int_at_least(1), default=None,
                        help="end an episode after this many failed steps in a row")
    result.add_argument("--lang", choices=["en", "zh"], default="en", help="prompt language")
    result.add_argument("--host", default="127.0.0.1",
                        help="address to bind (default 127.0.0.1; 0.0.0.0 serves the network)")
    result.add_argument("--port", type=port, default=8000)
    result.add_argument("--max-sessions", type=int_at_least(1), default=256,
                        help="concurrent WebSocket sessions (TRL opens one per generation)")
    result.add_argument("--idle-timeout", type=float, default=IDLE_TIMEOUT_S, metavar="SECONDS",
                        help="close a session that sends nothing for this long, freeing its slot "
                             "(default 600; 0: never)")
    result.add_argument("--resume-window", type=float, default=RESUME_WINDOW_S, metavar="SECONDS",
                        help="keep a session's episode this long after its connection ends, for "
                             "a reconnecting client to query or resume (default 60; at most "
                             "--max-sessions episodes kept, the oldest freed first; 0: never)")
    result.add_argument("--episode-deadline", type=positive_float, default=None,
                        metavar="SECONDS",
                        help="wall-clock seconds an episode may run from its reset; the first "
                             "step after it runs no action and ends the episode with "
                             "termination_reason 'deadline' (default: none)")
    result.add_argument("--episode-token-budget", type=int_at_least(1), default=None,
                        metavar="TOKENS",
                        help="tokens an episode's actions and observations may hold together, "
                             "counted with --tokenizer; the first step after the budget is "
                             "reached runs no action and ends the episode with "
                             "termination_reason 'token_budget' (default: none)")
    result.add_argument("--tokenizer", default=None, metavar="DIR",
                        help="local model folder whose tokenizer counts --episode-token-budget "
                             "(needs transformers, in the train extra)")
    result.add_argument("--max-frame-bytes", type=int_at_least(1 << 16), default=MAX_FRAME_BYTES,
                        help="largest WebSocket frame a client may send (default 1 MiB, room for "
                             "any action the env reads); a larger one closes the connection with "
                             "code 1009")
    result.add_argument("--compress", action="store_true",
                        help="compress WebSocket messages (permessage-deflate): for slow links")
    result.add_argument("--log-level", default="info", help="uvicorn log level")
    return result


def env_options(args: argparse.Namespace) -> dict[str, Any]:
    """The :class:`~mobile_env.env.MobilePlannerEnv` keywords the parsed ``args`` give."""
    return {"setting": args.setting, "reward": args.reward, "step_reward": args.step_reward,
            "step_limit": args.step_limit, "page_size": args.page_size,
            "max_errors": args.max_errors, "lang": args.lang}


def token_counter(folder: str) -> Callable[[str], int]:
    """How many tokens of the tokenizer in the local model folder ``folder`` a text takes (no
    special tokens: they are the chat template's, not the episode's).

    Args:
        folder: a folder holding a Hugging Face tokenizer (``tokenizer_config.json``).

    Returns:
        The counter.

    Raises:
        ValueError: no tokenizer there, or transformers is not installed; the message says what
            to do.
    """
    if not (Path(folder).expanduser() / "tokenizer_config.json").is_file():
        raise ValueError(f"{folder!r} holds no tokenizer (no tokenizer_config.json)")
    try:
        from transformers import AutoTokenizer
    except ImportError:
        raise ValueError("counting tokens needs transformers: pip install "
                         "'mobile-planner[train]'") from None
    tokenizer = AutoTokenizer.from_pretrained(str(Path(folder).expanduser()))
    return lambda text: len(tokenizer(text, add_special_tokens=False).input_ids)


def main(argv: Sequence[str] | None = None) -> int:
    """Parse and check ``argv``, then serve until stopped.

    Args:
        argv: the arguments after ``mobile-env serve``.

    Returns:
        The exit status (0 once the server stops).
    """
    options = parser()
    args = options.parse_args(argv)
    if args.idle_timeout < 0:
        options.error(f"--idle-timeout must be 0 (never) or more seconds (got {args.idle_timeout})")
    if not args.resume_window >= 0:
        options.error(f"--resume-window must be 0 (never) or more seconds "
                      f"(got {args.resume_window})")
    from mobile_env.rewards import from_spec

    for flag in ("reward", "step_reward"):
        spec = getattr(args, flag)
        try:  # a reward is a name or JSON weights, read as train grpo reads them
            setattr(args, flag, None if spec is None else from_spec(spec))
        except ValueError as exc:
            options.error(f"--{flag.replace('_', '-')}: {exc}")
    if (args.episode_token_budget is None) != (args.tokenizer is None):
        options.error("--episode-token-budget and --tokenizer (which counts it) go together")
    try:
        args.count_tokens = None if args.tokenizer is None else token_counter(args.tokenizer)
    except ValueError as exc:
        options.error(f"--tokenizer: {exc}")
    from mobile_env.env import MobilePlannerEnv
    from mobile_env.task_format.loading import resolve_tasks

    tasks = resolve_tasks(args.suite, args.num_tasks)
    try:
        MobilePlannerEnv(tasks=tasks, **env_options(args))
    except ValueError as exc:
        options.error(str(exc))
    trim_server_stack()
    from mobile_env.serving import server

    return server.serve(tasks, args)


def trim_server_stack() -> None:
    """Leave out of this process the parts of OpenEnv's server stack that ``serve`` never uses.

    OpenEnv's server package imports its Gradio web interface whenever Gradio is installed (a
    dependency of openenv 0.10) and falls back when it cannot be imported: Gradio stays out unless
    ``ENABLE_WEB_INTERFACE`` asks OpenEnv to mount it. FastMCP's OAuth client, which OpenEnv's
    MCP support imports, keeps its tokens in ``py-key-value-aio``, a package that type-checks
    every one of its own calls and warns on a mismatch; this server stores nothing there, so its
    documented switch ``PY_KEY_VALUE_DISABLE_BEARTYPE`` turns those checks off unless the
    environment already sets it."""
    os.environ.setdefault("PY_KEY_VALUE_DISABLE_BEARTYPE", "true")
    if os.environ.get("ENABLE_WEB_INTERFACE", "false").lower() not in ("true", "1", "yes"):
        # None in sys.modules is Python's "cannot be imported"; typeshed types only modules.
        sys.modules.setdefault("gradio", None)  # type: ignore[arg-type]
