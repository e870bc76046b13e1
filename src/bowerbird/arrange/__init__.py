"""arrange."""
