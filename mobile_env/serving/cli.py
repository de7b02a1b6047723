"""``mobile-env serve``, with a clear message when the ``serve`` extra is not installed."""

from __future__ import annotations

from typing import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    try:
        from mobile_env.serving import server
    except ImportError as exc:
        raise SystemExit(f"mobile-env serve needs the serve extra ({exc.name} is missing): "
                         "pip install 'mobile-planner[serve]'") from None
    return server.main(argv)
