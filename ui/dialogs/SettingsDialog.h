#pragma once
// Settings: the UI language and a few comfort options.

#include <QDialog>

class QComboBox;
class QCheckBox;
class QSpinBox;

namespace ps::ui {

class SettingsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit SettingsDialog(QWidget* parent = nullptr);
    QString languageCode() const;
    bool animations() const;
    // Seconds people get to offer help on a bot's word step (0: no such pause).
    int helpWindowSeconds() const;
    QComboBox* languageBox() const { return language_; }

  private:
    QComboBox* language_;
    QCheckBox* animations_;
    QSpinBox* helpWindow_;
};

}  // namespace ps::ui
