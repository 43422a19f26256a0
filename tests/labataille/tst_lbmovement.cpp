// La Bataille movement (REFERENCE 2.5.2): the allowance and each of its modifiers, the cost of each
// terrain and hexside for each kind, the zones of influence (mover kind x holder kind), leaving a
// zone only at the start, enemy hexes, general-order terrain, stacking, formation and facing costs
// in and out of the Movement segment, undo, and the movement table as data.

#include "core/data/jsonparser.h"
#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmovement.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/movement.h"

#include <QFile>
#include <QTest>

#include <functional>

using namespace hexfire;
using namespace hexfire::labataille;

namespace {

const MapCoordinates coordinates(
    12, 12, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber);
const Hex centre = coordinates.parse("F6");

Hex next(HexDirection d, Hex from = centre) { return neighbor(from, d); }

/** A map of every terrain the movement table prices, and "orchard", which it does not. */
MapGrid moveMap()
{
    return MapGrid(coordinates,
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"},
            {"village", "Village", "#999999"}, {"garden", "Garden", "#88aa55"},
            {"swamp", "Swamp", "#668877"}, {"orchard", "Orchard", "#77aa44"}});
}

using MapEdit = std::function<void(MapGrid &)>;

/** An empty position; in the French Movement segment when `movement`. */
GameState position(const MapEdit &edit = {}, bool movement = false)
{
    MapGrid map = moveMap();
    if (edit)
        edit(map);
    GameState s("labataille", map,
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
    if (movement) {
        SequencePosition p;
        p.phase = std::string(phases::movement);
        p.firstSide = SideId {"fr"};
        p.phasingSide = SideId {"fr"};
        p.sideToAct = SideId {"fr"};
        s.setSequence(p);
    }
    return s;
}

struct Spec {
    std::string id = "mover";
    std::string side = "fr";
    Hex hex = centre;
    UnitKind kind = UnitKind::Infantry;
    Formation formation = Formation::Column;
    int strength = 4;
    int movement = 6;
    std::optional<Facing> facing; // default: fits the formation, towards D0
    std::string status;
    std::string troop = "ligne";
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
    u.facing = s.facing                  ? s.facing
        : fp.faces == FacingKind::Vertex ? Facing::vertex(HexDirection::D0)
                                         : Facing::hexside(HexDirection::D0);
    if (!s.status.empty())
        u.status.set(s.status);
    auto p = std::make_shared<LbProfile>();
    p->kind = s.kind;
    p->formation = s.formation;
    p->movement = s.movement;
    p->nationality = s.side == "fr" ? "french" : "russian";
    p->troop = s.troop;
    p->range = s.kind == UnitKind::Artillery ? 4 : 1;
    u.profile = p;
    return u;
}

Spec enemy(Hex hex, UnitKind kind = UnitKind::Infantry, Formation f = Formation::Column)
{
    Spec s;
    s.id = "2nd Battalion, Pavlov Grenadiers";
    s.side = "ru";
    s.hex = hex;
    s.kind = kind;
    s.formation = f;
    s.troop = "";
    // Off the centre in direction D0, facing back along it: front hexsides D2, D3 and D4.
    s.facing = Facing::hexside(HexDirection::D3);
    return s;
}

Action moveAlong(const std::vector<Hex> &path, const std::string &id = "mover")
{
    Action a;
    a.kind = std::string(actions::move);
    a.actors = {UnitId {id}};
    a.target = path.back();
    a.params[std::string(movePathParam)] = path;
    return a;
}

Action order(std::string_view kind, const std::string &formation = {})
{
    Action a;
    a.kind = std::string(kind);
    a.actors = {UnitId {"mover"}};
    if (!formation.empty())
        a.params["formation"] = formation;
    return a;
}

bool has(const std::string &text, const QString &part)
{
    return text.find(part.toStdString()) != std::string::npos;
}

const Effect *effectNamed(const std::vector<Effect> &effects, std::string_view name)
{
    for (const Effect &e : effects) {
        if (e.name == name)
            return &e;
    }
    return nullptr;
}

std::vector<Effect> resolved(
    const LaBatailleRuleSet &rules, const GameState &s, const Evaluation &e)
{
    ScriptedDice dice({});
    return rules.resolve(s, e, dice).effects;
}

DataNode parse(const std::string &text)
{
    Diagnostics d;
    auto n = JsonParser().parse(text, "test.json", d);
    if (!n)
        qFatal("%s", d.format().c_str());
    return *n;
}

} // namespace

class TstLbMovement : public QObject {
    Q_OBJECT
private slots:
    void vocabulary();
    void allowance_data();
    void allowance();
    void stepCost_data();
    void stepCost();
    void zonesOfInfluence_data();
    void zonesOfInfluence();
    void zoneHolders();
    void leavingAZone_data();
    void leavingAZone();
    void pathStopsInAZone();
    void cavalryRidesThroughInfantryZones();
    void enemyHexRefused();
    void moveSetsMovedAndIsUndone();
    void stacking_data();
    void stacking();
    void formationCost_data();
    void formationCost();
    void facingCost_data();
    void facingCost();
    void ordersInMovementAreUndone();
    void shippedTableEqualsDefaults();
    void tableErrors_data();
    void tableErrors();
};

