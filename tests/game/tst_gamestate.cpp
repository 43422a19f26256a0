// GameState::apply and revert are exact inverses for every effect kind; a bad effect throws and
// leaves the state as it was.

#include "../tlhy/tlhyfixture.h"

#include <QTest>

using namespace hexfire;
using namespace tlhyfixture;

namespace {

GameState position()
{
    GameState s = emptyPosition();
    Unit a = makeUnit({"a", "us", "H9"});
    a.status.concealed = true;
    a.status.regrouping = true;
    s.addUnit(a);
    s.addUnit(makeUnit({"b", "de", "I9"}));
    Marker m;
    m.kind = MarkerKind::Sadrm;
    m.hex = hexAt("H9");
    m.side = SideId {"us"};
    m.value = -1;
    s.addMarker(m);
    return s;
}

Effect effect(EffectKind kind, const std::string &unit = "a")
{
    Effect e;
    e.kind = kind;
    e.unit = UnitId {unit};
    switch (kind) {
    case EffectKind::IncrementsLost:
    case EffectKind::FiguresLost:
    case EffectKind::Hits:
        e.count = 1;
        break;
    case EffectKind::CohesionCheck:
    case EffectKind::MoraleCheck:
        e.check = CheckResult {8, 7, false};
        break;
    case EffectKind::MarkerPlaced: {
        e.unit.reset();
        Marker m;
        m.id = MarkerId {7};
        m.kind = MarkerKind::Mdrm;
        m.hex = hexAt("I10");
        m.value = -1;
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
    default:
        break;
    }
    return e;
}

} // namespace

class TstGameState : public QObject {
    Q_OBJECT
private slots:
    void applyRevert_data();
    void applyRevert();
    void unknownUnitThrows_data();
    void unknownUnitThrows();
    void failureMidwayRevertsEarlierEffects();
    void revertInOrder();
};

void TstGameState::applyRevert_data()
{
    QTest::addColumn<int>("kind");
    for (int k = 0; k <= static_cast<int>(EffectKind::Moved); ++k) {
        const auto kind = static_cast<EffectKind>(k);
        QTest::newRow(std::string(key(kind)).c_str()) << k;
    }
}

void TstGameState::applyRevert()
{
    QFETCH(int, kind);
    const auto k = static_cast<EffectKind>(kind);
    const GameState before = position();
    GameState s = before;
    const StateDelta delta = s.apply({effect(k)});
    const Unit &a = s.unit(UnitId {"a"});
    switch (k) {
    case EffectKind::Casualty:
    case EffectKind::IncrementsLost:
    case EffectKind::FiguresLost:
        QCOMPARE(a.strength, 1);
        break;
    case EffectKind::Eliminated:
        QVERIFY(!a.onMap());
        break;
    case EffectKind::Disrupted:
        QVERIFY(a.status.disrupted);
        QVERIFY(!a.status.regrouping);
        break;
    case EffectKind::ConcealmentLost:
        QVERIFY(!a.status.concealed);
        break;
    case EffectKind::Fatigued:
        QVERIFY(a.status.fatigued);
        break;
    case EffectKind::Pinned:
        QVERIFY(a.status.pinned);
        break;
    case EffectKind::Routed:
        QVERIFY(a.status.routed);
        break;
    case EffectKind::Damaged:
        QVERIFY(a.status.damage == DamageLevel::Damaged);
        break;
    case EffectKind::HeavilyDamaged:
        QVERIFY(a.status.damage == DamageLevel::HeavilyDamaged);
        break;
    case EffectKind::Destroyed:
        QVERIFY(a.status.damage == DamageLevel::Destroyed);
        break;
    case EffectKind::MarkerPlaced:
        QVERIFY(s.findMarker(MarkerId {7}));
        QCOMPARE(s.nextMarkerId().value, 8);
        break;
    case EffectKind::MarkerRemoved:
        QVERIFY(s.markers().empty());
        break;
    case EffectKind::Moved:
        QVERIFY(a.hex == hexAt("I10"));
        break;
    case EffectKind::CohesionCheck:
    case EffectKind::MoraleCheck:
    case EffectKind::Hits:
        QVERIFY(s == before); // record-only kinds
        break;
    }
    s.revert(delta);
    QVERIFY(s == before);
}

void TstGameState::unknownUnitThrows_data()
{
    QTest::addColumn<int>("kind");
    for (int k = 0; k <= static_cast<int>(EffectKind::Moved); ++k) {
        const auto kind = static_cast<EffectKind>(k);
        if (kind != EffectKind::MarkerPlaced && kind != EffectKind::MarkerRemoved)
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

void TstGameState::failureMidwayRevertsEarlierEffects()
{
    const GameState before = position();
    GameState s = before;
    Effect missingMarker = effect(EffectKind::MarkerRemoved);
    missingMarker.marker->id = MarkerId {99};
    QVERIFY_THROWS_EXCEPTION(Error,
        s.apply({effect(EffectKind::Disrupted), effect(EffectKind::MarkerPlaced),
            effect(EffectKind::Casualty, "b"), missingMarker}));
    QVERIFY(s == before);
    Effect offMap = effect(EffectKind::Moved);
    offMap.to = Hex(-5, -5);
    QVERIFY_THROWS_EXCEPTION(Error, s.apply({effect(EffectKind::Casualty), offMap}));
    QVERIFY(s == before);
}

void TstGameState::revertInOrder()
{
    // Several applies undone latest first give back each intermediate state.
    GameState s = position();
    std::vector<GameState> states {s};
    std::vector<StateDelta> deltas;
    deltas.push_back(s.apply({effect(EffectKind::Moved), effect(EffectKind::Casualty)}));
    states.push_back(s);
    deltas.push_back(
        s.apply({effect(EffectKind::MarkerRemoved), effect(EffectKind::MarkerPlaced)}));
    states.push_back(s);
    deltas.push_back(s.apply({effect(EffectKind::Casualty), effect(EffectKind::Eliminated)}));
    for (int i = 2; i >= 0; --i) {
        s.revert(deltas[static_cast<std::size_t>(i)]);
        QVERIFY(s == states[static_cast<std::size_t>(i)]);
    }
}

QTEST_GUILESS_MAIN(TstGameState)
#include "tst_gamestate.moc"
