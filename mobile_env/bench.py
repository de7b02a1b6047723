"""``mobile-env bench``: runs the benchmarks of a source checkout (``benchmarks/bench.py``).

The benchmarks are part of the repository, not of the wheel, so an installed package has only
this entry point: it finds the checkout the package was installed from (``pip install -e .``)
or says how to get one.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path

#: Where the benchmarks live when ``mobile_env`` is imported from a checkout.
CHECKOUT = Path(__file__).resolve().parents[1]


def main(argv: list[str] | None = None) -> int:
    if not (CHECKOUT / "benchmarks" / "bench.py").is_file():
        print("mobile-env bench measures the env with the benchmarks in the repository's "
              "benchmarks/ folder, which the wheel does not install. Run it from a source "
              "checkout: git clone <the MobilePlanner repository> && cd MobilePlanner && "
              "pip install -e . && mobile-env bench", file=sys.stderr)
        return 2
    if str(CHECKOUT) not in sys.path:
        sys.path.insert(0, str(CHECKOUT))
    bench = importlib.import_module("benchmarks.bench_cli")
    return int(bench.main(argv))


if __name__ == "__main__":
    raise SystemExit(main())
