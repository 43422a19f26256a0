// The shared sequence of play (core/rules/sequence.h) on the one-die test rules: where a game goes
// when a phase ends, who acts, why an action is refused now, what ending a phase explains and
// does, the texts the window and the command line show; and through Game, that ending a phase is
// a step like any other (undone exactly, redone without rolling). A small test-only rule system
// (LoopRules) has the phase kinds onedie lacks: alternating activations, a phase nobody acts in,
// a reaction-only phase, a phase both sides act in.

#include "onedieboard.h"
#include "stubrules.h"

#include "core/dice/scripteddice.h"
#include "core/play/game.h"
#include "core/rules/adjustment.h"
#include "core/rules/bestshots.h"
#include "core/rules/builtinactions.h"
#include "core/rules/effectsplan.h"
#include "core/rules/ruletools.h"
#include "core/rules/sequence.h"
#include "core/rules/threats.h"
#include "core/rules/victory.h"
#include "tests/onedie/onedieruleset.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::onedieboard;

namespace {

/** Test-only rules: one "fire" action and the phase kinds onedie does not have. */
class LoopRules final : public StubRules, public SequenceRules {
public:
    LoopRules()
    {
        m_vocabulary.actions = {actionType(
            "fire", "Fire", "A test action of one unit.", ActorRule::One, TargetKind::None)};
        m_sequence.turnName = "Round";
        m_sequence.phases = {{"ops", "Operations", "The sides take turns.", "Ops",
                                 PhaseActors::Alternating, false, {"fire"}, {}, {}, {}, {}},
            {"defence", "Defence", "Only a reply.", "Defence", PhaseActors::Phasing, false, {},
                {"fire"}, {}, {}, {}},
            {"admin", "Admin segment", "The rules do it.", "Admin", PhaseActors::Nobody, false,
                {"fire"}, {}, {}, {}, {}},
            {"free", "Free", "Anyone acts.", "Free", PhaseActors::Both, false, {"fire"}, {}, {}, {},
                {}}};
    }
    std::string_view displayName() const override { return "Loop test rules"; }
    const SequenceRules *sequenceRules() const override { return this; }
    const SequenceOfPlay &sequenceOfPlay() const override { return m_sequence; }

private:
    SequenceOfPlay m_sequence;
};

const std::vector<std::string> openGround {"......", "......", "......", "......"};

GameState twoUnits() { return position(openGround, {{"r1", "red", "B1"}, {"b1", "blue", "E4"}}); }

/** The game at turn `turn`, phase `phase` of `phasing`'s player turn, the side to act as given. */
GameState standingAt(int turn, const std::string &phase, const std::string &phasing,
    const std::string &toAct, std::optional<int> limit = std::nullopt)
{
    GameState s = twoUnits();
    SequencePosition p;
    p.turn = turn;
    p.phase = phase;
    p.firstSide = SideId {"red"};
    p.phasingSide = SideId {phasing};
    if (!toAct.empty())
        p.sideToAct = SideId {toAct};
    s.setSequence(p);
    if (limit)
        s.setVictory({limit, {}, 1, std::nullopt, std::nullopt});
    return s;
}

std::string optionalSide(const std::optional<SideId> &s) { return s ? s->value : std::string(); }

std::string lineTexts(const std::vector<ExplanationLine> &lines)
{
    std::string out;
    for (const ExplanationLine &l : lines)
        out += l.text + "\n";
    return out;
}

Action nextPhase()
{
    Action a;
    a.kind = std::string(builtin::nextPhase);
    return a;
}

Action byUnit(const std::string &kind, const std::string &unit)
{
    Action a;
    a.kind = kind;
    a.actors = {UnitId {unit}};
    return a;
}

std::size_t phaseNumber(const RuleSet &rules, const std::string &key)
{
    const std::vector<PhaseType> &phases = rules.sequenceOfPlay().phases;
    for (std::size_t i = 0; i < phases.size(); ++i) {
        if (phases[i].key == key)
            return i;
    }
    return phases.size();
}

/**
 * Test-only rules with a game clock: the sides act, then an end step lets `lapse` minutes pass
 * (what a rule system's time lapse does: a SequenceChanged effect with the clock advanced).
 */
class ClockRules final : public StubRules, public SequenceRules {
public:
    explicit ClockRules(int lapse)
        : m_lapse(lapse)
    {
        m_vocabulary.actions = {actionType(
            "lapse", "Time lapse", "Game time passes.", ActorRule::None, TargetKind::None)};
        m_sequence.turnName = "Round";
        m_sequence.phases = {{"act", "Act", "The side acts.", "Act", PhaseActors::Phasing, false,
                                 {}, {}, {}, {}, {}},
            {"close", "Time segment", "Time passes.", "Close", PhaseActors::Nobody, false, {}, {},
                "lapse", {}, {}}};
    }
    const SequenceRules *sequenceRules() const override { return this; }
    const SequenceOfPlay &sequenceOfPlay() const override { return m_sequence; }
    Evaluation evaluate(const GameState &state, const Action &action) const override
    {
        Evaluation e = startEvaluation(action);
        SequencePosition later = state.sequence();
        later.minutesElapsed += m_lapse;
        Effect passed = makeEffect(EffectKind::SequenceChanged, "lapse");
        passed.sequence = later;
        auto plan = std::make_shared<EffectsPlan>();
        plan->effects.push_back(passed);
        e.plan = std::move(plan);
        return e;
    }

private:
    int m_lapse;
    SequenceOfPlay m_sequence;
};

std::unique_ptr<RuleSet> rulesNamed(const QString &name)
{
    if (name == "loop")
        return std::make_unique<LoopRules>();
    return std::make_unique<OneDieRuleSet>();
}

} // namespace

