#include "ui/map/counterart.h"

#include <QFont>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace hexfire {

namespace {

QColor textOn(const QColor &background) { return CounterArt::inkOn(background); }

QString shortName(const std::string &name)
{
    QString n = QString::fromStdString(name);
    n.replace(QLatin1String("Squad"), QLatin1String("Sqd"));
    n.replace(QLatin1String("Section"), QLatin1String("Sec"));
    n.replace(QLatin1String("Platoon"), QLatin1String("Plt"));
    n.replace(QLatin1String("Lieutenant"), QLatin1String("Lt."));
    n.replace(QLatin1String("Sergeant"), QLatin1String("Sgt."));
    // Formation words as orders of battle print them, so that what tells units apart fits.
    n.replace(QLatin1String("Battalion"), QLatin1String("Bn"));
    n.replace(QLatin1String("Battery"), QLatin1String("Bty"));
    n.replace(QLatin1String("Regiment"), QLatin1String("Rgt"));
    n.replace(QLatin1String("Company"), QLatin1String("Coy"));
    // A battalion of a regiment as orders of battle print it: "1st Bn, 4th Ligne" is "1/4th
    // Ligne", "2nd Bn, Kexholm Musketeers" "2/Kexholm Musketeers", so that the name reads on a
    // counter at a size a player can read.
    static const QRegularExpression battalion(QStringLiteral("^(\\d+)(?:st|nd|rd|th) Bn,? +(.+)$"));
    if (const QRegularExpressionMatch m = battalion.match(n); m.hasMatch())
        n = m.captured(1) + QLatin1Char('/') + m.captured(2);
    return n;
}

QColor colourOr(const std::string &text, const QColor &fallback)
{
    const QColor c(QString::fromStdString(text));
    return c.isValid() ? c : fallback;
}

QString initialOf(const std::string &name)
{
    const QString n = QString::fromStdString(name).trimmed();
    return n.isEmpty() ? QStringLiteral("?") : n.left(1).toUpper();
}

} // namespace

QString CounterFace::key() const
{
    QString k = QStringLiteral("c|%1|%2|%3|%4").arg(colour.name(), symbol, name).arg(reduced);
    for (const Value &v : values)
        k += QStringLiteral("|v%1%2%3")
                 .arg(static_cast<int>(v.slot))
                 .arg(static_cast<int>(v.frame))
                 .arg(v.text);
    for (const Status &st : statuses)
        k += QStringLiteral("|s%1%2/%3/%4")
                 .arg(static_cast<int>(st.style))
                 .arg(st.art, st.caption, st.colour.name());
    return k;
}

bool CounterFace::drawsLike(const CounterFace &other) const
{
    // The colours as key() writes them: red, green and blue.
    const auto sameColour = [](const QColor &a, const QColor &b) { return a.rgb() == b.rgb(); };
    return sameColour(colour, other.colour) && symbol == other.symbol && name == other.name
        && reduced == other.reduced
        && std::equal(values.begin(), values.end(), other.values.begin(), other.values.end(),
            [](const Value &a, const Value &b) {
                return a.slot == b.slot && a.frame == b.frame && a.text == b.text;
            })
        && std::equal(statuses.begin(), statuses.end(), other.statuses.begin(),
            other.statuses.end(), [&](const Status &a, const Status &b) {
                return a.style == b.style && a.art == b.art && a.caption == b.caption
                    && sameColour(a.colour, b.colour);
            });
}

