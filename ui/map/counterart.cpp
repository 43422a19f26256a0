#include "ui/map/counterart.h"

#include <QFont>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace hexfire {

namespace {

QColor textOn(const QColor &background)
{
    return background.lightnessF() > 0.55 ? QColor(20, 20, 20) : QColor(250, 250, 250);
}

QString shortName(const std::string &name)
{
    QString n = QString::fromStdString(name);
    n.replace(QLatin1String("Squad"), QLatin1String("Sqd"));
    n.replace(QLatin1String("Section"), QLatin1String("Sec"));
    n.replace(QLatin1String("Platoon"), QLatin1String("Plt"));
    n.replace(QLatin1String("Lieutenant"), QLatin1String("Lt."));
    n.replace(QLatin1String("Sergeant"), QLatin1String("Sgt."));
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
        if (const StatusType *type = findByKey(rules.statusTypes(), key)) {
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
    const Marker &marker, const GameState &state, const RuleSet &rules)
{
    MarkerFace face;
    QColor sideColour;
    if (marker.side) {
        if (const Side *s = state.findSide(*marker.side))
            sideColour = QColor(QString::fromStdString(s->colour));
    }
    const QColor fallback = sideColour.isValid() ? sideColour : QColor(120, 120, 120);
    const MarkerType *type = findByKey(rules.markerTypes(), marker.kind);
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
        face.value = QString::fromStdString(rules.describeMarker(state, marker).value);
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
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setStyleHint(QFont::SansSerif);

    if (face.reduced) {
        // The reduced side carries a pale band behind the name, as printed flip sides do.
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(255, 255, 255, 200));
        p.drawRect(QRectF(body.left(), s * 0.05, body.width(), s * 0.19));
    }
    // The name in the largest type that fits the strip, down to a floor; elided below that.
    font.setBold(true);
    int namePixels = std::max(1, static_cast<int>(s * 0.15));
    const int minPixels = std::max(1, static_cast<int>(s * 0.1));
    font.setPixelSize(namePixels);
    while (namePixels > minPixels && QFontMetrics(font).horizontalAdvance(face.name) > s * 0.9)
        font.setPixelSize(--namePixels);
    p.setFont(font);
    p.setPen(face.reduced ? QColor(150, 20, 20) : ink);
    p.drawText(QRectF(s * 0.04, s * 0.05, s * 0.92, s * 0.19), Qt::AlignCenter,
        QFontMetrics(font).elidedText(face.name, Qt::ElideRight, static_cast<int>(s * 0.92)));

    // Unit-type symbol.
    const double sym = s * 0.44;
    if (QSvgRenderer *renderer = rendererFor(face.symbol))
        renderer->render(&p, face.symbol, QRectF((s - sym) / 2, s * 0.22, sym, sym));

    // Printed values along the bottom, each in its third of the row, framed as printed.
    const QRectF row(s * 0.06, s * 0.68, s * 0.88, s * 0.27);
    for (const CounterFace::Value &v : face.values) {
        if (v.text.isEmpty())
            continue;
        const QRectF cell(row.left() + static_cast<int>(v.slot) * row.width() / 3, row.top(),
            row.width() / 3, row.height());
        // The printed size, smaller for a longer word so that it stays inside its third.
        int valuePixels = std::max(1, static_cast<int>(s * 0.22));
        const int valueFloor = std::max(1, static_cast<int>(s * 0.13));
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
            const QRectF box = cell.adjusted(s * 0.04, s * 0.015, -s * 0.04, -s * 0.015);
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

    // States: a band across the whole counter (a state that changes everything), or badges in
    // the corners, right then left, top down.
    auto overlay = [&](const QString &element, const QRectF &where) {
        if (QSvgRenderer *renderer = rendererFor(element))
            renderer->render(&p, element, where);
    };
    const double badge = s * 0.3;
    int badges = 0;
    std::vector<const CounterFace::Status *> ordered; // bands first, badges on top of them
    for (const CounterFace::Status &st : face.statuses) {
        if (st.style == StatusLook::Style::Band)
            ordered.push_back(&st);
    }
    for (const CounterFace::Status &st : face.statuses) {
        if (st.style != StatusLook::Style::Band)
            ordered.push_back(&st);
    }
    for (const CounterFace::Status *status : ordered) {
        const CounterFace::Status &st = *status;
        if (st.style == StatusLook::Style::Band) {
            p.save();
            if (!st.art.isEmpty()) {
                overlay(st.art, body);
            } else {
                p.setClipRect(body);
                p.translate(body.center());
                p.rotate(-45);
                p.setPen(Qt::NoPen);
                p.setBrush(st.colour);
                p.drawRect(QRectF(-s, -s * 0.11, 2 * s, s * 0.22));
                p.resetTransform();
            }
            p.translate(body.left() + body.width() * 0.52, body.top() + body.height() * 0.48);
            p.rotate(-45);
            QFont small = font;
            small.setPixelSize(std::max(1, static_cast<int>(s * 0.13)));
            while (small.pixelSize() > 1
                && QFontMetrics(small).horizontalAdvance(st.caption) > s * 0.95)
                small.setPixelSize(small.pixelSize() - 1);
            p.setFont(small);
            p.setPen(Qt::white);
            p.drawText(QRectF(-s * 0.5, -s * 0.1, s, s * 0.2), Qt::AlignCenter, st.caption);
            p.restore();
            continue;
        }
        const bool right = badges % 2 == 0;
        const double y = s * 0.2 + (badges / 2) * badge * 0.9;
        const QRectF where(right ? s - badge - s * 0.03 : s * 0.03, y, badge, badge);
        ++badges;
        if (!st.art.isEmpty()) {
            overlay(st.art, where);
            continue;
        }
        const QRectF disc = where.adjusted(badge * 0.1, badge * 0.1, -badge * 0.1, -badge * 0.1);
        p.setPen(QPen(QColor(20, 20, 20), std::max(1.0, s * 0.015)));
        p.setBrush(st.colour);
        p.drawEllipse(disc);
        QFont letter = font;
        letter.setPixelSize(std::max(1, static_cast<int>(disc.height() * 0.62)));
        p.setFont(letter);
        p.setPen(textOn(st.colour));
        p.drawText(disc, Qt::AlignCenter, st.caption);
    }
    p.end();

    pixmap.setDevicePixelRatio(dpr);
    return remember(key, pixmap);
}

QPixmap CounterArt::marker(const MarkerFace &face, int devicePixels, qreal dpr)
{
    const QString key = QStringLiteral("%1|%2|%3").arg(face.key()).arg(devicePixels).arg(dpr);
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

    QFont font(QStringLiteral("DejaVu Sans"));
    font.setBold(true);
    if (!face.caption.isEmpty()) {
        font.setPixelSize(
            std::max(1, static_cast<int>(s * (face.caption.size() > 3 ? 0.15 : 0.2))));
        p.setFont(font);
        p.setPen(face.textColour);
        const double top = face.value.isEmpty() ? s * 0.05 : s * 0.68;
        p.drawText(QRectF(body.left(), top, body.width(), s * 0.24), Qt::AlignCenter, face.caption);
    }
    if (!face.glyph.isEmpty()) {
        const double g = s * 0.62;
        if (QSvgRenderer *renderer = rendererFor(face.glyph))
            renderer->render(&p, face.glyph, QRectF((s - g) / 2, s * 0.3, g, g));
    }
    if (!face.value.isEmpty()) {
        font.setPixelSize(std::max(1, static_cast<int>(s * 0.5)));
        p.setFont(font);
        p.setPen(face.textColour);
        p.drawText(QRectF(0, s * 0.02, s, s * 0.62), Qt::AlignCenter, face.value);
    }
    if (face.stripe.isValid()) {
        p.setPen(Qt::NoPen);
        p.setBrush(face.stripe);
        p.drawRect(QRectF(body.left() + s * 0.08, s * 0.62, body.width() - s * 0.16, s * 0.07));
    }
    p.end();
    pixmap.setDevicePixelRatio(dpr);
    return remember(key, pixmap);
}

} // namespace hexfire
