"""The catalogue: games, versions, teams, categories, reviews, favorites and footprints."""
