#include "widgets/SaveStateLabel.h"

#include <QMessageBox>

namespace ps::ui {

SaveStateLabel::SaveStateLabel(QWidget* parent) : QLabel(parent) {
    setObjectName(QStringLiteral("saveState"));
    setTextFormat(Qt::RichText);
    setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    setContentsMargins(6, 0, 6, 0);
    hide();
    connect(this, &QLabel::linkActivated, this, [this] { showDetail(); });
}

void SaveStateLabel::setState(const QString& text, const QString& detail, bool problem) {
    detail_ = detail;
    problem_ = problem;
    if (text.isEmpty()) {
        hide();
        return;
    }
    // White on dark red: 7.3:1, readable in every theme; the normal state takes the bar's ink.
    setStyleSheet(problem ? QStringLiteral("QLabel#saveState { background: #a4161a; color: white; "
                                           "font-weight: bold; border-radius: 3px; }")
                          : QString());
    // A rich text link takes its colour from its own style, not from the label's sheet.
    setText(problem ? QStringLiteral("%1 — <a href=\"detail\" style=\"color: white;\">%2</a>")
                          .arg(text.toHtmlEscaped(), tr("what to do").toHtmlEscaped())
                    : text.toHtmlEscaped());
    setToolTip(detail);
    setAccessibleName(text);
    setAccessibleDescription(detail);
    show();
}

void SaveStateLabel::showDetail() {
    auto* box = new QMessageBox(QMessageBox::Warning, tr("The game is not being saved"), detail_,
                                QMessageBox::Ok, window());
    box->setObjectName(QStringLiteral("saveStateDetail"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

}  // namespace ps::ui
