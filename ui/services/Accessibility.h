#pragma once
// The app's accessibility, where Qt 6.4's own needs help.
//
// Scroll areas a screen reader can walk safely. Qt's accessible object for a scroll area (the
// table, a scrolling panel) lists its viewport and the scroll bars that are showing, and gives
// a child by its number without checking it: a screen reader that counted three children
// while the table's scroll bars showed and asks for the third after they went (a bot's card
// grows the table and the view refits) gets a pointer read beyond the list, and the app
// crashed. Every scroll area of the app but the lists and text fields gets an accessible
// object that checks the number.
//
// What the app tells a screen reader, kept to what is news. A screen reader takes the
// accessibility events of an app one by one; given dozens at once it drops the rest as a flood
// (Orca 43 does above 50 queued), and the game's own news would be dropped with them. Widgets
// send far more than news: a scroll bar's value for every step of a scroll, a countdown's value
// twenty times a second, the same description again whenever a view refreshes. This filter
// sits between Qt's widgets and its accessibility bridge and lets through all but:
//   - value changes of scroll bars and progress bars that do not have the keyboard focus
//     (their numbers are no news; a focused one is read as it changes);
//   - a description change that repeats the description last sent for that object.
// and it masks one kind: a text change of a password field (the help offer's secret word in
// hot-seat) carries the very characters typed, which Orca speaks aloud to everyone at the
// screen; the filter passes it on with each character as "*" (spoken as "star").

#include <QAccessibleWidget>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

class QAbstractScrollArea;
class QAccessibleEvent;

namespace ps::ui::accessibility {

// A scroll area's accessible object: its children as Qt's own lists them — the viewport, then
// the scroll bars' containers and the corner widget while they show — each asked for by a
// checked number. A widget that makes its own (deriving from this one, as the table does) sets
// the property "ownAccessible", and install()'s factory leaves it alone.
class ScrollAreaAccessible : public QAccessibleWidget {
  public:
    explicit ScrollAreaAccessible(QAbstractScrollArea* area);
    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;

  protected:
    [[nodiscard]] QWidgetList parts() const;
};

// Installs both once for the application (further calls do nothing). Call it before the first
// accessible object is made: Qt keeps an object's accessible interface once made.
void install();

// True for an event the filter holds back (it remembers the descriptions it lets through).
[[nodiscard]] bool holdsBack(QAccessibleEvent* event);

// For a text change (inserted, removed, updated) of a line edit that hides its text, a copy
// with each character of the text as "*"; null for any other event.
[[nodiscard]] std::unique_ptr<QAccessibleEvent> masked(QAccessibleEvent* event);

// A combo box with the keyboard whose value the arrows change (its list closed) tells Orca
// nothing through Qt 6.4's bridge (Orca takes a combo box's name change for noise), so the
// person would not hear "Bot — średni" as they choose it. The filter hands such a new value,
// with its control, to the speaker the window sets (it shows it as a notification).
using ValueSpeaker = std::function<void(QWidget* control, const QString& value)>;
void setValueSpeaker(ValueSpeaker speaker);
// The value to speak for `event`, if any (tests).
[[nodiscard]] std::optional<QString> valueToSpeak(QAccessibleEvent* event);

}  // namespace ps::ui::accessibility
