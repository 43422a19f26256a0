// The Last Hundred Yards maneuver and withdrawal (REFERENCE 1.8.3, 1.8.4): allowances, the cost of
// each hex, the test vector TLHY-MOVE-01, night, roads, what may not be entered, concealment lost
// on the way, and withdrawal with its roll in a reaction.

#include "tlhyfixture.h"

#include "core/dice/scripteddice.h"
#include "core/rules/movement.h"
#include "core/rules/tlhy/tlhymovement.h"
#include "core/rules/tlhy/tlhyruleset.h"
#include "core/rules/tlhy/tlhyturn.h"

#include <QTest>

#include <numeric>

using namespace hexfire;
using namespace tlhyfixture;

namespace {

/** The fixture's 12x12 geometry with every terrain the maneuver table prices. */
MapGrid moveMap()
{
    return MapGrid(
        MapCoordinates(12, 12, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"},
            {"stone-building", "Stone building", "#999999"}, {"marsh", "Marsh", "#88aa99"},
            {"river", "River", "#5a8ac0"}, {"wooden-building", "Wooden building", "#a0744a"},
            {"jungle", "Jungle", "#4f7f3f"}, {"tree-line", "Tree-line", "#7f9a55"},
            {"hill", "Hill", "#c2a46a"}});
}

/** An empty position in the Activation phase, the American side holding the initiative. */
GameState position()
{
    GameState s("tlhy", moveMap(),
        {{SideId {"us"}, "American", "#2a5d2a"}, {SideId {"de"}, "German", "#4a5a6a"}});
    SequencePosition p;
    p.phase = std::string(tlhykeys::activationPhase);
    p.firstSide = SideId {"us"};
    s.setSequence(p);
    return s;
}

struct Mover {
    std::string kind = "foot"; // foot, leader, tracked, wheeled
    bool reacting = false;
    std::string national = "standard";
    std::vector<std::string> statuses {};
    std::string hex = "E5";
    std::string id = "mover";
};

/** An American unit; in the activation in progress unless it reacts. */
Unit mover(const Mover &m)
{
    const TlhyUnitType type = m.kind == "leader" ? TlhyUnitType::Leader
        : m.kind == "foot"                       ? TlhyUnitType::Squad
                                                 : TlhyUnitType::Vehicle;
    Unit u = makeUnit({m.id, "us", m.hex, type});
    TlhyProfile &p = profileOf(u);
    p.wheeled = m.kind == "wheeled";
    p.nationalRule = *tlhyNationalFromKey(m.national);
    if (!m.reacting)
        u.status.set(std::string(tlhykeys::activated));
    for (const std::string &s : m.statuses)
        u.status.set(s);
    return u;
}

/** A German squad in E2 that has acted this turn, in sight of E5: American units there may react
 *  (REFERENCE 1.8.2, docs/rules.md: Who may react). */
void addEnemyThatActed(GameState &s)
{
    Unit u = makeUnit({"de-acted", "de", "E2", TlhyUnitType::Squad});
    u.status.set(std::string(tlhykeys::acted));
    s.addUnit(u);
}

std::unique_ptr<TlhyRuleSet> rulesWith(bool minimum, bool night = false)
{
    auto rules = std::make_unique<TlhyRuleSet>();
    TlhyOptions o = rules->options();
    o.minimumHexes = minimum;
    o.night = night;
    rules->setOptions(o);
    return rules;
}

/** The hexes of a column from the hex after `from` to `to` (same letter): "E6".."E8". */
std::vector<Hex> column(const char *from, int rows)
{
    std::vector<Hex> path;
    const Hex start = hexAt(from);
    for (int r = 1; r <= rows; ++r) {
        const std::string label = std::string(1, from[0]) + std::to_string(std::stoi(from + 1) + r);
        path.push_back(hexAt(label.c_str()));
        if (!adjacent(r == 1 ? start : path[path.size() - 2], path.back()))
            throw Error("the column's hexes are not adjacent");
    }
    return path;
}

Action maneuverAlong(const std::vector<Hex> &path, const std::string &id = "mover")
{
    Action a = action(tlhykeys::maneuver, {id});
    a.target = path.back();
    a.params[std::string(movePathParam)] = path;
    return a;
}

Action withdrawAlong(const std::vector<Hex> &path, std::vector<std::string> ids = {"mover"})
{
    Action a = action(tlhykeys::withdraw, std::move(ids));
    a.target = path.back();
    a.params[std::string(movePathParam)] = path;
    return a;
}

/** The movement units the resolved maneuver spent (its Moved effect's count). */
int spentBy(const TlhyRuleSet &rules, const GameState &s, const Evaluation &e)
{
    FailingDice dice;
    const Resolution r = rules.resolve(s, e, dice);
    for (const Effect &eff : r.effects) {
        if (eff.kind == EffectKind::Moved)
            return eff.count;
    }
    return -1;
}

bool has(const std::string &text, const QString &part)
{
    return text.find(part.toStdString()) != std::string::npos;
}

bool hasAssumption(const Evaluation &e, std::string_view key)
{
    return std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [&](const Assumption &a) { return a.key == key; });
}

