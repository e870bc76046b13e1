"""Benchmarks run with `bower bench …` (results and reproduction commands in BENCHMARKS.md)."""
