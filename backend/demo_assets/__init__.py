"""The demo's artwork generator (not shipped with the server): draws every picture and 3D model the
demo files name into ``src/gamestore/demo/artwork.zip``, which `gamestore demo-data` stores.
`make demo-artwork` runs it (``python -m demo_assets`` from ``backend/``; ``--check`` only compares)."""
