#include "ui/panels/unitpanel.h"

#include "ui/displaytext.h"
#include "ui/map/counterart.h"
#include "ui/map/mapscene.h"

#include <QBuffer>

namespace hexfire {

namespace {
// Names from files: bounded, with break opportunities in long words (see ExplanationPanel).
QString esc(const std::string &s)
{
    return DisplayText::wrappable(QString::fromStdString(s), 2000).toHtmlEscaped();
}

} // namespace

UnitPanel::UnitPanel(QWidget *parent)
    : QTextBrowser(parent)
{
    showUnit(nullptr, GameState(), nullptr);
}

void UnitPanel::showUnit(const Unit *unit, const GameState &state, const RuleSet *rules)
{
    if (!unit || !rules) {
        setHtml(QStringLiteral("<p style=\"color:#666\">%1</p>")
                    .arg(tr("Click a counter to select it.")));
        return;
    }
    // The counter itself, as on the map, at a readable size.
    const QPixmap art = CounterArt::instance().counter(
        CounterFace::fromUnit(*unit, state.findSide(unit->side), *rules), 96, 1.0);
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
    auto row = [&html](const QString &k, const QString &v, const QString &help = {}) {
        html += QStringLiteral("<tr><td style=\"color:#555\"%3>%1</td><td><b>%2</b></td></tr>")
                    .arg(k, v,
                        help.isEmpty() ? QString()
                                       : QStringLiteral(" title=\"%1\"").arg(help.toHtmlEscaped()));
    };
    for (const UnitFact &fact : rules->unitFacts(state, *unit))
        row(esc(fact.label), esc(fact.value), QString::fromStdString(fact.help));
    if (unit->maxStrength > 0)
        row(tr("Strength"), tr("%1 of %2").arg(unit->strength).arg(unit->maxStrength));
    const std::vector<std::string> &levels = rules->damageLevels();
    if (unit->damage > 0) {
        const auto level = static_cast<std::size_t>(unit->damage - 1);
        row(tr("Damage"),
            level < levels.size() ? esc(levels[level]) : QString::number(unit->damage));
    }
    QStringList status;
    for (const std::string &key : unit->status.keys()) {
        const StatusType *type = findByKey(rules->statusTypes(), key);
        status << esc(type ? type->name : key).toLower();
    }
    if (unit->eliminated)
        status << tr("eliminated");
    row(tr("State"), status.isEmpty() ? tr("good order") : status.join(QStringLiteral(", ")));
    html += QStringLiteral("</table>");
    const auto markers = state.markersAt(unit->hex);
    if (!markers.empty()) {
        html += QStringLiteral("<p><u>%1</u><br>").arg(tr("Markers in the hex"));
        for (const Marker *m : markers)
            html += QStringLiteral("• %1<br>")
                        .arg(MapScene::markerToolTip(*m, state, *rules).toHtmlEscaped());
        html += QStringLiteral("</p>");
    }
    setHtml(html);
}

} // namespace hexfire
