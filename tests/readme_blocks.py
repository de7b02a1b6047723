"""Run the code blocks of the user documentation and check the output they show.

A block is a fenced code block of README.md or of a page of the documentation site (every
``docs/**/*.md``; the pages generated at build time hold no blocks):

* ```python -- a doctest: ``>>>`` lines and the output each prints, checked by
  ``python -m doctest`` (``...`` matches anything, whitespace runs compare equal); a block
  without prompts is a script that must succeed;
* ```console -- ``$ command`` lines (a line ending in ``\\`` continues on the next ``> `` line),
  each followed by the output it prints on stdout, checked the same way (a blank line in the
  block is a blank line of output);
* ```bash -- a script that must succeed (``set -eu``; as in a user's shell, a pipe's status is
  its last command's, so ``| head`` may close the pipe early).

Blocks run in a :class:`Place`: a working folder outside the checkout, a ``HOME`` inside it (so
``~/.cache/...`` paths stay in the test), and a ``PATH`` whose first entry is the environment under
test. Blocks that install the checkout (``pip install -e``) or run its tests run in a copy of it.
Each block runs in a process group of its own that is ended with it (a server a block starts
with ``&`` stops there); the documented ``mobile-env serve`` keeps running, on a free port, for
the client block after it, until :meth:`Place.close`. Ray runs in a loopback-only network
namespace, as in the project's tests (``unshare -n``; Ray binds the machine's interface).

Reduced forms. Some blocks cost minutes (SmolLM2 conversion, SFT and GRPO runs, the 85-minute
CPU demonstration) or cannot run inside the test suite as written (the test command itself).
:data:`REDUCED` lists every such command with what runs instead: the same command with
documented flags appended (every config key is a flag, and flags win), on the tiny model.
Each entry must match a block, so the list cannot go stale.
"""

from __future__ import annotations

import doctest
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DOCS = ("README.md", *sorted(p.relative_to(ROOT).as_posix() for p in (ROOT / "docs").rglob("*.md")))
TINY = "~/.cache/mobile-planner/smollm2-135m-instruct"

#: command as documented -> what the tests run instead (see the module docstring).
REDUCED: dict[str, str] = {
    # The suite cannot run itself from inside itself: the packaging tests stand in for it.
    "&& python -m pytest":
        "&& python -m pytest -q -p no:cacheprovider tests/project/test_packaging.py",
    # SmolLM2's conversion (26 s, 538 MB) is tested in test_training_sft; the tiny model takes
    # its place in the cache folder, so every later command that names that folder uses it.
    "mobile-env train prepare-model                          #":
        f"mobile-env train prepare-model --tiny --out {TINY}  #",
    "mobile-env train prepare-model --out runs/models/smollm2":
        "mobile-env train prepare-model --tiny --out runs/models/smollm2",
    # SFT: 1 step over 2 tasks (the documented runs are 10 and 100 steps over 200-400 tasks).
    "mobile-env train sft --config sft_smollm2\n":
        "mobile-env train sft --config sft_smollm2 --max-steps 1 --limit 2\n",
    # SFT on the compact format: 1 step over 2 tasks (the documented run is 100 over 400).
    "--output-dir runs/sft-compact": "--output-dir runs/sft-compact --max-steps 1 --limit 2",
    # The GPU config with LoRA names a placeholder model folder: its flags are parsed and
    # checked (the LoRA SFT step itself is tested in tests/training/test_token_sft.py).
    "mobile-env train sft --config sft_gpu --model path/to/any-hf-model --lora true":
        "mobile-env train sft --config sft_gpu --model path/to/any-hf-model --lora true --help"
        " > /dev/null",
    # GRPO smoke: one step on one task (the config runs 2 steps over 8 tasks).
    "mobile-env train grpo --config grpo_cpu_smoke ":
        "mobile-env train grpo --config grpo_cpu_smoke --max-steps 1 --num-tasks 1 ",
    # Held-out evaluation of a local model: 1 task instead of 20.
    "--limit 20 --runs 1": "--limit 1 --runs 1",
    # A server on a free port instead of 8000, left running (see Place.close) for the client
    # block that follows; the serve extra's packages come from the environment under test.
    'pip install -e ".[serve]"\n': "",
    "mobile-env serve --suite spieval-train --reward spieval_shaped --port 8000 --max-sessions 256":
        "setsid mobile-env serve --suite spieval-train --reward spieval_shaped --port {port} "
        "--max-sessions 256 > serve.log 2>&1 & echo $! > serve.pid; " + "{wait}",
    "http://127.0.0.1:8000": "http://127.0.0.1:{port}",
    # TRL against a server: the server the Serving block left running (the same suite)
    # instead of a second one.
    "mobile-env serve --suite spieval-train --reward "
    "'{\"spieval_shaped\": 1, \"final_reply\": 0.1}' --max-sessions 64 &": "",
    # Ray: 2 local workers (the documented cluster has 16 and runs with ray start).
    'num_workers=16,\n                               address="auto")':
        'num_workers=2,\n                               address=None)',
    # MobilePA-Bench's 4,000 training queries: 40 of them (a slow test in
    # tests/generation/test_mobilepa_rl_train.py generates all 4,000 and checks them).
    "--suite mobilepa-rl --queries 4000": "--suite mobilepa-rl --queries 40",
    # The CPU demonstration (~42 min): every stage, at the smallest sizes, on the tiny model.
    "mobile-env train demo --out-dir runs/cpu-demo ":
        f"mobile-env train prepare-model --tiny --out {TINY} > /dev/null && "
        f"mobile-env train demo --out-dir runs/cpu-demo --model {TINY} --test-tasks 1 "
        "--sft-steps 1 --grpo-steps 1 --num-generations 2 --max-new-tokens 8 "
        "--max-completion-length 48 ",
}
#: Blocks whose first line starts so: they need a copy of the checkout (they install it).
CHECKOUT = ("python3 -m venv .venv",)
#: Python blocks that use Ray run inside a loopback-only network namespace.
NAMESPACED = "ray_rollout"


