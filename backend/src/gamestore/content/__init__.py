"""Content: activities and news (articles), the help centre, and their content file."""
