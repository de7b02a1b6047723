"""The verifiers environment ``mobile-planner`` (``vf-eval mobile-planner``).

verifiers 0.4 finds an environment by importing the module its id names (``mobile-planner`` ->
``mobile_planner``) and taking the taskset, harness and env classes that module exports; this module
is that name for :mod:`mobile_env.verifiers_env`, where everything is defined.
"""

from mobile_env.verifiers_env import (MobilePlannerEnvironment, MobilePlannerHarness,
                                      MobilePlannerTaskset, load_environment)

__all__ = ["MobilePlannerEnvironment", "MobilePlannerHarness", "MobilePlannerTaskset",
           "load_environment"]
