#include "dialogs/RulesDialog.h"

#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QMessageBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace ps::ui {

QString RulesDialog::rulesMarkdown() {
    QFile file(QStringLiteral(":/rules/zasady.md"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

RulesDialog::RulesDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("rulesDialog"));
    setWindowTitle(tr("Rules of Potęga Słowa"));
    resize(640, 680);
    auto* layout = new QVBoxLayout(this);
    auto* browser = new QTextBrowser(this);
    browser->setAccessibleName(tr("Rules text"));
    browser->setOpenExternalLinks(true);
    browser->document()->setDefaultStyleSheet(QStringLiteral("h1,h2{color:#1e4d45}"));
    browser->setMarkdown(rulesMarkdown());
    layout->addWidget(browser);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
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
