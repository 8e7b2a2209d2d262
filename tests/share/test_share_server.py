"""The page server on a real socket (loopback): read-only, token-guarded, capped, and gone when stopped."""

import http.client
import json
import socket
import time

import pytest
from sse import EventStream, request, status

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
    conn = http.client.HTTPConnection(*srv.address, timeout=5)
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
    deadline = time.monotonic() + 3
    while server.watchers and time.monotonic() < deadline:  # the phone hung up: noticed within a second
        time.sleep(0.05)
    assert server.watchers == 0


def test_a_published_change_reaches_every_open_page_at_once(server, sochi):
    game, sheet, settlement = sochi
    streams = [EventStream(server.address, path(server, "events")) for _ in range(3)]
    try:
        assert [s.next_state()["v"] for s in streams] == [1, 1, 1]
        started = time.monotonic()
        server.publish(snapshot(2, page_state(game.model_copy(update={"title": "Вторая"}), sheet, settlement, "₽")))
        states = [s.next_state(timeout=1.0) for s in streams]
        assert time.monotonic() - started < 1.0
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
    with socket.create_connection(server.address, timeout=5) as sock:
        sock.sendall(raw[:20_000])
        answer = sock.recv(4096)
    assert status(answer) == 405


def test_a_slow_client_is_let_go(server, monkeypatch):
    monkeypatch.setattr(share_server, "HEAD_SECONDS", 0.5)
    with socket.create_connection(server.address, timeout=5) as sock:
        sock.sendall(b"GET /")  # and then nothing more: a request line that never ends
        started = time.monotonic()
        assert sock.recv(100) == b""  # closed by the server, no answer
        assert time.monotonic() - started < 3
    with socket.create_connection(server.address, timeout=5) as sock:  # a byte at a time is no better
        started = time.monotonic()
        try:
            for char in f"GET /{server.token}/ HTTP/1.1\r\n":
                sock.sendall(char.encode())
                time.sleep(0.1)
        except OSError:
            pass  # the server hung up mid-line
        assert time.monotonic() - started < 5
        assert sock.recv(100) in (b"",)


def test_connections_are_capped(sochi, monkeypatch):
    monkeypatch.setattr(share_server, "MAX_CONNECTIONS", 2)
    game, sheet, settlement = sochi
    srv = ShareServer("127.0.0.1")
    srv.publish(snapshot(1, page_state(game, sheet, settlement, "")))
    srv.start()
    try:
        streams = [EventStream(srv.address, path(srv, "events")) for _ in range(2)]
        for s in streams:
            s.next_state()
        assert status(request(srv.address, f"GET /{srv.token}/ HTTP/1.1\r\n\r\n".encode())) == 503
        streams[0].close()
        deadline = time.monotonic() + 5  # the server notices within a second that the phone left
        while time.monotonic() < deadline:
            if status(request(srv.address, f"GET /{srv.token}/state HTTP/1.1\r\n\r\n".encode())) == 200:
                break
            time.sleep(0.2)
        else:
            pytest.fail("a connection that closed was never freed")
        streams[1].close()
    finally:
        srv.stop()


def test_stopping_tells_the_pages_and_closes_the_port(server):
    stream = EventStream(server.address, path(server, "events"))
    stream.next_state()
    address = server.address
    started = time.monotonic()
    server.stop()
    assert time.monotonic() - started < 2
    assert stream.next()["event"] == "stopped"
    assert stream.closed.wait(2)
    with pytest.raises(OSError):
        socket.create_connection(address, timeout=2).close()
    server.stop()  # twice is harmless


@pytest.mark.parametrize("address", ["8.8.8.8", "0.0.0.0", "", "::", "192.0.2.2", "example.org"])
def test_it_never_listens_on_a_public_or_every_address(address):
    with pytest.raises(ValueError):
        ShareServer(address)


def test_it_listens_on_the_one_address_given(server):
    assert server.address[0] == "127.0.0.1"
    assert server._http.socket.getsockname()[0] == "127.0.0.1"
