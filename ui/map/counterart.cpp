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

QString symbolFor(const Unit &unit)
{
    if (const auto *tlhy = std::get_if<TlhyProfile>(&unit.profile)) {
        switch (tlhy->type) {
        case TlhyUnitType::Squad:
            return QStringLiteral("type-squad");
        case TlhyUnitType::Section:
            return QStringLiteral("type-section");
        case TlhyUnitType::WeaponTeam:
            return QStringLiteral("type-weaponteam");
        case TlhyUnitType::Leader:
            return QStringLiteral("type-leader");
        case TlhyUnitType::Vehicle:
            return QStringLiteral("type-vehicle");
        }
    }
    const QString art = QString::fromStdString(unit.art).toLower();
    for (const char *kind : {"leader", "section", "vehicle", "mortar", "weaponteam"}) {
        if (art.contains(QLatin1String(kind)))
            return QStringLiteral("type-") + QLatin1String(kind);
    }
    if (art.contains(QLatin1String("mg")) || art.contains(QLatin1String("weapon")))
        return QStringLiteral("type-weaponteam");
    if (art.contains(QLatin1String("tank")) || art.contains(QLatin1String("car")))
        return QStringLiteral("type-vehicle");
    return QStringLiteral("type-squad");
}

} // namespace

QString CounterFace::key() const
{
    return QStringLiteral("c|%1|%2|%3|%4|%5|%6|%7%8%9%10%11%12%13")
        .arg(colour.name(), symbol, name, leftValue, middleValue, rightValue)
        .arg(reduced)
        .arg(disrupted)
        .arg(concealed)
        .arg(heroic)
        .arg(fatigued)
        .arg(opFire)
        .arg(pinned);
}

CounterFace CounterFace::fromUnit(const Unit &unit, const Side *side)
{
    CounterFace face;
    face.colour = side ? QColor(QString::fromStdString(side->colour)) : QColor(200, 200, 200);
    if (!face.colour.isValid())
        face.colour = QColor(200, 200, 200);
    face.symbol = symbolFor(unit);
    face.name = shortName(unit.name);
    face.reduced = unit.reduced();
    if (const auto *tlhy = std::get_if<TlhyProfile>(&unit.profile)) {
        const int cohesion = face.reduced ? tlhy->reducedCohesion : tlhy->cohesion;
        face.rightValue = QString::number(cohesion);
        if (tlhy->type != TlhyUnitType::Leader) {
            face.leftValue = QString::number(tlhy->smallArmsValue);
            face.middleValue = QString::number(tlhy->assaultValue);
        }
    } else if (unit.maxStrength > 0) {
        face.rightValue = QString::number(unit.strength);
    }
    face.disrupted = unit.status.disrupted;
    face.concealed = unit.status.concealed;
    face.heroic = unit.status.heroic;
    face.fatigued = unit.status.fatigued;
    face.opFire = unit.status.opFire;
    face.pinned = unit.status.pinned;
    return face;
}

QString MarkerFace::key() const
{
    return QStringLiteral("m|%1|%2|%3|%4|%5|%6")
        .arg(colour.name(), textColour.name(), glyph, value, caption,
            stripe.isValid() ? stripe.name() : QString());
}

