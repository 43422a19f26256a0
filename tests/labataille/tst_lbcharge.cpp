// La Bataille Charge à Cheval (REFERENCE 2.5.6): who may charge, the reach of the movement
// allowance + 5, general-order terrain, the straight run-in, and the infantry's reply (standing
// and its morale check, or the Carré Realization roll) rolled with scripted dice, undo exact.

#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/labataille/lbcharge.h"
#include "core/rules/labataille/lbkeys.h"
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
/** The charge comes from this side of the target. */
constexpr HexDirection from = HexDirection::D3;
constexpr HexDirection towards = HexDirection::D0;

Hex away(int n)
{
    Hex h = centre;
    for (int i = 0; i < n; ++i)
        h = neighbor(h, from);
    return h;
}

/** The Russian player's Charge à Cheval segment (or another phase). */
GameState position(std::string_view phase = phases::charge)
{
    GameState s("labataille", map(),
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
    SequencePosition p;
    p.phase = std::string(phase);
    p.firstSide = SideId {"ru"};
    p.phasingSide = SideId {"ru"};
    p.sideToAct = SideId {"ru"};
    s.setSequence(p);
    return s;
}

struct Spec {
    std::string id;
    std::string side;
    Hex hex;
    UnitKind kind = UnitKind::Infantry;
    HexDirection facing = HexDirection::D0;
    int morale = 0;
    int movement = 6;
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
    p->morale = s.morale;
    p->movement = s.movement;
    u.profile = p;
    return u;
}

/** Russian cavalry `distance` hexes from the French target in the centre. */
GameState charge(int distance = 4, std::string status = {}, UnitKind kind = UnitKind::Cavalry,
    UnitKind target = UnitKind::Infantry, std::string_view phase = phases::charge)
{
    GameState s = position(phase);
    s.addUnit(makeUnit({"ru-cav", "ru", away(distance), kind, towards, 0, 6, std::move(status)}));
    s.addUnit(makeUnit({"fr-inf", "fr", centre, target, from, 33, 6, {}}));
    return s;
}

/** The straight run from the cavalry's hex to the hex next to the target. */
Action chargeAction(int distance = 4, std::string reply = {})
{
    Action a;
    a.kind = std::string(actions::charge);
    a.actors = {UnitId {"ru-cav"}};
    std::vector<Hex> path;
    for (int n = distance - 1; n >= 1; --n)
        path.push_back(away(n));
    a.target = path.back();
    a.params[std::string(movePathParam)] = path;
    a.params["target"] = UnitId {"fr-inf"};
    if (!reply.empty())
        a.params[std::string(replyParam)] = reply;
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

} // namespace

class TstLbCharge : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerLaBataille(); }
    void whoCharges_data();
    void whoCharges();
    void reach_data();
    void reach();
    void goTerrainRefused();
    void notStraightRefused();
    void zonesDoNotStop();
    void stand_data();
    void stand();
    void carre_data();
    void carre();
    void cavalryTargetNoReply();
    void offeredToFreshCavalry();
};

void TstLbCharge::whoCharges_data()
{
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("why"); // empty: legal
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int inf = static_cast<int>(UnitKind::Infantry);
    const QString ch = QString::fromLatin1(phases::charge.data());
    QTest::newRow("fresh cavalry charges") << "" << cav << ch << "";
    QTest::newRow("tired cavalry does not") << "tired" << cav << ch << "is not fresh";
    QTest::newRow("exhausted cavalry does not") << "exhausted" << cav << ch << "is not fresh";
    QTest::newRow("cavalry that moved does not") << "moved" << cav << ch << "has moved";
    QTest::newRow("cavalry that charged does not")
        << "charged" << cav << ch << "has already charged";
    QTest::newRow("disordered cavalry does not") << "disordered" << cav << ch << "good order";
    QTest::newRow("infantry does not charge") << "" << inf << ch << "is not cavalry";
    QTest::newRow("not in the Movement segment (the shared gate)")
        << "" << cav << QString::fromLatin1(phases::movement.data()) << "is not allowed";
}

