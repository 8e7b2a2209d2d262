"""The read-only page server: the current game for the phones at the table, and nothing else.

Built on the standard library's ``http.server`` (``ThreadingHTTPServer``, one thread a
connection), not on Qt's ``QtHttpServer``: QtHttpServer ships in PySide6-Addons, which the app
only depends on with Python 3.11 (6.12's PySide6-Essentials, what Python 3.12+ installs, has no
QtHttpServer), so it would be missing on most installs; and a server in its own threads, fed
immutable bytes, can never block or touch the window. Every limit that keeps it safe is here,
in plain sight:

* GET only: no endpoint writes, and every other method is refused (405);
* one address, chosen by the player, never a public one (:func:`prefcount.share.addresses.shareable`);
* a random token in every path (``secrets.token_urlsafe``, new each time sharing starts); anything
  else, a wrong token included, is 404;
* three paths under the token: the page, its state as JSON, and its server-sent events;
* at most :data:`MAX_CONNECTIONS` at once (503 beyond), a request head of at most
  :data:`MAX_HEAD_BYTES` and :data:`MAX_HEADERS` headers (431 beyond), sent within
  :data:`HEAD_SECONDS` (else the connection is dropped); a phone that stops reading is let go after
  :data:`WRITE_SECONDS`; one request per connection (HTTP/1.0);
* slots are kept for page loads: at most :data:`MAX_STREAMS` event streams (503 beyond: the page says
  so and tries again), one per phone (a client address: a newer stream ends the older, so a phone that
  came back holds no slot with its old one), and at most :data:`MAX_WAITING` connections that have not
  yet sent their request (a newer one cuts the oldest: sockets a browser opens ahead and leaves idle can
  never lock the page out);
* a phone that vanished (out of the Wi-Fi, switched off) is found by TCP keepalive within about half a
  minute (:func:`keep_alive`, on Linux, macOS and Windows), and its slot is freed;
* it listens only between :meth:`ShareServer.start` and :meth:`ShareServer.stop`.

The server thread reads :class:`~prefcount.share.page.Snapshot` bytes that the GUI thread
publishes, under a lock; nothing else is shared.
"""

from __future__ import annotations

import io
import logging
import secrets
import select
import socket
import socketserver
import threading
import time
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from types import ModuleType

from prefcount.share.addresses import shareable
from prefcount.share.page import Snapshot, content_security_policy

log = logging.getLogger(__name__)

MAX_CONNECTIONS = 32
#: Event streams (phones following the game); with :data:`MAX_WAITING` they leave the rest of
#: :data:`MAX_CONNECTIONS` to page loads, which take a moment each.
MAX_STREAMS = 16
MAX_WAITING = 8
MAX_HEAD_BYTES = 8192
MAX_HEADERS = 40
HEAD_SECONDS = 10.0
WRITE_SECONDS = 10.0
#: A comment line sent to a quiet event stream this often, so that neither end takes it for dead.
PING_SECONDS = 15.0
#: How often a quiet event stream looks whether its phone hung up (then it is no longer counted as watching).
CHECK_SECONDS = 1.0
#: The browser reconnects after this many milliseconds when the stream breaks.
RETRY_MS = 3000
#: TCP keepalive: the first probe after this many quiet seconds, then one every :data:`KEEPALIVE_INTERVAL`;
#: :data:`KEEPALIVE_COUNT` unanswered ones end the connection.
KEEPALIVE_IDLE = 10
KEEPALIVE_INTERVAL = 5
KEEPALIVE_COUNT = 3
#: Told with a 503: when to ask again.
RETRY_AFTER_SECONDS = 5

PATHS = {"": "page", "state": "state", "events": "events"}


class HeadTooLarge(Exception):
    """The request head is longer than :data:`MAX_HEAD_BYTES`."""


def read_head(connection: socket.socket, limit: int, seconds: float) -> bytes:
    """The request line and headers, up to the empty line: at most ``limit`` bytes within ``seconds``.

    A deadline for the whole head (not each read), so a client that trickles a byte at a time is
    dropped all the same. Raises :class:`HeadTooLarge`, ``TimeoutError`` or ``ConnectionError``.
    """
    deadline = time.monotonic() + seconds
    data = b""
    while b"\r\n\r\n" not in data and b"\n\n" not in data:
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError("the request head took too long")
        connection.settimeout(remaining)
        chunk = connection.recv(min(4096, limit + 1 - len(data)))
        if not chunk:
            raise ConnectionError("the client closed the connection")
        data += chunk
        if len(data) > limit:
            raise HeadTooLarge
    return data


