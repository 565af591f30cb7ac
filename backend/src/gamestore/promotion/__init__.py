"""Activity reminders (until they move to notification)."""