void TstLbCharge::whoCharges()
{
    QFETCH(QString, status);
    QFETCH(int, kind);
    QFETCH(QString, phase);
    QFETCH(QString, why);
    LaBatailleRuleSet rules;
    const GameState s = charge(4, status.toStdString(), static_cast<UnitKind>(kind),
        UnitKind::Infantry, phase.toStdString());
    const Evaluation e = rules.evaluateInGame(s, chargeAction());
    if (why.isEmpty()) {
        QVERIFY2(e.legal, e.whyNot.c_str());
        QVERIFY(sumsToOne(e));
        return;
    }
    QVERIFY(!e.legal);
    QVERIFY2(QString::fromStdString(e.whyNot).contains(why), e.whyNot.c_str());
}

void TstLbCharge::reach_data()
{
    QTest::addColumn<int>("distance");
    QTest::addColumn<bool>("legal");
    // Movement allowance 6 + 5 = 11 clear hexes: from 12 hexes away it ends next to the target.
    QTest::newRow("11 hexes: the allowance + 5") << 12 << true;
    QTest::newRow("12 hexes: one too many") << 13 << false;
}

void TstLbCharge::reach()
{
    QFETCH(int, distance);
    QFETCH(bool, legal);
    LaBatailleRuleSet rules;
    const GameState s = charge(distance);
    const Evaluation e = rules.evaluate(s, chargeAction(distance));
    QCOMPARE(e.legal, legal);
    if (!legal)
        QVERIFY2(QString::fromStdString(e.whyNot).contains("11 left"), e.whyNot.c_str());
}

