// GameController's wording: the log lines for the engine's events and the translated
// messages for verdicts and errors (context "ps::ui::GameController" for the translations).

#include <QMap>
#include <QStringList>

#include "game/GameController.h"
#include "session/queries.h"
#include "text/normalize.h"

namespace ps::ui {

using namespace ps::engine;

namespace {

template <class... Ts>
struct Overloaded : Ts... {
    using Ts::operator()...;
};
template <class... Ts>
Overloaded(Ts...) -> Overloaded<Ts...>;

QString upper(Letter letter) {
    return QString::fromStdString(ps::toUtf8Upper(letter));
}

// Why ps::text::parseWord refused `trimmed`, in the players' language: a space, a character
// that is no Polish letter, or too many letters.
QString refusalMessage(const QString& trimmed) {
    const QString lower =
        QString::fromStdString(text::toLowerPolish(text::normalizeText(trimmed.toStdString())));
    for (const QChar ch : lower) {
        if (ch.isSpace()) {
            return GameController::tr("Type one word, without spaces.");
        }
        if (!ps::letterFromLowercase(ch.unicode())) {
            return GameController::tr("“%1” is not a Polish letter.").arg(ch);
        }
    }
    return GameController::tr("That word is too long.");
}

}  // namespace

QString GameController::wordText(std::span<const Letter> word) {
    return QString::fromStdString(ps::toUtf8Upper(word));
}

QString GameController::cardName(CardId card) const {
    if (!hasGame() || !game().state().deck.contains(card)) {
        return QStringLiteral("?");
    }
    const Card& c = game().state().deck[card];
    return QStringLiteral("%1 (%2)").arg(upper(c.letter), QString::fromStdString(c.landmark));
}

void GameController::reportLapsedOffers(std::vector<PlayerId>& helpers) {
    for (const PlayerId helper : helpers) {
        addLog([this, helper] { return tr("%1's offer is not taken.").arg(seatName(helper)); });
    }
    helpers.clear();
}

void GameController::flushMarkerLines() {
    for (auto it = markersReturned_.cbegin(); it != markersReturned_.cend(); ++it) {
        addLog([this, owner = it.key(), count = it.value()] {
            return tr("%n marker(s) go back to %1.", nullptr, count).arg(seatName(owner));
        });
    }
    markersReturned_.clear();
}

// Every line is a wording kept with what it names (LogText): the log words it again in another
// language. Events without a line of their own give an empty wording.
void GameController::describe(const Event& event) {
    const GameState& state = game().state();
    LogText text = std::visit(
        Overloaded{
            [&](const CardPlaced& e) -> LogText {
                return [this, e] {
                    return tr("%1 places %2.").arg(seatName(e.player), cardName(e.card));
                };
            },
            [&](const CardUnderStack&) -> LogText { return {}; },
            [&](const CardDrawn& e) -> LogText {
                return [this, e] {
                    return tr("%1 draws %2.").arg(seatName(e.player), cardName(e.card));
                };
            },
            [&](const WordPlayed& e) -> LogText {
                // Only the hinted word itself: a word typed by hand after a hint is the
                // player's own.
                const bool hinted =
                    int(e.player) == hintedSeat_ && lastHint_ && lastHint_->word.word == e.word;
                return [this, e, hinted] {
                    if (e.helper) {
                        return (hinted ? tr("%1 plays %2 with the help of %3 (with a hint).")
                                       : tr("%1 plays %2 with the help of %3."))
                            .arg(seatName(e.player), wordText(e.word), seatName(*e.helper));
                    }
                    if (e.byTable) {
                        return tr("%1 plays %2, which the dictionary lacks: the table accepted "
                                  "it.")
                            .arg(seatName(e.player), wordText(e.word));
                    }
                    return (hinted ? tr("%1 plays %2 (with a hint).") : tr("%1 plays %2."))
                        .arg(seatName(e.player), wordText(e.word));
                };
            },
            [&](const MarkerPlaced&) -> LogText { return {}; },
            [&](const MarkerReturned& e) -> LogText {
                // Summed up after the action: one line per owner instead of one per card.
                ++markersReturned_[e.owner];
                return {};
            },
            [&](const CardCaptured& e) -> LogText {
                return [this, e] {
                    return tr("%1 captures %2!").arg(seatName(e.player), cardName(e.card));
                };
            },
            [&](const TapePlaced& e) -> LogText {
                return [this, e] {
                    return tr("Police tape with %1's marker takes its place.")
                        .arg(seatName(e.player));
                };
            },
            [&](const CellLeftEmpty&) -> LogText {
                return [] { return tr("The stack is empty: the cell stays empty."); };
            },
            [&](const Redrew& e) -> LogText {
                return [this, e, limit = state.options.redrawLimit] {
                    return tr("%1 finds no word: the card goes under the stack, a new one is "
                              "drawn (redraw %2 of %3).")
                        .arg(seatName(e.player))
                        .arg(e.redrawsUsed)
                        .arg(limit);
                };
            },
            [&](const Passed& e) -> LogText {
                return
                    [this, e] { return tr("%1 makes no word this turn.").arg(seatName(e.player)); };
            },
            [&](const HelpOffered& e) -> LogText {
                return [this, e] { return tr("%1 offers help.").arg(seatName(e.helper)); };
            },
            [&](const HelpCountered& e) -> LogText {
                return [this, e] { return tr("%1 proposes another price.").arg(seatName(e.by)); };
            },
            [&](const HelpAccepted& e) -> LogText {
                return [this, e] {
                    return tr("Deal: %1's help is accepted.").arg(seatName(e.helper));
                };
            },
            [&](const HelpVoided& e) -> LogText {
                return [this, e] {
                    return tr("The table refuses %1's word %2: no deal.")
                        .arg(seatName(e.helper), wordText(e.word));
                };
            },
            [&](const HelpRefused& e) -> LogText {
                return [this, e] {
                    return e.by == e.helper ? tr("%1 withdraws the offer.").arg(seatName(e.helper))
                                            : tr("%1 refuses %2's offer.")
                                                  .arg(seatName(e.by), seatName(e.helper));
                };
            },
            [&](const BlackActionUsed& e) -> LogText {
                return [this, e] {
                    return tr("%1 uses %2.").arg(seatName(e.player), actionName(e.action));
                };
            },
            [&](const TapeMoved&) -> LogText {
                return [] { return tr("A police tape card is moved."); };
            },
            [&](const JadroCardGiven& e) -> LogText {
                return [this, e] {
                    return tr("%1 gives %2 to %3.")
                        .arg(seatName(e.from), cardName(e.card), seatName(e.to));
                };
            },
            [&](const CardFrozen& e) -> LogText {
                return [this, e] {
                    return tr("%1 freezes %2.").arg(seatName(e.by), cardName(e.card));
                };
            },
            [&](const CardThawed& e) -> LogText {
                return [this, e] { return tr("%1 thaws.").arg(cardName(e.card)); };
            },
            [&](const ZeppelinDrew& e) -> LogText {
                return [this, player = e.player, cards = int(e.cards.size())] {
                    return tr("%1 draws %n card(s) to choose from.", nullptr, cards)
                        .arg(seatName(player));
                };
            },
            [&](const TurnEnded&) -> LogText { return {}; },
            [&](const RoundAdvanced& e) -> LogText {
                return [round = e.round] { return tr("— Round %1 —").arg(round); };
            },
            [&](const TurnBegan& e) -> LogText {
                hintedSeat_ = -1;  // a new turn: no hint seen yet
                return [this, e] { return tr("%1's turn.").arg(seatName(e.player)); };
            },
            [&](const GameEnded&) -> LogText { return [] { return tr("The game is over."); }; },
        },
        event);
    if (text) {
        addLog(std::move(text));
    }
}

WordFeedback GameController::checkWord(const QString& text,
                                       const std::vector<CardId>& chosen) const {
    WordFeedback feedback;
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || !hasGame()) {
        return feedback;
    }
    // Letters at the edge: ps_text decides what is a word; the message names the culprit.
    const text::ParsedWord parsed = text::parseWord(trimmed.toStdString());
    if (!parsed.ok()) {
        feedback.message = refusalMessage(trimmed);
        return feedback;
    }
    const Word word = *parsed.word;
    feedback.parsed = true;
    feedback.word = word;
    const PlayWord play{feedback.word, chosen, false};
    const WordVerdict verdict = game().checkWord(play);
    feedback.cards = verdict.cards;
    const GameState& state = game().state();
    for (const CardId card : verdict.cards) {
        if (const TableCell* cell = findCard(state, card)) {
            feedback.litCells.append(toPoint(cell->cell));
        }
    }
    if (verdict.ok()) {
        feedback.playable = true;
        feedback.message = previewText(game().previewWord(play));
    } else if (verdict.problem == ErrorCode::SuspectedRelation) {
        feedback.playable = true;
        feedback.needsTableDecision = true;
        feedback.message = verdictMessage(verdict, feedback.word);
    } else if (verdict.problem == ErrorCode::NotInDictionary &&
               !session::unknownWordVoters(game(), session_->seats(), game().currentPlayer())
                    .empty()) {
        PlayWord accepted = play;
        accepted.tableAcceptsUnknown = true;
        accepted.tableAcceptsSuspected = true;  // one question settles a relation too
        const WordVerdict asTable = game().checkWord(accepted);
        if (asTable.ok()) {
            feedback.playable = true;
            feedback.needsTableDecision = true;
            feedback.message = tr("%1 is not in the dictionary. Confirm asks the others at the "
                                  "table whether they accept it.")
                                   .arg(wordText(word));
        } else {
            feedback.message = verdictMessage(asTable, feedback.word);
        }
    } else {
        feedback.message = verdictMessage(verdict, feedback.word);
    }
    return feedback;
}

