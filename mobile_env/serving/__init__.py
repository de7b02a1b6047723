"""MobilePlanner over the network: an OpenEnv server (``mobile-env serve``) and its client.

The submodules import ``openenv`` (the ``serve`` extra); this package itself imports nothing,
so ``import mobile_env`` stays fast without it.

* :mod:`mobile_env.serving.protocol` -- the wire types: the action (``{text}`` or
  ``{name, arguments}``), the observation, the state.
* :mod:`mobile_env.serving.server` -- the OpenEnv ``Environment`` around
  :class:`~mobile_env.env.MobilePlannerEnv` and the FastAPI app.
* :mod:`mobile_env.serving.cli` -- the ``serve`` command: its options, checked before the
  server stack is imported.
* :mod:`mobile_env.serving.client` -- an OpenEnv ``EnvClient`` for it.
"""
