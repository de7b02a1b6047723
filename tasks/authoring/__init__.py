"""The hand-written suites' sources, and ``mobile-env tasks build`` that turns them into files.

Installed as ``mobile_env.suites.authoring`` (beside the task files of ``mobile_env.suites``), so
a suite can be rebuilt from an installed wheel too. :mod:`.vocabulary` holds the words every
suite shares, :mod:`.spieval` and :mod:`.mobilepa` those of each benchmark; one module per
capability holds the tasks; :mod:`.build` lists the suites and writes them. See README.md.
"""