void TstLbMovement::vocabulary()
{
    LaBatailleRuleSet rules;
    QVERIFY(rules.movementRules() == &rules.movement());
    QCOMPARE(rules.movementRules()->moveAction(), actions::move);
    QCOMPARE(rules.movementRules()->unitsPerPoint(), 2);
    const ActionType *move = findByKey(rules.vocabulary().actions, actions::move);
    QVERIFY(move);
    QCOMPARE(move->actors, ActorRule::One);
    QCOMPARE(move->target, TargetKind::Hex);
    QCOMPARE(move->params.size(), std::size_t {1});
    QCOMPARE(move->params.front().type, ParamType::HexList);
    QCOMPARE(move->params.front().key, std::string(movePathParam));
    const StatusType *moved = findByKey(rules.vocabulary().statuses, statuses::moved);
    QVERIFY(moved);
    QCOMPARE(moved->name, std::string("Moved"));
    QCOMPARE(moved->look.style, StatusLook::Style::Badge);
    QVERIFY(rules.findEffectType("movement-spent"));
    QVERIFY(rules.findEffectType(statuses::moved));
    QVERIFY(rules.findEffectType("move"));
    // The editor paints the movement table's terrain and features.
    const RuleVocabulary &v = rules.vocabulary();
    for (const char *id : {"garden", "swamp", "woods", "village"})
        QVERIFY2(std::any_of(v.terrainKinds.begin(), v.terrainKinds.end(),
                     [&](const TerrainKind &k) { return k.id == id; }),
            id);
    const FeatureType *road = findByKey(v.featureTypes, std::string_view("road"));
    QVERIFY(road);
    QCOMPARE(road->place, FeaturePlace::InHex);
    const FeatureType *stream = findByKey(v.featureTypes, std::string_view("stream"));
    QVERIFY(stream);
    QCOMPARE(stream->place, FeaturePlace::Hexside);
}

void TstLbMovement::allowance_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("formation");
    QTest::addColumn<int>("ma");
    QTest::addColumn<QString>("status");
    QTest::addColumn<bool>("twoHexes");
    QTest::addColumn<int>("halves"); // -1: cannot move
    QTest::addColumn<QString>("text"); // in the reason, or in what the allowance comes from
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int art = static_cast<int>(UnitKind::Artillery);
    const int leader = static_cast<int>(UnitKind::Leader);
    const int col = static_cast<int>(Formation::Column);
    const int line = static_cast<int>(Formation::Line);
    const int carre = static_cast<int>(Formation::Carre);
    const int go = static_cast<int>(Formation::GeneralOrder);
    const int limbered = static_cast<int>(Formation::Limbered);
    const int unlimbered = static_cast<int>(Formation::Unlimbered);
    QTest::newRow("infantry in column: its MA")
        << inf << col << 6 << "" << false << 12 << "Movement allowance 6";
    QTest::newRow("starting in line: MA -2") << inf << line << 6 << "" << false << 8 << "in line";
    QTest::newRow("cavalry line: MA -2") << cav << line << 14 << "" << false << 24 << "in line";
    QTest::newRow("carré: MA 1") << inf << carre << 6 << "" << false << 2 << "carré";
    QTest::newRow("disordered: half, rounded down")
        << inf << go << 5 << "disordered" << false << 4 << "half";
    QTest::newRow("disordered MA 6: 3") << inf << col << 6 << "disordered" << false << 6 << "half";
    QTest::newRow("routed does not move")
        << inf << col << 6 << "routed" << false << -1 << "routed unit does not move";
    QTest::newRow("cavalry that charged does not move")
        << cav << col << 14 << "charged" << false << -1 << "charges or moves, never both";
    QTest::newRow("retreated before melee does not move")
        << inf << col << 6 << "retreated" << false << -1 << "retreated before melee";
    QTest::newRow("no MA printed")
        << inf << col << 0 << "" << false << -1 << "no movement allowance";
    QTest::newRow("a line across two hexes closes first")
        << inf << line << 6 << "" << true << -1 << "close the line";
    QTest::newRow("leader: his MA")
        << leader << col << 10 << "" << false << 20 << "Movement allowance 10";
    QTest::newRow("limbered guns: their MA")
        << art << limbered << 4 << "" << false << 8 << "Movement allowance 4";
    QTest::newRow("unlimbered guns: prolonge")
        << art << unlimbered << 4 << "" << false << 2 << "prolonge";
}

void TstLbMovement::allowance()
{
    QFETCH(int, kind);
    QFETCH(int, formation);
    QFETCH(int, ma);
    QFETCH(QString, status);
    QFETCH(bool, twoHexes);
    QFETCH(int, halves);
    QFETCH(QString, text);
    Spec sp;
    sp.kind = static_cast<UnitKind>(kind);
    sp.formation = static_cast<Formation>(formation);
    sp.movement = ma;
    sp.status = status.toStdString();
    Unit u = makeUnit(sp);
    if (twoHexes)
        u.alsoIn = {next(HexDirection::D2)};
    const GameState s = position();
    LaBatailleRuleSet rules;
    const MovementAllowance a = rules.movement().allowance(s, u);
    QCOMPARE(a.canMove, halves >= 0);
    if (halves < 0) {
        QVERIFY2(has(a.whyNot, text), a.whyNot.c_str());
        return;
    }
    QCOMPARE(a.points, halves);
    QVERIFY2(has(a.why, text), a.why.c_str());
}

