#!/usr/bin/python3
"""Plays Potęga Słowa as a person with a screen reader does: key events only, through the
AT-SPI accessibility bus, checking what the app announces.

  1. "Teach me to play", lesson 1, from the welcome page to the end of its game: placing cards
     on cells found by their names, words typed, a redraw, a help offer answered with a
     counter-offer at a chosen price and then accepted, a word put to the table's vote.
  2. Lesson 2 to the end of its game: a black-card action aimed with the keyboard.
  3. A practice game against a bot from the new-game dialog (Ctrl+N), played to the end
     with hints (Ctrl+H), redraws and passes, and the end-of-game summary closed with Esc.

Run by tests/a11y/run.sh (a private X server, session bus and AT-SPI bus). Exits non-zero with
the reason on the first failure.
"""

import json
import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_driver import Atspi, Driver, Failure  # noqa: E402

SOURCE_DIR = os.environ.get("POTEGA_SOURCE_DIR", os.path.join(os.path.dirname(__file__), "..", ".."))
BLACK_CARD_ACTIONS = ("resistance", "blaster", "shadow", "gel")
STEP = re.compile(r"(?:krok|step) (\d+) (?:z|of) (\d+)")


def log(text):
    print(text, flush=True)


def lesson_steps(name):
    with open(os.path.join(SOURCE_DIR, "ui", "resources", "lessons", name), encoding="utf-8") as f:
        return json.load(f)["steps"]


