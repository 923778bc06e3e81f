// The black-card actions of the variant (rules §11, D21–D32): after the word PĘKATY BLASTER,
// CIEŃ ZAGŁADY, OPÓR MATERII and JĄDRO MOCY; at the end of the turn ŻEL ZAPOMNIENIA and
// ĆWICZEBNY ZEPPELIN with its choice; which of them the player may still use.

#include "engine/applier.h"

namespace ps::engine {

namespace detail {

Checked<UseBlaster> Validator::operator()(const UseBlaster& a) const {
    if (auto e = needAction(BlackAction::Blaster, Phase::Actions))
        return *e;
    if (!faceUpCard(a.target))
        return notTarget(a.target, "is not a letter card on the table");
    if (listHas(s_.turn.wordCards, a.target)) {
        return notTarget(a.target, "was used by the word");
    }
    if (s_.players[s_.currentPlayer].pool < 1) {
        return error(ErrorCode::NotEnoughMarkers, "no marker left for PĘKATY BLASTER");
    }
    return approve(a);
}

void Executor::operator()(const Approved<UseBlaster>& approved) {
    useAction(BlackAction::Blaster);
    detail::resolveNewMarkers(s_, events_, s_.currentPlayer, approved.action.target, 1);
    detail::continueTurn(s_, events_);
}

Checked<UseShadow> Validator::operator()(const UseShadow& a) const {
    if (auto e = needAction(BlackAction::Shadow, Phase::Actions))
        return *e;
    const TableCell* tape = findCard(s_, a.tape);
    if (!tape || tape->side != Side::Tape) {
        return notTarget(a.tape, "is not a tape card on the table");
    }
    if (!a.to.inRange())
        return outOfRange(a.to);
    if (findCell(s_, a.to)) {
        return error(ErrorCode::CellOccupied, "cell " + cellText(a.to) + " is occupied");
    }
    if (!detail::touchesCardIgnoring(s_, a.to, tape->cell)) {
        return error(ErrorCode::CellNotTouching,
                     "cell " + cellText(a.to) + " does not touch another card by a side");
    }
    return approve(a);
}

void Executor::operator()(const Approved<UseShadow>& approved) {
    const UseShadow& a = approved.action;
    useAction(BlackAction::Shadow);
    const Cell from = findCard(s_, a.tape)->cell;
    TableCell moved = detail::removeTableCell(s_, from);
    moved.cell = a.to;
    detail::insertTableCell(s_, moved);
    events_.push_back(TapeMoved{a.tape, from, a.to});
    detail::continueTurn(s_, events_);
}

Checked<UseResistance> Validator::operator()(const UseResistance& a) const {
    if (auto e = needAction(BlackAction::Resistance, Phase::Actions))
        return *e;
    const TableCell* target = faceUpCard(a.target);
    if (!target)
        return notTarget(a.target, "is not a letter card on the table");
    if (!target->marker)
        return notTarget(a.target, "holds no marker");
    return approve(a);
}

void Executor::operator()(const Approved<UseResistance>& approved) {
    const CardId target = approved.action.target;
    useAction(BlackAction::Resistance);
    TableCell* entry = findCard(s_, target);
    const PlayerId owner = *entry->marker;
    entry->marker.reset();
    ++s_.players[owner].pool;
    events_.push_back(MarkerReturned{owner, target, entry->cell});
    detail::continueTurn(s_, events_);
}

Checked<UseJadro> Validator::operator()(const UseJadro& a) const {
    if (auto e = needAction(BlackAction::Jadro, Phase::Actions))
        return *e;
    if (a.recipient >= s_.players.size()) {
        return error(ErrorCode::NoSuchPlayer, playerText(a.recipient) + " does not exist");
    }
    if (a.recipient == s_.currentPlayer) {
        return error(ErrorCode::InvalidTarget, "JĄDRO MOCY gives the card to another player");
    }
    if (s_.players[a.recipient].jadroCard) {
        return error(ErrorCode::InvalidTarget,
                     playerText(a.recipient) + " already holds a JĄDRO MOCY card");
    }
    if (s_.stack.empty()) {
        return error(ErrorCode::StackEmpty, "the stack is empty: no card to give");
    }
    return approve(a);
}

void Executor::operator()(const Approved<UseJadro>& approved) {
    const PlayerId recipient = approved.action.recipient;
    useAction(BlackAction::Jadro);
    const CardId card = *detail::drawTop(s_);
    s_.players[recipient].jadroCard = card;
    events_.push_back(JadroCardGiven{s_.currentPlayer, recipient, card});
    detail::continueTurn(s_, events_);
}

Checked<FinishActions> Validator::operator()(const FinishActions& a) const {
    if (auto e = needPhase(Phase::Actions))
        return *e;
    return approve(a);
}

void Executor::operator()(const Approved<FinishActions>&) {
    std::erase_if(s_.turn.actionsLeft, detail::isPostWordAction);
    detail::continueTurn(s_, events_);
}

Checked<UseGel> Validator::operator()(const UseGel& a) const {
    if (auto e = needAction(BlackAction::Gel, Phase::EndOfTurn))
        return *e;
    if (!faceUpCard(a.target))
        return notTarget(a.target, "is not a letter card on the table");
    return approve(a);
}

void Executor::operator()(const Approved<UseGel>& approved) {
    const CardId target = approved.action.target;
    useAction(BlackAction::Gel);
    detail::endOfTurnDraw(s_, events_);  // the draw comes before ŻEL (rules D24)
    TableCell* entry = findCard(s_, target);
    const int until = s_.turnNumber + static_cast<int>(s_.players.size());
    entry->frozen = Frozen{s_.currentPlayer, until};
    events_.push_back(CardFrozen{s_.currentPlayer, target, entry->cell, until});
    detail::continueTurn(s_, events_);
}

Checked<UseZeppelin> Validator::operator()(const UseZeppelin& a) const {
    if (auto e = needAction(BlackAction::Zeppelin, Phase::EndOfTurn))
        return *e;
    if (!detail::actionHasTarget(s_, BlackAction::Zeppelin)) {
        return error(ErrorCode::ActionNotAvailable, "the draw has happened already");
    }
    return approve(a);
}

void Executor::operator()(const Approved<UseZeppelin>&) {
    useAction(BlackAction::Zeppelin);
    std::vector<CardId> drawn;
    for (int i = 0; i < 2; ++i) {
        if (const auto card = detail::drawTop(s_))
            drawn.push_back(*card);
    }
    events_.push_back(ZeppelinDrew{s_.currentPlayer, drawn});
    s_.turn.zeppelinDrawn = drawn;
    if (drawn.size() == 1) {  // one card left: nothing to choose (rules D26)
        keepZeppelinCard(drawn.front());
        detail::continueTurn(s_, events_);
    } else {
        s_.phase = Phase::ZeppelinChoice;
    }
}

Checked<ZeppelinKeep> Validator::operator()(const ZeppelinKeep& a) const {
    if (auto e = needPhase(Phase::ZeppelinChoice))
        return *e;
    if (!listHas(s_.turn.zeppelinDrawn, a.keep)) {
        return notTarget(a.keep, "is not one of the two cards drawn");
    }
    return approve(a);
}

void Executor::operator()(const Approved<ZeppelinKeep>& approved) {
    keepZeppelinCard(approved.action.keep);
    detail::continueTurn(s_, events_);
}

std::optional<Error> Validator::needAction(BlackAction action, Phase phase) const {
    if (!s_.options.blackCardVariant) {
        return error(ErrorCode::VariantOff, "black-card actions are off in this game");
    }
    if (auto e = needPhase(phase))
        return e;
    const auto& left = s_.turn.actionsLeft;
    if (std::find(left.begin(), left.end(), action) == left.end()) {
        return error(ErrorCode::ActionNotAvailable,
                     "this action is not available: the word did not use its black card, "
                     "or it was used already");
    }
    return std::nullopt;
}

void Executor::useAction(BlackAction action) {
    auto& left = s_.turn.actionsLeft;
    left.erase(std::find(left.begin(), left.end(), action));
    events_.push_back(BlackActionUsed{s_.currentPlayer, action});
}

void Executor::keepZeppelinCard(CardId keep) {
    for (CardId card : s_.turn.zeppelinDrawn) {
        if (card != keep)
            detail::putUnderStack(s_, card, events_);
    }
    s_.players[s_.currentPlayer].sheetCard = keep;
    events_.push_back(CardDrawn{s_.currentPlayer, keep});
    s_.turn.zeppelinDrawn.clear();
    s_.turn.drawn = true;
    s_.phase = Phase::EndOfTurn;
}

void appendBlackActionTargets(const GameState& s, std::span<const BlackAction> available,
                              std::vector<Action>& actions) {
    for (BlackAction action : available) {
        switch (action) {
            case BlackAction::Blaster:
                for (const auto& e : s.table) {
                    if (e.side == Side::Face && !listHas(s.turn.wordCards, e.card))
                        actions.emplace_back(UseBlaster{e.card});
                }
                break;
            case BlackAction::Resistance:
                for (const auto& e : s.table) {
                    if (e.side == Side::Face && e.marker)
                        actions.emplace_back(UseResistance{e.card});
                }
                break;
            case BlackAction::Shadow: {
                const auto cells = emptyCellsTouching(s);
                for (const auto& e : s.table) {
                    if (e.side != Side::Tape)
                        continue;
                    for (Cell cell : cells) {
                        if (touchesCardIgnoring(s, cell, e.cell))
                            actions.emplace_back(UseShadow{e.card, cell});
                    }
                }
                break;
            }
            case BlackAction::Jadro:
                for (std::size_t p = 0; p < s.players.size(); ++p) {
                    if (p != s.currentPlayer && !s.players[p].jadroCard)
                        actions.emplace_back(UseJadro{static_cast<PlayerId>(p)});
                }
                break;
            case BlackAction::Gel:
                for (const auto& e : s.table) {
                    if (e.side == Side::Face)
                        actions.emplace_back(UseGel{e.card});
                }
                break;
            case BlackAction::Zeppelin:
                actions.emplace_back(UseZeppelin{});
                break;
            case BlackAction::None:
            case BlackAction::Borrow:
            case BlackAction::DoubleUse:
                break;
        }
    }
}

}  // namespace detail

std::vector<BlackAction> Game::availableBlackActions() const {
    std::vector<BlackAction> available;
    if (state_.phase != Phase::Actions && state_.phase != Phase::EndOfTurn)
        return available;
    for (BlackAction action : state_.turn.actionsLeft) {
        const bool now = state_.phase == Phase::Actions ? detail::isPostWordAction(action)
                                                        : detail::isEndOfTurnAction(action);
        if (now && detail::actionHasTarget(state_, action))
            available.push_back(action);
    }
    return available;
}

}  // namespace ps::engine