MarkerFace MarkerFace::fromMarker(const Marker &marker, const std::vector<Side> &sides)
{
    MarkerFace face;
    QColor sideColour;
    if (marker.side) {
        for (const Side &s : sides) {
            if (s.id == *marker.side)
                sideColour = QColor(QString::fromStdString(s.colour));
        }
    }
    switch (marker.kind) {
    case MarkerKind::Sadrm:
        face.colour = QColor(46, 125, 50);
        face.value = CounterArt::signedValue(marker.value);
        face.caption = QStringLiteral("SA");
        face.stripe = sideColour;
        break;
    case MarkerKind::Mdrm:
        face.colour = QColor(198, 40, 40);
        // The chit shows the value the defenders in the hex face (base + terrain); the tooltip
        // gives the split.
        face.value = CounterArt::signedValue(marker.value + marker.tem);
        face.caption = QStringLiteral("MTR");
        break;
    case MarkerKind::Atdrm:
        face.colour = QColor(21, 101, 192);
        face.value = CounterArt::signedValue(marker.value);
        face.caption = QStringLiteral("AT");
        break;
    case MarkerKind::PrimaryImpact:
        face.colour = QColor(60, 40, 30);
        face.glyph = QStringLiteral("mk-impact-primary");
        face.caption = QStringLiteral("PRIMARY");
        break;
    case MarkerKind::SecondaryImpact:
        face.colour = QColor(110, 80, 60);
        face.glyph = QStringLiteral("mk-impact-secondary");
        face.caption = QStringLiteral("SECOND.");
        break;
    case MarkerKind::AssaultNationality:
        face.colour = sideColour.isValid() ? sideColour : QColor(120, 120, 120);
        face.textColour = textOn(face.colour);
        face.glyph = QStringLiteral("mk-assault");
        face.caption = QStringLiteral("ASSAULT");
        break;
    case MarkerKind::AssaultArrow:
        face.colour = sideColour.isValid() ? sideColour : QColor(120, 120, 120);
        face.glyph = QStringLiteral("mk-arrow");
        break;
    case MarkerKind::ForwardObserver:
        face.colour = QColor(236, 239, 241);
        face.textColour = QColor(30, 30, 30);
        face.glyph = QStringLiteral("mk-observer");
        face.caption = QStringLiteral("F.O.");
        break;
    case MarkerKind::Smoke:
        face.colour = QColor(144, 164, 174);
        face.glyph = QStringLiteral("mk-smoke");
        face.caption = QStringLiteral("SMOKE");
        break;
    }
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

    // Printed values along the bottom: SAV, AV, cohesion (circled).
    font.setPixelSize(std::max(1, static_cast<int>(s * 0.22)));
    p.setFont(font);
    const QRectF row(s * 0.06, s * 0.68, s * 0.88, s * 0.27);
    p.setPen(ink);
    if (!face.leftValue.isEmpty())
        p.drawText(QRectF(row.left(), row.top(), row.width() / 3, row.height()), Qt::AlignCenter,
            face.leftValue);
    if (!face.middleValue.isEmpty()) {
        const QRectF box(row.left() + row.width() / 3 + s * 0.04, row.top() + s * 0.015,
            row.width() / 3 - s * 0.08, row.height() - s * 0.03);
        p.setBrush(Qt::NoBrush);
        p.setPen(QPen(ink, std::max(1.0, s * 0.02)));
        p.drawRect(box);
        p.drawText(box, Qt::AlignCenter, face.middleValue);
    }
    if (!face.rightValue.isEmpty()) {
        const QRectF cell(
            row.left() + 2 * row.width() / 3, row.top(), row.width() / 3, row.height());
        const double d = std::min(cell.width(), cell.height()) * 0.98;
        const QRectF circle(cell.center().x() - d / 2, cell.center().y() - d / 2, d, d);
        p.setPen(QPen(ink, std::max(1.0, s * 0.02)));
        p.setBrush(face.colour.lighter(130));
        p.drawEllipse(circle);
        p.setPen(textOn(face.colour.lighter(130)));
        p.drawText(circle, Qt::AlignCenter, face.rightValue);
    }

    // State overlays.
    auto overlay = [&](const QString &element, const QRectF &where) {
        if (QSvgRenderer *renderer = rendererFor(element))
            renderer->render(&p, element, where);
    };
    if (face.disrupted) {
        overlay(QStringLiteral("ov-disrupted"), body);
        p.save();
        p.translate(body.left() + body.width() * 0.52, body.top() + body.height() * 0.48);
        p.rotate(-45);
        QFont small = font;
        small.setPixelSize(std::max(1, static_cast<int>(s * 0.13)));
        p.setFont(small);
        p.setPen(Qt::white);
        p.drawText(
            QRectF(-s * 0.5, -s * 0.1, s, s * 0.2), Qt::AlignCenter, QStringLiteral("DISRUPTED"));
        p.restore();
    }
    const double badge = s * 0.3;
    if (face.concealed)
        overlay(QStringLiteral("ov-concealed"), QRectF(s * 0.03, s * 0.2, badge, badge));
    if (face.heroic)
        overlay(QStringLiteral("ov-heroic"), QRectF(s - badge - s * 0.03, s * 0.2, badge, badge));
    double y = s * 0.2 + (face.concealed ? badge : 0.0);
    for (const auto &[on, element] : {std::pair {face.fatigued, QStringLiteral("ov-fatigued")},
             std::pair {face.opFire, QStringLiteral("ov-opfire")},
             std::pair {face.pinned, QStringLiteral("ov-pinned")}}) {
        if (!on)
            continue;
        overlay(element, QRectF(s * 0.03, y, badge * 0.8, badge * 0.8));
        y += badge * 0.8;
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
