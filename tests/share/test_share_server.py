"""The page server on a real socket (loopback): read-only, token-guarded, capped, and gone when stopped."""

import http.client
import json
import socket
import time

import pytest
from sse import EventStream, phones, request, status, wait_until

from prefcount.share import server as share_server
from prefcount.share.page import page_state, snapshot
from prefcount.share.server import ShareServer


@pytest.fixture
def make_server(sochi):
    """Start servers on 127.0.0.1 with the Sochi game published; every one is stopped at the end."""
    started = []
    game, sheet, settlement = sochi

    def make() -> ShareServer:
        srv = ShareServer("127.0.0.1")
        srv.publish(snapshot(1, page_state(game, sheet, settlement, "₽")))
        srv.start()
        started.append(srv)
        return srv

    yield make
    for srv in started:
        srv.stop()


@pytest.fixture
def server(make_server):
    return make_server()


def get(srv: ShareServer, path: str, method: str = "GET", **kwargs):
    conn = http.client.HTTPConnection(*srv.address, timeout=30)
    try:
        conn.request(method, path, **kwargs)
        answer = conn.getresponse()
        return answer.status, dict(answer.getheaders()), answer.read()
    finally:
        conn.close()


def path(srv: ShareServer, rest: str = "") -> str:
    return f"/{srv.token}/{rest}"


def test_the_page_its_state_and_its_events(server):
    assert server.url == f"http://127.0.0.1:{server.address[1]}/{server.token}/"
    code, headers, body = get(server, path(server))
    assert code == 200 and headers["Content-Type"] == "text/html; charset=utf-8"
    assert headers["Cache-Control"] == "no-store" and headers["X-Content-Type-Options"] == "nosniff"
    assert headers["Content-Security-Policy"].startswith("default-src 'none'")
    assert headers["Server"] == "prefcount"  # no Python version given away
    assert b"Sochi, to 10, whist 0.5" in body
    code, headers, body = get(server, path(server, "state"))
    assert code == 200 and json.loads(body)["v"] == 1
    stream = EventStream(server.address, path(server, "events"))
    try:
        assert b" 200 " in stream.status_line and stream.headers["content-type"].startswith("text/event-stream")
        state = stream.next_state()
        assert state["v"] == 1 and state["standings"]["rows"][0]["cells"][0] == "A"
        assert server.watchers == 1
    finally:
        stream.close()
    assert wait_until(lambda: server.watchers == 0)  # the phone hung up: noticed (within a second, unloaded)


def test_a_published_change_reaches_every_open_page(server, sochi):
    game, sheet, settlement = sochi
    streams = [EventStream(server.address, path(server, "events"), phone) for phone in phones(3)]
    try:
        assert [s.next_state()["v"] for s in streams] == [1, 1, 1]
        server.publish(snapshot(2, page_state(game.model_copy(update={"title": "Вторая"}), sheet, settlement, "₽")))
        states = [s.next_state() for s in streams]  # pushed, not polled (how soon is for a benchmark, not a test)
        assert [s["v"] for s in states] == [2, 2, 2] and states[0]["title"].startswith("Вторая")
    finally:
        for s in streams:
            s.close()


