#include "ui/panels/unitpanel.h"

#include "ui/map/counterart.h"
#include "ui/map/mapscene.h"

#include <QBuffer>

namespace hexfire {

namespace {
QString esc(const std::string &s) { return QString::fromStdString(s).toHtmlEscaped(); }

QString typeName(TlhyUnitType t)
{
    switch (t) {
    case TlhyUnitType::Squad:
        return UnitPanel::tr("Squad");
    case TlhyUnitType::Section:
        return UnitPanel::tr("Section");
    case TlhyUnitType::WeaponTeam:
        return UnitPanel::tr("Weapon team");
    case TlhyUnitType::Leader:
        return UnitPanel::tr("Leader (non-combat)");
    case TlhyUnitType::Vehicle:
        return UnitPanel::tr("Vehicle");
    }
    return {};
}
} // namespace

UnitPanel::UnitPanel(QWidget *parent)
    : QTextBrowser(parent)
{
    showUnit(nullptr, GameState());
}

void UnitPanel::showUnit(const Unit *unit, const GameState &state)
{
    if (!unit) {
        setHtml(QStringLiteral("<p style=\"color:#666\">%1</p>")
                    .arg(tr("Click a counter to select it.")));
        return;
    }
    // The counter itself, as on the map, at a readable size.
    const QPixmap art = CounterArt::instance().counter(
        CounterFace::fromUnit(*unit, state.findSide(unit->side)), 96, 1.0);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    art.save(&buffer, "PNG");
    const Side *side = state.findSide(unit->side);
    QString html = QStringLiteral(
        "<table><tr><td><img src=\"data:image/png;base64,%1\" width=\"72\" height=\"72\"></td>"
        "<td valign=\"middle\"><h3>%2</h3>%3<br>%4</td></tr></table>")
                       .arg(QString::fromLatin1(png.toBase64()), esc(unit->name),
                           side ? esc(side->name) : esc(unit->side.value),
                           tr("Hex %1").arg(esc(state.map().label(unit->hex))));
    html += QStringLiteral("<table cellspacing=\"0\">");
    auto row = [&html](const QString &k, const QString &v) {
        html += QStringLiteral("<tr><td style=\"color:#555\">%1</td><td><b>%2</b></td></tr>")
                    .arg(k, v);
    };
    if (const auto *p = std::get_if<TlhyProfile>(&unit->profile)) {
        row(tr("Type"), typeName(p->type));
        row(tr("Cohesion"),
            unit->reduced()
                ? tr("%1 (reduced side; full %2)").arg(p->reducedCohesion).arg(p->cohesion)
                : QString::number(p->cohesion));
        if (p->type != TlhyUnitType::Leader) {
            row(tr("Small-arms value"), QString::number(p->smallArmsValue));
            row(tr("Assault value"), QString::number(p->assaultValue));
        }
        if (!p->platoon.empty())
            row(tr("Platoon"), esc(p->platoon));
        if (!p->company.empty())
            row(tr("Company"), esc(p->company));
    }
    if (unit->maxStrength > 0)
        row(tr("Steps"), tr("%1 of %2").arg(unit->strength).arg(unit->maxStrength));
    QStringList status;
    const UnitStatus &s = unit->status;
    for (const auto &[on, word] :
        {std::pair {s.disrupted, tr("disrupted")}, std::pair {s.concealed, tr("concealed")},
            std::pair {s.fatigued, tr("fatigued")}, std::pair {s.pinned, tr("pinned")},
            std::pair {s.routed, tr("routed")}, std::pair {s.opFire, tr("op fire")},
            std::pair {s.heroic, tr("heroic")}, std::pair {s.regrouping, tr("regrouping")},
            std::pair {s.outOfCommand, tr("out of command")},
            std::pair {s.eliminated, tr("eliminated")}}) {
        if (on)
            status << word;
    }
    row(tr("State"), status.isEmpty() ? tr("good order") : status.join(QStringLiteral(", ")));
    html += QStringLiteral("</table>");
    const auto markers = state.markersAt(unit->hex);
    if (!markers.empty()) {
        html += QStringLiteral("<p><u>%1</u><br>").arg(tr("Markers in the hex"));
        for (const Marker *m : markers)
            html += QStringLiteral("• %1<br>").arg(MapScene::markerToolTip(*m, state));
        html += QStringLiteral("</p>");
    }
    setHtml(html);
}

} // namespace hexfire