def keep_alive(connection: socket.socket, net: ModuleType = socket) -> list[str]:
    """Have the system probe ``connection`` when it is quiet and end it when the phone is gone; the options set.

    Each platform's way, each only where its Python has it (``net`` is the :mod:`socket` module; the tests
    give others): Windows takes the idle time and interval in one ``SIO_KEEPALIVE_VALS`` ioctl; Linux calls
    the idle time ``TCP_KEEPIDLE``, macOS ``TCP_KEEPALIVE``; both count and space the probes with
    ``TCP_KEEPCNT``/``TCP_KEEPINTVL``. Linux's ``TCP_USER_TIMEOUT`` also ends a connection whose data stays
    unacknowledged as long (a ping written to a phone that left is data in flight, which keepalive waits for).
    Best effort: an option the system refuses is passed over.
    """
    done = []

    def option(name: str, value: int, level: int | None = None) -> None:
        if hasattr(net, name):
            try:
                connection.setsockopt(net.IPPROTO_TCP if level is None else level, getattr(net, name), value)
            except OSError:
                return
            done.append(name)

    option("SO_KEEPALIVE", 1, net.SOL_SOCKET)
    if hasattr(net, "SIO_KEEPALIVE_VALS") and hasattr(connection, "ioctl"):  # Windows
        try:
            connection.ioctl(net.SIO_KEEPALIVE_VALS, (1, KEEPALIVE_IDLE * 1000, KEEPALIVE_INTERVAL * 1000))
            done.append("SIO_KEEPALIVE_VALS")
        except OSError:
            pass
    if hasattr(net, "TCP_KEEPIDLE"):  # Linux (and Windows 10 1709+)
        option("TCP_KEEPIDLE", KEEPALIVE_IDLE)
    else:  # macOS
        option("TCP_KEEPALIVE", KEEPALIVE_IDLE)
    option("TCP_KEEPINTVL", KEEPALIVE_INTERVAL)
    option("TCP_KEEPCNT", KEEPALIVE_COUNT)
    option("TCP_USER_TIMEOUT", (KEEPALIVE_IDLE + KEEPALIVE_INTERVAL * KEEPALIVE_COUNT) * 1000)
    return done


class ShareServer:
    """Serves the latest published :class:`Snapshot` on ``host`` (a private address) until stopped."""

    def __init__(self, host: str, port: int = 0) -> None:
        if not shareable(host):
            raise ValueError(f"{host} is not an address of a local network or of this computer")
        self.token = secrets.token_urlsafe(18)
        self._condition = threading.Condition()
        self._snapshot: Snapshot | None = None
        self._stopping = False
        self._streams: dict[str, threading.Event] = {}  # each watching phone's address: set to end its stream
        self._http = _HTTPServer((host, port), self)
        self._thread: threading.Thread | None = None

    @property
    def address(self) -> tuple[str, int]:
        host, port = self._http.server_address[:2]
        return str(host), int(port)

    @property
    def url(self) -> str:
        """The page's address, token included: what the QR code says."""
        host, port = self.address
        return f"http://{host}:{port}/{self.token}/"

    @property
    def watchers(self) -> int:
        """How many phones are following the game now (open event streams, one an address)."""
        with self._condition:
            return len(self._streams)

    def start(self) -> None:
        self._thread = threading.Thread(
            target=self._http.serve_forever, kwargs={"poll_interval": 0.2}, name="share-server", daemon=True
        )
        self._thread.start()

    def publish(self, snapshot: Snapshot) -> None:
        """Show ``snapshot`` from now on; every open page gets it at once."""
        with self._condition:
            self._snapshot = snapshot
            self._condition.notify_all()

    def stop(self) -> None:
        """Stop listening, tell every open page that the showing ended, and close their connections."""
        with self._condition:
            if self._stopping:
                return
            self._stopping = True
            self._condition.notify_all()
        if self._thread is not None:
            self._http.shutdown()
            self._thread.join(2)
        self._http.server_close()
        self._http.close_connections(grace=1.0)

    # -- for the handlers (server threads) -------------------------------------
    def current(self) -> Snapshot | None:
        with self._condition:
            return self._snapshot

    def wait(self, after: int, seconds: float, ended: threading.Event) -> tuple[Snapshot | None, bool]:
        """The snapshot once it is newer than version ``after`` (or after ``seconds``, or once the stream is
        ``ended``), and whether stopping."""
        with self._condition:
            self._condition.wait_for(
                lambda: (
                    self._stopping or ended.is_set() or (self._snapshot is not None and self._snapshot.version != after)
                ),
                seconds,
            )
            return self._snapshot, self._stopping

    def begin_stream(self, address: str) -> threading.Event | None:
        """A stream for the phone at ``address``, ending its older one; None when :data:`MAX_STREAMS` phones
        watch already. The event is set when the stream is to end (a newer one from the same address)."""
        with self._condition:
            older = self._streams.get(address)
            if older is None and len(self._streams) >= MAX_STREAMS:
                return None
            if older is not None:
                older.set()
                self._condition.notify_all()
            ended = self._streams[address] = threading.Event()
            return ended

    def end_stream(self, address: str, ended: threading.Event) -> None:
        with self._condition:
            if self._streams.get(address) is ended:
                del self._streams[address]


