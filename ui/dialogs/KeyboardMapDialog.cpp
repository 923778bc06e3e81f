#include "dialogs/KeyboardMapDialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QPointer>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ps::ui {

namespace {

QString plainText(QString text) {
    // "&Game" → "Game"; "&&" stays one ampersand.
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    return text;
}

void addMenuRows(const QMenu* menu, const QString& path, QList<QPair<QString, QString>>& rows) {
    for (const QAction* action : menu->actions()) {
        if (action->isSeparator()) {
            continue;
        }
        const QString where = path + QStringLiteral(" → ") + plainText(action->text());
        if (const QMenu* sub = action->menu()) {
            addMenuRows(sub, where, rows);
        } else if (!action->shortcut().isEmpty()) {
            rows.append({action->shortcut().toString(QKeySequence::NativeText), where});
        }
    }
}

}  // namespace

KeyboardMapDialog::KeyboardMapDialog(const QMenuBar* bar, QWidget* parent)
    : QDialog(parent), table_(new QTableWidget(this)) {
    setObjectName(QStringLiteral("keyboardMapDialog"));
    setWindowTitle(tr("Keyboard shortcuts"));
    QList<QPair<QString, QString>> rows = {
        {tr("Arrow keys"), tr("Table: move between the cards and the cells where your card may "
                              "go; each is read out with its name (B4) and what lies there")},
        {tr("Enter or Space"), tr("Table: place your card on the cell, or choose the card a "
                                  "black-card action aims at")},
        {tr("Shift+arrow keys"), tr("Table: move the view without moving the keyboard")},
        {tr("+ / -"), tr("Table: zoom in and out")},
        {tr("Letters, Enter"), tr("Word line: type the word, Enter confirms it")},
        {tr("Enter, Esc"), tr("Command line (Turn → Command line): Enter runs the typed command "
                              "(\"help\" lists them, e.g. \"place N D4\", \"word DYMEK\", "
                              "\"where\"), Esc closes it")},
        {tr("Alt+underlined letter"), tr("The button or field with that letter")},
        {tr("Tab, Shift+Tab"), tr("The next or previous button or field")},
        {tr("Esc"), tr("Back out one step: close the dialog, refuse an offer or a vote, leave "
                       "the word as it is")},
        {tr("Space"), tr("In a question about a deal or a vote: press the focused answer (Enter "
                         "does nothing there, so that no key typed for the word decides it)")},
    };
    for (const QAction* top : bar->actions()) {
        if (const QMenu* menu = top->menu()) {
            addMenuRows(menu, plainText(menu->title()), rows);
        }
    }
    table_->setObjectName(QStringLiteral("keyboardMap"));
    table_->setAccessibleName(tr("Keyboard shortcuts"));
    table_->setColumnCount(2);
    table_->setHorizontalHeaderLabels({tr("Keys"), tr("What they do")});
    table_->setRowCount(int(rows.size()));
    for (int row = 0; row < rows.size(); ++row) {
        table_->setItem(row, 0, new QTableWidgetItem(rows[row].first));
        table_->setItem(row, 1, new QTableWidgetItem(rows[row].second));
    }
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    table_->setWordWrap(true);
    table_->verticalHeader()->hide();
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->resizeColumnToContents(0);
    table_->resizeRowsToContents();
    table_->setCurrentCell(0, 0);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(table_);
    layout->addWidget(buttons);
    resize(760, 560);
}

QList<QPair<QString, QString>> KeyboardMapDialog::rows() const {
    QList<QPair<QString, QString>> rows;
    for (int row = 0; row < table_->rowCount(); ++row) {
        rows.append({table_->item(row, 0)->text(), table_->item(row, 1)->text()});
    }
    return rows;
}

void KeyboardMapDialog::showFor(QWidget* window, const QMenuBar* bar) {
    static QPointer<KeyboardMapDialog> open;
    if (open) {
        open->raise();
        open->activateWindow();
        return;
    }
    auto* dialog = new KeyboardMapDialog(bar, window);
    open = dialog;
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    dialog->table_->setFocus();
}

}  // namespace ps::ui
