// Tide of Iron movement (REFERENCE 4.5.3): the test vectors TOI-MOV-01 (woods under each edition,
// through the shared reach search) and TOI-MOV-02 (uphill, along a road, a cliff), each terrain
// cost with whether it is found or assumed, the allowance (squads, officers, vehicles from the
// table, damage, units that are not fresh), enemy hexes, stacking, and the movement table reader.

#include "core/data/jsonparser.h"
#include "core/error.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/movement.h"
#include "core/rules/ruletools.h"
#include "core/rules/tideofiron/toiactions.h"
#include "core/rules/tideofiron/toiattack.h"
#include "core/rules/tideofiron/toimovement.h"

#include <QFile>
#include <QTest>

using namespace hexfire;
using namespace hexfire::toi;

namespace {

MapGrid smallMap()
{
    return MapGrid(
        MapCoordinates(16, 12, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"},
            {"building", "Building", "#999999"}, {"hill", "Hill", "#c0a070"},
            {"road", "Road", "#c8b48a"}, {"stream", "Stream", "#7fa7c8"},
            {"hedgerow", "Hedgerow", "#7f9a55"}, {"entrenchment", "Entrenchment", "#9a8a6a"},
            {"rubble", "Rubble", "#888070"}});
}

const MapGrid grid = smallMap();
Hex at(const char *label) { return grid.parse(label); }
/** The hex n steps from C6 along one direction: the test's straight corridor. */
Hex along(int n)
{
    Hex h = at("C6");
    for (int i = 0; i < n; ++i)
        h = neighbor(h, HexDirection::D1);
    return h;
}

struct U {
    std::string id;
    Hex hex;
    std::string side = "us";
    std::vector<std::string> figures {"regular", "regular", "regular", "regular"};
    std::string vehicle; /**< non-empty: a vehicle of this type */
    std::vector<std::string> status;
    int damage = 0;
};

U squad(std::string id, Hex hex, std::string side = "us")
{
    U u;
    u.id = std::move(id);
    u.hex = hex;
    u.side = std::move(side);
    return u;
}

U vehicle(std::string id, Hex hex, std::string type = "panzer-iv", std::string side = "us")
{
    U u = squad(std::move(id), hex, std::move(side));
    u.figures.clear();
    u.vehicle = std::move(type);
    return u;
}

GameState position(const std::vector<U> &units)
{
    GameState s("tideofiron", smallMap(),
        {{SideId {"us"}, "American", "#6b7a3a"}, {SideId {"de"}, "German", "#5a6a7a"}});
    for (const U &x : units) {
        Unit u;
        u.id = UnitId {x.id};
        u.name = x.id;
        u.side = SideId {x.side};
        u.hex = x.hex;
        auto p = std::make_shared<ToiProfile>();
        p->vehicle = !x.vehicle.empty();
        p->type = x.vehicle;
        p->figures = x.figures;
        u.strength = p->vehicle ? 1 : static_cast<int>(x.figures.size());
        u.maxStrength = u.strength;
        u.damage = x.damage;
        for (const std::string &k : x.status)
            u.status.set(k);
        u.profile = p;
        s.addUnit(u);
    }
    return s;
}

std::vector<std::string> strings(const QStringList &list)
{
    std::vector<std::string> out;
    for (const QString &s : list)
        out.push_back(s.toStdString());
    return out;
}

ToiOptions optionsFor(bool nextWave)
{
    ToiOptions o;
    o.edition = nextWave ? Edition::NextWave : Edition::FirstEdition;
    return o;
}

DataNode parse(const std::string &text)
{
    Diagnostics d;
    auto n = JsonParser().parse(text, "test.json", d);
    if (!n)
        throw Error(d.format());
    return *n;
}

} // namespace

class TstToiMovement : public QObject {
    Q_OBJECT
private slots:
    void moveActionIsAdvance();
    void mov01WoodsUnderEachEdition_data();
    void mov01WoodsUnderEachEdition();
    void stepCosts_data();
    void stepCosts();
    void allowance_data();
    void allowance();
    void vehicleAllowanceComesFromTheTable();
    void enemyHexIsRefused();
    void vehicleStopsInAStreamDuringTheSearch();
    void stacking_data();
    void stacking();
    void tableReader_data();
    void tableReader();
    void tablesWithoutMovementKeepTheDefaults();
    void assumptionsHaveDocsEntries();
};