class _HTTPServer(ThreadingHTTPServer):
    daemon_threads = True
    block_on_close = False
    allow_reuse_address = False  # on Windows it would let another program take the port over
    request_queue_size = 8

    def __init__(self, address: tuple[str, int], share: ShareServer) -> None:
        self.share = share
        self.slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        self.lock = threading.Lock()
        self.open: set[socket.socket] = set()
        self.waiting: dict[socket.socket, None] = {}  # connections yet to send their request, oldest first
        super().__init__(address, _Handler)

    def server_bind(self) -> None:
        # HTTPServer.server_bind asks the DNS for the host's name (socket.getfqdn): slow, and not needed
        socketserver.TCPServer.server_bind(self)
        host, port = self.server_address[:2]
        self.server_name, self.server_port = str(host), int(port)

    # a TCP server's request is its socket (typeshed's type also has a UDP server's (data, socket)): hence the ignores
    def process_request(self, request: socket.socket, client_address: tuple[str, int]) -> None:  # type: ignore[override]
        if not self.slots.acquire(blocking=False):
            _answer_and_close(request, HTTPStatus.SERVICE_UNAVAILABLE)
            return
        keep_alive(request)
        with self.lock:
            if len(self.waiting) >= MAX_WAITING:  # the oldest has waited longest and sent nothing: cut it
                oldest = next(iter(self.waiting))
                del self.waiting[oldest]
                _cut(oldest)
            self.waiting[request] = None
        try:
            super().process_request(request, client_address)  # a thread of its own
        except Exception:
            self.request_came(request)
            self.slots.release()
            raise

    def request_came(self, request: socket.socket) -> None:
        """``request`` sent its head (or gave up): it no longer waits."""
        with self.lock:
            self.waiting.pop(request, None)

    def process_request_thread(self, request: socket.socket, client_address: tuple[str, int]) -> None:  # type: ignore[override]
        with self.lock:
            self.open.add(request)
        try:
            super().process_request_thread(request, client_address)
        finally:
            with self.lock:
                self.open.discard(request)
                self.waiting.pop(request, None)
            self.slots.release()

    def close_connections(self, grace: float) -> None:
        """Wait up to ``grace`` seconds for the open connections to end, then cut the rest."""
        deadline = time.monotonic() + grace
        while time.monotonic() < deadline:
            with self.lock:
                if not self.open:
                    return
            time.sleep(0.02)
        with self.lock:
            remaining = list(self.open)
        for request in remaining:
            _cut(request)

    def handle_error(self, request: object, client_address: object) -> None:
        log.debug("share: a connection failed", exc_info=True)


def _cut(request: socket.socket) -> None:
    """End ``request``'s connection under its thread: a read or write there fails at once."""
    try:
        request.shutdown(socket.SHUT_RDWR)
    except OSError:
        pass


def _answer_and_close(request: socket.socket, status: HTTPStatus) -> None:
    """A bare refusal without starting a thread (too many connections)."""
    try:
        request.settimeout(1.0)
        head = f"HTTP/1.0 {status.value} {status.phrase}\r\nRetry-After: {RETRY_AFTER_SECONDS}\r\n"
        request.sendall(f"{head}Content-Length: 0\r\n\r\n".encode("ascii"))
        request.shutdown(socket.SHUT_WR)
    except OSError:
        pass
    finally:
        request.close()


