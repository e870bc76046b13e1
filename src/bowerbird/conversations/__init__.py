"""Seed 004's conversation layers, below the facade: raw messages and sessions (``messages``),
rolling summaries and history (``summaries``), and profile attributes (``profiles``)."""
