"""Payment channels: one client per gateway behind the ``PayChannel`` interface (base.py)."""
