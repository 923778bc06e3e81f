#include "app/Language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>
#include <memory>

#include "app/Settings.h"

namespace ps::ui::language {

namespace {
QTranslator* appTranslator = nullptr;
QTranslator* qtTranslator = nullptr;
QString currentCode = QStringLiteral("en");
}  // namespace

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
    // Qt's own strings (standard buttons, colour dialog, …) when Qt's translations are there.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_%1").arg(code),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        qtTranslator = qt.release();
        QCoreApplication::installTranslator(qtTranslator);
    }
    QLocale::setDefault(QLocale(code));
    currentCode = code;
    return true;
}

}  // namespace ps::ui::language