void TstLbCharge::goTerrainRefused()
{
    LaBatailleRuleSet rules;
    GameState s = charge(4);
    MapGrid m = s.map();
    m.setTerrain(away(2), "woods");
    GameState w("labataille", m,
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
    w.setSequence(s.sequence());
    for (const Unit &u : s.units())
        w.addUnit(u);
    const Evaluation e = rules.evaluate(w, chargeAction(4));
    QVERIFY(!e.legal);
    QVERIFY2(
        QString::fromStdString(e.whyNot).contains("No charges into GO terrain"), e.whyNot.c_str());
    QCOMPARE(e.whyNotRule, std::string(chargeRule));
}

void TstLbCharge::notStraightRefused()
{
    LaBatailleRuleSet rules;
    // The cavalry comes round: its second-to-last hex is beside the target's, not in line.
    const Hex end = away(1);
    const Hex side = neighbor(end, rotated(from, 2));
    GameState s = position();
    s.addUnit(makeUnit(
        {"ru-cav", "ru", neighbor(side, rotated(from, 2)), UnitKind::Cavalry, towards, 0, 6, {}}));
    s.addUnit(makeUnit({"fr-inf", "fr", centre, UnitKind::Infantry, from, 33, 6, {}}));
    Action a = chargeAction();
    a.params[std::string(movePathParam)] = std::vector<Hex> {side, end};
    a.target = end;
    QVERIFY(distance(side, centre) != 2);
    const Evaluation e = rules.evaluate(s, a);
    QVERIFY(!e.legal);
    QVERIFY2(QString::fromStdString(e.whyNot).contains("straight"), e.whyNot.c_str());
}

void TstLbCharge::zonesDoNotStop()
{
    LaBatailleRuleSet rules;
    GameState s = charge(5);
    // A French cavalry regiment whose front covers the path: its zone would stop a move.
    s.addUnit(makeUnit({"fr-cav", "fr", neighbor(away(3), rotated(from, 1)), UnitKind::Cavalry,
        rotated(from, 4), 0, 6, {}}));
    Action move = chargeAction(5);
    move.kind = std::string(actions::move);
    move.params.erase("target");
    GameState moving = s;
    SequencePosition p = s.sequence();
    p.phase = std::string(phases::movement);
    moving.setSequence(p);
    const Evaluation m = rules.evaluate(moving, move);
    QVERIFY2(!m.legal, "the zone stops a move");
    const Evaluation e = rules.evaluate(s, chargeAction(5));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(assumes(e, "labataille.charge-zones"));
    QVERIFY(assumes(e, "labataille.charge-path"));
}

void TstLbCharge::stand_data()
{
    QTest::addColumn<int>("tens");
    QTest::addColumn<int>("ones");
    QTest::addColumn<bool>("disordered");
    QTest::newRow("66 over morale 33: it stands") << 6 << 6 << false;
    QTest::newRow("11: it fails and is disordered") << 1 << 1 << true;
}

void TstLbCharge::stand()
{
    QFETCH(int, tens);
    QFETCH(int, ones);
    QFETCH(bool, disordered);
    LaBatailleRuleSet rules;
    GameState s = charge();
    const Evaluation e = rules.evaluate(s, chargeAction(4, "stand"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(sumsToOne(e));
    QVERIFY(assumes(e, "labataille.charge-stand"));
    ScriptedDice dice({tens, ones});
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(r.outcomes.front().key, std::string(statuses::charged));
    QCOMPARE(dice.rolls().size(), e.dice.size());
    for (std::size_t i = 0; i < e.dice.size(); ++i)
        QCOMPARE(dice.rolls()[i].purpose, e.dice[i].purpose);
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    const Unit &cav = s.unit(UnitId {"ru-cav"});
    QVERIFY(cav.hex == away(1));
    QVERIFY(cav.status.has(statuses::charged));
    QVERIFY(!cav.status.has(statuses::moved));
    QCOMPARE(s.unit(UnitId {"fr-inf"}).status.has(statuses::disordered), disordered);
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbCharge::carre_data()
{
    QTest::addColumn<int>("tens");
    QTest::addColumn<int>("ones");
    QTest::addColumn<QString>("after");
    // French column at 2 hexes: carré 11-43, disorder 44-61, rout 62-66.
    QTest::newRow("11: forms carré") << 1 << 1 << "carre";
    QTest::newRow("43: forms carré") << 4 << 3 << "carre";
    QTest::newRow("44: disordered") << 4 << 4 << "disordered";
    QTest::newRow("61: disordered") << 6 << 1 << "disordered";
    QTest::newRow("62: routs") << 6 << 2 << "routed";
}

void TstLbCharge::carre()
{
    QFETCH(int, tens);
    QFETCH(int, ones);
    QFETCH(QString, after);
    LaBatailleRuleSet rules;
    GameState s = charge();
    const Evaluation e = rules.evaluate(s, chargeAction(4, "carre"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(sumsToOne(e));
    QVERIFY(assumes(e, "labataille.carre-distance"));
    ScriptedDice dice({tens, ones});
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(dice.rolls().size(), e.dice.size());
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    const Unit &inf = s.unit(UnitId {"fr-inf"});
    if (after == "carre") {
        QCOMPARE(profileOf<LbProfile>(inf)->formation, Formation::Carre);
        QVERIFY(!inf.facing);
    } else {
        QCOMPARE(profileOf<LbProfile>(inf)->formation == Formation::Carre, false);
        QVERIFY(inf.status.has(after.toStdString()));
    }
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbCharge::cavalryTargetNoReply()
{
    LaBatailleRuleSet rules;
    GameState s = charge(4, {}, UnitKind::Cavalry, UnitKind::Cavalry);
    const Evaluation e = rules.evaluate(s, chargeAction(4, "carre"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(sumsToOne(e));
    QVERIFY(e.dice.empty());
    ScriptedDice none({});
    s.apply(rules.resolve(s, e, none).effects);
    QVERIFY(s.unit(UnitId {"ru-cav"}).hex == away(1));
}

void TstLbCharge::offeredToFreshCavalry()
{
    LaBatailleRuleSet rules;
    const auto offers = [&](const GameState &s) {
        const auto a = rules.availableActions(s, {UnitId {"ru-cav"}});
        return std::find(a.begin(), a.end(), std::string(actions::charge)) != a.end();
    };
    QVERIFY(offers(charge()));
    QVERIFY(!offers(charge(4, "tired")));
    QVERIFY(!offers(charge(4, "moved")));
    const ParamSpec *reply = nullptr;
    for (const ActionType &t : rules.vocabulary().actions) {
        for (const ParamSpec &p : t.params) {
            if (t.key == actions::charge && p.key == replyParam)
                reply = &p;
        }
    }
    QVERIFY(reply && reply->askOnCommit && reply->type == ParamType::Choice);
}

QTEST_APPLESS_MAIN(TstLbCharge)
#include "tst_lbcharge.moc"