Q_DECLARE_METATYPE(hexfire::Action)

class TstSequence : public QObject {
    Q_OBJECT
private slots:
    void nextPosition_data();
    void nextPosition();
    void completePosition_data();
    void completePosition();
    void refusal_data();
    void refusal();
    void nextPhaseExplains_data();
    void nextPhaseExplains();
    void endActivation_data();
    void endActivation();
    void texts_data();
    void texts();
    void gameClock_data();
    void gameClock();
    void timeLapseEndsTheGame();
    void phaseTitle_data();
    void phaseTitle();
    void gameWalksATurn();
    void nextPhaseUndoRedo();
    void rallyAtTheEndOfFireUndone();
    void adviceRefusesAlike_data();
    void adviceRefusesAlike();
};

void TstSequence::nextPosition_data()
{
    QTest::addColumn<int>("turn");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("phasing");
    QTest::addColumn<int>("limit"); // 0: none
    QTest::addColumn<int>("nextTurn");
    QTest::addColumn<QString>("nextPhase");
    QTest::addColumn<QString>("nextPhasing");
    QTest::addColumn<QString>("nextToAct");
    QTest::addColumn<bool>("over");
    QTest::newRow("red move -> red fire") << 1 << "move"
                                          << "red" << 0 << 1 << "fire"
                                          << "red"
                                          << "red" << false;
    QTest::newRow("red fire -> blue move") << 1 << "fire"
                                           << "red" << 0 << 1 << "move"
                                           << "blue"
                                           << "blue" << false;
    QTest::newRow("blue move -> blue fire") << 1 << "move"
                                            << "blue" << 0 << 1 << "fire"
                                            << "blue"
                                            << "blue" << false;
    QTest::newRow("blue fire -> turn 2 red move") << 1 << "fire"
                                                  << "blue" << 0 << 2 << "move"
                                                  << "red"
                                                  << "red" << false;
    QTest::newRow("turn limit: red fire of the last turn -> blue move") << 3 << "fire"
                                                                        << "red" << 3 << 3 << "move"
                                                                        << "blue"
                                                                        << "blue" << false;
    QTest::newRow("turn limit: blue move of the last turn -> blue fire")
        << 3 << "move"
        << "blue" << 3 << 3 << "fire"
        << "blue"
        << "blue" << false;
    QTest::newRow("turn limit: the last phase of the last turn ends the game")
        << 3 << "fire"
        << "blue" << 3 << 3 << "fire"
        << "blue"
        << "" << true;
    QTest::newRow("turn limit: an earlier turn goes on") << 2 << "fire"
                                                         << "blue" << 3 << 3 << "move"
                                                         << "red"
                                                         << "red" << false;
    QTest::newRow("no turn limit: turn 9 goes on to 10") << 9 << "fire"
                                                         << "blue" << 0 << 10 << "move"
                                                         << "red"
                                                         << "red" << false;
}

void TstSequence::nextPosition()
{
    QFETCH(int, turn);
    QFETCH(QString, phase);
    QFETCH(QString, phasing);
    QFETCH(int, limit);
    const OneDieRuleSet rules;
    const GameState s = standingAt(turn, phase.toStdString(), phasing.toStdString(),
        phasing.toStdString(), limit ? std::optional<int>(limit) : std::nullopt);
    const SequencePosition next = hexfire::nextPosition(rules.sequenceOfPlay(), s);
    QTEST(next.turn, "nextTurn");
    QTEST(QString::fromStdString(next.phase), "nextPhase");
    QTEST(QString::fromStdString(optionalSide(next.phasingSide)), "nextPhasing");
    QTEST(QString::fromStdString(optionalSide(next.sideToAct)), "nextToAct");
    QTEST(next.gameOver, "over");
    QCOMPARE(optionalSide(next.firstSide), std::string("red"));
}