CounterFace CounterFace::fromUnit(const Unit &unit, const Side *side, const RuleSet &rules)
{
    CounterFace face;
    face.colour = side ? colourOr(side->colour, QColor(200, 200, 200)) : QColor(200, 200, 200);
    face.name = shortName(unit.name);
    face.reduced = unit.reduced();
    const CounterPrint print = rules.counterPrint(unit);
    const CounterArt &art = CounterArt::instance();
    face.symbol = art.element(QString::fromStdString(print.symbol), QStringLiteral("type-"));
    if (face.symbol.isEmpty())
        face.symbol
            = art.element(QString::fromStdString(unit.art).toLower(), QStringLiteral("type-"));
    if (face.symbol.isEmpty())
        face.symbol = QStringLiteral("type-squad");
    for (const PrintedValue &v : print.values)
        face.values.push_back({v.slot, v.frame, QString::fromStdString(v.text)});
    // Every state the unit carries is drawn, as its rule system says; a state it publishes no look
    // for still gets a plain badge with its initial, so nothing the unit carries goes unseen.
    for (const std::string &key : unit.status.keys()) {
        Status st;
        if (const StatusType *type = findByKey(rules.vocabulary().statuses, key)) {
            st.style = type->look.style;
            st.art = art.element(QString::fromStdString(type->look.art), QStringLiteral("ov-"));
            st.caption = QString::fromStdString(
                type->look.caption.empty() ? type->name : type->look.caption);
            if (st.style == StatusLook::Style::Badge && st.art.isEmpty())
                st.caption
                    = initialOf(type->look.caption.empty() ? type->name : type->look.caption);
            st.colour = colourOr(type->look.colour, QColor(90, 90, 90));
        } else {
            st.caption = initialOf(key);
            st.colour = QColor(90, 90, 90);
        }
        face.statuses.push_back(st);
    }
    return face;
}

QString MarkerFace::key() const
{
    return QStringLiteral("m|%1|%2|%3|%4|%5|%6|%7")
        .arg(colour.name(), textColour.name(), glyph, value, caption,
            stripe.isValid() ? stripe.name() : QString())
        .arg(arrow);
}

MarkerFace MarkerFace::fromMarker(
    const Marker &marker, const GameState &state, const RuleSet &rules, const MarkerView &view)
{
    MarkerFace face;
    QColor sideColour;
    if (marker.side) {
        if (const Side *s = state.findSide(*marker.side))
            sideColour = QColor(QString::fromStdString(s->colour));
    }
    const QColor fallback = sideColour.isValid() ? sideColour : QColor(120, 120, 120);
    const MarkerType *type = findByKey(rules.vocabulary().markers, marker.kind);
    if (!type) {
        // A kind the rule system does not publish: a plain chit with its value, never dropped.
        face.colour = fallback;
        face.textColour = textOn(face.colour);
        face.caption = initialOf(marker.kind);
        if (marker.value != 0)
            face.value = CounterArt::signedValue(marker.value);
        return face;
    }
    face.colour = type->colour.empty() ? fallback : colourOr(type->colour, fallback);
    face.textColour = type->textColour.empty() ? textOn(face.colour)
                                               : colourOr(type->textColour, textOn(face.colour));
    face.glyph = CounterArt::instance().element(
        QString::fromStdString(type->glyph), QStringLiteral("mk-"));
    face.caption = QString::fromStdString(type->caption);
    if (type->showsValue)
        face.value = QString::fromStdString(view.value);
    if (type->sideStripe)
        face.stripe = sideColour;
    face.arrow = !type->pointsToParam.empty()
        && paramAs<Hex>(marker.params, type->pointsToParam) != nullptr;
    return face;
}

CounterArt &CounterArt::instance()
{
    static CounterArt art;
    return art;
}

CounterArt::CounterArt()
    : m_counters(QStringLiteral(":/counters/counters.svg"))
    , m_markers(QStringLiteral(":/markers/markers.svg"))
    , m_cache(32 * 1024) // kilobytes
{ }

QColor CounterArt::inkOn(const QColor &background)
{
    return background.lightnessF() > 0.55 ? QColor(20, 20, 20) : QColor(250, 250, 250);
}

QString CounterArt::signedValue(int v)
{
    if (v < 0)
        return QString(QChar(0x2212)) + QString::number(-v);
    if (v > 0)
        return QLatin1Char('+') + QString::number(v);
    return QStringLiteral("0");
}

QSvgRenderer *CounterArt::rendererFor(const QString &element)
{
    if (m_counters.elementExists(element))
        return &m_counters;
    if (m_markers.elementExists(element))
        return &m_markers;
    return nullptr;
}

