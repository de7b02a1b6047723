"""How fast the command line answers: each command in a fresh process, against ``python -c pass``.

    python -m benchmarks.startup                 # every row, 5 rounds
    python -m benchmarks.startup --json benchmarks/startup.json --check

Every row is a whole process, started the way the ``mobile-env`` console script starts it,
and timed by the wall clock from its start to its exit (for ``serve``, to the first answer of
``/health`` on 127.0.0.1). The rows run in turns, one process of each per round in an order
shuffled by a seeded generator, so a machine that slows down for a while slows every row alike;
each row is a median over the rounds. Its ratio to the ``python -c pass`` row of the same run
says what the project adds to the interpreter's own start, and holds when the machine's speed
does not; the absolute figures are what a user waits.

Budgets: ``import mobile_env`` 0.3 s; ``mobile-env --help`` and every ``SUBCOMMAND --help`` 1 s;
a mistyped task id answered (with the closest ids) 2 s; ``serve`` answering ``/health`` 3 s.
A usage error of ``serve`` counts as its help does. The generated suites a mistyped id may be
looked up in are expected to be built already (a first use builds them once).
"""

from __future__ import annotations

import json
import platform
import random
import resource
import socket
import statistics
import subprocess
import sys
import time
import urllib.request
from dataclasses import dataclass
from typing import Any, Sequence

from mobile_env.cli_args import Parser

#: How the console script starts the command (its wrapper imports main and calls it).
ENTRY = "import sys; from mobile_env.cli import main; sys.exit(main())"
HELP_BUDGET_S = 1.0


@dataclass(frozen=True)
class Row:
    """One thing to time: a process with ``args`` (after the interpreter), or ``serve`` on a
    free port until ``/health`` answers; ``budget_s`` None for the baseline."""

    name: str
    args: tuple[str, ...]
    budget_s: float | None
    serve: bool = False


def command(*args: str) -> tuple[str, ...]:
    """The interpreter arguments of ``mobile-env ARGS``."""
    return ("-c", ENTRY, *args)


def rows() -> list[Row]:
    """Every row: the baseline, the import, each command's help, two mistakes, the server."""
    from mobile_env.cli import COMMANDS
    from mobile_env.training.cli import SUBCOMMANDS

    helps = [Row("mobile-env --help", command("--help"), HELP_BUDGET_S)]
    helps += [Row(f"mobile-env {name} --help", command(name, "--help"), HELP_BUDGET_S)
              for name in sorted(COMMANDS)]
    helps += [Row(f"mobile-env train {name} --help", command("train", name, "--help"),
                  HELP_BUDGET_S) for name in SUBCOMMANDS]
    return [Row("python -c pass", ("-c", "pass"), None),
            Row("import mobile_env", ("-c", "import mobile_env"), 0.3),
            *helps,
            Row("mobile-env serve --reward nope", command("serve", "--reward", "nope"),
                HELP_BUDGET_S),
            Row("mobile-env play --task gen-7-0001", command("play", "--task", "gen-7-0001"),
                2.0),
            Row("mobile-env serve: /health answers", (), 3.0, serve=True)]


