#include "widgets/BlackActionPicker.h"

#include <QAbstractButton>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>

#include "board/BoardScene.h"
#include "dialogs/DialogPlacement.h"
#include "dialogs/HelpDialogs.h"
#include "game/GameController.h"

namespace ps::ui {

using namespace ps::engine;

BlackActionPicker::BlackActionPicker(BoardScene* scene, QWidget* dialogParent)
    : QObject(dialogParent), scene_(scene), dialogParent_(dialogParent) {}

QString BlackActionPicker::tooLate() {
    return tr("The table has moved on meanwhile: that choice no longer applies.");
}

void BlackActionPicker::cancel() {
    aimed_ = BlackAction::None;
    shadowTape_.reset();
}

void BlackActionPicker::choose(const Action& action) {
    cancel();
    emit actionChosen(action);
}

void BlackActionPicker::start(BlackAction action) {
    const auto legal = controller_->legalActions();
    switch (action) {
        case BlackAction::Zeppelin:
            choose(UseZeppelin{});
            return;
        case BlackAction::Jadro: {
            QStringList names;
            QList<PlayerId> recipients;
            for (const Action& a : legal) {
                if (const auto* jadro = std::get_if<UseJadro>(&a)) {
                    names << controller_->seatName(jadro->recipient);
                    recipients << jadro->recipient;
                }
            }
            bool ok = false;
            const GameController::Stage asked = controller_->stage();
            const QString chosen = QInputDialog::getItem(
                dialogParent_, controller_->actionName(action),
                tr("Give the top card of the stack to:"), names, 0, false, &ok);
            if (ok && !controller_->isCurrent(asked)) {
                emit statusChanged(tooLate(), false);
                return;
            }
            if (ok && names.contains(chosen)) {
                choose(UseJadro{recipients[names.indexOf(chosen)]});
            }
            return;
        }
        default:
            break;
    }
    const auto cellOf = [&](CardId card) {
        const TableCell* cell = findCard(controller_->position(), card);
        return cell != nullptr ? std::optional(GameController::toPoint(cell->cell)) : std::nullopt;
    };
    QList<QPoint> targets;
    for (const Action& a : legal) {
        std::optional<QPoint> cell;
        if (const auto* blaster = std::get_if<UseBlaster>(&a);
            blaster && action == BlackAction::Blaster) {
            cell = cellOf(blaster->target);
        } else if (const auto* resistance = std::get_if<UseResistance>(&a);
                   resistance && action == BlackAction::Resistance) {
            cell = cellOf(resistance->target);
        } else if (const auto* gel = std::get_if<UseGel>(&a); gel && action == BlackAction::Gel) {
            cell = cellOf(gel->target);
        } else if (const auto* shadow = std::get_if<UseShadow>(&a);
                   shadow && action == BlackAction::Shadow) {
            cell = cellOf(shadow->tape);
        }
        if (cell && !targets.contains(*cell)) {
            targets << *cell;
        }
    }
    if (targets.isEmpty()) {
        emit statusChanged(
            tr("%1 has no possible target now.").arg(controller_->actionName(action)), true);
        return;
    }
    aimed_ = action;
    shadowTape_.reset();
    scene_->setSelectableCells(targets);
    emit statusChanged(
        action == BlackAction::Shadow
            ? tr("%1: click the tape card to move.").arg(controller_->actionName(action))
            : tr("%1: click the target card (outlined).").arg(controller_->actionName(action)),
        false);
}

bool BlackActionPicker::cellClicked(QPoint cell) {
    if (aimed_ != BlackAction::Shadow || !shadowTape_) {
        return false;
    }
    choose(UseShadow{*shadowTape_, GameController::toCell(cell)});
    return true;
}

bool BlackActionPicker::cardClicked(QPoint cell) {
    if (!isPicking()) {
        return false;
    }
    const TableCell* tableCell = findCell(controller_->position(), GameController::toCell(cell));
    if (tableCell == nullptr) {
        return true;
    }
    const CardId card = tableCell->card;
    switch (aimed_) {
        case BlackAction::Blaster:
            choose(UseBlaster{card});
            break;
        case BlackAction::Resistance:
            choose(UseResistance{card});
            break;
        case BlackAction::Gel:
            choose(UseGel{card});
            break;
        case BlackAction::Shadow: {
            shadowTape_ = card;
            QList<QPoint> cells;
            for (const Action& a : controller_->legalActions()) {
                if (const auto* shadow = std::get_if<UseShadow>(&a);
                    shadow && shadow->tape == card) {
                    cells << GameController::toPoint(shadow->to);
                }
            }
            scene_->setSelectableCells({cell});
            scene_->setLegalCells(cells);
            emit statusChanged(tr("Now click the empty cell to move the tape card to."), false);
            break;
        }
        default:
            break;
    }
    return true;
}

std::optional<CardId> BlackActionPicker::askZeppelinCard(QWidget* parent,
                                                         const GameController& controller,
                                                         QPointer<QDialog>* open) {
    if (!controller.hasGame()) {
        return std::nullopt;
    }
    const GameState& state = controller.position();
    if (state.phase != Phase::ZeppelinChoice || state.turn.zeppelinDrawn.empty()) {
        return std::nullopt;
    }
    QMessageBox box(parent);
    box.setObjectName(QStringLiteral("zeppelinDialog"));
    box.setWindowTitle(controller.actionName(BlackAction::Zeppelin));
    box.setText(tr("Keep one card on your sheet; the other goes under the stack."));
    QList<QPair<QAbstractButton*, CardId>> buttons;
    for (const CardId card : state.turn.zeppelinDrawn) {
        buttons.append({box.addButton(controller.cardName(card), QMessageBox::AcceptRole), card});
    }
    DialogPlacement::placeBesideTable(&box);
    *open = &box;
    box.exec();
    *open = nullptr;
    for (const auto& [button, card] : buttons) {
        if (box.clickedButton() == button) {
            return card;
        }
    }
    return buttons.front().second;
}

}  // namespace ps::ui
