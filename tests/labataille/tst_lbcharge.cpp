// La Bataille Charge à Cheval (REFERENCE 2.5.6): who may charge, the reach of the movement
// allowance + 5, general-order terrain, the straight run-in, and the infantry's reply (standing
// and its morale check, or the Carré Realization roll) rolled with scripted dice, undo exact; and
// what follows the reply: the tirailleurs' retreat or rout, the trample, the recall roll, no
// contact, and a carré that does not reply.

#include "core/data/jsonparser.h"
#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/labataille/lbcharge.h"
#include "core/rules/labataille/lbchargeoutcome.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmorale.h"
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

/** Configures rules with these options (JSON). */
void configured(LaBatailleRuleSet &rules, const std::string &json)
{
    Diagnostics d;
    const auto n = JsonParser().parse(json, "options.json", d);
    QVERIFY2(n, d.format().c_str());
    rules.configure(*n, d);
    QVERIFY2(d.empty(), d.format().c_str());
}

/** The same position on a map with `terrain` in h. */
GameState withTerrain(const GameState &s, Hex h, const std::string &terrain)
{
    MapGrid m = s.map();
    m.setTerrain(h, terrain);
    GameState w("labataille", m,
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
    w.setSequence(s.sequence());
    for (const Unit &u : s.units())
        w.addUnit(u);
    return w;
}

/** u in formation f, facing as the formation does. */
Unit inFormation(Unit u, Formation f)
{
    auto p = std::make_shared<LbProfile>(*profileOf<LbProfile>(u));
    p->formation = f;
    const FacingKind faces = facingProfile(p->kind, f).faces;
    u.facing = faces == FacingKind::Vertex ? std::optional(Facing::vertex(from))
        : faces == FacingKind::Hexside     ? std::optional(Facing::hexside(from))
                                           : std::nullopt;
    u.profile = p;
    return u;
}

/** Russian cavalry of morale 33 `distance` hexes from the French target (this kind, formation
    and status) in the centre. */
GameState against(int distance, UnitKind kind, Formation f, std::string status = {})
{
    GameState s = position();
    s.addUnit(makeUnit({"ru-cav", "ru", away(distance), UnitKind::Cavalry, towards, 33, 6, {}}));
    s.addUnit(inFormation(makeUnit({"fr-inf", "fr", centre, kind, from, 33, 6, status}), f));
    return s;
}

/** The behind-the-target hex, the first a retreat from the charge looks at. */
Hex behind() { return neighbor(centre, HexDirection::D0); }

const OddsTable *oddsTitled(const Evaluation &e, std::string_view start)
{
    for (const OddsTable &t : e.odds) {
        if (t.title.rfind(start, 0) == 0)
            return &t;
    }
    return nullptr;
}

double chanceOf(const OddsTable &t, std::string_view key)
{
    for (const OutcomeOdds &o : t.outcomes) {
        if (o.key == key)
            return o.probability;
    }
    return 0.0;
}

/** Resolves e with these dice, checks the dice match the evaluation's, applies, checks undo. */
GameState resolved(const LaBatailleRuleSet &rules, const GameState &s, const Evaluation &e,
    std::vector<int> faces, Resolution *out = nullptr)
{
    ScriptedDice dice(std::move(faces));
    const Resolution r = rules.resolve(s, e, dice);
    [&] {
        QVERIFY(dice.rolls().size() <= e.dice.size());
        for (std::size_t i = 0; i < dice.rolls().size(); ++i)
            QCOMPARE(dice.rolls()[i].purpose, e.dice[i].purpose);
    }();
    GameState after = s;
    const StateDelta delta = after.apply(r.effects);
    GameState undone = after;
    undone.revert(delta);
    [&] { QVERIFY(undone == s); }();
    if (out)
        *out = r;
    return after;
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
    void aHexAloneLinesUpThePath_data();
    void aHexAloneLinesUpThePath();
    void notStraightRefused();
    void zonesDoNotStop();
    void stand_data();
    void stand();
    void aFailedStandMakesTheStackCheck_data();
    void aFailedStandMakesTheStackCheck();
    void carre_data();
    void carre();
    void cavalryTargetNoReply();
    void offeredToFreshCavalry();
    void replyRefused_data();
    void replyRefused();
    void tirailleurs_data();
    void tirailleurs();
    void trample_data();
    void trample();
    void recall_data();
    void recall();
    void recallOdds();
    void carreNoReply();
    void outcomeAssumptions();
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
    QVERIFY2(QString::fromStdString(e.whyNot).contains("no charge enters general-order terrain"),
        e.whyNot.c_str());
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
    QTest::addColumn<bool>("routed");
    QTest::newRow("66 over morale 33: it stands") << 6 << 6 << false;
    // 2.5.6: infantry that fails to stand routs, though a failed check in good order disorders.
    QTest::newRow("11: it fails and routs") << 1 << 1 << true;
}

void TstLbCharge::stand()
{
    QFETCH(int, tens);
    QFETCH(int, ones);
    QFETCH(bool, routed);
    LaBatailleRuleSet rules;
    GameState s = charge();
    const Evaluation e = rules.evaluate(s, chargeAction(4, "stand"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(sumsToOne(e));
    QVERIFY(assumes(e, "labataille.charge-stand"));
    // The odds say what a failure does before the roll.
    bool told = false;
    for (const OddsTable &t : e.odds) {
        for (const OutcomeOdds &o : t.outcomes)
            told = told || (o.key == "fails" && o.label.find("routs") != std::string::npos);
    }
    QVERIFY(told);
    ScriptedDice dice({tens, ones, 6, 6}); // then the recall roll, if it routs: recalled
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(r.outcomes.front().key, std::string(statuses::charged));
    QVERIFY(dice.rolls().size() <= e.dice.size());
    for (std::size_t i = 0; i < dice.rolls().size(); ++i)
        QCOMPARE(dice.rolls()[i].purpose, e.dice[i].purpose);
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    const Unit &cav = s.unit(UnitId {"ru-cav"});
    QVERIFY(cav.hex == away(1));
    QVERIFY(cav.status.has(statuses::charged));
    QVERIFY(!cav.status.has(statuses::moved));
    QCOMPARE(s.unit(UnitId {"fr-inf"}).status.has(statuses::routed), routed);
    QVERIFY(!s.unit(UnitId {"fr-inf"}).status.has(statuses::disordered));
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbCharge::aFailedStandMakesTheStackCheck_data()
{
    QTest::addColumn<int>("tens");
    QTest::addColumn<int>("ones");
    QTest::addColumn<bool>("failsToo");
    // The stand reads 11 and fails; the second battalion in the hex (morale 33) then checks.
    QTest::newRow("the other passes on 66") << 6 << 6 << false;
    QTest::newRow("the other fails on 11") << 1 << 1 << true;
}

void TstLbCharge::aFailedStandMakesTheStackCheck()
{
    QFETCH(int, tens);
    QFETCH(int, ones);
    QFETCH(bool, failsToo);
    LaBatailleRuleSet rules;
    GameState s = charge();
    s.addUnit(makeUnit({"fr-inf-2", "fr", centre, UnitKind::Infantry, from, 33, 6, {}}));
    const Evaluation e = rules.evaluate(s, chargeAction(4, "stand"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    bool said = false;
    for (const ExplanationLine &l : e.lines)
        said = said || l.text.find("rest") != std::string::npos;
    QVERIFY(said);
    // The stand's dice, then the other's, then the recall roll: each listed before the roll.
    ScriptedDice dice({1, 1, tens, ones, 6, 6, 6, 6, 6, 6});
    const Resolution r = rules.resolve(s, e, dice);
    QVERIFY(dice.rolls().size() <= e.dice.size());
    for (std::size_t i = 0; i < dice.rolls().size(); ++i)
        QCOMPARE(dice.rolls()[i].purpose, e.dice[i].purpose);
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    QVERIFY(s.unit(UnitId {"fr-inf"}).status.has(statuses::routed));
    const Unit &other = s.unit(UnitId {"fr-inf-2"});
    QCOMPARE(
        other.status.has(statuses::disordered) || other.status.has(statuses::routed), failsToo);
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

void TstLbCharge::replyRefused_data()
{
    QTest::addColumn<int>("formation");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QString>("reply");
    QTest::addColumn<QString>("why"); // empty: legal
    const int skirmish = static_cast<int>(Formation::Skirmish);
    const int column = static_cast<int>(Formation::Column);
    const int carre = static_cast<int>(Formation::Carre);
    QTest::newRow("tirailleurs do not stand") << skirmish << ""
                                              << "stand"
                                              << "tirailleurs do not stand against a charge";
    QTest::newRow("tirailleurs do not form carré")
        << skirmish << ""
        << "carre"
        << "tirailleurs do not form carré against a charge";
    QTest::newRow("tirailleurs retreat without being asked") << skirmish << ""
                                                             << ""
                                                             << "";
    QTest::newRow("tirailleurs retreat when asked") << skirmish << ""
                                                    << "retreat"
                                                    << "";
    QTest::newRow("only tirailleurs retreat") << column << ""
                                              << "retreat"
                                              << "Only tirailleurs retreat from a charge";
    QTest::newRow("a routed unit does not form carré")
        << column << "routed"
        << "carre"
        << "is routed: a routed unit does not form carré";
    QTest::newRow("a carré does not form carré again") << carre << ""
                                                       << "carre"
                                                       << "is already in carré";
}

void TstLbCharge::replyRefused()
{
    QFETCH(int, formation);
    QFETCH(QString, status);
    QFETCH(QString, reply);
    QFETCH(QString, why);
    LaBatailleRuleSet rules;
    const GameState s
        = against(4, UnitKind::Infantry, static_cast<Formation>(formation), status.toStdString());
    const Evaluation e = rules.evaluate(s, chargeAction(4, reply.toStdString()));
    if (why.isEmpty()) {
        QVERIFY2(e.legal, e.whyNot.c_str());
        QVERIFY(sumsToOne(e));
        return;
    }
    QVERIFY(!e.legal);
    QVERIFY2(QString::fromStdString(e.whyNot).contains(why), e.whyNot.c_str());
    QCOMPARE(e.whyNotRule, std::string(chargeRule));
}

void TstLbCharge::tirailleurs_data()
{
    QTest::addColumn<int>("distance");
    QTest::addColumn<QString>("refuge"); // what stands behind them: woods, friend, ...
    QTest::addColumn<bool>("retreats"); // into the hex behind; else they rout
    QTest::addColumn<bool>("cavalryRouted");
    QTest::addColumn<int>("strengthLeft");
    // Clear hexes: a charge from `distance` hexes spends distance - 1 of its 6 + 5 points.
    QTest::newRow("into woods behind them, 3 of 6 points spent: the cavalry halts")
        << 4 << "woods" << true << false << 6;
    QTest::newRow("to a friend in good order behind them") << 4 << "friend" << true << false << 6;
    QTest::newRow("5 of 6 points spent, no contact: the cavalry halts")
        << 6 << "woods" << true << false << 6;
    QTest::newRow("the full 6 points spent, no contact: the cavalry routs in place")
        << 7 << "woods" << true << true << 6;
    QTest::newRow("a disordered friend is no refuge: they rout, trampled 2 per point (2 left)")
        << 10 << "disordered friend" << false << false << 2;
    QTest::newRow("no refuge: they rout, trampled 2 per point (1 left)")
        << 11 << "" << false << false << 4;
    QTest::newRow("no refuge, 8 points left: trampled to nothing")
        << 4 << "" << false << false << 0;
}

void TstLbCharge::tirailleurs()
{
    QFETCH(int, distance);
    QFETCH(QString, refuge);
    QFETCH(bool, retreats);
    QFETCH(bool, cavalryRouted);
    QFETCH(int, strengthLeft);
    LaBatailleRuleSet rules;
    GameState s = against(distance, UnitKind::Infantry, Formation::Skirmish);
    if (refuge == "woods")
        s = withTerrain(s, behind(), "woods");
    else if (refuge.contains("friend"))
        s.addUnit(makeUnit({"fr-friend", "fr", behind(), UnitKind::Infantry, from, 33, 6,
            refuge.startsWith("disordered") ? std::string(statuses::disordered) : std::string()}));
    const Evaluation e = rules.evaluate(s, chargeAction(distance));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(sumsToOne(e));
    QVERIFY(assumes(e, "labataille.charge-tirailleurs"));
    QCOMPARE(e.dice.empty(), retreats); // no contact: nothing to roll
    const GameState after = resolved(rules, s, e, {6, 6});
    const Unit *t = after.findUnit(UnitId {"fr-inf"});
    QVERIFY(t);
    const Unit &cav = after.unit(UnitId {"ru-cav"});
    QVERIFY(cav.hex == away(1));
    QCOMPARE(cav.status.has(statuses::routed), cavalryRouted);
    if (retreats) {
        QVERIFY(t->hex == behind());
        QVERIFY(!t->status.has(statuses::routed));
        QVERIFY(assumes(e, "labataille.charge-no-contact"));
        return;
    }
    QVERIFY(t->status.has(statuses::routed));
    QCOMPARE(t->onMap() ? t->strength : 0, strengthLeft);
    QCOMPARE(t->onMap(), strengthLeft > 0);
}

void TstLbCharge::trample_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("formation");
    QTest::addColumn<int>("distance");
    QTest::addColumn<bool>("trampleInfantry"); // the option
    QTest::addColumn<bool>("withFriend");
    QTest::addColumn<int>("lost");
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int art = static_cast<int>(UnitKind::Artillery);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int skirmish = static_cast<int>(Formation::Skirmish);
    const int column = static_cast<int>(Formation::Column);
    const int unlimbered = static_cast<int>(Formation::Unlimbered);
    // The cavalry has 11 - (distance - 1) movement points left next to its target.
    QTest::newRow("routed tirailleurs: 2 increments per point, 2 left")
        << inf << skirmish << 10 << true << false << 4;
    QTest::newRow("routed tirailleurs: no more than their strength")
        << inf << skirmish << 6 << true << false << 6;
    QTest::newRow("lone routed guns: 1 per 2 points, 4 left")
        << art << unlimbered << 8 << true << false << 2;
    QTest::newRow("lone routed guns: 3 points left round down to 1")
        << art << unlimbered << 9 << true << false << 1;
    QTest::newRow("routed guns with a friend: not trampled")
        << art << unlimbered << 8 << true << true << 0;
    QTest::newRow("routed infantry as the guns (DEFAULT), 4 left")
        << inf << column << 8 << true << false << 2;
    QTest::newRow("routed infantry, option off: not trampled")
        << inf << column << 8 << false << false << 0;
    QTest::newRow("routed cavalry: not trampled") << cav << column << 8 << true << false << 0;
}

void TstLbCharge::trample()
{
    QFETCH(int, kind);
    QFETCH(int, formation);
    QFETCH(int, distance);
    QFETCH(bool, trampleInfantry);
    QFETCH(bool, withFriend);
    QFETCH(int, lost);
    LaBatailleRuleSet rules;
    if (!trampleInfantry)
        configured(rules, R"({"trampleRoutedInfantry": false})");
    GameState s = against(distance, static_cast<UnitKind>(kind), static_cast<Formation>(formation),
        std::string(statuses::routed));
    if (withFriend)
        s.addUnit(makeUnit({"fr-friend", "fr", centre, UnitKind::Infantry, from, 33, 6, {}}));
    const Evaluation e = rules.evaluate(s, chargeAction(distance));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(sumsToOne(e));
    // A routed target: the recall roll is sure to be rolled.
    QCOMPARE(e.dice.size(), std::size_t {2});
    QVERIFY(!e.dice.front().conditional);
    const bool trampleLine = std::any_of(e.lines.begin(), e.lines.end(),
        [](const ExplanationLine &l) { return l.key == "charge.trample"; });
    QCOMPARE(trampleLine, lost > 0);
    const GameState after = resolved(rules, s, e, {6, 6});
    const Unit *t = after.findUnit(UnitId {"fr-inf"});
    QVERIFY(t);
    QCOMPARE(t->onMap() ? t->strength : 0, 6 - lost);
    QVERIFY(!after.unit(UnitId {"ru-cav"}).status.has(statuses::routed)); // 66: recalled
}

void TstLbCharge::recall_data()
{
    QTest::addColumn<QString>("reply");
    QTest::addColumn<QString>("status");
    QTest::addColumn<QList<int>>("dice");
    QTest::addColumn<bool>("targetRouted");
    QTest::addColumn<bool>("cavalryRouted");
    // French column at 2 hexes: carré 11-43, rout 62-66; the cavalry's morale 33, 8 points left.
    QTest::newRow("carré roll 62 routs it, recall 66: recalled")
        << "carre"
        << "" << QList<int> {6, 2, 6, 6} << true << false;
    QTest::newRow("carré roll 62 routs it, recall 11: pursues and is routed")
        << "carre"
        << "" << QList<int> {6, 2, 1, 1} << true << true;
    QTest::newRow("carré formed at 11: no recall roll")
        << "carre"
        << "" << QList<int> {1, 1} << false << false;
    QTest::newRow("disordered infantry fails to stand at 11 and routs, recall 66")
        << "stand"
        << "disordered" << QList<int> {1, 1, 6, 6} << true << false;
    QTest::newRow("disordered infantry stands at 66: no recall roll")
        << "stand"
        << "disordered" << QList<int> {6, 6} << false << false;
}

void TstLbCharge::recall()
{
    QFETCH(QString, reply);
    QFETCH(QString, status);
    QFETCH(QList<int>, dice);
    QFETCH(bool, targetRouted);
    QFETCH(bool, cavalryRouted);
    LaBatailleRuleSet rules;
    const GameState s = against(4, UnitKind::Infantry, Formation::Column, status.toStdString());
    const Evaluation e = rules.evaluate(s, chargeAction(4, reply.toStdString()));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(sumsToOne(e));
    QVERIFY(assumes(e, "labataille.charge-recall"));
    QVERIFY(e.dice.back().conditional);
    Resolution r;
    const GameState after = resolved(rules, s, e, std::vector<int>(dice.begin(), dice.end()), &r);
    const Unit &t = after.unit(UnitId {"fr-inf"});
    QCOMPARE(t.status.has(statuses::routed), targetRouted);
    // Routed infantry trampled as guns are: 8 points left, 4 increments.
    QCOMPARE(t.strength, targetRouted ? 2 : 6);
    QCOMPARE(after.unit(UnitId {"ru-cav"}).status.has(statuses::routed), cavalryRouted);
    const bool rolled = std::any_of(r.effects.begin(), r.effects.end(),
        [](const Effect &x) { return x.name == "recall-roll"; });
    QCOMPARE(rolled, targetRouted);
}

void TstLbCharge::recallOdds()
{
    LaBatailleRuleSet rules;
    const GameState s = against(4, UnitKind::Infantry, Formation::Column);
    const Evaluation e = rules.evaluate(s, chargeAction(4, "carre"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const OddsTable *after = oddsTitled(e, "After the charge of ru-cav");
    QVERIFY(after);
    const double rout = 5.0 / 36; // 62-66
    const double recalled = passChance(33, 0);
    QVERIFY(std::abs(chanceOf(*after, "contact") - (1 - rout)) < 1e-12);
    QVERIFY(std::abs(chanceOf(*after, "recalled") - rout * recalled) < 1e-12);
    QVERIFY(std::abs(chanceOf(*after, "pursues") - rout * (1 - recalled)) < 1e-12);
}

void TstLbCharge::carreNoReply()
{
    LaBatailleRuleSet rules;
    const GameState s = against(4, UnitKind::Infantry, Formation::Carre);
    const Evaluation e = rules.evaluate(s, chargeAction(4));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(sumsToOne(e));
    QVERIFY(e.dice.empty());
    const bool line = std::any_of(e.lines.begin(), e.lines.end(), [](const ExplanationLine &l) {
        return l.key == "charge.vs-carre" && l.text.find("third") != std::string::npos;
    });
    QVERIFY(line);
    const GameState after = resolved(rules, s, e, {});
    QVERIFY(after.unit(UnitId {"ru-cav"}).hex == away(1));
    QCOMPARE(profileOf<LbProfile>(after.unit(UnitId {"fr-inf"}))->formation, Formation::Carre);
}

void TstLbCharge::outcomeAssumptions()
{
    LaBatailleRuleSet rules;
    const auto listed = [&](std::string_view key) {
        const auto a = rules.assumptions();
        return std::any_of(a.begin(), a.end(), [&](const Assumption &x) { return x.key == key; });
    };
    for (const char *key : {"labataille.charge-trample", "labataille.charge-recall",
             "labataille.charge-tirailleurs", "labataille.charge-no-contact"})
        QVERIFY2(listed(key), key);
    const auto text = [&] {
        for (const Assumption &a : rules.assumptions()) {
            if (a.key == "labataille.charge-trample")
                return a.text;
        }
        return std::string();
    };
    QVERIFY(text().find("1 increment per 2") != std::string::npos);
    configured(rules, R"({"trampleRoutedInfantry": false})");
    QVERIFY(text().find("not trampled") != std::string::npos);
}

void TstLbCharge::aHexAloneLinesUpThePath_data()
{
    QTest::addColumn<int>("side"); // the hexside of the target the charge halts at, from `from`
    QTest::newRow("straight on from the cavalry") << 0;
    QTest::newRow("one hexside round") << 1;
    QTest::newRow("the far side of the target") << 3;
}

void TstLbCharge::aHexAloneLinesUpThePath()
{
    // The player points at the hex to halt in and draws no path: the charge takes the cheapest
    // way to the hex behind it on the line from the target, so the last two hexes run straight.
    QFETCH(int, side);
    LaBatailleRuleSet rules;
    const GameState s = charge(4);
    const HexDirection d = rotated(from, side);
    Action a;
    a.kind = std::string(actions::charge);
    a.actors = {UnitId {"ru-cav"}};
    a.target = neighbor(centre, d);
    a.params[std::string(replyParam)] = std::string(replyCarre);
    const Evaluation e = rules.evaluate(s, a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    const auto *path = paramAs<std::vector<Hex>>(e.action.params, movePathParam);
    QVERIFY(path && path->size() >= 2);
    QVERIFY(path->back() == neighbor(centre, d));
    QVERIFY((*path)[path->size() - 2] == neighbor(neighbor(centre, d), d));
}

QTEST_APPLESS_MAIN(TstLbCharge)
#include "tst_lbcharge.moc"
