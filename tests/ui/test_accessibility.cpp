// The app's accessible objects where Qt 6.4's own fall short: scroll areas whose children a
// screen reader may ask for by a number that has just gone, the news as notifications a
// screen reader speaks, and the flood of widget events held back.

#include <QAccessible>
#include <QApplication>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QProgressBar>
#include <QScrollBar>
#include <QTemporaryDir>
#include <QTest>

#include "services/Accessibility.h"
#include "ui_test_support.h"
#include "widgets/Announcer.h"

using namespace ps::ui;

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
};

int main(int argc, char** argv) {
    QApplication app(argc, argv);
    QTemporaryDir settingsDir;
    ps::ui::test::prepareApplication(app, settingsDir);
    AccessibilityTest test;
    return QTest::qExec(&test, argc, argv);
}

#include "test_accessibility.moc"
