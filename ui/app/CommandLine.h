#pragma once
// The command line for a player who does not see the table (lichess's blind mode is the
// model): Turn → Command line (Ctrl+L) opens a line where the turn is played and the table
// questioned by typed commands, "połóż N D4", "słowo DYMEK", "gdzie", "stan", "wyniki",
// "ostatni ruch", "pomoc" (TableCommand reads them). Each command goes the way the turn's
// widgets go (the controller's placeAt, the word line, the word bar's buttons), so the table
// decides as it does for a click; each answer is said on the news line and shown in the bar.

#include <QObject>
#include <QString>

class QAction;

namespace ps::ui {

class CommandBar;
class MainWindow;
struct TableCommand;

class CommandLine : public QObject {
    Q_OBJECT
  public:
    explicit CommandLine(MainWindow* window);

    // Opens the bar with the keyboard in it (on the game's page; otherwise says why not).
    void open();
    // Runs one typed line: its answer is said and shown (and returned, for tests).
    QString run(const QString& line);

  private:
    // What a command answers; `said`: the answer was already on the news line (a refusal the
    // word bar told), so it is only shown.
    struct Answer {
        QString text;
        bool said = false;
    };
    Answer answer(const TableCommand& command);
    Answer place(const TableCommand& command);
    Answer playWord(const TableCommand& command);
    Answer noWord();
    Answer takeBack();
    Answer hint();
    [[nodiscard]] QString help() const;
    [[nodiscard]] QString where() const;
    // The cells where the card may go, by name, row by row ("B2, C2, D3").
    [[nodiscard]] QString legalCellNames() const;
    [[nodiscard]] QString state() const;
    [[nodiscard]] QString scores() const;
    [[nodiscard]] QString briefScores() const;
    [[nodiscard]] QString lastMove() const;
    // The cell of the card the person placed this turn ("D4"), or nothing.
    [[nodiscard]] QString placedCellName() const;
    [[nodiscard]] bool personPlaces() const;

    MainWindow* window_;
    CommandBar* bar_;
    QString lastTold_;  // what the word bar told last (a refused word, the hint's answer)
};

}  // namespace ps::ui
