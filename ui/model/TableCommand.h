#pragma once
// A line typed in the command line (for a player who does not see the table) as a command:
// "połóż N D4" / "place N D4", "słowo DYMEK" / "word DYMEK", "gdzie" / "where", "stan" /
// "state"… Both languages are understood whatever the window's language, in any case and
// with or without Polish diacritics ("poloz", "slowo"). It only reads the words: whether the
// cell exists or the word may be played is for the table to say.

#include <QString>
#include <QStringList>

namespace ps::ui {

struct TableCommand {
    enum class Kind {
        Empty,     // nothing typed
        Unknown,   // not a command
        Help,      // pomoc / help
        Place,     // połóż [letter] cell / place [letter] cell
        Word,      // słowo WORD / word WORD
        Where,     // gdzie (mogę położyć) / where
        State,     // stan / state
        Scores,    // wyniki / scores
        LastMove,  // ostatni ruch / last move
        Hint,      // podpowiedź / hint
        NoWord,    // brak słowa / no word (redraw or pass)
        TakeBack,  // cofnij kartę / take back
        Table,     // stół / table (read the table row by row)
    };
    Kind kind = Kind::Empty;
    QString letter;  // Place: the card's letter as typed, uppercase; empty when not said
    QString cell;    // Place: the cell's name as typed, uppercase ("D4"); empty when not said
    QString word;    // Word: the word as typed; empty when not said
    // Place and Word: what followed that the command does not take ("połóż N D4 E5").
    QStringList extra;
    QString text;  // the whole line, its spaces simplified
};

[[nodiscard]] TableCommand parseTableCommand(const QString& line);

}  // namespace ps::ui
