#pragma once
// The rules of the game in Polish, inside the app (a Qt resource), non-modal.

#include <QDialog>

namespace ps::ui {

class RulesDialog : public QDialog {
    Q_OBJECT
  public:
    explicit RulesDialog(QWidget* parent = nullptr);
    static QString rulesMarkdown();
};

}  // namespace ps::ui
