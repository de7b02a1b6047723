"""Scoring agents on suites: ``mobile-env eval`` (:mod:`.eval_cli` parses its options,
:mod:`.runner` evaluates), its pure aggregation helpers (:mod:`.metrics`), reports, re-scoring
and the LLM judges."""