void TstToiMovement::moveActionIsAdvance()
{
    const ToiOptions o;
    const std::string_view key = ToiMovement(o).moveAction();
    QCOMPARE(std::string(key), std::string(actions::advance));
    QCOMPARE(ToiMovement(o).unitsPerPoint(), 1);
}

void TstToiMovement::mov01WoodsUnderEachEdition_data()
{
    QTest::addColumn<bool>("nextWave");
    QTest::addColumn<int>("costToWoods");
    QTest::addColumn<bool>("clearBeyondReached");
    QTest::newRow("TOI-MOV-01 [FFG1] clear, woods, clear: 1+2+1 = 4") << false << 3 << true;
    QTest::newRow("TOI-MOV-01 [NW] clear, woods: 1+3 = 4, then stop") << true << 4 << false;
}

void TstToiMovement::mov01WoodsUnderEachEdition()
{
    QFETCH(bool, nextWave);
    QFETCH(int, costToWoods);
    QFETCH(bool, clearBeyondReached);
    // Woods everywhere but the corridor, so no way round the woods hex is cheaper.
    GameState s = position({squad("us-a", along(0))});
    for (const Hex h : s.map().hexes())
        s.editMap().setTerrain(h, "woods");
    s.editMap().setTerrain(along(0), "clear");
    s.editMap().setTerrain(along(1), "clear");
    s.editMap().setTerrain(along(3), "clear");
    const ToiOptions o = optionsFor(nextWave);
    const ToiMovement movement(o);
    const Unit &u = s.unit(UnitId {"us-a"});
    const ReachableHexes reach(s, movement, u);
    QCOMPARE(reach.budget(), 4);
    QCOMPARE(reach.cost(along(1)), std::optional<int>(1));
    QCOMPARE(reach.cost(along(2)), std::optional<int>(costToWoods));
    QCOMPARE(reach.reachable(along(3)), clearBeyondReached);
    if (clearBeyondReached) {
        QCOMPARE(reach.cost(along(3)), std::optional<int>(4));
        QCOMPARE(reach.pathTo(along(3)), (std::vector<Hex> {along(1), along(2), along(3)}));
    } else {
        QCOMPARE(reach.pointsLeft(along(2)), std::optional<int>(0));
    }
}

