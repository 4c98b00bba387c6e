"""The live class's server (Qt-free): the students' page and their answer channel, on a thread of its own."""

from perceptron_gui.live.server import LiveServer, listen_host

__all__ = ["LiveServer", "listen_host"]
