#include "ui/turntrack.h"

#include "core/rules/builtinactions.h"
#include "core/rules/reinforcements.h"
#include "core/rules/ruleset.h"
#include "core/rules/sequence.h"
#include "core/rules/victory.h"
#include "ui/displaytext.h"
#include "ui/gamesession.h"

#include <QColor>
#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>

namespace hexfire {

namespace {
/** A chip's or a side's look: its colour behind, black or white text, whichever reads. */
QString chipStyle(const QColor &background, bool bold)
{
    const bool dark = background.lightnessF() < 0.55;
    return QStringLiteral("QLabel { background: %1; color: %2; border-radius: 4px; "
                          "padding: 2px 7px; font-weight: %3; }")
        .arg(background.name(), dark ? QStringLiteral("white") : QStringLiteral("black"),
            bold ? QStringLiteral("bold") : QStringLiteral("normal"));
}

QString actorsText(PhaseActors actors)
{
    switch (actors) {
    case PhaseActors::Phasing:
        return TurnTrack::tr("The phasing side acts.");
    case PhaseActors::Opponent:
        return TurnTrack::tr("The side not phasing acts.");
    case PhaseActors::Both:
        return TurnTrack::tr("Both sides act.");
    case PhaseActors::Alternating:
        return TurnTrack::tr("The sides take turns, one activation each.");
    case PhaseActors::Nobody:
        return TurnTrack::tr("The rules act; the players only end it.");
    }
    return {};
}
} // namespace

TurnTrack::TurnTrack(GameSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("turnTrack"));
    setAutoFillBackground(true);
    // The track never makes the window wider than the screen: fitToWidth drops what it can.
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(6, 2, 6, 2);
    row->setSpacing(8);
    m_turn = new QLabel;
    m_turn->setObjectName(QStringLiteral("turnTrackTurn"));
    QFont bold = m_turn->font();
    bold.setBold(true);
    m_turn->setFont(bold);
    m_turn->setMinimumWidth(1); // "Game over — " and a side's name may be long
    row->addWidget(m_turn);
    m_clock = new QLabel;
    m_clock->setObjectName(QStringLiteral("turnTrackClock"));
    row->addWidget(m_clock);
    // The chips and the texts give way on a narrow window (a sequence of six phases, a long side
    // name): they are cut short rather than push the window wider than the screen; the buttons
    // keep their room.
    auto *chips = new QWidget;
    chips->setMinimumWidth(1);
    m_chipRow = new QHBoxLayout(chips);
    m_chipRow->setContentsMargins(0, 0, 0, 0);
    m_chipRow->setSpacing(3);
    row->addWidget(chips);
    m_side = new QLabel;
    m_side->setObjectName(QStringLiteral("turnTrackSide"));
    m_side->setMinimumWidth(1);
    row->addWidget(m_side);
    m_score = new QLabel;
    m_score->setObjectName(QStringLiteral("turnTrackScore"));
    m_score->setMinimumWidth(1);
    row->addWidget(m_score);
    m_counts = new QLabel;
    m_counts->setObjectName(QStringLiteral("turnTrackCounts"));
    m_counts->setMinimumWidth(1);
    row->addWidget(m_counts);
    m_reinforcements = new QLabel;
    m_reinforcements->setObjectName(QStringLiteral("turnTrackReinforcements"));
    m_reinforcements->setMinimumWidth(1);
    row->addWidget(m_reinforcements);
    row->addStretch(1);
    m_endActivation = new QToolButton;
    m_endActivation->setObjectName(QStringLiteral("endActivationButton"));
    m_endActivation->setText(tr("End activation"));
    row->addWidget(m_endActivation);
    m_endPhase = new QToolButton;
    m_endPhase->setObjectName(QStringLiteral("endPhaseButton"));
    m_endPhase->setToolButtonStyle(Qt::ToolButtonTextOnly);
    row->addWidget(m_endPhase);

    auto orHint = [this](bool done, const QString &error) {
        if (!done)
            emit hint(error);
    };
    connect(m_endPhase, &QToolButton::clicked, this, [this, orHint] {
        QString error;
        orHint(endPhase(&error), error);
    });
    connect(m_endActivation, &QToolButton::clicked, this, [this, orHint] {
        QString error;
        orHint(endActivation(&error), error);
    });
    connect(m_session, &GameSession::gameReset, this, &TurnTrack::onGameReset);
    connect(m_session, &GameSession::stateChanged, this, &TurnTrack::onStateChanged);
    onGameReset();
}

TurnTrack::~TurnTrack() = default;

void TurnTrack::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitToWidth();
}

