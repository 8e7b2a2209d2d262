"""Which addresses the page may listen on: a local network's or this computer's, never a public one."""

import pytest

from prefcount.share.addresses import THIS_COMPUTER, Choice, Interface, choices, shareable


@pytest.mark.parametrize(
    "address",
    ["192.168.1.23", "10.0.0.5", "172.16.0.1", "172.31.255.254", "169.254.10.1", "127.0.0.1", "127.0.1.1"],
)
def test_local_networks_and_this_computer_are_shareable(address):
    assert shareable(address)


@pytest.mark.parametrize(
    "address",
    ["8.8.8.8", "172.32.0.1", "100.64.0.1", "192.0.2.2", "0.0.0.0", "255.255.255.255", "::1", "fd00::2", "x"],
)
def test_public_addresses_wildcards_and_ipv6_are_not(address):
    assert not shareable(address)


def test_the_table_wifi_comes_first_and_virtual_networks_and_this_computer_last():
    found = choices(
        [
            Interface("lo", "loopback", ("127.0.0.1",)),
            Interface("docker0", "ethernet", ("172.17.0.1",)),
            Interface("eth0", "ethernet", ("10.1.2.3", "203.0.113.7")),  # one public address beside a private one
            Interface("wlan0", "wifi", ("192.168.1.23", "fe80::1%wlan0")),
            Interface("en5", "other", ("169.254.3.4",)),
            Interface("ppp0", "other", ("93.184.216.34",)),  # the internet itself: never offered
        ]
    )
    assert [c.address for c in found] == ["192.168.1.23", "10.1.2.3", "169.254.3.4", THIS_COMPUTER, "172.17.0.1"]
    assert found[0] == Choice("192.168.1.23", "wlan0", "wifi")
    assert found[-1] == Choice("172.17.0.1", "docker0", "bridge", "Docker")
    assert all(shareable(c.address) for c in found)


def test_with_no_local_network_only_this_computer_is_offered():
    assert choices([Interface("eth0", "ethernet", ("192.0.2.2",))]) == [Choice(THIS_COMPUTER, "", "loopback")]
    assert choices([]) == [Choice(THIS_COMPUTER, "", "loopback")]


def test_an_address_on_two_interfaces_is_offered_once():
    found = choices([Interface("wlan0", "wifi", ("192.168.1.5",)), Interface("br0", "ethernet", ("192.168.1.5",))])
    assert [c.address for c in found] == ["192.168.1.5", THIS_COMPUTER]


def test_a_network_without_a_router_comes_after_the_routed_ones_of_its_kind_and_the_next():
    found = choices(
        [
            Interface("wlan0", "wifi", ("169.254.7.7",)),
            Interface("eth0", "ethernet", ("10.1.2.3",)),
            Interface("eth1", "ethernet", ("169.254.3.4",)),
            Interface("docker0", "ethernet", ("172.17.0.1",)),
        ]
    )
    assert [c.address for c in found] == ["10.1.2.3", "169.254.7.7", "169.254.3.4", THIS_COMPUTER, "172.17.0.1"]


def test_with_only_bridges_this_computer_comes_first_and_each_bridge_says_whose_it_is():
    """Issue 27 item 13: Docker's bridge was offered first, and phones cannot reach it."""
    found = choices(
        [
            Interface("docker0", "ethernet", ("172.17.0.1",)),
            Interface("br-5f2a", "ethernet", ("172.18.0.1",)),
            Interface("veth12ab", "ethernet", ("169.254.9.9",)),
            Interface("virbr0", "ethernet", ("192.168.122.1",)),
            Interface("vmnet8", "ethernet", ("192.168.56.1",)),
            Interface("VirtualBox Host-Only Network", "ethernet", ("192.168.57.1",)),
            Interface("vEthernet (WSL)", "ethernet", ("172.20.0.1",)),
            Interface("vboxnet0", "ethernet", ("192.168.58.1",)),
            Interface("wg0", "other", ("10.8.0.2",)),
        ]
    )
    assert found[0] == Choice("10.8.0.2", "wg0", "vpn")  # a VPN is not a bridge: it may lead to the phones
    assert found[1] == Choice(THIS_COMPUTER, "", "loopback")
    assert {c.interface: c.what for c in found[2:]} == {
        "docker0": "Docker",
        "br-5f2a": "Docker",
        "veth12ab": "containers",
        "virbr0": "libvirt",
        "vmnet8": "VMware",
        "VirtualBox Host-Only Network": "VirtualBox",
        "vEthernet (WSL)": "Hyper-V",
        "vboxnet0": "VirtualBox",
    }
    assert all(c.kind == "bridge" for c in found[2:])
