"""The demo catalogue loaded by `make run` on an empty database, and the images it points to."""
