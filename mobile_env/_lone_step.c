/* The usual lock-step of a vector env of one env, compiled: mobile_env.vector's fast path.
 *
 * Why C: a lone env's lock-step hands back Gymnasium's outputs -- an observation tuple, a
 * reward array, two flag arrays and, for each info key, an array and a ``_key`` mask: eleven
 * one-item NumPy arrays. Made afresh from Python they cost 1.4x an 8 us env step with nothing
 * checked (110-190 ns of calls each), over the 1.2x a vector env may add.
 *
 * Two things bring that down. The arrays are made with NumPy's C API, with none of those
 * calls. And an array the caller has let go of is handed out again rather than freed and made
 * anew: the module keeps each output array it made in a pool, and reuses one only when the
 * pool holds the sole reference to it (no variable, container, view, buffer, tensor or weak
 * reference of the caller's) and it is still as made (dtype, shape, strides, flags). Such an
 * array cannot be told from a fresh one, as CPython's own zip() and enumerate() reuse a
 * result tuple no one holds. Each slot has two candidates, since a rollout loop
 * (``obs, rewards, ... = vec.step(actions)``) holds the last step's outputs while it makes
 * the next one, and has let go of the outputs of the step before. A caller who keeps every
 * step's outputs gets fresh arrays each step; the arrays a caller holds never change.
 *
 * lone_step(vec, plan, actions) does what MobileVectorEnv._step does for one env on the usual
 * step, and nothing else: the action is one string, no autoreset is pending, the episode did
 * not end and the info holds exactly the step's own keys (plan's columns: one
 * (key, mask name, dtype) triple per key of mobile_env.env.STEP_INFO_TYPES). Anything else
 * goes back to Python: vec._step(actions) before the env steps, vec._finish_lone(result) after
 * (so the env never steps twice). A value goes into its array by NumPy's own setitem (the
 * code ``array[0] = value`` runs), or for the exact types a step gives by the store that
 * setitem makes; the tests compare both paths output by output, and with SyncVectorEnv.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#define NPY_NO_DEPRECATED_API NPY_1_7_API_VERSION
#include <numpy/arrayobject.h>

static PyObject *s_step, *s_step_rest, *s_finish, *s_per_env, *s_per_env_mask;
static PyArray_Descr *d_float, *d_bool, *d_object;

/* The flags of a fresh one-item array (the same for every dtype this module makes); -1 until
 * the first is made. */
static int fresh_flags = -1;

/* Whether ``x`` is a one-item array of ``descr`` that nothing but the pool holds (no
 * reference, no weak reference) and that is still as it was made: neither reshaped, re-typed,
 * re-strided nor made read-only. Handing it out again cannot be told from a fresh array. */
static int reusable(PyObject *x, PyArray_Descr *descr) {
#ifdef Py_GIL_DISABLED
    return 0; /* without the GIL, a reference count of 1 can change under the check */
#endif
    if (x == Py_None || Py_REFCNT(x) != 1 || !Py_IS_TYPE(x, &PyArray_Type)) {
        return 0;
    }
    PyArrayObject *array = (PyArrayObject *)x;
    return PyArray_DESCR(array) == descr && PyArray_NDIM(array) == 1
           && PyArray_DIM(array, 0) == 1 && PyArray_STRIDE(array, 0) == PyArray_ITEMSIZE(array)
           && PyArray_FLAGS(array) == fresh_flags && PyArray_BASE(array) == NULL
           && ((PyArrayObject_fields *)array)->weakreflist == NULL;
}

/* The arrays of one lock-step's outputs, taken in order from ``pool``: two candidates a slot
 * (a rollout loop still holds the last step's outputs while it makes the next step, and has
 * let go of the step before), each reused when reusable(), else made afresh. */
typedef struct {
    PyObject *pool; /* a list, grown to two items a slot on the first step */
    Py_ssize_t next;
} Arrays;

