#include "core/play/quiz.h"

#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/rules/oddssummary.h"
#include "core/rules/rulesentence.h"

#include <algorithm>
#include <cctype>

namespace hexfire {

namespace {

std::string lineOfSightWhy(const LosTrace &t, const MapGrid &map)
{
    auto where = [&](const LosElement &el) {
        std::string text = map.label(el.hex);
        if (el.obstacle.reason)
            text += " (" + el.obstacle.reason->text
                + (el.obstacle.reason->ruleRef.empty() ? "" : ", " + el.obstacle.reason->ruleRef)
                + ")";
        return text;
    };
    if (t.verdict == LosVerdict::Blocked && t.firstBlocker >= 0
        && t.firstBlocker < static_cast<int>(t.elements.size()))
        return ruleSentence(HEXFIRE_TEXT("RuleText", "Blocked in %1."),
            where(t.elements[static_cast<std::size_t>(t.firstBlocker)]));
    if (t.verdict == LosVerdict::Hindered) {
        std::string by;
        for (const LosElement &el : t.elements) {
            if (el.obstacle.effect != LosEffect::Hinder
                || (el.side != LosSide::Both && el.side != t.sideUsed))
                continue;
            by += (by.empty() ? "" : ", ") + where(el);
        }
        return by.empty()
            ? ruleSentence(HEXFIRE_TEXT("RuleText", "Hindered by the terrain between."))
            : ruleSentence(HEXFIRE_TEXT("RuleText", "Hindered by %1."), by);
    }
    return ruleSentence(
        HEXFIRE_TEXT("RuleText", "Nothing between the two hexes blocks or hinders the line."));
}

/** A line of sight's verdict as a choice: "clear" in the player's language, capitalised. */
std::string verdictChoice(std::string_view verdict)
{
    std::string text(translatedRuleText(verdict));
    if (!text.empty())
        text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return text;
}

/** The line of sight of the step's first trace that joins two different hexes. */
void askLineOfSight(const Evaluation &e, const GameState &state, std::vector<QuizQuestion> &out)
{
    for (const LosTrace &t : e.los) {
        if (t.firer == t.target)
            continue;
        const MapGrid &map = state.map();
        QuizQuestion q;
        q.kind = QuizQuestion::Kind::LineOfSight;
        q.prompt
            = ruleSentence(HEXFIRE_TEXT("RuleText",
                               "Is the line of sight from %1 to %2 clear, hindered or blocked?"),
                map.label(t.firer), map.label(t.target));
        // The verdicts are written small: "Clear" alone is a terrain's name in the rule text.
        q.choices = {verdictChoice(HEXFIRE_TEXT("RuleText", "clear")),
            verdictChoice(HEXFIRE_TEXT("RuleText", "hindered")),
            verdictChoice(HEXFIRE_TEXT("RuleText", "blocked"))};
        q.answer = static_cast<int>(t.verdict);
        q.why = lineOfSightWhy(t, map);
        out.push_back(std::move(q));
        return;
    }
}

/** A line of the breakdown as the explanation shows it: "Massed targets (22): +1". */
std::string lineText(const ExplanationLine &l)
{
    std::string text = l.text;
    if (!l.value.empty() && text.find(l.value) == std::string::npos)
        text += ": " + l.value;
    if (!l.rule.empty())
        text += " (" + l.rule + ")";
    return text + ".";
}

/** The question about a number, with who it is for: a unit's name or a hex; nothing for a side. */
std::string numberPrompt(
    const std::string &label, const std::string &subject, const GameState &state)
{
    if (const Unit *u = state.findUnit(UnitId {subject}))
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 for %2: which number?"), label, u->name);
    if (state.findSide(SideId {subject}))
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1: which number?"), label);
    return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 in %2: which number?"), label, subject);
}

/** The first number the evaluation arrives at, among three wrong ones close to it. */
void askNumber(const Evaluation &e, const GameState &state, std::vector<QuizQuestion> &out)
{
    if (e.finals.empty())
        return;
    const FinalNumber &f = e.finals.front();
    std::vector<int> values {f.value};
    for (int step : {-1, 1, -2, 2, 3, -3, 4}) {
        const int v = f.value + step;
        if (values.size() < 4 && (v >= 0 || f.value < 0))
            values.push_back(v);
    }
    std::sort(values.begin(), values.end());
    QuizQuestion q;
    q.kind = QuizQuestion::Kind::Number;
    q.prompt = numberPrompt(
        f.label.empty() ? ruleSentence(HEXFIRE_TEXT("RuleText", "The final number")) : f.label,
        f.subject, state);
    for (int v : values)
        q.choices.push_back(std::to_string(v));
    q.answer = static_cast<int>(std::find(values.begin(), values.end(), f.value) - values.begin());
    // How: the breakdown lines about the number's unit, else the line that arrives at it.
    const Unit *unit = state.findUnit(UnitId {f.subject});
    std::string how;
    for (const ExplanationLine &l : e.lines) {
        if (unit && l.text.find(unit->name) != std::string::npos)
            how += " " + lineText(l);
    }
    for (const ExplanationLine &l : e.lines) {
        if (how.empty() && l.number == f.value)
            how = " " + lineText(l);
    }
    q.why = how.empty() ? ruleSentence(HEXFIRE_TEXT("RuleText", "The rules give %1."), f.value)
                        : how.substr(1);
    out.push_back(std::move(q));
}

std::string diceText(const Resolution &r)
{
    if (r.rolls.empty())
        return {};
    auto face = [](const DieRoll &d) {
        return std::to_string(d.face)
            + (d.purpose.empty() ? std::string() : " (" + d.purpose + ")");
    };
    if (r.rolls.size() == 1)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "The die shows %1."), face(r.rolls.front()));
    std::string text;
    for (std::size_t i = 0; i + 1 < r.rolls.size(); ++i)
        text += (i == 0 ? "" : ", ") + face(r.rolls[i]);
    return ruleSentence(HEXFIRE_TEXT("RuleText", "The dice show %1."),
        ruleSentence(HEXFIRE_TEXT("RuleText", "%1 and %2"), text, face(r.rolls.back())));
}

