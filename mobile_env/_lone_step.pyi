"""Types of the compiled usual lock-step of a vector env of one env (``_lone_step.c``)."""

from typing import Any, Sequence

import numpy as np

def lone_step(vec: Any, plan: tuple[list[Any], list[bool], list[str],
                                    tuple[tuple[str, str, np.dtype[Any]], ...], list[Any]],
              actions: Sequence[str | None]
              ) -> tuple[tuple[str, ...], np.ndarray, np.ndarray, np.ndarray, dict[str, Any]]: ...
