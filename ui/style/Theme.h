#pragma once
// The app's palette and the drawing of cards and markers, shared by the board scene, the
// players' panels and the dialogs so that a card looks the same everywhere.

#include <QColor>
#include <QIcon>
#include <QList>
#include <QPainter>
#include <QRectF>
#include <QString>

#include "model/TableModel.h"

namespace ps::ui {

enum class MarkerShape { Circle, Square, Triangle, Diamond };

namespace theme {

// Player colours offered in the new-game dialog: chosen to stay apart for the common kinds of
// colour blindness; the marker's shape tells seats apart anyway.
struct PlayerColor {
    QColor color;
    const char* name;  // translatable (QT_TRANSLATE_NOOP "Theme")
};
const QList<PlayerColor>& playerColors();
QColor playerColor(int colorIndex);
QString playerColorName(int colorIndex);
MarkerShape shapeForSeat(int seat);

inline constexpr qreal kCardWidth = 100.0;
inline constexpr qreal kCardHeight = 140.0;
inline constexpr qreal kCellGap = 12.0;

QColor tableColor();
QColor tableColorDark();
QColor highlightColor();  // legal cells, lit cards
QColor accentColor();
// The background of a review's cell where the hard bot's word would have captured more.
QColor betterWordColor();
// The background of an analysis's rows that name the biggest mistakes (dark text on it).
QColor mistakeColor();

// Draws a marker of the given shape filled with the colour, outlined (a dark line on a light
// halo) so that its shape reads on any card.
void paintMarker(QPainter& painter, const QRectF& rect, MarkerShape shape, const QColor& color);

// The backgrounds a marker lies on: a letter card's face, a black card's face, the white disc
// on a tape card. Every player colour keeps a contrast of at least 3:1 (WCAG, graphics)
// against each of them.
QList<QColor> markerBackgrounds();
// WCAG 2 contrast ratio of two opaque colours (1 to 21).
qreal contrastRatio(const QColor& a, const QColor& b);
// The side of a marker drawn on a card `cardWidth` wide (scene units or pixels alike).
qreal markerSize(const CardView& card, qreal cardWidth);
// The side of the marker's drawn shape inside that square (what the eye sees).
qreal markerDrawnSize(const CardView& card, qreal cardWidth);
// The width a card is drawn with in a cell `cardWidth` wide (a frozen card lies turned).
qreal drawnCardWidth(const CardView& card, qreal cardWidth);

// A small icon of a seat's marker (for lists, combo boxes and the panels).
QIcon markerIcon(MarkerShape shape, const QColor& color, int size = 20);

struct SeatLook {
    QColor color;
    MarkerShape shape;
};

// Draws one card in `rect` (kCardWidth × kCardHeight proportions). `seatLooks` maps the seat
// indices in card.markers to colours and shapes.
void paintCard(QPainter& painter, const QRectF& rect, const CardView& card,
               const QList<SeatLook>& seatLooks);

// Style sheets of the word bar: the status line (calm for prompts, red and bold for a refused
// word or a failure), the bar inviting help on a bot's turn (an invitation, not an error: warm
// and light, so it is seen without alarming) and the countdown's last seconds.
QString statusStyle(bool problem);
QString invitationBarStyle(const QString& objectName);
QString urgentTextStyle();

// The application's style sheet in high contrast (empty otherwise): every control's edge
// drawn in white on the black ground (a field, a list, a combo box, a spin box, a check box's
// and a radio button's box), the keyboard's control edged in yellow, a ticked box filled
// yellow. The palette alone leaves them black on black.
QString applicationStyleSheet();
// Rich text written with the light theme's colours (the word checker's verdicts), made
// readable on black in high contrast: the red and the green become light ones.
QString readableHtml(QString html);

}  // namespace theme
}  // namespace ps::ui