QString GameController::previewText(const WordPreview& preview) const {
    QStringList parts;
    if (preview.captures > 0) {
        parts << tr("you capture %n card(s)", nullptr, preview.captures);
    }
    if (preview.helperCaptures > 0) {
        parts << tr("the helper captures %n card(s)", nullptr, preview.helperCaptures);
    }
    if (preview.rivalMarkersRemoved > 0) {
        parts << tr("%n rival marker(s) go back", nullptr, preview.rivalMarkersRemoved);
    }
    parts << tr("%n marker(s) used", nullptr, preview.markersUsed);
    for (const BlackAction action : preview.actionsGranted) {
        parts << tr("action: %1").arg(actionName(action));
    }
    return tr("OK — Confirm: %1.").arg(parts.join(QStringLiteral(", ")));
}

QString GameController::verdictMessage(const WordVerdict& verdict, const Word& word) const {
    const QString w = wordText(word);
    const QString letter = verdict.letterIndex >= 0 && verdict.letterIndex < int(word.size())
                               ? upper(word[verdict.letterIndex])
                               : QString();
    const QString related = verdict.relatedTo ? wordText(*verdict.relatedTo) : QString();
    switch (verdict.problem) {
        case ErrorCode::Ok:
            return {};
        case ErrorCode::WordTooShort:
            return tr("Too short: a word needs at least %n letter(s).", nullptr,
                      hasGame() ? game().state().options.minWordLength : 2);
        case ErrorCode::LetterMissing:
            return tr("Letter %1 is missing: no free card with it on the table or among your "
                      "captured cards.")
                .arg(letter);
        case ErrorCode::PlacedCardNotUsed:
            return tr("The word must use the card you placed.");
        case ErrorCode::NoTableCard:
            return tr("The word must use at least one letter card on the table.");
        case ErrorCode::CardFrozen:
            return tr("The card %1 is frozen (ŻEL ZAPOMNIENIA) and cannot be used.").arg(letter);
        case ErrorCode::NotEnoughMarkers:
            return tr(
                "Not enough markers: the word uses more table cards than you have "
                "markers.");
        case ErrorCode::NotInDictionary:
            return tr("%1 is not in the dictionary.").arg(w);
        case ErrorCode::AlreadyPlayed:
            return tr("%1 has already been played.").arg(w);
        case ErrorCode::SameFamily:
            return tr("%1 is a form of %2, which has already been played.").arg(w, related);
        case ErrorCode::SuspectedRelation:
            return tr("%1 may be related to %2 — on Confirm the table decides.").arg(w, related);
        case ErrorCode::CardUsedTwice:
            return tr("A card can be used only once in a word.");
        case ErrorCode::CardNotAvailable:
        case ErrorCode::CardLetterMismatch:
        case ErrorCode::CardCountMismatch:
            return tr("The chosen card for %1 cannot be used.").arg(letter.isEmpty() ? w : letter);
        default:
            return errorMessage(Error{verdict.problem, {}});
    }
}