void TstSequence::completePosition_data()
{
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("phasing");
    QTest::addColumn<QString>("toAct");
    QTest::addColumn<bool>("emptySequence");
    QTest::addColumn<QString>("wantPhase");
    QTest::addColumn<QString>("wantFirst");
    QTest::addColumn<QString>("wantPhasing");
    QTest::addColumn<QString>("wantToAct");
    QTest::newRow("no phase: the first phase, the first side") << ""
                                                               << ""
                                                               << "" << false << "move"
                                                               << "red"
                                                               << "red"
                                                               << "red";
    QTest::newRow("an unknown phase: the first phase") << "reinforcements"
                                                       << ""
                                                       << "" << false << "move"
                                                       << "red"
                                                       << "red"
                                                       << "red";
    QTest::newRow("the fire phase: its phasing side acts") << "fire"
                                                           << ""
                                                           << "" << false << "fire"
                                                           << "red"
                                                           << "red"
                                                           << "red";
    QTest::newRow("Blue's player turn: Blue acts") << "move"
                                                   << "blue"
                                                   << "" << false << "move"
                                                   << "red"
                                                   << "blue"
                                                   << "blue";
    QTest::newRow("a given side to act is kept") << "fire"
                                                 << "red"
                                                 << "blue" << false << "fire"
                                                 << "red"
                                                 << "red"
                                                 << "blue";
    QTest::newRow("no sequence: the position as given") << "Turn start"
                                                        << ""
                                                        << "" << true << "Turn start"
                                                        << ""
                                                        << ""
                                                        << "";
}

void TstSequence::completePosition()
{
    QFETCH(QString, phase);
    QFETCH(QString, phasing);
    QFETCH(QString, toAct);
    QFETCH(bool, emptySequence);
    const OneDieRuleSet rules;
    const GameState s = twoUnits();
    SequencePosition given;
    given.turn = 2;
    given.phase = phase.toStdString();
    if (!phasing.isEmpty())
        given.phasingSide = SideId {phasing.toStdString()};
    if (!toAct.isEmpty())
        given.sideToAct = SideId {toAct.toStdString()};
    const SequencePosition p = hexfire::completePosition(
        emptySequence ? SequenceOfPlay {} : rules.sequenceOfPlay(), s, given);
    QCOMPARE(p.turn, 2);
    QTEST(QString::fromStdString(p.phase), "wantPhase");
    QTEST(QString::fromStdString(optionalSide(p.firstSide)), "wantFirst");
    QTEST(QString::fromStdString(optionalSide(p.phasingSide)), "wantPhasing");
    QTEST(QString::fromStdString(optionalSide(p.sideToAct)), "wantToAct");
    QVERIFY(!p.gameOver);
}

namespace {
/** Who may act now, on onedie: out of phase, the side not to act, a reaction, the game over. */
void oneDieRefusalRows()
{
    QTest::newRow("an attack in the movement phase")
        << "onedie"
        << "move"
        << "red" << false << byUnit("attack", "r1")
        << "Attack is not allowed in the Movement phase."
        << "Move";
    QTest::newRow("a move in the fire phase")
        << "onedie"
        << "fire"
        << "red" << false << byUnit("move", "r1") << "Move is not allowed in the Fire phase."
        << "Attack";
    QTest::newRow("the side not to act moves")
        << "onedie"
        << "move"
        << "red" << false << byUnit("move", "b1")
        << "It is the Red side's turn to act in the Movement phase."
        << "Move";
    QTest::newRow("the side to act moves") << "onedie"
                                           << "move"
                                           << "red" << false << byUnit("move", "r1") << ""
                                           << "";
    QTest::newRow("the other side attacks back: a reaction")
        << "onedie"
        << "fire"
        << "red" << false << byUnit("attack", "b1") << ""
        << "";
    QTest::newRow("the side to act attacks") << "onedie"
                                             << "fire"
                                             << "red" << false << byUnit("attack", "r1") << ""
                                             << "";
    Action rally;
    rally.kind = "rally";
    QTest::newRow("rally, nobody's action, in the fire phase") << "onedie"
                                                               << "fire"
                                                               << "red" << false << rally << ""
                                                               << "";
    QTest::newRow("a move after the game is over")
        << "onedie"
        << "fire"
        << "" << true << byUnit("move", "r1") << "The game is over: A draw."
        << "";
    QTest::newRow("ending a phase after the game is over")
        << "onedie"
        << "fire"
        << "" << true << nextPhase() << "The game is over: A draw."
        << "";
}

/** Shared actions on onedie and the phase kinds of the test-only LoopRules. */
void sharedAndLoopRefusalRows()
{
    const Action adjust = adjustment::setStrength(UnitId {"b1"}, 1);
    QTest::newRow("ending a phase is never out of phase") << "onedie"
                                                          << "move"
                                                          << "red" << false << nextPhase() << ""
                                                          << "";
    QTest::newRow("an adjustment by the side not to act") << "onedie"
                                                          << "move"
                                                          << "red" << false << adjust << ""
                                                          << "";
    QTest::newRow("an adjustment in the fire phase") << "onedie"
                                                     << "fire"
                                                     << "blue" << false << adjust << ""
                                                     << "";
    QTest::newRow("an adjustment after the game is over") << "onedie"
                                                          << "fire"
                                                          << "" << true << adjust << ""
                                                          << "";
    QTest::newRow("a reaction-only action by the side to act")
        << "loop"
        << "defence"
        << "red" << false << byUnit("fire", "r1")
        << "Fire is a reply the other side makes in the Defence phase."
        << "Defence";
    QTest::newRow("a reaction-only action by the other side")
        << "loop"
        << "defence"
        << "red" << false << byUnit("fire", "b1") << ""
        << "";
    QTest::newRow("a unit's action in a phase nobody acts in")
        << "loop"
        << "admin"
        << "" << false << byUnit("fire", "r1")
        << "Nobody acts in the Admin segment: end it to go on."
        << "Admin";
    QTest::newRow("either side in a phase both act in, Blue")
        << "loop"
        << "free"
        << "" << false << byUnit("fire", "b1") << ""
        << "";
}
} // namespace