void TurnTrack::fitToWidth()
{
    fitWidgets();
    m_fitted.clear();
    for (const QWidget *w : fittedWidgets())
        m_fitted.push_back(!w->isHidden());
}

void TurnTrack::fitWidgets()
{
    const bool hasGame = m_session->hasGame();
    for (QLabel *chip : m_chips)
        chip->setVisible(true);
    m_score->setVisible(hasGame && m_score->property("wanted").toBool());
    m_counts->setVisible(hasGame && m_counts->property("wanted").toBool());
    m_reinforcements->setVisible(hasGame && m_reinforcements->property("wanted").toBool());
    m_clock->setVisible(hasGame && m_clock->property("wanted").toBool());
    const auto fits = [this] {
        // A hidden widget's layouts keep their cached hints until the event loop: measure anew.
        m_chipRow->invalidate();
        m_chipRow->parentWidget()->updateGeometry();
        layout()->invalidate();
        return layout()->sizeHint().width() <= width();
    };
    if (fits())
        return;
    for (QLabel *chip : m_chips)
        chip->setVisible(chip->property("current").toBool());
    if (!fits())
        m_counts->hide(); // the score's tooltip says them too
    if (!fits())
        m_reinforcements->hide();
    if (!fits())
        m_score->hide();
    if (!fits())
        m_clock->hide();
}

QLabel *TurnTrack::currentChip() const
{
    for (QLabel *chip : m_chips) {
        if (chip->property("current").toBool())
            return chip;
    }
    return nullptr;
}

bool TurnTrack::commitShared(const char *key, const QString &title, QString *error)
{
    if (!m_session->hasGame()) {
        if (error)
            *error = tr("Open a game first.");
        return false;
    }
    Action action;
    action.kind = key;
    return m_session->commit(action, title, error);
}

bool TurnTrack::endPhase(QString *error)
{
    if (!m_session->hasGame())
        return commitShared(builtin::nextPhase.data(), QString(), error);
    const QString title = qs(endPhaseLabel(m_session->rules(), m_session->state()));
    Action action;
    action.kind = std::string(builtin::nextPhase);
    // Only an end the rules allow asks anything: a refusal is reported as it is.
    if (m_ask && m_session->evaluate(action).legal && !m_ask(action))
        return false; // the players cancelled the question: nothing to say
    return m_session->commit(action, title, error);
}

bool TurnTrack::endActivation(QString *error)
{
    const QString title = m_session->hasGame()
        ? ruleText(handOverLabel(m_session->rules(), m_session->state()))
        : QString();
    return commitShared(builtin::endActivation.data(), title, error);
}

void TurnTrack::onGameReset()
{
    m_shown.clear();
    rebuildChips();
    refresh();
    if (!m_session->hasGame())
        return;
    m_lastSide = m_session->state().sequence().sideToAct;
    m_wasOver = gameResult(m_session->rules(), m_session->state()).over;
    m_lastWho = whoActs();
    // A game opened (a saved game mailed back): who is to act in it.
    if (!m_lastWho.isEmpty() && !m_wasOver)
        emit sideToActChanged(m_lastWho, turnAndPhase());
}

void TurnTrack::onStateChanged()
{
    refresh();
    if (!m_session->hasGame())
        return;
    const GameState &state = m_session->state();
    const GameResult result = gameResult(m_session->rules(), state);
    const QString who = whoActs();
    if (!result.over && (state.sequence().sideToAct != m_lastSide || who != m_lastWho)
        && !who.isEmpty())
        emit sideToActChanged(who, turnAndPhase());
    m_lastSide = state.sequence().sideToAct;
    m_lastWho = who;
    if (result.over && !m_wasOver)
        emit gameEnded(qs(result.headline), qs(resultSummary(result)).trimmed());
    m_wasOver = result.over;
}

QString TurnTrack::turnAndPhase() const
{
    // core's position without the side ("Turn 2 of 5 · Movement phase"): the banner names it.
    // A game clock is a part of its own ("Turn 3 · 11 of 30 minutes · Activation phase").
    const GameState &state = m_session->state();
    const int last = clockText(state, state.sequence()).empty() ? 1 : 2;
    return qs(positionText(m_session->rules(), state)).section(QStringLiteral(" · "), 0, last);
}

QString TurnTrack::whoActs() const
{
    const GameState &state = m_session->state();
    const SequenceOfPlay &sequence = m_session->rules().sequenceOfPlay();
    if (sequence.empty())
        return {};
    if (const auto &side = state.sequence().sideToAct) {
        const Side *s = state.findSide(*side);
        return tr("%1 side to act").arg(s ? qs(s->name) : qs(side->value));
    }
    const PhaseType *phase = findPhase(sequence, state.sequence().phase);
    if (phase && phase->actors == PhaseActors::Both)
        return tr("Both sides act");
    return {};
}

