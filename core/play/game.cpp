#include "core/play/game.h"

#include "core/rules/builtinactions.h"
#include "core/rules/victory.h"

#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/rules/rulesentence.h"

namespace hexfire {

Game::Game(GameState initial, std::unique_ptr<RuleSet> rules, std::uint64_t seed)
    : m_initial(initial)
    , m_state(std::move(initial))
    , m_rules(std::move(rules))
    , m_random(seed)
{
    if (!m_rules)
        throw Error("a game needs a ruleset");
}

std::string Game::actionName(const Action &action) const
{
    const ActionType *type = m_rules->findActionType(action.kind);
    return type ? type->name : action.kind;
}

Evaluation Game::evaluate(const Action &action) const
{
    return m_rules->evaluateInGame(m_state, action);
}

PreviewedAction Game::preview(const Action &action) const
{
    return {m_rules->evaluateInGame(m_state, action), m_revision};
}

const LogEntry &Game::commit(
    const Action &action, DiceSource &dice, std::string title, std::string narration)
{
    return commitEvaluated(m_rules->evaluateInGame(m_state, action), action, dice, std::move(title),
        std::move(narration));
}

const LogEntry &Game::commit(
    const PreviewedAction &previewed, DiceSource &dice, std::string title, std::string narration)
{
    const Action &action = previewed.evaluation.action;
    return commitEvaluated(
        isCurrent(previewed) ? previewed.evaluation : m_rules->evaluateInGame(m_state, action),
        action, dice, std::move(title), std::move(narration));
}

void Game::explainAftermath(const StateDelta &delta, bool overBefore, Resolution &r) const
{
    if (delta.objectivesBefore) {
        const std::vector<Objective> &now = m_state.objectives();
        for (std::size_t i = 0; i < now.size() && i < delta.objectivesBefore->size(); ++i) {
            if (now[i].holder == (*delta.objectivesBefore)[i].holder || !now[i].holder)
                continue;
            const Side *side = m_state.findSide(*now[i].holder);
            const std::string who = side ? side->name : now[i].holder->value;
            r.lines.push_back(explain("objective.taken",
                now[i].points == 1 ? ruleSentence(
                    HEXFIRE_TEXT("RuleText", "The %1 side takes %2 (%3 victory point)"), who,
                    now[i].name, now[i].points)
                                   : ruleSentence(HEXFIRE_TEXT("RuleText",
                                                      "The %1 side takes %2 (%3 victory points)"),
                                       who, now[i].name, now[i].points),
                {}, std::nullopt, "docs/rules.md: Objective control",
                m_state.map().label(now[i].hex), true));
        }
    }
    // The standings only when the game has just ended: they read every unit, after every step.
    if (overBefore || !gameIsOver(m_state))
        return;
    const GameResult result = gameResult(*m_rules, m_state);
    if (result.over)
        r.lines.push_back(explain("game.over",
            ruleSentence(HEXFIRE_TEXT("RuleText", "The game is over: %1. %2"), result.headline,
                result.reason),
            {}, std::nullopt, {},
            ruleSentence(HEXFIRE_TEXT("RuleText", "the victory conditions"))));
}

const LogEntry &Game::commitEvaluated(Evaluation evaluation, const Action &action, DiceSource &dice,
    std::string title, std::string narration)
{
    if (!evaluation.legal) {
        std::string why = evaluation.whyNot;
        if (!evaluation.whyNotRule.empty())
            why += " (" + evaluation.whyNotRule + ")";
        throw Error(actionName(action) + " not allowed: " + why);
    }
    const std::size_t rollsBefore = dice.rolls().size();
    Resolution resolution = m_rules->resolve(m_state, evaluation, dice);
    // The source's record is authoritative: what was rolled during this resolve.
    resolution.rolls.assign(
        dice.rolls().begin() + static_cast<std::ptrdiff_t>(rollsBefore), dice.rolls().end());
    const bool overBefore = gameIsOver(m_state);
    if (title.empty()) // said for the position the action is taken in
        title = sharedActionTitle(*m_rules, m_state, action).value_or(actionName(action));
    StateDelta delta = m_state.apply(resolution.effects);
    explainAftermath(delta, overBefore, resolution);

    m_log.resize(static_cast<std::size_t>(m_position));
    LogEntry entry;
    entry.evaluation = std::move(evaluation);
    entry.resolution = std::move(resolution);
    entry.delta = std::move(delta);
    entry.title = std::move(title);
    entry.narration = std::move(narration);
    m_log.push_back(std::move(entry));
    ++m_position;
    ++m_revision;
    return m_log.back();
}

const LogEntry &Game::commitRandom(const Action &action, std::string title)
{
    return commit(action, m_random, std::move(title));
}

void Game::undo()
{
    if (!canUndo())
        throw Error("nothing to undo");
    --m_position;
    ++m_revision;
    m_state.revert(m_log[static_cast<std::size_t>(m_position)].delta);
}

void Game::redo()
{
    if (!canRedo())
        throw Error("nothing to redo");
    LogEntry &entry = m_log[static_cast<std::size_t>(m_position)];
    entry.delta = m_state.apply(entry.resolution.effects);
    ++m_position;
    ++m_revision;
}

void Game::goTo(int n)
{
    if (n < 0 || n > static_cast<int>(m_log.size()))
        throw Error("timeline position " + std::to_string(n) + " is outside 0.."
            + std::to_string(m_log.size()));
    while (m_position > n)
        undo();
    while (m_position < n)
        redo();
}

void Game::setBookmark(int entry, bool on)
{
    if (entry < 0 || entry >= static_cast<int>(m_log.size()))
        throw Error("no log entry " + std::to_string(entry));
    m_log[static_cast<std::size_t>(entry)].bookmark = on;
}

void Game::setStepText(int entry, std::string title, std::string narration)
{
    if (entry < 0 || entry >= static_cast<int>(m_log.size()))
        throw Error("no log entry " + std::to_string(entry));
    LogEntry &e = m_log[static_cast<std::size_t>(entry)];
    e.title = std::move(title);
    e.narration = std::move(narration);
}

void Game::setNote(int entry, std::string note)
{
    if (entry < 0 || entry >= static_cast<int>(m_log.size()))
        throw Error("no log entry " + std::to_string(entry));
    m_log[static_cast<std::size_t>(entry)].note = std::move(note);
}

int Game::nextScriptStep() const
{
    return m_position < static_cast<int>(m_script.size()) ? m_position : -1;
}

bool Game::stepForward()
{
    if (canRedo()) {
        redo();
        return true;
    }
    const int i = nextScriptStep();
    if (i < 0)
        return false;
    const ScriptStep &step = m_script[static_cast<std::size_t>(i)];
    ScriptedDice dice(step.dice);
    commit(step.action, dice, step.title, step.narration);
    m_log.back().bookmark = step.bookmark;
    return true;
}

} // namespace hexfire