def free_port() -> int:
    """A loopback port that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def time_process(args: Sequence[str]) -> tuple[float, float]:
    """Seconds from the start of ``python ARGS`` to its exit, and the CPU seconds it used (its
    output is discarded)."""
    cpu = _children_cpu()
    start = time.perf_counter()
    subprocess.run([sys.executable, *args], stdout=subprocess.DEVNULL,
                   stderr=subprocess.DEVNULL, stdin=subprocess.DEVNULL, timeout=300, check=False)
    return time.perf_counter() - start, _children_cpu() - cpu


def _children_cpu() -> float:
    """User and system CPU seconds of this process's waited-for children so far."""
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def time_serve(timeout_s: float = 120.0) -> tuple[float, float]:
    """Seconds from the start of ``mobile-env serve`` to the first answer of its ``/health``,
    and the CPU seconds of the whole server process (to its end, soon after).

    Raises:
        RuntimeError: the server ended, or did not answer within ``timeout_s``.
    """
    port = free_port()
    cpu = _children_cpu()
    start = time.perf_counter()
    server = subprocess.Popen([sys.executable, *command("serve", "--port", str(port),
                                                        "--log-level", "warning")],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        while time.perf_counter() - start < timeout_s:
            if server.poll() is not None:
                raise RuntimeError(f"mobile-env serve ended with status {server.returncode}")
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/health", timeout=1):
                    answered = time.perf_counter() - start
                    break
            except OSError:
                time.sleep(0.01)
        else:
            raise RuntimeError(f"mobile-env serve did not answer /health in {timeout_s:g} s")
    finally:
        server.terminate()
        server.wait(timeout=30)
    return answered, _children_cpu() - cpu


def measure(table: Sequence[Row], rounds: int,
            seed: int = 0) -> dict[str, list[tuple[float, float]]]:
    """Each row's (wall, CPU) seconds, one process per row per round, in a shuffled order each
    round."""
    order = random.Random(seed)
    seconds: dict[str, list[tuple[float, float]]] = {row.name: [] for row in table}
    for _ in range(rounds):
        for row in order.sample(list(table), len(table)):
            seconds[row.name].append(time_serve() if row.serve else time_process(row.args))
    return seconds


def report(table: Sequence[Row], seconds: dict[str, list[tuple[float, float]]]) -> dict[str, Any]:
    """The run as JSON: the machine, and per row its median wall and CPU seconds, the wall
    ratio to the baseline, its budget (wall seconds) and whether it met it."""
    base = statistics.median(wall for wall, _ in seconds[table[0].name])
    out = []
    for row in table:
        median = statistics.median(wall for wall, _ in seconds[row.name])
        out.append({"name": row.name, "median_s": round(median, 4),
                    "cpu_s": round(statistics.median(cpu for _, cpu in seconds[row.name]), 4),
                    "ratio": round(median / base, 2), "budget_s": row.budget_s,
                    "met": row.budget_s is None or median <= row.budget_s,
                    "seconds": [round(wall, 4) for wall, _ in seconds[row.name]]})
    return {"command": " ".join(["python -m benchmarks.startup", *sys.argv[1:]]),
            "machine": {"python": platform.python_version(), "platform": platform.platform()},
            "rows": out}


def lines(result: dict[str, Any]) -> list[str]:
    """The report as a table of at most 100 columns."""
    text = [f"{'row':<40} {'wall s':>8} {'x python':>9} {'CPU s':>8} {'budget s':>9}  met",
            "-" * 83]
    for row in result["rows"]:
        budget = "" if row["budget_s"] is None else f"{row['budget_s']:.1f}"
        text.append(f"{row['name']:<40} {row['median_s']:>8.3f} {row['ratio']:>9.2f} "
                    f"{row['cpu_s']:>8.3f} {budget:>9}  {'yes' if row['met'] else 'NO'}")
    return text


def main(argv: Sequence[str] | None = None) -> int:
    """Run every row, print the table, write ``--json``; with ``--check``, exit status 1 if a
    row misses its budget."""
    parser = Parser(prog="python -m benchmarks.startup", description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=5, help="processes per row (default 5)")
    parser.add_argument("--only", default=None, help="rows whose name contains this text "
                                                     "(the baseline always runs)")
    parser.add_argument("--no-serve", action="store_true",
                        help="leave out the server row (it needs the serve extra)")
    parser.add_argument("--json", default=None, metavar="PATH", help="write the report here")
    parser.add_argument("--check", action="store_true",
                        help="exit status 1 if any row misses its budget")
    args = parser.parse_args(argv)
    table = rows()
    table = [table[0], *(row for row in table[1:]
                         if (args.only is None or args.only in row.name)
                         and not (row.serve and args.no_serve))]
    result = report(table, measure(table, args.rounds))
    print("\n".join(lines(result)))
    if args.json:
        with open(args.json, "w", encoding="utf-8") as out:
            json.dump(result, out, indent=1)
    missed = [row["name"] for row in result["rows"] if not row["met"]]
    return 1 if args.check and missed else 0


if __name__ == "__main__":
    sys.exit(main())