Marker markerOf(std::string_view kind, const char *hex)
{
    Marker m;
    m.kind = std::string(kind);
    m.hex = hexAt(hex);
    return m;
}

} // namespace

class TstTlhyMovement : public QObject {
    Q_OBJECT
private slots:
    void published();
    void allowance_data();
    void allowance();
    void stepCost_data();
    void stepCost();
    void tlhyMove01_data();
    void tlhyMove01();
    void night_data();
    void night();
    void refusedHexes_data();
    void refusedHexes();
    void concealment_data();
    void concealment();
    void withdrawal_data();
    void withdrawal();
    void withdrawalRoll_data();
    void withdrawalRoll();
    void tablesFile();
};

void TstTlhyMovement::published()
{
    const TlhyRuleSet rules;
    const MovementRules *m = rules.movementRules();
    QVERIFY(m);
    QCOMPARE(m->moveAction(), tlhykeys::maneuver);
    QCOMPARE(m->unitsPerPoint(), 2);
    for (const auto key : {tlhykeys::maneuver, tlhykeys::withdraw}) {
        const ActionType *t = rules.findActionType(key);
        QVERIFY(t);
        QVERIFY(!t->shortcut.empty());
        QCOMPARE(t->params.front().key, std::string(movePathParam));
        QCOMPARE(t->params.front().type, ParamType::HexList);
    }
    QCOMPARE(rules.findActionType(tlhykeys::maneuver)->actors, ActorRule::One);
}

void TstTlhyMovement::allowance_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<bool>("reacting");
    QTest::addColumn<QString>("national");
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("night");
    QTest::addColumn<QString>("setup"); // road, road-enemy, nationality
    QTest::addColumn<int>("points"); // half MPs
    QTest::addColumn<QString>("whyNot");

    QTest::newRow("on foot, activation: 3 MP") << "foot" << false << "standard"
                                               << "" << false << "" << 6 << "";
    QTest::newRow("on foot, reaction: 2 MP") << "foot" << true << "standard"
                                             << "" << false << "" << 4 << "";
    QTest::newRow("leader moves as on foot") << "leader" << false << "standard"
                                             << "" << false << "" << 6 << "";
    QTest::newRow("tracked, activation: 5") << "tracked" << false << "standard"
                                            << "" << false << "" << 10 << "";
    QTest::newRow("tracked, reaction: 4") << "tracked" << true << "standard"
                                          << "" << false << "" << 8 << "";
    QTest::newRow("wheeled, activation: 6") << "wheeled" << false << "standard"
                                            << "" << false << "" << 12 << "";
    QTest::newRow("wheeled, reaction: 4") << "wheeled" << true << "standard"
                                          << "" << false << "" << 8 << "";
    QTest::newRow("night on foot, activation: 2 hexes") << "foot" << false << "standard"
                                                        << "" << true << "" << 4 << "";
    QTest::newRow("night on foot, reaction: 1 hex") << "foot" << true << "standard"
                                                    << "" << true << "" << 2 << "";
    QTest::newRow("night vehicle, activation: 3 hexes") << "tracked" << false << "standard"
                                                        << "" << true << "" << 6 << "";
    QTest::newRow("night vehicle, reaction: 2 hexes") << "wheeled" << true << "standard"
                                                      << "" << true << "" << 4 << "";
    QTest::newRow("night waived: Heroic") << "foot" << false << "standard"
                                          << "heroic" << true << "" << 6 << "";
    QTest::newRow("night waived: Japanese") << "foot" << true << "japanese"
                                            << "" << true << "" << 4 << "";
    QTest::newRow("night waived: Russian") << "foot" << false << "russian"
                                           << "" << true << "" << 6 << "";
    QTest::newRow("road: +1") << "foot" << false << "standard"
                              << "" << false << "road" << 8 << "";
    QTest::newRow("road, vehicle: +1") << "tracked" << false << "standard"
                                       << "" << false << "road" << 12 << "";
    QTest::newRow("road, enemy within 2: no bonus") << "foot" << false << "standard"
                                                    << "" << false << "road-enemy" << 6 << "";
    QTest::newRow("road, enemy at 3: bonus") << "foot" << false << "standard"
                                             << "" << false << "road-enemy-3" << 8 << "";
    QTest::newRow("road at night: no bonus") << "foot" << false << "japanese"
                                             << "" << true << "road" << 6 << "";
    QTest::newRow("disrupted may not maneuver") << "foot" << false << "standard"
                                                << "disrupted" << false << "" << 0 << "disrupted";
    QTest::newRow("regrouping may not maneuver")
        << "foot" << false << "standard"
        << "regrouping" << false << "" << 0 << "regrouping";
    QTest::newRow("infantry in an assault hex may not")
        << "foot" << false << "standard"
        << "" << false << "nationality" << 0 << "assault hex";
    QTest::newRow("vehicle in an assault hex may") << "tracked" << false << "standard"
                                                   << "" << false << "nationality" << 10 << "";
}

