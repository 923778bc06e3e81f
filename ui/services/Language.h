#pragma once
// The UI language: Polish by default, English (the source strings) on request. The choice is
// kept by Settings and applied by installing translators; widgets
// then receive QEvent::LanguageChange and retranslate themselves.

#include <QString>
#include <QStringList>

namespace ps::ui::language {

inline constexpr const char* kDefault = "pl";

QStringList available();                   // {"pl", "en"}
QString displayName(const QString& code);  // "Polski", "English"
QString current();                         // what is installed now
QString saved();                           // from Settings, kDefault when unset or unknown
void save(const QString& code);
// Installs the translators for `code` (replacing earlier ones): the app's own, and Qt's
// (qtbase_<code>: standard buttons, file dialogs) when installed — when not, the app runs with
// those in English and logs it once. Returns false when the app's translation could not be
// loaded (the UI then stays in English).
bool apply(const QString& code);
// Where Qt's own translation for `code` is looked for (QLibraryInfo::TranslationsPath).
QString qtTranslationsFile(const QString& code);

}  // namespace ps::ui::language
