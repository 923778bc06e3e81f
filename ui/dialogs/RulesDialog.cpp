#include "dialogs/RulesDialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QMessageBox>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "services/Language.h"

namespace ps::ui {

QString RulesDialog::rulesMarkdown(const QString& languageCode) {
    QFile file(languageCode == QLatin1String("pl") ? QStringLiteral(":/rules/zasady.md")
                                                   : QStringLiteral(":/rules/rules.md"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

RulesDialog::RulesDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("rulesDialog"));
    resize(640, 680);
    auto* layout = new QVBoxLayout(this);
    browser_ = new QTextBrowser(this);
    browser_->setObjectName(QStringLiteral("rulesText"));
    browser_->setOpenExternalLinks(true);
    browser_->document()->setDefaultStyleSheet(QStringLiteral("h1,h2{color:#1e4d45}"));
    layout->addWidget(browser_);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    retranslate();
}

void RulesDialog::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QDialog::changeEvent(event);
}

void RulesDialog::retranslate() {
    setWindowTitle(tr("Rules of Potęga Słowa"));
    browser_->setAccessibleName(tr("Rules text"));
    browser_->setMarkdown(rulesMarkdown(language::current()));
}

void RulesDialog::showAbout(QWidget* parent) {
    QMessageBox::about(
        parent, tr("About Potęga Słowa"),
        tr("<h3>Potęga Słowa %1</h3>"
           "<p>The Polish word card game for 2–4 players on one screen.</p>"
           "<p>Place a card, make a word from the letters on the table, put your markers on "
           "its cards: two of your markers capture a card.</p>"
           "<p>Licence: GPL-3.0-or-later. Dictionary data: SJP.pl.</p>")
            .arg(QCoreApplication::applicationVersion()));
}

}  // namespace ps::ui
