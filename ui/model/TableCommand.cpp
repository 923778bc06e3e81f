#include "model/TableCommand.h"

#include <QLocale>
#include <array>

namespace ps::ui {

namespace {

using Kind = TableCommand::Kind;

// Lowercase without diacritics: the command words match however they were typed ("Połóż",
// "poloz"). Ł has no decomposition of its own.
QString folded(const QString& word) {
    QString text = word.toLower().normalized(QString::NormalizationForm_D);
    QString plain;
    plain.reserve(text.size());
    for (const QChar c : text) {
        if (c.category() == QChar::Mark_NonSpacing) {
            continue;
        }
        plain += c == u'ł' ? QChar(u'l') : c;
    }
    return plain;
}

struct Keyword {
    std::array<const char*, 2> words;  // folded; the second empty for a one-word command
    Kind kind;
};

// Longer commands first: "brak słowa" before "słowo" is never a clash, but "cofnij kartę"
// must win over "cofnij".
constexpr std::array kKeywords{
    Keyword{{"ostatni", "ruch"}, Kind::LastMove},
    Keyword{{"last", "move"}, Kind::LastMove},
    Keyword{{"brak", "slowa"}, Kind::NoWord},
    Keyword{{"no", "word"}, Kind::NoWord},
    Keyword{{"cofnij", "karte"}, Kind::TakeBack},
    Keyword{{"take", "back"}, Kind::TakeBack},
    Keyword{{"pomoc", ""}, Kind::Help},
    Keyword{{"help", ""}, Kind::Help},
    Keyword{{"?", ""}, Kind::Help},
    Keyword{{"poloz", ""}, Kind::Place},
    Keyword{{"place", ""}, Kind::Place},
    Keyword{{"put", ""}, Kind::Place},
    Keyword{{"slowo", ""}, Kind::Word},
    Keyword{{"word", ""}, Kind::Word},
    Keyword{{"gdzie", ""}, Kind::Where},
    Keyword{{"where", ""}, Kind::Where},
    Keyword{{"stan", ""}, Kind::State},
    Keyword{{"state", ""}, Kind::State},
    Keyword{{"status", ""}, Kind::State},
    Keyword{{"wyniki", ""}, Kind::Scores},
    Keyword{{"wynik", ""}, Kind::Scores},
    Keyword{{"punkty", ""}, Kind::Scores},
    Keyword{{"scores", ""}, Kind::Scores},
    Keyword{{"score", ""}, Kind::Scores},
    Keyword{{"ostatni", ""}, Kind::LastMove},
    Keyword{{"last", ""}, Kind::LastMove},
    Keyword{{"podpowiedz", ""}, Kind::Hint},
    Keyword{{"hint", ""}, Kind::Hint},
    Keyword{{"pas", ""}, Kind::NoWord},
    Keyword{{"pass", ""}, Kind::NoWord},
    Keyword{{"dobierz", ""}, Kind::NoWord},
    Keyword{{"redraw", ""}, Kind::NoWord},
    Keyword{{"cofnij", ""}, Kind::TakeBack},
    Keyword{{"stol", ""}, Kind::Table},
    Keyword{{"table", ""}, Kind::Table},
};

// Words a person may put between the letter and the cell: "połóż N na D4", "place N on D4".
bool isFiller(const QString& word) {
    static const QStringList fillers{QStringLiteral("na"), QStringLiteral("on"),
                                     QStringLiteral("at"), QStringLiteral("w")};
    return fillers.contains(folded(word));
}

QString upper(const QString& text) {
    return QLocale(QLocale::Polish).toUpper(text);
}

void readPlace(QStringList arguments, TableCommand& command) {
    if (arguments.size() == 3 && isFiller(arguments[1])) {
        arguments.removeAt(1);
    }
    if (arguments.size() == 1) {
        command.cell = upper(arguments[0]);
    } else if (arguments.size() >= 2) {
        command.letter = upper(arguments[0]);
        command.cell = upper(arguments[1]);
        command.extra = arguments.mid(2);
    }
}

}  // namespace

TableCommand parseTableCommand(const QString& line) {
    TableCommand command;
    command.text = line.simplified();
    const QStringList words = command.text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (words.isEmpty()) {
        return command;
    }
    command.kind = Kind::Unknown;
    for (const Keyword& keyword : kKeywords) {
        const bool twoWords = keyword.words[1][0] != '\0';
        const qsizetype length = twoWords ? 2 : 1;
        if (words.size() < length || folded(words[0]) != QLatin1String(keyword.words[0]) ||
            (twoWords && folded(words[1]) != QLatin1String(keyword.words[1]))) {
            continue;
        }
        command.kind = keyword.kind;
        const QStringList arguments = words.mid(length);
        if (keyword.kind == Kind::Place) {
            readPlace(arguments, command);
        } else if (keyword.kind == Kind::Word && !arguments.isEmpty()) {
            command.word = arguments[0];
            command.extra = arguments.mid(1);
        }
        // The other commands take nothing and ignore what follows ("gdzie mogę położyć").
        break;
    }
    return command;
}

}  // namespace ps::ui