/* A one-item array of ``descr`` for the next slot (a new reference), or NULL on error. */
static PyObject *take(Arrays *arrays, PyArray_Descr *descr) {
    PyObject *pool = arrays->pool;
    Py_ssize_t at = 2 * arrays->next++;
    while (PyList_GET_SIZE(pool) < at + 2) {
        if (PyList_Append(pool, Py_None) < 0) {
            return NULL;
        }
    }
    for (Py_ssize_t i = at; i < at + 2; i++) {
        PyObject *candidate = PyList_GET_ITEM(pool, i);
        if (reusable(candidate, descr)) {
            Py_INCREF(candidate);
            return candidate;
        }
    }
    npy_intp dims[1] = {1};
    Py_INCREF(descr); /* PyArray_NewFromDescr steals it */
    PyObject *array = PyArray_NewFromDescr(&PyArray_Type, descr, 1, dims, NULL, NULL, 0, NULL);
    if (array == NULL) {
        return NULL;
    }
    if (fresh_flags < 0) {
        fresh_flags = PyArray_FLAGS((PyArrayObject *)array);
    }
    /* Kept in place of what only the pool held (an array let go of, or None), else of the
     * second candidate: the caller holds both, and keeps them. */
    PyObject *first = PyList_GET_ITEM(pool, at);
    Py_INCREF(array); /* the pool's reference, which PyList_SetItem takes even when it fails */
    if (PyList_SetItem(pool, first == Py_None || Py_REFCNT(first) == 1 ? at : at + 1, array)
        < 0) {
        Py_DECREF(array);
        return NULL;
    }
    return array;
}

/* ``array[0] = value``: NumPy's setitem (its casts and errors), or for the exact types a step
 * gives (a float into float64, an int into int64, anything into an object array) the very
 * store that setitem makes, written here. 0, or -1 with an error set. */
static int fill(PyObject *array, PyObject *value) {
    void *data = PyArray_DATA((PyArrayObject *)array);
    int type = PyArray_TYPE((PyArrayObject *)array);
    if (type == NPY_OBJECT) {
        PyObject *old = *(PyObject **)data;
        Py_INCREF(value);
        *(PyObject **)data = value;
        Py_XDECREF(old);
        return 0;
    }
    if (type == NPY_DOUBLE && PyFloat_CheckExact(value)) {
        *(npy_double *)data = PyFloat_AS_DOUBLE(value);
        return 0;
    }
    if (type == NPY_INT64 && PyLong_CheckExact(value)) {
        int overflow;
        long long number = PyLong_AsLongLongAndOverflow(value, &overflow);
        if (!overflow && !(number == -1 && PyErr_Occurred())) {
            *(npy_int64 *)data = (npy_int64)number;
            return 0;
        }
        PyErr_Clear(); /* NumPy's setitem raises its own error */
    }
    return PyArray_SETITEM((PyArrayObject *)array, data, value);
}

/* The next slot's array of ``descr`` holding ``value`` (a new reference), or NULL. */
static PyObject *one(Arrays *arrays, PyArray_Descr *descr, PyObject *value) {
    PyObject *array = take(arrays, descr);
    if (array != NULL && fill(array, value) < 0) {
        Py_CLEAR(array);
    }
    return array;
}

/* The next slot's bool array holding ``value``. */
static PyObject *flag(Arrays *arrays, npy_bool value) {
    PyObject *array = take(arrays, d_bool);
    if (array != NULL) {
        *(npy_bool *)PyArray_DATA((PyArrayObject *)array) = value;
    }
    return array;
}

/* out[key] = value, the reference to value dropped (NULL: an error already set). */
static int put(PyObject *out, PyObject *key, PyObject *value) {
    if (value == NULL) {
        return -1;
    }
    int status = PyDict_SetItem(out, key, value);
    Py_DECREF(value);
    return status;
}

/* Whether ``info`` is a usual step's: a dict of exactly the columns' keys (which the env
 * puts first). 1, 0, or -1 with an error set. */
