"""Drives the app as an assistive technology does: through the AT-SPI bus, with key events
only (never a pointer event), reading what the app exposes and hearing what it announces.

The app's news line (the Announcer, a label in the status bar) changes its accessible name for
every announcement; news_listener.py hears it and this driver reads what it heard. The table
changes its description as the keyboard moves over it.
"""

import ctypes
import ctypes.util
import json
import re
import time

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi, GLib  # noqa: E402

_MODIFIERS = {"ctrl": 1 << 2, "shift": 1 << 0, "alt": 1 << 3}
_x11 = ctypes.CDLL(ctypes.util.find_library("X11"))
_x11.XStringToKeysym.restype = ctypes.c_ulong
_x11.XStringToKeysym.argtypes = [ctypes.c_char_p]

# Characters typed as X keysyms (the Polish letters have names of their own).
_KEYSYM_NAMES = {
    "ą": "aogonek", "ć": "cacute", "ę": "eogonek", "ł": "lstroke", "ń": "nacute",
    "ó": "oacute", "ś": "sacute", "ź": "zacute", "ż": "zabovedot", " ": "space",
}

CELL_NAME = re.compile(r"^\(?(-?[A-Z0-9]+?)\)?(-?\d+): ")


class Failure(Exception):
    pass


def keysym(name):
    if name in _KEYSYM_NAMES:
        name = _KEYSYM_NAMES[name]
    if len(name) == 1 and ord(name) < 128:
        return ord(name)
    value = _x11.XStringToKeysym(name.encode())
    if value == 0:
        raise ValueError(f"no keysym {name!r}")
    return value


def column_index(letters):
    index = 0
    for letter in letters:
        index = index * 26 + (ord(letter) - ord("A") + 1)
    return index - 1