void TstToiMovement::stepCosts_data()
{
    QTest::addColumn<bool>("nextWave");
    QTest::addColumn<bool>("isVehicle");
    QTest::addColumn<QString>("fromTerrain");
    QTest::addColumn<int>("fromLevel");
    QTest::addColumn<QString>("toTerrain");
    QTest::addColumn<int>("toLevel");
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<int>("points");
    QTest::addColumn<QString>("text"); /**< in `what` when allowed, else in whyNot */
    QTest::addColumn<QString>("rule");
    QTest::addColumn<bool>("assumed");
    QTest::addColumn<bool>("mustStop");

    const QString found = "Movement";
    const QString docs = "docs/rules.md: Tide of Iron movement costs";
    // name: edition, vehicle, from, level, to, level, allowed, points, text, rule, assumed, stop
    QTest::newRow("clear 1") << false << false << "clear" << 0 << "clear" << 0 << true << 1
                             << "Clear" << found << false << false;
    QTest::newRow("woods [FFG1] squad 2") << false << false << "clear" << 0 << "woods" << 0 << true
                                          << 2 << "Woods" << found << false << false;
    QTest::newRow("woods [FFG1] vehicle 3") << false << true << "clear" << 0 << "woods" << 0 << true
                                            << 3 << "Woods" << found << false << false;
    QTest::newRow("woods [NW] squad 3") << true << false << "clear" << 0 << "woods" << 0 << true
                                        << 3 << "Woods" << found << false << false;
    QTest::newRow("woods [NW] vehicle 3") << true << true << "clear" << 0 << "woods" << 0 << true
                                          << 3 << "Woods" << found << false << false;
    QTest::newRow("TOI-MOV-02 uphill onto a level-1 hill 2")
        << false << false << "clear" << 0 << "hill" << 1 << true << 2 << "Hill, one level up"
        << found << false << false;
    QTest::newRow("TOI-MOV-02 vehicle uphill 2")
        << false << true << "clear" << 0 << "hill" << 1 << true << 2 << "Hill, one level up"
        << found << false << false;
    QTest::newRow("TOI-MOV-02 the same move along a contiguous road 1")
        << false << false << "road" << 0 << "road" << 1 << true << 1 << "Road" << found << false
        << false;
    QTest::newRow("TOI-MOV-02 0->2 hexside is a cliff")
        << false << false << "clear" << 0 << "hill" << 2 << false << 0 << "cliff" << found << false
        << false;
    QTest::newRow("cliff downhill 2->0 too") << false << true << "hill" << 2 << "road" << 0 << false
                                             << 0 << "cliff" << found << false << false;
    QTest::newRow("hill, same level 1") << false << false << "hill" << 1 << "hill" << 1 << true << 1
                                        << "Hill" << found << false << false;
    QTest::newRow("hill, one level down 1") << false << false << "hill" << 1 << "clear" << 0 << true
                                            << 1 << "Clear" << found << false << false;
    QTest::newRow("onto a road one level up from off the road 2")
        << false << false << "clear" << 0 << "road" << 1 << true << 2 << "Road, one level up"
        << found << false << false;
    QTest::newRow("woods one level up: the higher, assumed")
        << false << true << "clear" << 0 << "woods" << 1 << true << 3 << "Woods, one level up"
        << docs << true << false;
    QTest::newRow("squad into a building 2, assumed")
        << false << false << "clear" << 0 << "building" << 0 << true << 2 << "Building" << docs
        << true << false;
    QTest::newRow("vehicle into a building refused")
        << false << true << "clear" << 0 << "building" << 0 << false << 0
        << "Vehicles cannot enter Building" << docs << false << false;
    QTest::newRow("hedgerow 2, assumed") << false << false << "clear" << 0 << "hedgerow" << 0
                                         << true << 2 << "Hedgerow" << docs << true << false;
    QTest::newRow("entrenchment 1, assumed")
        << false << false << "clear" << 0 << "entrenchment" << 0 << true << 1 << "Entrenchment"
        << docs << true << false;
    QTest::newRow("squad into a stream 2, assumed")
        << false << false << "clear" << 0 << "stream" << 0 << true << 2 << "Stream" << docs << true
        << false;
    QTest::newRow("vehicle into a stream spends all its points")
        << false << true << "clear" << 0 << "stream" << 0 << true << 2 << "Stream" << docs << true
        << true;
    QTest::newRow("terrain the table does not list costs as clear, assumed")
        << false << false << "clear" << 0 << "rubble" << 0 << true << 1
        << "Rubble (not in the movement table: as clear)" << docs << true << false;
}

void TstToiMovement::stepCosts()
{
    QFETCH(bool, nextWave);
    QFETCH(bool, isVehicle);
    QFETCH(QString, fromTerrain);
    QFETCH(int, fromLevel);
    QFETCH(QString, toTerrain);
    QFETCH(int, toLevel);
    QFETCH(bool, allowed);
    QFETCH(int, points);
    QFETCH(QString, text);
    QFETCH(QString, rule);
    QFETCH(bool, assumed);
    QFETCH(bool, mustStop);
    const Hex from = along(0);
    const Hex to = along(1);
    GameState s = position({isVehicle ? vehicle("us-v", from) : squad("us-a", from)});
    s.editMap().setTerrain(from, fromTerrain.toStdString());
    s.editMap().setElevation(from, fromLevel);
    s.editMap().setTerrain(to, toTerrain.toStdString());
    s.editMap().setElevation(to, toLevel);
    const ToiOptions o = optionsFor(nextWave);
    const Unit &u = s.units().front();
    const StepCost c = ToiMovement(o).stepCost(s, u, from, to);
    QCOMPARE(c.allowed, allowed);
    QCOMPARE(QString::fromStdString(c.rule), rule);
    if (!allowed) {
        QVERIFY2(c.whyNot.find(text.toStdString()) != std::string::npos, c.whyNot.c_str());
        return;
    }
    QCOMPARE(c.points, points);
    QCOMPARE(QString::fromStdString(c.what), text);
    QCOMPARE(c.assumed, assumed);
    QCOMPARE(c.mustStop, mustStop);
    if (mustStop)
        QVERIFY2(c.stopWhy.find("spends all its movement points") != std::string::npos,
            c.stopWhy.c_str());
}

