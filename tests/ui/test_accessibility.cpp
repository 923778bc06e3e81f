// The app's accessible objects where Qt 6.4's own fall short: scroll areas whose children a
// screen reader may ask for by a number that has just gone, the news as notifications a
// screen reader speaks, and the flood of widget events held back.

#include <QAccessible>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QProgressBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollBar>
#include <QSpinBox>
#include <QStyle>
#include <QStyleOptionButton>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

#include "app/Application.h"
#include "app/MainWindow.h"
#include "dialogs/KeyboardMapDialog.h"
#include "dialogs/NewGameDialog.h"
#include "dialogs/RulesDialog.h"
#include "dialogs/SettingsDialog.h"
#include "dialogs/WordCheckerDialog.h"
#include "online/OnlineDialog.h"
#include "services/Accessibility.h"
#include "services/Settings.h"
#include "style/Theme.h"
#include "ui_test_support.h"
#include "widgets/Announcer.h"

using namespace ps::ui;

namespace {

// WCAG's contrast ratio of two colours (1 to 21).
double luminance(const QColor& colour) {
    const auto channel = [](double value) {
        value /= 255.0;
        return value <= 0.03928 ? value / 12.92 : std::pow((value + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(colour.red()) + 0.7152 * channel(colour.green()) +
           0.0722 * channel(colour.blue());
}

double contrast(const QColor& a, const QColor& b) {
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// The strongest contrast against `ground` of the pixels of `image` inside `area`: what an eye
// finds there (an edge, a letter), or only the ground.
double strongestContrast(const QImage& image, const QRect& area, const QColor& ground) {
    double best = 1.0;
    const QRect inside = area.intersected(image.rect());
    for (int y = inside.top(); y <= inside.bottom(); ++y) {
        for (int x = inside.left(); x <= inside.right(); ++x) {
            best = std::max(best, contrast(image.pixelColor(x, y), ground));
        }
    }
    return best;
}

}  // namespace

class AccessibilityTest : public QObject {
    Q_OBJECT

  private slots:
    void initTestCase() { accessibility::install(); }

    // A screen reader counted the table's children while its scroll bars showed and asks for
    // the last of them after they went: the answer is "none", not a pointer read beyond the
    // list (Qt's own scroll area object read it, and the app crashed).
    void aScrollAreasChildThatWentIsNone() {
        QGraphicsScene scene(0, 0, 4000, 4000);
        QGraphicsView view(&scene);
        view.resize(300, 200);
        view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
        view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QAccessibleInterface* table = QAccessible::queryAccessibleInterface(&view);
        QVERIFY(table != nullptr);
        QCOMPARE(table->childCount(), 3);  // the viewport and two scroll bars
        QAccessibleInterface* lastBar = table->child(2);
        QVERIFY(lastBar != nullptr);
        QCOMPARE(table->indexOfChild(lastBar), 2);

        view.setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        view.setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
        QTRY_VERIFY(!view.verticalScrollBar()->isVisible());
        QCOMPARE(table->childCount(), 1);
        QCOMPARE(table->child(0)->object(), view.viewport());
        for (const int gone : {1, 2, 3, 50, -1}) {
            QVERIFY2(table->child(gone) == nullptr, qPrintable(QString::number(gone)));
        }
        QCOMPARE(table->indexOfChild(lastBar), -1);
    }

    // Each announcement shows a new object of the role "notification" named by its text: the
    // object a screen reader speaks when it shows. Earlier ones hide; a few are kept.
    void eachAnnouncementIsANotificationOfItsOwn() {
        Announcer announcer;
        announcer.show();
        const QStringList news = {
            QStringLiteral("Bolek kładzie kartę A."), QStringLiteral("Bolek układa słowo ALE."),
            QStringLiteral("Twoja tura, Ala."), QStringLiteral("Gra skończona."),
            QStringLiteral("Bolek kładzie kartę B.")};
        QList<NewsNotice*> seen;
        for (const QString& text : news) {
            announcer.announce(text);
            QTRY_COMPARE(announcer.announced().size(), seen.size() + 1);
            const QList<NewsNotice*> notices = announcer.findChildren<NewsNotice*>();
            NewsNotice* shown = nullptr;
            for (NewsNotice* notice : notices) {
                if (notice->isVisible()) {
                    QVERIFY2(shown == nullptr, "one notification shows at a time");
                    shown = notice;
                }
            }
            QVERIFY(shown != nullptr);
            QVERIFY2(!seen.contains(shown), "a new object for every announcement");
            seen << shown;
            QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(shown);
            QCOMPARE(accessible->role(), QAccessible::Notification);
            QCOMPARE(accessible->text(QAccessible::Name), text);
            QCOMPARE(announcer.accessibleName(), text);
            QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
            QVERIFY(announcer.findChildren<NewsNotice*>().size() <= Announcer::kKeptNotices);
        }
    }

    // A scroll bar's or a countdown's numbers without the keyboard, and a description sent
    // again unchanged, are held back; a focused bar's value and a new description pass.
    void widgetNoiseIsHeldBackAndNewsPasses() {
        QWidget window;
        auto* bar = new QProgressBar(&window);
        auto* scrollBar = new QScrollBar(Qt::Vertical, &window);
        auto* field = new QWidget(&window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QAccessibleValueChangeEvent countdown(bar, 40);
        QVERIFY(accessibility::holdsBack(&countdown));
        QAccessibleValueChangeEvent scrolled(scrollBar, 3);
        QVERIFY(accessibility::holdsBack(&scrolled));
        scrollBar->setFocus();
        QTRY_VERIFY(scrollBar->hasFocus());
        QVERIFY(!accessibility::holdsBack(&scrolled));  // read to the one who moves it

        field->setAccessibleDescription(QStringLiteral("C3: pusto"));
        QAccessibleEvent described(field, QAccessible::DescriptionChanged);
        QVERIFY(!accessibility::holdsBack(&described));
        QVERIFY(accessibility::holdsBack(&described));  // the same again: no news
        field->setAccessibleDescription(QStringLiteral("C4: karta A"));
        QVERIFY(!accessibility::holdsBack(&described));
        QAccessibleEvent named(field, QAccessible::NameChanged);
        QVERIFY(!accessibility::holdsBack(&named));
        QVERIFY(!accessibility::holdsBack(&named));  // a name said again is news again
    }

    // A password field's text changes carry the typed characters: they go on as stars, each
    // kind of change with its position and cursor; a normal field's and other events pass as
    // they are.
    void aPasswordFieldsTextReachesTheScreenReaderAsStars() {
        QLineEdit secret;
        secret.setEchoMode(QLineEdit::PasswordEchoOnEdit);
        QAccessibleTextInsertEvent typed(&secret, 2, QStringLiteral("ót"));
        typed.setCursorPosition(4);
        const std::unique_ptr<QAccessibleEvent> insert = accessibility::masked(&typed);
        QVERIFY(insert != nullptr);
        QCOMPARE(insert->type(), QAccessible::TextInserted);
        const auto* inserted = static_cast<QAccessibleTextInsertEvent*>(insert.get());
        QCOMPARE(inserted->textInserted(), QStringLiteral("**"));
        QCOMPARE(inserted->changePosition(), 2);
        QCOMPARE(inserted->cursorPosition(), 4);
        QAccessibleTextRemoveEvent erased(&secret, 1, QStringLiteral("k"));
        const std::unique_ptr<QAccessibleEvent> remove = accessibility::masked(&erased);
        QVERIFY(remove != nullptr);
        QCOMPARE(static_cast<QAccessibleTextRemoveEvent*>(remove.get())->textRemoved(),
                 QStringLiteral("*"));
        QAccessibleTextUpdateEvent replaced(&secret, 0, QStringLiteral("kot"),
                                            QStringLiteral("dom"));
        const std::unique_ptr<QAccessibleEvent> update = accessibility::masked(&replaced);
        QVERIFY(update != nullptr);
        const auto* updated = static_cast<QAccessibleTextUpdateEvent*>(update.get());
        QCOMPARE(updated->textRemoved(), QStringLiteral("***"));
        QCOMPARE(updated->textInserted(), QStringLiteral("***"));
        secret.setEchoMode(QLineEdit::Password);
        QVERIFY(accessibility::masked(&typed) != nullptr);
        QAccessibleEvent named(&secret, QAccessible::NameChanged);
        QVERIFY(accessibility::masked(&named) == nullptr);

        QLineEdit word;
        QAccessibleTextInsertEvent plain(&word, 0, QStringLiteral("kot"));
        QVERIFY(accessibility::masked(&plain) == nullptr);
    }

    // A combo box's value changed by the arrows while it has the keyboard is handed to the
    // speaker; not when another control has the keyboard, nor for another kind of control.
    void aComboBoxsNewValueIsSpoken() {
        QWidget window;
        auto* combo = new QComboBox(&window);
        combo->addItems({QStringLiteral("Osoba"), QStringLiteral("Bot — łatwy")});
        auto* other = new QLineEdit(&window);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        combo->setFocus();
        QTRY_VERIFY(combo->hasFocus());
        combo->setCurrentIndex(1);
        QAccessibleValueChangeEvent changed(combo, combo->currentText());
        QCOMPARE(accessibility::valueToSpeak(&changed),
                 std::optional(QStringLiteral("Bot — łatwy")));
        other->setFocus();
        QTRY_VERIFY(other->hasFocus());
        QVERIFY(!accessibility::valueToSpeak(&changed).has_value());
        QAccessibleValueChangeEvent typed(other, QStringLiteral("x"));
        QVERIFY(!accessibility::valueToSpeak(&typed).has_value());
    }

    // High contrast hides nothing: in the dialogs a person meets first (settings, where it is
    // turned on; a new game; online play; the rules; the keyboard map) every field's, combo
    // box's, spin box's and button's edge, and every check box's box ticked or not, stands
    // ≥ 3:1 against the black ground, and every label's and button's text ≥ 4.5:1 — measured
    // on the dialog's pixels.
    void highContrastShowsEveryControl() {
        Settings::setHighContrast(true);
        applyLook(*qApp);
        {
            SettingsDialog settings;
            expectEveryControlSeen(settings, 3, 2);
            if (QTest::currentTestFailed()) {
                return;
            }
            GameSetup fourSeats = GameSetup::defaults();
            NewGameDialog newGame(fourSeats, true);
            expectEveryControlSeen(newGame, 3, 1);
            if (QTest::currentTestFailed()) {
                return;
            }
            OnlineDialog online(QStringLiteral("Ola"), true);
            expectEveryControlSeen(online, 2, 0);
            if (QTest::currentTestFailed()) {
                return;
            }
            RulesDialog rules;
            expectEveryControlSeen(rules, 0, 0);
            if (QTest::currentTestFailed()) {
                return;
            }
            MainWindow window;
            KeyboardMapDialog keys(window.menuBar());
            expectEveryControlSeen(keys, 0, 0);
            if (QTest::currentTestFailed()) {
                return;
            }
        }
        QVERIFY(theme::readableHtml(QStringLiteral("<p style='color:#b3261e'>x</p>"))
                    .contains(QStringLiteral("#ffa090")));
        QVERIFY(contrast(QColor(0xff, 0xa0, 0x90), Qt::black) >= 4.5);
        QVERIFY(contrast(QColor(0x90, 0xee, 0x90), Qt::black) >= 4.5);
        Settings::setHighContrast(false);
        applyLook(*qApp);
        QVERIFY(qApp->styleSheet().isEmpty());
    }

    // Larger text at any scale keeps every dialog inside its screen with its buttons in reach
    // (the dialog scrolls its contents when they are taller). ui_accessibility_test_large_text
    // runs this at scale 2 on a 1920×1080 screen (960×540 logical pixels).
    void largerTextKeepsEveryDialogOnItsScreen() {
        Settings::setLargeText(true);
        applyLook(*qApp);
        {
            MainWindow window;
            SettingsDialog settings;
            expectOnScreen(settings);
            NewGameDialog newGame(GameSetup::defaults(), true);
            expectOnScreen(newGame);
            OnlineDialog online(QStringLiteral("Ola"), true);
            expectOnScreen(online);
            RulesDialog rules;
            expectOnScreen(rules);
            KeyboardMapDialog keys(window.menuBar());
            expectOnScreen(keys);
        }
        Settings::setLargeText(false);
        applyLook(*qApp);
    }

  private:
    // The dialog shown at the size it asks for, inside its screen's available area, and its
    // buttons (the button box, or every push button) inside that area too.
    static void expectOnScreen(QDialog& dialog) {
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (int i = 0; i < 5; ++i) {
            QCoreApplication::processEvents();
        }
        const QRect available = dialog.screen()->availableGeometry();
        const QString name = QString::fromLatin1(dialog.metaObject()->className());
        QVERIFY2(available.contains(dialog.frameGeometry()),
                 qPrintable(QStringLiteral("%1: %2×%3 at %4,%5 on a %6×%7 screen")
                                .arg(name)
                                .arg(dialog.frameGeometry().width())
                                .arg(dialog.frameGeometry().height())
                                .arg(dialog.frameGeometry().x())
                                .arg(dialog.frameGeometry().y())
                                .arg(available.width())
                                .arg(available.height())));
        for (QPushButton* button : dialog.findChildren<QPushButton*>()) {
            if (!button->isVisible() ||
                qobject_cast<QDialogButtonBox*>(button->parent()) == nullptr) {
                continue;
            }
            const QRect onScreen(button->mapToGlobal(QPoint(0, 0)), button->size());
            QVERIFY2(available.contains(onScreen),
                     qPrintable(QStringLiteral("%1: the button %2 at %3,%4 is off the screen")
                                    .arg(name, button->text())
                                    .arg(onScreen.x())
                                    .arg(onScreen.y())));
        }
        dialog.hide();
    }

    // Every control of `dialog` seen in the high-contrast look (see highContrastShowsEveryControl);
    // at least `edges` fields and `boxes` check boxes are measured.
    static void expectEveryControlSeen(QDialog& dialog, int edges, int boxes) {
        dialog.resize(dialog.sizeHint());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QCoreApplication::processEvents();
        const QString name = QString::fromLatin1(dialog.metaObject()->className());
        const QImage shot = dialog.grab().toImage();
        const qreal ratio = dialog.devicePixelRatioF();
        const QColor ground = shot.pixelColor(2, 2);
        QVERIFY2(contrast(ground, Qt::black) < 1.1,
                 qPrintable(name + QStringLiteral(": ") + ground.name()));
        const auto onShot = [&](QWidget* widget, const QRect& local) {
            const QRect area(widget->mapTo(&dialog, local.topLeft()), local.size());
            return QRect((QPointF(area.topLeft()) * ratio).toPoint(),
                         (QSizeF(area.size()) * ratio).toSize());
        };
        // Only what shows in the dialog's first view: a control scrolled out of it is measured
        // where it is not drawn.
        const auto inView = [&](QWidget* widget) {
            return widget->isVisible() && !widget->visibleRegion().isEmpty();
        };
        int measuredEdges = 0;
        for (QWidget* field : dialog.findChildren<QWidget*>()) {
            if (!inView(field) || (qobject_cast<QLineEdit*>(field) == nullptr &&
                                   qobject_cast<QComboBox*>(field) == nullptr &&
                                   qobject_cast<QAbstractSpinBox*>(field) == nullptr &&
                                   qobject_cast<QPushButton*>(field) == nullptr)) {
                continue;
            }
            if (qobject_cast<QLineEdit*>(field) != nullptr &&
                qobject_cast<QAbstractSpinBox*>(field->parentWidget()) != nullptr) {
                continue;  // a spin box's own line: its box has the edge
            }
            // The left edge's middle third: no text is drawn there.
            const QRect edge(0, field->height() / 3, 3, field->height() / 3);
            const double found = strongestContrast(shot, onShot(field, edge), ground);
            QVERIFY2(found >= 3.0, qPrintable(QStringLiteral("%1: %2 (%3): edge %4:1")
                                                  .arg(name, field->objectName(),
                                                       field->metaObject()->className())
                                                  .arg(found)));
            if (auto* button = qobject_cast<QPushButton*>(field);
                button != nullptr && !button->text().isEmpty()) {
                const double text = strongestContrast(
                    shot, onShot(button, button->rect().adjusted(4, 4, -4, -4)), ground);
                QVERIFY2(text >= 4.5, qPrintable(QStringLiteral("%1: button %2: text %3:1")
                                                     .arg(name, button->text())
                                                     .arg(text)));
            } else {
                ++measuredEdges;
            }
        }
        QVERIFY2(measuredEdges >= edges,
                 qPrintable(QStringLiteral("%1: %2 fields").arg(name).arg(measuredEdges)));
        int measuredBoxes = 0;
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>()) {
            if (!inView(box)) {
                continue;
            }
            const bool was = box->isChecked();
            for (const bool ticked : {false, true}) {
                box->setChecked(ticked);
                QCoreApplication::processEvents();
                const QImage now = dialog.grab().toImage();
                QStyleOptionButton option;
                option.initFrom(box);
                const QRect indicator =
                    box->style()->subElementRect(QStyle::SE_CheckBoxIndicator, &option, box);
                const double found = strongestContrast(now, onShot(box, indicator), ground);
                QVERIFY2(found >= 3.0, qPrintable(QStringLiteral("%1: %2 %3: box %4:1")
                                                      .arg(name, box->objectName(),
                                                           ticked ? "ticked" : "unticked")
                                                      .arg(found)));
            }
            box->setChecked(was);
            ++measuredBoxes;
        }
        QVERIFY2(measuredBoxes >= boxes,
                 qPrintable(QStringLiteral("%1: %2 boxes").arg(name).arg(measuredBoxes)));
        for (QLabel* label : dialog.findChildren<QLabel*>()) {
            if (!inView(label) || label->text().trimmed().isEmpty()) {
                continue;
            }
            const double found = strongestContrast(shot, onShot(label, label->rect()), ground);
            QVERIFY2(found >= 4.5, qPrintable(QStringLiteral("%1: %2: text %3:1")
                                                  .arg(name, label->text().left(60))
                                                  .arg(found)));
        }
        dialog.hide();
    }
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    AccessibilityTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_accessibility.moc"
