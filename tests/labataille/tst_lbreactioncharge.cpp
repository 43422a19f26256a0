// La Bataille reaction and opportunity charges (REFERENCE 2.5.1, 2.5.6): the reach of heavy and
// light cavalry (DEFAULT 4 / 6 hexes, options), every refusal, the morale check first with exact
// odds, the pass (the charge) and the fail (a rout) applied and undone, the replies offered after
// an enemy charge or move, and the sequence of play listing them.

#include "core/data/datanode.h"
#include "core/data/diagnostics.h"
#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/labataille/lbcharge.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbreactioncharge.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/movement.h"
#include "core/rules/ruletools.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::labataille;

namespace {

MapGrid map()
{
    return MapGrid(
        MapCoordinates(30, 30, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"}});
}

const Hex centre = map().parse("O15");
/** The reacting cavalry comes from this side of the enemy. */
constexpr HexDirection from = HexDirection::D3;
constexpr HexDirection towards = HexDirection::D0;
constexpr int heavyMa = 10;
constexpr int lightMa = 14;

Hex away(int n)
{
    Hex h = centre;
    for (int i = 0; i < n; ++i)
        h = neighbor(h, from);
    return h;
}

/** The Russian player's turn (Russians phasing), in this segment. */
GameState position(std::string_view phase, std::string phasing = "ru")
{
    GameState s("labataille", map(),
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
    SequencePosition p;
    p.phase = std::string(phase);
    p.firstSide = SideId {"ru"};
    p.phasingSide = SideId {phasing};
    p.sideToAct = SideId {phasing};
    s.setSequence(p);
    return s;
}

struct Spec {
    std::string id;
    std::string side;
    Hex hex;
    UnitKind kind = UnitKind::Cavalry;
    HexDirection facing = HexDirection::D0;
    int movement = heavyMa;
    std::string status;
};

Unit makeUnit(const Spec &s)
{
    Unit u;
    u.id = UnitId {s.id};
    u.name = s.id;
    u.side = SideId {s.side};
    u.hex = s.hex;
    u.strength = 6;
    u.maxStrength = 6;
    const FacingKind faces = facingProfile(s.kind, Formation::Column).faces;
    if (faces == FacingKind::Vertex)
        u.facing = Facing::vertex(s.facing);
    else if (faces == FacingKind::Hexside)
        u.facing = Facing::hexside(s.facing);
    if (!s.status.empty())
        u.status.set(s.status);
    auto p = std::make_shared<LbProfile>();
    p->kind = s.kind;
    p->formation = Formation::Column;
    p->nationality = s.side == "fr" ? "french" : "russian";
    p->melee = 12;
    p->morale = 33;
    p->movement = s.movement;
    u.profile = p;
    return u;
}

/** In the Russian Charge à Cheval segment: Russian cavalry that charged halts in the centre;
    French cavalry `distance` hexes away may answer it. */
struct Setup {
    int distance = 4;
    int movement = heavyMa;
    std::string status; /**< of the French cavalry */
    UnitKind kind = UnitKind::Cavalry;
    std::string enemyStatus = std::string(statuses::charged);
    std::string phase = std::string(phases::charge);
    std::string phasing = "ru";
    HexDirection facing = towards; /**< of the French cavalry */
};

GameState reaction(const Setup &c)
{
    GameState s = position(c.phase, c.phasing);
    s.addUnit(makeUnit({"fr-cav", "fr", away(c.distance), c.kind, c.facing, c.movement, c.status}));
    s.addUnit(makeUnit({"ru-cav", "ru", centre, UnitKind::Cavalry, from, heavyMa, c.enemyStatus}));
    return s;
}

/** The straight run from the French cavalry's hex to the hex next to the enemy. */
Action reactionAction(int distance = 4, std::string_view kind = actions::reactionCharge,
    std::string target = "ru-cav")
{
    Action a;
    a.kind = std::string(kind);
    a.actors = {UnitId {"fr-cav"}};
    std::vector<Hex> path;
    for (int n = distance - 1; n >= 1; --n)
        path.push_back(away(n));
    a.target = path.empty() ? away(1) : path.back();
    if (!path.empty())
        a.params[std::string(movePathParam)] = path;
    a.params["target"] = UnitId {target};
    return a;
}

bool sumsToOne(const Evaluation &e)
{
    for (const OddsTable &t : e.odds) {
        double sum = 0;
        for (const OutcomeOdds &o : t.outcomes)
            sum += o.probability;
        if (std::abs(sum - 1.0) > 1e-9)
            return false;
    }
    return !e.odds.empty();
}

bool assumes(const Evaluation &e, std::string_view key)
{
    return std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [&](const Assumption &a) { return a.key == key; });
}

bool offersKind(const std::vector<Action> &replies, std::string_view kind)
{
    return std::any_of(replies.begin(), replies.end(), [&](const Action &a) {
        return a.kind == kind && a.actors == std::vector<UnitId> {UnitId {"fr-cav"}};
    });
}

} // namespace

class TstLbReactionCharge : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerLaBataille(); }
    void reach_data();
    void reach();
    void reachIsAnOption();
    void inFront_data();
    void inFront();
    void refusals_data();
    void refusals();
    void targetMustBeAnEnemy();
    void checkFirst();
    void passAndFail_data();
    void passAndFail();
    void offeredAfterACharge();
    void offeredAfterTheRealCharge();
    void opportunityCharge_data();
    void opportunityCharge();
    void opportunityRefusedWhenTheEnemyDidNotMove();
    void sequenceListsTheReplies();
};

