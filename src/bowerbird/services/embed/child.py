"""A local model run in a child process of its own (``ChildEmbedder``), for a process that
lives long and idles often — the home's resident.

Letting a model go inside a process does not give its memory back: onnxruntime's and the
tokenizers' libraries stay mapped and the heap keeps their pages (a resident held ~105 MiB
after unloading against ~47 MiB for the same process that never loaded one). In a child, the
model's whole footprint leaves with the child: ``unload`` ends it, the next ``embed`` starts
another (the model's load, ~0.5 s, as in-process after an unload).

The child (``python -m bowerbird.services.embed.child``) reads requests on its stdin and
answers on its stdout, one at a time: a request is one byte (``e`` embed, ``c`` count
tokens), a length and that many bytes of UTF-8 JSON (the texts); an answer is ``v`` with the
rows, the dimension and the float32 matrix, ``n`` with a JSON list of counts, or ``x`` with
an error's JSON (its message and hint). It exits when its stdin closes, so it never outlives
the process that started it. Only the process that started it holds its pipes.
"""

from __future__ import annotations

import contextlib
import json
import os
import struct
import subprocess
import sys
import threading
from typing import IO, TYPE_CHECKING

from ...errors import BowerError, ConfigError
from .local import OnnxEmbedder

if TYPE_CHECKING:
    from .protocol import Vectors

_HEAD = struct.Struct("<cI")
_SHAPE = struct.Struct("<II")


class ChildEmbedder:
    """``model`` (an ``OnnxEmbedder``, never loaded here) run in a child process: the same
    fingerprint, window and vectors."""

    def __init__(self, model: OnnxEmbedder) -> None:
        self.model = model
        self._lock = threading.Lock()
        self._child: subprocess.Popen[bytes] | None = None

    @property
    def window(self) -> int:
        return self.model.window

    @property
    def fingerprint(self) -> str:
        self.dimension  # noqa: B018 (known, or asked of the child: never loaded here)
        return self.model.fingerprint

    @property
    def dimension(self) -> int:
        if self.model._dimension is None:  # a model of unknown width: ask it once
            self.model._dimension = int(self.embed(["dimension probe"]).shape[1])
        return self.model._dimension

    def load(self) -> None:
        """Start the child and have it load the model now (else on first ``embed``)."""
        self.count_tokens(["warm"])

    def unload(self) -> bool:
        """End the child (the model's memory leaves with it); True if one ran."""
        with self._lock:
            child, self._child = self._child, None
        if child is None:
            return False
        _end(child)
        return True

    def close(self) -> None:
        """End the child, if any."""
        self.unload()

    def count_tokens(self, texts: list[str]) -> list[int]:
        return [int(n) for n in json.loads(self._ask(b"c", texts)[1])]

    def embed(self, texts: list[str]) -> Vectors:
        import numpy as np

        if not texts:
            return np.zeros((0, self.model._dimension or 0), dtype=np.float32)
        _, payload = self._ask(b"e", texts)
        rows, width = _SHAPE.unpack_from(payload)
        out = np.frombuffer(payload, dtype=np.float32, offset=_SHAPE.size)
        self.model._dimension = width
        return out.reshape(rows, width).copy()

    def _ask(self, op: bytes, texts: list[str]) -> tuple[bytes, bytes]:
        """One request and its answer; a child that died is started again once."""
        body = json.dumps(texts, ensure_ascii=False).encode("utf-8", "surrogatepass")
        with self._lock:
            for attempt in (1, 2):
                child = self._running()
                try:
                    assert child.stdin is not None and child.stdout is not None
                    child.stdin.write(_HEAD.pack(op, len(body)) + body)
                    child.stdin.flush()
                    kind, payload = _read_frame(child.stdout)
                except (OSError, EOFError, ValueError):
                    self._child = None
                    _end(child)
                    if attempt == 2:
                        raise ConfigError(
                            "the embedding model's process ended unexpectedly",
                            hint="Run `bower doctor`; if it repeats, see resident.log.",
                        ) from None
                    continue
                if kind == b"x":
                    said = json.loads(payload)
                    raise ConfigError(said.get("error", "embedding failed"), said.get("hint"))
                return kind, payload
        raise AssertionError("unreachable")

    def _running(self) -> subprocess.Popen[bytes]:
        """The child, started if none runs (the lock is held)."""
        if self._child is not None and self._child.poll() is None:
            return self._child
        m = self.model
        args = [str(m.model_path), str(m.tokenizer_path), m.name, m.expected_sha256 or "",
                str(m.batch_size), str(m._dimension or 0)]  # fmt: skip
        self._child = subprocess.Popen(
            [sys.executable, "-m", "bowerbird.services.embed.child", *args],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=None,  # its errors are the parent's (resident.log)
            close_fds=True,
        )
        return self._child


def _end(child: subprocess.Popen[bytes]) -> None:
    """Close the child's stdin (it exits on its own), killing it if it does not."""
    for stream in (child.stdin, child.stdout):
        if stream is not None:
            with contextlib.suppress(OSError):
                stream.close()
    try:
        child.wait(timeout=5)
    except subprocess.TimeoutExpired:
        child.kill()
        child.wait()


def _read_frame(stream: IO[bytes]) -> tuple[bytes, bytes]:
    """One frame: its kind and payload; ``EOFError`` when the stream ends first."""
    head = _exactly(stream, _HEAD.size)
    kind, size = _HEAD.unpack(head)
    return kind, _exactly(stream, size)


def _exactly(stream: IO[bytes], size: int) -> bytes:
    data = b""
    while len(data) < size:
        chunk = stream.read(size - len(data))
        if not chunk:
            raise EOFError("the stream ended")
        data += chunk
    return data


def serve(args: list[str], stdin: IO[bytes], stdout: IO[bytes]) -> int:
    """The child's loop: answer requests until stdin closes."""
    from pathlib import Path

    model_path, tokenizer_path, name, sha, batch, width = args
    model = OnnxEmbedder(
        Path(model_path),
        Path(tokenizer_path),
        name,
        expected_sha256=sha or None,
        batch_size=int(batch),
        dimension=int(width) or None,
    )
    while True:
        try:
            op, payload = _read_frame(stdin)
        except EOFError:
            return 0
        try:
            texts = json.loads(payload.decode("utf-8", "surrogatepass"))
            if op == b"e":
                vectors = model.embed(texts)
                rows, cols = vectors.shape
                out = _SHAPE.pack(rows, cols) + vectors.astype("float32").tobytes()
                kind = b"v"
            else:
                out, kind = json.dumps(model.count_tokens(texts)).encode(), b"n"
        except BowerError as exc:
            out, kind = json.dumps(exc.to_dict()).encode(), b"x"
        except Exception as exc:  # a bug or a broken model: said to the parent, not a hang
            out = json.dumps({"error": f"embedding failed: {exc}"}).encode()
            kind = b"x"
        try:
            stdout.write(_HEAD.pack(kind, len(out)) + out)
            stdout.flush()
        except BrokenPipeError:  # the parent is gone (killed): nothing to answer, no trace
            # (stdout pointed at nothing, so the interpreter's last flush cannot fail either)
            os.dup2(os.open(os.devnull, os.O_WRONLY), stdout.fileno())
            return 0


if __name__ == "__main__":
    raise SystemExit(serve(sys.argv[1:], sys.stdin.buffer, sys.stdout.buffer))
