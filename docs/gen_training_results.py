"""Put the committed CPU demonstration's figure into the site (mkdocs-gen-files).

``training/results/cpu-demo/`` is what ``mobile-env train demo`` wrote in its committed run; the
training page includes its ``summary.md`` as a snippet and shows ``curves.png``, which lies
outside the docs folder and is copied here as it is.
"""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CURVES = ROOT / "training" / "results" / "cpu-demo" / "curves.png"

if __name__ in {"<run_path>", "__main__"}:
    import mkdocs_gen_files

    with mkdocs_gen_files.open("assets/cpu-demo-curves.png", "wb") as figure:
        figure.write(CURVES.read_bytes())
