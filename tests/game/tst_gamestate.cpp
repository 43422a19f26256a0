// GameState::apply and revert are exact inverses for every generic effect kind; a bad effect
// throws and leaves the state as it was; copies share the map until one is edited; a delta holds
// only what changed. No rule system is involved: effects are generic state changes.

#include "core/error.h"
#include "core/game/gamestate.h"
#include "core/hex/mapcoordinates.h"

#include "../hex/hextestutil.h"

#include <QTest>

#include <atomic>
#include <random>
#include <thread>

using namespace hexfire;

namespace {

MapGrid smallMap()
{
    return MapGrid(
        MapCoordinates(12, 12, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"}});
}

Hex hexAt(const char *label) { return smallMap().parse(label); }

/** A profile of no rule system: shared code only swaps it, never reads it. */
struct TestProfile final : UnitProfile {
    int value = 0;
    explicit TestProfile(int v)
        : value(v)
    { }
    std::string_view rulesetId() const override { return "none"; }
    bool equals(const UnitProfile &other) const override
    {
        const auto *o = dynamic_cast<const TestProfile *>(&other);
        return o && o->value == value;
    }
};

Unit makeUnit(const std::string &id, const std::string &side, const char *hex)
{
    Unit u;
    u.id = UnitId {id};
    u.name = id;
    u.side = SideId {side};
    u.hex = hexAt(hex);
    u.strength = 2;
    u.maxStrength = 2;
    return u;
}

GameState position()
{
    GameState s("none", smallMap(),
        {{SideId {"us"}, "American", "#2a5d2a"}, {SideId {"de"}, "German", "#4a5a6a"}});
    Unit a = makeUnit("a", "us", "H9");
    a.status.set("concealed");
    a.status.set("regrouping");
    a.profile = std::make_shared<TestProfile>(1);
    s.addUnit(a);
    s.addUnit(makeUnit("b", "de", "I9"));
    Reinforcement r;
    r.unit = makeUnit("r", "us", "H10");
    r.turn = 2;
    r.entry = {hexAt("H10")};
    s.addReinforcement(r);
    Marker m;
    m.kind = "fire";
    m.hex = hexAt("H9");
    m.side = SideId {"us"};
    m.value = -1;
    s.addMarker(m);
    m.kind = "smoke";
    m.value = 0;
    m.params["lasts"] = 2;
    s.addMarker(m);
    return s;
}

Effect effect(EffectKind kind, const std::string &unit = "a")
{
    Effect e;
    e.kind = kind;
    e.name = std::string(key(kind));
    e.unit = UnitId {unit};
    switch (kind) {
    case EffectKind::StrengthLost:
    case EffectKind::StrengthGained:
        e.count = 1;
        break;
    case EffectKind::StatusSet:
        e.status = "pinned";
        break;
    case EffectKind::StatusCleared:
        e.status = "concealed";
        break;
    case EffectKind::FacingChanged:
        e.facing = Facing::fromPosition(4);
        break;
    case EffectKind::DamageChanged:
        e.count = 2;
        break;
    case EffectKind::ProfileChanged:
        e.profile = std::make_shared<TestProfile>(7);
        break;
    case EffectKind::HexesChanged:
        e.hexes = {hexAt("H10")};
        break;
    case EffectKind::Record:
        e.check = CheckResult {8, 7, false};
        break;
    case EffectKind::SequenceChanged: {
        e.unit.reset();
        SequencePosition p;
        p.turn = 2;
        p.phase = "fire";
        p.sideToAct = SideId {"us"};
        e.sequence = p;
        break;
    }
    case EffectKind::MarkerPlaced: {
        e.unit.reset();
        Marker m;
        m.id = MarkerId {7};
        m.kind = "fire";
        m.hex = hexAt("I10");
        m.value = -1;
        e.marker = m;
        break;
    }
    case EffectKind::MarkerChanged: {
        e.unit.reset();
        Marker m;
        m.id = MarkerId {2};
        m.kind = "smoke";
        m.hex = hexAt("I10");
        m.params["lasts"] = 1;
        e.marker = m;
        break;
    }
    case EffectKind::MarkerRemoved: {
        e.unit.reset();
        Marker m;
        m.id = MarkerId {1};
        e.marker = m;
        break;
    }
    case EffectKind::Moved:
        e.from = hexAt("H9");
        e.to = hexAt("I10");
        break;
    case EffectKind::UnitArrived:
        // The reinforcement "r" still to come (another id: one that is none).
        e.unit = UnitId {unit == "a" ? "r" : unit};
        e.to = hexAt("H10");
        break;
    case EffectKind::TallyChanged:
        e.unit.reset();
        e.side = SideId {"us"};
        e.tally = "victory-points";
        e.count = 3;
        break;
    case EffectKind::Eliminated:
    case EffectKind::Restored:
        break;
    }
    return e;
}

/** Kinds that concern no unit (markers, the sequence of play, a side's tally). */
bool isMarkerKind(EffectKind k)
{
    return k == EffectKind::MarkerPlaced || k == EffectKind::MarkerChanged
        || k == EffectKind::MarkerRemoved || k == EffectKind::SequenceChanged
        || k == EffectKind::TallyChanged;
}

} // namespace

class TstGameState : public QObject {
    Q_OBJECT
private slots:
    void keys();
    void applyRevert_data();
    void applyRevert();
    void unknownUnitThrows_data();
    void unknownUnitThrows();
    void badTallyThrows_data();
    void badTallyThrows();
    void failureMidwayRevertsEarlierEffects();
    void revertInOrder();
    void markerOrderRestored();
    void markerIdsAreNeverTakenTwice_data();
    void markerIdsAreNeverTakenTwice();
    void deltaHoldsOnlyWhatChanged();
    void copiesShareTheMap();
    void revisionsNameTheContent_data();
    void revisionsNameTheContent();
    void unitsFoundByIdAfterArrivals();
    void unitsFoundByHexAfterEveryChange_data();
    void unitsFoundByHexAfterEveryChange();
    void markersGroupedByHexAfterEveryChange_data();
    void markersGroupedByHexAfterEveryChange();
    void statusSet();
    void newPhaseClearsMovement_data();
    void newPhaseClearsMovement();
};

void TstGameState::keys()
{
    for (int k = 0; k < effectKindCount; ++k) {
        const auto kind = static_cast<EffectKind>(k);
        QVERIFY(!key(kind).empty());
        QCOMPARE(effectKindFromKey(key(kind)), std::optional<EffectKind>(kind));
    }
    QCOMPARE(effectKindFromKey("casualty"), std::optional<EffectKind>());
}

void TstGameState::applyRevert_data()
{
    QTest::addColumn<int>("kind");
    for (int k = 0; k < effectKindCount; ++k)
        QTest::newRow(std::string(key(static_cast<EffectKind>(k))).c_str()) << k;
}

void TstGameState::applyRevert()
{
    QFETCH(int, kind);
    const auto k = static_cast<EffectKind>(kind);
    GameState before = position();
    if (k == EffectKind::StrengthGained || k == EffectKind::Restored) {
        // Start from a reduced, eliminated unit so that gaining and restoring change something.
        Unit a = before.unit(UnitId {"a"});
        a.strength = 1;
        a.eliminated = true;
        before.replaceUnit(a);
    }
    GameState s = before;
    const StateDelta delta = s.apply({effect(k)});
    const Unit &a = s.unit(UnitId {"a"});
    switch (k) {
    case EffectKind::StrengthLost:
        QCOMPARE(a.strength, 1);
        break;
    case EffectKind::StrengthGained:
        QCOMPARE(a.strength, 2);
        break;
    case EffectKind::StatusSet:
        QVERIFY(a.status.has("pinned"));
        QVERIFY(a.status.has("regrouping")); // nothing else changes: rules are the rule system's
        break;
    case EffectKind::StatusCleared:
        QVERIFY(!a.status.has("concealed"));
        QVERIFY(a.status.has("regrouping"));
        break;
    case EffectKind::Eliminated:
        QVERIFY(!a.onMap());
        break;
    case EffectKind::Restored:
        QVERIFY(a.onMap());
        break;
    case EffectKind::Moved:
        QCOMPARE(a.hex, hexAt("I10"));
        break;
    case EffectKind::FacingChanged:
        QCOMPARE(a.facing, std::optional<Facing>(Facing::fromPosition(4)));
        break;
    case EffectKind::DamageChanged:
        QCOMPARE(a.damage, 2);
        break;
    case EffectKind::ProfileChanged:
        QVERIFY(a.profile && a.profile->equals(TestProfile(7)));
        break;
    case EffectKind::HexesChanged:
        QCOMPARE(a.alsoIn, std::vector<Hex> {hexAt("H10")});
        QVERIFY(a.occupies(hexAt("H10")) && a.occupies(hexAt("H9")));
        QCOMPARE(s.unitsIn(hexAt("H10")).size(), std::size_t(1));
        QVERIFY(s.unitsAt(hexAt("H10")).empty()); // its stack stays in its own hex
        break;
    case EffectKind::MarkerPlaced:
        QVERIFY(s.findMarker(MarkerId {7}));
        QCOMPARE(s.nextMarkerId().value, 8);
        break;
    case EffectKind::MarkerChanged:
        QCOMPARE(s.findMarker(MarkerId {2})->hex, hexAt("I10"));
        QCOMPARE(paramOr(s.findMarker(MarkerId {2})->params, "lasts", 0), 1);
        break;
    case EffectKind::MarkerRemoved:
        QCOMPARE(s.markers().size(), std::size_t(1));
        QVERIFY(!s.findMarker(MarkerId {1}));
        break;
    case EffectKind::Record:
        QVERIFY(s == before); // record-only
        break;
    case EffectKind::TallyChanged:
        QCOMPARE(s.findSide(SideId {"us"})->tally("victory-points"), 3);
        QCOMPARE(s.findSide(SideId {"de"})->tally("victory-points"), 0);
        break;
    case EffectKind::UnitArrived:
        QVERIFY(s.reinforcements().empty());
        QVERIFY(s.unit(UnitId {"r"}).hex == hexAt("H10"));
        QCOMPARE(s.unitsAt(hexAt("H10")).size(), std::size_t(1));
        break;
    case EffectKind::SequenceChanged:
        QCOMPARE(s.turn(), 2);
        QCOMPARE(s.phase(), std::string("fire"));
        QCOMPARE(s.sequence().sideToAct, std::optional<SideId>(SideId {"us"}));
        break;
    }
    QVERIFY(!(s == before) || k == EffectKind::Record);
    s.revert(delta);
    QVERIFY(s == before);
}

void TstGameState::unknownUnitThrows_data()
{
    QTest::addColumn<int>("kind");
    for (int k = 0; k < effectKindCount; ++k) {
        const auto kind = static_cast<EffectKind>(k);
        if (!isMarkerKind(kind))
            QTest::newRow(std::string(key(kind)).c_str()) << k;
    }
}

void TstGameState::unknownUnitThrows()
{
    QFETCH(int, kind);
    const GameState before = position();
    GameState s = before;
    QVERIFY_THROWS_EXCEPTION(Error, s.apply({effect(static_cast<EffectKind>(kind), "nobody")}));
    QVERIFY(s == before);
}

void TstGameState::badTallyThrows_data()
{
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("tally");
    QTest::newRow("unknown side") << "nobody"
                                  << "victory-points";
    QTest::newRow("no side") << ""
                             << "victory-points";
    QTest::newRow("no tally") << "us"
                              << "";
}

void TstGameState::badTallyThrows()
{
    QFETCH(QString, side);
    QFETCH(QString, tally);
    const GameState before = position();
    GameState s = before;
    Effect e = effect(EffectKind::TallyChanged);
    e.side = side.isEmpty() ? std::nullopt : std::optional<SideId>(SideId {side.toStdString()});
    e.tally = tally.toStdString();
    // After a change that did apply: the whole apply is undone, the sides as they were.
    Effect first = effect(EffectKind::TallyChanged);
    QVERIFY_THROWS_EXCEPTION(Error, s.apply({first, e}));
    QVERIFY(s == before);
}

void TstGameState::failureMidwayRevertsEarlierEffects()
{
    const GameState before = position();
    GameState s = before;
    Effect missingMarker = effect(EffectKind::MarkerRemoved);
    missingMarker.marker->id = MarkerId {99};
    QVERIFY_THROWS_EXCEPTION(Error,
        s.apply({effect(EffectKind::StatusSet), effect(EffectKind::MarkerPlaced),
            effect(EffectKind::MarkerChanged), effect(EffectKind::StrengthLost, "b"),
            missingMarker}));
    QVERIFY(s == before);
    Effect offMap = effect(EffectKind::Moved);
    offMap.to = Hex(-5, -5);
    QVERIFY_THROWS_EXCEPTION(Error, s.apply({effect(EffectKind::StrengthLost), offMap}));
    QVERIFY(s == before);
    Effect noStatus = effect(EffectKind::StatusSet);
    noStatus.status.clear();
    QVERIFY_THROWS_EXCEPTION(Error, s.apply({noStatus}));
    QVERIFY(s == before);
    Effect spreadOffMap = effect(EffectKind::HexesChanged);
    spreadOffMap.hexes = {Hex(-5, -5)};
    QVERIFY_THROWS_EXCEPTION(Error, s.apply({effect(EffectKind::StrengthLost), spreadOffMap}));
    QVERIFY(s == before);
    Effect spreadIntoItsOwnHex = effect(EffectKind::HexesChanged);
    spreadIntoItsOwnHex.hexes = {hexAt("H9")};
    QVERIFY_THROWS_EXCEPTION(Error, s.apply({spreadIntoItsOwnHex}));
    QVERIFY(s == before);
}

void TstGameState::revertInOrder()
{
    // Several applies undone latest first give back each intermediate state.
    GameState s = position();
    std::vector<GameState> states {s};
    std::vector<StateDelta> deltas;
    deltas.push_back(s.apply({effect(EffectKind::Moved), effect(EffectKind::StrengthLost)}));
    states.push_back(s);
    deltas.push_back(
        s.apply({effect(EffectKind::MarkerRemoved), effect(EffectKind::MarkerPlaced)}));
    states.push_back(s);
    deltas.push_back(s.apply({effect(EffectKind::StrengthLost), effect(EffectKind::Eliminated)}));
    for (int i = 2; i >= 0; --i) {
        s.revert(deltas[static_cast<std::size_t>(i)]);
        QVERIFY(s == states[static_cast<std::size_t>(i)]);
    }
}

void TstGameState::markerOrderRestored()
{
    // Removing, changing and placing in one apply, then reverting, gives the same list in the
    // same order (the map draws markers in list order).
    const GameState before = position();
    GameState s = before;
    Effect placeThird = effect(EffectKind::MarkerPlaced);
    Effect removeFirst = effect(EffectKind::MarkerRemoved);
    Effect changeSecond = effect(EffectKind::MarkerChanged);
    Effect removePlaced = effect(EffectKind::MarkerRemoved);
    removePlaced.marker->id = MarkerId {7};
    const StateDelta delta = s.apply({placeThird, removeFirst, changeSecond, removePlaced});
    QCOMPARE(s.markers().size(), std::size_t(1));
    s.revert(delta);
    QVERIFY(s == before);
    QCOMPARE(s.markers()[0].id, MarkerId {1});
    QCOMPARE(s.markers()[1].id, MarkerId {2});
}

void TstGameState::markerIdsAreNeverTakenTwice_data()
{
    QTest::addColumn<bool>("reverted"); // a marker placed by an effect, then reverted, first
    QTest::addColumn<int>("id");
    QTest::addColumn<bool>("taken");
    // position() holds markers 1 and 2; an effect places 7 (reverted: 7 is free again).
    QTest::newRow("the first marker's id") << false << 1 << true;
    QTest::newRow("the last marker's id") << false << 2 << true;
    QTest::newRow("an id placed by an effect") << false << 7 << true;
    QTest::newRow("an id placed by an effect and reverted") << true << 7 << false;
    QTest::newRow("a free id below the next") << false << 3 << false;
    QTest::newRow("the next id") << false << 8 << false;
    QTest::newRow("an id beyond the next") << false << 40 << false;
    QTest::newRow("no id: the next is given") << false << 0 << false;
    QTest::newRow("no id after a revert: the next is given") << true << 0 << false;
}

void TstGameState::markerIdsAreNeverTakenTwice()
{
    // addMarker searches the markers only for an id below the next one: every id taken is.
    QFETCH(bool, reverted);
    QFETCH(int, id);
    QFETCH(bool, taken);
    GameState s = position();
    const StateDelta delta = s.apply({effect(EffectKind::MarkerPlaced)});
    QCOMPARE(s.markers().back().id, MarkerId {7});
    if (reverted)
        s.revert(delta);
    Marker m;
    m.kind = "fire";
    m.hex = hexAt("J9");
    m.id = MarkerId {id};
    const std::size_t before = s.markers().size();
    if (taken) {
        QVERIFY_THROWS_EXCEPTION(Error, s.addMarker(m));
        QCOMPARE(s.markers().size(), before);
        return;
    }
    const MarkerId placed = s.addMarker(m);
    const int next = reverted ? 3 : 8;
    QCOMPARE(placed, MarkerId {id == 0 ? next : id});
    QCOMPARE(s.nextMarkerId(), MarkerId {std::max(next, placed.value + 1)});
    // And the next one placed without an id takes none of them.
    m.id = MarkerId {};
    QCOMPARE(s.addMarker(m), MarkerId {std::max(next, placed.value + 1)});
}

void TstGameState::deltaHoldsOnlyWhatChanged()
{
    GameState s = position();
    for (int i = 0; i < 50; ++i) {
        Marker m;
        m.kind = "fire";
        m.hex = hexAt("J9");
        s.addMarker(m);
    }
    const StateDelta delta = s.apply({effect(EffectKind::StrengthLost, "b")});
    QCOMPARE(delta.unitsBefore.size(), std::size_t(1));
    QCOMPARE(delta.unitsBefore.front().id, UnitId {"b"});
    QVERIFY(delta.markerChanges.empty()); // 52 markers on the map, none copied
}

void TstGameState::newPhaseClearsMovement_data()
{
    QTest::addColumn<int>("turn");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("phasing");
    QTest::addColumn<bool>("cleared");
    QTest::newRow("a new turn") << 2 << "move"
                                << "us" << true;
    QTest::newRow("a new phase") << 1 << "fire"
                                 << "us" << true;
    QTest::newRow("the same phase in the other side's player turn") << 1 << "move"
                                                                    << "de" << true;
    QTest::newRow("the same phase, another side to act") << 1 << "move"
                                                         << "us" << false;
}

void TstGameState::newPhaseClearsMovement()
{
    QFETCH(int, turn);
    QFETCH(QString, phase);
    QFETCH(QString, phasing);
    QFETCH(bool, cleared);
    GameState s = position();
    SequencePosition start;
    start.phase = "move";
    start.phasingSide = SideId {"us"};
    start.sideToAct = SideId {"us"};
    s.setSequence(start);
    Unit a = s.unit(UnitId {"a"});
    a.movementSpent = 3;
    s.replaceUnit(a);
    const GameState before = s;
    SequencePosition next;
    next.turn = turn;
    next.phase = phase.toStdString();
    next.phasingSide = SideId {phasing.toStdString()};
    next.sideToAct = SideId {"de"};
    Effect e = makeEffect(EffectKind::SequenceChanged, "next-phase");
    e.sequence = next;
    const StateDelta delta = s.apply({e});
    QCOMPARE(s.unit(UnitId {"a"}).movementSpent, cleared ? 0 : 3);
    QCOMPARE(s.sequence(), next);
    s.revert(delta);
    QVERIFY(s == before);
}

void TstGameState::copiesShareTheMap()
{
    const GameState a = position();
    GameState b = a;
    QCOMPARE(&a.map(), &b.map()); // a copy does not copy the map
    b.editMap().setElevation(hexAt("C3"), 2);
    QVERIFY(&a.map() != &b.map());
    QCOMPARE(a.map().elevation(hexAt("C3")), 0);
    QCOMPARE(b.map().elevation(hexAt("C3")), 2);
    QVERIFY(!(a == b));
}

void TstGameState::revisionsNameTheContent_data()
{
    // Which parts' revisions a change renews: map, units, markers.
    QTest::addColumn<int>("kind");
    QTest::addColumn<bool>("units");
    QTest::addColumn<bool>("markers");
    QTest::newRow("a unit loses strength")
        << static_cast<int>(EffectKind::StrengthLost) << true << false;
    QTest::newRow("a unit moves") << static_cast<int>(EffectKind::Moved) << true << false;
    QTest::newRow("a marker is placed")
        << static_cast<int>(EffectKind::MarkerPlaced) << false << true;
    QTest::newRow("a marker is removed")
        << static_cast<int>(EffectKind::MarkerRemoved) << false << true;
    QTest::newRow("the phase ends")
        << static_cast<int>(EffectKind::SequenceChanged) << false << false;
}

void TstGameState::revisionsNameTheContent()
{
    QFETCH(int, kind);
    QFETCH(bool, units);
    QFETCH(bool, markers);
    GameState s = position();
    const GameState before = s;
    QCOMPARE(before.revision(), s.revision()); // a copy is the same position
    const StateDelta d = s.apply({effect(static_cast<EffectKind>(kind))});
    QVERIFY(s.revision() != before.revision());
    QCOMPARE(s.mapRevision(), before.mapRevision());
    QCOMPARE(s.unitsRevision() != before.unitsRevision(), units);
    QCOMPARE(s.markersRevision() != before.markersRevision(), markers);
    // Undone, the content is the old one but under a new revision: never one given out before.
    const std::uint64_t applied = s.revision();
    s.revert(d);
    QVERIFY(s == before);
    QVERIFY(s.revision() != before.revision() && s.revision() != applied);
    GameState other = before;
    other.editMap().setElevation(hexAt("C3"), 1);
    QVERIFY(other.mapRevision() != before.mapRevision());
}

void TstGameState::unitsFoundByIdAfterArrivals()
{
    GameState s = position();
    QCOMPARE(s.unit(UnitId {"b"}).hex, hexAt("I9"));
    QVERIFY(!s.findUnit(UnitId {"r"})); // still to come
    Effect arrive;
    arrive.kind = EffectKind::UnitArrived;
    arrive.name = "arrived";
    arrive.unit = UnitId {"r"};
    arrive.to = hexAt("H10");
    const StateDelta d = s.apply({arrive});
    QCOMPARE(s.unit(UnitId {"r"}).hex, hexAt("H10"));
    QCOMPARE(s.unit(UnitId {"a"}).hex, hexAt("H9"));
    s.revert(d);
    QVERIFY(!s.findUnit(UnitId {"r"}));
    s.addUnit(makeUnit("0-first", "de", "C3"));
    QCOMPARE(s.unit(UnitId {"0-first"}).hex, hexAt("C3"));
    s.removeUnit(UnitId {"a"});
    QVERIFY(!s.findUnit(UnitId {"a"}));
    QCOMPARE(s.unit(UnitId {"b"}).hex, hexAt("I9"));
}

void TstGameState::unitsFoundByHexAfterEveryChange_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::newRow("seed 1") << 1u;
    QTest::newRow("seed 2") << 2u;
    QTest::newRow("seed 3") << 3u;
    QTest::newRow("seed 4") << 4u;
}

void TstGameState::unitsFoundByHexAfterEveryChange()
{
    // unitsAt and unitsIn answer from an index by hex, kept across changes to the units (moves,
    // spreading, arrivals, additions, removals, reverts, copies that go their own way): after
    // each change it must give what a scan of every unit gives, in the same order.
    QFETCH(unsigned, seed);
    std::mt19937 random(seed);
    const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
    GameState s = position();
    const MapGrid &map = s.map();
    const auto anyHex = [&] { return map.hexes()[static_cast<std::size_t>(pick(map.hexCount()))]; };
    for (int i = 0; i < 6; ++i) {
        Reinforcement r;
        r.unit = makeUnit("r" + std::to_string(i), i % 2 ? "us" : "de", "A1");
        r.entry = {anyHex()};
        s.addReinforcement(r);
    }
    const auto scanned = [](const GameState &g, Hex h, bool spread) {
        std::vector<const Unit *> out;
        for (const Unit &u : g.units()) {
            if (u.onMap() && (spread ? u.occupies(h) : u.hex == h))
                out.push_back(&u);
        }
        return out;
    };
    const auto check = [&](const GameState &g, const char *after) {
        for (const Hex h : g.map().hexes()) {
            if (g.unitsAt(h) != scanned(g, h, false) || g.unitsIn(h) != scanned(g, h, true))
                return QString("%1: the units in %2 differ from a scan")
                    .arg(after, QString::fromStdString(g.map().label(h)));
        }
        return QString();
    };
    std::vector<StateDelta> deltas;
    std::vector<std::pair<GameState, std::string>> copies; // copies and what they were then
    int added = 0;
    for (int step = 0; step < 120; ++step) {
        QString failed = check(s, "before a change");
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        const std::vector<Unit> &units = s.units();
        const Unit &u = units[static_cast<std::size_t>(pick(static_cast<int>(units.size())))];
        Effect e;
        e.unit = u.id;
        e.name = "change";
        const char *what = "";
        switch (pick(9)) {
        case 0:
            e.kind = EffectKind::Moved;
            e.to = anyHex();
            what = "a move";
            break;
        case 1: {
            e.kind = EffectKind::HexesChanged;
            const Hex n = neighbor(u.hex, direction(pick(6)));
            if (map.contains(n))
                e.hexes = {n};
            what = "a spread over another hex";
            break;
        }
        case 2:
            e.kind = u.eliminated ? EffectKind::Restored : EffectKind::Eliminated;
            what = "an elimination or a return";
            break;
        case 3:
            e.kind = EffectKind::StatusSet;
            e.status = "pinned";
            what = "a state";
            break;
        case 4:
            if (s.reinforcements().empty())
                continue;
            e.kind = EffectKind::UnitArrived;
            e.unit = s.reinforcements().front().unit.id;
            e.to = anyHex();
            what = "an arrival";
            break;
        case 5:
            if (deltas.empty())
                continue;
            s.revert(deltas.back());
            deltas.pop_back();
            failed = check(s, "a revert");
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
            continue;
        case 6: {
            // Replaced in place, to a hex of its own or spread over a neighbour too.
            Unit moved = u;
            moved.hex = anyHex();
            moved.alsoIn.clear();
            if (const Hex n = neighbor(moved.hex, direction(pick(6))); pick(2) && map.contains(n))
                moved.alsoIn = {n};
            s.replaceUnit(moved);
            deltas.clear(); // a setup change: the deltas no longer apply
            failed = check(s, "a unit replaced");
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
            continue;
        }
        case 7:
            if (pick(2)) {
                Unit extra = makeUnit("x" + std::to_string(added++), "us", "A1");
                extra.hex = anyHex();
                s.addUnit(extra);
            } else if (units.size() > 2) {
                const UnitId gone = u.id;
                s.removeUnit(gone);
            }
            deltas.clear();
            failed = check(s, "a unit added or removed");
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
            continue;
        default: {
            // A copy goes its own way; both must still answer for their own units.
            // Twice: the first move copies the shared index, the second changes the copy's own.
            GameState copy = s;
            Unit moved = copy.unit(u.id);
            moved.hex = anyHex();
            moved.alsoIn.clear();
            copy.replaceUnit(moved);
            moved.hex = anyHex();
            copy.replaceUnit(moved);
            copies.emplace_back(copy, "a copy");
            failed = check(copy, "a change to a copy");
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
            continue;
        }
        }
        try {
            deltas.push_back(s.apply({e}));
        } catch (const Error &) {
            // A spread into its own hex or off the map is refused and changes nothing.
        }
        failed = check(s, what);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }
    for (const auto &[copy, what] : copies) {
        const QString failed = check(copy, what.c_str());
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }
    // An index built in one thread's use, then read from several at once, is built once.
    GameState shared = s;
    Unit moved = shared.units().front();
    moved.hex = anyHex();
    shared.replaceUnit(moved);
    std::vector<std::thread> readers;
    std::atomic<int> wrong {0};
    for (int t = 0; t < 4; ++t)
        readers.emplace_back([&] {
            if (!check(shared, "reading at once").isEmpty())
                ++wrong;
        });
    for (std::thread &t : readers)
        t.join();
    QCOMPARE(wrong.load(), 0);
}

void TstGameState::markersGroupedByHexAfterEveryChange_data()
{
    QTest::addColumn<unsigned>("seed");
    QTest::newRow("seed 1") << 1u;
    QTest::newRow("seed 2") << 2u;
    QTest::newRow("seed 3") << 3u;
    QTest::newRow("seed 4") << 4u;
}

void TstGameState::markersGroupedByHexAfterEveryChange()
{
    // markerGroupsAt answers from an index kept across changes to the markers (placed, changed,
    // taken away, reverted; copies going their own way, before and after the index is built):
    // after each change it must give what grouping a scan of the markers gives, group for group
    // in the order of their lowest ids, and forEachMarkerGroup the same groups.
    QFETCH(unsigned, seed);
    std::mt19937 random(seed);
    const auto pick = [&](int n) { return static_cast<int>(random() % static_cast<unsigned>(n)); };
    GameState s = position();
    const std::vector<Hex> hexes {hexAt("H9"), hexAt("I9"), hexAt("J9")};
    // Few kinds and values, so that markers alike are common.
    const auto anyMarker = [&] {
        Marker m;
        m.kind = pick(3) ? "fire" : "smoke";
        m.hex = hexes[static_cast<std::size_t>(pick(3))];
        m.value = pick(3) - 1;
        if (pick(2))
            m.side = SideId {pick(2) ? "us" : "de"};
        if (pick(4) == 0)
            m.params["lasts"] = pick(2) + 1;
        m.source = "test " + std::to_string(pick(100)); // not read: markers alike all the same
        return m;
    };
    const auto alike = [](const Marker &a, const Marker &b) {
        return a.kind == b.kind && a.side == b.side && a.unit == b.unit && a.value == b.value
            && a.params == b.params;
    };
    const auto check = [&](const GameState &g, const char *after) -> QString {
        std::vector<std::pair<Hex, GameState::MarkerGroup>> visited;
        g.forEachMarkerGroup(
            [&](Hex h, const GameState::MarkerGroup &group) { visited.emplace_back(h, group); });
        std::size_t expectedGroups = 0;
        for (const Hex h : g.map().hexes()) {
            std::vector<std::pair<const Marker *, int>> scan; // sample, count, by lowest id
            std::vector<const Marker *> here = g.markersAt(h);
            std::sort(here.begin(), here.end(),
                [](const Marker *a, const Marker *b) { return a->id < b->id; });
            for (const Marker *m : here) {
                const auto it = std::find_if(
                    scan.begin(), scan.end(), [&](const auto &x) { return alike(*x.first, *m); });
                if (it == scan.end())
                    scan.emplace_back(m, 1);
                else
                    ++it->second;
            }
            const std::vector<GameState::MarkerGroup> groups = g.markerGroupsAt(h);
            const QString where
                = QString("%1: %2").arg(after, QString::fromStdString(g.map().label(h)));
            if (groups.size() != scan.size())
                return where
                    + QString(": %1 groups, a scan %2").arg(groups.size()).arg(scan.size());
            for (std::size_t i = 0; i < scan.size(); ++i) {
                if (!alike(*groups[i].like, *scan[i].first) || groups[i].count != scan[i].second
                    || groups[i].first != scan[i].first->id)
                    return where + QString(": group %1 differs from a scan").arg(i + 1);
            }
            expectedGroups += scan.size();
            for (const GameState::MarkerGroup &group : groups) {
                const bool seen = std::any_of(visited.begin(), visited.end(), [&](const auto &v) {
                    return v.first == h && v.second.first == group.first
                        && v.second.count == group.count;
                });
                if (!seen)
                    return where + ": a group forEachMarkerGroup does not visit";
            }
        }
        if (visited.size() != expectedGroups)
            return QString("%1: forEachMarkerGroup visits %2 groups, not %3")
                .arg(after)
                .arg(visited.size())
                .arg(expectedGroups);
        return QString();
    };
    std::vector<StateDelta> deltas;
    std::vector<std::pair<GameState, std::string>> copies;
    for (int step = 0; step < 150; ++step) {
        const bool asked = pick(3) != 0; // an index built (asked for) before the change, or not
        if (asked) {
            const QString failed = check(s, "before a change");
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
        }
        const std::vector<Marker> &markers = s.markers();
        Effect e;
        e.name = "change";
        const char *what = "";
        switch (pick(7)) {
        case 0:
        case 1:
            e.kind = EffectKind::MarkerPlaced;
            e.marker = anyMarker();
            what = "a marker placed";
            break;
        case 5: {
            // Two positions sharing an index not built yet: the one changed first, the other
            // asked first, each must answer for its own markers.
            const GameState base = position();
            GameState changed = base;
            Effect placed;
            placed.name = "change";
            placed.kind = EffectKind::MarkerPlaced;
            placed.marker = anyMarker();
            changed.apply({placed});
            QString failed = check(base, "a copy not changed, asked first");
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
            failed = check(changed, "a copy changed before its index was built");
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
            continue;
        }
        case 2: {
            if (markers.empty())
                continue;
            Marker m = anyMarker();
            m.id = markers[static_cast<std::size_t>(pick(static_cast<int>(markers.size())))].id;
            e.kind = EffectKind::MarkerChanged;
            e.marker = m;
            what = "a marker changed";
            break;
        }
        case 3:
            if (markers.empty())
                continue;
            e.kind = EffectKind::MarkerRemoved;
            e.marker = markers[static_cast<std::size_t>(pick(static_cast<int>(markers.size())))];
            what = "a marker taken away";
            break;
        case 4: {
            if (deltas.empty())
                continue;
            s.revert(deltas.back());
            deltas.pop_back();
            const QString failed = check(s, "a revert");
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
            continue;
        }
        default: {
            // A copy goes its own way (sharing the index built or not), then the original too.
            GameState copy = s;
            copy.apply({[&] {
                Effect placed;
                placed.name = "change";
                placed.kind = EffectKind::MarkerPlaced;
                placed.marker = anyMarker();
                return placed;
            }()});
            copies.emplace_back(copy, "a copy");
            const QString failed = check(copy, "a change to a copy");
            QVERIFY2(failed.isEmpty(), qPrintable(failed));
            continue;
        }
        }
        deltas.push_back(s.apply({e}));
        const QString failed = check(s, what);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }
    for (const auto &[copy, what] : copies) {
        const QString failed = check(copy, what.c_str());
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }
}

void TstGameState::statusSet()
{
    StatusSet s {"pinned", "disrupted"};
    QCOMPARE(s.keys(), (std::vector<std::string> {"disrupted", "pinned"}));
    QVERIFY(!s.set("pinned"));
    QVERIFY(s.set("routed"));
    QVERIFY(s.clear("disrupted"));
    QVERIFY(!s.clear("disrupted"));
    QCOMPARE(s, (StatusSet {"routed", "pinned"}));
}

QTEST_GUILESS_MAIN(TstGameState)
#include "tst_gamestate.moc"
