"""A small HTTP client for the tests: one request on a raw socket, and a reader of server-sent events."""

from __future__ import annotations

import json
import queue
import socket
import threading


def request(address: tuple[str, int], raw: bytes, timeout: float = 5.0) -> bytes:
    """Send ``raw`` as it is and read the whole answer (the server closes every connection)."""
    with socket.create_connection(address, timeout=timeout) as sock:
        sock.sendall(raw)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def status(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1])


class EventStream:
    """Reads ``GET path`` as server-sent events in a thread: each event a dict (``event``, ``id``, ``data``)."""

    def __init__(self, address: tuple[str, int], path: str) -> None:
        self.sock = socket.create_connection(address, timeout=10)
        self.sock.sendall(f"GET {path} HTTP/1.1\r\nHost: phone\r\nAccept: text/event-stream\r\n\r\n".encode())
        self.file = self.sock.makefile("rb")
        self.status_line = self.file.readline()
        self.headers = {}
        while (line := self.file.readline()) not in (b"\r\n", b"\n", b""):
            key, _, value = line.decode("latin-1").partition(":")
            self.headers[key.strip().lower()] = value.strip()
        self.events: queue.Queue = queue.Queue()
        self.closed = threading.Event()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        event: dict = {}
        try:
            for raw in self.file:
                line = raw.decode("utf-8").rstrip("\n")
                if not line:
                    if "data" in event or "event" in event:
                        self.events.put(event)
                    event = {}
                elif not line.startswith(":"):
                    key, _, value = line.partition(":")
                    event[key] = value[1:] if value.startswith(" ") else value
        except OSError:
            pass
        self.closed.set()

    def next(self, timeout: float = 3.0) -> dict:
        return self.events.get(timeout=timeout)

    def next_state(self, timeout: float = 3.0) -> dict:
        event = self.next(timeout)
        assert event.get("event", "message") == "message", event
        return json.loads(event["data"])

    def close(self) -> None:
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.sock.close()
