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

#: Bridges to virtual machines and containers, by the start of their interface's name (as Linux, macOS and
#: Windows name them) and whose they are: no phone is on them, so they come after this computer, said so.
BRIDGES = (
    ("docker", "Docker"),
    ("br-", "Docker"),
    ("vethernet", "Hyper-V"),  # Windows: «vEthernet (Default Switch)», «vEthernet (WSL)»
    ("veth", "containers"),
    ("podman", "Podman"),
    ("cni", "containers"),
    ("lxc", "LXC"),
    ("lxd", "LXD"),
    ("virbr", "libvirt"),
    ("vmnet", "VMware"),
    ("vmware", "VMware"),  # Windows: «VMware Network Adapter VMnet8»
    ("vboxnet", "VirtualBox"),
    ("virtualbox", "VirtualBox"),  # Windows: «VirtualBox Host-Only Network»
    ("vnic", "Parallels"),
)
#: Tunnels to other networks (VPNs): a phone at the table is seldom on one; after the table's networks.
VPNS = ("tun", "tap", "utun", "wg", "tailscale", "zt", "ppp")


class Interface(NamedTuple):
    """One network interface as the system lists it: ``kind`` is "wifi", "ethernet", "loopback" or "other"."""

    name: str
    kind: str
    addresses: tuple[str, ...]


class Choice(NamedTuple):
    """An address the page may listen on, the interface it belongs to and what network that is: ``kind`` is
    "wifi", "ethernet", "vpn", "bridge" (a virtual machine's or container's, ``what`` says whose), "other" or
    "loopback" (this computer only)."""

    address: str
    interface: str
    kind: str
    what: str = ""


def shareable(address: str) -> bool:
    """Whether the page may listen on ``address``: an IPv4 address of a local network or of this computer."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return False
    return ip.version == 4 and (ip in LOOPBACK or any(ip in net for net in PRIVATE))


def network_of(interface: Interface) -> tuple[str, str]:
    """What network ``interface`` is: (kind, whose): a bridge or a VPN by its name, else as the system says."""
    name = interface.name.lower()
    for start, whose in BRIDGES:
        if name.startswith(start):
            return "bridge", whose
    if name.startswith(VPNS):
        return "vpn", ""
    return interface.kind, ""


def _rank(choice: Choice) -> tuple[int, int]:
    """The order of two addresses of local networks (:func:`choices` puts this computer and the bridges last)."""
    ip = ipaddress.ip_address(choice.address)
    kind = {"wifi": 0, "ethernet": 1, "vpn": 4}.get(choice.kind, 2)
    network = next((i for i, net in enumerate(PRIVATE) if ip in net), len(PRIVATE))
    no_router = 2 if ip.is_link_local else 0  # (169.254/16: a cable between two machines) after routed networks
    return kind + no_router, network


def choices(interfaces: Iterable[Interface]) -> list[Choice]:
    """The addresses to offer, the likeliest table network first (Wi-Fi, then a cable, then the rest, VPNs
    after them); then this computer alone ("127.0.0.1", always there); last the bridges to virtual machines
    and containers (Docker's 172.17.0.1: no phone can reach them)."""
    found: dict[str, Choice] = {}
    for interface in interfaces:
        kind, whose = network_of(interface)
        for address in interface.addresses:
            address = address.split("%")[0]
            if shareable(address) and address not in found and ipaddress.ip_address(address) not in LOOPBACK:
                found[address] = Choice(address, interface.name, kind, whose)
    ordered = sorted(found.values(), key=_rank)
    bridges = [choice for choice in ordered if choice.kind == "bridge"]
    others = [choice for choice in ordered if choice.kind != "bridge"]
    return others + [Choice(THIS_COMPUTER, "", "loopback")] + bridges
