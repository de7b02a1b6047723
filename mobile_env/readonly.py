"""Read-only JSON containers for what the env shares between episodes, envs and the registry.

A tool schema is built once and handed to every env and episode (copying 15-22 schemas per reset
would cost several times the rest of a reset). Handing out the shared dict itself, though, let
``info["tools"][0]["function"]["name"] = "HACKED"`` rename a tool in the registry and in every
env made afterwards. :func:`freeze` turns such a tree into :class:`FrozenDict` and
:class:`FrozenList`: subclasses of ``dict`` and ``list``, so ``json.dumps``, chat templates,
``isinstance(x, dict)`` and ``==`` treat them exactly like the plain containers, whose every
mutating method raises :class:`TypeError` instead. Sharing stays free: a frozen tree is returned
as is, never copied.

``copy.deepcopy`` (and ``copy.copy``) of a frozen container gives a plain, mutable one, which
is how a caller makes an editable copy; pickling keeps it frozen.
"""

from __future__ import annotations

from typing import Any, NoReturn

_MESSAGE = ("this {kind} is shared read-only data of the env (tool schemas, task data); "
            "edit a copy: copy.deepcopy(x) returns a plain, mutable one")


def _refuse(self: Any, *args: Any, **kwargs: Any) -> NoReturn:
    raise TypeError(_MESSAGE.format(kind=type(self).__name__))


class FrozenDict(dict):  # type: ignore[type-arg]
    """A ``dict`` whose contents cannot change (see the module docstring)."""

    __slots__ = ()
    __setitem__ = __delitem__ = __ior__ = _refuse
    clear = pop = popitem = setdefault = update = _refuse

    def __copy__(self) -> dict[Any, Any]:
        return dict(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> dict[Any, Any]:
        return {key: thaw(value) for key, value in self.items()}

    def __reduce__(self) -> tuple[Any, ...]:
        return FrozenDict, (dict(self),)


class FrozenList(list):  # type: ignore[type-arg]
    """A ``list`` whose contents cannot change (see the module docstring)."""

    __slots__ = ()
    __setitem__ = __delitem__ = __iadd__ = __imul__ = _refuse
    append = clear = extend = insert = pop = remove = reverse = sort = _refuse

    def __copy__(self) -> list[Any]:
        return list(self)

    def __deepcopy__(self, memo: dict[int, Any]) -> list[Any]:
        return [thaw(value) for value in self]

    def __reduce__(self) -> tuple[Any, ...]:
        return FrozenList, (list(self),)


def freeze(value: Any) -> Any:
    """``value`` with every dict and list in it made read-only (already frozen parts are reused)."""
    if type(value) is FrozenDict or type(value) is FrozenList:
        return value
    if isinstance(value, dict):
        return FrozenDict({key: freeze(v) for key, v in value.items()})
    if isinstance(value, list):
        return FrozenList(freeze(v) for v in value)
    if isinstance(value, tuple):
        return tuple(freeze(v) for v in value)
    return value


def thaw(value: Any) -> Any:
    """A plain, mutable deep copy of a JSON-like tree: dicts and lists are rebuilt as plain ones,
    tuples as tuples (a tuple in a reward breakdown stays a tuple)."""
    if isinstance(value, dict):
        return {key: thaw(v) for key, v in value.items()}
    if isinstance(value, list):
        return [thaw(v) for v in value]
    if isinstance(value, tuple):
        return tuple(thaw(v) for v in value)
    return value