void TstLbMovement::stepCost_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("formation");
    QTest::addColumn<QString>("troop");
    QTest::addColumn<QString>("terrain"); // of the hex entered
    QTest::addColumn<QString>("hexside"); // the feature crossed, or empty
    QTest::addColumn<bool>("road"); // a road in both hexes
    QTest::addColumn<int>("halves"); // -1: not allowed
    QTest::addColumn<QString>("text"); // in the reason, or in what is paid for
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int art = static_cast<int>(UnitKind::Artillery);
    const int leader = static_cast<int>(UnitKind::Leader);
    const int col = static_cast<int>(Formation::Column);
    const int line = static_cast<int>(Formation::Line);
    const int skirmish = static_cast<int>(Formation::Skirmish);
    const int road = static_cast<int>(Formation::RoadMarch);
    const int go = static_cast<int>(Formation::GeneralOrder);
    const int limbered = static_cast<int>(Formation::Limbered);
    const int unlimbered = static_cast<int>(Formation::Unlimbered);
    QTest::newRow("infantry, clear: 1") << inf << col << ""
                                        << "clear"
                                        << "" << false << 2 << "Clear";
    QTest::newRow("cavalry, clear: 1") << cav << col << ""
                                       << "clear"
                                       << "" << false << 2 << "Clear";
    QTest::newRow("artillery, clear: 1") << art << limbered << ""
                                         << "clear"
                                         << "" << false << 2 << "Clear";
    QTest::newRow("infantry line, clear: 1") << inf << line << ""
                                             << "clear"
                                             << "" << false << 2 << "Clear";
    QTest::newRow("infantry, woods in GO: 2") << inf << go << ""
                                              << "woods"
                                              << "" << false << 4 << "Woods";
    QTest::newRow("cavalry, woods in GO: 5") << cav << go << ""
                                             << "woods"
                                             << "" << false << 10 << "Woods";
    QTest::newRow("artillery, woods: no") << art << limbered << ""
                                          << "woods"
                                          << "" << false << -1 << "artillery may not";
    QTest::newRow("infantry, village in GO: 3") << inf << go << ""
                                                << "village"
                                                << "" << false << 6 << "Village";
    QTest::newRow("cavalry, village in GO: 3") << cav << go << ""
                                               << "village"
                                               << "" << false << 6 << "Village";
    QTest::newRow("artillery, village: 3") << art << limbered << ""
                                           << "village"
                                           << "" << false << 6 << "Village";
    QTest::newRow("infantry, garden in GO: 2") << inf << go << ""
                                               << "garden"
                                               << "" << false << 4 << "Garden";
    QTest::newRow("cavalry, garden in GO: 2") << cav << go << ""
                                              << "garden"
                                              << "" << false << 4 << "Garden";
    QTest::newRow("artillery, garden: 4") << art << limbered << ""
                                          << "garden"
                                          << "" << false << 8 << "Garden";
    QTest::newRow("tirailleurs, swamp: 4") << inf << skirmish << ""
                                           << "swamp"
                                           << "" << false << 8 << "Swamp";
    QTest::newRow("infantry column, swamp: tirailleurs only")
        << inf << col << ""
        << "swamp"
        << "" << false << -1 << "tirailleur order";
    QTest::newRow("cavalry, swamp: no") << cav << col << ""
                                        << "swamp"
                                        << "" << false << -1 << "cavalry may not";
    QTest::newRow("column into woods: general order only")
        << inf << col << ""
        << "woods"
        << "" << false << -1 << "only in general order";
    QTest::newRow("cavalry column into village: general order only")
        << cav << col << ""
        << "village"
        << "" << false << -1 << "general-order terrain";
    QTest::newRow("line into garden: open terrain only")
        << inf << line << ""
        << "garden"
        << "" << false << -1 << "only in open terrain";
    QTest::newRow("infantry, slope: +2") << inf << col << ""
                                         << "clear"
                                         << "slope" << false << 6 << "across a slope +2";
    QTest::newRow("cavalry, slope: +3") << cav << col << ""
                                        << "clear"
                                        << "slope" << false << 8 << "across a slope +3";
    QTest::newRow("artillery, slope: +4") << art << limbered << ""
                                          << "clear"
                                          << "slope" << false << 10 << "across a slope +4";
    QTest::newRow("infantry, stream: +3") << inf << col << ""
                                          << "clear"
                                          << "stream" << false << 8 << "across a stream +3";
    QTest::newRow("cavalry, stream: +5") << cav << col << ""
                                         << "clear"
                                         << "stream" << false << 12 << "across a stream +5";
    QTest::newRow("artillery, stream: +4") << art << limbered << ""
                                           << "clear"
                                           << "stream" << false << 10 << "across a stream +4";
    QTest::newRow("river: only by a bridge") << inf << col << ""
                                             << "clear"
                                             << "river" << false << -1 << "only by a bridge";
    QTest::newRow("bridge in road march: 1") << inf << road << ""
                                             << "clear"
                                             << "bridge" << true << 2 << "across the bridge";
    QTest::newRow("bridge in column: road march only")
        << inf << col << ""
        << "clear"
        << "bridge" << true << -1 << "only in road march";
    QTest::newRow("road in road march: 1/2") << inf << road << ""
                                             << "clear"
                                             << "" << true << 1 << "along the road";
    QTest::newRow("road, not in road march: the terrain")
        << inf << col << ""
        << "woods"
        << "" << true << -1 << "only in general order";
    QTest::newRow("road march through a village: 2") << cav << road << ""
                                                     << "village"
                                                     << "" << true << 4 << "along the road";
    QTest::newRow("road march along a road, stream (a ford): +3")
        << inf << road << ""
        << "clear"
        << "stream" << true << 7 << "across a stream +3";
    QTest::newRow("road march off the road: the terrain") << inf << road << ""
                                                          << "clear"
                                                          << "" << false << 2 << "Clear";
    QTest::newRow("terrain the table does not list: as clear") << inf << col << ""
                                                               << "orchard"
                                                               << "" << false << 2 << "Orchard";
    QTest::newRow("prolonge: one clear hex") << art << unlimbered << ""
                                             << "clear"
                                             << "" << false << 2 << "by prolonge";
    QTest::newRow("prolonge across a slope") << art << unlimbered << ""
                                             << "clear"
                                             << "slope" << false << 2 << "by prolonge";
    QTest::newRow("prolonge: not across a stream") << art << unlimbered << ""
                                                   << "clear"
                                                   << "stream" << false << -1 << "prolonge";
    QTest::newRow("prolonge: not into a garden") << art << unlimbered << ""
                                                 << "garden"
                                                 << "" << false << -1 << "prolonge";
    QTest::newRow("leader, woods: the cavalry's 5") << leader << col << ""
                                                    << "woods"
                                                    << "" << false << 10 << "Woods";
    QTest::newRow("horse artillery, stream: the artillery's +4") << art << limbered << "horse"
                                                                 << "clear"
                                                                 << "stream" << false << 10 << "+4";
}

