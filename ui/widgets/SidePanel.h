#pragma once
// The column left of the table: the round track, one panel per seat (scrolling when they do not
// all fit), and the Word checker and Rules buttons (announced by signal).

#include <QList>
#include <QWidget>

#include "model/GameSetup.h"
#include "model/TableModel.h"

class QPushButton;
class QScrollArea;
class QVBoxLayout;

namespace ps::ui {

class PlayerPanel;
class RoundTrack;

class SidePanel : public QWidget {
    Q_OBJECT
  public:
    explicit SidePanel(QWidget* parent = nullptr);

    void showTable(const TableView& table);
    // How each seat plays (the panels show a bot's level).
    void setSeatKinds(const QList<SeatKind>& kinds);
    PlayerPanel* playerPanel(int seat) const;

  signals:
    void checkerClicked();
    void rulesClicked();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();

    RoundTrack* roundTrack_ = nullptr;
    QScrollArea* panelsArea_ = nullptr;
    QList<SeatKind> kinds_;
    QVBoxLayout* panelsLayout_ = nullptr;
    QList<PlayerPanel*> panels_;
    QPushButton* checkerButton_ = nullptr;
    QPushButton* rulesButton_ = nullptr;
};

}  // namespace ps::ui
