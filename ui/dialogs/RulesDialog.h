#pragma once
// The rules of the game in Polish, inside the app (a Qt resource), non-modal.

#include <QDialog>

namespace ps::ui {

class RulesDialog : public QDialog {
    Q_OBJECT
  public:
    explicit RulesDialog(QWidget* parent = nullptr);
    static QString rulesMarkdown();
    // Help → About: the version, the game in two sentences, the licence.
    static void showAbout(QWidget* parent);
};

}  // namespace ps::ui
