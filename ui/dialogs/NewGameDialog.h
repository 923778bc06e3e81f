#pragma once
// New game: 2–4 seats (name, colour, human or bot) and the table options.

#include <QDialog>

#include "model/GameSetup.h"

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QGridLayout;
class QGroupBox;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ps::ui {

class NewGameDialog : public QDialog {
    Q_OBJECT
  public:
    explicit NewGameDialog(const GameSetup& initial, bool botsAvailable, QWidget* parent = nullptr);
    GameSetup setup() const;

    // For tests and screenshots.
    QLineEdit* nameEdit(int seat) const { return rows_[seat].name; }
    QSpinBox* playerCountBox() const { return playerCount_; }

  private:
    void updateRows();
    void fixColors(int changedSeat);
    struct Row {
        QLabel* label = nullptr;
        QLineEdit* name = nullptr;
        QComboBox* color = nullptr;
        QComboBox* kind = nullptr;
    };
    // The constructor's building steps, in the order the widgets are made (the tab order).
    QGroupBox* buildSeatsBox(const GameSetup& initial, bool botsAvailable);
    Row buildSeatRow(int seat, const GameSetup& initial, bool botsAvailable, QGroupBox* seatsBox,
                     QGridLayout* seatsLayout);
    QGroupBox* buildOptionsBox(const GameSetup& initial);
    QHBoxLayout* buildTimerRow(const GameSetup& initial, QGroupBox* optionsBox);
    QDialogButtonBox* buildButtons();
    QList<Row> rows_;
    QSpinBox* playerCount_;
    QComboBox* startSeat_;
    QCheckBox* blackCards_;
    QCheckBox* hints_;
    QCheckBox* tableOverrules_;
    QCheckBox* timerOn_;
    QSpinBox* timerSeconds_;
    QSpinBox* minLength_;
    QSpinBox* redraws_;
    QLineEdit* seed_;
};

}  // namespace ps::ui