QString GameController::errorMessage(const Error& error) const {
    switch (error.code) {
        case ErrorCode::GameOver:
            return tr("The game is over.");
        case ErrorCode::WrongPhase:
            return tr("That is not possible at this point of the turn.");
        case ErrorCode::NotYourTurn:
            return tr("It is not this player's turn to answer.");
        case ErrorCode::CellOccupied:
            return tr("That cell is taken.");
        case ErrorCode::CellNotTouching:
            return tr("The card must touch another card by a full side.");
        case ErrorCode::RedrawLimitReached:
            return tr("No redraws left this turn.");
        case ErrorCode::StackEmpty:
            return tr("The stack is empty.");
        case ErrorCode::NoCardPlaced:
            return tr("Place your card first.");
        case ErrorCode::PassNotAllowed:
            return tr("You cannot give up the word yet: redraw first.");
        case ErrorCode::InvalidPrice:
            return tr("The price must be table cards of the word.");
        case ErrorCode::OfferLimitReached:
            return tr("This player has already offered help for this card.");
        case ErrorCode::CounterLimitReached:
            return tr("Three counter-offers were made: now accept or refuse.");
        case ErrorCode::NoSuchOffer:
            return tr("That offer no longer exists.");
        case ErrorCode::NotAwaited:
            return tr("The other side must answer this offer first.");
        case ErrorCode::ActionNotAvailable:
            return tr("That action is not available.");
        case ErrorCode::InvalidTarget:
            return tr("That target cannot be chosen for this action.");
        case ErrorCode::VariantOff:
            return tr("Black-card actions are off in this game.");
        default: {
            const WordVerdict verdict{error.code, {}, -1, std::nullopt};
            const QString message =
                error.code >= ErrorCode::WordTooShort && error.code <= ErrorCode::SuspectedRelation
                    ? verdictMessage(verdict, {})
                    : QString();
            return message.isEmpty()
                       ? tr("Not allowed: %1").arg(QString::fromStdString(error.message))
                       : message;
        }
    }
}

QString GameController::actionName(BlackAction action) const {
    switch (action) {
        case BlackAction::Jadro:
            return tr("JĄDRO MOCY");
        case BlackAction::Zeppelin:
            return tr("ĆWICZEBNY ZEPPELIN");
        case BlackAction::Blaster:
            return tr("PĘKATY BLASTER");
        case BlackAction::Shadow:
            return tr("CIEŃ ZAGŁADY");
        case BlackAction::Resistance:
            return tr("OPÓR MATERII");
        case BlackAction::Borrow:
            return tr("ŚWIST ENERGII");
        case BlackAction::DoubleUse:
            return tr("ŹRENICE PRZENIKLIWOŚCI");
        case BlackAction::Gel:
            return tr("ŻEL ZAPOMNIENIA");
        case BlackAction::None:
            break;
    }
    return {};
}

}  // namespace ps::ui