class Player:
    def __init__(self):
        self.d = Driver(log, os.environ["A11Y_NEWS"])
        self.summaries = []

    def wait_for_app(self):
        self.d.wait_until("the app on the accessibility bus", self.d.app, 30)
        self.d.wait_until("the welcome page's buttons",
                          lambda: self.d.find(lambda n, s: n.get_role_name() == "push button"
                                              and n.get_name() in ("Nowa gra", "New game")), 30)
        # Keys go to the active window: the window manager gives it the keyboard a moment
        # after it shows.
        self.d.wait_until("the window to be active", lambda: self.d.find(
            lambda n, s: n.get_role_name() == "frame" and s.contains(Atspi.StateType.ACTIVE)), 30)

    def tab_to(self, names, limit=60):
        """Tab until the focused widget's name is one of `names` (or matches it, a regex)."""
        def matches(node):
            if node is None:
                return False
            # A combo box is named by its value: what it is for is its description.
            texts = (node.get_name(), node.get_description())
            if isinstance(names, str):
                return any(re.search(names, text) for text in texts)
            return any(text in names for text in texts)
        for _ in range(limit):
            before = self.d.focused()
            if matches(before):
                return before
            self.d.key("Tab")
            # A busy app moves the focus a moment later: the next Tab waits for it, or it would
            # skip the control being looked for.
            try:
                self.d.wait_until("the focus to move", lambda: self.d.focused() != before, 3)
            except Failure:
                pass
        raise Failure(f"Tab never reached {names}; focus: {self.d.focused_name()}")

    def lesson_progress(self):
        label = self.d.find(lambda n, s: n.get_role_name() == "label" and STEP.search(n.get_name()))
        if label is None:
            return None
        match = STEP.search(label.get_name())
        return int(match.group(1)), int(match.group(2))

    def framed_cells(self, since):
        text = self.d.wait_for_announcement(r"(Zaznaczone|Framed): ", since)
        return re.search(r"(?:Zaznaczone|Framed): ([^.]*)\.", text).group(1).split(", ")

    def choose_from_menu(self, mnemonic, path):
        """Opens a menu of the menu bar with Alt+`mnemonic` and walks `path` with the arrow
        keys as a screen reader's user does, reading each focused entry: every element but the
        last names a submenu (entered with Right), the last the entry to trigger (None: the
        first entry)."""
        d = self.d
        d.key(mnemonic, "alt")
        for depth, names in enumerate(path):
            last = depth == len(path) - 1
            if names is None:
                d.wait_until("a menu entry", lambda: d.focused() is not None
                             and d.focused().get_role_name() == "menu item", 5)
                log(f"  menu: {d.focused_name()}")
                d.key("Return")
                return
            for _ in range(30):
                focus = d.focused()
                if focus is not None and focus.get_role_name() in ("menu item", "menu") \
                        and focus.get_name() in names:
                    break
                d.key("Down")
            else:
                raise Failure(f"no menu entry {names}")
            log(f"  menu: {d.focused_name()}")
            d.key("Return" if last else "Right")

    def framed_names(self, step, since):
        """The lesson's framed cells (its coordinates) to the names the step's announcement
        gave them: a cell's name is how the keyboard finds it on the table."""
        names = self.framed_cells(since)
        cells = [tuple(cell) for cell in step["show"]["cells"]]
        if len(cells) != len(names):
            raise Failure(f"{len(cells)} framed cells but {len(names)} names heard")
        return dict(zip(cells, names))

    def answer_offer(self, price):
        """Answers the help offer's dialog by keyboard: with `price` (cell names) a
        counter-offer at exactly that price, checked in the dialog's list; None accepts."""
        d = self.d
        dialog = d.wait_until("the help offer's dialog", d.dialog, 30)
        log("  dialog: " + dialog.get_name())
        if price is not None:
            items = d.wait_until("the price list", lambda: d.find(
                lambda n, s: n.get_role_name() == "list", dialog))
            count = items.get_child_count()
            for _ in range(count):
                item = d.focused()
                if item is not None and item.get_role_name() == "list":
                    # The list has the keyboard: its current card says so of itself.
                    item = d.find(lambda n, s: n.get_role_name() == "list item"
                                  and s.contains(Atspi.StateType.FOCUSED), item)
                if item is not None and item.get_role_name() != "list item":
                    item = None
                if item is None:
                    raise Failure("no focused card in the price list\n" + d.describe())
                cell = item.get_name().rsplit("·", 1)[-1].strip()
                checked = item.get_state_set().contains(Atspi.StateType.CHECKED)
                if checked != (cell in price):
                    d.key("space")
                d.key("Down")
            self.tab_to(("Kontroferta", "Counter-offer"))
        else:
            self.tab_to(("Przyjmij", "Accept"))
        d.key("space")
        d.wait_until("the dialog to close", lambda: d.dialog() is None, 20)

    def play_lesson(self, file_name, steps):
        start = time.time()
        total = len(steps)
        # The dictionary may still be loading on a busy machine: the lesson waits for it.
        self.d.wait_until("the lesson's first step", lambda: self.lesson_progress() == (1, total),
                          90)
        for index, step in enumerate(steps, start=1):
            self.d.wait_until(f"step {index}", lambda: (self.lesson_progress() or (0, 0))[0] >= index)
            if self.lesson_progress()[0] != index:
                raise Failure(f"{file_name}: step {index} skipped")
            expect = step.get("expect")
            kind = expect["type"] if expect else "next"
            log(f"{file_name} step {index}/{total}: {kind}")
            mark = time.time()  # what this step's action brings is the next step's news
            self.do_step(kind, expect, step, start)
            start = mark
        log(f"{file_name}: done")

    def do_step(self, kind, expect, step, since):
        d = self.d
        if kind == "next":
            # Next waits until the bot has played: F8 is pressed until the step moves on.
            before = self.lesson_progress()
            def moved():
                if self.lesson_progress() != before:
                    return True
                if (dialog := d.dialog()) is not None:
                    # The end of the game's summary: read, then closed with Esc.
                    log("  dialog: " + dialog.get_name())
                    self.summaries.append(dialog.get_name())
                    d.key("Escape")
                    return False
                d.key("F8")
                d.pump(0.3)
                return self.lesson_progress() != before
            d.wait_until("the next step", moved, 60)
        elif kind == "place":
            cell = self.framed_cells(since)[0]
            d.key("1", "ctrl")  # Turn → Go to the table
            d.go_to_cell(cell)
            d.key("Return")
        elif kind in BLACK_CARD_ACTIONS:
            # Turn → Black-card actions → the action, then its target found on the table.
            target = self.framed_names(step, since)[tuple(expect["target"])]
            self.choose_from_menu("r", (("Akcje czarnych kart", "Black-card actions"), None))
            d.key("1", "ctrl")
            d.go_to_cell(target)
            d.key("Return")
        elif kind == "help-counter":
            names = self.framed_names(step, since)
            self.answer_offer({names[tuple(cell)] for cell in expect["price"]})
        elif kind == "help-accept":
            self.answer_offer(None)
        elif kind == "word":
            d.key("2", "ctrl")  # Turn → Go to the word line
            d.key("a", "ctrl")  # a refused word stays in the line: typing replaces it
            d.type_text(expect["word"])
            d.key("Return")
        elif kind == "redraw":
            d.key("p", "ctrl", "shift")  # Turn → No word
        else:
            d.pump(3)
            log(d.describe())
            raise Failure(f"no keyboard plan for a step of type {kind}")


    # --- a saved practice game: a word the table votes on, then the game's end

    def open_saved_game(self, path):
        """Game → Open (Ctrl+O): the file dialog's name field has the keyboard."""
        d = self.d
        d.key("o", "ctrl")
        d.wait_until("the file dialog", d.dialog, 20)
        # The folder first (Enter goes into it), then the name: typed whole, the name field's
        # completer takes the Enter for itself.
        d.type_text(os.path.dirname(path) + "/")
        d.key("Return")
        d.pump(0.5)
        d.type_text(os.path.basename(path))
        d.pump(0.3)
        d.key("Return")
        try:
            d.wait_until("the file dialog to close", lambda: d.dialog() is None, 20)
        except Failure:
            log(d.describe())
            raise

    def play_the_vote(self):
        d = self.d
        mark = time.time()
        self.open_saved_game(os.path.join(SOURCE_DIR, "tests", "a11y", "data", "practice-vote.potega"))
        d.wait_for_announcement(r"(Twoja tura|Your turn), Ala", mark)
        # The K goes right of DOME: its cell is named F2 (column A and row 1 lie beyond the
        # cards, where a card may also go).
        d.key("1", "ctrl")
        d.go_to_cell("F2")
        d.key("Return")
        d.key("2", "ctrl")
        d.key("a", "ctrl")
        d.type_text("domek")
        mark = time.time()
        d.key("Return")
        dialog = d.wait_until("the table's vote", d.dialog, 20)
        log("  dialog: " + dialog.get_name())
        d.wait_for_announcement(r"(stół głosuje|the table votes)", mark)
        # No default button: Tab to the answer, Space presses it.
        self.tab_to(("Stół przyjmuje", "The table accepts"))
        d.key("space")
        d.wait_for_announcement(r"Ala (układa słowo|plays) DOMEK", mark)
        self.finish_game(mark)

    def finish_game(self, mark):
        """Waits for the game's end (answering nothing else), hears it, closes the summary."""
        d = self.d
        d.wait_for_announcement(r"(Gra skończona|The game is over)", mark, 120)
        dialog = d.wait_until("the end of the game's summary", d.dialog, 30)
        log("  dialog: " + dialog.get_name())
        d.key("Escape")
        d.wait_until("the summary to close", lambda: d.dialog() is None, 20)


    # --- a practice game from the new-game dialog, played to its end with hints

    def start_the_dialogs_game(self, deal):
        """In the new-game dialog: the deal's number, hints on, and Start; waits for it to go."""
        d = self.d
        self.tab_to(r"^(Numer rozdania|Deal number)$")
        d.key("a", "ctrl")
        d.type_text(str(deal))
        hints = self.tab_to(r"^(Podpowiedzi|Hints)$")
        if not hints.get_state_set().contains(Atspi.StateType.CHECKED):
            d.key("space")
        self.tab_to(r"^(Zacznij grę|Start the game)$")
        d.key("space")
        d.wait_until("the new-game dialog to close", lambda: d.dialog() is None, 20)

    def start_practice_game(self, deal):
        d = self.d
        d.key("n", "ctrl")
        d.wait_until("the new-game dialog", d.dialog, 20)
        # Seat 2: a medium bot (Human, easy, medium, hard in that order).
        self.tab_to(r"^(Rodzaj gracza|Kind of player) 2$")
        d.key("Down")
        d.key("Down")
        self.start_the_dialogs_game(deal)
        bot = d.wait_until("the bot's panel", lambda: d.find(
            lambda n, s: n.get_role_name() == "frame" and "bot" in n.get_name()), 20)
        log("  seat 2: " + bot.get_name())

    def play_practice_game(self, deal):
        d = self.d
        mark = time.time()
        self.start_practice_game(deal)
        turns = words = 0
        while True:
            def next_thing():
                heard = d.announced_since(mark)
                for text in heard:
                    if re.search(r"(Gra skończona|The game is over)", text):
                        return ("over", text)
                if (dialog := d.dialog()) is not None:
                    return ("dialog", dialog)
                for text in heard:
                    # The turn's news ("Twoja tura, Ala."), not an answer that mentions it.
                    if re.search(r"(Twoja tura|Your turn), [^:.]+\.", text):
                        return ("turn", text)
                return None
            what, detail = d.wait_until("my turn, a question or the game's end", next_thing, 120)
            mark = time.time()
            if what == "over":
                break
            if what == "dialog" and re.search(r"(Koniec gry|End of the game)",
                                              detail.get_name()):
                break  # the summary may show before the news of the end is heard
            if what == "dialog":
                # A bot's help offer: refused with Esc, one step back.
                log("  dialog: " + detail.get_name())
                d.key("Escape")
                d.wait_until("the dialog to close", lambda: d.dialog() is None, 20)
                continue
            turns += 1
            words += self.play_turn_with_hints()
        log(f"practice game: {turns} turns of mine, {words} words")
        dialog = d.wait_until("the end of the game's summary", d.dialog, 30)
        log("  dialog: " + dialog.get_name())
        d.key("Escape")
        d.wait_until("the summary to close", lambda: d.dialog() is None, 20)
        if turns < 3:
            raise Failure(f"the practice game ended after only {turns} turns of mine")
        return words

    def play_turn_with_hints(self):
        """One turn by the hint: Ctrl+H says where to place the card and which word to play;
        the card goes to the named cell, the word is typed. No word: redraw or pass."""
        d = self.d
        for _ in range(5):
            mark = time.time()
            d.key("h", "ctrl")
            hint = d.wait_for_announcement(r"(Podpowiedź|Hint)", mark, 60)
            found = re.search(r"\((?:pole|cell) ([A-Z]+-?\d+)\), (?:potem ułóż|then play) (\w+)\.",
                              hint)
            d.key("1", "ctrl")
            if found:
                d.go_to_cell(found.group(1))
            else:
                d.key("Right")  # the first cell where the card may go
            d.key("Return")
            if found:
                mark = time.time()
                d.key("2", "ctrl")
                d.key("a", "ctrl")
                d.type_text(found.group(2).lower())
                d.key("Return")
                d.wait_for_announcement(r"(układa słowo|plays) " + found.group(2), mark, 30)
                return 1
            mark = time.time()
            d.key("p", "ctrl", "shift")  # no word: redraw (or pass when none is left)
            text = d.wait_for_announcement(
                r"(nie znajduje słowa|finds no word|nie układa słowa|makes no word)", mark, 30)
            if re.search(r"(nie układa słowa|makes no word)", text):
                return 0
        raise Failure("five redraws in one turn")


    def play_lessons_and_the_vote(self):
        """From the welcome page: both lessons to their ends, then the saved game's vote."""
        self.tab_to(("Naucz mnie grać", "Teach me to play"))
        self.d.key("space")
        self.play_lesson("1-first-game.json", lesson_steps("1-first-game.json"))
        # Help → Teach me to play: the next lesson.
        self.choose_from_menu("c", (("Naucz mnie grać…", "Teach me to play…"),))
        self.play_lesson("2-black-cards.json", lesson_steps("2-black-cards.json"))
        self.play_the_vote()

    def check_announcements(self, words):
        """What a screen reader's user heard over the whole run: every kind of news."""
        heard = " | ".join(text for _, text in self.d.announcements)
        expected = {
            "a bot's word": r"Bolek (układa słowo|plays) [A-ZĄĆĘŁŃÓŚŹŻ]+",
            "a capture": r"(zdobywa kartę|captures)",
            "a police tape": r"(taśma policyjna|Police tape)",
            "the player's own turn": r"(Twoja tura|Your turn)",
            "a help offer": r"(proponuje pomoc|offers .* help)",
            "the table's vote": r"(stół głosuje|the table votes)",
            "a black-card action": r"(używa akcji|uses) OPÓR MATERII",
            "the hint": r"(Podpowiedź|Hint): ",
            "the lesson's steps": r"(Zaznaczone|Framed): ",
            "the game's end": r"(Gra skończona|The game is over)",
        }
        missing = [what for what, pattern in expected.items() if not re.search(pattern, heard)]
        if missing:
            raise Failure("never announced: " + ", ".join(missing))
        if words < 3:
            raise Failure(f"only {words} words in the practice game")
        log(f"heard {len(self.d.announcements)} announcements; every kind expected")


def main():
    player = Player()
    player.wait_for_app()
    only = os.environ.get("A11Y_ONLY")  # "vote" or "practice": one part, when working on it
    if only == "vote":
        player.play_the_vote()
        return 0
    if only == "practice":
        player.play_practice_game(int(os.environ.get("A11Y_DEAL", "4242")))
        return 0
    player.play_lessons_and_the_vote()
    words = player.play_practice_game(4242)
    player.check_announcements(words)
    log("a whole game by keyboard: passed")
    return 0


def run(main_function):
    """Runs a player's main: its exit status, or 1 with the reason on the first failure."""
    try:
        sys.exit(main_function())
    except Failure as failure:
        log(f"FAILED: {failure}")
        sys.exit(1)


if __name__ == "__main__":
    run(main)
