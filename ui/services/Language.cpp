#include "services/Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <memory>

#include "services/Logging.h"
#include "services/Settings.h"

namespace ps::ui::language {

namespace {
QTranslator* appTranslator = nullptr;
QTranslator* qtTranslator = nullptr;
QString currentCode = QStringLiteral("en");
bool qtMissingLogged = false;

// Qt's own strings (standard buttons, the file and colour dialogs) come from Qt's translations
// (Debian's qt6-translations-l10n). Without them the app still runs, with those in English.
void installQtTranslations(const QString& code) {
    auto qt = std::make_unique<QTranslator>();
    const QString folder = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    if (qt->load(QStringLiteral("qtbase_%1").arg(code), folder)) {
        qtTranslator = qt.release();
        QCoreApplication::installTranslator(qtTranslator);
    } else if (!qtMissingLogged) {
        qtMissingLogged = true;
        qCWarning(lcApp).noquote()
            << "Qt's own translation" << QStringLiteral("qtbase_%1.qm").arg(code) << "is missing in"
            << folder << "(install qt6-translations-l10n): standard buttons stay in English";
    }
}
}  // namespace

QString qtTranslationsFile(const QString& code) {
    return QLibraryInfo::path(QLibraryInfo::TranslationsPath) +
           QStringLiteral("/qtbase_%1.qm").arg(code);
}

QStringList available() {
    return {QStringLiteral("pl"), QStringLiteral("en")};
}

QString displayName(const QString& code) {
    // Each language in its own name, so a player can find theirs whatever is shown now.
    if (code == QLatin1String("pl")) {
        return QStringLiteral("Polski");
    }
    return QStringLiteral("English");
}

QString current() {
    return currentCode;
}

QString saved() {
    const QString code = Settings::languageCode();
    return available().contains(code) ? code : QString::fromLatin1(kDefault);
}

void save(const QString& code) {
    Settings::setLanguageCode(code);
}

bool apply(const QString& code) {
    if (appTranslator != nullptr) {
        QCoreApplication::removeTranslator(appTranslator);
        delete appTranslator;
        appTranslator = nullptr;
    }
    if (qtTranslator != nullptr) {
        QCoreApplication::removeTranslator(qtTranslator);
        delete qtTranslator;
        qtTranslator = nullptr;
    }
    currentCode = QStringLiteral("en");
    if (code == QLatin1String("en")) {
        // The source strings are English; the file only adds plural forms ("1 card", "2 cards").
        auto plurals = std::make_unique<QTranslator>();
        if (plurals->load(QStringLiteral(":/i18n/potega-slowa_en.qm"))) {
            appTranslator = plurals.release();
            QCoreApplication::installTranslator(appTranslator);
        } else {
            // Removing translators already posts LanguageChange; post one for first use.
            QCoreApplication::postEvent(QCoreApplication::instance(),
                                        new QEvent(QEvent::LanguageChange));
        }
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        return true;
    }
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(QStringLiteral(":/i18n/potega-slowa_%1.qm").arg(code))) {
        return false;
    }
    appTranslator = translator.release();
    QCoreApplication::installTranslator(appTranslator);
    installQtTranslations(code);
    QLocale::setDefault(QLocale(code));
    currentCode = code;
    return true;
}

}  // namespace ps::ui::language