void TstLbMovement::stepCost()
{
    QFETCH(int, kind);
    QFETCH(int, formation);
    QFETCH(QString, troop);
    QFETCH(QString, terrain);
    QFETCH(QString, hexside);
    QFETCH(bool, road);
    QFETCH(int, halves);
    QFETCH(QString, text);
    const Hex to = next(HexDirection::D0);
    const GameState s = position([&](MapGrid &m) {
        m.setTerrain(to, terrain.toStdString());
        if (!hexside.isEmpty())
            m.setHexsideFeature(centre, HexDirection::D0, hexside.toStdString());
        if (road) {
            m.addFeature(centre, "road");
            m.addFeature(to, "road");
        }
    });
    Spec sp;
    sp.kind = static_cast<UnitKind>(kind);
    sp.formation = static_cast<Formation>(formation);
    sp.troop = troop.toStdString();
    const Unit u = makeUnit(sp);
    LaBatailleRuleSet rules;
    const StepCost c = rules.movement().stepCost(s, u, centre, to);
    QCOMPARE(c.allowed, halves >= 0);
    if (halves < 0) {
        QVERIFY2(has(c.whyNot, text), c.whyNot.c_str());
        QVERIFY(!c.rule.empty());
        return;
    }
    QCOMPARE(c.points, halves);
    QVERIFY2(has(c.what, text), c.what.c_str());
    QVERIFY(!c.mustStop);
    // Friedland's chart was not found: every cost from the Heilsberg column is assumed.
    QVERIFY(c.assumed);
    QCOMPARE(c.rule, std::string("docs/rules.md: La Bataille movement costs"));
}

void TstLbMovement::zonesOfInfluence_data()
{
    QTest::addColumn<int>("mover");
    QTest::addColumn<QString>("troop");
    QTest::addColumn<int>("holder");
    QTest::addColumn<int>("holderFormation");
    QTest::addColumn<QString>("holderStatus");
    QTest::addColumn<bool>("flank"); // the hex entered is next to a flank hexside of the holder
    QTest::addColumn<QString>("stops"); // empty: continues; else in the stop sentence
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int art = static_cast<int>(UnitKind::Artillery);
    const int leader = static_cast<int>(UnitKind::Leader);
    const int col = static_cast<int>(Formation::Column);
    const int carre = static_cast<int>(Formation::Carre);
    const int limbered = static_cast<int>(Formation::Limbered);
    QTest::newRow("infantry enters infantry ZdI: stops")
        << inf << "" << inf << col << "" << false << "infantry stops";
    QTest::newRow("infantry enters artillery ZdI: stops")
        << inf << "" << art << limbered << "" << false << "infantry stops";
    QTest::newRow("infantry enters cavalry ZdI: stops")
        << inf << "" << cav << col << "" << false << "infantry stops";
    QTest::newRow("foot artillery enters infantry ZdI: stops")
        << art << "foot" << inf << col << "" << false << "foot artillery stops";
    QTest::newRow("foot artillery enters cavalry ZdI: stops")
        << art << "foot" << cav << col << "" << false << "foot artillery stops";
    QTest::newRow("cavalry enters infantry ZdI: continues")
        << cav << "" << inf << col << "" << false << "";
    QTest::newRow("cavalry enters artillery ZdI: continues")
        << cav << "" << art << limbered << "" << false << "";
    QTest::newRow("cavalry enters cavalry ZdI: stops")
        << cav << "" << cav << col << "" << false << "cavalry stops";
    QTest::newRow("horse artillery enters infantry ZdI: continues")
        << art << "horse" << inf << col << "" << false << "";
    QTest::newRow("horse artillery enters cavalry ZdI: stops")
        << art << "horse" << cav << col << "" << false << "horse artillery stops";
    QTest::newRow("leader enters infantry ZdI: continues")
        << leader << "" << inf << col << "" << false << "";
    QTest::newRow("leader enters cavalry ZdI: stops")
        << leader << "" << cav << col << "" << false << "leader stops";
    QTest::newRow("next to a flank hexside: no ZdI") << inf << "" << inf << col << "" << true << "";
    QTest::newRow("a carré has no ZdI") << inf << "" << inf << carre << "" << false << "";
    QTest::newRow("a leader has no ZdI") << inf << "" << leader << col << "" << false << "";
    QTest::newRow("a routed unit has no ZdI") << inf << "" << inf << col << "routed" << false << "";
    QTest::newRow("a disordered unit keeps its ZdI")
        << inf << "" << inf << col << "disordered" << false << "infantry stops";
}

