#pragma once
// Game → My tables → New table…: the terms of a table a keeper is asked to open — its pace
// (live, or by correspondence over hours or days), the time for each decision, 2 to 4 players,
// the accounts invited to the other seats (a seat left empty is open to anyone), whether its
// open seats are announced in the keeper's lobby, the black-card variant — and the person's
// name at it. What it makes is the CreateTable question.

#include <QDialog>
#include <QList>

#include "keeper/keeper_messages.h"

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ps::ui {

class NewTableDialog : public QDialog {
    Q_OBJECT
  public:
    // `ownAccount`: the person's (not to be invited); `name`: their name at the table.
    NewTableDialog(const QString& ownAccount, const QString& name, QWidget* parent = nullptr);

    // The question for the keeper, as the form says now.
    [[nodiscard]] keeper::CreateTable request() const;
    // What is missing or wrong in the form, or nothing.
    [[nodiscard]] QString problem() const;

    // Widgets, for the tests.
    [[nodiscard]] QComboBox* paceBox() const { return pace_; }
    [[nodiscard]] QSpinBox* timeBox() const { return time_; }
    [[nodiscard]] QComboBox* unitBox() const { return unit_; }
    [[nodiscard]] QSpinBox* playersBox() const { return players_; }
    [[nodiscard]] QLineEdit* invitedEdit(int index) const { return invited_.value(index); }
    [[nodiscard]] QCheckBox* listedBox() const { return listed_; }
    [[nodiscard]] QCheckBox* variantBox() const { return variant_; }
    [[nodiscard]] QLineEdit* nameEdit() const { return name_; }

    void accept() override;

  private:
    // The units the pace allows (minutes live; hours or days by correspondence), and its
    // default time (5 minutes; 24 hours).
    void updatePace();
    void updateTimeRange();
    void updateSeats();
    [[nodiscard]] std::int64_t decisionSeconds() const;

    QString ownAccount_;
    QComboBox* pace_;
    QSpinBox* time_;
    QComboBox* unit_;
    QSpinBox* players_;
    QList<QLineEdit*> invited_;
    QList<QLabel*> invitedLabels_;
    QCheckBox* listed_;
    QCheckBox* variant_;
    QLineEdit* name_;
    QLabel* problem_;
};

}  // namespace ps::ui
