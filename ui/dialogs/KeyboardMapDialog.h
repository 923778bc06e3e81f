#pragma once
// Help → Keyboard shortcuts: every key of the game in one table a screen reader reads row by
// row. The keys of the table, the word line and the dialogs are listed here; every menu entry
// with a shortcut is read from the menu bar itself, so the map never disagrees with the menus.

#include <QDialog>

class QMenuBar;
class QTableWidget;

namespace ps::ui {

class KeyboardMapDialog : public QDialog {
    Q_OBJECT
  public:
    KeyboardMapDialog(const QMenuBar* bar, QWidget* parent = nullptr);

    // Opens the map (non-modal, one at a time) for the window's menu bar.
    static void showFor(QWidget* window, const QMenuBar* bar);

    // The rows shown: the key(s), then what they do.
    [[nodiscard]] QList<QPair<QString, QString>> rows() const;
    QTableWidget* table() const { return table_; }

  private:
    QTableWidget* table_;
};

}  // namespace ps::ui
