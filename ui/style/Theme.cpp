#include "style/Theme.h"

#include "style/Contrast.h"

#include <QCoreApplication>
#include <QPainterPath>
#include <QPixmap>
#include <QPolygonF>
#include <cmath>
#include <iterator>

#include "model/GameSetup.h"

namespace ps::ui::theme {

namespace {
const QColor kLetterFace(0xfb, 0xf8, 0xf0);
const QColor kBlackFace(0x1b, 0x1b, 0x1f);
const QColor kTapeDisc(0xff, 0xff, 0xff);
constexpr qreal kMarkerInset = 0.1;  // of the marker's square, each side (room for the outline)

struct ColorEntry {
    QRgb rgb;
    const char* name;
};
constexpr ColorEntry kPlayerColors[] = {
    {qRgb(0xd6, 0x3b, 0x2f), QT_TRANSLATE_NOOP("Theme", "Red")},
    {qRgb(0x1f, 0x6f, 0xd1), QT_TRANSLATE_NOOP("Theme", "Blue")},
    // Amber and violet are deep enough for 3:1 on both white and black cards.
    {qRgb(0xb0, 0x78, 0x00), QT_TRANSLATE_NOOP("Theme", "Amber")},
    {qRgb(0x91, 0x50, 0xd0), QT_TRANSLATE_NOOP("Theme", "Violet")},
    {qRgb(0x15, 0x9a, 0x6b), QT_TRANSLATE_NOOP("Theme", "Green")},
    {qRgb(0xe0, 0x5a, 0xa8), QT_TRANSLATE_NOOP("Theme", "Pink")},
};
// A seat's colour index is checked against the model's count (GameSetup::normalize).
static_assert(std::size(kPlayerColors) == std::size_t(GameSetup::kColorCount));
}  // namespace

const QList<PlayerColor>& playerColors() {
    static const QList<PlayerColor> colors = [] {
        QList<PlayerColor> list;
        for (const ColorEntry& entry : kPlayerColors) {
            list.append({QColor::fromRgb(entry.rgb), entry.name});
        }
        return list;
    }();
    return colors;
}

QColor playerColor(int colorIndex) {
    const auto& colors = playerColors();
    if (colorIndex < 0 || colorIndex >= colors.size()) {
        return Qt::gray;
    }
    return colors[colorIndex].color;
}

QString playerColorName(int colorIndex) {
    const auto& colors = playerColors();
    if (colorIndex < 0 || colorIndex >= colors.size()) {
        return {};
    }
    return QCoreApplication::translate("Theme", colors[colorIndex].name);
}

MarkerShape shapeForSeat(int seat) {
    switch (seat % 4) {
        case 0:
            return MarkerShape::Circle;
        case 1:
            return MarkerShape::Square;
        case 2:
            return MarkerShape::Triangle;
        default:
            return MarkerShape::Diamond;
    }
}

QColor tableColor() {
    return QColor(0x1e, 0x4d, 0x45);
}
QColor tableColorDark() {
    return QColor(0x15, 0x38, 0x32);
}
QColor highlightColor() {
    return QColor(0xff, 0xd4, 0x4d);
}
QColor accentColor() {
    return QColor(0x2b, 0x8a, 0x7a);
}
QColor betterWordColor() {
    return QColor(0xdf, 0xf3, 0xe4);
}

QColor mistakeColor() {
    return QColor(0xfb, 0xdc, 0xd2);
}

namespace {

QPainterPath markerPath(const QRectF& r, MarkerShape shape) {
    QPainterPath path;
    switch (shape) {
        case MarkerShape::Circle:
            path.addEllipse(r);
            break;
        case MarkerShape::Square:
            path.addRect(r.adjusted(r.width() * 0.06, r.height() * 0.06, -r.width() * 0.06,
                                    -r.height() * 0.06));
            break;
        case MarkerShape::Triangle: {
            QPolygonF triangle;
            triangle << QPointF(r.center().x(), r.top()) << r.bottomRight() << r.bottomLeft()
                     << QPointF(r.center().x(), r.top());
            path.addPolygon(triangle);
            break;
        }
        case MarkerShape::Diamond: {
            QPolygonF diamond;
            diamond << QPointF(r.center().x(), r.top()) << QPointF(r.right(), r.center().y())
                    << QPointF(r.center().x(), r.bottom()) << QPointF(r.left(), r.center().y())
                    << QPointF(r.center().x(), r.top());
            path.addPolygon(diamond);
            break;
        }
    }
    return path;
}

qreal relativeLuminance(const QColor& color) {
    const auto channel = [](qreal c) {
        return c <= 0.03928 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * channel(color.redF()) + 0.7152 * channel(color.greenF()) +
           0.0722 * channel(color.blueF());
}

}  // namespace

void paintMarker(QPainter& painter, const QRectF& rect, MarkerShape shape, const QColor& color) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    const qreal inset = rect.width() * kMarkerInset;
    const QPainterPath path = markerPath(rect.adjusted(inset, inset, -inset, -inset), shape);
    const qreal line = qMax(1.0, rect.width() * 0.07);
    // A light halo under a dark line: the outline reads on white and on black cards alike, so
    // the shape is seen even where the colour is not.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(
        QPen(QColor(255, 255, 255, 230), line * 2.6, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(path);
    painter.setPen(
        QPen(QColor(0x1a, 0x1a, 0x1a), line, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.setBrush(color);
    painter.drawPath(path);
    painter.restore();
}

QList<QColor> markerBackgrounds() {
    return {kLetterFace, kBlackFace, kTapeDisc};
}

qreal contrastRatio(const QColor& a, const QColor& b) {
    const qreal la = relativeLuminance(a);
    const qreal lb = relativeLuminance(b);
    return (qMax(la, lb) + 0.05) / (qMin(la, lb) + 0.05);
}

qreal markerSize(const CardView& card, qreal cardWidth) {
    const qreal w = drawnCardWidth(card, cardWidth);
    return card.tape ? w * 0.42 : w * 0.32;
}

qreal markerDrawnSize(const CardView& card, qreal cardWidth) {
    return markerSize(card, cardWidth) * (1.0 - 2 * kMarkerInset);
}

qreal drawnCardWidth(const CardView& card, qreal cardWidth) {
    return card.frozen ? cardWidth * cardWidth / (cardWidth * kCardHeight / kCardWidth) : cardWidth;
}

QIcon markerIcon(MarkerShape shape, const QColor& color, int size) {
    QIcon icon;
    for (const int scale : {1, 2}) {
        QPixmap pixmap(size * scale, size * scale);
        pixmap.fill(Qt::transparent);
        QPainter painter(&pixmap);
        paintMarker(painter, QRectF(0, 0, size * scale, size * scale), shape, color);
        painter.end();
        pixmap.setDevicePixelRatio(scale);
        icon.addPixmap(pixmap);
    }
    return icon;
}

namespace {

void paintTape(QPainter& painter, const QRectF& rect, qreal radius) {
    QPainterPath clip;
    clip.addRoundedRect(rect, radius, radius);
    painter.save();
    painter.setClipPath(clip);
    painter.fillRect(rect, QColor(0x2a, 0x2a, 0x2a));
    // Two crossing bands of yellow police tape with black stripes.
    const qreal band = rect.height() * 0.2;
    for (const qreal angle : {-32.0, 28.0}) {
        painter.save();
        painter.translate(rect.center());
        painter.rotate(angle);
        const QRectF bandRect(-rect.height(), -band / 2, rect.height() * 2, band);
        painter.fillRect(bandRect, QColor(0xf7, 0xd0, 0x1c));
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x1a, 0x1a, 0x1a));
        for (qreal x = bandRect.left(); x < bandRect.right(); x += band * 1.4) {
            QPolygonF stripe;
            stripe << QPointF(x, bandRect.top()) << QPointF(x + band * 0.5, bandRect.top())
                   << QPointF(x + band * 0.2, bandRect.bottom())
                   << QPointF(x - band * 0.3, bandRect.bottom());
            painter.drawPolygon(stripe);
        }
        painter.restore();
    }
    painter.restore();
}

}  // namespace

void paintCard(QPainter& painter, const QRectF& outer, const CardView& card,
               const QList<SeatLook>& seatLooks) {
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);

