#include "ui/panels/whatifpanel.h"

#include "ui/displaytext.h"
#include "ui/gamesession.h"
#include "ui/panels/oddschart.h"

#include <QBoxLayout>
#include <QCheckBox>
#include <QLabel>
#include <QListWidget>
#include <QResizeEvent>
#include <QScrollArea>
#include <QVBoxLayout>

#include <algorithm>

namespace hexfire {

namespace {

QString headline(const OddsSummary &summary, const Evaluation &evaluation)
{
    if (!evaluation.legal)
        return QObject::tr("not allowed");
    return summary.text.empty() ? QObject::tr("allowed") : qs(summary.text);
}

} // namespace

WhatIfPanel::WhatIfPanel(GameSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->setSpacing(4);
    m_title = new QLabel;
    m_title->setObjectName(QStringLiteral("whatIfTitle"));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    m_keep = new QCheckBox(tr("Keep this action"));
    m_keep->setObjectName(QStringLiteral("whatIfKeep"));
    m_keep->setToolTip(tr("Hold the action while you point elsewhere on the map"));
    layout->addWidget(m_keep);
    m_list = new QListWidget;
    m_list->setObjectName(QStringLiteral("whatIfChanges"));
    m_list->setWordWrap(true);
    m_list->setToolTip(tr("One change at a time; choose one to see the odds before and after"));
    layout->addWidget(m_list, 1);
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) { choose(row); });

    auto *scroll = new QScrollArea;
    m_comparisonArea = scroll;
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_comparison = new QWidget;
    m_comparison->setObjectName(QStringLiteral("whatIfComparison"));
    m_sides = new QBoxLayout(QBoxLayout::LeftToRight, m_comparison);
    m_sides->setContentsMargins(0, 0, 0, 0);
    m_sides->setSpacing(8);
    m_beforeTitle = new QLabel;
    m_afterTitle = new QLabel;
    for (QLabel *l : {m_beforeTitle, m_afterTitle}) {
        l->setWordWrap(true);
        l->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    }
    m_before = new OddsChart;
    m_before->setObjectName(QStringLiteral("whatIfBefore"));
    m_after = new OddsChart;
    m_after->setObjectName(QStringLiteral("whatIfAfter"));
    // Narrower than a chart likes, so that a narrow dock narrows the panel (and resizeEvent
    // stacks the two) instead of scrolling it sideways.
    for (OddsChart *chart : {m_before, m_after})
        chart->setMinimumWidth(chart->minimumSizeHint().width() / 2);
    // Each side a column: its title over its chart.
    for (auto [title, chart] : {std::pair {m_beforeTitle, m_before}, {m_afterTitle, m_after}}) {
        auto *column = new QVBoxLayout;
        column->setSpacing(2);
        column->addWidget(title);
        column->addWidget(chart);
        column->addStretch(1);
        m_sides->addLayout(column, 1);
    }
    scroll->setWidget(m_comparison);
    layout->addWidget(scroll, 4);

    // The changes belong to a position: a new one (or a new game) starts afresh.
    connect(m_session, &GameSession::stateChanged, this, [this] {
        m_keep->setChecked(false);
        setAction(std::nullopt);
    });
    connect(m_session, &GameSession::gameReset, this, [this] {
        m_keep->setChecked(false);
        setAction(std::nullopt);
    });
    connect(m_session, &GameSession::evaluationChanged, this, [this] {
        // A preview that goes (the mouse left the map for this panel) keeps the action shown.
        if (const auto &preview = m_session->currentPreview())
            setAction(preview->action);
    });
    rebuild();
}

void WhatIfPanel::setAction(const std::optional<Action> &action)
{
    if (m_keep->isChecked() && m_action && action)
        return;
    if (action == m_action)
        return;
    m_action = action;
    rebuild();
}