void TstTlhyMovement::allowance()
{
    QFETCH(QString, kind);
    QFETCH(bool, reacting);
    QFETCH(QString, national);
    QFETCH(QString, status);
    QFETCH(bool, night);
    QFETCH(QString, setup);
    QFETCH(int, points);
    QFETCH(QString, whyNot);
    GameState s = position();
    Mover m {kind.toStdString(), reacting, national.toStdString()};
    if (!status.isEmpty())
        m.statuses = {status.toStdString()};
    s.addUnit(mover(m));
    if (setup.startsWith("road"))
        s.editMap().addFeature(hexAt("E5"), "road");
    if (setup == "road-enemy")
        s.addUnit(makeUnit({"ge", "de", "E7"}));
    if (setup == "road-enemy-3")
        s.addUnit(makeUnit({"ge", "de", "E8"}));
    if (setup == "nationality")
        s.addMarker(markerOf(tlhykeys::assaultNationality, "E5"));
    const auto rules = rulesWith(true, night);
    const Unit &u = s.unit(UnitId {"mover"});
    QCOMPARE(TlhyTurn::isReacting(s, u), reacting);
    const MovementAllowance a = rules->movementRules()->allowance(s, u);
    QCOMPARE(a.canMove, whyNot.isEmpty());
    if (!a.canMove) {
        QVERIFY2(has(a.whyNot, whyNot), a.whyNot.c_str());
        QVERIFY(!a.whyNotRule.empty());
        // The reach overlay follows: nothing is reachable.
        QVERIFY(ReachableHexes(s, *rules->movementRules(), u).hexes().empty());
        return;
    }
    QCOMPARE(a.points, points);
    QCOMPARE(a.rule, std::string("10.0"));
}

