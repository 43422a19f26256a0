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
                    .arg(tr("Click a counter to select it: its printed values, its state and the "
                            "markers in its hex appear here.")));
        return;
    }
    // The counter itself, as on the map, large enough to read its printed values.
    constexpr int artSize = 112;
    const QPixmap art = CounterArt::instance().counter(
        CounterFace::fromUnit(*unit, state.findSide(unit->side), *rules), artSize * 2, 1.0);
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    art.save(&buffer, "PNG");
    const Side *side = state.findSide(unit->side);
    QString html = QStringLiteral(
        "<table cellspacing=\"0\" cellpadding=\"4\"><tr>"
        "<td><img src=\"data:image/png;base64,%1\" width=\"%5\" height=\"%5\"></td>"
        "<td valign=\"middle\"><h2 style=\"margin:0\">%2</h2>%3<br>%4</td></tr></table>")
                       .arg(QString::fromLatin1(png.toBase64()), esc(unit->name),
                           side ? esc(side->name) : esc(unit->side.value),
                           unit->onMap() ? tr("in hex %1, %2")
                                               .arg(esc(state.map().label(unit->hex)),
                                                   esc(state.map().terrain(unit->hex).name))
                                         : tr("off the map"))
                       .arg(artSize);
    // A two-column form: the label right-aligned and greyed, the value bold beside it, with
    // room between them so "Small-arms value" and "4" never run together.
    html += QStringLiteral("<table cellspacing=\"0\" cellpadding=\"3\" width=\"100%\">");
    auto row = [&html](const QString &k, const QString &v, const QString &help = {}) {
        const QString title = help.isEmpty()
            ? QString()
            : QStringLiteral(" title=\"%1\"").arg(help.toHtmlEscaped());
        html += QStringLiteral("<tr><td align=\"right\" width=\"50%\" style=\"color:#555\"%3>%1"
                               "</td><td%3><b>%2</b></td></tr>")
                    .arg(k, v, title);
    };
    for (const UnitFact &fact : rules->unitFacts(state, *unit))
        row(ruleText(fact.label).toHtmlEscaped(), esc(fact.value),
            QString::fromStdString(fact.help));
    if (unit->maxStrength > 0)
        row(tr("Strength"), tr("%1 of %2").arg(unit->strength).arg(unit->maxStrength));
    const std::vector<std::string> &levels = rules->vocabulary().damageLevels;
    if (unit->damage > 0) {
        const auto level = static_cast<std::size_t>(unit->damage - 1);
        row(tr("Damage"),
            level < levels.size() ? esc(levels[level]) : QString::number(unit->damage));
    }
    QStringList status;
    for (const std::string &key : unit->status.keys()) {
        const StatusType *type = findByKey(rules->vocabulary().statuses, key);
        status << DisplayText::wrappable(ruleTextInSentence(type ? type->name : key), 2000)
                      .toHtmlEscaped();
    }
    if (unit->eliminated)
        status << tr("eliminated");
    row(tr("State"), status.isEmpty() ? tr("good order") : status.join(QStringLiteral(", ")));
    html += QStringLiteral("</table>");
    const auto markers = state.markersAt(unit->hex);
    if (!markers.empty() && unit->onMap()) {
        html += QStringLiteral("<p style=\"margin-top:8px\"><b>%1</b><br>")
                    .arg(tr("Markers in the hex"));
        for (const Marker *m : markers)
            html += QStringLiteral("• %1<br>")
                        .arg(MapScene::markerToolTip(*m, state, *rules).toHtmlEscaped());
        html += QStringLiteral("</p>");
    }
    setHtml(html);
}

} // namespace hexfire
