#include "dialogs/WordCheckerDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QStringList>
#include <QVBoxLayout>

#include "dictionary/dictionary.h"
#include "dictionary/word_check.h"
#include "services/UserDictionary.h"
#include "style/Theme.h"
#include "text/normalize.h"

namespace ps::ui {

namespace {

// Report words are lowercase UTF-8; the dialog shows them in capitals.
QString upper(const std::string& word) {
    return QString::fromStdString(text::toUpperPolish(word)).toHtmlEscaped();
}

QString withClass(const char* cssClass, const QString& html) {
    return QStringLiteral("<div class='%1'>%2</div>").arg(QLatin1String(cssClass), html);
}

}  // namespace

WordCheckerDialog::WordCheckerDialog(const dict::Dictionary* dictionary,
                                     std::function<std::vector<Word>()> playedWords,
                                     QWidget* parent)
    : QDialog(parent), dictionary_(dictionary), playedWords_(std::move(playedWords)) {
    setObjectName(QStringLiteral("wordCheckerDialog"));
    setWindowTitle(tr("Word checker"));
    auto* layout = new QVBoxLayout(this);
    auto* label = new QLabel(tr("&Word to check:"), this);
    edit_ = new QLineEdit(this);
    edit_->setObjectName(QStringLiteral("checkerWord"));
    edit_->setAccessibleName(tr("Word to check"));
    // Room beyond the core's limit, so that an over-long word is named as such rather than
    // silently cut to a length the checker would accept.
    edit_->setMaxLength(static_cast<int>(2 * text::kMaxWordLength));
    QFont font = edit_->font();
    font.setPointSizeF(font.pointSizeF() * 1.4);
    font.setBold(true);
    font.setCapitalization(QFont::AllUppercase);
    edit_->setFont(font);
    label->setBuddy(edit_);
    layout->addWidget(label);
    layout->addWidget(edit_);
    result_ = new QLabel(this);
    result_->setObjectName(QStringLiteral("checkerResult"));
    result_->setWordWrap(true);
    result_->setTextFormat(Qt::RichText);
    result_->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    result_->setMinimumHeight(140);
    result_->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::LinksAccessibleByMouse |
                                     Qt::LinksAccessibleByKeyboard);
    result_->setOpenExternalLinks(false);
    connect(result_, &QLabel::linkActivated, this, &WordCheckerDialog::checkSuggestion);
    layout->addWidget(result_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    // Enter checks the word (and selects it, so the next word replaces it); only Close or Esc
    // closes the checker.
    for (QPushButton* button : buttons->findChildren<QPushButton*>()) {
        button->setAutoDefault(false);
        button->setDefault(false);
    }
    connect(edit_, &QLineEdit::textChanged, this, &WordCheckerDialog::check);
    connect(edit_, &QLineEdit::returnPressed, this, [this] {
        check();
        edit_->selectAll();
    });
    resize(440, 320);
    check();
}

void WordCheckerDialog::check() {
    // The player's own words as they are in Settings now (what a new game would take).
    const dict::WordOverlay overlay = userdict::storedOverlay();
    result_->setText(theme::readableHtml(
        describe(dictionary_, edit_->text(), playedWords_ ? playedWords_() : std::vector<Word>{},
                 overlay.empty() ? nullptr : &overlay)));
}

// A suggestion's link ("check:żółw"): check that word instead.
void WordCheckerDialog::checkSuggestion(const QString& link) {
    static const QString prefix = QStringLiteral("check:");
    if (link.startsWith(prefix)) {
        edit_->setText(link.mid(prefix.size()));
    }
}

QString WordCheckerDialog::describe(const dict::Dictionary* dictionary, const QString& text,
                                    const std::vector<Word>& played,
                                    const dict::WordOverlay* overlay) {
    if (dictionary == nullptr) {
        return tr("The dictionary is not loaded yet.");
    }
    if (text.trimmed().isEmpty()) {
        return tr("Type a word to see whether it may be played.");
    }
    const dict::UsedWordIndex used(*dictionary, played);
    return describeReport(dict::checkWord(*dictionary, used, text.toStdString(), overlay),
                          !played.empty());
}

QString WordCheckerDialog::describeReport(const dict::WordReport& report, bool anyPlayed) {
    if (report.error) {
        // ps::text::parseWord refused the input: name the first character that is no letter
        // (as its message does), else the input has too many letters.
        const QString lower = QString::fromStdString(report.word);
        for (const char32_t ch : lower.toUcs4()) {
            if (QChar::isSpace(ch)) {
                return withClass(
                    "invalid",
                    tr("<span style='color:#b3261e'>Type one word, without spaces.</span>"));
            }
            if (!ps::letterFromLowercase(ch)) {
                const QString shown = QString::fromUcs4(&ch, 1).toHtmlEscaped();
                if (report.refusal == dict::RefusalReason::ForeignLetter) {
                    return withClass("invalid",
                                     tr("<span style='color:#b3261e'>“%1” is a letter of another "
                                        "alphabet: Polish words use only the 32 Polish "
                                        "letters.</span>")
                                         .arg(shown)) +
                           withClass("foreign-letter", QString());
                }
                return withClass(
                    "invalid", tr("<span style='color:#b3261e'>“%1” is not a Polish letter.</span>")
                                   .arg(shown));
            }
        }
        return withClass("invalid", tr("<span style='color:#b3261e'>The word is too long (letters: "
                                       "%1, at most %2).</span>")
                                        .arg(lower.toUcs4().size())
                                        .arg(text::kMaxWordLength));
    }
    const QString word = upper(report.word);
    if (!report.valid) {
        return describeRefusal(report, word);
    }
    QString html = withClass(
        "valid", tr("<p style='color:#1e6b3a'><b>✔ %1</b> is a valid word.</p>").arg(word));
    if (report.addedByYou) {
        html += withClass("added-by-you",
                          tr("<p>You added it in Settings → Dictionary: a word of its own, "
                             "with no family.</p>"));
    } else if (report.lemma) {
        html += tr("<p>Headword (family): <b>%1</b></p>").arg(upper(*report.lemma));
    }
    if (!anyPlayed) {
        return html + tr("<p>No words have been played in this game.</p>");
    }
    if (report.relations.empty()) {
        return html + tr("<p>Not related to any word played in this game.</p>");
    }
    // Every relation of the report, in its order (strongest first): the table decides the
    // suspected ones and needs to see them all.
    html += tr("<p>Related to words played in this game, strongest relation first:</p>");
    html += QStringLiteral("<ul>");
    for (const dict::RelatedWord& related : report.relations) {
        const QString other = upper(related.word);
        QString line;
        const char* colour = "#b3261e";
        if (related.relation == dict::Relation::Suspected) {
            line = related.sharedRoot.empty()
                       ? tr("Possibly related to the played <b>%1</b> (the same headword): the "
                            "table would decide.")
                             .arg(other)
                       : tr("Possibly related to the played <b>%1</b> (common root <b>%2</b>): "
                            "the table would decide.")
                             .arg(other, upper(related.sharedRoot));
            colour = "#8a5a00";
        } else if (related.word == report.word) {
            line = tr("<b>%1</b> was already played in this game.").arg(other);
        } else if (!related.sharedHeadword.empty()) {
            line = tr("Same family as the played <b>%1</b> (headword <b>%2</b>): it cannot be "
                      "played.")
                       .arg(other, upper(related.sharedHeadword));
        } else {
            line = tr("Same family as the played <b>%1</b>: it cannot be played.").arg(other);
        }
        const std::string_view kind = dict::relationName(related.relation);
        html += QStringLiteral("<li class='%1' style='color:%2'>%3</li>")
                    .arg(QString::fromUtf8(kind.data(), qsizetype(kind.size())),
                         QLatin1String(colour), line);
    }
    return html + QStringLiteral("</ul>");
}

QString WordCheckerDialog::describeRefusal(const dict::WordReport& report, const QString& word) {
    QString html;
    switch (report.refusal.value_or(dict::RefusalReason::NotInList)) {
        case dict::RefusalReason::Abbreviation:
            html = tr("<p style='color:#b3261e'><b>✘ %1</b> is an abbreviation, not a word: "
                      "abbreviations may not be played.</p>")
                       .arg(word);
            break;
        case dict::RefusalReason::ProperNoun:
            html = tr("<p style='color:#b3261e'><b>✘ %1</b> is a proper noun (a name, written "
                      "with a capital): names may not be played.</p>")
                       .arg(word);
            break;
        case dict::RefusalReason::RemovedByYou:
            html = tr("<p style='color:#b3261e'><b>✘ %1</b> was removed by you (Settings → "
                      "Dictionary): it may not be played.</p>")
                       .arg(word);
            break;
        default:
            html = tr("<p style='color:#b3261e'><b>✘ %1</b> is not in the dictionary's word "
                      "list.</p>")
                       .arg(word);
            break;
    }
    const std::string_view reason =
        dict::refusalName(report.refusal.value_or(dict::RefusalReason::NotInList));
    html = withClass("invalid", html) +
           QStringLiteral("<div class='%1'></div>")
               .arg(QString::fromUtf8(reason.data(), qsizetype(reason.size())));
    if (!report.suggestions.empty()) {
        QStringList links;
        for (const std::string& suggestion : report.suggestions) {
            const QString lower = QString::fromStdString(suggestion).toHtmlEscaped();
            links << QStringLiteral("<a href='check:%1'>%2</a>").arg(lower, upper(suggestion));
        }
        html += QStringLiteral("<p class='suggestions'>%1 %2</p>")
                    .arg(tr("Did you mean:"), links.join(QStringLiteral(", ")));
    }
    return html;
}

}  // namespace ps::ui