void TstLbReactionCharge::reach_data()
{
    QTest::addColumn<int>("movement");
    QTest::addColumn<int>("distance");
    QTest::addColumn<bool>("legal");
    QTest::newRow("heavy cavalry (MA 10) at 4 hexes: within reach") << heavyMa << 4 << true;
    QTest::newRow("heavy cavalry at 5 hexes: beyond reach") << heavyMa << 5 << false;
    QTest::newRow("heavy cavalry MA 12 at 5 hexes: still heavy") << 12 << 5 << false;
    QTest::newRow("light cavalry (MA 14) at 6 hexes: within reach") << lightMa << 6 << true;
    QTest::newRow("light cavalry MA 13 at 6 hexes: light") << 13 << 6 << true;
    QTest::newRow("light cavalry at 7 hexes: beyond reach") << lightMa << 7 << false;
}

void TstLbReactionCharge::reach()
{
    QFETCH(int, movement);
    QFETCH(int, distance);
    QFETCH(bool, legal);
    LaBatailleRuleSet rules;
    Setup c;
    c.distance = distance;
    c.movement = movement;
    const Evaluation e = rules.evaluateInGame(reaction(c), reactionAction(distance));
    QVERIFY2(e.legal == legal, e.whyNot.c_str());
    if (legal) {
        QVERIFY(assumes(e, "labataille.reaction-charge-range"));
        QVERIFY(assumes(e, "labataille.reaction-charge"));
    } else {
        QVERIFY2(QString::fromStdString(e.whyNot).contains("beyond the reach"), e.whyNot.c_str());
        QCOMPARE(e.whyNotRule, std::string(reactionChargeRef));
    }
}

void TstLbReactionCharge::reachIsAnOption()
{
    LaBatailleRuleSet rules;
    Diagnostics d;
    DataNode o = DataNode::object();
    o.set("reactionChargeRangeHeavy", DataNode::of(5));
    rules.configure(o, d);
    QVERIFY(d.empty());
    QCOMPARE(rules.options().reactionChargeRangeHeavy, 5);
    Setup c;
    c.distance = 5;
    const Evaluation e = rules.evaluateInGame(reaction(c), reactionAction(5));
    QVERIFY2(e.legal, e.whyNot.c_str());
    bool listed = false;
    for (const Assumption &a : rules.assumptions())
        listed = listed
            || (a.key == "labataille.reaction-charge-range"
                && a.text.find("5 hexes for heavy") != std::string::npos);
    QVERIFY(listed);
}

void TstLbReactionCharge::inFront_data()
{
    QTest::addColumn<int>("turn"); // hexsides turned from facing the enemy
    QTest::addColumn<bool>("frontOnly");
    QTest::addColumn<bool>("legal");
    QTest::newRow("facing the enemy") << 0 << true << true;
    QTest::newRow("the enemy through a front hexside beside") << 1 << true << true;
    QTest::newRow("the enemy on its flank: not in its zone") << 2 << true << false;
    QTest::newRow("the enemy behind: not in its zone") << 3 << true << false;
    QTest::newRow("behind, the option off: any direction") << 3 << false << true;
}

