"""``bower serve``: the HTTP API, the dashboard and MCP over HTTP (a front end over ``Bower``)."""