void TstSequence::refusal_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("toAct");
    QTest::addColumn<bool>("over");
    QTest::addColumn<Action>("action");
    QTest::addColumn<QString>("why"); // empty: allowed
    QTest::addColumn<QString>("rule");
    oneDieRefusalRows();
    sharedAndLoopRefusalRows();
}

void TstSequence::refusal()
{
    QFETCH(QString, rules);
    QFETCH(QString, phase);
    QFETCH(QString, toAct);
    QFETCH(bool, over);
    QFETCH(Action, action);
    QFETCH(QString, why);
    QFETCH(QString, rule);
    const auto r = rulesNamed(rules);
    GameState s = standingAt(1, phase.toStdString(), "red", toAct.toStdString());
    SequencePosition p = s.sequence();
    p.gameOver = over;
    s.setSequence(p);
    const std::optional<SequenceRefusal> no = sequenceRefusal(*r, s, action);
    QCOMPARE(QString::fromStdString(no ? no->why : std::string()), why);
    QCOMPARE(QString::fromStdString(no ? no->rule : std::string()), rule);
    // What every caller gets: the same reason from evaluateInGame.
    const Evaluation e = r->evaluateInGame(s, action);
    if (!why.isEmpty()) {
        QVERIFY(!e.legal);
        QCOMPARE(QString::fromStdString(e.whyNot), why);
    }
}

void TstSequence::nextPhaseExplains_data()
{
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("phasing");
    QTest::addColumn<bool>("shaken");
    QTest::addColumn<QString>("lines");
    QTest::newRow("the end of Red's move")
        << "move"
        << "red" << false
        << "End of the Movement phase\n"
           "Next: Turn 1, Fire phase of the Red player turn: the Red side acts.\n";
    QTest::newRow("the end of fire: its end step rallies")
        << "fire"
        << "red" << true
        << "End of the Fire phase\nTrooper b1 rallies\n"
           "Next: Turn 1, Movement phase of the Blue player turn: the Blue side acts.\n";
    QTest::newRow("the end of fire with nobody to rally does not block")
        << "fire"
        << "blue" << false
        << "End of the Fire phase\nRally: nothing to do, no unit is shaken\n"
           "Next: Turn 2, Movement phase of the Red player turn: the Red side acts.\n";
}

void TstSequence::nextPhaseExplains()
{
    QFETCH(QString, phase);
    QFETCH(QString, phasing);
    QFETCH(bool, shaken);
    const OneDieRuleSet rules;
    GameState s = standingAt(1, phase.toStdString(), phasing.toStdString(), phasing.toStdString());
    if (shaken)
        setStatus(s, "b1", "shaken");
    const Evaluation e = evaluateNextPhase(rules, s, nextPhase());
    QVERIFY2(e.legal, e.whyNot.c_str());
    QTEST(QString::fromStdString(lineTexts(e.lines)), "lines");
}

void TstSequence::endActivation_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<bool>("over");
    QTest::addColumn<QString>("why"); // empty: legal
    QTest::addColumn<QString>("nextToAct");
    QTest::newRow("refused in onedie's movement phase")
        << "onedie"
        << "move" << false << "The sides do not take turns in the Movement phase."
        << "";
    QTest::newRow("refused in a phase both sides act in")
        << "loop"
        << "free" << false << "The sides do not take turns in the Free phase."
        << "";
    QTest::newRow("refused after the game is over") << "loop"
                                                    << "ops" << true << "The game is over: A draw."
                                                    << "";
    QTest::newRow("Red hands over to Blue in an alternating phase") << "loop"
                                                                    << "ops" << false << ""
                                                                    << "blue";
}