void TstLbMovement::zonesOfInfluence()
{
    QFETCH(int, mover);
    QFETCH(QString, troop);
    QFETCH(int, holder);
    QFETCH(int, holderFormation);
    QFETCH(QString, holderStatus);
    QFETCH(bool, flank);
    QFETCH(QString, stops);
    // The holder two hexes off in D0 faces the centre (hexside D3): its front hexsides are D2, D3
    // and D4; the hex between it and the centre is in its zone, the one off its D1 flank is not.
    const Hex holderHex = next(HexDirection::D0, next(HexDirection::D0));
    const Hex entered = flank ? next(HexDirection::D1, holderHex) : next(HexDirection::D0);
    const Hex from = flank ? next(HexDirection::D1, entered) : centre;
    GameState s = position();
    Spec h = enemy(holderHex, static_cast<UnitKind>(holder),
        static_cast<UnitKind>(holder) == UnitKind::Artillery
            ? Formation::Limbered
            : static_cast<Formation>(holderFormation));
    h.facing = Facing::hexside(HexDirection::D3);
    h.status = holderStatus.toStdString();
    s.addUnit(makeUnit(h));
    Spec m;
    m.hex = from;
    m.kind = static_cast<UnitKind>(mover);
    m.formation = m.kind == UnitKind::Artillery ? Formation::Limbered : Formation::Column;
    m.troop = troop.toStdString();
    m.movement = 14;
    const Unit u = makeUnit(m);
    s.addUnit(u);
    LaBatailleRuleSet rules;
    QVERIFY(adjacent(from, entered));
    const StepCost c = rules.movement().stepCost(s, u, from, entered);
    QVERIFY2(c.allowed, c.whyNot.c_str());
    QCOMPARE(c.mustStop, !stops.isEmpty());
    if (stops.isEmpty())
        return;
    QCOMPARE(QString::fromStdString(c.stopWhy),
        "Enters the zone of influence of 2nd Battalion, Pavlov Grenadiers: " + stops);
}

void TstLbMovement::zoneHolders()
{
    // A Russian battalion two hexes off faces the centre: the hex between is in its zone, the
    // centre is not. A carré beside has no zone.
    GameState s = position();
    const Hex a = next(HexDirection::D0, next(HexDirection::D0));
    Spec first = enemy(a);
    first.id = "ru-a";
    first.facing = Facing::hexside(HexDirection::D3);
    s.addUnit(makeUnit(first));
    Spec carre = enemy(
        next(HexDirection::D5, next(HexDirection::D5)), UnitKind::Infantry, Formation::Carre);
    carre.id = "ru-carre";
    s.addUnit(makeUnit(carre));
    const Unit mover = makeUnit(Spec {});
    s.addUnit(mover);
    const Hex between = next(HexDirection::D0);
    QCOMPARE(zdiHolders(s, mover, between), std::vector<UnitId> {UnitId {"ru-a"}});
    QVERIFY(zdiHolders(s, mover, centre).empty());
    QVERIFY(zdiHolders(s, mover, next(HexDirection::D5)).empty()); // the carré has none
    QCOMPARE(zdiHoldersLeft(s, mover, between, centre), std::vector<UnitId> {UnitId {"ru-a"}});
    QVERIFY(zdiHoldersLeft(s, mover, centre, between).empty());
    // For a Russian the zones are the French ones: the French mover's column faces D0.
    Spec russian;
    russian.id = "ru-mover";
    russian.side = "ru";
    QCOMPARE(zdiHolders(s, makeUnit(russian), between), std::vector<UnitId> {UnitId {"mover"}});
}

void TstLbMovement::leavingAZone_data()
{
    QTest::addColumn<int>("mover");
    QTest::addColumn<int>("spentBefore");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("text");
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    QTest::newRow("infantry leaves at the start of its movement")
        << inf << 0 << true << "Movement points left";
    QTest::newRow("infantry that spent points stays in the zone")
        << inf << 2 << false << "only at the start of its movement";
    QTest::newRow("cavalry leaves an infantry zone whenever")
        << cav << 2 << true << "Movement points left";
}

void TstLbMovement::leavingAZone()
{
    QFETCH(int, mover);
    QFETCH(int, spentBefore);
    QFETCH(bool, legal);
    QFETCH(QString, text);
    // The mover stands in the zone of a battalion facing it from D0 and goes back two hexes.
    GameState s = position();
    Spec h = enemy(next(HexDirection::D0));
    s.addUnit(makeUnit(h));
    Spec m;
    m.kind = static_cast<UnitKind>(mover);
    m.movement = 14;
    Unit u = makeUnit(m);
    u.movementSpent = spentBefore;
    s.addUnit(u);
    LaBatailleRuleSet rules;
    const Hex back = next(HexDirection::D3);
    const Evaluation e = rules.evaluate(s, moveAlong({back, next(HexDirection::D3, back)}));
    QCOMPARE(e.legal, legal);
    if (!legal) {
        QVERIFY2(has(e.whyNot, text), e.whyNot.c_str());
        QCOMPARE(e.whyNotRule, std::string("Zones d'Influence"));
        return;
    }
    QVERIFY(std::any_of(e.lines.begin(), e.lines.end(),
        [&](const ExplanationLine &l) { return has(l.text, text); }));
}

void TstLbMovement::pathStopsInAZone()
{
    // A battalion faces the centre from three hexes off: infantry entering the hex between stops
    // there, a path beyond it is refused with the reason, the reach ends there and says why.
    GameState s = position();
    const Hex zone = next(HexDirection::D0, next(HexDirection::D0));
    s.addUnit(makeUnit(enemy(next(HexDirection::D0, zone))));
    s.addUnit(makeUnit(Spec {}));
    LaBatailleRuleSet rules;
    const Hex first = next(HexDirection::D0);
    const Evaluation stops = rules.evaluate(s, moveAlong({first, zone}));
    QVERIFY2(stops.legal, stops.whyNot.c_str());
    const auto stopLine = std::find_if(stops.lines.begin(), stops.lines.end(),
        [](const ExplanationLine &l) { return l.key == "move.stop"; });
    QVERIFY(stopLine != stops.lines.end());
    QCOMPARE(stopLine->text,
        std::string("Enters the zone of influence of 2nd Battalion, Pavlov Grenadiers: infantry "
                    "stops"));
    const Hex beyond = next(HexDirection::D1, zone);
    QVERIFY(s.map().contains(beyond));
    const Evaluation on = rules.evaluate(s, moveAlong({first, zone, beyond}));
    QVERIFY(!on.legal);
    QVERIFY2(has(on.whyNot, "infantry stops"), on.whyNot.c_str());
    const ReachableHexes reach(s, rules.movement(), s.unit(UnitId {"mover"}));
    QVERIFY(reach.reachable(zone));
    QVERIFY(reach.mustStop(zone));
}