@pytest.mark.parametrize(
    "wrong",
    [
        "/",
        "/favicon.ico",
        "/{token}",  # the page is /{token}/
        "/{token}x/",
        "/{short}/",
        "/{token}/../",
        "/{token}/%2e%2e/",
        "/{token}/state/x",
        "/{token}/page.html",
        "/{token}//events",
        "/Ünï/",
        "/{token}/events/",
    ],
)
def test_a_wrong_token_or_a_path_outside_the_page_is_404(server, wrong):
    target = wrong.format(token=server.token, short=server.token[:-1])
    answer = request(server.address, f"GET {target} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
    assert status(answer) == 404
    assert b"Sochi" not in answer


def test_a_wrong_token_of_the_right_length_is_404(make_server):
    first, second = make_server(), make_server()
    assert first.token != second.token and len(first.token) >= 24
    assert get(first, path(second))[0] == 404 and get(second, path(second))[0] == 200


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS", "TRACE", "CONNECT"])
def test_nothing_but_get_is_answered(server, method):
    body = b"title=hacked" if method in ("POST", "PUT", "PATCH") else None
    code, headers, _ = get(server, path(server, "state"), method, body=body)
    assert code == 405 and headers["Allow"] == "GET"
    assert json.loads(get(server, path(server, "state"))[2])["v"] == 1  # nothing changed


def test_an_oversized_request_is_refused(server):
    long_line = f"GET /{server.token}/{'a' * 10_000} HTTP/1.1\r\n\r\n".encode()
    assert status(request(server.address, long_line)) == 431
    big_header = f"GET /{server.token}/ HTTP/1.1\r\nCookie: {'x' * 9000}\r\n\r\n".encode()
    assert status(request(server.address, big_header)) == 431
    many = "".join(f"X-{i}: y\r\n" for i in range(share_server.MAX_HEADERS + 1))
    assert status(request(server.address, f"GET /{server.token}/ HTTP/1.1\r\n{many}\r\n".encode())) == 431
    fine = "".join(f"X-{i}: y\r\n" for i in range(share_server.MAX_HEADERS - 1))
    assert status(request(server.address, f"GET /{server.token}/ HTTP/1.1\r\n{fine}\r\n".encode())) == 200


def test_a_body_sent_with_a_request_is_never_read_as_a_change(server):
    raw = f"POST /{server.token}/state HTTP/1.1\r\nContent-Length: 100000\r\n\r\n".encode() + b"x" * 100_000
    with socket.create_connection(server.address, timeout=30) as sock:
        sock.sendall(raw[:20_000])
        answer = sock.recv(4096)
    assert status(answer) == 405


def test_a_slow_client_is_let_go(server, monkeypatch):
    """A request head not sent within HEAD_SECONDS ends the connection: at once or a byte at a time."""
    monkeypatch.setattr(share_server, "HEAD_SECONDS", 0.5)
    with socket.create_connection(server.address, timeout=30) as sock:
        sock.sendall(b"GET /")  # and then nothing more: a request line that never ends
        assert sock.recv(100) == b""  # closed by the server (long before the client's own 30 s), no answer
    with socket.create_connection(server.address, timeout=30) as sock:  # a byte at a time is no better
        line = f"GET /{server.token}/ HTTP/1.1\r\n".encode()
        try:
            for i in range(len(line)):
                sock.sendall(line[i : i + 1])
                time.sleep(0.1)  # the whole line takes 4 s: far beyond HEAD_SECONDS
        except OSError:
            pass  # the server hung up mid-line
        assert sock.recv(100) == b""


def test_event_streams_are_capped_and_page_loads_still_served(make_server, monkeypatch):
    monkeypatch.setattr(share_server, "MAX_STREAMS", 2)
    srv = make_server()
    first, second, third = phones(3)
    streams = [EventStream(srv.address, path(srv, "events"), phone) for phone in (first, second)]
    try:
        for s in streams:
            s.next_state()
        refused = EventStream(srv.address, path(srv, "events"), third)
        assert b" 503 " in refused.status_line and refused.headers["retry-after"] == "5"
        assert refused.closed.wait(30)
        assert get(srv, path(srv))[0] == 200 and get(srv, path(srv, "state"))[0] == 200  # slots kept for pages
        streams[0].close()
        assert wait_until(lambda: srv.watchers == 1)  # the server notices that the phone left
        streams.append(EventStream(srv.address, path(srv, "events"), third))
        assert streams[-1].next_state()["v"] == 1
    finally:
        for s in streams:
            s.close()


def test_several_pages_from_one_address_each_follow_the_game(make_server, monkeypatch):
    """Issue 27 item 12: two tabs, or phones behind one router, came from one address and each new stream ended
    the older one («replaced», never to reconnect). Each follows now, up to the global cap."""
    monkeypatch.setattr(share_server, "MAX_STREAMS", 3)
    srv = make_server()
    (phone,) = phones(1)
    streams = [EventStream(srv.address, path(srv, "events"), phone) for _ in range(3)]
    try:
        assert [s.next_state()["v"] for s in streams] == [1, 1, 1]
        assert srv.watchers == 3
        srv.publish(snapshot(2, {"title": "two"}))
        assert [s.next_state()["v"] for s in streams] == [2, 2, 2]  # every one of them still follows
        refused = EventStream(srv.address, path(srv, "events"), phone)  # the cap holds for one address too
        assert b" 503 " in refused.status_line
        streams[0].close()
        assert wait_until(lambda: srv.watchers == 2)  # a closed page frees its slot
    finally:
        for s in streams:
            s.close()


def test_idle_connections_cannot_lock_the_page_out(server, monkeypatch):
    """Browsers open sockets ahead and may leave them idle: however many, a page load is answered at once."""
    monkeypatch.setattr(share_server, "HEAD_SECONDS", 600.0)  # they are not simply timed out here
    idle = [socket.create_connection(server.address, timeout=30) for _ in range(share_server.MAX_CONNECTIONS)]
    try:
        http = server._http
        # the oldest idle ones are cut as newer ones come (their threads end soon after)
        assert wait_until(lambda: len(getattr(http, "open", ())) <= share_server.MAX_WAITING)
        assert get(server, path(server))[0] == 200
        assert [sock.recv(1) for sock in idle[: -share_server.MAX_WAITING]] == [b""] * (
            len(idle) - share_server.MAX_WAITING
        )
    finally:
        for sock in idle:
            sock.close()


def test_stopping_tells_the_pages_and_closes_the_port(server):
    stream = EventStream(server.address, path(server, "events"))
    stream.next_state()
    address = server.address
    server.stop()
    assert stream.next()["event"] == "stopped"
    assert stream.closed.wait(30)
    with pytest.raises(OSError):
        socket.create_connection(address, timeout=30).close()
    server.stop()  # twice is harmless


@pytest.mark.parametrize("address", ["8.8.8.8", "0.0.0.0", "", "::", "192.0.2.2", "example.org"])
def test_it_never_listens_on_a_public_or_every_address(address):
    with pytest.raises(ValueError):
        ShareServer(address)


def test_it_listens_on_the_one_address_given(server):
    assert server.address[0] == "127.0.0.1"
    assert server._http.socket.getsockname()[0] == "127.0.0.1"


class Recorder:
    """A socket that records the options set on it, as a platform's socket would take them."""

    def __init__(self, ioctl: bool = False) -> None:
        self.set: dict[int, int] = {}
        self.ioctls: list[tuple] = []
        if ioctl:
            self.ioctl = lambda code, values: self.ioctls.append((code, values))

    def setsockopt(self, level: int, name: int, value: int) -> None:
        self.set[name] = value


def net_of(names: dict[str, int]):
    """A socket module with the constants one platform's Python has."""
    from types import SimpleNamespace

    return SimpleNamespace(SOL_SOCKET=0xFFFF, IPPROTO_TCP=6, SO_KEEPALIVE=8, **names)


@pytest.mark.parametrize(
    ("platform", "names", "ioctl", "expected"),
    [
        (
            "linux",
            {"TCP_KEEPIDLE": 4, "TCP_KEEPINTVL": 5, "TCP_KEEPCNT": 6, "TCP_USER_TIMEOUT": 18},
            False,
            {8: 1, 4: 10, 5: 5, 6: 3, 18: 25_000},
        ),
        (
            "darwin",
            {"TCP_KEEPALIVE": 0x10, "TCP_KEEPINTVL": 0x101, "TCP_KEEPCNT": 0x102},
            False,
            {8: 1, 0x10: 10, 0x101: 5, 0x102: 3},
        ),
        ("win32 (7/8: the ioctl only)", {"SIO_KEEPALIVE_VALS": 0x98000004}, True, {8: 1}),
        (
            "win32 (10)",
            {"SIO_KEEPALIVE_VALS": 0x98000004, "TCP_KEEPIDLE": 3, "TCP_KEEPINTVL": 17, "TCP_KEEPCNT": 16},
            True,
            {8: 1, 3: 10, 17: 5, 16: 3},
        ),
        ("other", {}, False, {8: 1}),
    ],
)
def test_a_phone_that_vanished_is_found_on_every_platform(platform, names, ioctl, expected):
    """TCP keepalive, quick: probes after 10 quiet seconds, every 5, three unanswered end the connection."""
    sock = Recorder(ioctl)
    share_server.keep_alive(sock, net_of(names))
    assert sock.set == expected, platform
    assert sock.ioctls == ([(0x98000004, (1, 10_000, 5_000))] if ioctl else [])


def test_an_option_the_system_refuses_is_passed_over():
    class Refusing(Recorder):
        def setsockopt(self, level: int, name: int, value: int) -> None:
            if name == 6:
                raise OSError(22, "Invalid argument")
            super().setsockopt(level, name, value)

    sock = Refusing()
    done = share_server.keep_alive(sock, net_of({"TCP_KEEPIDLE": 4, "TCP_KEEPINTVL": 5, "TCP_KEEPCNT": 6}))
    assert done == ["SO_KEEPALIVE", "TCP_KEEPIDLE", "TCP_KEEPINTVL"] and sock.set == {8: 1, 4: 10, 5: 5}


def test_every_connection_gets_keepalive(server, monkeypatch):
    kept = []
    real = share_server.keep_alive
    monkeypatch.setattr(share_server, "keep_alive", lambda sock: kept.append(sock) or real(sock))
    assert get(server, path(server, "state"))[0] == 200
    assert len(kept) == 1
    if hasattr(socket, "TCP_KEEPIDLE"):  # this system's own socket took them
        probe = socket.socket()
        try:
            real(probe)
            assert probe.getsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE) != 0
            assert probe.getsockopt(socket.IPPROTO_TCP, socket.TCP_KEEPIDLE) == share_server.KEEPALIVE_IDLE
        finally:
            probe.close()