    QRectF rect = outer;
    if (card.frozen) {
        // A frozen card lies turned by 90°: draw it landscape, centred on the cell.
        painter.translate(outer.center());
        painter.rotate(90);
        painter.translate(-outer.center());
        const qreal scale = outer.width() / outer.height();
        const QPointF c = outer.center();
        rect = QRectF(c.x() - outer.width() * scale / 2 * 1.0, c.y() - outer.height() * scale / 2,
                      outer.width() * scale, outer.height() * scale);
    }
    const qreal w = rect.width();
    const qreal radius = w * 0.08;

    // Shadow, then the card.
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawRoundedRect(rect.translated(w * 0.02, w * 0.03), radius, radius);

    if (card.tape) {
        paintTape(painter, rect, radius);
        painter.setPen(QPen(QColor(0x11, 0x11, 0x11), w * 0.015));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(rect, radius, radius);
    } else {
        const QColor face = card.black ? kBlackFace : kLetterFace;
        const QColor ink = card.black ? QColor(0xf3, 0xc9, 0x5b) : QColor(0x1d, 0x2b, 0x4f);
        const QColor border = card.black ? QColor(0xf3, 0xc9, 0x5b) : QColor(0x8a, 0x99, 0xb8);
        painter.setPen(QPen(border, w * 0.02));
        painter.setBrush(face);
        painter.drawRoundedRect(rect, radius, radius);
        // Inner frame
        painter.setPen(QPen(border.lighter(card.black ? 80 : 120), w * 0.01));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(rect.adjusted(w * 0.06, w * 0.06, -w * 0.06, -w * 0.06),
                                radius * 0.6, radius * 0.6);

        QFont letterFont = painter.font();
        letterFont.setFamilies({QStringLiteral("DejaVu Serif"), QStringLiteral("Serif")});
        letterFont.setBold(true);
        letterFont.setPixelSize(qMax(4, int(w * 0.62)));
        painter.setFont(letterFont);
        painter.setPen(ink);
        const QRectF letterRect(rect.left(), rect.top() + rect.height() * 0.08, w,
                                rect.height() * 0.62);
        painter.drawText(letterRect, Qt::AlignCenter, card.letter);

        QFont landmarkFont = painter.font();
        landmarkFont.setFamilies({QStringLiteral("DejaVu Sans Condensed"),
                                  QStringLiteral("DejaVu Sans"), QStringLiteral("Sans")});
        landmarkFont.setBold(false);
        landmarkFont.setPixelSize(qMax(3, int(w * 0.105)));
        painter.setFont(landmarkFont);
        painter.setPen(card.black ? ink.darker(110) : QColor(0x5a, 0x66, 0x80));
        const QRectF landmarkRect(rect.left() + w * 0.08, rect.top() + rect.height() * 0.72,
                                  w * 0.84, rect.height() * 0.2);
        const QString landmark =
            QFontMetricsF(landmarkFont)
                .elidedText(card.landmark, Qt::ElideRight, landmarkRect.width());
        painter.drawText(landmarkRect, Qt::AlignHCenter | Qt::AlignTop, landmark);
    }