void TstSequence::endActivation()
{
    QFETCH(QString, rules);
    QFETCH(QString, phase);
    QFETCH(bool, over);
    QFETCH(QString, why);
    const auto r = rulesNamed(rules);
    GameState s = standingAt(1, phase.toStdString(), "red", "red");
    SequencePosition p = s.sequence();
    p.gameOver = over;
    p.activation = UnitId {"r1"};
    s.setSequence(p);
    Action a;
    a.kind = std::string(builtin::endActivation);
    const Evaluation e = evaluateEndActivation(*r, s, a);
    QCOMPARE(QString::fromStdString(e.whyNot), why);
    QCOMPARE(e.legal, why.isEmpty());
    if (!e.legal)
        return;
    QCOMPARE(QString::fromStdString(lineTexts(e.lines)),
        QString("End of the Red side's activation\nNext: Round 1, Operations phase: the Blue side "
                "acts.\n"));
    ScriptedDice none({});
    const Resolution done = r->resolve(s, e, none);
    QCOMPARE(done.effects.size(), std::size_t(1));
    QVERIFY(done.effects.front().sequence);
    const SequencePosition &next = *done.effects.front().sequence;
    QTEST(QString::fromStdString(optionalSide(next.sideToAct)), "nextToAct");
    QVERIFY(!next.activation);
    QCOMPARE(next.phase, p.phase);
    QCOMPARE(next.turn, p.turn);
}

void TstSequence::texts_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<int>("turn");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("phasing");
    QTest::addColumn<int>("limit");
    QTest::addColumn<bool>("over");
    QTest::addColumn<bool>("blueGone"); // Blue eliminated, elimination a victory condition
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("endLabel");
    QTest::newRow("Red's move of 5 turns")
        << "onedie" << 1 << "move"
        << "red" << 5 << false << false << "Turn 1 of 5 · Movement phase · Red side to act"
        << "End Movement phase";
    QTest::newRow("Red's fire: not the end of the turn")
        << "onedie" << 2 << "fire"
        << "red" << 5 << false << false << "Turn 2 of 5 · Fire phase · Red side to act"
        << "End Fire phase";
    QTest::newRow("Blue's fire ends the turn")
        << "onedie" << 2 << "fire"
        << "blue" << 0 << false << false << "Turn 2 · Fire phase · Blue side to act"
        << "End turn 2";
    QTest::newRow("Blue's fire of the last turn ends the game")
        << "onedie" << 5 << "fire"
        << "blue" << 5 << false << false << "Turn 5 of 5 · Fire phase · Blue side to act"
        << "End the game";
    QTest::newRow("the game over") << "onedie" << 5 << "fire"
                                   << "blue" << 5 << true << false << "Turn 5 of 5 · Game over"
                                   << "End the game";
    QTest::newRow("a phase both sides act in")
        << "loop" << 3 << "free"
        << "red" << 0 << false << false << "Round 3 · Free phase · both sides act"
        << "End round 3";
    QTest::newRow("a phase named a segment")
        << "loop" << 1 << "admin"
        << "red" << 0 << false << false << "Round 1 · Admin segment"
        << "End Admin segment";
    QTest::newRow("a side eliminated ends the game before its last turn")
        << "onedie" << 2 << "fire"
        << "red" << 5 << false << true << "Turn 2 of 5 · Game over"
        << "End Fire phase";
}

void TstSequence::texts()
{
    QFETCH(QString, rules);
    QFETCH(int, turn);
    QFETCH(QString, phase);
    QFETCH(QString, phasing);
    QFETCH(int, limit);
    QFETCH(bool, over);
    QFETCH(bool, blueGone);
    const auto r = rulesNamed(rules);
    GameState s = twoUnits();
    if (blueGone) {
        Unit b1 = s.unit(UnitId {"b1"});
        b1.eliminated = true;
        s.replaceUnit(b1);
    }
    s.setSequence(startOfPhase(r->sequenceOfPlay(), s, turn, phaseNumber(*r, phase.toStdString()),
        SideId {"red"}, SideId {phasing.toStdString()}));
    if (limit)
        s.setVictory({limit,
            blueGone ? std::vector<std::string> {"elimination"} : std::vector<std::string> {}, 1,
            std::nullopt, std::nullopt});
    if (over) {
        SequencePosition p = hexfire::nextPosition(r->sequenceOfPlay(), s);
        QVERIFY(p.gameOver);
        s.setSequence(p);
    }
    QTEST(QString::fromStdString(positionText(*r, s)), "position");
    QTEST(QString::fromStdString(endPhaseLabel(*r, s)), "endLabel");
}