void TstTlhyMovement::stepCost_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("feature"); // in the hex entered
    QTest::addColumn<QString>("hexside"); // on the hexside crossed
    QTest::addColumn<int>("rise"); // elevation of the hex entered over the hex left
    QTest::addColumn<bool>("firstStep"); // a vehicle that has not moved yet
    QTest::addColumn<int>("points"); // half MPs
    QTest::addColumn<bool>("allowed");
    QTest::addColumn<bool>("assumed");
    QTest::addColumn<QString>("why");

    auto row = [](const char *name, const char *kind, const char *from, const char *to,
                   const char *feature, const char *hexside, int rise, bool first, int points,
                   bool allowed, bool assumed, const char *why = "") {
        QTest::newRow(name) << kind << from << to << feature << hexside << rise << first << points
                            << allowed << assumed << why;
    };
    row("foot: open 1", "foot", "clear", "clear", "", "", 0, false, 2, true, false);
    row("foot: stone building 2", "foot", "clear", "stone-building", "", "", 0, false, 4, true,
        false);
    row("foot: wooden building 2 (DEFAULT)", "foot", "clear", "wooden-building", "", "", 0, false,
        4, true, true);
    row("foot: woods 1.5", "foot", "clear", "woods", "", "", 0, false, 3, true, false);
    row("foot: jungle 1.5", "foot", "clear", "jungle", "", "", 0, false, 3, true, false);
    row("foot: tree-line 1.5", "foot", "clear", "tree-line", "", "", 0, false, 3, true, false);
    row("foot: enter marsh 1.5", "foot", "clear", "marsh", "", "", 0, false, 3, true, false);
    row("foot: enter river 1.5", "foot", "clear", "river", "", "", 0, false, 3, true, false);
    row("foot: river to marsh = all MP", "foot", "river", "marsh", "", "", 0, false, 6, true, true);
    row("foot: ford +0.5", "foot", "river", "river", "ford", "", 0, false, 4, true, false);
    row("foot: uphill +0.5", "foot", "clear", "clear", "", "", 1, false, 3, true, false);
    row("foot: downhill +0", "foot", "clear", "hill", "", "", -1, false, 2, true, false);
    row("foot: wall hexside +0", "foot", "clear", "clear", "", "wall", 0, false, 2, true, false);
    row("foot: tree-line hexside +0", "foot", "clear", "clear", "", "tree-line", 0, false, 2, true,
        false);
    row("vehicle: open 1 (DEFAULT)", "tracked", "clear", "clear", "", "", 0, false, 2, true, true);
    row("vehicle: +1 to start moving", "tracked", "clear", "clear", "", "", 0, true, 4, true, true);
    row("vehicle: heavy woods 4", "tracked", "clear", "woods", "", "", 0, false, 8, true, false);
    row("vehicle: jungle 4", "wheeled", "clear", "jungle", "", "", 0, false, 8, true, false);
    row("vehicle: light woods 2 (DEFAULT)", "tracked", "clear", "tree-line", "", "", 0, false, 4,
        true, true);
    row("vehicle: uphill +1 (DEFAULT)", "tracked", "clear", "clear", "", "", 1, false, 4, true,
        true);
    row("vehicle: wall +1 (DEFAULT)", "tracked", "clear", "clear", "", "wall", 0, false, 4, true,
        true);
    row("vehicle: ford +1 (DEFAULT)", "tracked", "clear", "river", "ford", "", 0, false, 4, true,
        true);
    row("vehicle: urban building prohibited", "tracked", "clear", "stone-building", "", "", 0,
        false, 0, false, false, "Vehicles cannot enter stone building");
    row("vehicle: river prohibited", "wheeled", "clear", "river", "", "", 0, false, 0, false, false,
        "Vehicles cannot enter river");
    row("vehicle: marsh prohibited", "tracked", "clear", "marsh", "", "", 0, false, 0, false, false,
        "Vehicles cannot enter marsh");
}

void TstTlhyMovement::stepCost()
{
    QFETCH(QString, kind);
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, feature);
    QFETCH(QString, hexside);
    QFETCH(int, rise);
    QFETCH(bool, firstStep);
    QFETCH(int, points);
    QFETCH(bool, allowed);
    QFETCH(bool, assumed);
    QFETCH(QString, why);
    GameState s = position();
    const Hex a = hexAt("E5");
    const Hex b = hexAt("E6");
    s.editMap().setTerrain(a, from.toStdString());
    s.editMap().setTerrain(b, to.toStdString());
    s.editMap().setElevation(a, 1);
    s.editMap().setElevation(b, 1 + rise);
    if (!feature.isEmpty())
        s.editMap().addFeature(b, feature.toStdString());
    if (!hexside.isEmpty())
        s.editMap().setHexsideFeature(a, directionTo(a, b), hexside.toStdString());
    Unit u = mover({kind.toStdString()});
    if (!firstStep)
        u.movementSpent = 1; // has moved already: no cost to start moving
    s.addUnit(u);
    const auto rules = rulesWith(false);
    const StepCost c = rules->movementRules()->stepCost(s, s.unit(u.id), a, b);
    QCOMPARE(c.allowed, allowed);
    if (!allowed) {
        QVERIFY2(has(c.whyNot, why), c.whyNot.c_str());
        return;
    }
    QCOMPARE(c.points, points);
    QCOMPARE(c.assumed, assumed);
    QVERIFY(!c.what.empty());
}

