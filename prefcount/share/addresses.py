"""Which of the machine's addresses the page may listen on: private ranges only, the table's network first.

The window lists the machine's interfaces (Qt's ``QNetworkInterface``, on every platform) and
passes them here as plain values; this module decides, without Qt, what may be offered and
which comes first. A public address is never offered, and the server refuses one anyway
(:func:`shareable`): a game at the table is nobody else's business.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable
from typing import NamedTuple

#: The local networks: home and office ranges (RFC 1918), a network with no router (link-local),
#: and this computer itself. IPv4 only: every phone on a Wi-Fi network has an IPv4 address.
PRIVATE = tuple(
    ipaddress.ip_network(net) for net in ("192.168.0.0/16", "10.0.0.0/8", "172.16.0.0/12", "169.254.0.0/16")
)
LOOPBACK = ipaddress.ip_network("127.0.0.0/8")
THIS_COMPUTER = "127.0.0.1"

#: Interfaces of virtual machines, containers and VPNs: listed, but never chosen first.
VIRTUAL_PREFIXES = (
    "docker",
    "br-",
    "veth",
    "virbr",
    "vmnet",
    "vboxnet",
    "vethernet",
    "tun",
    "tap",
    "utun",
    "wg",
    "tailscale",
    "zt",
    "lxc",
    "lxd",
    "podman",
    "cni",
)


class Interface(NamedTuple):
    """One network interface as the system lists it: ``kind`` is "wifi", "ethernet", "loopback" or "other"."""

    name: str
    kind: str
    addresses: tuple[str, ...]


class Choice(NamedTuple):
    """An address the page may listen on, and the interface it belongs to."""

    address: str
    interface: str
    kind: str


def shareable(address: str) -> bool:
    """Whether the page may listen on ``address``: an IPv4 address of a local network or of this computer."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return ip.version == 4 and (ip in LOOPBACK or any(ip in net for net in PRIVATE))


def _rank(choice: Choice) -> tuple[int, int]:
    """The order of two addresses of local networks (:func:`choices` leaves this computer's out: it comes last)."""
    ip = ipaddress.ip_address(choice.address)
    virtual = choice.interface.lower().startswith(VIRTUAL_PREFIXES)
    kind = {"wifi": 0, "ethernet": 1}.get(choice.kind, 2)
    network = next((i for i, net in enumerate(PRIVATE) if ip in net), len(PRIVATE))
    no_router = 2 if ip.is_link_local else 0  # (169.254/16: a cable between two machines) after routed networks
    return kind + (4 if virtual else 0) + no_router, network


def choices(interfaces: Iterable[Interface]) -> list[Choice]:
    """The addresses to offer, the likeliest table network first (Wi-Fi, then a cable, then the rest);
    this computer alone ("127.0.0.1") always comes last, so there is always one."""
    found: dict[str, Choice] = {}
    for interface in interfaces:
        for address in interface.addresses:
            address = address.split("%")[0]
            if shareable(address) and address not in found and ipaddress.ip_address(address) not in LOOPBACK:
                found[address] = Choice(address, interface.name, interface.kind)
    ordered = sorted(found.values(), key=_rank)
    return ordered + [Choice(THIS_COMPUTER, "", "loopback")]
