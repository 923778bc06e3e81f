#include "tables/MyTablesWindow.h"

#include <QAction>
#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "tables/KeeperRows.h"
#include "widgets/Announcer.h"

namespace ps::ui {

using keeper::TableSummary;

namespace {

constexpr int kRefreshMilliseconds = 30000;
constexpr int kOpenColumns = 4;

QTreeWidget* makeList(QWidget* parent, const QString& name, int columns) {
    auto* list = new QTreeWidget(parent);
    list->setObjectName(name);
    list->setColumnCount(columns);
    list->setRootIsDecorated(false);
    list->setUniformRowHeights(true);
    list->setAllColumnsShowFocus(true);
    list->setSelectionMode(QAbstractItemView::SingleSelection);
    list->setSelectionBehavior(QAbstractItemView::SelectRows);
    list->header()->setStretchLastSection(true);
    return list;
}

QLabel* makeEmptyLabel(QWidget* parent, const QString& name) {
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignCenter);
    label->setFocusPolicy(Qt::TabFocus);  // read by the keyboard where the list would be
    return label;
}

// The table of the list's current row, by the id the row keeps.
const TableSummary* tableOf(const QTreeWidget* list, const std::vector<TableSummary>& tables) {
    const QTreeWidgetItem* item = list->currentItem();
    if (item == nullptr) {
        return nullptr;
    }
    const std::string id = item->data(0, Qt::UserRole).toString().toStdString();
    for (const TableSummary& table : tables) {
        if (table.id == id) {
            return &table;
        }
    }
    return nullptr;
}

void selectId(QTreeWidget* list, const QString& id) {
    for (int i = 0; i < list->topLevelItemCount(); ++i) {
        if (list->topLevelItem(i)->data(0, Qt::UserRole).toString() == id) {
            list->setCurrentItem(list->topLevelItem(i));
            return;
        }
    }
    if (list->topLevelItemCount() > 0) {
        list->setCurrentItem(list->topLevelItem(0));
    }
}

}  // namespace