/**
 * When the odds are about one unit of a stack (the unit the rules pick to take the fire), which
 * one: asked before the roll, since the rules pick it from the position.
 */
void askUnit(const Evaluation &e, const GameState &state, std::vector<QuizQuestion> &out)
{
    for (const OddsTable &t : oddsInDisplayOrder(e.odds)) {
        const Unit *picked = state.findUnit(UnitId {t.subject});
        if (!picked || !picked->onMap())
            continue;
        std::vector<const Unit *> stack;
        for (const Unit *u : state.unitsIn(picked->hex)) {
            if (u->side == picked->side)
                stack.push_back(u);
        }
        if (stack.size() < 2)
            continue;
        const Side *side = state.findSide(picked->side);
        QuizQuestion q;
        q.kind = QuizQuestion::Kind::Unit;
        q.prompt = side
            ? ruleSentence(
                HEXFIRE_TEXT("RuleText", "Which %1 unit in %2 do the rules pick for this result?"),
                side->name, state.map().label(picked->hex))
            : ruleSentence(
                HEXFIRE_TEXT("RuleText", "Which unit in %1 do the rules pick for this result?"),
                state.map().label(picked->hex));
        for (const Unit *u : stack) {
            if (u == picked)
                q.answer = static_cast<int>(q.choices.size());
            q.choices.push_back(u->name);
        }
        q.why = ruleSentence(HEXFIRE_TEXT("RuleText", "The rules pick %1."), picked->name);
        for (const ExplanationLine &l : e.lines) {
            if (l.text.find(picked->name) != std::string::npos) {
                q.why = lineText(l);
                break;
            }
        }
        out.push_back(std::move(q));
        return;
    }
}