void TstToiMovement::allowance_data()
{
    QTest::addColumn<QStringList>("figures");
    QTest::addColumn<QString>("vehicleType");
    QTest::addColumn<int>("damage");
    QTest::addColumn<QStringList>("status");
    QTest::addColumn<bool>("nextWave");
    QTest::addColumn<bool>("canMove");
    QTest::addColumn<int>("points");
    QTest::addColumn<QString>("text"); /**< the why when it can move, else the whyNot */
    QTest::addColumn<QString>("rule");

    const QStringList four {"regular", "regular", "regular", "regular"};
    const QStringList none;
    QTest::newRow("squad 4") << four << "" << 0 << none << false << true << 4
                             << "Movement allowance 4"
                             << "Movement";
    QTest::newRow("squad with an officer 5")
        << QStringList {"regular", "officer", "elite"} << "" << 0 << none << false << true << 5
        << "Movement allowance 4, plus 1 with an officer"
        << "Movement; Officer";
    QTest::newRow("Panzer IV 5 from the table") << none << "panzer-iv" << 0 << none << false << true
                                                << 5 << "Panzer IV: movement allowance 5"
                                                << "Movement";
    QTest::newRow("half-track 7 from the table") << none << "halftrack" << 0 << none << false
                                                 << true << 7 << "Half-track: movement allowance 7"
                                                 << "Movement";
    QTest::newRow("[FFG1] damaged vehicle keeps its allowance")
        << none << "sherman" << damaged << none << false << true << 5
        << "Sherman: movement allowance 5"
        << "Movement";
    QTest::newRow("[NW] damaged vehicle -1")
        << none << "sherman" << damaged << none << true << true << 4
        << "Sherman: movement allowance 5, damaged −1 (Next Wave)"
        << "Movement; Vehicle damage";
    QTest::newRow("heavily damaged vehicle cannot move")
        << none << "sherman" << heavilyDamaged << none << false << false << 0
        << "heavily damaged vehicle cannot move"
        << "Vehicle damage";
    QTest::newRow("fatigued refused") << four << "" << 0 << QStringList {"fatigued"} << false
                                      << false << 0 << "is fatigued: only a fresh unit advances"
                                      << "The Action Phase";
    QTest::newRow("op fire refused") << four << "" << 0 << QStringList {"op-fire"} << false << false
                                     << 0 << "is in Op Fire mode: only a fresh unit"
                                     << "The Action Phase";
    QTest::newRow("pinned refused") << four << "" << 0 << QStringList {"pinned"} << false << false
                                    << 0 << "is pinned: only a fresh unit advances"
                                    << "The Action Phase";
    QTest::newRow("disrupted refused") << four << "" << 0 << QStringList {"disrupted"} << false
                                       << false << 0 << "is disrupted: only a fresh unit advances"
                                       << "The Action Phase";
    QTest::newRow("vehicle in Op Fire mode refused")
        << none << "halftrack" << 0 << QStringList {"op-fire"} << false << false << 0
        << "is in Op Fire mode"
        << "The Action Phase";
}