void TstLbMovement::cavalryRidesThroughInfantryZones()
{
    GameState s = position();
    const Hex zone = next(HexDirection::D0, next(HexDirection::D0));
    s.addUnit(makeUnit(enemy(next(HexDirection::D0, zone))));
    Spec m;
    m.kind = UnitKind::Cavalry;
    m.movement = 14;
    s.addUnit(makeUnit(m));
    LaBatailleRuleSet rules;
    const Hex first = next(HexDirection::D0);
    const Hex beyond = next(HexDirection::D1, zone);
    const Evaluation e = rules.evaluate(s, moveAlong({first, zone, beyond}));
    QVERIFY2(e.legal, e.whyNot.c_str());
}

void TstLbMovement::enemyHexRefused()
{
    GameState s = position();
    const Hex there = next(HexDirection::D0);
    Spec h = enemy(there);
    h.facing = Facing::hexside(HexDirection::D0); // faces away: no zone on the mover's side
    s.addUnit(makeUnit(h));
    Spec m;
    m.kind = UnitKind::Cavalry;
    m.movement = 14;
    s.addUnit(makeUnit(m));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, moveAlong({there}));
    QVERIFY(!e.legal);
    QVERIFY2(has(e.whyNot, "held by the enemy"), e.whyNot.c_str());
    QVERIFY2(has(e.whyNot, "Pavlov"), e.whyNot.c_str());
    QCOMPARE(e.whyNotRule, std::string("Movement"));
}

void TstLbMovement::moveSetsMovedAndIsUndone()
{
    // In the Movement segment through the game's gate: the move costs 1 + 1 + (1 + 3 for the
    // stream) = 6 movement points, sets "moved", and reverting it restores the hex and the points.
    const Hex a = next(HexDirection::D0);
    const Hex b = next(HexDirection::D0, a);
    const Hex c = next(HexDirection::D0, b);
    GameState s
        = position([&](MapGrid &m) { m.setHexsideFeature(b, HexDirection::D0, "stream"); }, true);
    s.addUnit(makeUnit(Spec {}));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluateInGame(s, moveAlong({a, b, c}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [](const Assumption &x) { return x.key == "labataille.movement-costs"; }));
    const std::vector<Effect> effects = resolved(rules, s, e);
    const Effect *move = effectNamed(effects, "move");
    QVERIFY(move);
    QCOMPARE(move->count, 12);
    const Effect *moved = effectNamed(effects, statuses::moved);
    QVERIFY(moved);
    QCOMPARE(moved->kind, EffectKind::StatusSet);
    const GameState before = s;
    const StateDelta delta = s.apply(effects);
    const Unit &after = s.unit(UnitId {"mover"});
    QVERIFY(after.hex == c);
    QCOMPARE(after.movementSpent, 12);
    QVERIFY(after.status.has(statuses::moved));
    s.revert(delta);
    QVERIFY(s.unit(UnitId {"mover"}) == before.unit(UnitId {"mover"}));
    QCOMPARE(s.unit(UnitId {"mover"}).movementSpent, 0);
    QVERIFY(s.unit(UnitId {"mover"}).hex == centre);
    // The enemy side may not move in the French Movement segment.
    Spec r = enemy(next(HexDirection::D3, next(HexDirection::D3, next(HexDirection::D3))));
    r.id = "ru-unit";
    s.addUnit(makeUnit(r));
    const Evaluation theirs = rules.evaluateInGame(
        s, moveAlong({next(HexDirection::D3, next(HexDirection::D3))}, "ru-unit"));
    QVERIFY(!theirs.legal);
}

void TstLbMovement::stacking_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<int>("kindThere");
    QTest::addColumn<int>("formationThere");
    QTest::addColumn<int>("strengthThere");
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("formation");
    QTest::addColumn<int>("strength");
    QTest::addColumn<QString>("text"); // empty: legal
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int art = static_cast<int>(UnitKind::Artillery);
    const int leader = static_cast<int>(UnitKind::Leader);
    const int col = static_cast<int>(Formation::Column);
    const int line = static_cast<int>(Formation::Line);
    const int go = static_cast<int>(Formation::GeneralOrder);
    const int road = static_cast<int>(Formation::RoadMarch);
    const int limbered = static_cast<int>(Formation::Limbered);
    QTest::newRow("clear: 12 + 6 infantry increments")
        << "clear" << inf << col << 12 << inf << col << 6 << "";
    QTest::newRow("clear: 14 + 6 infantry increments is over 18")
        << "clear" << inf << col << 14 << inf << col << 6 << "at most 18 infantry increments";
    QTest::newRow("clear: 12 + 8 cavalry increments is over 18")
        << "clear" << cav << col << 12 << cav << col << 8 << "at most 18 cavalry increments";
    QTest::newRow("clear: 4 + 4 artillery increments is over 6")
        << "clear" << art << limbered << 4 << art << limbered << 4
        << "at most 6 artillery increments";
    QTest::newRow("clear: a battery joins 12 infantry")
        << "clear" << inf << col << 12 << art << limbered << 4 << "";
    QTest::newRow("clear: a battery joins 14 infantry: over 12")
        << "clear" << inf << col << 14 << art << limbered << 4
        << "12 infantry increments with a battery";
    QTest::newRow("one formation per hex")
        << "clear" << inf << line << 4 << inf << col << 4 << "One formation per hex";
    QTest::newRow("a leader joins any stack")
        << "clear" << inf << line << 4 << leader << col << 0 << "";
    QTest::newRow("village: one battalion")
        << "village" << inf << go << 4 << inf << go << 4 << "holds at most one unit";
    QTest::newRow("village: a battalion and a battery")
        << "village" << inf << go << 4 << art << limbered << 4 << "";
    QTest::newRow("woods: one unit")
        << "woods" << inf << go << 4 << cav << go << 4 << "holds at most one unit";
    QTest::newRow("road march: 4 increments")
        << "clear" << inf << road << 3 << inf << road << 3 << "at most 4 increments in road march";
}

