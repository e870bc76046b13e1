"""gather."""