class _Handler(BaseHTTPRequestHandler):
    server: _HTTPServer
    server_version = "prefcount"
    sys_version = ""
    protocol_version = "HTTP/1.0"  # one request per connection: every limit is per request
    error_message_format = "%(code)d %(message)s\n"
    error_content_type = "text/plain; charset=utf-8"

    def handle(self) -> None:
        self.close_connection = True
        try:
            head = read_head(self.connection, MAX_HEAD_BYTES, HEAD_SECONDS)
        except HeadTooLarge:
            self.server.request_came(self.connection)
            self.requestline, self.request_version, self.command = "", "HTTP/1.0", ""
            self.send_error(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE)
            self._drain()
            return
        except OSError:  # too slow, gone, or cut to make room (TimeoutError and ConnectionError are OSErrors)
            return
        self.server.request_came(self.connection)
        self.connection.settimeout(WRITE_SECONDS)
        self.rfile.close()
        self.rfile = io.BytesIO(head)
        try:
            self.handle_one_request()
        except OSError:  # the phone went away mid-answer
            pass

    def _drain(self) -> None:
        """Read what the client is still sending (briefly), so that closing does not reset the connection
        before it has read the refusal."""
        try:
            self.wfile.flush()
            self.connection.settimeout(0.2)
            for _ in range(16):
                if not self.connection.recv(4096):
                    break
        except OSError:
            pass

    def parse_request(self) -> bool:
        if not super().parse_request():
            return False
        if len(self.headers) > MAX_HEADERS:
            self.send_error(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE, "Too many headers")
            return False
        if self.command != "GET":
            self.send_response(HTTPStatus.METHOD_NOT_ALLOWED)
            self.send_header("Allow", "GET")
            self.send_header("Content-Length", "0")
            self.end_headers()
            self._drain()
            return False
        return True

    def do_GET(self) -> None:  # http.server's name
        what = self._what()
        snapshot = self.server.share.current()
        if what is None:
            self.send_error(HTTPStatus.NOT_FOUND)
        elif snapshot is None:
            self.send_error(HTTPStatus.SERVICE_UNAVAILABLE)
        elif what == "page":
            self._send(snapshot.page, "text/html; charset=utf-8")
        elif what == "state":
            self._send(snapshot.state, "application/json")
        else:
            self._events()

    def _what(self) -> str | None:
        """Which of :data:`PATHS` the request names under the right token, or None."""
        path = self.path.split("?", 1)[0]
        parts = path.split("/")
        if len(parts) != 3 or parts[0] != "":
            return None
        given = parts[1].encode("latin-1", "replace")  # http.server decoded the line as Latin-1
        if not secrets.compare_digest(given, self.server.share.token.encode("ascii")):
            return None
        return PATHS.get(parts[2])

    def _headers(self, content_type: str) -> None:
        self.send_header("Content-Type", content_type)
        self.send_header("Cache-Control", "no-store")
        self.send_header("X-Content-Type-Options", "nosniff")
        self.send_header("Referrer-Policy", "no-referrer")
        self.send_header("X-Frame-Options", "DENY")
        self.send_header("Content-Security-Policy", content_security_policy())

    def _send(self, body: bytes, content_type: str) -> None:
        self.send_response(HTTPStatus.OK)
        self._headers(content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def _events(self) -> None:
        """The event stream: the state now, then each new one as it is published, until sharing stops (or the
        same phone opens a newer stream)."""
        share = self.server.share
        address = str(self.client_address[0])
        ended = share.begin_stream(address)
        if ended is None:  # as many phones watch as the server serves: the page says so and asks again soon
            self.send_response(HTTPStatus.SERVICE_UNAVAILABLE)
            self.send_header("Retry-After", str(RETRY_AFTER_SECONDS))
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        try:
            self.send_response(HTTPStatus.OK)
            self._headers("text/event-stream; charset=utf-8")
            self.end_headers()
            self.wfile.write(f"retry: {RETRY_MS}\n\n".encode("ascii"))
            self._follow(share, ended)
        finally:
            share.end_stream(address, ended)

    def _follow(self, share: ShareServer, ended: threading.Event) -> None:
        sent = -1
        written = time.monotonic()
        while True:
            snapshot, stopping = share.wait(sent, CHECK_SECONDS, ended)
            if stopping:
                self.wfile.write(b"event: stopped\ndata: \n\n")
                return
            if ended.is_set():  # the phone opened the page again: this copy of it stops following
                self.wfile.write(b"event: replaced\ndata: \n\n")
                return
            if snapshot is not None and snapshot.version != sent:
                self.wfile.write(snapshot.event)
                sent = snapshot.version
            elif self._hung_up():
                return
            elif time.monotonic() - written < PING_SECONDS:
                continue
            else:
                self.wfile.write(b": ping\n\n")
            written = time.monotonic()

    def _hung_up(self) -> bool:
        """Whether the phone closed its end (it never sends anything after its request)."""
        try:
            readable, _, _ = select.select([self.connection], [], [], 0)
            return bool(readable) and not self.connection.recv(1, socket.MSG_PEEK)
        except OSError:
            return True

    def version_string(self) -> str:
        return self.server_version  # no Python version given away

    def log_message(self, format: str, *args: object) -> None:  # http.server's signature
        log.debug("share: " + format, *args)
