#!/usr/bin/python3
"""Plays a practice game by keys with the real screen reader running (tests/a11y/run.sh with
A11Y_ORCA=1), then checks what Orca spoke, from its debug log's "SPEECH OUTPUT" lines:

  - every line of news the app put on its news line (heard by news_listener.py) is spoken by
    Orca unprompted (at least 95 % of them; a line counts as spoken when Orca said its text);
  - each word the person plays, each bot move and the game's end among them.

Exits non-zero with the reason (and the lines not spoken) on failure.
"""

import os
import re
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from atspi_driver import Failure  # noqa: E402
from keyboard_game import Player, log  # noqa: E402

SPOKEN = re.compile(r"SPEECH OUTPUT: '(.*)'")
DEAL = int(os.environ.get("A11Y_DEAL", "5151"))
REQUIRED_SHARE = 0.95


def spoken_lines():
    with open(os.environ["A11Y_ORCA_LOG"], encoding="utf-8", errors="replace") as f:
        return [m.group(1) for line in f if (m := SPOKEN.search(line))]


def normalise(text):
    return re.sub(r"\s+", " ", text).strip()


def main():
    player = Player()
    player.wait_for_app()
    start = time.time()
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
                          "the game's end": r"(Gra skończona|The game is over)"}.items():
        if not re.search(pattern, speech):
            raise Failure(f"Orca never spoke {what}")
    log("Orca spoke the game: passed")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except Failure as failure:
        log(f"FAILED: {failure}")
        sys.exit(1)