void TstTlhyMovement::tlhyMove01_data()
{
    QTest::addColumn<bool>("reacting");
    QTest::addColumn<QString>("national");
    QTest::addColumn<QStringList>("terrain"); // of the hexes entered, down the column from E5
    QTest::addColumn<QStringList>("uphill"); // "1" where the hex is one level higher
    QTest::addColumn<bool>("minimum");
    QTest::addColumn<int>("spent"); // half MPs; -1: refused

    const QStringList flat {"0", "0", "0"};
    QTest::newRow("activation: woods, woods = 1.5 + 1.5 = 3")
        << false << "standard" << QStringList {"woods", "woods"} << flat << true << 6;
    QTest::newRow("activation: woods, woods, then stop (a third refused)")
        << false << "standard" << QStringList {"woods", "woods", "clear"} << flat << true << -1;
    QTest::newRow("activation: urban building then open = 2 + 1 = 3")
        << false << "standard" << QStringList {"stone-building", "clear"} << flat << true << 6;
    QTest::newRow("activation: open then open uphill = 1 + (1 + 0.5) = 2.5")
        << false << "standard" << QStringList {"clear", "clear"} << QStringList {"0", "1"} << true
        << 5;
    QTest::newRow("reaction: one woods hex = 1.5")
        << true << "standard" << QStringList {"woods"} << flat << true << 3;
    QTest::newRow("reaction: a second woods hex is refused (minimum 1 hex)")
        << true << "standard" << QStringList {"woods", "woods"} << flat << true << -1;
    QTest::newRow("reaction: a second woods hex, Japanese minimum 2 hexes")
        << true << "japanese" << QStringList {"woods", "woods"} << flat << true << 4;
    QTest::newRow("reaction: a second woods hex, Japanese without the minimum option")
        << true << "japanese" << QStringList {"woods", "woods"} << flat << false << -1;
    QTest::newRow("activation: two urban buildings fit by the 2-hex minimum")
        << false << "standard" << QStringList {"stone-building", "stone-building"} << flat << true
        << 6;
    QTest::newRow("activation: two urban buildings refused without the minimum")
        << false << "standard" << QStringList {"stone-building", "stone-building"} << flat << false
        << -1;
}

// TLHY-MOVE-01 (REFERENCE 1.8.8), through the "maneuver" action.
void TstTlhyMovement::tlhyMove01()
{
    QFETCH(bool, reacting);
    QFETCH(QString, national);
    QFETCH(QStringList, terrain);
    QFETCH(QStringList, uphill);
    QFETCH(bool, minimum);
    QFETCH(int, spent);
    GameState s = position();
    const std::vector<Hex> path = column("E5", static_cast<int>(terrain.size()));
    for (std::size_t i = 0; i < path.size(); ++i) {
        s.editMap().setTerrain(path[i], terrain[static_cast<int>(i)].toStdString());
        s.editMap().setElevation(path[i], uphill[static_cast<int>(i)].toInt());
    }
    s.addUnit(mover({"foot", reacting, national.toStdString()}));
    if (reacting)
        addEnemyThatActed(s);
    const auto rules = rulesWith(minimum);
    const Evaluation e = rules->evaluate(s, maneuverAlong(path));
    QCOMPARE(e.legal, spent >= 0);
    if (spent < 0) {
        QVERIFY2(has(e.whyNot, "movement point"), e.whyNot.c_str());
        return;
    }
    QCOMPARE(spentBy(*rules, s, e), spent);
    // The minimum shows as an assumption only where it changed a cost.
    QCOMPARE(hasAssumption(e, "tlhy.minimum-hexes"),
        terrain.count("stone-building") == 2 || national == "japanese");
}

void TstTlhyMovement::night_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("national");
    QTest::addColumn<QStringList>("terrain");
    QTest::addColumn<int>("spent"); // -1 refused

    QTest::newRow("on foot: 2 hexes of any cost")
        << "foot"
        << "standard" << QStringList {"stone-building", "stone-building"} << 4;
    QTest::newRow("on foot: a third hex is refused")
        << "foot"
        << "standard" << QStringList {"clear", "clear", "clear"} << -1;
    QTest::newRow("Japanese: by day's MPs")
        << "foot"
        << "japanese" << QStringList {"clear", "clear", "clear"} << 6;
    QTest::newRow("vehicle: 3 hexes") << "tracked"
                                      << "standard" << QStringList {"clear", "woods", "clear"} << 6;
    QTest::newRow("vehicle: a fourth hex is refused")
        << "tracked"
        << "standard" << QStringList {"clear", "clear", "clear", "clear"} << -1;
    QTest::newRow("vehicle: prohibited terrain stays prohibited")
        << "tracked"
        << "standard" << QStringList {"stone-building"} << -1;
}

