"""The MCP front end (``bower mcp``, and ``/mcp`` under ``bower serve``): ``server.py``."""
