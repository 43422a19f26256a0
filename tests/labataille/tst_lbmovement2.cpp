// La Bataille movement, second part (REFERENCE 2.5.2, 2.5.4): the limber roll of an artillery
// formation change (leaders' modifiers, a failed roll, the odds, undo, the table as data), the
// good-order units a disordered unit moves through and a routed unit retreats through (their
// checks, conditional odds, rolls), and the over-stacking check where a retreat ends over the
// stacking limit (one roll for the units there, failures applied).

#include "core/data/jsonparser.h"
#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/labataille/lbforcemarch.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lblimber.h"
#include "core/rules/labataille/lbmorale.h"
#include "core/rules/labataille/lbmoralelevel.h"
#include "core/rules/labataille/lbmovethrough.h"
#include "core/rules/labataille/lboverstacking.h"
#include "core/rules/labataille/lbretreat.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/movement.h"
#include "core/rules/ruletools.h"

#include <QFile>
#include <QTest>

#include <cmath>
#include <functional>

using namespace hexfire;
using namespace hexfire::labataille;

namespace {

const MapCoordinates coordinates(
    30, 30, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber);
const Hex centre = coordinates.parse("O15");

Hex away(HexDirection d, int n, Hex from = centre)
{
    Hex h = from;
    for (int i = 0; i < n; ++i)
        h = neighbor(h, d);
    return h;
}

/** An empty clear position (`edit` changes its map), in the French segment `phase` (none: no
    sequence of play). */
GameState position(std::string_view phase, const std::function<void(MapGrid &)> &edit = {})
{
    MapGrid map(coordinates,
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"},
            {"village", "Village", "#999999"}});
    if (edit)
        edit(map);
    GameState s("labataille", map,
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
    if (!phase.empty()) {
        SequencePosition p;
        p.phase = std::string(phase);
        p.firstSide = SideId {"fr"};
        p.phasingSide = SideId {"fr"};
        p.sideToAct = SideId {"fr"};
        s.setSequence(p);
    }
    return s;
}

/** The same in the Movement segment when `movement`, else without a sequence of play. */
GameState position(bool movement, const std::function<void(MapGrid &)> &edit = {})
{
    return position(movement ? phases::movement : std::string_view(), edit);
}

struct Spec {
    std::string id = "mover";
    std::string side = "fr";
    Hex hex = centre;
    UnitKind kind = UnitKind::Infantry;
    Formation formation = Formation::Column;
    int strength = 4;
    int movement = 6;
    int morale = 34;
    std::string status;
    std::string organisation;
    bool artilleryBonus = false;
    bool specialAbility = false;
};

Unit makeUnit(const Spec &s)
{
    Unit u;
    u.id = UnitId {s.id};
    u.name = s.id;
    u.side = SideId {s.side};
    u.hex = s.hex;
    u.strength = s.strength;
    u.maxStrength = std::max(s.strength, 1);
    const FacingProfile fp = facingProfile(s.kind, s.formation);
    u.facing = fp.faces == FacingKind::Vertex ? Facing::vertex(HexDirection::D0)
                                              : Facing::hexside(HexDirection::D0);
    if (s.kind == UnitKind::Leader)
        u.facing.reset();
    if (!s.status.empty())
        u.status.set(s.status);
    auto p = std::make_shared<LbProfile>();
    p->kind = s.kind;
    p->formation = s.formation;
    p->movement = s.movement;
    p->morale = s.kind == UnitKind::Leader ? 0 : s.morale;
    p->nationality = s.side == "fr" ? "french" : "russian";
    p->troop = "ligne";
    p->range = s.kind == UnitKind::Artillery ? 4 : 1;
    p->artilleryBonus = s.artilleryBonus;
    p->specialAbility = s.specialAbility;
    p->organisation = s.organisation;
    u.profile = p;
    return u;
}

Spec leader(const std::string &id, bool bonus, bool special, const std::string &side = "fr")
{
    Spec s;
    s.id = id;
    s.side = side;
    s.kind = UnitKind::Leader;
    s.movement = 12;
    s.artilleryBonus = bonus;
    s.specialAbility = special;
    return s;
}

Action formationOrder(const std::string &formation)
{
    Action a;
    a.kind = std::string(actions::changeFormation);
    a.actors = {UnitId {"mover"}};
    a.params["formation"] = formation;
    return a;
}

Action moveAlong(const std::vector<Hex> &path)
{
    Action a;
    a.kind = std::string(actions::move);
    a.actors = {UnitId {"mover"}};
    a.target = path.back();
    a.params[std::string(movePathParam)] = path;
    return a;
}

const OddsTable *oddsOf(const Evaluation &e, const std::string &subject, const QString &title)
{
    for (const OddsTable &t : e.odds) {
        if (t.subject == subject && t.title.find(title.toStdString()) != std::string::npos)
            return &t;
    }
    return nullptr;
}

double sum(const OddsTable &t)
{
    double total = 0;
    for (const OutcomeOdds &o : t.outcomes)
        total += o.probability;
    return total;
}

double probabilityOf(const OddsTable &t, const std::string &key)
{
    for (const OutcomeOdds &o : t.outcomes) {
        if (o.key == key)
            return o.probability;
    }
    return -1;
}

bool hasAssumption(const Evaluation &e, std::string_view key)
{
    return std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [&](const Assumption &a) { return a.key == key; });
}