void TstTlhyMovement::night()
{
    QFETCH(QString, kind);
    QFETCH(QString, national);
    QFETCH(QStringList, terrain);
    QFETCH(int, spent);
    GameState s = position();
    const std::vector<Hex> path = column("E5", static_cast<int>(terrain.size()));
    for (std::size_t i = 0; i < path.size(); ++i)
        s.editMap().setTerrain(path[i], terrain[static_cast<int>(i)].toStdString());
    s.addUnit(mover({kind.toStdString(), false, national.toStdString()}));
    const auto rules = rulesWith(true, true);
    const Evaluation e = rules->evaluate(s, maneuverAlong(path));
    QCOMPARE(e.legal, spent >= 0);
    if (spent >= 0)
        QCOMPARE(spentBy(*rules, s, e), spent);
    QCOMPARE(hasAssumption(e, "tlhy.night-hexes"), spent >= 0 && national == "standard");
}

void TstTlhyMovement::refusedHexes_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("why");
    QTest::addColumn<QString>("rule");

    QTest::newRow("an enemy hex: use Assault") << "enemy"
                                               << "use Assault"
                                               << "10.5";
    QTest::newRow("a primary impact hex") << "impact"
                                          << "primary impact"
                                          << "11.4.8";
    QTest::newRow("a disrupted unit") << "disrupted"
                                      << "disrupted"
                                      << "13.3.2";
    QTest::newRow("a vehicle into a building") << "vehicle"
                                               << "Vehicles cannot enter"
                                               << "10.0";
}

void TstTlhyMovement::refusedHexes()
{
    QFETCH(QString, setup);
    QFETCH(QString, why);
    QFETCH(QString, rule);
    GameState s = position();
    Mover m;
    if (setup == "disrupted")
        m.statuses = {std::string(tlhykeys::disrupted)};
    if (setup == "vehicle") {
        m.kind = "tracked";
        s.editMap().setTerrain(hexAt("E6"), "stone-building");
    }
    s.addUnit(mover(m));
    if (setup == "enemy")
        s.addUnit(makeUnit({"ge", "de", "E6"}));
    if (setup == "impact")
        s.addMarker(markerOf(tlhykeys::primaryImpact, "E6"));
    const auto rules = rulesWith(true);
    const Evaluation e = rules->evaluate(s, maneuverAlong({hexAt("E6")}));
    QVERIFY(!e.legal);
    QVERIFY2(has(e.whyNot, why), e.whyNot.c_str());
    QCOMPARE(QString::fromStdString(e.whyNotRule), rule);
    // The reach overlay agrees.
    const ReachableHexes reach(s, *rules->movementRules(), s.unit(UnitId {"mover"}));
    QVERIFY(!reach.reachable(hexAt("E6")));
}

void TstTlhyMovement::concealment_data()
{
    QTest::addColumn<QString>("from"); // the mover enters the next hex down the column
    QTest::addColumn<QString>("observer"); // the German unit's hex
    QTest::addColumn<QString>("terrain"); // of the hex the mover enters
    QTest::addColumn<QString>("national");
    QTest::addColumn<bool>("concealed");
    QTest::addColumn<bool>("lost");

    QTest::newRow("open, enemy at 6: lost") << "E5"
                                            << "E12"
                                            << "clear"
                                            << "standard" << true << true;
    QTest::newRow("open, enemy at 8: lost") << "E3"
                                            << "E12"
                                            << "clear"
                                            << "standard" << true << true;
    QTest::newRow("open, enemy at 9: kept") << "E2"
                                            << "E12"
                                            << "clear"
                                            << "standard" << true << false;
    QTest::newRow("cover, enemy at 3: lost") << "E5"
                                             << "E9"
                                             << "woods"
                                             << "standard" << true << true;
    QTest::newRow("cover, enemy at 4: kept") << "E5"
                                             << "E10"
                                             << "woods"
                                             << "standard" << true << false;
    QTest::newRow("cover, Japanese, enemy at 3: kept") << "E5"
                                                       << "E9"
                                                       << "woods"
                                                       << "japanese" << true << false;
    QTest::newRow("cover, Russian, enemy at 2: lost") << "E5"
                                                      << "E8"
                                                      << "woods"
                                                      << "russian" << true << true;
    QTest::newRow("not concealed: nothing to lose") << "E5"
                                                    << "E9"
                                                    << "clear"
                                                    << "standard" << false << false;
    QTest::newRow("LOS blocked by woods in E8: kept") << "E5"
                                                      << "E10"
                                                      << "clear"
                                                      << "standard" << true << false;
}

