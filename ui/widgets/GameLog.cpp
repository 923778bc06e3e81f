#include "widgets/GameLog.h"

#include <QApplication>
#include <QPainter>
#include <QScrollBar>
#include <QStyledItemDelegate>
#include <QTextLayout>

#include "board/BoardScene.h"
#include "board/BoardView.h"
#include "board/HistoryCache.h"
#include "game/GameController.h"
#include "session/describe.h"

namespace ps::ui {

namespace {

constexpr int kActionRole = Qt::UserRole + 1;
constexpr int kPadding = 4;

// Heights from the view's current width: a line wraps to exactly what it needs.
class LineDelegate : public QStyledItemDelegate {
  public:
    explicit LineDelegate(QListWidget* view) : QStyledItemDelegate(view), view_(view) {}

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override {
        const int width = qMax(40, view_->viewport()->width());
        const QString text = index.data(Qt::DisplayRole).toString();
        const qsizetype lines = qMax<qsizetype>(
            1, GameLog::wrappedLines(text, option.font, width - 2 * kPadding).size());
        return {width, int(lines) * QFontMetrics(option.font).lineSpacing() + 2 * kPadding};
    }

    void paint(QPainter* painter, const QStyleOptionViewItem& option,
               const QModelIndex& index) const override {
        QStyleOptionViewItem background = option;
        initStyleOption(&background, index);
        background.text.clear();
        const QWidget* widget = option.widget;
        QStyle* style = widget != nullptr ? widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);
        painter->save();
        const bool selected = option.state & QStyle::State_Selected;
        painter->setPen(
            option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
        painter->setFont(option.font);
        const QRect area = option.rect.adjusted(kPadding, kPadding, -kPadding, -kPadding);
        const int spacing = QFontMetrics(option.font).lineSpacing();
        int top = area.top();
        for (const QString& line : GameLog::wrappedLines(index.data(Qt::DisplayRole).toString(),
                                                         option.font, area.width())) {
            painter->drawText(QRect(area.left(), top, area.width(), spacing),
                              Qt::AlignLeft | Qt::AlignTop | Qt::TextSingleLine, line);
            top += spacing;
        }
        painter->restore();
    }

  private:
    QListWidget* view_;
};

}  // namespace

QStringList GameLog::wrappedLines(const QString& text, const QFont& font, int width) {
    QStringList lines;
    const QFontMetrics metrics(font);
    QTextLayout layout(text, font);
    QTextOption option;
    option.setWrapMode(QTextOption::WordWrap);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        const QString part = text.mid(line.textStart(), line.textLength());
        lines << (line.naturalTextWidth() > width
                      ? metrics.elidedText(part.trimmed(), Qt::ElideRight, width)
                      : part.trimmed());
    }
    layout.endLayout();
    return lines;
}

GameLog::GameLog(QWidget* parent) : QListWidget(parent) {
    setObjectName(QStringLiteral("gameLog"));
    setItemDelegate(new LineDelegate(this));
    setWordWrap(true);
    setUniformItemSizes(false);
    setResizeMode(QListView::Adjust);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    setAlternatingRowColors(true);
    setSelectionMode(QAbstractItemView::SingleSelection);
    // Never handed the focus when a button vanishes after a redraw or a take-back (Qt passes it
    // to the next widget that takes Tab focus): only a click gives it.
    setFocusPolicy(Qt::ClickFocus);
    QScrollBar* bar = verticalScrollBar();
    connect(bar, &QScrollBar::valueChanged, this, [this, bar](int value) {
        if (!scrolling_) {
            follow_ = value >= bar->maximum() - 2;  // the reader scrolled: up to read, or back
        }
    });
    connect(bar, &QScrollBar::rangeChanged, this, [this, bar](int, int maximum) {
        if (follow_) {
            scrolling_ = true;
            bar->setValue(maximum);
            scrolling_ = false;
        }
    });
    connect(this, &QListWidget::itemClicked, this, [this](QListWidgetItem* clicked) {
        if (const auto turn = turnOfRow(row(clicked))) {
            emit turnClicked(*turn);
        }
    });
}