DataNode parse(const std::string &text)
{
    Diagnostics d;
    auto n = JsonParser().parse(text, "test.json", d);
    if (!n)
        qFatal("%s", d.format().c_str());
    return *n;
}

/** A 2-dice d66 reading as the two faces the scripted dice give. */
std::vector<int> facesOf(int reading) { return {reading / 10, reading % 10}; }

} // namespace

class TstLbMovement2 : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerLaBataille(); }
    void limberRoll_data();
    void limberRoll();
    void limberRefusals_data();
    void limberRefusals();
    void limberIsUndone();
    void limberTableAsData_data();
    void limberTableAsData();
    void movingThrough_data();
    void movingThrough();
    void routThroughFriends();
    void overstacking_data();
    void overstacking();
    void forceMarch_data();
    void forceMarch();
    void forceMarchRefusals_data();
    void forceMarchRefusals();
    void assumptionsListed();
};

void TstLbMovement2::limberRoll_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("leaderKind"); // 0 none, 1 artillery bonus, 2 special ability, 3 enemy
    QTest::addColumn<int>("face");
    QTest::addColumn<double>("chance"); // of changing formation, before the roll
    QTest::addColumn<bool>("changes");
    QTest::addColumn<int>("spent"); // movementSpent after, in half points
    // MA 4: unlimbering costs 2 MP; the allowance drops to the prolonge's 1 MP, so the success
    // spends nothing more; a failure spends the 2 MP and stays limbered.
    QTest::newRow("unlimber, no leader: 3 changes")
        << "limbered"
        << "unlimbered" << 0 << 3 << 4.0 / 6 << true << 0;
    QTest::newRow("unlimber, no leader: 2 fails, 2 MP spent")
        << "limbered"
        << "unlimbered" << 0 << 2 << 4.0 / 6 << false << 4;
    QTest::newRow("artillery-bonus leader +1: 2 changes")
        << "limbered"
        << "unlimbered" << 1 << 2 << 5.0 / 6 << true << 0;
    QTest::newRow("artillery-bonus leader +1: 1 fails")
        << "limbered"
        << "unlimbered" << 1 << 1 << 5.0 / 6 << false << 4;
    QTest::newRow("special-ability leader +3: 1 changes")
        << "limbered"
        << "unlimbered" << 2 << 1 << 1.0 << true << 0;
    // Limbering pays its 2 MP from the MA 4 it gets back (prolonge limits only moving).
    QTest::newRow("limber, no leader: 3 changes, 2 MP spent")
        << "unlimbered"
        << "limbered" << 0 << 3 << 4.0 / 6 << true << 4;
    QTest::newRow("limber, no leader: 1 fails, 2 MP spent")
        << "unlimbered"
        << "limbered" << 0 << 1 << 4.0 / 6 << false << 4;
    QTest::newRow("an enemy leader does not help: 2 fails")
        << "limbered"
        << "unlimbered" << 3 << 2 << 4.0 / 6 << false << 4;
}