void TstTlhyMovement::concealment()
{
    QFETCH(QString, from);
    QFETCH(QString, observer);
    QFETCH(QString, terrain);
    QFETCH(QString, national);
    QFETCH(bool, concealed);
    QFETCH(bool, lost);
    GameState s = position();
    const Hex to = column(from.toStdString().c_str(), 1).front();
    s.editMap().setTerrain(to, terrain.toStdString());
    if (observer == "E10" && terrain == "clear")
        s.editMap().setTerrain(hexAt("E8"), "woods");
    Mover m {"foot", false, national.toStdString()};
    m.hex = from.toStdString();
    if (concealed)
        m.statuses = {std::string(tlhykeys::concealed)};
    s.addUnit(mover(m));
    s.addUnit(makeUnit({"ge", "de", observer.toStdString()}));
    const auto rules = rulesWith(true);
    const Evaluation e = rules->evaluate(s, maneuverAlong({to}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    FailingDice dice;
    const Resolution r = rules->resolve(s, e, dice);
    const bool cleared = std::any_of(r.effects.begin(), r.effects.end(), [](const Effect &eff) {
        return eff.kind == EffectKind::StatusCleared && eff.status == tlhykeys::concealed
            && eff.name == tlhykeys::concealmentLost;
    });
    QCOMPARE(cleared, lost);
    const bool explained = std::any_of(e.lines.begin(), e.lines.end(),
        [](const ExplanationLine &l) { return l.key == "tlhy.move.concealment"; });
    QCOMPARE(explained, lost);
    // The move itself is still made.
    QVERIFY(std::any_of(r.effects.begin(), r.effects.end(),
        [](const Effect &eff) { return eff.kind == EffectKind::Moved; }));
}

void TstTlhyMovement::withdrawal_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<int>("hexes");
    QTest::addColumn<QString>("why"); // empty: allowed

    QTest::newRow("1 hex") << "" << 1 << "";
    QTest::newRow("4 hexes through buildings: MP costs ignored") << "buildings" << 4 << "";
    QTest::newRow("5 hexes refused") << "" << 5 << "1 to 4 hexes";
    QTest::newRow("a disrupted unit may withdraw") << "disrupted" << 2 << "";
    QTest::newRow("a vehicle may not") << "vehicle" << 1 << "only infantry";
    QTest::newRow("not from an Assault Nationality hex")
        << "nationality" << 1 << "Assault Nationality";
    QTest::newRow("not into an enemy hex") << "enemy" << 2 << "held by the enemy";
    QTest::newRow("not into a primary impact hex") << "impact" << 2 << "primary impact";
    QTest::newRow("hexes must be adjacent") << "gap" << 2 << "next to the one before";
    QTest::newRow("a stack withdraws together") << "stack" << 1 << "";
}

void TstTlhyMovement::withdrawal()
{
    QFETCH(QString, setup);
    QFETCH(int, hexes);
    QFETCH(QString, why);
    GameState s = position();
    Mover m;
    if (setup == "disrupted")
        m.statuses = {std::string(tlhykeys::disrupted)};
    if (setup == "vehicle")
        m.kind = "tracked";
    s.addUnit(mover(m));
    std::vector<std::string> ids {"mover"};
    if (setup == "stack") {
        s.addUnit(mover({"leader", false, "standard", {}, "E5", "ldr"}));
        ids.push_back("ldr");
    }
    std::vector<Hex> path = column("E5", hexes);
    if (setup == "buildings") {
        for (const Hex h : path)
            s.editMap().setTerrain(h, "stone-building");
    }
    if (setup == "nationality")
        s.addMarker(markerOf(tlhykeys::assaultNationality, "E5"));
    if (setup == "enemy")
        s.addUnit(makeUnit({"ge", "de", "E7"}));
    if (setup == "impact")
        s.addMarker(markerOf(tlhykeys::primaryImpact, "E7"));
    if (setup == "gap")
        path = {hexAt("E6"), hexAt("E8")};
    const auto rules = rulesWith(true);
    const Evaluation e = rules->evaluate(s, withdrawAlong(path, ids));
    QCOMPARE(e.legal, why.isEmpty());
    if (!e.legal) {
        QVERIFY2(has(e.whyNot, why), e.whyNot.c_str());
        return;
    }
    QVERIFY(e.odds.empty()); // in an activation: no roll
    QVERIFY(hasAssumption(e, "tlhy.withdraw-hexes"));
    FailingDice dice;
    const Resolution r = rules->resolve(s, e, dice);
    std::size_t moved = 0;
    for (const Effect &eff : r.effects) {
        if (eff.kind == EffectKind::Moved) {
            QVERIFY(*eff.to == path.back());
            ++moved;
        }
    }
    QCOMPARE(moved, ids.size());
}

void TstTlhyMovement::withdrawalRoll_data()
{
    QTest::addColumn<int>("cohesion");
    QTest::addColumn<QString>("with"); // elite, leader
    QTest::addColumn<int>("die");
    QTest::addColumn<double>("pass");
    QTest::addColumn<bool>("withdraws");

    QTest::newRow("Cohesion 7, roll 7: withdraws") << 7 << "" << 7 << 0.7 << true;
    QTest::newRow("Cohesion 7, roll 8: stays") << 7 << "" << 8 << 0.7 << false;
    QTest::newRow("Elite, Cohesion 7, roll 8 - 1: withdraws") << 7 << "elite" << 8 << 0.8 << true;
    QTest::newRow("Elite, Cohesion 7, roll 9 - 1: stays") << 7 << "elite" << 9 << 0.8 << false;
    QTest::newRow("with a leader (Cohesion 8 is best), roll 9: withdraws")
        << 6 << "leader" << 9 << 0.9 << true;
    QTest::newRow("Cohesion 10, Elite: always") << 10 << "elite" << 10 << 1.0 << true;
}

void TstTlhyMovement::withdrawalRoll()
{
    QFETCH(int, cohesion);
    QFETCH(QString, with);
    QFETCH(int, die);
    QFETCH(double, pass);
    QFETCH(bool, withdraws);
    GameState s = position();
    Unit u = mover({"foot", true});
    profileOf(u).cohesion = cohesion;
    profileOf(u).reducedCohesion = cohesion;
    profileOf(u).elite = with == "elite";
    s.addUnit(u);
    std::vector<std::string> ids {"mover"};
    if (with == "leader") {
        Unit l = makeUnit({"ldr", "us", "E5", TlhyUnitType::Leader, 8});
        s.addUnit(l);
        ids.push_back("ldr");
    }
    addEnemyThatActed(s);
    const auto rules = rulesWith(true);
    QVERIFY(TlhyTurn::isReacting(s, s.unit(UnitId {"mover"})));
    const Evaluation e = rules->evaluate(s, withdrawAlong(column("E5", 2), ids));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(e.odds.size(), std::size_t(1));
    const auto &outcomes = e.odds.front().outcomes;
    const double sum = std::accumulate(outcomes.begin(), outcomes.end(), 0.0,
        [](double a, const OutcomeOdds &o) { return a + o.probability; });
    QVERIFY(qFuzzyCompare(sum, 1.0));
    QVERIFY(qFuzzyCompare(1.0 + outcomes.front().probability, 1.0 + pass));
    QCOMPARE(e.dice.size(), std::size_t(1));
    QVERIFY(hasAssumption(e, "tlhy.withdraw-roll"));
    ScriptedDice dice({die});
    const Resolution r = rules->resolve(s, e, dice);
    QVERIFY(dice.exhausted());
    const bool moved = std::any_of(r.effects.begin(), r.effects.end(),
        [](const Effect &eff) { return eff.kind == EffectKind::Moved; });
    QCOMPARE(moved, withdraws);
    // The outcome rolled is one of the outcomes the odds listed.
    const std::string key = withdraws ? "withdraws" : "stays";
    QVERIFY(std::any_of(
        outcomes.begin(), outcomes.end(), [&](const OutcomeOdds &o) { return o.key == key; }));
    QCOMPARE(r.outcomes.front().key, key);
}

void TstTlhyMovement::tablesFile()
{
    // The shipped tables.json carries the same maneuver costs as the built-in defaults.
    const TlhyTables d = TlhyTables::defaults();
    for (const char *id : {"clear", "woods", "river", "ford", "road", "wall", "stone-building"})
        QVERIFY2(d.find(id), id);
    QVERIFY(d.find("road")->road);
    QVERIFY(d.find("ford")->ford);
    QVERIFY(d.find("river")->water);
    QCOMPARE(d.find("woods")->foot.halves, std::optional<int>(3));
    QVERIFY(d.find("stone-building")->vehicle.prohibited);
    QVERIFY(d.find("tree-line")->vehicle.assumed);
}

QTEST_GUILESS_MAIN(TstTlhyMovement)
#include "tst_tlhymovement.moc"