class Driver:
    def __init__(self, log, news_file):
        Atspi.init()
        self.log = log
        # The news line as the listener (news_listener.py) heard it: (time, text).
        self.announcements = []
        self._news = open(news_file, encoding="utf-8")
        self._news_rest = ""
        self.table_descriptions = []
        self.windows = []  # titles of windows and dialogs activated
        self.focus = None  # the object that last gained the keyboard focus, as an AT tracks it
        self._listener = Atspi.EventListener.new(self._on_event)
        for kind in ("object:property-change:accessible-description",
                     "window:activate",
                     "object:state-changed:focused"):
            self._listener.register(kind)

    # --- events

    def _on_event(self, event):
        try:
            source = event.source
            if source is None:
                return
            role = source.get_role_name()
            if event.type.startswith("object:state-changed:focused"):
                if event.detail1 == 1:
                    self.focus = source
                return
            if event.type.startswith("window:activate"):
                self.windows.append(source.get_name())
                return
            if event.type.endswith("accessible-description") and source.get_name() in (
                    "Stół", "Table"):
                self.table_descriptions.append(source.get_description())
        except GLib.Error:
            pass

    def _read_news(self):
        self._news_rest += self._news.read()
        *lines, self._news_rest = self._news_rest.split("\n")
        for line in lines:
            heard = json.loads(line)
            self.announcements.append((heard["time"], heard["text"]))
            self.log(f"  heard: {heard['text']}")

    def pump(self, seconds=0.05):
        end = time.time() + seconds
        context = GLib.MainContext.default()
        while True:
            while context.pending():
                context.iteration(False)
            self._read_news()
            if time.time() >= end:
                return
            time.sleep(0.01)

    def wait_until(self, what, predicate, timeout=20.0):
        end = time.time() + timeout
        while time.time() < end:
            self.pump(0.05)
            result = predicate()
            if result:
                return result
        raise Failure(f"timed out waiting for {what}")

    # --- keys

    def key(self, name, *modifiers):
        mask = 0
        for modifier in modifiers:
            mask |= _MODIFIERS[modifier]
        if mask:
            Atspi.generate_keyboard_event(mask, None, Atspi.KeySynthType.LOCKMODIFIERS)
        Atspi.generate_keyboard_event(keysym(name), None, Atspi.KeySynthType.SYM)
        if mask:
            Atspi.generate_keyboard_event(mask, None, Atspi.KeySynthType.UNLOCKMODIFIERS)
        self.pump(0.06)

    def type_text(self, text):
        for character in text:
            self.key(character)

    # --- the tree

    def app(self):
        desktop = Atspi.get_desktop(0)
        for index in range(desktop.get_child_count()):
            child = desktop.get_child_at_index(index)
            if child is not None and child.get_name() == "potega-slowa":
                return child
        return None

    def find(self, predicate, root=None, showing_only=True):
        root = root or self.app()
        if root is None:
            return None
        stack = [root]
        while stack:
            node = stack.pop()
            try:
                states = node.get_state_set()
                if showing_only and node is not root and not states.contains(
                        Atspi.StateType.SHOWING):
                    continue
                if predicate(node, states):
                    return node
                for index in range(node.get_child_count() - 1, -1, -1):
                    child = node.get_child_at_index(index)
                    if child is not None:
                        stack.append(child)
            except GLib.Error:
                continue
        return None

    def focused(self):
        self.pump(0.05)
        if self.focus is not None:
            try:
                if self.focus.get_state_set().contains(Atspi.StateType.FOCUSED):
                    return self.focus
            except GLib.Error:
                pass
        return self.find(lambda node, states: states.contains(Atspi.StateType.FOCUSED)
                         and node.get_role_name() not in ("frame", "filler"))

    def focused_name(self):
        node = self.focused()
        return node.get_name() if node is not None else None

    def dialog(self):
        return self.find(lambda node, states: node.get_role_name() in ("dialog", "alert")
                         and states.contains(Atspi.StateType.ACTIVE))

    def describe(self, node=None, depth=0):
        """The tree under `node` (default: the active dialog, else the app) as text lines, for
        failure reports."""
        node = node or self.dialog() or self.app()
        lines = []
        try:
            states = node.get_state_set()
            marks = " *focused*" if states.contains(Atspi.StateType.FOCUSED) else ""
            if states.contains(Atspi.StateType.CHECKED):
                marks += " *checked*"
            lines.append("  " * depth + f"[{node.get_role_name()}] {node.get_name()!r} "
                         f"{node.get_description()[:120]!r}{marks}")
            for index in range(node.get_child_count()):
                child = node.get_child_at_index(index)
                if child is not None and child.get_state_set().contains(Atspi.StateType.SHOWING):
                    lines.extend(self.describe(child, depth + 1))
        except GLib.Error:
            pass
        return lines if depth else "\n".join(lines)

    def announced_since(self, mark):
        return [text for stamp, text in self.announcements if stamp >= mark]

    def wait_for_announcement(self, pattern, since, timeout=30.0):
        regex = re.compile(pattern)

        def heard():
            for text in self.announced_since(since):
                if regex.search(text):
                    return text
            return None
        return self.wait_until(f"an announcement matching {pattern!r}", heard, timeout)

    # --- the table

    def table_focus_description(self):
        table = self.find(lambda node, states: node.get_name() in ("Stół", "Table")
                          and node.get_role_name() != "menu item")
        return table.get_description() if table is not None else ""

    def go_to_cell(self, name):
        """Moves the table's keyboard focus to the cell `name` ("F2") with the arrow keys,
        reading the table's description after each key as a screen reader would."""
        target = re.match(r"^([A-Z]+)(-?\d+)$", name)
        if not target:
            raise Failure(f"not a cell name: {name}")
        want_x, want_y = column_index(target.group(1)), int(target.group(2))
        description = self.table_focus_description()
        for _ in range(60):
            here = re.match(r"^([A-Z]+)(-?\d+): ", description)
            if here is None:
                self.key("Right")  # the first arrow puts the focus on the table
            else:
                x, y = column_index(here.group(1)), int(here.group(2))
                if (x, y) == (want_x, want_y):
                    return description
                if y != want_y:
                    self.key("Down" if want_y > y else "Up")
                else:
                    self.key("Right" if want_x > x else "Left")
            self.pump(0.05)
            description = self.table_focus_description()
        raise Failure(f"could not reach {name} with the arrow keys; last: {description}")