MyTablesWindow::MyTablesWindow(QWidget* parent) : QWidget(parent, Qt::Window) {
    setObjectName(QStringLiteral("myTablesWindow"));
    makeLink_ = [](const OnlineAccount& account, const QString& keeper,
                   QObject* owner) -> KeeperLink* {
        return new XmppKeeperLink(account, keeper, owner);
    };
    now_ = [] { return QDateTime::currentSecsSinceEpoch(); };
    clock_.start();

    auto* layout = new QVBoxLayout(this);
    auto* statusRow = new QHBoxLayout;
    status_ = new QLabel(this);
    status_->setObjectName(QStringLiteral("keeperStatus"));
    status_->setWordWrap(true);
    status_->setTextFormat(Qt::PlainText);
    status_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    fix_ = new QPushButton(this);
    fix_->setObjectName(QStringLiteral("keeperFix"));
    fix_->hide();
    statusRow->addWidget(status_, 1);
    statusRow->addWidget(fix_);
    layout->addLayout(statusRow);

    tabs_ = new QTabWidget(this);
    tabs_->setObjectName(QStringLiteral("myTablesTabs"));
    auto* minePage = new QWidget(tabs_);
    auto* mineLayout = new QVBoxLayout(minePage);
    tablesStack_ = new QStackedWidget(minePage);
    list_ = makeList(tablesStack_, QStringLiteral("myTablesList"), ColumnCount);
    empty_ = makeEmptyLabel(tablesStack_, QStringLiteral("myTablesEmpty"));
    tablesStack_->addWidget(list_);
    tablesStack_->addWidget(empty_);
    mineLayout->addWidget(tablesStack_, 1);
    auto* mineButtons = new QHBoxLayout;
    openButton_ = new QPushButton(minePage);
    openButton_->setObjectName(QStringLiteral("myTablesOpen"));
    new_ = new QPushButton(minePage);
    new_->setObjectName(QStringLiteral("myTablesNew"));
    mineButtons->addWidget(openButton_);
    mineButtons->addWidget(new_);
    mineButtons->addStretch();
    mineLayout->addLayout(mineButtons);
    tabs_->addTab(minePage, QString());

    auto* openPage = new QWidget(tabs_);
    auto* openLayout = new QVBoxLayout(openPage);
    openStack_ = new QStackedWidget(openPage);
    openList_ = makeList(openStack_, QStringLiteral("openSeatsList"), kOpenColumns);
    noOpen_ = makeEmptyLabel(openStack_, QStringLiteral("openSeatsEmpty"));
    openStack_->addWidget(openList_);
    openStack_->addWidget(noOpen_);
    openLayout->addWidget(openStack_, 1);
    auto* openButtons = new QHBoxLayout;
    sit_ = new QPushButton(openPage);
    sit_->setObjectName(QStringLiteral("openSeatsSit"));
    openButtons->addWidget(sit_);
    openButtons->addStretch();
    openLayout->addLayout(openButtons);
    tabs_->addTab(openPage, QString());
    layout->addWidget(tabs_, 1);

    auto* bottom = new QHBoxLayout;
    refresh_ = new QPushButton(this);
    refresh_->setObjectName(QStringLiteral("myTablesRefresh"));
    close_ = new QPushButton(this);
    close_->setObjectName(QStringLiteral("myTablesClose"));
    bottom->addWidget(refresh_);
    bottom->addStretch();
    bottom->addWidget(close_);
    layout->addLayout(bottom);

    // The keyboard's way through the window: the status's button, the tabs, the list and its
    // buttons, then refreshing and closing.
    setTabOrder(fix_, tabs_);
    setTabOrder(tabs_, list_);
    setTabOrder(list_, empty_);
    setTabOrder(empty_, openButton_);
    setTabOrder(openButton_, new_);
    setTabOrder(new_, openList_);
    setTabOrder(openList_, noOpen_);
    setTabOrder(noOpen_, sit_);
    setTabOrder(sit_, refresh_);
    setTabOrder(refresh_, close_);

    auto* refreshAction = new QAction(this);
    refreshAction->setShortcut(QKeySequence(Qt::Key_F5));
    addAction(refreshAction);
    connect(refreshAction, &QAction::triggered, this, &MyTablesWindow::refresh);
    auto* closeAction = new QAction(this);
    closeAction->setShortcut(QKeySequence(Qt::Key_Escape));
    addAction(closeAction);
    connect(closeAction, &QAction::triggered, this, &QWidget::close);

    connect(fix_, &QPushButton::clicked, this, [this] {
        if (fixing_ == Fix::Settings) {
            emit settingsWanted();
        } else if (fixing_ == Fix::SignIn) {
            askAccount();
        }
    });
    connect(list_, &QTreeWidget::activated, this, &MyTablesWindow::openSelected);
    connect(list_, &QTreeWidget::currentItemChanged, this, &MyTablesWindow::updateButtons);
    connect(openList_, &QTreeWidget::activated, this, &MyTablesWindow::takeSelectedSeat);
    connect(openList_, &QTreeWidget::currentItemChanged, this, &MyTablesWindow::updateButtons);
    connect(openButton_, &QPushButton::clicked, this, &MyTablesWindow::openSelected);
    connect(new_, &QPushButton::clicked, this, &MyTablesWindow::newTable);
    connect(sit_, &QPushButton::clicked, this, &MyTablesWindow::takeSelectedSeat);
    connect(refresh_, &QPushButton::clicked, this, &MyTablesWindow::refresh);
    connect(close_, &QPushButton::clicked, this, &QWidget::close);
    answerTimer_.setSingleShot(true);
    connect(&answerTimer_, &QTimer::timeout, this, &MyTablesWindow::checkAnswers);
    refreshTimer_.setInterval(kRefreshMilliseconds);
    connect(&refreshTimer_, &QTimer::timeout, this, &MyTablesWindow::refreshQuietly);
    refreshTimer_.start();

    retranslate();
    updateButtons();
    resize(960, 440);
}

MyTablesWindow::~MyTablesWindow() {
    dropLink();
}

void MyTablesWindow::changeEvent(QEvent* event) {
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        showTables();
        showOpen();
    }
    QWidget::changeEvent(event);
}

void MyTablesWindow::updateTitle() {
    setWindowTitle(keeper_.isEmpty() ? tr("My tables") : tr("My tables — %1").arg(keeper_));
}

void MyTablesWindow::retranslate() {
    updateTitle();
    tabs_->setTabText(0, tr("&My tables"));
    tabs_->setTabText(1, tr("Open &seats"));
    list_->setHeaderLabels({tr("Table"), tr("Pace"), tr("Players"), tr("Whose move"), tr("Since"),
                            tr("Time left"), tr("Round"), tr("Result")});
    list_->setAccessibleName(tr("Your tables"));
    list_->setAccessibleDescription(
        tr("The tables waiting for your move come first; Enter opens the table"));
    openList_->setHeaderLabels({tr("Table"), tr("Pace"), tr("Open seats"), tr("Who sits there")});
    openList_->setAccessibleName(tr("Tables with open seats"));
    openList_->setAccessibleDescription(tr("Enter takes a seat at the table"));
    empty_->setText(
        tr("You sit at no table. New table… opens one at the table server; Open seats lists the "
           "tables you can join."));
    empty_->setAccessibleName(empty_->text());
    noOpen_->setText(tr("No table has an open seat now."));
    noOpen_->setAccessibleName(noOpen_->text());
    openButton_->setText(tr("&Open"));
    openButton_->setToolTip(tr("Play this table in the main window (Enter)"));
    new_->setText(tr("&New table…"));
    sit_->setText(tr("&Take a seat"));
    refresh_->setText(tr("&Refresh"));
    refresh_->setToolTip(tr("Ask the table server again (F5)"));
    close_->setText(tr("&Close"));
    updateFix();
}

