#!/usr/bin/python3
"""Hears the app's news line for tests/a11y/run.sh: a client that does nothing but listen, so it
reads each announcement the moment it is made.

Qt 6.4's AT-SPI bridge sends a name change with the object, not the new text: a client learns
the text by asking the object, and a client busy with something else when two announcements
come in quick succession asks too late and hears the second one twice. The keyboard game walks
the tree for long stretches, so it reads the news from this listener's file instead.

usage: news_listener.py FILE   (one JSON object per line: {"time": seconds, "text": "…"};
                                the file exists once the listener is registered)
"""

import json
import os
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402


def main():
    path = sys.argv[1]
    Atspi.init()
    out = open(path + ".part", "w", encoding="utf-8")

    def on_event(event):
        try:
            source = event.source
            if source is None or source.get_role_name() != "label":
                return
            parent = source.get_parent()
            if parent is None or parent.get_role_name() != "status bar":
                return
            text = source.get_name()
        except GLib.Error:
            return
        out.write(json.dumps({"time": time.time(), "text": text}, ensure_ascii=False) + "\n")
        out.flush()

    listener = Atspi.EventListener.new(on_event)
    listener.register("object:property-change:accessible-name")
    os.rename(path + ".part", path)  # registered: the app may start
    Atspi.event_main()


if __name__ == "__main__":
    main()