void TurnTrack::rebuildChips()
{
    for (QLabel *chip : m_chips)
        delete chip;
    m_chips.clear();
    if (!m_session->hasGame())
        return;
    for (const PhaseType &phase : m_session->rules().sequenceOfPlay().phases) {
        auto *chip = new QLabel(ruleText(phase.name));
        chip->setObjectName(QStringLiteral("phaseChip"));
        chip->setProperty("phaseKey", qs(phase.key));
        QString tip = QStringLiteral("<b>%1</b>").arg(qs(phaseTitle(phase)).toHtmlEscaped());
        if (!phase.help.empty())
            tip += QStringLiteral("<br>") + qs(phase.help).toHtmlEscaped();
        tip += QStringLiteral("<br>") + actorsText(phase.actors);
        if (!phase.rule.empty())
            tip += QStringLiteral("<br>")
                + tr("Rule: %1").arg(DisplayText::ruleReference(qs(phase.rule)).toHtmlEscaped());
        chip->setToolTip(tip);
        m_chipRow->addWidget(chip);
        m_chips.push_back(chip);
    }
}

void TurnTrack::refresh()
{
    if (!m_session->hasGame()) {
        for (QWidget *w : std::initializer_list<QWidget *> {
                 m_clock, m_side, m_score, m_counts, m_reinforcements, m_endPhase, m_endActivation})
            w->hide();
        m_turn->setText(tr("No game open"));
        return;
    }
    const RuleSet &rules = m_session->rules();
    const GameState &state = m_session->state();
    const GameResult result = gameResult(rules, state);
    const QString position = qs(positionText(rules, state));
    if (result.over)
        m_turn->setText(tr("Game over — %1").arg(qs(result.headline)));
    else if (rules.sequenceOfPlay().empty())
        m_turn->setText(position); // the turn and the scenario's phase label, as they stand
    else
        m_turn->setText(position.section(QStringLiteral(" · "), 0, 0));
    m_turn->setToolTip(result.over ? qs(result.reason) : position);
    refreshClock();
    for (QLabel *chip : m_chips) {
        const bool current
            = !result.over && chip->property("phaseKey").toString() == qs(state.sequence().phase);
        chip->setProperty("current", current);
        setStyleSheetOf(chip,
            chipStyle(
                current ? palette().color(QPalette::Highlight) : palette().color(QPalette::Button),
                current));
        chip->setEnabled(current || !result.over);
    }
    refreshSide(result.over);
    refreshScore();
    refreshReinforcements();
    refreshButtons(result.over);
    // Measuring the track again is most of a refresh: only when what it shows has changed (a
    // step of fire changes neither the turn nor the phase).
    QString shown;
    for (const QLabel *label : {m_turn, m_clock, m_side, m_score, m_counts, m_reinforcements})
        shown += label->text() + label->property("wanted").toString() + QLatin1Char('|');
    for (const QToolButton *b : {m_endActivation, m_endPhase})
        shown += b->text() + (b->isHidden() ? QLatin1Char('0') : QLatin1Char('1'));
    for (const QLabel *chip : m_chips)
        shown += chip->property("current").toBool() ? QLatin1Char('1') : QLatin1Char('0');
    const std::vector<QWidget *> fitted = fittedWidgets();
    if (shown == m_shown && m_fitted.size() == fitted.size()) {
        // What the refresh showed again that did not fit last time stays hidden.
        for (std::size_t i = 0; i < fitted.size(); ++i)
            fitted[i]->setVisible(m_fitted[i]);
        return;
    }
    m_shown = shown;
    fitToWidth();
}

std::vector<QWidget *> TurnTrack::fittedWidgets() const
{
    std::vector<QWidget *> widgets(m_chips.begin(), m_chips.end());
    widgets.insert(widgets.end(), {m_score, m_counts, m_reinforcements, m_clock});
    return widgets;
}

void TurnTrack::setStyleSheetOf(QWidget *widget, const QString &styleSheet)
{
    // Setting a style sheet polishes the widget again, even an equal one.
    if (widget->styleSheet() != styleSheet)
        widget->setStyleSheet(styleSheet);
}

void TurnTrack::refreshClock()
{
    const GameState &state = m_session->state();
    const QString brief = qs(clockText(state, state.sequence(), true));
    m_clock->setVisible(!brief.isEmpty());
    m_clock->setProperty("wanted", !brief.isEmpty());
    m_clock->setText(brief);
    m_clock->setToolTip(tr("Game time: %1").arg(qs(clockText(state, state.sequence()))));
}