bool CounterArt::hasElement(const QString &element) const
{
    return m_counters.elementExists(element) || m_markers.elementExists(element);
}

QString CounterArt::element(const QString &key, const QString &prefix) const
{
    if (key.isEmpty())
        return {};
    if (hasElement(key))
        return key;
    if (hasElement(prefix + key))
        return prefix + key;
    return {};
}

QPixmap CounterArt::remember(const QString &key, const QPixmap &pixmap)
{
    // The cache's cost unit is KiB of pixels, so its limit is a memory budget.
    const qsizetype kib = pixmap.width() * pixmap.height() * 4 / 1024;
    ++m_renders;
    m_cache.insert(key, new QPixmap(pixmap), std::max<qsizetype>(1, kib));
    return pixmap;
}

QPixmap CounterArt::sprite(const QString &element, int devicePixels)
{
    const QString key = QStringLiteral("s|%1|%2").arg(element).arg(devicePixels);
    if (QPixmap *cached = m_cache.object(key))
        return *cached;
    QPixmap pixmap(devicePixels, devicePixels);
    pixmap.fill(Qt::transparent);
    if (QSvgRenderer *renderer = rendererFor(element)) {
        QPainter p(&pixmap);
        p.setRenderHint(QPainter::Antialiasing);
        renderer->render(&p, element, QRectF(0, 0, devicePixels, devicePixels));
    }
    return remember(key, pixmap);
}

