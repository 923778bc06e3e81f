// Potęga Słowa — the desktop app.

#include <QApplication>

#include "app/Application.h"

int main(int argc, char* argv[]) {
    // --help and --version need no display: answered before the window system is opened.
    if (ps::ui::asksForTextOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        return ps::ui::runTextAnswer(app);
    }
    QApplication app(argc, argv);
    return ps::ui::runApplication(app);
}
