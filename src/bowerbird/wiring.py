"""Building the facade's collaborators from settings: the query state (with the LLM re-ranker
when ``[query] rerank`` asks for it) and the LLM extractor (``[curate] extractor``)."""

from __future__ import annotations

from .errors import ConfigError
from .gather.extract import Extractor
from .retrieve.query import Retriever
from .services.embed import make_embedder
from .settings import Settings
from .storage.store import Store


def retriever(store: Store) -> Retriever:
    """Query state of ``store``: the embedder loads on first use, the re-ranker is optional."""
    settings = store.settings
    llm, query = settings.llm, settings.query
    rerank = None
    if query.rerank and llm.base_url and (llm.model or llm.classify_model):
        from .retrieve.rerank import LLMReranker
        from .services.llm import client_for

        rerank = LLMReranker(client_for(llm)).order
    return Retriever(store, lambda: make_embedder(settings.embed), rerank)


def extractor(settings: Settings) -> Extractor | None:
    """The LLM extractor ``[curate] extractor`` and ``[llm]`` ask for, or ``None`` (offline)."""
    choice, llm = settings.curate.extractor, settings.llm
    if choice == "llm" and not llm.configured:
        raise ConfigError(
            '[curate] extractor = "llm" needs [llm] base_url and model',
            hint='Set them in config.toml, or use extractor = "auto".',
        )
    if choice == "llm" or (choice == "auto" and llm.configured):
        from .gather.llm_extract import LLMExtractor
        from .services.llm import client_for

        return LLMExtractor(client_for(llm))
    return None
