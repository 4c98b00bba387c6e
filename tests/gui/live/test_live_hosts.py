"""Train > Live Class's address list (``liveHostCombo``): every address of this machine a phone may reach, IPv6
included, the default route's first and the loopbacks last; only ``PERCEPTRON_LIVE_HOST`` when it is set.  Nothing
listens here: the list is only read."""

from __future__ import annotations

import ipaddress
import socket

import psutil

from perceptron_gui.live import listen_host
from perceptron_gui.live_class import host_choices


def reachable_addresses() -> set[str]:
    """This machine's IPv4 addresses and its IPv6 ones a browser can open without a zone (no link-local fe80::)."""
    found = set()
    for addresses in psutil.net_if_addrs().values():
        for a in addresses:
            if a.family == socket.AF_INET:
                found.add(a.address)
            elif a.family == socket.AF_INET6 and not ipaddress.ip_address(a.address.split("%")[0]).is_link_local:
                found.add(a.address.split("%")[0])
    return found


def test_the_list_offers_ipv6_addresses_too_and_loopbacks_last(monkeypatch, qapp):
    monkeypatch.delenv("PERCEPTRON_LIVE_HOST", raising=False)
    choices = host_choices()
    assert set(choices) == reachable_addresses()
    assert choices[0] == listen_host()
    loopback = [ipaddress.ip_address(a).is_loopback for a in choices]
    assert loopback == sorted(loopback)  # no loopback before a reachable address
    outside = [a for a in choices[1:] if not ipaddress.ip_address(a).is_loopback]
    versions = [ipaddress.ip_address(a).version for a in outside]
    assert versions == sorted(versions)  # IPv4 first: the one most lecture-hall networks route
    monkeypatch.setenv("PERCEPTRON_LIVE_HOST", "127.0.0.1")
    assert host_choices() == ["127.0.0.1"]