void TstToiMovement::allowance()
{
    QFETCH(QStringList, figures);
    QFETCH(QString, vehicleType);
    QFETCH(int, damage);
    QFETCH(QStringList, status);
    QFETCH(bool, nextWave);
    QFETCH(bool, canMove);
    QFETCH(int, points);
    QFETCH(QString, text);
    QFETCH(QString, rule);
    U x = vehicleType.isEmpty() ? squad("us-a", along(0))
                                : vehicle("us-a", along(0), vehicleType.toStdString());
    if (vehicleType.isEmpty())
        x.figures = strings(figures);
    x.status = strings(status);
    x.damage = damage;
    const GameState s = position({x});
    const ToiOptions o = optionsFor(nextWave);
    const MovementAllowance a = ToiMovement(o).allowance(s, s.units().front());
    QCOMPARE(a.canMove, canMove);
    if (!canMove) {
        QVERIFY2(a.whyNot.find(text.toStdString()) != std::string::npos, a.whyNot.c_str());
        QCOMPARE(QString::fromStdString(a.whyNotRule), rule);
        // The shared search gives a unit that cannot move no hex at all.
        QVERIFY(ReachableHexes(s, ToiMovement(o), s.units().front()).hexes().empty());
        return;
    }
    QCOMPARE(a.points, points);
    QCOMPARE(QString::fromStdString(a.why), text);
    QCOMPARE(QString::fromStdString(a.rule), rule);
}

void TstToiMovement::vehicleAllowanceComesFromTheTable()
{
    ToiOptions o;
    for (UnitValues &v : o.tables.vehicles) {
        if (v.key == "sherman")
            v.movement = 6;
    }
    const ToiMovement movement(o);
    const GameState s = position({vehicle("us-v", along(0), "sherman")});
    QCOMPARE(movement.allowance(s, s.units().front()).points, 6);
    // The movement reads the options it was given, not a copy: a reconfigured table counts.
    o.tables.vehicles.front().movement = 2;
    const GameState p = position({vehicle("us-p", along(0), "panzer-iv")});
    QCOMPARE(movement.allowance(p, p.units().front()).points, 2);
}

void TstToiMovement::enemyHexIsRefused()
{
    GameState s = position({squad("us-a", along(0)), squad("us-b", along(2)),
        squad("de-a", along(1), "de"), vehicle("us-v", along(3))});
    const ToiOptions o;
    const ToiMovement movement(o);
    const StepCost intoEnemy = movement.stepCost(s, s.unit(UnitId {"us-a"}), along(0), along(1));
    QVERIFY(!intoEnemy.allowed);
    QVERIFY2(intoEnemy.whyNot.starts_with("An enemy unit holds " + s.map().label(along(1))),
        intoEnemy.whyNot.c_str());
    // A tank may cross it, at 1 more point, but never stop there (tst_toimovingunderfire).
    const StepCost tankIntoEnemy
        = movement.stepCost(s, s.unit(UnitId {"us-v"}), along(2), along(1));
    QVERIFY(tankIntoEnemy.allowed);
    QVERIFY(tankIntoEnemy.passOnly);
    QCOMPARE(tankIntoEnemy.points, 2);
    // A friendly hex may be entered (stacking is checked where the move ends).
    const StepCost intoFriend = movement.stepCost(s, s.unit(UnitId {"us-v"}), along(3), along(2));
    QVERIFY2(intoFriend.allowed, intoFriend.whyNot.c_str());
    const ReachableHexes reach(s, movement, s.unit(UnitId {"us-a"}));
    QVERIFY(!reach.reachable(along(1)));
    const std::string why = whyUnreachable(s, movement, s.unit(UnitId {"us-a"}), reach, along(1));
    QVERIFY2(why.find("An enemy unit holds") != std::string::npos, why.c_str());
}

void TstToiMovement::vehicleStopsInAStreamDuringTheSearch()
{
    GameState s = position({vehicle("us-v", along(0), "halftrack")});
    s.editMap().setTerrain(along(1), "stream");
    const ToiOptions o;
    const ToiMovement movement(o);
    const ReachableHexes reach(s, movement, s.units().front());
    QVERIFY(reach.reachable(along(1)));
    QVERIFY(reach.mustStop(along(1)));
    QCOMPARE(reach.pointsLeft(along(1)), std::optional<int>(5));
    // Beyond the stream only by going round it: three hexes instead of two.
    QCOMPARE(reach.pathTo(along(2)).size(), std::size_t(3));
}