void TstLbMovement2::limberRoll()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(int, leaderKind);
    QFETCH(int, face);
    QFETCH(double, chance);
    QFETCH(bool, changes);
    QFETCH(int, spent);
    GameState s = position(true);
    Spec gun;
    gun.kind = UnitKind::Artillery;
    gun.formation = *formationFromKey(from.toStdString());
    gun.movement = 4;
    s.addUnit(makeUnit(gun));
    if (leaderKind == 1 || leaderKind == 2)
        s.addUnit(makeUnit(leader("General Sénarmont", leaderKind == 1, leaderKind == 2)));
    if (leaderKind == 3)
        s.addUnit(makeUnit(leader("General Yermolov", true, true, "ru")));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluateInGame(s, formationOrder(to.toStdString()));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const OddsTable *odds = oddsOf(e, "mover", "Limber roll");
    QVERIFY(odds);
    QVERIFY(std::abs(sum(*odds) - 1.0) < 1e-12);
    QVERIFY(std::abs(probabilityOf(*odds, "changed") - chance) < 1e-12);
    QVERIFY(odds->assumed);
    QCOMPARE(e.dice.size(), std::size_t {1});
    QCOMPARE(e.dice.front().sides, 6);
    QVERIFY(hasAssumption(e, "labataille.limber-roll"));
    ScriptedDice dice({face});
    const Resolution r = rules.resolve(s, e, dice);
    QVERIFY(dice.exhausted());
    QCOMPARE(r.outcomes.front().key, std::string(changes ? "change-formation" : "limber-failed"));
    s.apply(r.effects);
    const Unit &after = s.unit(UnitId {"mover"});
    const Formation expected = *formationFromKey((changes ? to : from).toStdString());
    QCOMPARE(static_cast<int>(profileOf<LbProfile>(after)->formation), static_cast<int>(expected));
    QCOMPARE(after.movementSpent, spent);
}

void TstLbMovement2::limberRefusals_data()
{
    QTest::addColumn<int>("spentBefore");
    QTest::addColumn<bool>("movementPhase");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("dice"); // the dice the evaluation lists
    QTest::addColumn<QString>("text");
    QTest::newRow("no points left: refused before the roll")
        << 6 << true << false << 0 << "has 1 movement point left";
    QTest::newRow("outside the Movement segment: free, no roll")
        << 0 << false << true << 0 << "Limbered to Unlimbered";
    QTest::newRow("in the Movement segment: the roll")
        << 0 << true << true << 1 << "rolls one die to limber or unlimber";
}

void TstLbMovement2::limberRefusals()
{
    QFETCH(int, spentBefore);
    QFETCH(bool, movementPhase);
    QFETCH(bool, legal);
    QFETCH(int, dice);
    QFETCH(QString, text);
    GameState s = position(movementPhase);
    Spec gun;
    gun.kind = UnitKind::Artillery;
    gun.formation = Formation::Limbered;
    gun.movement = 4;
    Unit u = makeUnit(gun);
    u.movementSpent = spentBefore;
    s.addUnit(u);
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluateInGame(s, formationOrder("unlimbered"));
    QCOMPARE(e.legal, legal);
    if (!legal) {
        QVERIFY2(e.whyNot.find(text.toStdString()) != std::string::npos, e.whyNot.c_str());
        QCOMPARE(e.whyNotRule, std::string("Movement"));
        return;
    }
    QCOMPARE(static_cast<int>(e.dice.size()), dice);
    QVERIFY(std::any_of(e.lines.begin(), e.lines.end(), [&](const ExplanationLine &l) {
        return l.text.find(text.toStdString()) != std::string::npos;
    }));
}