static int usual_info(PyObject *info, PyObject *columns) {
    Py_ssize_t count = PyTuple_GET_SIZE(columns);
    if (!PyDict_CheckExact(info) || PyDict_GET_SIZE(info) != count) {
        return 0;
    }
    for (Py_ssize_t i = 0; i < count; i++) {
        PyObject *column = PyTuple_GET_ITEM(columns, i);
        if (!PyTuple_CheckExact(column) || PyTuple_GET_SIZE(column) != 3
            || !PyArray_DescrCheck(PyTuple_GET_ITEM(column, 2))) {
            PyErr_SetString(PyExc_TypeError, "columns: (key, mask name, numpy dtype) triples");
            return -1;
        }
        int has = PyDict_Contains(info, PyTuple_GET_ITEM(column, 0));
        if (has <= 0) {
            return has;
        }
    }
    return 1;
}

/* The batched info of a usual step, or NULL with an error set. */
static PyObject *batched_info(Arrays *arrays, PyObject *info, PyObject *columns) {
    PyObject *out = PyDict_New();
    if (out == NULL) {
        return NULL;
    }
    for (Py_ssize_t i = 0; i < PyTuple_GET_SIZE(columns); i++) {
        PyObject *column = PyTuple_GET_ITEM(columns, i);
        PyObject *key = PyTuple_GET_ITEM(column, 0);
        PyObject *value = PyDict_GetItemWithError(info, key);
        if (value == NULL && !PyErr_Occurred()) {
            PyErr_Format(PyExc_KeyError, "%R", key); /* a key removed by a __del__ */
        }
        /* Held while the pool frees what it replaces, whose __del__ could change the info. */
        Py_XINCREF(value);
        int failed = value == NULL
                     || put(out, key,
                            one(arrays, (PyArray_Descr *)PyTuple_GET_ITEM(column, 2), value)) < 0
                     || put(out, PyTuple_GET_ITEM(column, 1), flag(arrays, 1)) < 0;
        Py_XDECREF(value);
        if (failed) {
            Py_DECREF(out);
            return NULL;
        }
    }
    if (put(out, s_per_env, one(arrays, d_object, info)) < 0
        || put(out, s_per_env_mask, flag(arrays, 1)) < 0) {
        Py_DECREF(out);
        return NULL;
    }
    return out;
}

/* The outputs of a usual step's ``result``, or NULL (an error set, or none: not usual). */
static PyObject *outputs(PyObject *result, PyObject *observations, PyObject *columns,
                         PyObject *pool) {
    if (!PyTuple_CheckExact(result) || PyTuple_GET_SIZE(result) != 5) {
        return NULL;
    }
    int ended = PyObject_IsTrue(PyTuple_GET_ITEM(result, 2));
    if (ended == 0) {
        ended = PyObject_IsTrue(PyTuple_GET_ITEM(result, 3));
    }
    if (ended == 0) {
        int usual = usual_info(PyTuple_GET_ITEM(result, 4), columns);
        ended = usual < 0 ? -1 : !usual;
    }
    if (ended != 0) {
        return NULL; /* ended, or an info of its own (or an error, already set) */
    }
    PyObject *observation = PyTuple_GET_ITEM(result, 0);
    Py_INCREF(observation);
    if (PyList_SetItem(observations, 0, observation) < 0) {
        return NULL;
    }
    Arrays arrays = {pool, 0};
    PyObject *batch = PyTuple_New(5);
    if (batch == NULL) {
        return NULL;
    }
    PyObject *items[5];
    items[0] = PyTuple_Pack(1, observation);
    items[1] = one(&arrays, d_float, PyTuple_GET_ITEM(result, 1));
    items[2] = items[1] ? flag(&arrays, 0) : NULL;
    items[3] = items[2] ? flag(&arrays, 0) : NULL;
    items[4] = items[3] ? batched_info(&arrays, PyTuple_GET_ITEM(result, 4), columns) : NULL;
    for (int i = 0; i < 5; i++) {
        PyTuple_SET_ITEM(batch, i, items[i]);
    }
    if (!items[0] || !items[4]) {
        Py_DECREF(batch); /* NULL slots are skipped */
        return NULL;
    }
    return batch;
}

