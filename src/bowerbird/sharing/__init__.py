"""Sharing between agents with consent (seed 003 §9): ``Bower.sharing``."""