void TstToiMovement::stacking_data()
{
    QTest::addColumn<bool>("moverIsVehicle");
    QTest::addColumn<int>("squadsThere");
    QTest::addColumn<int>("vehiclesThere");
    QTest::addColumn<int>("enemySquadsElsewhere");
    QTest::addColumn<QString>("refusal"); /**< empty: may end there */

    QTest::newRow("squad into an empty hex") << false << 0 << 0 << 0 << "";
    QTest::newRow("second squad joins one") << false << 1 << 0 << 0 << "";
    QTest::newRow("third squad refused")
        << false << 2 << 0 << 0
        << "cannot end its move in D6: a hex holds at most 2 squads of one side, and there "
           "would be 3 squads.";
    QTest::newRow("vehicle joins two squads") << true << 2 << 0 << 0 << "";
    QTest::newRow("squad joins a vehicle and a squad") << false << 1 << 1 << 0 << "";
    QTest::newRow("second vehicle refused")
        << true << 0 << 1 << 0
        << "a hex holds at most 1 vehicle of one side, and there would be 2 vehicles.";
    QTest::newRow("enemy units elsewhere do not count") << false << 1 << 0 << 3 << "";
}

void TstToiMovement::stacking()
{
    QFETCH(bool, moverIsVehicle);
    QFETCH(int, squadsThere);
    QFETCH(int, vehiclesThere);
    QFETCH(int, enemySquadsElsewhere);
    QFETCH(QString, refusal);
    const Hex target = at("D6");
    std::vector<U> units {moverIsVehicle ? vehicle("mover", at("C6")) : squad("mover", at("C6"))};
    for (int i = 0; i < squadsThere; ++i)
        units.push_back(squad("s" + std::to_string(i), target));
    for (int i = 0; i < vehiclesThere; ++i)
        units.push_back(vehicle("v" + std::to_string(i), target));
    for (int i = 0; i < enemySquadsElsewhere; ++i)
        units.push_back(squad("e" + std::to_string(i), at("H8"), "de"));
    const GameState s = position(units);
    const ToiOptions o;
    const std::string why = stackingRefusal(o, s, s.unit(UnitId {"mover"}), target);
    if (refusal.isEmpty()) {
        QVERIFY2(why.empty(), why.c_str());
        return;
    }
    QVERIFY2(why.find(refusal.toStdString()) != std::string::npos, why.c_str());
    QVERIFY(why.starts_with("mover "));
}

void TstToiMovement::tableReader_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("error"); /**< empty: read without a problem */

    const QString vehicles = R"("vehicles": [{"key": "t", "name": "T",
        "infantry": {"range": 1, "firepower": 1}, "damage": [1, 2, 3], "movement": 5}])";
    QTest::newRow("a small table") << R"({"figures": [], "movement": {"squad": 4, "uphill": 2,
        "cliffLevels": 2, "road": 1, "terrain": {"clear": {"infantry": 1, "vehicle": 1}}}})"
                                   << "";
    QTest::newRow("a row without its infantry cost")
        << R"({"figures": [], "movement": {"squad": 4, "uphill": 2, "cliffLevels": 2, "road": 1,
            "terrain": {"clear": {"vehicle": 1}}}})"
        << "clear.infantry: missing field \"infantry\"";
    QTest::newRow("a misspelt flag") << R"({"figures": [], "movement": {"squad": 4, "uphill": 2,
        "cliffLevels": 2, "road": 1, "terrain": {"clear": {"infantry": 1, "vehicle": 1},
        "building": {"infantry": 2, "vehicleProhibited": true}}}})"
                                     << "did you mean \"vehiclesProhibited\"";
    QTest::newRow("a vehicle cost is needed unless vehicles are prohibited")
        << R"({"figures": [], "movement": {"squad": 4, "uphill": 2, "cliffLevels": 2, "road": 1,
            "terrain": {"clear": {"infantry": 1, "vehicle": 1}, "hedgerow": {"infantry": 2}}}})"
        << "hedgerow.vehicle: missing field \"vehicle\"";
    QTest::newRow("a cost below 1") << R"({"figures": [], "movement": {"squad": 4, "uphill": 2,
        "cliffLevels": 2, "road": 1, "terrain": {"clear": {"infantry": 0, "vehicle": 1}}}})"
                                    << "expected \"infantry\" in 1..99, got 0";
    QTest::newRow("no clear row") << R"({"figures": [], "movement": {"squad": 4, "uphill": 2,
        "cliffLevels": 2, "road": 1, "terrain": {"woods": {"infantry": 2, "vehicle": 3}}}})"
                                  << "\"clear\" row";
    QTest::newRow("Next Wave costs without the infantry")
        << R"({"figures": [], "movement": {"squad": 4, "uphill": 2, "cliffLevels": 2, "road": 1,
            "terrain": {"clear": {"infantry": 1, "vehicle": 1, "nextWave": {"vehicle": 3}}}}})"
        << "nextWave.infantry: missing field";
    QTest::newRow("a vehicle without its movement")
        << R"({"figures": [], "vehicles": [{"key": "t", "name": "T",
            "infantry": {"range": 1, "firepower": 1}, "damage": [1, 2, 3]}]})"
        << "$.vehicles[0].movement: missing field";
    QTest::newRow("a vehicle with its movement") << "{\"figures\": [], " + vehicles + "}"
                                                 << "";
    QTest::newRow("stacking without vehicles") << R"({"figures": [], "stacking": {"squads": 2}})"
                                               << "$.stacking.vehicles: missing field";
    QTest::newRow("a tank that says so in words")
        << R"({"figures": [], "vehicles": [{"key": "t", "name": "T",
            "infantry": {"range": 1, "firepower": 1}, "damage": [1, 2, 3], "movement": 5,
            "tank": "yes"}]})"
        << "$.vehicles[0].tank";
    QTest::newRow("a fortification that is no terrain id")
        << R"({"figures": [], "fortifications": [3]})"
        << "$.fortifications[0]";
    QTest::newRow("tanks' cost per enemy unit below 0")
        << R"({"figures": [], "movement": {"squad": 4, "uphill": 2, "cliffLevels": 2, "road": 1,
            "perEnemyCrossed": -1, "terrain": {"clear": {"infantry": 1, "vehicle": 1}}}})"
        << "perEnemyCrossed";
}

