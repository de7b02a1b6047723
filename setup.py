"""The one compiled part of the package; everything else is declared in pyproject.toml.

``mobile_env._lone_step`` is the usual lock-step of a vector env of one env in C (why: the
module's own comment). It is optional: where it cannot be built (no C compiler), the install
goes on without it and ``mobile_env.vector`` does the same work in Python.
"""

import numpy
from setuptools import Extension, setup

setup(ext_modules=[Extension(
    "mobile_env._lone_step", ["mobile_env/_lone_step.c"], include_dirs=[numpy.get_include()],
    optional=True)])
