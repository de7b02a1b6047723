"""MobilePlanner over the network: an OpenEnv server (``mobile-env serve``) and its client.

The submodules import ``openenv`` (the ``serve`` extra); this package itself imports nothing,
so ``import mobile_env`` stays fast without it.

* :mod:`mobile_env.serving.protocol` -- the wire types: the action (``{text}`` or
  ``{name, arguments}``), the observation, the state.
* :mod:`mobile_env.serving.server` -- the OpenEnv ``Environment`` around
  :class:`~mobile_env.env.MobilePlannerEnv`, the FastAPI app and the ``serve`` command.
* :mod:`mobile_env.serving.client` -- an OpenEnv ``EnvClient`` for it.
"""