QPixmap CounterArt::counter(const CounterFace &face, int devicePixels, qreal dpr)
{
    const QString key = QStringLiteral("%1|%2|%3").arg(face.key()).arg(devicePixels).arg(dpr);
    if (QPixmap *cached = m_cache.object(key))
        return *cached;

    const double s = devicePixels;
    QPixmap pixmap(devicePixels, devicePixels);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.setRenderHint(QPainter::TextAntialiasing);

    // Body: the side colour, lit from the top-left like a die-cut cardboard counter.
    const QRectF body(s * 0.02, s * 0.02, s * 0.96, s * 0.96);
    QLinearGradient gradient(body.topLeft(), body.bottomRight());
    gradient.setColorAt(0.0, face.colour.lighter(118));
    gradient.setColorAt(1.0, face.colour.darker(112));
    p.setPen(QPen(face.colour.darker(190), std::max(1.0, s * 0.025)));
    p.setBrush(gradient);
    p.drawRoundedRect(body, s * 0.07, s * 0.07);

    const QColor ink = textOn(face.colour);
    // Condensed bold type: the largest that fits, since the name and values are what a player
    // reads on a counter a finger wide.
    QFont font(QStringLiteral("DejaVu Sans Condensed"));
    font.setStyleHint(QFont::SansSerif);
    font.setBold(true);

    // States drawn as a band change everything the unit does: a dashed line in the band's colour
    // runs round the counter, so it shows even on a counter of which a stack leaves only the name
    // in sight. Thin, so that the counter keeps its side's colour (a thick frame and strip in the
    // band's red turned a hit counter of either side solid red).
    const CounterFace::Status *band = nullptr;
    for (const CounterFace::Status &st : face.statuses) {
        if (st.style == StatusLook::Style::Band && !band)
            band = &st;
    }
    if (band) {
        const QRectF frame = body.adjusted(s * 0.025, s * 0.025, -s * 0.025, -s * 0.025);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(QColor(255, 255, 255), std::max(1.0, s * 0.035)));
        p.drawRoundedRect(frame, s * 0.05, s * 0.05);
        p.setPen(QPen(band->colour, std::max(1.0, s * 0.035), Qt::DashLine));
        p.drawRoundedRect(frame, s * 0.05, s * 0.05);
    }

    const QRectF nameUnit = nameAreaFor(face);
    const bool tallName = nameUnit != nameArea();
    const QRectF nameStrip(
        nameUnit.left() * s, nameUnit.top() * s, nameUnit.width() * s, nameUnit.height() * s);
    if (face.reduced) {
        // The reduced side carries a pale band behind the name, as printed flip sides do.
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 200));
        p.drawRect(nameStrip);
    }
    // The name in the largest type that fits the strip, down to a floor; a long name then goes
    // on two lines, broken between words (what tells "1st Bn, 20th Jäger" from "1st Bn, 7th
    // Jäger" is at its end), and only a name too long for that is elided.
    int namePixels = std::max(1, static_cast<int>(s * 0.19));
    const int minPixels = std::max(1, static_cast<int>(s * 0.12));
    font.setPixelSize(namePixels);
    while (namePixels > minPixels
        && QFontMetrics(font).horizontalAdvance(face.name) > nameStrip.width())
        font.setPixelSize(--namePixels);
    p.setPen(face.reduced ? QColor(150, 20, 20) : ink);
    bool drawn = false;
    if (QFontMetrics(font).horizontalAdvance(face.name) > nameStrip.width()) {
        QFont twoLines = font;
        twoLines.setPixelSize(std::max(1, static_cast<int>(nameStrip.height() * 0.47)));
        const QFontMetrics metrics(twoLines);
        const QRect wrapped = metrics.boundingRect(
            nameStrip.toRect(), Qt::AlignCenter | Qt::TextWordWrap, face.name);
        if (wrapped.height() < metrics.lineSpacing() * 3 // two lines at most
            && wrapped.width() <= nameStrip.width() + 1) {
            p.setFont(twoLines);
            p.drawText(nameStrip, Qt::AlignCenter | Qt::TextWordWrap, face.name);
            drawn = true;
        }
    }
    if (!drawn) {
        p.setFont(font);
        p.drawText(nameStrip, Qt::AlignCenter,
            QFontMetrics(font).elidedText(
                face.name, Qt::ElideRight, static_cast<int>(nameStrip.width())));
    }

    // Unit-type symbol, between the name and the values; smaller above a band's caption.
    // Under a two-line name the symbol is smaller and lower, clear of the name.
    const double sym = band ? (tallName ? s * 0.09 : s * 0.17) : (tallName ? s * 0.32 : s * 0.4);
    const double symTop = tallName ? s * 0.33 : s * 0.25;
    if (QSvgRenderer *renderer = rendererFor(face.symbol))
        renderer->render(&p, face.symbol, QRectF((s - sym) / 2, symTop, sym, sym));

    // Printed values along the bottom, each in its third of the row, framed as printed.
    const QRectF row(valueRow().left() * s, valueRow().top() * s, valueRow().width() * s,
        valueRow().height() * s);
    for (const CounterFace::Value &v : face.values) {
        if (v.text.isEmpty())
            continue;
        const QRectF cell(row.left() + static_cast<int>(v.slot) * row.width() / 3, row.top(),
            row.width() / 3, row.height());
        // The printed size, smaller for a longer word so that it stays inside its third.
        int valuePixels = std::max(1, static_cast<int>(s * 0.26));
        const int valueFloor = std::max(1, static_cast<int>(s * 0.14));
        font.setPixelSize(valuePixels);
        while (valuePixels > valueFloor
            && QFontMetrics(font).horizontalAdvance(v.text) > cell.width() * 0.96)
            font.setPixelSize(--valuePixels);
        p.setFont(font);
        switch (v.frame) {
        case PrintedValue::Frame::None:
            p.setPen(ink);
            p.drawText(cell, Qt::AlignCenter, v.text);
            break;
        case PrintedValue::Frame::Box: {
            const QRectF box = cell.adjusted(s * 0.03, s * 0.01, -s * 0.03, -s * 0.01);
            p.setBrush(Qt::NoBrush);
            p.setPen(QPen(ink, std::max(1.0, s * 0.02)));
            p.drawRect(box);
            p.drawText(box, Qt::AlignCenter, v.text);
            break;
        }
        case PrintedValue::Frame::Circle: {
            const double d = std::min(cell.width(), cell.height()) * 0.98;
            const QRectF circle(cell.center().x() - d / 2, cell.center().y() - d / 2, d, d);
            p.setPen(QPen(ink, std::max(1.0, s * 0.02)));
            p.setBrush(face.colour.lighter(130));
            p.drawEllipse(circle);
            p.setPen(textOn(face.colour.lighter(130)));
            p.drawText(circle, Qt::AlignCenter, v.text);
            break;
        }
        }
    }

    // A band's caption on a strip across the symbol, between the name and the values, so that
    // both stay readable (a sash across the counter hid them).
    if (band) {
        const QRectF strip(bandCaptionArea().left() * s, bandCaptionArea().top() * s,
            bandCaptionArea().width() * s, bandCaptionArea().height() * s);
        p.setPen(Qt::NoPen);
        p.setBrush(band->colour);
        p.drawRect(strip);
        QFont small = font;
        int pixels = std::max(1, static_cast<int>(s * 0.16));
        small.setPixelSize(pixels);
        while (pixels > 1 && QFontMetrics(small).horizontalAdvance(band->caption) > strip.width())
            small.setPixelSize(--pixels);
        p.setFont(small);
        p.setPen(textOn(band->colour));
        p.drawText(strip, Qt::AlignCenter, band->caption);
    }

    // Badges at the sides of the symbol, right then left, top down: clear of the name and values.
    auto overlay = [&](const QString &element, const QRectF &where) {
        if (QSvgRenderer *renderer = rendererFor(element))
            renderer->render(&p, element, where);
    };
    const double badge = s * 0.27;
    int badges = 0;
    // A second band becomes a badge with its initial: the first one already frames the counter.
    for (const CounterFace::Status &st : face.statuses) {
        if (&st == band)
            continue;
        const bool right = badges % 2 == 0;
        const double y = symTop + (badges / 2) * badge * 0.9;
        const QRectF where(right ? s - badge - s * 0.04 : s * 0.04, y, badge, badge);
        ++badges;
        if (!st.art.isEmpty() && st.style == StatusLook::Style::Badge) {
            overlay(st.art, where);
            continue;
        }
        const QRectF disc
            = where.adjusted(badge * 0.06, badge * 0.06, -badge * 0.06, -badge * 0.06);
        p.setPen(QPen(QColor(20, 20, 20), std::max(1.0, s * 0.015)));
        p.setBrush(st.colour);
        p.drawEllipse(disc);
        QFont letter = font;
        const QString text = st.style == StatusLook::Style::Band ? st.caption.left(1) : st.caption;
        int pixels = std::max(1, static_cast<int>(disc.height() * 0.62));
        letter.setPixelSize(pixels);
        while (pixels > 1 && QFontMetrics(letter).horizontalAdvance(text) > disc.width() * 0.9)
            letter.setPixelSize(--pixels);
        p.setFont(letter);
        p.setPen(textOn(st.colour));
        p.drawText(disc, Qt::AlignCenter, text);
    }
    p.end();

    pixmap.setDevicePixelRatio(dpr);
    return remember(key, pixmap);
}