void TstSequence::gameClock_data()
{
    QTest::addColumn<int>("turn");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("phasing");
    QTest::addColumn<int>("turnLimit"); // 0: none
    QTest::addColumn<int>("minutesLimit"); // 0: none
    QTest::addColumn<int>("minutes");
    QTest::addColumn<int>("nextTurn");
    QTest::addColumn<QString>("nextPhase");
    QTest::addColumn<bool>("over");
    QTest::addColumn<QString>("position");
    QTest::addColumn<QString>("endLabel");
    QTest::newRow("carried from phase to phase")
        << 2 << "move"
        << "red" << 0 << 30 << 11 << 2 << "fire" << false
        << "Turn 2 · 11 of 30 minutes · Movement phase · Red side to act"
        << "End Movement phase";
    QTest::newRow("carried to the other side's player turn")
        << 2 << "fire"
        << "red" << 0 << 30 << 11 << 2 << "move" << false
        << "Turn 2 · 11 of 30 minutes · Fire phase · Red side to act"
        << "End Fire phase";
    QTest::newRow("carried to the next turn")
        << 2 << "fire"
        << "blue" << 0 << 30 << 11 << 3 << "move" << false
        << "Turn 2 · 11 of 30 minutes · Fire phase · Blue side to act"
        << "End turn 2";
    QTest::newRow("a minute short of the limit: the game goes on")
        << 6 << "fire"
        << "blue" << 0 << 30 << 29 << 7 << "move" << false
        << "Turn 6 · 29 of 30 minutes · Fire phase · Blue side to act"
        << "End turn 6";
    QTest::newRow("the limit reached: the end of the turn ends the game")
        << 6 << "fire"
        << "blue" << 0 << 30 << 30 << 6 << "fire" << true
        << "Turn 6 · 30 of 30 minutes · Fire phase · Blue side to act"
        << "End the game";
    QTest::newRow("past the limit: the end of the turn ends the game")
        << 6 << "fire"
        << "blue" << 0 << 30 << 33 << 6 << "fire" << true
        << "Turn 6 · 33 of 30 minutes · Fire phase · Blue side to act"
        << "End the game";
    QTest::newRow("the limit reached mid-turn: the turn is played out")
        << 6 << "fire"
        << "red" << 0 << 30 << 31 << 6 << "move" << false
        << "Turn 6 · 31 of 30 minutes · Fire phase · Red side to act"
        << "End Fire phase";
    QTest::newRow("the turn limit ends the game before the time limit")
        << 5 << "fire"
        << "blue" << 5 << 30 << 12 << 5 << "fire" << true
        << "Turn 5 of 5 · 12 of 30 minutes · Fire phase · Blue side to act"
        << "End the game";
    QTest::newRow("minutes gone without a limit never end the game")
        << 9 << "fire"
        << "blue" << 0 << 0 << 40 << 10 << "move" << false
        << "Turn 9 · 40 minutes gone · Fire phase · Blue side to act"
        << "End turn 9";
    QTest::newRow("one minute gone") << 1 << "move"
                                     << "red" << 0 << 0 << 1 << 1 << "fire" << false
                                     << "Turn 1 · 1 minute gone · Movement phase · Red side to act"
                                     << "End Movement phase";
    QTest::newRow("no clock: no minutes in the position")
        << 2 << "move"
        << "red" << 0 << 0 << 0 << 2 << "fire" << false
        << "Turn 2 · Movement phase · Red side to act"
        << "End Movement phase";
}

// The game clock goes along with every phase and turn, ends the game with the turn that reaches
// the limit, and shows in the position; a file's position keeps it when completed.
void TstSequence::gameClock()
{
    QFETCH(int, turn);
    QFETCH(QString, phase);
    QFETCH(QString, phasing);
    QFETCH(int, turnLimit);
    QFETCH(int, minutesLimit);
    QFETCH(int, minutes);
    const OneDieRuleSet rules;
    GameState s
        = standingAt(turn, phase.toStdString(), phasing.toStdString(), phasing.toStdString());
    SequencePosition p = s.sequence();
    p.minutesElapsed = minutes;
    s.setSequence(p);
    s.setVictory({turnLimit ? std::optional<int>(turnLimit) : std::nullopt, {}, 1,
        minutesLimit ? std::optional<int>(minutesLimit) : std::nullopt, std::nullopt});
    const SequencePosition next = hexfire::nextPosition(rules.sequenceOfPlay(), s);
    QTEST(next.turn, "nextTurn");
    QTEST(QString::fromStdString(next.phase), "nextPhase");
    QTEST(next.gameOver, "over");
    QCOMPARE(next.minutesElapsed, minutes);
    QTEST(QString::fromStdString(positionText(rules, s)), "position");
    QTEST(QString::fromStdString(endPhaseLabel(rules, s)), "endLabel");
    QCOMPARE(hexfire::completePosition(rules.sequenceOfPlay(), s, p).minutesElapsed, minutes);
    QCOMPARE(
        startOfPhase(rules.sequenceOfPlay(), s, 1, 0, std::nullopt, std::nullopt).minutesElapsed,
        minutes);
}