/* lone_step(vec, plan, actions); plan: (envs, needs reset, observations, columns, pool), the
 * vector env's own lists (each of one item), the step's info columns and the list this module
 * keeps its arrays in (empty at first). */
static PyObject *lone_step(PyObject *module, PyObject *const *args, Py_ssize_t nargs) {
    (void)module;
    if (nargs != 3 || !PyTuple_CheckExact(args[1]) || PyTuple_GET_SIZE(args[1]) != 5) {
        PyErr_SetString(PyExc_TypeError,
                        "lone_step(vec, (envs, needs_reset, observations, columns, pool), "
                        "actions)");
        return NULL;
    }
    PyObject *vec = args[0], *plan = args[1], *actions = args[2];
    PyObject *envs = PyTuple_GET_ITEM(plan, 0), *needs_reset = PyTuple_GET_ITEM(plan, 1),
             *observations = PyTuple_GET_ITEM(plan, 2), *columns = PyTuple_GET_ITEM(plan, 3),
             *pool = PyTuple_GET_ITEM(plan, 4);
    if (!PyList_CheckExact(envs) || PyList_GET_SIZE(envs) != 1 || !PyList_CheckExact(needs_reset)
        || PyList_GET_SIZE(needs_reset) != 1 || !PyList_CheckExact(observations)
        || PyList_GET_SIZE(observations) != 1 || !PyTuple_CheckExact(columns)
        || !PyList_CheckExact(pool)) {
        PyErr_SetString(PyExc_TypeError, "lone_step: a plan of one env's lists");
        return NULL;
    }
    PyObject *action = NULL;
    if (PyList_CheckExact(actions) && PyList_GET_SIZE(actions) == 1) {
        action = PyList_GET_ITEM(actions, 0);
    } else if (PyTuple_CheckExact(actions) && PyTuple_GET_SIZE(actions) == 1) {
        action = PyTuple_GET_ITEM(actions, 0);
    }
    int pending = action == NULL || action == Py_None /* a wrong batch, or the env sits out */
                  ? 1 : PyObject_IsTrue(PyList_GET_ITEM(needs_reset, 0));
    if (pending != 0) { /* (or -1: the flag's truth raised) */
        return pending < 0 ? NULL : PyObject_CallMethodOneArg(vec, s_step_rest, actions);
    }
    PyObject *env = PyList_GET_ITEM(envs, 0);
    Py_INCREF(env);
    PyObject *result = PyObject_CallMethodOneArg(env, s_step, action);
    Py_DECREF(env);
    if (result == NULL) {
        return NULL;
    }
    PyObject *batch = outputs(result, observations, columns, pool);
    if (batch == NULL && !PyErr_Occurred()) {
        batch = PyObject_CallMethodOneArg(vec, s_finish, result);
    }
    Py_DECREF(result);
    return batch;
}

static PyMethodDef methods[] = {
    {"lone_step", (PyCFunction)(void (*)(void))lone_step, METH_FASTCALL,
     "lone_step(vec, plan, actions): MobileVectorEnv.step for one env on the usual step "
     "(see mobile_env/_lone_step.c)."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {
    PyModuleDef_HEAD_INIT, "_lone_step",
    "The usual lock-step of a vector env of one env, compiled (see mobile_env.vector).", -1,
    methods, NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__lone_step(void) {
    import_array();
    static const char *names[] = {"step", "_step", "_finish_lone", "per_env", "_per_env"};
    PyObject **slots[] = {&s_step, &s_step_rest, &s_finish, &s_per_env, &s_per_env_mask};
    for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
        *slots[i] = PyUnicode_InternFromString(names[i]);
        if (*slots[i] == NULL) {
            return NULL;
        }
    }
    d_float = PyArray_DescrFromType(NPY_DOUBLE);
    d_bool = PyArray_DescrFromType(NPY_BOOL);
    d_object = PyArray_DescrFromType(NPY_OBJECT);
    if (d_float == NULL || d_bool == NULL || d_object == NULL) {
        return NULL;
    }
    return PyModule_Create(&module);
}
