// Potęga Słowa — the desktop app.

#include <QApplication>

#include "app/Application.h"

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    return ps::ui::runApplication(app);
}
