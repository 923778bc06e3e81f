#include "dialogs/WordCheckerDialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QVBoxLayout>

#include "dictionary/dictionary.h"

namespace ps::ui {

namespace {

QString upper(std::span<const Letter> word) {
    return QString::fromStdString(ps::toUtf8Upper(word)).toHtmlEscaped();
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
    edit_->setMaxLength(64);
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
    result_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(result_, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    connect(edit_, &QLineEdit::textChanged, this, &WordCheckerDialog::check);
    resize(440, 320);
    check();
}

void WordCheckerDialog::check() {
    result_->setText(
        describe(dictionary_, edit_->text(), playedWords_ ? playedWords_() : std::vector<Word>{}));
}

QString WordCheckerDialog::describe(const dict::Dictionary* dictionary, const QString& text,
                                    const std::vector<Word>& played) {
    if (dictionary == nullptr) {
        return tr("The dictionary is not loaded yet.");
    }
    const QString lower =
        QLocale(QLocale::Polish).toLower(text.trimmed().normalized(QString::NormalizationForm_C));
    if (lower.isEmpty()) {
        return tr("Type a word to see whether it may be played.");
    }
    Word word;
    for (const QChar ch : lower) {
        const std::optional<Letter> letter = ps::letterFromLowercase(ch.unicode());
        if (!letter) {
            return tr("<span style='color:#b3261e'>“%1” is not a Polish letter.</span>")
                .arg(QString(ch).toHtmlEscaped());
        }
        word.push_back(*letter);
    }
    QString html;
    if (!dictionary->contains(word)) {
        return tr("<p style='color:#b3261e'><b>✘ %1</b> is not in the dictionary.</p>")
            .arg(upper(word));
    }
    html += tr("<p style='color:#1e6b3a'><b>✔ %1</b> is a valid word.</p>").arg(upper(word));
    QStringList heads;
    for (const Word& head : dictionary->headwords(word)) {
        heads << upper(head);
    }
    if (!heads.isEmpty()) {
        html += tr("<p>Headword (family): <b>%1</b></p>").arg(heads.join(QStringLiteral(", ")));
    }
    if (played.empty()) {
        html += tr("<p>No words have been played in this game.</p>");
        return html;
    }
    QStringList same;
    QStringList suspected;
    bool identical = false;
    for (const Word& p : played) {
        if (p == word) {
            identical = true;
            continue;
        }
        switch (dictionary->relation(word, p)) {
            case dict::Relation::SameFamily:
                same << upper(p);
                break;
            case dict::Relation::Suspected:
                suspected << upper(p);
                break;
            case dict::Relation::None:
                break;
        }
    }
    if (identical) {
        html += tr("<p style='color:#b3261e'>Already played in this game.</p>");
    }
    if (!same.isEmpty()) {
        html += tr("<p style='color:#b3261e'>Same family as the played %1: it cannot be "
                   "played.</p>")
                    .arg(same.join(QStringLiteral(", ")));
    }
    if (!suspected.isEmpty()) {
        html += tr("<p style='color:#8a5a00'>Possibly related to the played %1: the table "
                   "would decide.</p>")
                    .arg(suspected.join(QStringLiteral(", ")));
    }
    if (!identical && same.isEmpty() && suspected.isEmpty()) {
        html += tr("<p>Not related to any word played in this game.</p>");
    }
    return html;
}

}  // namespace ps::ui
