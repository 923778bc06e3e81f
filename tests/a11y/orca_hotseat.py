#!/usr/bin/python3
"""A hot-seat game of two people played by keys with the real screen reader running
(tests/a11y/run.sh with A11Y_ORCA=1), checking from Orca's debug log ("SPEECH OUTPUT" lines)
that no secret is spoken to the wrong seat:

  1. Ctrl+N, the new-game dialog: two people (Ala and Olek), a fixed deal, hints on.
  2. The first person's turn: the hint names the cell and a word; the card goes there and the
     word is typed into the word line (not played). Then Ruch → Zaproponuj pomoc…
     (Ctrl+Shift+H): the privacy screen hands the screen to the other person ("Jestem Olek —
     pokaż"), who types the same word as the help offer's secret word and offers it; a privacy
     screen hands the screen back, the first person accepts, and the deal plays the word.
  3. The second person's turn by the hint; then the first person's next turn is announced.

What Orca must say and not say:

  (a) each privacy screen's title and its button are spoken; while it is up (from its title
      to the next dialog's first words) neither the word the first person had typed nor the
      helper's secret word is spoken;
  (b) the secret word is never spoken from the moment the screen leaves the first person
      until the deal reveals it, and none of its letters is echoed as a key typed;
  (c) after each "show me" the dialog behind it is spoken (the helper's offer dialog, the
      answer dialog naming the offer), and every turn's news ("Twoja tura, Olek: połóż …")
      is spoken.

A privacy screen that comes up between turns (the app shows none there: sheet cards lie face
up) is handled and checked the same way: the hidden person's card must not be spoken while it
is up.

Exits non-zero with the reason on failure; 0 when everything above holds.
"""

import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_driver import Failure  # noqa: E402
from keyboard_game import Player, log, run  # noqa: E402
from orca_game import normalise, spoken_lines  # noqa: E402

DEAL = int(os.environ.get("A11Y_DEAL", "5151"))
NAMES = ("Ala", "Olek")
# The turn's news with the status line's prompt: "Twoja tura, Ala. Ala: połóż kartę W (Wieża
# Eiffla) — kliknij …" (the card: when there is one to place).
TURN_NEWS = re.compile(r"(?:Twoja tura|Your turn), (\w+)\.(?: \1: "
                       r"(?:połóż kartę|place your card) ([^()—]*\([^)]*\)))?")
HINT = re.compile(r"\((?:pole|cell) ([A-Z]+-?\d+)\), (?:potem ułóż|then play) (\w+)\.")
WAIT = 60  # seconds: the machine may be slow, never asserted on


def screen_title(name):
    return rf"(Przekaż ekran graczowi: {name}|Hand the screen to {name})"


def screen_button(name):
    return rf"(Jestem {name} — pokaż|I am {name} — show me)"