void GameLog::attach(GameController* controller, BoardScene* scene, BoardView* view) {
    controller_ = controller;
    connect(controller, &GameController::gameStarted, this, [this] {
        steps_ = 0;
        follow_ = true;
        clear();
    });
    connect(controller, &GameController::stepReported, this, &GameLog::onStepReported);
    // Another language: the same lines, worded again by the controller.
    connect(controller, &GameController::logRetranslated, this, [this] {
        const QStringList lines = controller_->log();
        if (lines.size() != count()) {
            return;
        }
        for (int row = 0; row < count(); ++row) {
            item(row)->setText(lines[row]);
            item(row)->setToolTip(lines[row]);
        }
        scheduleDelayedItemsLayout();
    });
    connect(controller, &GameController::changed, this, &GameLog::onChanged);
    if (scene == nullptr || view == nullptr) {
        return;
    }
    connect(this, &GameLog::turnClicked, scene, [this, scene, view](int turn) {
        const QList<QPoint> cells = cellsOfTurn(turn);
        scene->setPointedCells(cells);
        if (!cells.isEmpty()) {
            view->followAction();  // the pointed cells are the action now
        }
    });
    connect(scene, &BoardScene::cardClicked, this, [this](QPoint cell) {
        if (controller_ == nullptr || controller_->session() == nullptr) {
            return;
        }
        if (const session::HistoryLog* log = historyOf(*controller_->session())) {
            if (const auto turn = session::turnThatLaid(*log, GameController::toCell(cell))) {
                selectTurn(*turn);
            }
        }
    });
}

void GameLog::onStepReported() {
    ++steps_;
}

void GameLog::onChanged() {
    // A take-back shortens the record: the next action gets the index of the one taken back.
    if (controller_ != nullptr && controller_->hasGame() && controller_->actions()) {
        steps_ = qMin(steps_, int(controller_->actions()->size()));
    }
}

void GameLog::appendLine(const QString& line, int action) {
    auto* item = new QListWidgetItem(line);
    item->setToolTip(line);  // whole, should a word not fit the dock
    item->setData(kActionRole, action);
    addItem(item);
    if (follow_) {
        scrolling_ = true;
        scrollToBottom();
        scrolling_ = false;
    }
}

void GameLog::appendLine(const QString& line) {
    appendLine(line, steps_ - 1);
}

void GameLog::rebuild(const QStringList& lines, const QList<int>& actions) {
    clear();
    follow_ = true;
    for (int i = 0; i < lines.size(); ++i) {
        appendLine(lines[i], i < actions.size() ? actions[i] : -1);
    }
}

QStringList GameLog::lines() const {
    QStringList all;
    for (int i = 0; i < count(); ++i) {
        all << item(i)->text();
    }
    return all;
}

const session::TurnMark* GameLog::turnMark(int turn) const {
    if (controller_ == nullptr || controller_->session() == nullptr) {
        return nullptr;
    }
    const session::HistoryLog* log = historyOf(*controller_->session());
    if (log == nullptr || turn < 0 || turn >= int(log->turns.size())) {
        return nullptr;
    }
    return &log->turns[std::size_t(turn)];
}

std::optional<int> GameLog::turnOfRow(int row) const {
    if (row < 0 || row >= count() || controller_ == nullptr || controller_->session() == nullptr) {
        return std::nullopt;
    }
    const int action = item(row)->data(kActionRole).toInt();
    const session::HistoryLog* log = historyOf(*controller_->session());
    if (log == nullptr || action < 0 || action >= int(log->steps.size())) {
        return std::nullopt;
    }
    return log->steps[std::size_t(action)].turn;
}

bool GameLog::selectTurn(int turn) {
    for (int row = 0; row < count(); ++row) {
        if (turnOfRow(row) == turn) {
            scrolling_ = true;
            setCurrentRow(row, QItemSelectionModel::ClearAndSelect);
            scrollToItem(item(row), QAbstractItemView::PositionAtCenter);
            scrolling_ = false;
            return true;
        }
    }
    return false;
}

QList<QPoint> GameLog::cellsOfTurn(int turn) const {
    QList<QPoint> cells;
    if (const session::TurnMark* mark = turnMark(turn)) {
        for (const engine::Cell cell : mark->word.empty() ? mark->placed : mark->word) {
            cells.append(GameController::toPoint(cell));
        }
    }
    return cells;
}

void GameLog::resizeEvent(QResizeEvent* event) {
    QListWidget::resizeEvent(event);
    // The width changed: every line's height with it.
    scheduleDelayedItemsLayout();
}

}  // namespace ps::ui