void TstLbMovement::stacking()
{
    QFETCH(QString, terrain);
    QFETCH(int, kindThere);
    QFETCH(int, formationThere);
    QFETCH(int, strengthThere);
    QFETCH(int, kind);
    QFETCH(int, formation);
    QFETCH(int, strength);
    QFETCH(QString, text);
    const Hex to = next(HexDirection::D0);
    GameState s = position([&](MapGrid &m) { m.setTerrain(to, terrain.toStdString()); });
    Spec there;
    there.id = "friend";
    there.hex = to;
    there.kind = static_cast<UnitKind>(kindThere);
    there.formation = static_cast<Formation>(formationThere);
    there.strength = strengthThere;
    s.addUnit(makeUnit(there));
    Spec m;
    m.kind = static_cast<UnitKind>(kind);
    m.formation = static_cast<Formation>(formation);
    m.strength = strength;
    m.movement = 8;
    s.addUnit(makeUnit(m));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, moveAlong({to}));
    QCOMPARE(e.legal, text.isEmpty());
    if (text.isEmpty())
        return;
    QVERIFY2(has(e.whyNot, text), e.whyNot.c_str());
    QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [](const Assumption &x) { return x.key == "labataille.stacking"; }));
}

void TstLbMovement::formationCost_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<int>("ma");
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<bool>("movementPhase");
    QTest::addColumn<int>("spentBefore");
    QTest::addColumn<int>("spent"); // movementSpent after; -1: refused
    QTest::addColumn<int>("left"); // movement points left after, in halves
    QTest::addColumn<QString>("text"); // in the reason, or in the explanation
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int art = static_cast<int>(UnitKind::Artillery);
    const int col = static_cast<int>(Formation::Column);
    const int line = static_cast<int>(Formation::Line);
    const int go = static_cast<int>(Formation::GeneralOrder);
    const int limbered = static_cast<int>(Formation::Limbered);
    // Infantry forming line pays 1 + 1 MP: its line allowance is 2 less, so nothing more is spent.
    QTest::newRow("infantry forms line: 2 MP")
        << inf << col << "line" << 6 << "clear" << true << 0 << 0 << 8 << "forming line +1";
    QTest::newRow("infantry leaves line: 1 MP and the line's 2")
        << inf << line << "column" << 6 << "clear" << true << 0 << 6 << 6
        << "Infantry changes formation: 1 MP";
    QTest::newRow("entering general order is free")
        << inf << col << "general-order" << 6 << "clear" << true << 0 << 0 << 12
        << "Entering general order is free";
    QTest::newRow("leaving general order is free")
        << inf << go << "column" << 6 << "clear" << true << 0 << 0 << 12
        << "Leaving general order is free";
    QTest::newRow("cavalry forms line: 3 + 1 MP") << cav << col << "line" << 12 << "clear" << true
                                                  << 0 << 4 << 16 << "Cavalry changes formation";
    // The limber roll (a 6 here) is tst_lbmovement2's.
    QTest::newRow("artillery unlimbers: 2 MP and the limber roll")
        << art << limbered << "unlimbered" << 4 << "clear" << true << 0 << 0 << 2
        << "and the limber roll";
    QTest::newRow("not enough points left") << inf << col << "line" << 6 << "clear" << true << 10
                                            << -1 << 0 << "has 1 movement point left";
    QTest::newRow("no line in woods") << inf << go << "line" << 6 << "woods" << true << 0 << -1 << 0
                                      << "cannot form line in woods";
    // General-order terrain is refused on entering it; a unit already there (a bundled example
    // has a line in a wood) may change formation.
    QTest::newRow("in a village: a change in place")
        << inf << go << "column" << 6 << "village" << true << 0 << 0 << 12
        << "Leaving general order is free";
    QTest::newRow("outside the Movement segment: free")
        << inf << col << "line" << 6 << "clear" << false << 0 << 0 << 8 << "Column to Line";
    QTest::newRow("outside the Movement segment: any terrain")
        << inf << go << "column" << 6 << "village" << false << 0 << 0 << 12
        << "General order to Column";
}

void TstLbMovement::formationCost()
{
    QFETCH(int, kind);
    QFETCH(int, from);
    QFETCH(QString, to);
    QFETCH(int, ma);
    QFETCH(QString, terrain);
    QFETCH(bool, movementPhase);
    QFETCH(int, spentBefore);
    QFETCH(int, spent);
    QFETCH(int, left);
    QFETCH(QString, text);
    GameState s
        = position([&](MapGrid &m) { m.setTerrain(centre, terrain.toStdString()); }, movementPhase);
    Spec m;
    m.kind = static_cast<UnitKind>(kind);
    m.formation = static_cast<Formation>(from);
    m.movement = ma;
    Unit u = makeUnit(m);
    u.movementSpent = spentBefore;
    s.addUnit(u);
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluateInGame(s, order(actions::changeFormation, to.toStdString()));
    QCOMPARE(e.legal, spent >= 0);
    if (spent < 0) {
        QVERIFY2(has(e.whyNot, text), e.whyNot.c_str());
        return;
    }
    QVERIFY(std::any_of(e.lines.begin(), e.lines.end(),
        [&](const ExplanationLine &l) { return has(l.text, text); }));
    ScriptedDice limberDie({6});
    const std::vector<Effect> effects = rules.resolve(s, e, limberDie).effects;
    const Effect *charge = effectNamed(effects, "movement-spent");
    QCOMPARE(charge != nullptr, movementPhase && spent > spentBefore);
    if (charge) {
        QCOMPARE(charge->kind, EffectKind::Moved);
        QVERIFY(*charge->from == centre);
        QVERIFY(*charge->to == centre);
    }
    s.apply(effects);
    const Unit &after = s.unit(UnitId {"mover"});
    QCOMPARE(after.movementSpent, spent);
    QVERIFY(after.hex == centre);
    QCOMPARE(rules.movement().allowance(s, after).points - after.movementSpent, left);
}