class HotSeatPlayer(Player):
    def __init__(self):
        super().__init__()
        self.turns = []  # (person, card, the turn's news)
        self.screens = []  # (whose screen, utterance index of its title, index where it ended)
        self.help = None  # what the help offer's check needs
        self.screens_between_turns = 0

    # --- Orca's speech

    def speech(self):
        return spoken_lines()

    def wait_spoken(self, pattern, since, what, timeout=WAIT):
        """The index of the first utterance from `since` on that matches `pattern`."""
        regex = re.compile(pattern, re.I)

        def found():
            for index, line in enumerate(self.speech()[since:], start=since):
                if regex.search(line):
                    return index + 1  # a true value also for the utterance number 0
            return None
        try:
            return self.d.wait_until(f"Orca to speak {what}", found, timeout) - 1
        except Failure:
            for line in self.speech()[since:][-15:]:
                log(f"  Orca said: {line}")
            raise

    def settle(self, quiet=2.0, timeout=30):
        """Waits until Orca has said nothing new for `quiet` seconds (the keys' echo done)."""
        end = time.time() + timeout
        count, since = len(self.speech()), time.time()
        while time.time() < end:
            self.d.pump(0.2)
            now = len(self.speech())
            if now != count:
                count, since = now, time.time()
            elif time.time() - since >= quiet:
                break
        return count

    # --- the game

    def start_hot_seat_game(self, deal):
        d = self.d
        d.key("n", "ctrl")
        d.wait_until("the new-game dialog", d.dialog, 20)
        for seat, name in enumerate(NAMES, start=1):
            self.tab_to(rf"^(Imię gracza|Name of player) {seat}$")
            d.key("a", "ctrl")
            d.type_text(name)
            # A person: the first entry of the kinds (Human, then the bots).
            self.tab_to(rf"^(Rodzaj gracza|Kind of player) {seat}$")
            for _ in range(5):
                d.key("Up")
        self.start_the_dialogs_game(deal)
        for name in NAMES:
            panel = d.find(lambda n, s: n.get_role_name() == "frame" and name in n.get_name()
                           and "bot" not in n.get_name())
            if panel is None:
                raise Failure(f"no person's panel for {name}")

    def next_turn(self, mark):
        """Waits for the next person's turn news (another person's than the last turn's),
        answering a privacy screen before it if one comes; returns (person, card)."""
        d = self.d
        before = len(self.speech())
        last = self.turns[-1][0] if self.turns else None

        def turn_news():
            for text in d.announced_since(mark):
                for found in TURN_NEWS.finditer(text):
                    if found.group(1) != last:
                        return found
            return None

        def next_thing():
            dialog = d.dialog()
            if dialog is not None:
                return ("dialog", dialog)
            found = turn_news()
            return ("turn", found) if found else None
        what, found = d.wait_until("the next turn or a privacy screen", next_thing, 120)
        if what == "dialog":
            name = found.get_name()
            title = re.search(screen_title(r"(\w+)"), name)
            if not title:
                raise Failure(f"a dialog between turns: {name}")
            person = title.group(2) or title.group(3)
            log(f"  privacy screen between turns: {name}")
            self.screens_between_turns += 1
            opened = self.wait_spoken(screen_title(person), before, f"{person}'s privacy screen")
            self.show_me(person, opened)
            found = d.wait_until("the turn's news", turn_news, WAIT)
            self.close_screen_at(self.wait_spoken(re.escape(normalise(found.group(0))), opened,
                                                  "the turn's news after 'show me'"))
            # The hidden person's card is not spoken while the screen was up.
            _, opened, closed = self.screens[-1]
            if found.group(2):
                leaked = [line for line in self.speech()[opened:closed] if found.group(2) in line]
                if leaked:
                    raise Failure(f"Orca spoke {person}'s card behind the privacy screen: "
                                  f"{leaked}")
        person, card = found.group(1), found.group(2)
        news = normalise(found.group(0))
        self.turns.append((person, card, news))
        log(f"  turn: {news}")
        return person, card

    def show_me(self, person, title_index):
        """The privacy screen for `person` is up (its title spoken at `title_index`): its
        button is spoken, then pressed."""
        d = self.d
        self.wait_spoken(screen_button(person), title_index, f"the button of {person}'s screen")
        d.wait_until(f"the button '{person} — show me' to have the keyboard", lambda: re.search(
            screen_button(person), d.focused_name() or ""), 20)
        d.key("space")
        d.wait_until("the privacy screen to go", lambda: not re.search(
            screen_title(person), (d.dialog().get_name() if d.dialog() else "")), 20)
        # Until the next dialog or news is spoken, the screen counts as up.
        self.screens.append([person, title_index, None])

    def close_screen_at(self, index):
        self.screens[-1][2] = index

    def play_helped_turn(self, person, helper):
        """The person's turn with the helper's offer; False when the hint finds no word (the
        turn is then played without help: a redraw or a pass)."""
        d = self.d
        for _ in range(5):
            mark = time.time()
            d.key("h", "ctrl")
            hint = d.wait_for_announcement(r"(Podpowiedź|Hint)", mark, WAIT)
            found = HINT.search(hint)
            if found:
                break
            # No word for this card: the first free cell, then a redraw (or a pass).
            d.key("1", "ctrl")
            d.key("Right")
            d.key("Return")
            d.key("p", "ctrl", "shift")
            text = d.wait_for_announcement(r"(nie znajduje słowa|finds no word|nie układa słowa|"
                                           r"makes no word)", mark, 30)
            if re.search(r"(nie układa słowa|makes no word)", text):
                return False
        else:
            return False
        d.key("1", "ctrl")
        cell, word = found.group(1), found.group(2)
        mark = time.time()
        d.go_to_cell(cell)
        d.key("Return")
        d.wait_for_announcement(r"(kładzie kartę|places)", mark, WAIT)
        # The person's own word, typed but not played: the helper must not hear it.
        d.key("2", "ctrl")
        d.key("a", "ctrl")
        d.type_text(word.lower())
        start = self.settle()
        log(f"  {person} types {word}; the screen goes to {helper} (Orca utterance {start})")
        d.key("h", "ctrl", "shift")  # Ruch → Zaproponuj pomoc…
        # The helper's screen, then the offer dialog.
        d.wait_until(f"{helper}'s privacy screen", lambda: d.dialog() is not None and re.search(
            screen_title(helper), d.dialog().get_name()), 30)
        opened = self.wait_spoken(screen_title(helper), start, f"{helper}'s privacy screen")
        self.show_me(helper, opened)
        d.wait_until("the offer dialog", lambda: d.dialog() is not None and re.search(
            rf"(Oferta pomocy: {helper}|Help offer by {helper})", d.dialog().get_name()), 30)
        log("  dialog: " + d.dialog().get_name())
        offer_spoken = self.wait_spoken(r"(wymyśl słowo|think of a word)", opened,
                                        "the offer dialog after 'show me'")
        self.close_screen_at(offer_spoken)
        self.tab_to(("Tajne słowo", "Secret word"))
        typing = len(self.speech())
        d.type_text(word.lower())
        d.pump(1)
        self.tab_to(("Zaproponuj", "Offer"))
        d.key("space")
        # The person's screen again, then the answer dialog with the offer's public summary.
        d.wait_until(f"{person}'s privacy screen", lambda: d.dialog() is not None and re.search(
            screen_title(person), d.dialog().get_name()), 30)
        back = self.wait_spoken(screen_title(person), offer_spoken, f"{person}'s privacy screen")
        self.show_me(person, back)
        d.wait_until("the answer dialog", lambda: d.dialog() is not None and re.search(
            r"(Negocjacje pomocy|Help negotiation)", d.dialog().get_name()), 30)
        answer_spoken = self.wait_spoken(
            rf"{person}, {helper} (proponuje ci słowo|offers you a word)", back,
            "the answer dialog after 'show me'")
        self.close_screen_at(answer_spoken)
        mark = time.time()
        self.tab_to(("Przyjmij", "Accept"))
        # Accepting reveals the word: what Orca says from here on may name it.
        revealed = len(self.speech())
        d.key("space")
        news = d.wait_for_announcement(rf"{person} (układa słowo|plays) {word}", mark, WAIT)
        deal = self.wait_spoken(re.escape(normalise(news)), answer_spoken, "the deal's word")
        self.help = {"word": word, "start": start, "typing": typing, "revealed": revealed}
        log(f"  the deal, spoken: {self.speech()[deal]}")
        return True


