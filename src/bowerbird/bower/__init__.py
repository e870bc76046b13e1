"""The facade: ``Bower`` (``facade.py``) and the facade's own work beside it — building its
collaborators from settings (``wiring``), healing (``recovery``), embedding what waits
(``catchup``), reading a home (``inspection``), agents, the tree watcher, the typed results,
many notes at once (``batches``), the journal (``journaling``) and its promotion, and the probes
the scale bench drives below the facade. Front ends reach all of it through ``bowerbird``."""