void TstLbReactionCharge::inFront()
{
    QFETCH(int, turn);
    QFETCH(bool, frontOnly);
    QFETCH(bool, legal);
    LaBatailleRuleSet rules;
    if (!frontOnly) {
        Diagnostics d;
        DataNode o = DataNode::object();
        o.set("reactionChargeFrontOnly", DataNode::of(false));
        rules.configure(o, d);
        QVERIFY(d.empty());
    }
    Setup c;
    c.facing = rotated(towards, turn);
    Action a = reactionAction();
    a.params.erase(std::string(movePathParam)); // the charge turns on its way in
    const Evaluation e = rules.evaluateInGame(reaction(c), a);
    QVERIFY2(e.legal == legal, e.whyNot.c_str());
    if (!legal)
        QVERIFY2(QString::fromStdString(e.whyNot).contains("not in front"), e.whyNot.c_str());
}

void TstLbReactionCharge::refusals_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("enemyStatus");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("phasing");
    QTest::addColumn<int>("distance");
    QTest::addColumn<bool>("inGame");
    QTest::addColumn<QString>("why"); // empty: legal
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int inf = static_cast<int>(UnitKind::Infantry);
    const QString ch = QString::fromLatin1(phases::charge.data());
    const QString mv = QString::fromLatin1(phases::movement.data());
    const QString charged = QString::fromLatin1(statuses::charged.data());
    QTest::newRow("fresh cavalry answers") << "" << cav << charged << ch << "ru" << 4 << true << "";
    QTest::newRow("cavalry that moved in its own player turn answers")
        << "moved" << cav << charged << ch << "ru" << 4 << true << "";
    QTest::newRow("tired cavalry does not")
        << "tired" << cav << charged << ch << "ru" << 4 << true << "is not fresh";
    QTest::newRow("exhausted cavalry does not")
        << "exhausted" << cav << charged << ch << "ru" << 4 << true << "is not fresh";
    QTest::newRow("cavalry that charged does not")
        << "charged" << cav << charged << ch << "ru" << 4 << true << "has already charged";
    QTest::newRow("disordered cavalry does not")
        << "disordered" << cav << charged << ch << "ru" << 4 << true << "good order";
    QTest::newRow("routed cavalry does not")
        << "routed" << cav << charged << ch << "ru" << 4 << true << "good order";
    QTest::newRow("infantry does not charge")
        << "" << inf << charged << ch << "ru" << 4 << true << "is not cavalry";
    QTest::newRow("the enemy did not charge")
        << "" << cav << "" << ch << "ru" << 4 << true << "has not charged";
    QTest::newRow("out of reach") << "" << cav << charged << ch << "ru" << 5 << true
                                  << "beyond the reach";
    QTest::newRow("already next to the enemy")
        << "" << cav << charged << ch << "ru" << 1 << true << "already next to";
    QTest::newRow("the phasing side's cavalry does not")
        << "" << cav << charged << ch << "fr" << 4 << false << "is on the phasing side";
    QTest::newRow("wrong segment: Movement")
        << "" << cav << charged << mv << "ru" << 4 << false << "Charge à Cheval segment";
    QTest::newRow("wrong segment in game: the shared gate")
        << "" << cav << charged << mv << "ru" << 4 << true << "is not allowed";
}

void TstLbReactionCharge::refusals()
{
    QFETCH(QString, status);
    QFETCH(int, kind);
    QFETCH(QString, enemyStatus);
    QFETCH(QString, phase);
    QFETCH(QString, phasing);
    QFETCH(int, distance);
    QFETCH(bool, inGame);
    QFETCH(QString, why);
    LaBatailleRuleSet rules;
    Setup c;
    c.distance = distance;
    c.status = status.toStdString();
    c.kind = static_cast<UnitKind>(kind);
    c.enemyStatus = enemyStatus.toStdString();
    c.phase = phase.toStdString();
    c.phasing = phasing.toStdString();
    const GameState s = reaction(c);
    const Action a = reactionAction(distance);
    const Evaluation e = inGame ? rules.evaluateInGame(s, a) : rules.evaluate(s, a);
    if (why.isEmpty()) {
        QVERIFY2(e.legal, e.whyNot.c_str());
        QVERIFY(sumsToOne(e));
        return;
    }
    QVERIFY(!e.legal);
    QVERIFY2(QString::fromStdString(e.whyNot).contains(why), e.whyNot.c_str());
    QVERIFY(!e.whyNotRule.empty());
}

