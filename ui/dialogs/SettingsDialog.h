#pragma once
// Settings: the UI language and a few comfort options.

#include <QDialog>

class QComboBox;
class QCheckBox;

namespace ps::ui {

class SettingsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit SettingsDialog(QWidget* parent = nullptr);
    QString languageCode() const;
    bool animations() const;
    QComboBox* languageBox() const { return language_; }

  private:
    QComboBox* language_;
    QCheckBox* animations_;
};

}  // namespace ps::ui
