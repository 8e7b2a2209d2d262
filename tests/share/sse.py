"""A small HTTP client for the tests: one request on a raw socket, and a reader of server-sent events."""

from __future__ import annotations

import json
import queue
import socket
import threading


def request(address: tuple[str, int], raw: bytes, timeout: float = 30.0) -> bytes:
    """Send ``raw`` as it is and read the whole answer (the server closes every connection)."""
    with socket.create_connection(address, timeout=timeout) as sock:
        sock.sendall(raw)
        chunks = []
        while chunk := sock.recv(65536):
            chunks.append(chunk)
    return b"".join(chunks)


def status(answer: bytes) -> int:
    return int(answer.split(b" ", 2)[1])


def phones(count: int) -> list[str]:
    """``count`` client addresses, as many phones: 127.0.0.2, 127.0.0.3, … (Linux answers on all of 127/8);
    the test is skipped where the loopback has only 127.0.0.1 (macOS)."""
    import pytest

    found = [f"127.0.0.{2 + i}" for i in range(count)]
    try:
        with socket.socket() as probe:
            probe.bind((found[-1], 0))
    except OSError:
        pytest.skip("the loopback here has no 127.0.0.2…: one address cannot be several phones")
    return found


def wait_until(condition, seconds: float = 30.0) -> bool:
    """Poll ``condition`` until it holds (True) or ``seconds`` passed (False): for what a server thread does soon."""
    import time

    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


class EventStream:
    """Reads ``GET path`` as server-sent events in a thread: each event a dict (``event``, ``id``, ``data``)."""

    def __init__(self, address: tuple[str, int], path: str, source: str | None = None) -> None:
        """``source``: the client's own address (another phone: 127.0.0.2, … on Linux's loopback)."""
        self.sock = socket.create_connection(address, timeout=30, source_address=(source, 0) if source else None)
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

    # Generous waits: the machines that run the tests may be busy; nothing here measures time.
    def next(self, timeout: float = 30.0) -> dict:
        return self.events.get(timeout=timeout)

    def next_state(self, timeout: float = 30.0) -> dict:
        event = self.next(timeout)
        assert event.get("event", "message") == "message", event
        return json.loads(event["data"])

    def close(self) -> None:
        try:
            self.sock.shutdown(socket.SHUT_RDWR)
        except OSError:
            pass
        self.sock.close()
