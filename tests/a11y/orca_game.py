#!/usr/bin/python3
"""Plays by keys with the real screen reader running (tests/a11y/run.sh with A11Y_ORCA=1) —
the keyboard game's two lessons and its vote, then a practice game — and checks what Orca
spoke, from its debug log's "SPEECH OUTPUT" lines:

  - every line of news the app put on its news line (heard by news_listener.py) is spoken by
    Orca unprompted (at least 95 % of them; a line counts as spoken when Orca said its text);
  - a word of the person's, a bot's move and the game's end among them;
  - the help offer's dialog naming the card the word is for, a card of the price ticked, the
    table's vote;
  - no control that gets the keyboard is a disabled one;
  - a combo box's value as Down changes it (the new-game dialog's kind of player);
  - the command line's answer to "stan" (Ctrl+L) on the second turn;
  - a walk over the table with the arrow keys on the person's first turn: every cell the
    cursor visits is spoken with what lies on it (the table's description of that cell).

Exits non-zero with the reason (and the lines not spoken) on failure.
"""

import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_driver import Failure  # noqa: E402
from keyboard_game import Player, log, run  # noqa: E402

# An utterance may span lines (a dialog's text); it ends at the quote before its voice settings.
SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*?)'\s?[\[{]", re.S)
DEAL = int(os.environ.get("A11Y_DEAL", "5151"))
REQUIRED_SHARE = 0.95


def spoken_lines():
    with open(os.environ["A11Y_ORCA_LOG"], encoding="utf-8", errors="replace") as f:
        return [normalise(m.group(1)) for m in SPOKEN.finditer(f.read())]


def normalise(text):
    return re.sub(r"\s+", " ", text).strip()


WALK = ["Right", "Right", "Down", "Down", "Left", "Left", "Up", "Right", "Down", "Left"]


class WalkingPlayer(Player):
    """Walks the table once, on the first turn, before playing it by the hint."""

    def __init__(self):
        super().__init__()
        self.visited = []
        self.command_answer = None

    def ask_the_command_line(self):
        """Ruch → Wiersz poleceń (Ctrl+L): "stan", Enter, then Esc; the answer is news."""
        d = self.d
        mark = time.time()
        d.key("l", "ctrl")
        d.type_text("stan")
        d.key("Return")
        self.command_answer = d.wait_for_announcement(
            r"(Runda|Round) \d+ (z|of) \d+, (kart w stosie|cards in the stack)", mark, 20)
        d.key("Escape")

    def play_turn_with_hints(self):
        if self.visited and self.command_answer is None:
            self.ask_the_command_line()
        if not self.visited:
            d = self.d
            d.key("1", "ctrl")  # Turn → Go to the table
            for key in WALK:
                d.key(key)
                d.pump(0.4)
                described = d.table_focus_description()
                if described and (not self.visited or self.visited[-1] != described):
                    self.visited.append(described)
        return super().play_turn_with_hints()


def main():
    player = WalkingPlayer()
    player.wait_for_app()
    start = time.time()
    # The keyboard game's lessons (a help offer answered with a counter-offer, a black-card
    # action) and its vote, then a practice game with a walk over the table.
    player.play_lessons_and_the_vote()
    words = player.play_practice_game(DEAL)
    player.d.pump(3)  # the last news has time to be spoken
    news = [normalise(text) for stamp, text in player.d.announcements if stamp >= start]
    # The save state's line ("Zapisano 12:03") sits in the status bar too; it is not news.
    news = [text for text in news if not re.match(r"^(Zapisano|Saved) \d", text)]
    speech = normalise(" ".join(spoken_lines()))
    missing = [text for text in news if text not in speech]
    share = 1 - len(missing) / max(1, len(news))
    log(f"news lines: {len(news)}, spoken by Orca: {len(news) - len(missing)} ({share:.0%}); "
        f"words played: {words}")
    for text in missing:
        log(f"  not spoken: {text}")
    if not news:
        raise Failure("no news at all")
    if share < REQUIRED_SHARE:
        raise Failure(f"Orca spoke {share:.0%} of the news lines, fewer than "
                      f"{REQUIRED_SHARE:.0%}")
    for what, pattern in {"a word of the person's": r"(układa słowo|plays) [A-ZĄĆĘŁŃÓŚŹŻ]+",
                          "a bot's move": r"Gracz 2 (kładzie kartę|places)",
                          "the game's end": r"(Gra skończona|The game is over)",
                          "the help offer with the card it is for":
                              r"(proponuje ci słowo|offers you a word).{0,80}"
                              r"(zawiera twoją kartę|uses your card) A \(Akropol\)",
                          "a card of the price ticked": r"· [A-Z]+\d+ checked",
                          "the table's vote on its word":
                              r"(stół głosuje nad słowem|the table votes on \w+'s word) DOMEK"
                          }.items():
        if not re.search(pattern, speech):
            raise Failure(f"Orca never spoke {what}")
    # The new-game dialog's kind of player is chosen with Down, Down: the value passed on the
    # way ("Bot — łatwy") is spoken as the arrow reaches it, not only when the box is focused.
    if not any(re.fullmatch(r"(notification |powiadomienie )?Bot — (łatwy|easy)\.?", line)
               for line in spoken_lines()):
        raise Failure("Orca did not speak a combo box's value as the arrows changed it")
    # The keyboard never lands on a disabled control (Orca says "grayed"): after a word it
    # goes where the next action is.
    grayed = [line for line in spoken_lines() if "grayed" in line]
    for line in grayed:
        log(f"  focus on a disabled control: {line}")
    if grayed:
        raise Failure(f"Orca spoke {len(grayed)} disabled controls as they got the keyboard")
    if player.command_answer is None:
        raise Failure("the command line was never asked")
    if normalise(player.command_answer) not in speech:
        raise Failure(f"Orca did not speak the command line's answer: {player.command_answer}")
    log(f"the command line's answer, spoken: {player.command_answer}")
    walked = [normalise(text) for text in player.visited]
    unspoken = [text for text in walked if text not in speech]
    log(f"table walk: {len(walked)} cells, spoken by Orca: {len(walked) - len(unspoken)}")
    for text in unspoken:
        log(f"  cell not spoken: {text}")
    for text in walked[:3]:
        log("  Orca said: " + next((line for line in spoken_lines() if text in line), "-"))
    if len(walked) < 4:
        raise Failure(f"the walk visited only {len(walked)} cells")
    if unspoken:
        raise Failure(f"Orca did not speak {len(unspoken)} of {len(walked)} cells walked")
    log("Orca spoke the game: passed")
    return 0


if __name__ == "__main__":
    run(main)