def letter_echo(line, word):
    """Whether `line` is a key's echo of one of the word's letters ("k", "capital K")."""
    bare = re.sub(r"^(capital|duże|wielka)\s+", "", line.strip().rstrip(".").lower())
    return len(bare) == 1 and bare in word.lower()


def main():
    player = HotSeatPlayer()
    player.wait_for_app()
    d = player.d
    begun = time.time()
    mark = time.time()
    player.start_hot_seat_game(DEAL)
    log(f"hot-seat game of {NAMES[0]} and {NAMES[1]}, deal {DEAL}")
    first, _ = player.next_turn(mark)
    other = NAMES[1] if first == NAMES[0] else NAMES[0]
    helped = False
    while len(player.turns) < 6:
        person = player.turns[-1][0]
        mark = time.time()
        if not helped and person == first:
            helped = player.play_helped_turn(first, other)
        else:
            player.play_turn_with_hints()
        player.next_turn(mark)
        done = {person for person, _, _ in player.turns[:-1]}
        if helped and done >= set(NAMES):
            break
    d.pump(2)
    speech = spoken_lines()
    joined = " ".join(speech)
    log(f"Orca spoke {len(speech)} utterances in {time.time() - begun:.0f} s; "
        f"{len(player.turns)} turns, privacy screens between turns: "
        f"{player.screens_between_turns}, in the help offer: "
        f"{len(player.screens) - player.screens_between_turns}")
    if not helped:
        raise Failure("the hint never found a word for a help offer")
    # (c) every turn's news spoken.
    for person, card, news in player.turns:
        if not card:
            raise Failure(f"{person}'s turn news does not name the card to place: {news}")
        if news not in joined:
            raise Failure(f"Orca did not speak {person}'s turn: {news}")
        log(f"  spoken: {news}")
    # (a) the privacy screens: title and button spoken; nothing hidden spoken while up.
    word = player.help["word"]
    secret = re.compile(rf"(?<!\w){re.escape(word)}(?!\w)", re.I)
    for person, opened, closed in player.screens:
        if closed is None:
            raise Failure(f"{person}'s privacy screen: what came after it was never spoken")
        up = speech[opened:closed]
        log(f"  {person}'s privacy screen: {len(up)} utterances: " + " | ".join(up))
        if not any(re.search(screen_button(person), line) for line in up):
            raise Failure(f"Orca did not speak the button of {person}'s privacy screen")
        leaked = [line for line in up if secret.search(line)]
        if leaked:
            raise Failure(f"Orca spoke the hidden word {word} behind {person}'s privacy screen: "
                          f"{leaked}")
    # (b) the secret word: never spoken, nor its letters echoed, until the deal reveals it.
    hidden = speech[player.help["start"]:player.help["revealed"]]
    leaked = [line for line in hidden if secret.search(line)]
    echoed = [line for line in speech[player.help["typing"]:player.help["revealed"]]
              if letter_echo(line, word)]
    stars = sum(1 for line in hidden
                if re.fullmatch(r"(\*|star|gwiazdka)\.?", line.strip(), re.I))
    log(f"  from the screen's going to the deal: {len(hidden)} utterances, the word {word} "
        f"in {len(leaked)}, its letters echoed {len(echoed)} times, \"*\" {stars} times")
    if leaked:
        raise Failure(f"Orca spoke the secret word {word} before the deal: {leaked}")
    if echoed:
        raise Failure(f"Orca echoed letters of the secret word {word}: {echoed}")
    log("Orca in hot-seat keeps the secrets: passed")
    return 0


if __name__ == "__main__":
    run(main)