void TstLbMovement::facingCost_data()
{
    QTest::addColumn<bool>("movementPhase");
    QTest::addColumn<int>("spentBefore");
    QTest::addColumn<int>("spent"); // -1: refused
    QTest::addColumn<QString>("text");
    QTest::newRow("one hexside: 1 MP") << true << 0 << 2 << "turns one hexside: 1 MP";
    QTest::newRow("no point left") << true << 12 << -1 << "has 0 movement points left";
    QTest::newRow("outside the Movement segment: free") << false << 0 << 0 << "turns clockwise";
}

void TstLbMovement::facingCost()
{
    QFETCH(bool, movementPhase);
    QFETCH(int, spentBefore);
    QFETCH(int, spent);
    QFETCH(QString, text);
    GameState s = position({}, movementPhase);
    Unit u = makeUnit(Spec {});
    u.movementSpent = spentBefore;
    s.addUnit(u);
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluateInGame(s, order(actions::turnClockwise));
    QCOMPARE(e.legal, spent >= 0);
    if (spent < 0) {
        QVERIFY2(has(e.whyNot, text), e.whyNot.c_str());
        return;
    }
    QVERIFY(std::any_of(e.lines.begin(), e.lines.end(),
        [&](const ExplanationLine &l) { return has(l.text, text); }));
    if (movementPhase) {
        const auto line = std::find_if(e.lines.begin(), e.lines.end(),
            [](const ExplanationLine &l) { return l.key == "move.order-cost"; });
        QVERIFY(line != e.lines.end());
        QVERIFY(line->assumed);
        QCOMPARE(line->rule, std::string("docs/rules.md: La Bataille facing change cost"));
        QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(),
            [](const Assumption &x) { return x.key == "labataille.facing-cost"; }));
    }
    s.apply(resolved(rules, s, e));
    QCOMPARE(s.unit(UnitId {"mover"}).movementSpent, spent);
}

void TstLbMovement::ordersInMovementAreUndone()
{
    GameState s = position({}, true);
    s.addUnit(makeUnit(Spec {}));
    LaBatailleRuleSet rules;
    const GameState before = s;
    const Evaluation e = rules.evaluateInGame(s, order(actions::turnCounterClockwise));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const StateDelta delta = s.apply(resolved(rules, s, e));
    QCOMPARE(s.unit(UnitId {"mover"}).movementSpent, 2);
    s.revert(delta);
    QVERIFY(s.unit(UnitId {"mover"}) == before.unit(UnitId {"mover"}));
}

void TstLbMovement::shippedTableEqualsDefaults()
{
    QFile f(HEXFIRE_SOURCE_DIR "/resources/rulesets/labataille/tables.json");
    QVERIFY(f.open(QIODevice::ReadOnly));
    const DataNode tables = parse(f.readAll().toStdString());
    const DataNode *movement = tables.find("movement");
    QVERIFY(movement);
    Diagnostics d;
    const auto t = LbMovementTable::fromData(*movement, d);
    QVERIFY2(t, d.format().c_str());
    QVERIFY(*t == LbMovementTable::defaults());
    QVERIFY(t->assumed);
    QCOMPARE(*t->findTerrain("woods")->cost.cavalry, 10);
    QCOMPARE(t->road, 1);
    // Tables without a movement table keep the defaults.
    QVERIFY(LbTables::defaults().movement == LbMovementTable::defaults());
}

void TstLbMovement::tableErrors_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("error"); // empty: accepted
    QTest::newRow("a small table")
        << R"({"terrain": {"clear": {"infantry": 1, "cavalry": 1, "artillery": 1}}})"
        << "";
    QTest::newRow("halves") << R"({"terrain": {"clear": {"infantry": 1.5, "cavalry": 1,
        "artillery": "prohibited"}}, "road": 0.5})"
                            << "";
    QTest::newRow("no clear row")
        << R"({"terrain": {"woods": {"infantry": 1, "cavalry": 1, "artillery": 1}}})"
        << "\"clear\" row";
    QTest::newRow("a third of a point")
        << R"({"terrain": {"clear": {"infantry": 0.3, "cavalry": 1, "artillery": 1}}})"
        << "halves";
    QTest::newRow("a missing column") << R"({"terrain": {"clear": {"infantry": 1, "cavalry": 1}}})"
                                      << "artillery";
    QTest::newRow("an unknown field")
        << R"({"terrain": {"clear": {"infantry": 1, "cavalry": 1, "artillery": 1,
        "generalOrders": true}}})"
        << "generalOrder";
    QTest::newRow("a prohibited road")
        << R"({"terrain": {"clear": {"infantry": 1, "cavalry": 1, "artillery": 1}},
        "road": "prohibited"})"
        << "not \"prohibited\"";
}

void TstLbMovement::tableErrors()
{
    QFETCH(QString, json);
    QFETCH(QString, error);
    Diagnostics d;
    const auto t = LbMovementTable::fromData(parse(json.toStdString()), d);
    QCOMPARE(t.has_value(), error.isEmpty());
    if (!error.isEmpty())
        QVERIFY2(d.format().find(error.toStdString()) != std::string::npos, d.format().c_str());
}

QTEST_GUILESS_MAIN(TstLbMovement)
#include "tst_lbmovement.moc"