void TstLbMovement2::limberIsUndone()
{
    GameState s = position(true);
    Spec gun;
    gun.kind = UnitKind::Artillery;
    gun.formation = Formation::Limbered;
    gun.movement = 4;
    s.addUnit(makeUnit(gun));
    LaBatailleRuleSet rules;
    const GameState before = s;
    for (const int face : {1, 6}) {
        const Evaluation e = rules.evaluateInGame(s, formationOrder("unlimbered"));
        QVERIFY2(e.legal, e.whyNot.c_str());
        ScriptedDice dice({face});
        const StateDelta delta = s.apply(rules.resolve(s, e, dice).effects);
        QVERIFY(!(s.unit(UnitId {"mover"}) == before.unit(UnitId {"mover"})));
        s.revert(delta);
        QVERIFY(s.unit(UnitId {"mover"}) == before.unit(UnitId {"mover"}));
    }
}

void TstLbMovement2::limberTableAsData_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<bool>("ok");
    QTest::addColumn<int>("succeedsFrom");
    QTest::newRow("the shipped values")
        << R"({"succeedsFrom": 3, "artilleryBonus": 1, "specialAbility": 3})" << true << 3;
    QTest::newRow("a stricter game") << R"({"succeedsFrom": 5})" << true << 5;
    QTest::newRow("no threshold") << R"({"artilleryBonus": 1})" << false << 0;
    QTest::newRow("threshold out of range") << R"({"succeedsFrom": 9})" << false << 0;
    QTest::newRow("an unknown key") << R"({"succeedsFrom": 3, "dice": 2})" << false << 0;
}

void TstLbMovement2::limberTableAsData()
{
    QFETCH(QString, json);
    QFETCH(bool, ok);
    QFETCH(int, succeedsFrom);
    Diagnostics d;
    const auto t = LimberTable::fromData(parse(json.toStdString()), d);
    QCOMPARE(t.has_value() && d.size() == 0, ok);
    if (ok)
        QCOMPARE(t->succeedsFrom, succeedsFrom);
    // The shipped tables.json holds the defaults.
    QFile f(HEXFIRE_SOURCE_DIR "/resources/rulesets/labataille/tables.json");
    QVERIFY(f.open(QIODevice::ReadOnly));
    const DataNode tables = parse(f.readAll().toStdString());
    const DataNode *limber = tables.find("limber");
    QVERIFY(limber);
    Diagnostics shipped;
    const auto fromFile = LimberTable::fromData(*limber, shipped);
    QVERIFY2(fromFile, shipped.format().c_str());
    QVERIFY(*fromFile == LimberTable::defaults());
}

void TstLbMovement2::movingThrough_data()
{
    QTest::addColumn<QString>("moverStatus");
    QTest::addColumn<QString>("friendStatus");
    QTest::addColumn<int>("friendKind");
    QTest::addColumn<int>("reading"); // the friend's check, 0: no check
    QTest::addColumn<bool>("friendFails");
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int leaderKind = static_cast<int>(UnitKind::Leader);
    // Morale value 34: a reading above it passes.
    QTest::newRow("disordered mover: a good-order friend checks and passes")
        << "disordered"
        << "" << inf << 35 << false;
    QTest::newRow("disordered mover: a good-order friend checks and fails")
        << "disordered"
        << "" << inf << 34 << true;
    QTest::newRow("disordered mover: a disordered friend does not check")
        << "disordered"
        << "disordered" << inf << 0 << false;
    QTest::newRow("disordered mover: a leader does not check") << "disordered"
                                                               << "" << leaderKind << 0 << false;
    QTest::newRow("good-order mover: nobody checks") << ""
                                                     << "" << inf << 0 << false;
}

