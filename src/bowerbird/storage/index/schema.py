"""Named, append-only migrations of the SQLite index.

Never edit or reorder a migration that has shipped: add a new one at the end. The index is a
derived cache, so a migration may also simply drop derived tables and ask for a rebuild by
setting ``needs_rebuild``.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Migration:
    """One named, append-only schema step."""

    name: str
    sql: str
    needs_rebuild: bool = False


MIGRATIONS: tuple[Migration, ...] = (
    Migration(
        "0001_core",
        """
        CREATE TABLE meta (
            key   TEXT PRIMARY KEY,
            value TEXT NOT NULL
        );

        -- One row per live memory file. Times are Unix milliseconds, UTC.
        CREATE TABLE memories (
            rowid          INTEGER PRIMARY KEY,
            id             TEXT NOT NULL UNIQUE,
            path           TEXT NOT NULL UNIQUE,
            type           TEXT NOT NULL,
            maturity       TEXT NOT NULL,
            title          TEXT NOT NULL,
            content        TEXT NOT NULL,
            summary        TEXT NOT NULL DEFAULT '',
            tags           TEXT NOT NULL DEFAULT '[]',   -- JSON array
            keywords       TEXT NOT NULL DEFAULT '[]',   -- JSON array
            tags_text      TEXT NOT NULL DEFAULT '',     -- space-joined, for FTS
            keywords_text  TEXT NOT NULL DEFAULT '',
            importance     REAL NOT NULL DEFAULT 0.5,
            access_count   INTEGER NOT NULL DEFAULT 0,
            confidence     REAL NOT NULL DEFAULT 1.0,
            decay_rate     REAL NOT NULL DEFAULT 0.01,
            source         TEXT NOT NULL DEFAULT 'agent',
            agent          TEXT NOT NULL DEFAULT 'default',
            created        INTEGER NOT NULL,
            updated        INTEGER NOT NULL,
            access_time    INTEGER NOT NULL,
            observed_at    INTEGER,
            valid_from     INTEGER,
            valid_to       INTEGER,
            supersedes     TEXT,
            superseded_by  TEXT,
            embedding_hash TEXT NOT NULL DEFAULT '',
            metadata       TEXT NOT NULL DEFAULT '{}'    -- unknown frontmatter keys, JSON
        );
        CREATE INDEX idx_memories_type ON memories(type);
        CREATE INDEX idx_memories_maturity ON memories(maturity);
        CREATE INDEX idx_memories_created ON memories(created);
        CREATE INDEX idx_memories_access_time ON memories(access_time);
        CREATE INDEX idx_memories_importance ON memories(importance DESC);
        CREATE INDEX idx_memories_agent ON memories(agent);

        CREATE VIRTUAL TABLE memories_fts USING fts5(
            title, content, tags_text, keywords_text,
            content='memories', content_rowid='rowid',
            tokenize='porter unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
            INSERT INTO memories_fts(rowid, title, content, tags_text, keywords_text)
            VALUES (new.rowid, new.title, new.content, new.tags_text, new.keywords_text);
        END;
        CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, title, content, tags_text, keywords_text)
            VALUES ('delete', old.rowid, old.title, old.content, old.tags_text, old.keywords_text);
        END;
        CREATE TRIGGER memories_fts_update AFTER UPDATE OF title, content, tags_text, keywords_text
        ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, title, content, tags_text, keywords_text)
            VALUES ('delete', old.rowid, old.title, old.content, old.tags_text, old.keywords_text);
            INSERT INTO memories_fts(rowid, title, content, tags_text, keywords_text)
            VALUES (new.rowid, new.title, new.content, new.tags_text, new.keywords_text);
        END;

        -- What the cheap stat scan compares against. error is set for files that did not parse.
        -- A file modified within the timestamp granularity of its indexing is re-hashed
        -- ("racily clean", as git calls it), so a same-size edit in the same tick is not missed.
        CREATE TABLE files (
            path       TEXT PRIMARY KEY,
            mtime_ns   INTEGER NOT NULL,
            size       INTEGER NOT NULL,
            sha256     TEXT NOT NULL,
            memory_id  TEXT,
            error      TEXT,
            indexed_ns INTEGER NOT NULL DEFAULT 0   -- when this row was written (time_ns)
        );
        CREATE INDEX idx_files_sha ON files(sha256);

        -- Edges come from the frontmatter of the source memory; targets may be missing.
        CREATE TABLE relations (
            source_id  TEXT NOT NULL,
            target_id  TEXT NOT NULL,
            type       TEXT NOT NULL,
            strength   REAL NOT NULL DEFAULT 1.0,
            PRIMARY KEY (source_id, target_id, type)
        );
        CREATE INDEX idx_relations_target ON relations(target_id);

        CREATE TABLE embeddings (
            memory_id    TEXT PRIMARY KEY REFERENCES memories(id) ON DELETE CASCADE,
            content_hash TEXT NOT NULL,
            model        TEXT NOT NULL,
            dimension    INTEGER NOT NULL,
            vector       BLOB NOT NULL,          -- float32 little-endian
            created_at   INTEGER NOT NULL
        );
        CREATE INDEX idx_embeddings_model ON embeddings(model);

        CREATE TABLE embedding_cache (
            content_hash TEXT NOT NULL,
            model        TEXT NOT NULL,
            dimension    INTEGER NOT NULL,
            vector       BLOB NOT NULL,
            created_at   INTEGER NOT NULL,
            hit_count    INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (content_hash, model)
        );

        -- Mirror of <home>/audit.jsonl (the durable copy), rebuilt from it with the index.
        CREATE TABLE audit_log (
            id         INTEGER PRIMARY KEY AUTOINCREMENT,
            memory_id  TEXT NOT NULL,
            action     TEXT NOT NULL,
            timestamp  INTEGER NOT NULL,
            details    TEXT NOT NULL DEFAULT '{}'
        );
        CREATE INDEX idx_audit_memory ON audit_log(memory_id);
        CREATE INDEX idx_audit_timestamp ON audit_log(timestamp);
        """,
    ),
    Migration(
        "0002_retrieval",
        """
        -- Bumped by every change that can alter a query's answer; caches key on it, so any
        -- write (from any process) invalidates tiers 0-2 and the in-memory vector matrix.
        INSERT OR IGNORE INTO meta(key, value) VALUES ('generation', '0');
        CREATE TRIGGER gen_memories_insert AFTER INSERT ON memories BEGIN
            UPDATE meta SET value = value + 1 WHERE key = 'generation';
        END;
        CREATE TRIGGER gen_memories_update AFTER UPDATE ON memories BEGIN
            UPDATE meta SET value = value + 1 WHERE key = 'generation';
        END;
        CREATE TRIGGER gen_memories_delete AFTER DELETE ON memories BEGIN
            UPDATE meta SET value = value + 1 WHERE key = 'generation';
        END;
        CREATE TRIGGER gen_relations_insert AFTER INSERT ON relations BEGIN
            UPDATE meta SET value = value + 1 WHERE key = 'generation';
        END;
        CREATE TRIGGER gen_relations_delete AFTER DELETE ON relations BEGIN
            UPDATE meta SET value = value + 1 WHERE key = 'generation';
        END;
        -- Vectors moved to <home>/vectors.db (see index/sqlite.py): they survive a deleted
        -- or rebuilt index, so a rebuild never calls the model for text it has seen.
        DROP TABLE embeddings;
        DROP TABLE embedding_cache;

        -- Access counts live apart from memories so that recording a read is not a write
        -- that invalidates every cache. Rebuilt from <home>/access.log.
        CREATE TABLE access_stats (
            memory_id  TEXT PRIMARY KEY,
            count      INTEGER NOT NULL DEFAULT 0,
            last_ms    INTEGER NOT NULL
        );

        -- Tiers 0-2 of the query cascade. Rows of an older generation are stale.
        CREATE TABLE query_cache (
            key         TEXT PRIMARY KEY,      -- sha256 of normalised query + options
            generation  INTEGER NOT NULL,
            options     TEXT NOT NULL,         -- filters, limit, mode: must match to reuse
            terms       TEXT NOT NULL,         -- JSON array, for the Jaccard tier
            model       TEXT,
            vector      BLOB,                  -- query embedding, for the semantic tier
            result      TEXT NOT NULL,         -- JSON list of [id, score, why]
            created_ms  INTEGER NOT NULL
        );
        CREATE INDEX idx_query_cache_generation ON query_cache(generation);

        -- sha256 of the text a memory is embedded from; an embedding is current when its
        -- content_hash equals this and its model is the configured fingerprint.
        ALTER TABLE memories ADD COLUMN text_hash TEXT NOT NULL DEFAULT '';
        """,
        needs_rebuild=True,
    ),
    Migration(
        "0003_lengths",
        """
        -- Words of title and content: keyword coverage of a long memory is normalised by its
        -- length, so a message naming every term in passing does not outrank one about them.
        ALTER TABLE memories ADD COLUMN words INTEGER NOT NULL DEFAULT 0;
        """,
        needs_rebuild=True,
    ),
    Migration(
        "0004_journal",
        """
        -- Plain markdown outside the tree (the journal, [files] paths), indexed as chunks and
        -- never rewritten. path is '<source>/<relative path>'; about is when a daily log's
        -- file name says (memory/YYYY-MM-DD.md), else the file's mtime (Unix ms).
        CREATE TABLE journal_files (
            path       TEXT PRIMARY KEY,
            mtime_ns   INTEGER NOT NULL,
            size       INTEGER NOT NULL,
            sha256     TEXT NOT NULL,
            error      TEXT,
            indexed_ns INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE journal_chunks (
            rowid      INTEGER PRIMARY KEY,
            path       TEXT NOT NULL,
            start_line INTEGER NOT NULL,
            end_line   INTEGER NOT NULL,
            heading    TEXT NOT NULL DEFAULT '',
            text       TEXT NOT NULL,
            text_hash  TEXT NOT NULL,            -- sha256 of the embedded text (vectors.db)
            words      INTEGER NOT NULL,
            about      INTEGER NOT NULL,
            modified   INTEGER NOT NULL
        );
        CREATE INDEX idx_journal_chunks_path ON journal_chunks(path);
        CREATE INDEX idx_journal_chunks_hash ON journal_chunks(text_hash);
        CREATE VIRTUAL TABLE journal_fts USING fts5(
            heading, text,
            content='journal_chunks', content_rowid='rowid',
            tokenize='porter unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER journal_fts_insert AFTER INSERT ON journal_chunks BEGIN
            INSERT INTO journal_fts(rowid, heading, text) VALUES (new.rowid, new.heading, new.text);
            UPDATE meta SET value = value + 1 WHERE key = 'generation';
        END;
        CREATE TRIGGER journal_fts_delete AFTER DELETE ON journal_chunks BEGIN
            INSERT INTO journal_fts(journal_fts, rowid, heading, text)
            VALUES ('delete', old.rowid, old.heading, old.text);
            UPDATE meta SET value = value + 1 WHERE key = 'generation';
        END;
        """,
    ),
    Migration(
        "0005_messages",
        """
        -- Raw conversation messages (<home>/messages/<agent>/<session>.jsonl, append-only):
        -- kept verbatim, searchable, never rewritten except by an explicit forget.
        CREATE TABLE message_files (
            path       TEXT PRIMARY KEY,
            mtime_ns   INTEGER NOT NULL,
            size       INTEGER NOT NULL,
            sha256     TEXT NOT NULL,
            error      TEXT,
            indexed_ns INTEGER NOT NULL DEFAULT 0
        );
        CREATE TABLE messages (
            rowid    INTEGER PRIMARY KEY,
            id       TEXT NOT NULL UNIQUE,     -- <session>:<agent>:<n>
            path     TEXT NOT NULL,
            session  TEXT NOT NULL,
            agent    TEXT NOT NULL,
            role     TEXT NOT NULL,
            content  TEXT NOT NULL,
            at       INTEGER NOT NULL,         -- Unix ms
            n        INTEGER NOT NULL          -- position in its file
        );
        CREATE INDEX idx_messages_session ON messages(session);
        CREATE INDEX idx_messages_at ON messages(at);
        CREATE INDEX idx_messages_path ON messages(path);
        CREATE VIRTUAL TABLE messages_fts USING fts5(
            content, content='messages', content_rowid='rowid',
            tokenize='porter unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER messages_fts_insert AFTER INSERT ON messages BEGIN
            INSERT INTO messages_fts(rowid, content) VALUES (new.rowid, new.content);
        END;
        CREATE TRIGGER messages_fts_delete AFTER DELETE ON messages BEGIN
            INSERT INTO messages_fts(messages_fts, rowid, content)
            VALUES ('delete', old.rowid, old.content);
        END;
        """,
    ),
    Migration(
        "0006_changes",
        """
        -- The change log: keys of memories written, deleted, archived or superseded (these
        -- triggers) or given a vector (the writer), so the HNSW graph of a large home follows
        -- a write without reading every key. Bounded by the writer (CHANGES_KEPT).
        CREATE TABLE changes (
            seq INTEGER PRIMARY KEY AUTOINCREMENT,
            key INTEGER NOT NULL
        );
        CREATE TRIGGER changes_insert AFTER INSERT ON memories BEGIN
            INSERT INTO changes(key) VALUES (new.rowid);
        END;
        CREATE TRIGGER changes_update AFTER UPDATE OF text_hash, maturity, superseded_by
        ON memories BEGIN
            INSERT INTO changes(key) VALUES (new.rowid);
        END;
        CREATE TRIGGER changes_delete AFTER DELETE ON memories BEGIN
            INSERT INTO changes(key) VALUES (old.rowid);
        END;
        CREATE INDEX idx_memories_text_hash ON memories(text_hash);
        -- Names this index: a log position means nothing to a rebuilt file.
        INSERT INTO meta(key, value) VALUES ('index_id', lower(hex(randomblob(8))));
        """,
    ),
    Migration(
        "0007_listing",
        """
        -- An agent's newest memories a page at a time (the dashboard, `bower list`): walked
        -- in order from this index instead of sorting every memory of the agent.
        CREATE INDEX idx_memories_agent_created ON memories(agent, created);
        """,
    ),
    Migration(
        "0008_file_errors",
        """
        -- The files that could not be parsed (every `bower status`): a few rows found from
        -- this partial index instead of a read of every file's row (~0.1 s at 100K).
        CREATE INDEX idx_files_errors ON files(path) WHERE error IS NOT NULL;
        -- A note restated word for word (every curate asks): found by its text's head,
        -- not by reading every memory's text (~0.4 s at 100K).
        CREATE INDEX idx_memories_content_head ON memories(substr(content, 1, 64));
        """,
    ),
    Migration(
        "0009_vocabulary",
        """
        -- The words (stems) the keyword index holds, in order: a prefix in a query ("pay*",
        -- "paym") is completed from them (retrieve/prefix.py). A view of the FTS index,
        -- nothing stored.
        CREATE VIRTUAL TABLE memories_vocab USING fts5vocab(memories_fts, row);
        """,
    ),
    Migration(
        "0010_kinds",
        """
        -- A kind's most important memories ("what decisions have we made?", `bower list
        -- --type`): walked in order from this index, live state included, instead of
        -- sorting every memory of the kind (~25 ms for 20K of them).
        CREATE INDEX idx_memories_type_rank
            ON memories(type, importance DESC, created DESC, maturity, superseded_by);
        """,
    ),
    Migration(
        "0011_tags",
        """
        -- Each memory's tags, a row per tag, kept by triggers: a tag filter (a listing's, a
        -- broad question's several guesses) seeks the tag here instead of reading every
        -- memory's tag list (~150 ms a tag at 100K) or the tag's word in the keyword index
        -- (whose doclist holds every column's use of the word).
        CREATE TABLE memory_tags (
            tag TEXT NOT NULL,
            key INTEGER NOT NULL,
            PRIMARY KEY (tag, key)
        ) WITHOUT ROWID;
        CREATE INDEX idx_memory_tags_key ON memory_tags(key);
        INSERT OR IGNORE INTO memory_tags(tag, key)
            SELECT j.value, m.rowid FROM memories m, json_each(m.tags) j WHERE j.type = 'text';
        CREATE TRIGGER memory_tags_insert AFTER INSERT ON memories BEGIN
            INSERT OR IGNORE INTO memory_tags(tag, key)
                SELECT value, new.rowid FROM json_each(new.tags) WHERE type = 'text';
        END;
        CREATE TRIGGER memory_tags_delete AFTER DELETE ON memories BEGIN
            DELETE FROM memory_tags WHERE key = old.rowid;
        END;
        CREATE TRIGGER memory_tags_update AFTER UPDATE OF tags ON memories BEGIN
            DELETE FROM memory_tags WHERE key = old.rowid;
            INSERT OR IGNORE INTO memory_tags(tag, key)
                SELECT value, new.rowid FROM json_each(new.tags) WHERE type = 'text';
        END;
        """,
    ),
    Migration(
        "0012_counts",
        """
        -- What `bower status` counts and a listing's total and the dashboard's tally read,
        -- kept by triggers: after any write a status re-counted every memory four times and
        -- every file row (~80 ms at 100K), and a tally grouped every memory by state, type,
        -- maturity and folder (~0.6 s; 1.1 s for one agent). Importance is summed in
        -- millionths, as integers, so no drift builds up over millions of updates.
        CREATE TABLE memory_tally (
            type TEXT NOT NULL,
            maturity TEXT NOT NULL,
            superseded INTEGER NOT NULL,
            agent TEXT NOT NULL,
            folder TEXT NOT NULL,
            n INTEGER NOT NULL,
            importance_micros INTEGER NOT NULL,
            PRIMARY KEY (agent, type, maturity, superseded, folder)
        ) WITHOUT ROWID;
        INSERT INTO memory_tally
            SELECT type, maturity, superseded_by IS NOT NULL, agent,
                   CASE WHEN instr(path, '/') > 0 THEN substr(path, 1, instr(path, '/') - 1)
                        ELSE '' END,
                   count(*), sum(CAST(round(importance * 1000000) AS INTEGER))
            FROM memories GROUP BY 1, 2, 3, 4, 5;
        CREATE TRIGGER memory_tally_insert AFTER INSERT ON memories BEGIN
            INSERT INTO memory_tally VALUES (
                new.type, new.maturity, new.superseded_by IS NOT NULL, new.agent,
                CASE WHEN instr(new.path, '/') > 0
                     THEN substr(new.path, 1, instr(new.path, '/') - 1) ELSE '' END,
                1, CAST(round(new.importance * 1000000) AS INTEGER)
            ) ON CONFLICT DO UPDATE SET
                n = n + 1, importance_micros = importance_micros + excluded.importance_micros;
        END;
        CREATE TRIGGER memory_tally_delete AFTER DELETE ON memories BEGIN
            UPDATE memory_tally SET
                n = n - 1,
                importance_micros =
                    importance_micros - CAST(round(old.importance * 1000000) AS INTEGER)
            WHERE agent = old.agent AND type = old.type AND maturity = old.maturity
                AND superseded = (old.superseded_by IS NOT NULL)
                AND folder = CASE WHEN instr(old.path, '/') > 0
                                  THEN substr(old.path, 1, instr(old.path, '/') - 1) ELSE '' END;
        END;
        CREATE TRIGGER memory_tally_update
        AFTER UPDATE OF type, maturity, superseded_by, agent, importance, path ON memories
        BEGIN
            UPDATE memory_tally SET
                n = n - 1,
                importance_micros =
                    importance_micros - CAST(round(old.importance * 1000000) AS INTEGER)
            WHERE agent = old.agent AND type = old.type AND maturity = old.maturity
                AND superseded = (old.superseded_by IS NOT NULL)
                AND folder = CASE WHEN instr(old.path, '/') > 0
                                  THEN substr(old.path, 1, instr(old.path, '/') - 1) ELSE '' END;
            INSERT INTO memory_tally VALUES (
                new.type, new.maturity, new.superseded_by IS NOT NULL, new.agent,
                CASE WHEN instr(new.path, '/') > 0
                     THEN substr(new.path, 1, instr(new.path, '/') - 1) ELSE '' END,
                1, CAST(round(new.importance * 1000000) AS INTEGER)
            ) ON CONFLICT DO UPDATE SET
                n = n + 1, importance_micros = importance_micros + excluded.importance_micros;
        END;
        CREATE TABLE file_totals (
            one INTEGER PRIMARY KEY CHECK (one = 1),
            files INTEGER NOT NULL,
            bytes INTEGER NOT NULL
        );
        INSERT INTO file_totals SELECT 1, count(*), coalesce(sum(size), 0) FROM files;
        CREATE TRIGGER file_totals_insert AFTER INSERT ON files BEGIN
            UPDATE file_totals SET files = files + 1, bytes = bytes + new.size;
        END;
        CREATE TRIGGER file_totals_delete AFTER DELETE ON files BEGIN
            UPDATE file_totals SET files = files - 1, bytes = bytes - old.size;
        END;
        CREATE TRIGGER file_totals_update AFTER UPDATE OF size ON files BEGIN
            UPDATE file_totals SET bytes = bytes - old.size + new.size;
        END;
        """,
    ),
    Migration(
        "0013_message_keys",
        """
        -- The write key a message was stored under (an imported item's, an ingested turn's):
        -- a re-run after a crash asks which keys are stored and skips them, so a message is
        -- kept once whatever point a kill interrupted (the key is in the message's own line).
        ALTER TABLE messages ADD COLUMN write_key TEXT;
        CREATE INDEX idx_messages_write_key ON messages(agent, write_key)
            WHERE write_key IS NOT NULL;
        """,
    ),
)
