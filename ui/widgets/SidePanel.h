#pragma once
// The column left of the table: the round track, one panel per seat, and the Word checker and
// Rules buttons (announced by signal).

#include <QList>
#include <QWidget>

#include "model/TableModel.h"

class QPushButton;
class QVBoxLayout;

namespace ps::ui {

class PlayerPanel;
class RoundTrack;

class SidePanel : public QWidget {
    Q_OBJECT
  public:
    explicit SidePanel(QWidget* parent = nullptr);

    void showTable(const TableView& table);
    PlayerPanel* playerPanel(int seat) const;

  signals:
    void checkerClicked();
    void rulesClicked();

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();

    RoundTrack* roundTrack_ = nullptr;
    QVBoxLayout* panelsLayout_ = nullptr;
    QList<PlayerPanel*> panels_;
    QPushButton* checkerButton_ = nullptr;
    QPushButton* rulesButton_ = nullptr;
};

}  // namespace ps::ui
