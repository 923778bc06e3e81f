#include "dialogs/SettingsDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QSpinBox>
#include <QVBoxLayout>

#include "app/Language.h"
#include "app/Settings.h"

namespace ps::ui {

SettingsDialog::SettingsDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    language_ = new QComboBox(this);
    language_->setObjectName(QStringLiteral("languageBox"));
    language_->setAccessibleName(tr("Language"));
    for (const QString& code : language::available()) {
        language_->addItem(language::displayName(code), code);
    }
    language_->setCurrentIndex(int(language::available().indexOf(language::current())));
    form->addRow(tr("&Language:"), language_);
    animations_ = new QCheckBox(tr("&Animate cards and markers"), this);
    animations_->setChecked(Settings::animations());
    form->addRow(animations_);
    helpWindow_ = new QSpinBox(this);
    helpWindow_->setObjectName(QStringLiteral("helpWindowSeconds"));
    helpWindow_->setRange(0, Settings::kHelpWindowSecondsMax);
    helpWindow_->setSuffix(tr(" s"));
    helpWindow_->setSpecialValueText(tr("off"));
    helpWindow_->setValue(Settings::helpWindowSeconds());
    helpWindow_->setToolTip(
        tr("On a bot's turn, how long people may offer it help before it plays its word"));
    form->addRow(tr("&Time to offer help to a bot:"), helpWindow_);
    layout->addLayout(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
}

QString SettingsDialog::languageCode() const {
    return language_->currentData().toString();
}

bool SettingsDialog::animations() const {
    return animations_->isChecked();
}

int SettingsDialog::helpWindowSeconds() const {
    return helpWindow_->value();
}

}  // namespace ps::ui