void TstLbReactionCharge::targetMustBeAnEnemy()
{
    LaBatailleRuleSet rules;
    const GameState s = reaction({});
    for (const char *who : {"fr-cav", "nobody"}) {
        const Evaluation e
            = rules.evaluateInGame(s, reactionAction(4, actions::reactionCharge, who));
        QVERIFY(!e.legal);
        QVERIFY2(QString::fromStdString(e.whyNot).contains("must be an enemy combat unit"),
            e.whyNot.c_str());
    }
    // Without a target the nearest enemy that charged is taken; without a path the cheapest
    // straight run-in to the hex chosen, or to any hex next to the enemy.
    Action a = reactionAction();
    a.params.erase("target");
    a.params.erase(std::string(movePathParam));
    const Evaluation e = rules.evaluateInGame(s, a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(*paramAs<UnitId>(e.action.params, "target"), UnitId {"ru-cav"});
    QCOMPARE(paramAs<std::vector<Hex>>(e.action.params, movePathParam)->size(), std::size_t {3});
    Action beside = a;
    beside.target = neighbor(centre, rotated(from, 1)); // a run-in round the side
    const Evaluation b = rules.evaluateInGame(s, beside);
    QVERIFY2(b.legal, b.whyNot.c_str());
    QVERIFY(b.action.target == beside.target);
    const auto *run = paramAs<std::vector<Hex>>(b.action.params, movePathParam);
    QVERIFY(run && run->size() >= 2);
    QVERIFY(neighbor(run->back(), directionTo((*run)[run->size() - 2], run->back())) == centre);
}

void TstLbReactionCharge::checkFirst()
{
    LaBatailleRuleSet rules;
    const GameState s = reaction({});
    const Evaluation e = rules.evaluateInGame(s, reactionAction());
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(sumsToOne(e));
    // The first table is the cavalry's morale check, exact: passes above 33.
    QCOMPARE(e.odds.front().subject, std::string("fr-cav"));
    QCOMPARE(e.odds.front().outcomes.size(), std::size_t {2});
    QCOMPARE(e.odds.front().outcomes.front().probability, passChance(33, 0));
    QVERIFY(QString::fromStdString(e.odds.front().outcomes.front().label).contains("charges"));
    QVERIFY(QString::fromStdString(e.odds.front().outcomes.back().label).contains("routs"));
    QCOMPARE(e.dice.size(), std::size_t {2}); // the charge at cavalry rolls nothing more
    QCOMPARE(e.dice.front().purpose, std::string("morale check, tens die"));
    QCOMPARE(e.action.kind, std::string(actions::reactionCharge));
}

void TstLbReactionCharge::passAndFail_data()
{
    QTest::addColumn<int>("tens");
    QTest::addColumn<int>("ones");
    QTest::addColumn<bool>("passes");
    QTest::newRow("66 over morale 33: it charges") << 6 << 6 << true;
    QTest::newRow("34: it charges") << 3 << 4 << true;
    QTest::newRow("33: it fails and routs") << 3 << 3 << false;
    QTest::newRow("11: it fails and routs") << 1 << 1 << false;
}

void TstLbReactionCharge::passAndFail()
{
    QFETCH(int, tens);
    QFETCH(int, ones);
    QFETCH(bool, passes);
    LaBatailleRuleSet rules;
    GameState s = reaction({});
    const Evaluation e = rules.evaluateInGame(s, reactionAction());
    QVERIFY2(e.legal, e.whyNot.c_str());
    ScriptedDice dice({tens, ones});
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(dice.rolls().size(), e.dice.size());
    for (std::size_t i = 0; i < dice.rolls().size(); ++i)
        QCOMPARE(dice.rolls()[i].purpose, e.dice[i].purpose);
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    const Unit &cav = s.unit(UnitId {"fr-cav"});
    if (passes) {
        QVERIFY(cav.hex == away(1));
        QVERIFY(cav.status.has(statuses::charged));
        QVERIFY(!cav.status.has(statuses::routed));
        QVERIFY(std::any_of(r.outcomes.begin(), r.outcomes.end(),
            [](const Outcome &o) { return o.key == statuses::charged; }));
    } else {
        QVERIFY(cav.status.has(statuses::routed));
        QVERIFY(!cav.status.has(statuses::charged));
        QVERIFY(cav.hex != away(1));
        QCOMPARE(r.outcomes.back().key, std::string("no-charge"));
    }
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbReactionCharge::offeredAfterACharge()
{
    LaBatailleRuleSet rules;
    const Action charged = reactionAction(4, actions::charge);
    const std::vector<Action> replies = rules.reactionsTo(reaction({}), charged);
    QVERIFY(offersKind(replies, actions::reactionCharge));
    for (const Action &a : replies)
        QVERIFY(rules.evaluateInGame(reaction({}), a).legal);
    Setup tired;
    tired.status = std::string(statuses::tired);
    QVERIFY(!offersKind(rules.reactionsTo(reaction(tired), charged), actions::reactionCharge));
    Setup far;
    far.distance = 5;
    QVERIFY(!offersKind(rules.reactionsTo(reaction(far), charged), actions::reactionCharge));
    Setup none;
    none.enemyStatus.clear();
    QVERIFY(!offersKind(rules.reactionsTo(reaction(none), charged), actions::reactionCharge));
}

void TstLbReactionCharge::offeredAfterTheRealCharge()
{
    // Russian cavalry charges French infantry four hexes off; French cavalry beside answers.
    LaBatailleRuleSet rules;
    GameState s = position(phases::charge);
    s.addUnit(makeUnit({"ru-cav", "ru", away(4), UnitKind::Cavalry, towards, heavyMa, {}}));
    s.addUnit(makeUnit({"fr-inf", "fr", centre, UnitKind::Infantry, from, heavyMa, {}}));
    Hex side = away(1);
    for (int i = 0; i < 3; ++i)
        side = neighbor(side, rotated(from, 2));
    s.addUnit(makeUnit({"fr-cav", "fr", side, UnitKind::Cavalry, rotated(from, -1), heavyMa, {}}));
    Action charge;
    charge.kind = std::string(actions::charge);
    charge.actors = {UnitId {"ru-cav"}};
    charge.target = away(1);
    charge.params[std::string(movePathParam)] = std::vector<Hex> {away(3), away(2), away(1)};
    charge.params["target"] = UnitId {"fr-inf"};
    const Evaluation e = rules.evaluateInGame(s, charge);
    QVERIFY2(e.legal, e.whyNot.c_str());
    ScriptedDice dice({6, 6}); // the infantry stands
    s.apply(rules.resolve(s, e, dice).effects);
    QVERIFY(s.unit(UnitId {"ru-cav"}).status.has(statuses::charged));
    const std::vector<Action> replies = rules.reactionsTo(s, charge);
    QVERIFY(offersKind(replies, actions::reactionCharge));
    const Evaluation r = rules.evaluateInGame(s, replies.front());
    QVERIFY2(r.legal, r.whyNot.c_str());
    QVERIFY(sumsToOne(r));
}

void TstLbReactionCharge::opportunityCharge_data()
{
    QTest::addColumn<QString>("reply");
    QTest::addColumn<int>("dice");
    QTest::newRow("the infantry stands: a second check, conditional") << "stand" << 4;
    QTest::newRow("the infantry forms carré: its roll, conditional") << "carre" << 4;
}

void TstLbReactionCharge::opportunityCharge()
{
    QFETCH(QString, reply);
    QFETCH(int, dice);
    LaBatailleRuleSet rules;
    // In the Russian Movement segment Russian infantry moved within reach of French cavalry.
    GameState s = position(phases::movement);
    s.addUnit(makeUnit({"fr-cav", "fr", away(4), UnitKind::Cavalry, towards, heavyMa, {}}));
    s.addUnit(makeUnit(
        {"ru-inf", "ru", centre, UnitKind::Infantry, from, 6, std::string(statuses::moved)}));
    Action moved;
    moved.kind = std::string(actions::move);
    moved.actors = {UnitId {"ru-inf"}};
    moved.target = centre;
    QVERIFY(offersKind(rules.reactionsTo(s, moved), actions::opportunityCharge));
    Action a = reactionAction(4, actions::opportunityCharge, "ru-inf");
    a.params[std::string(replyParam)] = reply.toStdString();
    const Evaluation e = rules.evaluateInGame(s, a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(sumsToOne(e));
    QVERIFY(assumes(e, "labataille.opportunity-charge"));
    // The cavalry's check, then the reply's dice (and the charge's outcomes: the recall roll),
    // rolled only when it passes.
    QVERIFY(e.dice.size() >= std::size_t(dice));
    QVERIFY(!e.dice[0].conditional && !e.dice[1].conditional);
    for (std::size_t i = 2; i < e.dice.size(); ++i)
        QVERIFY(e.dice[i].conditional);
    // 66: the cavalry passes; the infantry stands (66) or forms carré (11): no recall roll.
    ScriptedDice rolls(
        reply == "stand" ? std::vector<int> {6, 6, 6, 6} : std::vector<int> {6, 6, 1, 1});
    const Resolution r = rules.resolve(s, e, rolls);
    QCOMPARE(rolls.rolls().size(), std::size_t {4});
    for (std::size_t i = 0; i < rolls.rolls().size(); ++i)
        QCOMPARE(rolls.rolls()[i].purpose, e.dice[i].purpose);
    // Both rolls are recorded: the cavalry's check, then the infantry's reply.
    if (reply == "stand")
        QCOMPARE(std::count_if(r.finals.begin(), r.finals.end(),
                     [](const FinalNumber &f) { return f.key == "morale.reading"; }),
            2);
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    QVERIFY(s.unit(UnitId {"fr-cav"}).hex == away(1));
    QVERIFY(s.unit(UnitId {"fr-cav"}).status.has(statuses::charged));
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbReactionCharge::opportunityRefusedWhenTheEnemyDidNotMove()
{
    LaBatailleRuleSet rules;
    GameState s = position(phases::movement);
    s.addUnit(makeUnit({"fr-cav", "fr", away(4), UnitKind::Cavalry, towards, heavyMa, {}}));
    s.addUnit(makeUnit({"ru-inf", "ru", centre, UnitKind::Infantry, from, 6, {}}));
    const Evaluation e
        = rules.evaluateInGame(s, reactionAction(4, actions::opportunityCharge, "ru-inf"));
    QVERIFY(!e.legal);
    QVERIFY2(QString::fromStdString(e.whyNot).contains("has not moved"), e.whyNot.c_str());
    // A reaction charge is not a reply of the Movement segment, nor an opportunity charge of
    // the Charge à Cheval segment.
    const Evaluation r
        = rules.evaluate(reaction({}), reactionAction(4, actions::opportunityCharge));
    QVERIFY(!r.legal);
    QVERIFY2(QString::fromStdString(r.whyNot).contains("Movement segment"), r.whyNot.c_str());
}

void TstLbReactionCharge::sequenceListsTheReplies()
{
    LaBatailleRuleSet rules;
    bool inCharge = false;
    bool inMovement = false;
    for (const PhaseType &p : rules.sequenceOfPlay().phases) {
        const auto has = [&](std::string_view k) {
            return std::find(p.reactions.begin(), p.reactions.end(), std::string(k))
                != p.reactions.end();
        };
        inCharge = inCharge || (p.key == phases::charge && has(actions::reactionCharge));
        inMovement = inMovement || (p.key == phases::movement && has(actions::opportunityCharge));
    }
    QVERIFY(inCharge && inMovement);
    // The orders of a selected unit list the reply of the segment, for the other side only.
    const auto lists = [&](const GameState &s, std::string_view key) {
        const auto a = rules.availableActions(s, {UnitId {"fr-cav"}});
        return std::find(a.begin(), a.end(), std::string(key)) != a.end();
    };
    QVERIFY(lists(reaction({}), actions::reactionCharge));
    QVERIFY(!lists(reaction({}), actions::opportunityCharge));
    Setup moving;
    moving.phase = std::string(phases::movement);
    QVERIFY(lists(reaction(moving), actions::opportunityCharge));
    QVERIFY(!lists(reaction(moving), actions::reactionCharge));
    Setup own;
    own.phasing = "fr";
    QVERIFY(!lists(reaction(own), actions::reactionCharge));
    Setup tired;
    tired.status = std::string(statuses::tired);
    QVERIFY(!lists(reaction(tired), actions::reactionCharge));
    QVERIFY(rules.findActionType(actions::reactionCharge));
    QVERIFY(rules.findActionType(actions::opportunityCharge));
}

QTEST_APPLESS_MAIN(TstLbReactionCharge)
#include "tst_lbreactioncharge.moc"
