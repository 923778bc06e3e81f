#include "widgets/CommandBar.h"

#include <QApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

namespace ps::ui {

CommandBar::CommandBar(QWidget* parent) : QFrame(parent) {
    setObjectName(QStringLiteral("commandBar"));
    setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    auto* row = new QHBoxLayout;
    label_ = new QLabel(this);
    edit_ = new QLineEdit(this);
    edit_->setObjectName(QStringLiteral("commandEdit"));
    label_->setBuddy(edit_);
    row->addWidget(label_);
    row->addWidget(edit_, 1);
    layout->addLayout(row);
    answer_ = new QLabel(this);
    answer_->setObjectName(QStringLiteral("commandAnswer"));
    answer_->setWordWrap(true);
    answer_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(answer_);
    edit_->installEventFilter(this);
    connect(edit_, &QLineEdit::returnPressed, this, [this] {
        const QString text = edit_->text();
        edit_->clear();
        emit commandEntered(text);
    });
    retranslate();
    hide();
}

void CommandBar::open() {
    QWidget* focused = QApplication::focusWidget();
    if (focused != nullptr && !isAncestorOf(focused)) {
        previousFocus_ = focused;
    }
    show();
    edit_->setFocus(Qt::ShortcutFocusReason);
    edit_->selectAll();
}

void CommandBar::close() {
    hide();
    QWidget* previous = previousFocus_.data();
    if (previous != nullptr && previous->isVisible() && previous->isEnabled()) {
        previous->setFocus(Qt::ShortcutFocusReason);
    }
    emit closed();
}

void CommandBar::showAnswer(const QString& text) {
    answer_->setText(text);
}

bool CommandBar::eventFilter(QObject* watched, QEvent* event) {
    if (watched == edit_ && event->type() == QEvent::KeyPress &&
        static_cast<QKeyEvent*>(event)->key() == Qt::Key_Escape) {
        close();
        return true;
    }
    return QFrame::eventFilter(watched, event);
}

void CommandBar::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
    }
    QFrame::changeEvent(event);
}

void CommandBar::retranslate() {
    label_->setText(tr("Command:"));
    edit_->setPlaceholderText(tr("e.g. place N D4, word DYMEK, where, help"));
    edit_->setAccessibleName(tr("Command line"));
    edit_->setAccessibleDescription(
        tr("Type a command and press Enter; \"help\" lists them, Esc closes the line"));
    answer_->setAccessibleName(tr("Answer"));
}

}  // namespace ps::ui