// Through Game: each end of round lets 4 minutes pass; the round reaching 10 ends the game, the
// forecast says so (the step rolls nothing), the result says the time limit ended it, and undo
// turns the clock back.
void TstSequence::timeLapseEndsTheGame()
{
    auto rules = std::make_unique<ClockRules>(4);
    GameState s = atStart(*rules, twoUnits());
    s.setVictory({std::nullopt, {}, 1, 10, std::nullopt});
    Game game(s, std::move(rules));
    ScriptedDice none({});
    const std::vector<std::string> steps {"Round 1 · 0 of 10 minutes · Act phase · Red side to act",
        "Round 1 · 0 of 10 minutes · Time segment",
        "Round 2 · 4 of 10 minutes · Act phase · Red side to act",
        "Round 2 · 4 of 10 minutes · Time segment",
        "Round 3 · 8 of 10 minutes · Act phase · Red side to act",
        "Round 3 · 8 of 10 minutes · Time segment"};
    for (std::size_t i = 0; i < steps.size(); ++i) {
        QCOMPARE(positionText(game.rules(), game.state()), steps[i]);
        if (i + 1 < steps.size())
            game.commit(nextPhase(), none);
    }
    QVERIFY(!game.state().sequence().gameOver);
    const GameState before = game.state();
    const Evaluation forecast = game.evaluate(nextPhase());
    QVERIFY(forecast.legal);
    // The time segment rolls nothing, so the forecast knows what its step leaves: the end.
    QVERIFY2(lineTexts(forecast.lines)
                 .find("Next: The game ends: the time limit (10 minutes) is reached.")
            != std::string::npos,
        lineTexts(forecast.lines).c_str());
    const LogEntry &entry = game.commit(nextPhase(), none);
    QVERIFY2(lineTexts(entry.resolution.lines)
                 .find("Next: The game ends: the time limit (10 minutes) is reached.")
            != std::string::npos,
        lineTexts(entry.resolution.lines).c_str());
    QVERIFY(game.state().sequence().gameOver);
    QCOMPARE(game.state().sequence().minutesElapsed, 12);
    QCOMPARE(positionText(game.rules(), game.state()),
        std::string("Round 3 · 12 of 10 minutes · Game over"));
    const GameResult result = gameResult(game.rules(), game.state());
    QVERIFY(result.over);
    QCOMPARE(result.reason,
        std::string(
            "The time limit (10 minutes) is reached after 12 minutes; nothing was scored."));
    QVERIFY(!game.evaluate(nextPhase()).legal);
    game.undo();
    QVERIFY(game.state() == before);
    QCOMPARE(game.state().sequence().minutesElapsed, 8);
}

void TstSequence::phaseTitle_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("title");
    QTest::newRow("a bare name gains \"phase\"") << "Movement"
                                                 << "Movement phase";
    QTest::newRow("a phase keeps its name") << "Rout Phase"
                                            << "Rout Phase";
    QTest::newRow("a segment keeps its name") << "Defensive Fire Segment"
                                              << "Defensive Fire Segment";
    QTest::newRow("a step keeps its name") << "Rally step"
                                           << "Rally step";
    QTest::newRow("an end of turn keeps its name") << "End of turn"
                                                   << "End of turn";
}

void TstSequence::phaseTitle()
{
    QFETCH(QString, name);
    PhaseType p;
    p.name = name.toStdString();
    QTEST(QString::fromStdString(hexfire::phaseTitle(p)), "title");
}