QRectF CounterArt::nameAreaFor(const CounterFace &face)
{
    // Measured on a counter 100 pixels wide: the one-line name's smallest size is 12 pixels.
    QFont font(QStringLiteral("DejaVu Sans Condensed"));
    font.setStyleHint(QFont::SansSerif);
    font.setBold(true);
    font.setPixelSize(12);
    const bool oneLine
        = QFontMetrics(font).horizontalAdvance(face.name) <= nameArea().width() * 100;
    return oneLine ? nameArea() : tallNameArea();
}

std::vector<QRectF> CounterArt::textAreas(const CounterFace &face)
{
    std::vector<QRectF> areas;
    if (!face.name.isEmpty())
        areas.push_back(nameAreaFor(face));
    const QRectF row = valueRow();
    for (const CounterFace::Value &v : face.values) {
        if (!v.text.isEmpty())
            areas.emplace_back(row.left() + static_cast<int>(v.slot) * row.width() / 3, row.top(),
                row.width() / 3, row.height());
    }
    if (std::any_of(face.statuses.begin(), face.statuses.end(),
            [](const CounterFace::Status &st) { return st.style == StatusLook::Style::Band; }))
        areas.push_back(bandCaptionArea());
    return areas;
}

QPixmap CounterArt::marker(const MarkerFace &face, int devicePixels, qreal dpr)
{
    return marker(face, face.key(), devicePixels, dpr);
}

