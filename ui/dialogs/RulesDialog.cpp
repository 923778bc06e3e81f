#include "dialogs/RulesDialog.h"

#include <QDialogButtonBox>
#include <QFile>
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

}  // namespace ps::ui
