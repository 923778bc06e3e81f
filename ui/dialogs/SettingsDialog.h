#pragma once
// Settings: the UI language, a few comfort options and the dictionary for new games (the
// built-in one or the player's own word list, compiled in the background). The dictionary
// choice takes effect at once, whatever button closes the dialog: it is stored when the list
// has compiled, and a running game keeps its own dictionary.

#include <QDialog>

class QComboBox;
class QFormLayout;
class QSlider;
class QCheckBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QVBoxLayout;

namespace ps::ui {

class UserDictionaryCompiler;

class SettingsDialog : public QDialog {
    Q_OBJECT
  public:
    explicit SettingsDialog(QWidget* parent = nullptr);
    ~SettingsDialog() override;
    QString languageCode() const;
    bool animations() const;
    // Seconds people get to offer help on a bot's word step (0: no such pause).
    int helpWindowSeconds() const;
    QComboBox* languageBox() const { return language_; }
    // Sound effects (stored on OK): volume 0 to 100, and mute.
    int soundVolume() const;
    bool soundMuted() const;
    QSlider* soundVolumeSlider() const { return soundVolume_; }
    QCheckBox* soundMuteBox() const { return soundMuted_; }

    // Compiles the word list at `path` in the background ("Choose a word list…" after its
    // file dialog); on success it becomes the dictionary for new games, on a fault the message
    // says why and the previous choice stays.
    void compileWordList(const QString& path);
    UserDictionaryCompiler* compiler() const { return compiler_; }
    // "Use the built-in dictionary".
    void useBuiltInDictionary();
    // What the Dictionary section says now (the choice, or the last fault).
    QString dictionaryStatus() const;
    QString dictionaryMessage() const;

  private:
    void buildDictionarySection(QVBoxLayout* layout);
    void buildSoundRow(QFormLayout* form);
    void chooseWordList();
    void onCompiled();
    void showDictionaryChoice();
    void fitToContents();

    QComboBox* language_;
    QCheckBox* animations_;
    QSpinBox* helpWindow_;
    QSlider* soundVolume_ = nullptr;
    QCheckBox* soundMuted_ = nullptr;
    QLabel* dictionaryStatus_ = nullptr;
    QLabel* dictionaryMessage_ = nullptr;
    QLabel* compilePhase_ = nullptr;
    QProgressBar* compileProgress_ = nullptr;
    QPushButton* chooseList_ = nullptr;
    QPushButton* useBuiltIn_ = nullptr;
    QPushButton* cancelCompile_ = nullptr;
    UserDictionaryCompiler* compiler_ = nullptr;
    QString compilingList_;
};

}  // namespace ps::ui