void TstToiMovement::tableReader()
{
    QFETCH(QString, json);
    QFETCH(QString, error);
    Diagnostics d;
    const auto t = ToiTables::fromData(parse(json.toStdString()), d);
    if (error.isEmpty()) {
        QVERIFY2(t, d.format().c_str());
        return;
    }
    QVERIFY(!t);
    QVERIFY2(d.format().find(error.toStdString()) != std::string::npos, d.format().c_str());
}

void TstToiMovement::tablesWithoutMovementKeepTheDefaults()
{
    Diagnostics d;
    const auto t = ToiTables::fromData(parse(R"({"figures": []})"), d);
    QVERIFY2(t, d.format().c_str());
    QVERIFY(t->movement == MovementTable::defaults());
    QCOMPARE(t->fortifications, std::vector<std::string> {"entrenchment"});
    QCOMPARE(t->stacking.squads, 2);
    QCOMPARE(t->stacking.vehicles, 1);
    const ToiTables shipped = ToiTables::defaults();
    const UnitValues *halftrack = shipped.vehicleType("halftrack");
    QVERIFY(halftrack);
    QCOMPARE(halftrack->movement, 7);
    const TerrainMovement *woods = shipped.movement.find("woods");
    QVERIFY(woods);
    QCOMPARE(woods->costsIn(Edition::FirstEdition).infantry, 2);
    QCOMPARE(woods->costsIn(Edition::NextWave).infantry, 3);
    QVERIFY(woods->official);
    const TerrainMovement *building = shipped.movement.find("building");
    QVERIFY(building);
    QVERIFY(building->vehiclesProhibited && !building->official);
}

void TstToiMovement::assumptionsHaveDocsEntries()
{
    QFile doc(HEXFIRE_SOURCE_DIR "/docs/rules.md");
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const std::string text = doc.readAll().toStdString();
    const ToiOptions o;
    const std::vector<Assumption> all = ToiMovement(o).assumptions();
    QCOMPARE(all.size(), std::size_t(2));
    for (const Assumption &a : all) {
        QVERIFY2(a.reference.starts_with("docs/rules.md: "), a.reference.c_str());
        QVERIFY2(text.find("### " + a.reference.substr(15) + "\n") != std::string::npos,
            a.reference.c_str());
    }
}

QTEST_GUILESS_MAIN(TstToiMovement)
#include "tst_toimovement.moc"