// Ending each phase in turn through Game: the status line and who acts at every step.
void TstSequence::gameWalksATurn()
{
    auto rules = std::make_unique<OneDieRuleSet>();
    GameState s = atStart(*rules, twoUnits());
    s.setVictory({2, {}, 1, std::nullopt, std::nullopt});
    Game game(s, std::move(rules));
    const std::vector<std::pair<std::string, std::string>> steps {
        {"Turn 1 of 2 · Movement phase · Red side to act", "red"},
        {"Turn 1 of 2 · Fire phase · Red side to act", "red"},
        {"Turn 1 of 2 · Movement phase · Blue side to act", "blue"},
        {"Turn 1 of 2 · Fire phase · Blue side to act", "blue"},
        {"Turn 2 of 2 · Movement phase · Red side to act", "red"},
        {"Turn 2 of 2 · Fire phase · Red side to act", "red"},
        {"Turn 2 of 2 · Movement phase · Blue side to act", "blue"},
        {"Turn 2 of 2 · Fire phase · Blue side to act", "blue"}, {"Turn 2 of 2 · Game over", ""}};
    ScriptedDice none({});
    for (std::size_t i = 0; i < steps.size(); ++i) {
        QCOMPARE(positionText(game.rules(), game.state()), steps[i].first);
        QCOMPARE(optionalSide(game.state().sequence().sideToAct), steps[i].second);
        if (i + 1 < steps.size())
            game.commit(nextPhase(), none);
    }
    QVERIFY(game.state().sequence().gameOver);
    QVERIFY(!game.evaluate(nextPhase()).legal);
    QVERIFY(!game.evaluate(byUnit("move", "r1")).legal);
}

// Ending a phase is undone exactly (the movement spent comes back) and redone without a roll.
void TstSequence::nextPhaseUndoRedo()
{
    auto rules = std::make_unique<OneDieRuleSet>();
    const GameState start = atStart(*rules, twoUnits());
    Game game(start, std::move(rules));
    ScriptedDice none({});
    Action move = byUnit("move", "r1");
    move.target = game.state().map().parse("B3");
    game.commit(move, none);
    QCOMPARE(game.state().unit(UnitId {"r1"}).movementSpent, 2);
    const GameState before = game.state();

    game.commit(nextPhase(), none);
    QCOMPARE(game.state().unit(UnitId {"r1"}).movementSpent, 0);
    QCOMPARE(game.state().phase(), std::string("fire"));
    const GameState after = game.state();
    const SeededDice::State random = game.randomState();

    game.undo();
    QVERIFY(game.state() == before);
    QVERIFY(game.state().sequence() == before.sequence());
    QCOMPARE(game.state().unit(UnitId {"r1"}).movementSpent, 2);
    game.redo();
    QVERIFY(game.state() == after);
    QVERIFY(game.randomState() == random);
    QCOMPARE(game.log().size(), std::size_t(2));
}

// The fire phase's end step rallies; undoing the phase's end shakes the unit again.
void TstSequence::rallyAtTheEndOfFireUndone()
{
    auto rules = std::make_unique<OneDieRuleSet>();
    GameState s = standingAt(1, "fire", "red", "red");
    setStatus(s, "b1", "shaken");
    Game game(s, std::move(rules));
    ScriptedDice none({});
    const LogEntry &entry = game.commit(nextPhase(), none);
    QCOMPARE(entry.resolution.effects.size(), std::size_t(2));
    QVERIFY(!game.state().unit(UnitId {"b1"}).status.has("shaken"));
    QCOMPARE(game.state().phase(), std::string("move"));
    QCOMPARE(optionalSide(game.state().sequence().sideToAct), std::string("blue"));
    game.undo();
    QVERIFY(game.state() == s);
    QVERIFY(game.state().unit(UnitId {"b1"}).status.has("shaken"));
}

void TstSequence::adviceRefusesAlike_data()
{
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("query");
    QTest::addColumn<QString>("refusal"); // empty: allowed
    QTest::newRow("Best Shots in the movement phase")
        << "move"
        << "best shots"
        << "Attack is not allowed in the Movement phase.";
    QTest::newRow("Best Shots in the fire phase") << "fire"
                                                  << "best shots"
                                                  << "";
    QTest::newRow("Threats in the movement phase")
        << "move"
        << "threats"
        << "Attack is not allowed in the Movement phase.";
    QTest::newRow("Threats in the fire phase: the enemy's reply") << "fire"
                                                                  << "threats"
                                                                  << "";
}

// Best Shots and Threats refuse as the window and the command line do: through evaluateInGame.
void TstSequence::adviceRefusesAlike()
{
    QFETCH(QString, phase);
    QFETCH(QString, query);
    QFETCH(QString, refusal);
    const OneDieRuleSet rules;
    const GameState s = standingAt(1, phase.toStdString(), "red", "red");
    Action attack;
    attack.kind = "attack";
    attack.actors = {UnitId {"r1"}};
    const BestShots shots = query == "best shots"
        ? bestShots(rules, s, attack)
        : threatsTo(rules, s, s.unit(UnitId {"r1"}).hex, SideId {"red"});
    if (refusal.isEmpty()) {
        QCOMPARE(shots.allowed.size(), std::size_t(1));
        return;
    }
    QVERIFY(shots.allowed.empty());
    QCOMPARE(shots.refused.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(shots.refused.front().evaluation.whyNot), refusal);
}

QTEST_GUILESS_MAIN(TstSequence)
#include "tst_sequence.moc"
