"""``python -m bowerbird`` runs the ``bower`` CLI."""

from .cli import main

raise SystemExit(main())
