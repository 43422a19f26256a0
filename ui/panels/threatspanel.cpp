#include "ui/panels/threatspanel.h"

#include "core/rules/threats.h"
#include "ui/displaytext.h"
#include "ui/map/threatshadeitem.h"

#include <QLabel>
#include <QLinearGradient>
#include <QListWidget>
#include <QPainter>
#include <QVBoxLayout>

#include <algorithm>

namespace hexfire {

namespace {

/** The tint's scale, from a slim chance to a near certainty, as the map draws it. */
class ThreatLegend final : public QWidget {
public:
    explicit ThreatLegend(QWidget *parent = nullptr)
        : QWidget(parent)
    {
        setObjectName(QStringLiteral("threatLegend"));
        setToolTip(
            QWidget::tr("Each hex is tinted by the best chance any enemy has of its main result "
                        "against the side threatened there; untinted hexes no enemy may attack."));
        setMinimumHeight(fontMetrics().height() * 2 + 8);
    }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter p(this);
        const int textH = fontMetrics().height();
        const QRect bar(4, 2, width() - 8, height() - textH - 6);
        QLinearGradient g(bar.topLeft(), bar.topRight());
        for (int i = 0; i <= 10; ++i)
            g.setColorAt(i / 10.0, ThreatShadeItem::colour(i / 10.0));
        p.fillRect(bar, Qt::white);
        p.fillRect(bar, g);
        p.setPen(palette().color(QPalette::Mid));
        p.drawRect(bar.adjusted(0, 0, -1, -1));
        p.setPen(palette().color(QPalette::WindowText));
        const int y = bar.bottom() + 2;
        const QRect text(bar.left(), y, bar.width(), textH);
        p.drawText(text, Qt::AlignLeft | Qt::AlignTop, QWidget::tr("0%"));
        p.drawText(text, Qt::AlignHCenter | Qt::AlignTop, QWidget::tr("50%"));
        p.drawText(text, Qt::AlignRight | Qt::AlignTop, QWidget::tr("100%"));
    }
};

} // namespace

ThreatsPanel::ThreatsPanel(QWidget *parent)
    : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    auto *caption = new QLabel(tr("Best enemy odds of the main result:"));
    caption->setWordWrap(true);
    layout->addWidget(caption);
    layout->addWidget(new ThreatLegend);
    m_header = new QLabel;
    m_header->setObjectName(QStringLiteral("threatsHeader"));
    m_header->setWordWrap(true);
    layout->addWidget(m_header);
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("threats"));
    m_list->setWordWrap(true);
    m_list->setToolTip(tr("Every enemy attack into the hex, best first by the chance of its main "
                          "result; click one to preview it"));
    layout->addWidget(m_list, 1);
    connect(m_list, &QListWidget::itemClicked, this, [this](QListWidgetItem *item) {
        const int row = m_list->row(item);
        // An attack asked of a position that is not the game's has no preview (empty kind).
        if (row >= 0 && row < static_cast<int>(m_actions.size())
            && !m_actions[static_cast<std::size_t>(row)].kind.empty())
            emit previewRequested(m_actions[static_cast<std::size_t>(row)]);
    });
    showHint(tr("View > Show Threats (T) tints the map by the enemy's best odds; point at a hex "
                "to list who can fire into it."));
}

QString ThreatsPanel::headerText() const { return m_header->text(); }

void ThreatsPanel::showHint(const QString &text)
{
    m_actions.clear();
    m_list->clear();
    m_header->setText(text);
}

void ThreatsPanel::showHex(
    const GameState &state, const RuleSet &rules, Hex hex, const Side &side, const Unit *unit)
{
    const QString where = qs(state.map().label(hex));
    const auto units = state.unitsIn(hex);
    const bool sideThere = std::any_of(units.begin(), units.end(),
        [&](const Unit *u) { return u->onMap() && u->side == side.id; });
    const auto enemy = std::find_if(units.begin(), units.end(),
        [&](const Unit *u) { return u->onMap() && u->side != side.id; });
    const bool enemyThere = enemy != units.end();
    if (enemyThere && !sideThere) {
        // The enemy's hex: nobody of this side there to be attacked.
        const Side *holder = state.findSide((*enemy)->side);
        const QString held = holder ? qs(holder->name) : qs((*enemy)->side.value);
        showHint(unit && unit->onMap()
                ? tr("%1 is held by the %2, so no %3 unit can be attacked there. Point at a hex "
                     "the %3 hold, or at an empty one to see what %4 would face standing there.")
                      .arg(where, held, qs(side.name), qs(unit->name))
                : tr("%1 is held by the %2, so no %3 unit can be attacked there. Point at a hex "
                     "the %3 hold to list the enemy attacks on it.")
                      .arg(where, held, qs(side.name)));
        return;
    }
    if (unit && unit->onMap() && !sideThere) {
        const GameState there = standingIn(state, unit->id, hex);
        showThreats(there, rules,
            tr("If %1 stood in %2, enemy attacks on it, best first:").arg(qs(unit->name), where),
            threatsTo(rules, there, hex, side.id, unit->id), false);
        return;
    }
    const BestShots threats = threatsTo(rules, state, hex, side.id);
    QString header;
    if (threats.allowed.empty() && threats.refused.empty())
        header = tr("No enemy attack can aim at the %1 in %2.").arg(qs(side.name), where);
    else if (threats.allowed.empty())
        header = tr("No enemy may attack the %1 in %2 now:").arg(qs(side.name), where);
    else
        header = tr("Enemy attacks on the %1 in %2, best first:").arg(qs(side.name), where);
    showThreats(state, rules, header, threats, true);
}

void ThreatsPanel::showThreats(const GameState &state, const RuleSet &rules, const QString &header,
    const BestShots &threats, bool previewable)
{
    m_actions.clear();
    m_list->clear();
    m_header->setText(header);
    auto add = [&](const ShotOption &o, bool allowed) {
        const Action &a = o.evaluation.action;
        const Unit &attacker = state.unit(a.actors.front());
        const ActionType *type = findByKey(rules.vocabulary().actions, a.kind);
        QString who = tr("%1 in %2 — %3")
                          .arg(qs(attacker.name), qs(state.map().label(attacker.hex)),
                              type ? ruleText(type->name) : qs(a.kind));
        if (a.targetUnit)
            who += tr(" at %1").arg(qs(state.unit(*a.targetUnit).name));
        const QString what = allowed ? (o.summary.text.empty() ? tr("allowed") : qs(o.summary.text))
                                     : qs(o.evaluation.whyNot);
        auto *item = new QListWidgetItem(
            DisplayText::wrappable(who + QStringLiteral(": ") + what, 400), m_list);
        if (!allowed) {
            item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            item->setToolTip(
                DisplayText::wrappable(tr("Not allowed: %1").arg(qs(o.evaluation.whyNot)), 1000));
        } else {
            item->setData(Qt::DecorationRole, ThreatShadeItem::colour(o.summary.probability));
            if (!previewable)
                item->setToolTip(tr("Where the unit would stand: select it and move it there to "
                                    "preview this attack."));
        }
        m_actions.push_back(previewable ? a : Action {});
    };
    for (const ShotOption &o : threats.allowed)
        add(o, true);
    for (const ShotOption &o : threats.refused)
        add(o, false);
}

} // namespace hexfire