@dataclass(frozen=True)
class Block:
    file: str
    line: int
    lang: str
    text: str

    @property
    def id(self) -> str:
        return f"{self.file}:{self.line}"

    @property
    def needs_checkout(self) -> bool:
        return self.text.startswith(CHECKOUT)


@dataclass
class Place:
    """Where blocks run: ``workdir`` (outside the checkout), ``bin`` (the environment under
    test, first on PATH), and ``checkout`` (a copy of the repository, made on first use)."""

    workdir: Path
    bin: Path
    checkout: Path | None = None
    used: set[str] = field(default_factory=set)
    port: int = field(default_factory=lambda: free_port())

    def close(self) -> None:
        """Stop the servers blocks left running (their pids are in ``*.pid`` files)."""
        for pid_file in self.workdir.glob("*.pid"):
            try:
                os.killpg(int(pid_file.read_text()), signal.SIGTERM)
            except (ValueError, ProcessLookupError, PermissionError):
                pass

    def env(self) -> dict[str, str]:
        home = self.workdir / "home"
        home.mkdir(exist_ok=True)
        keep = {k: v for k, v in os.environ.items() if not k.startswith(("PYTEST", "VIRTUAL_ENV"))}
        return {**keep, "HOME": str(home), "PATH": f"{self.bin}{os.pathsep}{os.environ['PATH']}",
                "MOBILE_PLANNER_CACHE": str(home / ".cache" / "mobile-planner"),
                "PYTHONWARNINGS": "ignore", "TRL_EXPERIMENTAL_SILENCE": "1", "COLUMNS": "100"}

    def folder(self, block: Block) -> Path:
        if not block.needs_checkout:
            return self.workdir
        if self.checkout is None:
            self.checkout = copy_checkout(self.workdir.parent / "checkout")
        return self.checkout


def blocks(*files: str) -> list[Block]:
    """Every python, console and bash block of ``files`` (paths relative to the repository)."""
    found = []
    for name in files:
        text = (ROOT / name).read_text(encoding="utf-8")
        fences = r"^( *)```(python|console|bash)\n(.*?)^\1```"  # indented ones too (in lists)
        for match in re.finditer(fences, text, re.S | re.M):
            found.append(Block(name, text[:match.start()].count("\n") + 1, match.group(2),
                               textwrap.dedent(match.group(3))))
    return found


def reduced(text: str, place: Place) -> str:
    for documented, instead in REDUCED.items():
        if documented in text:
            place.used.add(documented)
            text = text.replace(documented, instead)
    return text.replace("{wait}", _wait(place.port)).replace("{port}", str(place.port))


