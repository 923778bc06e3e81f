#pragma once
// Choosing the target of a black-card action: the player clicks the action, the picker outlines
// the cards it may hit (and, for Cień Zagłady, then the cells the tape may move to), and the
// chosen action is announced by signal. The engine's legal actions decide every target; the
// picker only remembers which action is being aimed. A choice made in a dialog is announced only
// while the table is still at the stage the dialog opened at.

#include <QDialog>
#include <QObject>
#include <QPoint>
#include <QPointer>
#include <optional>

#include "engine/game.h"

class QWidget;

namespace ps::ui {

class BoardScene;
class GameController;

class BlackActionPicker : public QObject {
    Q_OBJECT
  public:
    // `scene`: where targets are outlined; `dialogParent`: the parent of its questions.
    BlackActionPicker(BoardScene* scene, QWidget* dialogParent);

    void setController(GameController* controller) { controller_ = controller; }
    // Begins aiming `action`; actions without a target on the table (Zeppelin, Jądro Mocy)
    // are chosen at once (Jądro after asking who gets the card).
    void start(engine::BlackAction action);
    [[nodiscard]] bool isPicking() const { return aimed_ != engine::BlackAction::None; }
    // Drops the aim (a new turn, the actions finished).
    void cancel();
    // Clicks on the table while aiming; true when the click was the picker's.
    bool cardClicked(QPoint cell);
    bool cellClicked(QPoint cell);
    // After Ćwiczebny Zeppelin: which of the drawn cards the current player keeps (a question
    // in a box parented to `parent`; `open` points at it while shown). Nothing when no choice
    // is due; the first card when the box was closed without one.
    static std::optional<engine::CardId> askZeppelinCard(QWidget* parent,
                                                         const GameController& controller,
                                                         QPointer<QDialog>* open);

  signals:
    void actionChosen(const engine::Action& action);
    void statusChanged(const QString& text, bool problem);

  private:
    void choose(const engine::Action& action);
    // A choice made in a dialog after the table moved on is dropped with this calm line.
    static QString tooLate();

    BoardScene* scene_;
    QWidget* dialogParent_;
    GameController* controller_ = nullptr;
    engine::BlackAction aimed_ = engine::BlackAction::None;
    std::optional<engine::CardId> shadowTape_;  // Cień Zagłady: the tape card picked first
};

}  // namespace ps::ui
