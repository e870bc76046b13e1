"""The MCP front end (``bower mcp``, and ``/mcp`` under ``bower serve``): ``server.py`` registers
the tools and their definitions, ``tools.py`` does their work over one ``Bower``,
``surface.py`` is what ``tools/list`` shows and how a call's names arrive."""
