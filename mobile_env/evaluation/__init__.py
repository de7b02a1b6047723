"""Scoring agents on suites: the runner (``mobile-env eval``) and its pure aggregation helpers."""

from mobile_env.evaluation.metrics import (OVERALL, accuracy_by_capability, capability_order,
                                           summarise_runs, summary_of)

__all__ = ["OVERALL", "accuracy_by_capability", "capability_order", "summarise_runs", "summary_of"]