/** The outcome of the most important table that has a headline, once the dice are known. */
void askOutcome(const Evaluation &e, const Resolution &r, const std::string &given,
    std::vector<QuizQuestion> &out)
{
    for (const OddsTable &t : oddsInDisplayOrder(e.odds)) {
        const auto happened = std::find_if(r.outcomes.begin(), r.outcomes.end(),
            [&](const Outcome &o) { return o.subject == t.subject; });
        if (happened == r.outcomes.end())
            continue;
        QuizQuestion q;
        q.kind = QuizQuestion::Kind::Outcome;
        q.given = given;
        q.prompt = ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1: which result does the roll give?"), t.title);
        q.answer = -1;
        for (const OutcomeOdds &o : t.outcomes) {
            if (o.probability <= 0.0 && o.key != happened->key)
                continue;
            if (o.key == happened->key)
                q.answer = static_cast<int>(q.choices.size());
            q.choices.push_back(o.label);
        }
        if (q.answer < 0 || q.choices.size() < 2)
            continue;
        // How the dice give it: the lines only the roll adds, or when there are many (both sides
        // of a hex, every unit's check) those that name the result, else the last one.
        std::vector<const ExplanationLine *> rolled;
        for (const ExplanationLine &l : r.lines) {
            if (std::find(e.lines.begin(), e.lines.end(), l) == e.lines.end())
                rolled.push_back(&l);
        }
        if (rolled.size() > 6) {
            std::vector<const ExplanationLine *> naming;
            for (const ExplanationLine *l : rolled) {
                if (l->text.find(happened->label) != std::string::npos)
                    naming.push_back(l);
            }
            rolled = naming.empty() ? std::vector {rolled.back()} : naming;
        }
        for (const ExplanationLine *l : rolled)
            q.why += (q.why.empty() ? "" : " ") + lineText(*l);
        if (q.why.empty())
            q.why = happened->label + ".";
        out.push_back(std::move(q));
        return;
    }
}

} // namespace

std::vector<QuizQuestion> quizQuestions(
    const RuleSet &rules, const GameState &before, const ScriptStep &step)
{
    std::vector<QuizQuestion> out;
    Evaluation e;
    Resolution r;
    try {
        // In the game, as the step is played: a phase's end (an initiative roll) is asked too.
        e = rules.evaluateInGame(before, step.action);
        if (!e.legal)
            return out;
        ScriptedDice dice(step.dice);
        r = rules.resolve(before, e, dice);
        r.rolls = dice.rolls(); // the source keeps the record, as Game::commit reads it
    } catch (const Error &) {
        return out; // a step the rules refuse is reported by the scenario check, not quizzed
    }
    askLineOfSight(e, before, out);
    askUnit(e, before, out);
    askNumber(e, before, out);
    askOutcome(e, r, diceText(r), out);
    return out;
}

std::string QuizScore::text() const
{
    return ruleSentence(HEXFIRE_TEXT("RuleText", "%1 of %2 right"), right, answered);
}

void Quiz::ask(int step, std::vector<QuizQuestion> questions)
{
    m_step = step;
    m_questions = std::move(questions);
    m_next = 0;
    if (done() && !asked(step))
        m_askedSteps.push_back(step);
}

bool Quiz::answer(int choice)
{
    if (done())
        throw Error("there is no question to answer");
    const bool right = choice == m_questions[m_next].answer;
    ++m_score.answered;
    if (right)
        ++m_score.right;
    ++m_next;
    if (done() && !asked(m_step))
        m_askedSteps.push_back(m_step);
    return right;
}

bool Quiz::asked(int step) const
{
    return std::find(m_askedSteps.begin(), m_askedSteps.end(), step) != m_askedSteps.end();
}

void Quiz::reset() { *this = Quiz(); }

} // namespace hexfire