void MyTablesWindow::updateFix() {
    fix_->setVisible(fixing_ != Fix::None);
    fix_->setText(fixing_ == Fix::Settings ? tr("Settin&gs…") : tr("Sign &in…"));
    fix_->setAccessibleName(fix_->text().remove(QLatin1Char('&')));
}

void MyTablesWindow::setStatus(const QString& text, bool problem, Fix fix) {
    const bool changed = status_->text() != text;
    status_->setText(text);
    status_->setAccessibleName(text);
    status_->setProperty("problem", problem);
    fixing_ = fix;
    updateFix();
    // Told to a screen reader as it comes, as the main window's news are.
    if (changed && problem && isVisible()) {
        auto* notice = new NewsNotice(text, this);
        notice->show();
        QTimer::singleShot(10000, notice, &QObject::deleteLater);
    }
}

void MyTablesWindow::keep(const TableSummary& table) {
    auto found = std::find_if(tables_.begin(), tables_.end(),
                              [&](const TableSummary& kept) { return kept.id == table.id; });
    if (found != tables_.end()) {
        *found = table;
    } else {
        tables_.push_back(table);
    }
    KeeperRows::sort(tables_);
    listed_ = true;
    tabs_->setCurrentIndex(0);
    showTables();
    selectId(list_, QString::fromStdString(table.id));
}

void MyTablesWindow::showTables() {
    const QString selected = list_->currentItem() != nullptr
                                 ? list_->currentItem()->data(0, Qt::UserRole).toString()
                                 : QString();
    const bool focused = list_->hasFocus();
    list_->clear();
    const std::int64_t now = now_();
    for (const TableSummary& table : tables_) {
        const TableRow row = KeeperRows::describe(table, now);
        auto* item =
            new QTreeWidgetItem(list_, QStringList{row.table, row.pace, row.players, row.move,
                                                   row.since, row.timeLeft, row.round, row.result});
        item->setData(0, Qt::UserRole, QString::fromStdString(table.id));
        if (row.yourMove) {
            for (int column = 0; column < ColumnCount; ++column) {
                QFont font = item->font(column);
                font.setBold(true);
                item->setFont(column, font);
            }
        }
    }
    selectId(list_, selected);
    for (int column = 0; column + 1 < ColumnCount; ++column) {
        list_->resizeColumnToContents(column);
    }
    tablesStack_->setCurrentWidget(tables_.empty() && listed_ ? static_cast<QWidget*>(empty_)
                                                              : list_);
    if (focused && tables_.empty()) {
        empty_->setFocus(Qt::OtherFocusReason);
    }
    updateButtons();
}

void MyTablesWindow::showOpen() {
    const QString selected = openList_->currentItem() != nullptr
                                 ? openList_->currentItem()->data(0, Qt::UserRole).toString()
                                 : QString();
    openList_->clear();
    for (const TableSummary& table : openTables_) {
        auto* item = new QTreeWidgetItem(
            openList_, QStringList{QString::fromStdString(table.id), KeeperRows::pace(table.terms),
                                   KeeperRows::freeSeats(table), KeeperRows::seated(table)});
        item->setData(0, Qt::UserRole, QString::fromStdString(table.id));
    }
    selectId(openList_, selected);
    for (int column = 0; column + 1 < kOpenColumns; ++column) {
        openList_->resizeColumnToContents(column);
    }
    openStack_->setCurrentWidget(openTables_.empty() && openListed_ ? static_cast<QWidget*>(noOpen_)
                                                                    : openList_);
    updateButtons();
}

void MyTablesWindow::updateButtons() {
    const bool online = linkOnline();
    openButton_->setEnabled(link_ != nullptr && selectedTable() != nullptr);
    new_->setEnabled(online);
    sit_->setEnabled(online && selectedOpen() != nullptr);
}

const TableSummary* MyTablesWindow::selectedTable() const {
    return tableOf(list_, tables_);
}

const TableSummary* MyTablesWindow::selectedOpen() const {
    return tableOf(openList_, openTables_);
}

}  // namespace ps::ui