def _wait(port: int) -> str:
    """Shell lines that wait (at most 120 s) until a server listens on ``port``."""
    return (f"for _ in $(seq 240); do (echo > /dev/tcp/127.0.0.1/{port}) 2>/dev/null && break; "
            "sleep 0.5; done")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def run(block: Block, place: Place) -> None:
    """Run ``block`` in ``place``; an AssertionError says what differed."""
    folder = place.folder(block)
    text = reduced(block.text, place)
    if block.lang == "python" and ">>> " in text:
        script = folder / f"block-{block.line}.txt"
        script.write_text(text, encoding="utf-8")
        done = _shell(f"python -m doctest -o ELLIPSIS -o NORMALIZE_WHITESPACE {script.name}",
                      folder, place)
        assert done.returncode == 0, f"{block.id}: doctest failed\n{done.stdout}{done.stderr}"
    elif block.lang == "python":
        script = folder / f"block-{block.line}.py"
        script.write_text(text, encoding="utf-8")
        command = f"python {script.name}"
        if NAMESPACED in text:
            command = ("unshare -n sh -c 'ip link set lo up; RAY_AUTH_MODE=disabled "
                       f"{command}'")
        done = _shell(command, folder, place)
        assert done.returncode == 0, f"{block.id}: the script failed\n{done.stderr[-5000:]}"
    elif block.lang == "console":
        for command, expected in console_commands(text):
            done = _shell(command, folder, place)
            assert done.returncode == 0, f"{block.id}: `{command}` failed\n{done.stderr[-3000:]}"
            checker = doctest.OutputChecker()
            flags = doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE
            if not checker.check_output(expected, done.stdout, flags):
                example = doctest.Example(command, expected)
                raise AssertionError(f"{block.id}: `{command}` printed something else\n"
                                     + checker.output_difference(example, done.stdout, flags))
    else:
        if block.needs_checkout:
            text = with_dependencies(text)
        done = _shell(text, folder, place)
        assert done.returncode == 0, (f"{block.id}: the block failed\n{text}\n"
                                      f"{done.stdout[-3000:]}{done.stderr[-5000:]}")


def console_commands(text: str) -> list[tuple[str, str]]:
    """``(command, expected output)`` pairs of a console block; blank lines are output lines."""
    pairs: list[tuple[str, list[str]]] = []
    lines = text.splitlines()
    i = 0
    while i < len(lines):
        line = lines[i]
        assert line.startswith("$ "), f"a console block line outside a command's output: {line!r}"
        command = line[2:]
        while command.endswith("\\") and i + 1 < len(lines) and lines[i + 1].startswith("> "):
            i += 1
            command = command[:-1] + " " + lines[i][2:]
        output: list[str] = []
        i += 1
        while i < len(lines) and not lines[i].startswith("$ "):
            output.append(lines[i] or "<BLANKLINE>")
            i += 1
        pairs.append((command, output))
    return [(command, "\n".join(output) + "\n" if output else "") for command, output in pairs]


def with_dependencies(text: str) -> str:
    """A set-up block whose new venv sees this environment's installed packages (the `.pth`
    file of the project's contributor set-up), so its installs find their dependencies there
    instead of downloading them."""
    dirs = [p for p in sys.path if p.endswith("site-packages") and Path(p).is_dir()]
    link = ("python3 -m venv .venv && printf '%s\\n' " + " ".join(f"'{d}'" for d in dirs)
            + " > \"$(echo .venv/lib/python3*/site-packages)/_deps.pth\"")
    return text.replace("python3 -m venv .venv", link, 1)


def copy_checkout(target: Path) -> Path:
    """The repository's files as git knows them (tracked, and new files not ignored)."""
    listed = subprocess.run(["git", "ls-files", "--cached", "--others", "--exclude-standard", "-z"],
                            cwd=ROOT, capture_output=True, check=True).stdout.decode().split("\0")
    for name in filter(None, listed):
        source = ROOT / name
        if source.is_file():
            (target / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(source, target / name)
    return target


def _shell(script: str, folder: Path, place: Place) -> subprocess.CompletedProcess[str]:
    """Run ``script`` in a process group of its own, and end whatever it left running."""
    proc = subprocess.Popen(["bash", "-c", "set -eu\n" + script], cwd=folder, env=place.env(),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    try:
        stdout, stderr = proc.communicate(timeout=1800)
    finally:
        try:
            os.killpg(proc.pid, signal.SIGTERM)
        except ProcessLookupError:
            pass
    return subprocess.CompletedProcess(proc.args, proc.returncode, stdout, stderr)
