#pragma once
// The rules of the game inside the app (Qt resources: zasady.md in Polish, rules.md in English),
// in the current language, non-modal; a language switch shows the other text.

#include <QDialog>

class QTextBrowser;

namespace ps::ui {

class RulesDialog : public QDialog {
    Q_OBJECT
  public:
    explicit RulesDialog(QWidget* parent = nullptr);
    // The rules text for a language code ("pl", "en"; anything else gets English).
    static QString rulesMarkdown(const QString& languageCode);
    QTextBrowser* browser() const { return browser_; }
    // Help → About: the version, the game in two sentences, the licence.
    static void showAbout(QWidget* parent);

  protected:
    void changeEvent(QEvent* event) override;

  private:
    void retranslate();
    QTextBrowser* browser_ = nullptr;
};

}  // namespace ps::ui