void TurnTrack::refreshSide(bool over)
{
    const GameState &state = m_session->state();
    const QString who = over ? QString() : whoActs();
    m_side->setVisible(!who.isEmpty());
    m_side->setText(who);
    const Side *side
        = state.sequence().sideToAct ? state.findSide(*state.sequence().sideToAct) : nullptr;
    const QColor colour
        = side && QColor::isValidColorName(qs(side->colour)) ? QColor(qs(side->colour)) : QColor();
    setStyleSheetOf(m_side, colour.isValid() ? chipStyle(colour, true) : QString());
}

void TurnTrack::refreshCounts(const GameResult &result)
{
    // The other counts a side keeps beside its score (command points): "Command points:
    // American 2 · German 1".
    QStringList lines;
    QStringList helps;
    const auto &tallies = m_session->rules().vocabulary().tallies;
    for (std::size_t i = 0; i < tallies.size(); ++i) {
        if (tallies[i].key == victoryPointsTally)
            continue;
        QStringList counts;
        for (const SideStanding &s : result.standings) {
            if (i < s.tallies.size())
                counts << tr("%1 %2").arg(qs(s.name)).arg(s.tallies[i].count);
        }
        if (counts.isEmpty())
            continue;
        lines << tr("%1: %2").arg(ruleText(tallies[i].name), counts.join(QStringLiteral(" · ")));
        helps << qs(tallies[i].name + ": " + tallies[i].help);
    }
    m_counts->setVisible(!lines.isEmpty());
    m_counts->setProperty("wanted", !lines.isEmpty());
    m_counts->setText(lines.join(QStringLiteral("; ")));
    m_counts->setToolTip(helps.join(QLatin1Char('\n')));
}

void TurnTrack::refreshScore()
{
    const GameResult result = gameResult(m_session->rules(), m_session->state());
    refreshCounts(result);
    m_score->setVisible(result.scored);
    m_score->setProperty("wanted", result.scored);
    if (!result.scored)
        return;
    QStringList parts;
    for (const SideStanding &s : result.standings)
        parts << tr("%1 %2").arg(qs(s.name)).arg(s.score);
    m_score->setText(tr("Score: %1").arg(parts.join(QStringLiteral(" · "))));
    m_score->setToolTip(qs(resultSummary(result)).trimmed());
}

void TurnTrack::refreshReinforcements()
{
    // The next one by name (the track is narrow); the tooltip gives the whole list.
    constexpr int shown = 1;
    const GameState &state = m_session->state();
    const std::vector<Reinforcement> &toCome = state.reinforcements();
    m_reinforcements->setVisible(!toCome.empty());
    m_reinforcements->setProperty("wanted", !toCome.empty());
    QStringList all;
    for (const Reinforcement &in : toCome)
        all << qs(reinforcementText(state, in));
    QStringList first = all.mid(0, shown);
    if (all.size() > shown)
        first << tr("%n more", nullptr, static_cast<int>(all.size() - shown));
    m_reinforcements->setText(tr("Reinforcements: %1").arg(first.join(QStringLiteral(" · "))));
    m_reinforcements->setToolTip(
        tr("Reinforcements to come:\n%1").arg(all.join(QStringLiteral("\n"))));
}

void TurnTrack::refreshButtons(bool over)
{
    const RuleSet &rules = m_session->rules();
    const GameState &state = m_session->state();
    const SequenceOfPlay &sequence = rules.sequenceOfPlay();
    const PhaseType *phase = findPhase(sequence, state.sequence().phase);
    m_endPhase->setVisible(!sequence.empty());
    // Set before the window is shown too, so not read back with isVisible().
    const bool handOver = phase && phase->actors == PhaseActors::Alternating && !over;
    m_endActivation->setVisible(handOver);
    if (sequence.empty())
        return;
    // Whether core takes the end now (it refuses it once the game is over), and why not.
    auto check = [this](QToolButton *button, std::string_view key, const QString &tip) {
        Action action;
        action.kind = std::string(key);
        const Evaluation e = m_session->evaluate(action);
        button->setEnabled(e.legal);
        button->setToolTip(e.legal ? tip : qs(e.whyNot));
    };
    m_endPhase->setText(over ? tr("Game over") : qs(endPhaseLabel(rules, state)));
    const SequencePosition next = forecastPosition(sequence, state);
    check(m_endPhase, builtin::nextPhase,
        next.gameOver ? tr("Ends the last turn and the game.")
                      : tr("Next: %1").arg(qs(positionText(rules, state, next))));
    if (handOver) {
        m_endActivation->setText(ruleText(handOverLabel(rules, state)));
        check(m_endActivation, builtin::endActivation, qs(handOverHelp(rules, state)));
    }
}

} // namespace hexfire