    // Markers: on a tape card its owner's marker sits in the middle, big; on a letter card
    // they sit along the top edge, oldest first.
    if (!card.markers.isEmpty()) {
        if (card.tape) {
            const qreal size = markerSize(card, outer.width());
            const QRectF plate(rect.center().x() - size * 0.65, rect.center().y() - size * 0.65,
                               size * 1.3, size * 1.3);
            painter.setPen(QPen(QColor(0x11, 0x11, 0x11), w * 0.015));
            painter.setBrush(kTapeDisc);
            painter.drawEllipse(plate);
            qreal x = rect.center().x() - size / 2 * card.markers.size();
            for (const int seat : card.markers) {
                if (seat >= 0 && seat < seatLooks.size()) {
                    paintMarker(painter, QRectF(x, rect.center().y() - size / 2, size, size),
                                seatLooks[seat].shape, seatLooks[seat].color);
                }
                x += size;
            }
        } else {
            const qreal size = markerSize(card, outer.width());
            qreal x = rect.right() - w * 0.05 - size;
            for (auto it = card.markers.crbegin(); it != card.markers.crend(); ++it) {
                const int seat = *it;
                if (seat >= 0 && seat < seatLooks.size()) {
                    paintMarker(painter, QRectF(x, rect.top() + w * 0.05, size, size),
                                seatLooks[seat].shape, seatLooks[seat].color);
                }
                x -= size * 0.9;
            }
        }
    }
    if (card.frozen) {
        // A frost veil so the turned card also reads as "not usable".
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0xa8, 0xd8, 0xf0, 90));
        painter.drawRoundedRect(rect, radius, radius);
    }
    painter.restore();
}

