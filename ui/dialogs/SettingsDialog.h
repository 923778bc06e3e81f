#pragma once
// Settings: the UI language, a few comfort options and the dictionary for new games (the
// built-in one or the player's own word list, compiled in the background, and the player's own
// added and removed words over it). The dictionary
// choice takes effect at once, whatever button closes the dialog: it is stored when the list
// has compiled, and a running game keeps its own dictionary.

#include <QDialog>
#include <QStringList>

class QComboBox;
class QFormLayout;
class QSlider;
class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
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
    // Readability (applied on OK): the high-contrast palette and larger text.
    bool highContrast() const;
    bool largeText() const;
    // Seconds a person who says "I'll help" gets on a bot's word step (0: people cannot help
    // bots).
    int helpWindowSeconds() const;
    // The grace before a bot plays on unless someone says "I'll help", in milliseconds.
    int helpGraceMilliseconds() const;
    // The expert bot's thinking time per decision, in seconds.
    int expertSeconds() const;
    // The game analysis's deals per position (Settings::analysisDeals).
    int analysisDeals() const;
    QComboBox* languageBox() const { return language_; }
    // Sound effects (stored on OK): volume 0 to 100, and mute.
    int soundVolume() const;
    bool soundMuted() const;
    QSlider* soundVolumeSlider() const { return soundVolume_; }
    // The table keeper's account (stored on OK: Settings::keeperAddress).
    QString keeperAddress() const;
    QLineEdit* keeperAddressEdit() const { return keeperAddress_; }
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

    // The player's own words over the dictionary, stored at once for new games: `text` added
    // (valid even when the dictionary lacks it) or removed (refused even when it holds it),
    // taken out of the other list; a text that is no word is refused with a message. Forget
    // takes a word out of both lists. What the lists hold now, and the last message.
    void addOwnWord(const QString& text);
    void removeOwnWord(const QString& text);
    void forgetOwnWord(const QString& word);
    QStringList addedWords() const;
    QStringList removedWords() const;
    QString ownWordsMessage() const;

  protected:
    // Enter in the own-word line adds the word instead of closing the dialog.
    bool eventFilter(QObject* watched, QEvent* event) override;

  private:
    void buildDictionarySection(QVBoxLayout* layout);
    void buildOwnWords(QVBoxLayout* column, QWidget* box);
    void changeOwnWord(const QString& text, bool add);
    void showOwnWords();
    void buildSoundRow(QFormLayout* form);
    void chooseWordList();
    void onCompiled();
    void showDictionaryChoice();
    void fitToContents();

    QComboBox* language_;
    QCheckBox* animations_;
    QSpinBox* helpWindow_;
    QDoubleSpinBox* helpGrace_;
    QCheckBox* highContrast_;
    QCheckBox* largeText_;
    QSpinBox* expertSeconds_;
    QSpinBox* analysisDeals_;
    QSlider* soundVolume_ = nullptr;
    QLineEdit* keeperAddress_ = nullptr;
    QCheckBox* soundMuted_ = nullptr;
    QLabel* dictionaryStatus_ = nullptr;
    QLabel* dictionaryMessage_ = nullptr;
    QLabel* compilePhase_ = nullptr;
    QProgressBar* compileProgress_ = nullptr;
    QPushButton* chooseList_ = nullptr;
    QPushButton* useBuiltIn_ = nullptr;
    QPushButton* cancelCompile_ = nullptr;
    QLineEdit* ownWord_ = nullptr;
    QListWidget* addedList_ = nullptr;
    QListWidget* removedList_ = nullptr;
    QCheckBox* botsPlayAdded_ = nullptr;
    QLabel* ownWordsMessage_ = nullptr;
    UserDictionaryCompiler* compiler_ = nullptr;
    QString compilingList_;
};

}  // namespace ps::ui
