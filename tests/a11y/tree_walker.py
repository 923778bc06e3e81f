#!/usr/bin/python3
"""A second assistive client for scripts/a11y-stress.sh: walks the app's whole accessible tree
again and again (names, descriptions, roles, states, texts, values, children), as a screen
reader's review mode does, while the keyboard game plays. It brings out the app's changes of
the tree that race with a client's reading. Runs until killed; prints the walks it made.
"""

import signal
import sys
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

walks = 0


def done(*_):
    print(f"tree walker: {walks} walks", flush=True)
    sys.exit(0)


def visit(node, depth):
    if node is None or depth > 40:
        return
    try:
        node.get_name()
        node.get_description()
        node.get_role_name()
        node.get_state_set()
        text = node.get_text_iface()
        if text is not None:
            Atspi.Text.get_text(text, 0, min(200, Atspi.Text.get_character_count(text)))
        value = node.get_value_iface()
        if value is not None:
            Atspi.Value.get_current_value(value)
        count = node.get_child_count()
    except Exception:  # the object went away while it was read: the app's news, not ours
        return
    for index in range(min(count, 400)):
        try:
            child = node.get_child_at_index(index)
        except Exception:
            continue
        visit(child, depth + 1)


def main():
    global walks
    signal.signal(signal.SIGTERM, done)
    Atspi.init()
    while True:
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            app = desktop.get_child_at_index(index)
            if app is not None and "potega" in (app.get_name() or "").lower():
                visit(app, 0)
                walks += 1
        time.sleep(0.05)


if __name__ == "__main__":
    main()