namespace {
bool highContrastOn = false;
}  // namespace

void setHighContrast(bool on) {
    highContrastOn = on;
}

bool highContrast() {
    return highContrastOn;
}

QString statusStyle(bool problem) {
    if (highContrastOn) {
        return problem ? QStringLiteral("color: #ffa090; font-weight: bold;")
                       : QStringLiteral("color: #ffffff;");
    }
    return problem ? QStringLiteral("color: #b3261e; font-weight: bold;")
                   : QStringLiteral("color: #1e4d45;");
}

QString invitationBarStyle(const QString& objectName) {
    if (highContrastOn) {
        return QStringLiteral(
                   "QFrame#%1 { background: #000000; border: 2px solid #ffd400; "
                   "border-radius: 6px; }")
            .arg(objectName);
    }
    return QStringLiteral(
               "QFrame#%1 { background: #fff4d6; border: 1px solid #e0b84a; "
               "border-radius: 6px; }")
        .arg(objectName);
}

QString applicationStyleSheet() {
    if (!highContrastOn) {
        return {};
    }
    return QStringLiteral(
        "QLineEdit, QSpinBox, QDoubleSpinBox, QComboBox, QListView, QListWidget, QTreeView,"
        " QTableView, QTextEdit, QPlainTextEdit, QTextBrowser {"
        " border: 2px solid #ffffff; background: #000000; color: #ffffff; }"
        "QLineEdit:focus, QSpinBox:focus, QDoubleSpinBox:focus, QComboBox:focus,"
        " QListView:focus, QListWidget:focus, QTextEdit:focus, QPlainTextEdit:focus {"
        " border: 2px solid #ffd400; }"
        "QLineEdit:disabled, QSpinBox:disabled, QComboBox:disabled {"
        " border: 2px dashed #b0b0b0; color: #b0b0b0; }"
        "QAbstractSpinBox::up-button, QAbstractSpinBox::down-button {"
        " subcontrol-origin: border; width: 18px; background: #000000;"
        " border-left: 1px solid #ffffff; }"
        "QAbstractSpinBox::up-button { subcontrol-position: top right; }"
        "QAbstractSpinBox::down-button { subcontrol-position: bottom right; }"
        "QAbstractSpinBox::up-arrow { image: url(:/icons/spin-up-white.svg); width: 10px;"
        " height: 6px; }"
        "QAbstractSpinBox::down-arrow { image: url(:/icons/spin-down-white.svg); width: 10px;"
        " height: 6px; }"
        "QCheckBox::indicator, QRadioButton::indicator, QListView::indicator {"
        " width: 14px; height: 14px; border: 2px solid #ffffff; background: #000000; }"
        "QRadioButton::indicator { border-radius: 9px; }"
        "QCheckBox::indicator:checked, QRadioButton::indicator:checked,"
        " QListView::indicator:checked { background: #ffd400; }"
        "QCheckBox:focus, QRadioButton:focus { outline: none; border: 1px solid #ffd400; }"
        "QPushButton, QToolButton { border: 2px solid #ffffff; padding: 4px 10px;"
        " background: #000000; color: #ffffff; }"
        "QPushButton:focus, QToolButton:focus { border: 2px solid #ffd400; }"
        "QPushButton:disabled, QToolButton:disabled { border: 2px dashed #b0b0b0;"
        " color: #b0b0b0; }");
}

QString readableHtml(QString html) {
    if (highContrastOn) {
        html.replace(QStringLiteral("#b3261e"), QStringLiteral("#ffa090"), Qt::CaseInsensitive);
        html.replace(QStringLiteral("#1e6b3a"), QStringLiteral("#90ee90"), Qt::CaseInsensitive);
    }
    return html;
}

QString urgentTextStyle() {
    return highContrastOn ? QStringLiteral("color: #ffa090;") : QStringLiteral("color: #b3261e;");
}

}  // namespace ps::ui::theme