void WhatIfPanel::clearComparison()
{
    m_shown.reset();
    m_beforeTitle->clear();
    m_afterTitle->clear();
    m_before->setOdds({});
    m_after->setOdds({});
    m_comparison->setVisible(false);
    // Until a change is chosen the list has the panel's height, not a strip over empty space.
    m_comparisonArea->setVisible(false);
}

void WhatIfPanel::rebuild()
{
    const QSignalBlocker block(m_list);
    m_list->clear();
    m_changes.clear();
    clearComparison();
    if (!m_action || !m_session->hasGame()) {
        m_title->setText(tr("Point at a target, or click a Best Shots or Threats line: the "
                            "changes you can try on that action are listed here."));
        m_keep->setEnabled(false);
        return;
    }
    m_keep->setEnabled(true);
    const GameState &state = m_session->state();
    const RuleSet &rules = m_session->rules();
    const ActionType *type = findByKey(rules.vocabulary().actions, m_action->kind);
    QString text = type ? ruleText(type->name) : qs(m_action->kind);
    if (!m_action->actors.empty()) {
        if (const Unit *lead = state.findUnit(m_action->actors.front()))
            text += tr(" by %1").arg(qs(lead->name));
    }
    if (m_action->targetUnit) {
        if (const Unit *t = state.findUnit(*m_action->targetUnit))
            text += tr(" at %1").arg(qs(t->name));
    } else if (m_action->target && state.map().contains(*m_action->target)) {
        text += tr(" at %1").arg(qs(state.map().label(*m_action->target)));
    }
    m_changes = whatIfChanges(rules, state, *m_action);
    m_title->setText(
        m_changes.empty() ? tr("%1: nothing to change.").arg(text) : tr("%1. What if…").arg(text));
    for (const WhatIfChange &c : m_changes)
        new QListWidgetItem(DisplayText::wrappable(ruleText(c.label), 300), m_list);
}

bool WhatIfPanel::sideBySide() const { return m_sides->direction() == QBoxLayout::LeftToRight; }

void WhatIfPanel::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // Side by side where two charts fit (a wide dock), else one above the other.
    const int twoCharts = 2 * m_before->minimumSizeHint().width() + 40;
    m_sides->setDirection(
        event->size().width() >= twoCharts ? QBoxLayout::LeftToRight : QBoxLayout::TopToBottom);
    fitCharts(event->size().width());
}

void WhatIfPanel::fitCharts(int panelWidth)
{
    // A chart's height follows its width, which the scroll area holding them does not ask:
    // each is given the height its column's width needs.
    const int column = sideBySide() ? (panelWidth - m_sides->spacing()) / 2 : panelWidth;
    for (OddsChart *chart : {m_before, m_after})
        chart->setMinimumHeight(chart->heightForWidth(std::max(column - 16, 100)));
}

bool WhatIfPanel::choose(int row)
{
    if (!m_action || row < 0 || row >= static_cast<int>(m_changes.size()) || !m_session->hasGame())
        return false;
    if (m_list->currentRow() != row) {
        const QSignalBlocker block(m_list);
        m_list->setCurrentRow(row);
    }
    const WhatIfChange &c = m_changes[static_cast<std::size_t>(row)];
    m_shown = whatIf(m_session->rules(), m_session->state(), *m_action, c);
    m_beforeTitle->setText(
        tr("<b>Now</b><br>%1")
            .arg(headline(m_shown->beforeHeadline, m_shown->before).toHtmlEscaped()));
    m_afterTitle->setText(
        tr("<b>%1</b><br>%2")
            .arg(ruleText(c.label).toHtmlEscaped(),
                headline(m_shown->afterHeadline, m_shown->after).toHtmlEscaped()));
    m_before->setEvaluation(m_shown->before);
    m_after->setEvaluation(m_shown->after);
    m_comparison->setVisible(true);
    m_comparisonArea->setVisible(true);
    fitCharts(width());
    return true;
}

} // namespace hexfire
