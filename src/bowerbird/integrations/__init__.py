"""bowerbird behind the memory interfaces of agent frameworks: LangGraph's ``BaseStore``
(``integrations.langgraph``, extra ``bowerbird[langgraph]``) and the OpenAI Agents SDK's
``Session`` (``integrations.openai_agents``, extra ``bowerbird[openai-agents]``).

Front ends like the CLI: each parses the framework's calls, makes facade calls and shapes the
answer as the framework expects; none is imported by ``import bowerbird``.
"""