QPixmap CounterArt::marker(
    const MarkerFace &face, const QString &faceKey, int devicePixels, qreal dpr)
{
    const QString key = QStringLiteral("%1|%2|%3").arg(faceKey).arg(devicePixels).arg(dpr);
    if (QPixmap *cached = m_cache.object(key))
        return *cached;

    const double s = devicePixels;
    QPixmap pixmap(devicePixels, devicePixels);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF body(s * 0.03, s * 0.03, s * 0.94, s * 0.94);
    QLinearGradient gradient(body.topLeft(), body.bottomRight());
    gradient.setColorAt(0.0, face.colour.lighter(115));
    gradient.setColorAt(1.0, face.colour.darker(115));
    p.setPen(QPen(face.colour.darker(200), std::max(1.0, s * 0.04)));
    p.setBrush(gradient);
    p.drawRoundedRect(body, s * 0.1, s * 0.1);

    // What a chit says comes first: its value in the largest type, else its picture, else its
    // caption. The caption goes with a value or picture only where it is big enough to read
    // (about six screen pixels); the chit's colour and tooltip tell the rest.
    QFont font(QStringLiteral("DejaVu Sans Condensed"));
    font.setBold(true);
    auto fitText = [&](const QString &text, double height, double width) {
        int pixels = std::max(1, static_cast<int>(height));
        font.setPixelSize(pixels);
        while (pixels > 1 && QFontMetrics(font).horizontalAdvance(text) > width)
            font.setPixelSize(--pixels);
        p.setFont(font);
        return pixels;
    };
    // A caption at least this many screen pixels tall reads; a smaller one is left out.
    const double readablePixels = 6.5 * std::max(dpr, 0.01);
    const double stripe = face.stripe.isValid() ? s * 0.1 : 0.0;
    QRectF inner = body.adjusted(s * 0.05, s * 0.04, -s * 0.05, -s * 0.04 - stripe);
    if (!face.caption.isEmpty() && (!face.value.isEmpty() || !face.glyph.isEmpty())
        && fitText(face.caption, s * 0.24, inner.width()) >= readablePixels) {
        const QRectF top(inner.left(), inner.top(), inner.width(), s * 0.26);
        p.setPen(face.textColour);
        p.drawText(top, Qt::AlignCenter, face.caption);
        inner.setTop(top.bottom());
    }
    if (!face.value.isEmpty()) {
        fitText(face.value, std::min(inner.height() * 0.92, s * 0.62), inner.width());
        p.setPen(face.textColour);
        p.drawText(inner, Qt::AlignCenter, face.value);
    } else if (!face.glyph.isEmpty()) {
        const double g = std::min(inner.width(), inner.height());
        if (QSvgRenderer *renderer = rendererFor(face.glyph))
            renderer->render(&p, face.glyph,
                QRectF(inner.center().x() - g / 2, inner.center().y() - g / 2, g, g));
    } else if (!face.caption.isEmpty()) {
        fitText(face.caption, inner.height() * 0.5, inner.width());
        p.setPen(face.textColour);
        p.drawText(inner, Qt::AlignCenter, face.caption);
    }
    if (face.stripe.isValid()) {
        p.setPen(Qt::NoPen);
        p.setBrush(face.stripe);
        p.drawRect(QRectF(body.left() + s * 0.06, body.bottom() - stripe - s * 0.02,
            body.width() - s * 0.12, stripe));
    }
    p.end();
    pixmap.setDevicePixelRatio(dpr);
    return remember(key, pixmap);
}

} // namespace hexfire