void TstLbMovement2::movingThrough()
{
    QFETCH(QString, moverStatus);
    QFETCH(QString, friendStatus);
    QFETCH(int, friendKind);
    QFETCH(int, reading);
    QFETCH(bool, friendFails);
    GameState s = position(true);
    Spec mover;
    mover.status = moverStatus.toStdString();
    s.addUnit(makeUnit(mover));
    const Hex a = away(HexDirection::D0, 1);
    const Hex b = away(HexDirection::D0, 2);
    Spec other = friendKind == static_cast<int>(UnitKind::Leader)
        ? leader("General Friant", false, false)
        : Spec {};
    other.id = friendKind == static_cast<int>(UnitKind::Leader) ? "General Friant" : "friend";
    other.hex = a;
    other.status = friendStatus.toStdString();
    s.addUnit(makeUnit(other));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluateInGame(s, moveAlong({a, b}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const OddsTable *odds = oddsOf(e, other.id, "Morale check");
    QCOMPARE(odds != nullptr, reading != 0);
    QCOMPARE(hasAssumption(e, "labataille.moving-through"), reading != 0);
    std::vector<int> faces;
    if (reading != 0) {
        QVERIFY(std::abs(sum(*odds) - 1.0) < 1e-12);
        QVERIFY(std::abs(probabilityOf(*odds, "passes") - passChance(34, 0)) < 1e-12);
        QVERIFY(std::any_of(e.lines.begin(), e.lines.end(), [](const ExplanationLine &l) {
            return l.text.find("the disordered mover moves through its hex") != std::string::npos;
        }));
        faces = facesOf(reading);
    }
    // The friend's own retreat, should it fail, makes nobody else check: its two dice only.
    QCOMPARE(e.dice.size(), faces.size());
    ScriptedDice dice(faces);
    const GameState before = s;
    const Resolution r = rules.resolve(s, e, dice);
    QVERIFY(dice.exhausted());
    const StateDelta delta = s.apply(r.effects);
    QVERIFY(s.unit(UnitId {"mover"}).hex == b);
    QCOMPARE(s.unit(UnitId {other.id}).status.has(statuses::disordered),
        friendFails || friendStatus == "disordered");
    QCOMPARE(s.unit(UnitId {other.id}).hex == a, !friendFails);
    s.revert(delta);
    QVERIFY(s.unit(UnitId {"mover"}) == before.unit(UnitId {"mover"}));
    QVERIFY(s.unit(UnitId {other.id}) == before.unit(UnitId {other.id}));
}

void TstLbMovement2::routThroughFriends()
{
    // A disordered battalion that fails its recovery routs 10 hexes, away from the enemy in D0;
    // the three hexes away from the enemy hold good-order friends, so its first step enters one
    // of them, and that friend checks if (and only if) the rout happens.
    GameState s = position(false);
    Spec mover;
    mover.status = std::string(statuses::disordered);
    s.addUnit(makeUnit(mover));
    Spec foe;
    foe.id = "foe";
    foe.side = "ru";
    foe.hex = away(HexDirection::D0, 1);
    s.addUnit(makeUnit(foe));
    const std::vector<HexDirection> back {HexDirection::D2, HexDirection::D3, HexDirection::D4};
    for (const HexDirection d : back) {
        Spec f;
        f.id = "friend-" + std::to_string(static_cast<int>(d));
        f.hex = away(d, 1);
        s.addUnit(makeUnit(f));
    }
    LaBatailleRuleSet rules;
    Action a;
    a.kind = std::string(actions::recoverMorale);
    a.actors = {UnitId {"mover"}};
    const Evaluation e = rules.evaluate(s, a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    const RetreatPath path = retreatPath(rules.options(), s, s.unit(UnitId {"mover"}), 10, true);
    QVERIFY(!path.hexes.empty());
    const Unit *passed = nullptr;
    for (const Unit *u : s.unitsIn(path.hexes.front()))
        passed = u->id.value.rfind("friend-", 0) == 0 ? u : passed;
    QVERIFY(passed);
    const OddsTable *odds = oddsOf(e, passed->id.value, "retreats through it");
    QVERIFY(odds);
    QVERIFY(std::abs(sum(*odds) - 1.0) < 1e-12);
    const double moverFails = 1.0 - passChance(34, -3);
    QVERIFY(std::abs(probabilityOf(*odds, "not-checked") - (1.0 - moverFails)) < 1e-12);
    QVERIFY(
        std::abs(probabilityOf(*odds, "fails") - moverFails * (1.0 - passChance(34, 0))) < 1e-12);
    QVERIFY(std::any_of(e.dice.begin(), e.dice.end(),
        [](const DieSpec &d) { return d.conditional && d.purpose == "morale check, tens die"; }));
    // The mover fails (11 - 3), the friend passes (66): two checks rolled.
    ScriptedDice dice({1, 1, 6, 6});
    const Resolution r = rules.resolve(s, e, dice);
    QVERIFY(dice.exhausted());
    const auto rolled = std::count_if(r.effects.begin(), r.effects.end(),
        [](const Effect &x) { return x.name == "morale-roll"; });
    QCOMPARE(rolled, 2);
    // The mover passes: nobody else rolls.
    ScriptedDice passing({6, 6});
    rules.resolve(s, e, passing);
    QVERIFY(passing.exhausted());
}

void TstLbMovement2::overstacking_data()
{
    QTest::addColumn<int>("friendStrength");
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<int>("reading");
    QTest::addColumn<bool>("over");
    QTest::addColumn<bool>("friendFails");
    // Clear holds 18 infantry increments: 16 + the mover's 4 is over, 12 + 4 is not.
    QTest::newRow("clear, 16 + 4 increments: over, the roll passes")
        << 16 << "clear" << 35 << true << false;
    QTest::newRow("clear, 16 + 4 increments: over, the roll fails")
        << 16 << "clear" << 34 << true << true;
    QTest::newRow("clear, 12 + 4 increments: within the limit")
        << 12 << "clear" << 0 << false << false;
    QTest::newRow("village, one battalion: over") << 4 << "village" << 22 << true << true;
}

void TstLbMovement2::overstacking()
{
    QFETCH(int, friendStrength);
    QFETCH(QString, terrain);
    QFETCH(int, reading);
    QFETCH(bool, over);
    QFETCH(bool, friendFails);
    const Hex end = away(HexDirection::D3, 2);
    GameState s = position(false, [&](MapGrid &m) { m.setTerrain(end, terrain.toStdString()); });
    s.addUnit(makeUnit(Spec {}));
    Spec f;
    f.id = "friend";
    f.hex = end;
    f.strength = friendStrength;
    f.formation = terrain == "village" ? Formation::GeneralOrder : Formation::Column;
    s.addUnit(makeUnit(f));
    Spec foe;
    foe.id = "foe";
    foe.side = "ru";
    foe.hex = away(HexDirection::D0, 3);
    s.addUnit(makeUnit(foe));
    LaBatailleRuleSet rules;
    const LbOverstacking check(rules.options());
    const Unit &mover = s.unit(UnitId {"mover"});
    const std::string why = check.problem(s, mover, end);
    QCOMPARE(!why.empty(), over);
    if (!over)
        return;
    Evaluation e;
    check.explainIfRetreat(s, mover, end, why, 0.5, e);
    const OddsTable *odds = oddsOf(e, "friend", "Over-stacking check");
    QVERIFY(odds);
    QVERIFY(std::abs(sum(*odds) - 1.0) < 1e-12);
    QVERIFY(std::abs(probabilityOf(*odds, "not-checked") - 0.5) < 1e-12);
    QVERIFY(hasAssumption(e, "labataille.over-stacking"));
    QCOMPARE(e.dice.size(), std::size_t {2});
    QVERIFY(e.dice.front().conditional);
    Resolution r;
    ScriptedDice dice(facesOf(reading));
    check.resolve(s, mover, end, why, dice, r);
    QVERIFY(dice.exhausted());
    const GameState before = s;
    const StateDelta delta = s.apply(r.effects);
    QCOMPARE(s.unit(UnitId {"friend"}).status.has(statuses::disordered), friendFails);
    QCOMPARE(s.unit(UnitId {"friend"}).hex == end, !friendFails);
    s.revert(delta);
    QVERIFY(s.unit(UnitId {"friend"}) == before.unit(UnitId {"friend"}));
}

/** The 1st Division: "mover" and "second" (MA 6, morale 34, in column), "moved" that has moved,
    and "other" of the 2nd Division. */
GameState division(
    std::string_view phase = phases::movement, const std::function<void(Unit &)> &tweak = {})
{
    GameState s = position(phase);
    const auto add = [&](const std::string &id, Hex hex, const std::string &org) {
        Spec u;
        u.id = id;
        u.hex = hex;
        u.organisation = org;
        return makeUnit(u);
    };
    Unit mover = add("mover", centre, "1st Division");
    if (tweak)
        tweak(mover);
    s.addUnit(mover);
    s.addUnit(add("second", away(HexDirection::D3, 2), "1st Division"));
    Unit moved = add("moved", away(HexDirection::D3, 4), "1st Division");
    moved.movementSpent = 2;
    s.addUnit(moved);
    s.addUnit(add("other", away(HexDirection::D3, 6), "2nd Division"));
    return s;
}

Action forceMarchOrder(int turn)
{
    Action a;
    a.kind = std::string(actions::forceMarch);
    a.actors = {UnitId {"mover"}};
    a.params[forceMarchTurnParam] = turn;
    return a;
}

void TstLbMovement2::forceMarch_data()
{
    QTest::addColumn<int>("turn");
    QTest::addColumn<int>("reading"); // both units roll it
    QTest::addColumn<bool>("passes");
    // Morale 34; the modifier counts in base 6: 45 − 6 reads 35, 44 − 6 reads 34.
    QTest::newRow("first turn −6: 45 reads 35, passes") << 1 << 45 << true;
    QTest::newRow("first turn −6: 44 reads 34, fails") << 1 << 44 << false;
    QTest::newRow("second turn −12: 55 reads 35, passes") << 2 << 55 << true;
    QTest::newRow("third turn −18: 62 reads 32, fails") << 3 << 62 << false;
}

void TstLbMovement2::forceMarch()
{
    QFETCH(int, turn);
    QFETCH(int, reading);
    QFETCH(bool, passes);
    GameState s = division();
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluateInGame(s, forceMarchOrder(turn));
    QVERIFY2(e.legal, e.whyNot.c_str());
    // The two units of the division that have not moved check; the others do not.
    for (const std::string id : {"mover", "second"}) {
        const OddsTable *odds = oddsOf(e, id, "Morale check");
        QVERIFY(odds);
        QVERIFY(std::abs(sum(*odds) - 1.0) < 1e-12);
        QVERIFY(std::abs(probabilityOf(*odds, "passes") - passChance(34, -6 * turn)) < 1e-12);
    }
    QVERIFY(!oddsOf(e, "moved", "Morale check"));
    QVERIFY(!oddsOf(e, "other", "Morale check"));
    QVERIFY(hasAssumption(e, "labataille.force-march"));
    std::vector<int> faces = facesOf(reading);
    const std::vector<int> again = facesOf(reading);
    faces.insert(faces.end(), again.begin(), again.end());
    if (!passes) // each failure's retreat: nobody is passed, no more dice
        QVERIFY(e.dice.size() >= 4);
    ScriptedDice dice(faces);
    const GameState before = s;
    const StateDelta delta = s.apply(rules.resolve(s, e, dice).effects);
    QVERIFY(dice.exhausted());
    const Unit &mover = s.unit(UnitId {"mover"});
    QCOMPARE(mover.status.has(statuses::forceMarch), passes);
    QCOMPARE(mover.status.has(statuses::disordered), !passes);
    QCOMPARE(rules.movement().allowance(s, mover).points, passes ? 24 : 6);
    if (passes) {
        const Evaluation change = rules.evaluateInGame(s, formationOrder("line"));
        QVERIFY(!change.legal);
        QVERIFY2(
            change.whyNot.find("is on a force march") != std::string::npos, change.whyNot.c_str());
        QCOMPARE(change.whyNotRule, std::string(forceMarchRule));
        Action melee;
        melee.kind = std::string(actions::melee);
        melee.actors = {UnitId {"mover"}};
        melee.target = away(HexDirection::D0, 1);
        const Evaluation assault = rules.evaluate(s, melee);
        QVERIFY(!assault.legal);
        QVERIFY2(assault.whyNot.find("make a melee assault") != std::string::npos,
            assault.whyNot.c_str());
        // The end of the turn clears the force march.
        Action end;
        end.kind = std::string(actions::endOfTurn);
        GameState ended = s;
        ScriptedDice none({});
        ended.apply(rules.resolve(ended, rules.evaluate(ended, end), none).effects);
        QVERIFY(!ended.unit(UnitId {"mover"}).status.has(statuses::forceMarch));
    }
    s.revert(delta);
    QVERIFY(s.unit(UnitId {"mover"}) == before.unit(UnitId {"mover"}));
    QVERIFY(s.unit(UnitId {"second"}) == before.unit(UnitId {"second"}));
}

void TstLbMovement2::forceMarchRefusals_data()
{
    QTest::addColumn<QString>("change"); // what is different from the division
    QTest::addColumn<QString>("text");
    QTest::newRow("no organisation") << "no-organisation"
                                     << "belongs to no organisation";
    QTest::newRow("morale level 1") << "morale-level"
                                    << "only an organisation at morale level 0";
    QTest::newRow("the unit has moved") << "moved"
                                        << "has moved this player turn";
    QTest::newRow("disordered") << "disordered"
                                << "is not in good order";
    QTest::newRow("a fourth turn") << "turn-4"
                                   << "one, two or three consecutive turns";
    QTest::newRow("outside the Movement segment") << "phase"
                                                  << "not allowed in the Offensive Fire phase";
}

void TstLbMovement2::forceMarchRefusals()
{
    QFETCH(QString, change);
    QFETCH(QString, text);
    const std::string what = change.toStdString();
    const std::string_view phase = what == "phase" ? phases::offensiveFire : phases::movement;
    GameState s = division(phase, [&](Unit &u) {
        auto p = std::make_shared<LbProfile>(*profileOf<LbProfile>(u));
        if (what == "no-organisation")
            p->organisation.clear();
        u.profile = p;
        if (what == "morale-level")
            u.status.set(moraleLevelStatus(1));
        if (what == "moved")
            u.status.set(std::string(statuses::moved));
        if (what == "disordered")
            u.status.set(std::string(statuses::disordered));
    });
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluateInGame(s, forceMarchOrder(change == "turn-4" ? 4 : 1));
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find(text.toStdString()) != std::string::npos, e.whyNot.c_str());
}

void TstLbMovement2::assumptionsListed()
{
    LaBatailleRuleSet rules;
    const std::vector<Assumption> all = rules.assumptions();
    for (const std::string_view key : {"labataille.limber-roll", "labataille.moving-through",
             "labataille.over-stacking", "labataille.force-march"})
        QVERIFY2(
            std::any_of(all.begin(), all.end(), [&](const Assumption &a) { return a.key == key; }),
            std::string(key).c_str());
}

QTEST_GUILESS_MAIN(TstLbMovement2)
#include "tst_lbmovement2.moc"
