// A player's adjustments (core/rules/adjustment.h), committed through Game on the one-die test
// rules: each kind changes what it says, is undone exactly and redone; the explanation says it is
// outside the rules; what names nothing the game has is refused with the reason; adjustments are
// taken in any phase, by either side, and after the game is over. A small test-only rule system
// (HandRules) has what onedie lacks: damage levels and facing.

#include "onedieboard.h"
#include "stubrules.h"

#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/play/game.h"
#include "core/rules/adjustment.h"
#include "tests/onedie/onedieruleset.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::onedieboard;

namespace {

class HandRules final : public StubRules, public FacingRules {
public:
    HandRules() { m_vocabulary.damageLevels = {"damaged", "crippled"}; }
    std::string_view displayName() const override { return "Hand test rules"; }
    const FacingRules *facingRules() const override { return this; }
    std::optional<std::array<HexsideClass, 6>> hexsideClassesOf(
        const GameState &, const Unit &) const override
    {
        return std::nullopt;
    }
};

std::unique_ptr<RuleSet> rulesNamed(const QString &name)
{
    if (name == "hand")
        return std::make_unique<HandRules>();
    return std::make_unique<OneDieRuleSet>();
}

/** r1 and r2 of Red (r2 off the map), b1 of Blue (shaken,
    reduced to 1, damaged for the rules that have damage), a
    cover marker (number 1) in C2. */
GameState table()
{
    GameState s = described("....|....|....|....", "r1:red:A1 r2:red:B1 b1:blue:D4");
    Unit r2 = s.unit(UnitId {"r2"});
    r2.eliminated = true;
    s.replaceUnit(r2);
    Unit b1 = s.unit(UnitId {"b1"});
    b1.damage = 1;
    b1.strength = 1;
    b1.status.set("shaken");
    s.replaceUnit(b1);
    Marker cover;
    cover.kind = "cover";
    cover.hex = at(s, "C2");
    cover.value = 1;
    s.addMarker(cover);
    return s;
}

UnitId id(const char *unit) { return UnitId {unit}; }

Hex hexAt(const char *label) { return table().map().parse(label); }

/** "hex r1 A3", "strength r1 1", "status r1 shaken", "clear r1 shaken", "off r1", "on r2 B2",
    "damage r1 1", "facing r1 3", "markers 2", "marker 1 3": what the adjustment must leave. */
bool holds(const GameState &s, const QString &check)
{
    const QStringList w = check.split(' ');
    const auto unit = [&]() -> const Unit & { return s.unit(UnitId {w[1].toStdString()}); };
    if (w[0] == "hex")
        return unit().hex == at(s, w[2].toStdString());
    if (w[0] == "strength")
        return unit().strength == w[2].toInt();
    if (w[0] == "status")
        return unit().status.has(w[2].toStdString());
    if (w[0] == "clear")
        return !unit().status.has(w[2].toStdString());
    if (w[0] == "off")
        return unit().eliminated;
    if (w[0] == "on")
        return !unit().eliminated && unit().hex == at(s, w[2].toStdString());
    if (w[0] == "damage")
        return unit().damage == w[2].toInt();
    if (w[0] == "facing")
        return unit().facing && unit().facing->position() == w[2].toInt();
    if (w[0] == "markers")
        return s.markers().size() == static_cast<std::size_t>(w[1].toInt());
    if (w[0] == "marker") {
        const Marker *m = s.findMarker(MarkerId {w[1].toInt()});
        return m && m->value == w[2].toInt();
    }
    if (w[0] == "level") { // "level 1 3": marker 1's level parameter
        const Marker *m = s.findMarker(MarkerId {w[1].toInt()});
        return m && paramOr(m->params, "level", 0) == w[2].toInt();
    }
    return false;
}

} // namespace

Q_DECLARE_METATYPE(hexfire::Action)

class TstAdjustment : public QObject {
    Q_OBJECT
private slots:
    void appliedAndReverted_data();
    void appliedAndReverted();
    void refused_data();
    void refused();
    void anyPhaseAnySide_data();
    void anyPhaseAnySide();
};

void TstAdjustment::appliedAndReverted_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<Action>("action");
    QTest::addColumn<QString>("change");
    QTest::addColumn<QString>("check");
    QTest::newRow("move a counter") << "onedie" << adjustment::moveUnit(id("r1"), hexAt("A3"))
                                    << "Move Trooper r1 from A1 to A3."
                                    << "hex r1 A3";
    QTest::newRow("set a state") << "onedie" << adjustment::setStatus(id("r1"), "shaken", true)
                                 << "Mark Trooper r1 Shaken."
                                 << "status r1 shaken";
    QTest::newRow("strength down") << "onedie" << adjustment::setStrength(id("r1"), 1)
                                   << "Set Trooper r1's strength to 1 (was 2)."
                                   << "strength r1 1";
    QTest::newRow("strength to 0") << "onedie" << adjustment::setStrength(id("b1"), 0)
                                   << "Set Trooper b1's strength to 0 (was 1)."
                                   << "strength b1 0";
    QTest::newRow("clear a state") << "onedie" << adjustment::setStatus(id("b1"), "shaken", false)
                                   << "Clear Shaken from Trooper b1."
                                   << "clear b1 shaken";
    QTest::newRow("strength up") << "onedie" << adjustment::setStrength(id("b1"), 2)
                                 << "Set Trooper b1's strength to 2 (was 1)."
                                 << "strength b1 2";
    QTest::newRow("eliminate") << "onedie" << adjustment::eliminate(id("b1"))
                               << "Take Trooper b1 off the map."
                               << "off b1";
    QTest::newRow("back on the map where it was")
        << "onedie" << adjustment::restore(id("r2")) << "Put Trooper r2 back on the map in B1."
        << "on r2 B1";
    QTest::newRow("back on the map elsewhere")
        << "onedie" << adjustment::restore(id("r2"), hexAt("B3"))
        << "Put Trooper r2 back on the map in B3."
        << "on r2 B3";
    QTest::newRow("place a marker")
        << "onedie" << adjustment::placeMarker("cover", hexAt("A2"), SideId {"blue"}, 2)
        << "Place a Cover marker in A2."
        << "markers 2";
    QTest::newRow("remove a marker")
        << "onedie" << adjustment::removeMarker(MarkerId {1}) << "Remove the Cover marker in C2."
        << "markers 0";
    QTest::newRow("a marker's value") << "onedie" << adjustment::setMarkerValue(MarkerId {1}, 3)
                                      << "Set the value of the Cover marker in C2 to 3."
                                      << "marker 1 3";
    QTest::newRow("a number a marker's kind carries")
        << "onedie" << adjustment::setMarkerValue(MarkerId {1}, 3, "level")
        << "Set the cover level of the Cover marker in C2 to 3."
        << "level 1 3";
    QTest::newRow("damage") << "hand" << adjustment::setDamage(id("r1"), 2)
                            << "Mark Trooper r1 crippled."
                            << "damage r1 2";
    QTest::newRow("repair") << "hand" << adjustment::setDamage(id("b1"), 0) << "Repair Trooper b1."
                            << "damage b1 0";
    QTest::newRow("facing") << "hand" << adjustment::setFacing(id("r1"), 3) << "Turn Trooper r1."
                            << "facing r1 3";
}

void TstAdjustment::appliedAndReverted()
{
    QFETCH(QString, rules);
    QFETCH(Action, action);
    QFETCH(QString, change);
    QFETCH(QString, check);
    auto r = rulesNamed(rules);
    const GameState before = atStart(*r, table());
    Game game(before, std::move(r));
    ScriptedDice none({});
    const LogEntry &entry = game.commit(action, none);
    QCOMPARE(entry.evaluation.lines.size(), std::size_t(2));
    QCOMPARE(entry.evaluation.lines[0].text, std::string(adjustmentHeading));
    QCOMPARE(QString::fromStdString(entry.evaluation.lines[1].text), change);
    QVERIFY2(holds(game.state(), check), qPrintable(check));
    const GameState after = game.state();
    QVERIFY(!(after == before));
    game.undo();
    QVERIFY(game.state() == before);
    game.redo();
    QVERIFY(game.state() == after);
}

void TstAdjustment::refused_data()
{
    QTest::addColumn<QString>("rules");
    QTest::addColumn<Action>("action");
    QTest::addColumn<QString>("why");
    Action twoUnits = adjustment::setStrength(id("r1"), 1);
    twoUnits.actors.push_back(id("b1"));
    Action unknownChange = adjustment::eliminate(id("r1"));
    unknownChange.params[std::string(adjustkeys::change)] = std::string("teleport");
    QTest::newRow("a state the game does not have")
        << "onedie" << adjustment::setStatus(id("r1"), "pinned", true)
        << "\"pinned\" is not a state of One-die test rules.";
    QTest::newRow("strength above the full strength")
        << "onedie" << adjustment::setStrength(id("r1"), 3)
        << "Trooper r1's strength can be set from 0 to 2.";
    QTest::newRow("strength below 0") << "onedie" << adjustment::setStrength(id("r1"), -1)
                                      << "Trooper r1's strength can be set from 0 to 2.";
    QTest::newRow("damage in a game without damage levels")
        << "onedie" << adjustment::setDamage(id("r1"), 1)
        << "Units take no damage in One-die test rules.";
    QTest::newRow("damage past the last level")
        << "hand" << adjustment::setDamage(id("r1"), 3) << "The damage level goes from 0 to 2.";
    QTest::newRow("facing in a game without facing")
        << "onedie" << adjustment::setFacing(id("r1"), 2)
        << "Units do not face in One-die test rules.";
    QTest::newRow("a facing past 11")
        << "hand" << adjustment::setFacing(id("r1"), 12) << "A facing is a position from 0 to 11.";
    QTest::newRow("a marker the game does not have")
        << "onedie" << adjustment::placeMarker("smoke", hexAt("A2"), std::nullopt, 0)
        << "\"smoke\" is not a marker of One-die test rules.";
    QTest::newRow("a marker for a side the scenario does not have")
        << "onedie" << adjustment::placeMarker("cover", hexAt("A2"), SideId {"green"}, 1)
        << "\"green\" is not a side of this scenario.";
    QTest::newRow("a marker off the map")
        << "onedie" << adjustment::placeMarker("cover", Hex {40, 40}, std::nullopt, 1)
        << "Name a hex on the map to place the marker in.";
    QTest::newRow("removing a marker not on the map")
        << "onedie" << adjustment::removeMarker(MarkerId {99})
        << "There is no marker number 99 on the map.";
    QTest::newRow("a number the marker's kind does not carry")
        << "onedie" << adjustment::setMarkerValue(MarkerId {1}, 2, "height")
        << "\"height\" is not a number the Cover marker in C2 carries.";
    QTest::newRow("a marker's number out of its range")
        << "onedie" << adjustment::setMarkerValue(MarkerId {1}, 9, "level")
        << "Cover level goes from 1 to 3.";
    QTest::newRow("the value of a marker not on the map")
        << "onedie" << adjustment::setMarkerValue(MarkerId {7}, 2)
        << "There is no marker number 7 on the map.";
    QTest::newRow("a move off the map") << "onedie" << adjustment::moveUnit(id("r1"), Hex {40, 40})
                                        << "Name a hex on the map to move Trooper r1 to.";
    QTest::newRow("eliminating a unit off the map")
        << "onedie" << adjustment::eliminate(id("r2")) << "Trooper r2 is already off the map.";
    QTest::newRow("putting back a unit on the map")
        << "onedie" << adjustment::restore(id("r1")) << "Trooper r1 is on the map.";
    QTest::newRow("two counters at once")
        << "onedie" << twoUnits << "An adjustment to a counter names that one counter.";
    QTest::newRow("a change HexFire does not know")
        << "onedie" << unknownChange << "\"teleport\" is not a change made to a counter.";
}

void TstAdjustment::refused()
{
    QFETCH(QString, rules);
    QFETCH(Action, action);
    QFETCH(QString, why);
    auto r = rulesNamed(rules);
    const GameState before = atStart(*r, table());
    Game game(before, std::move(r));
    const Evaluation e = game.evaluate(action);
    QVERIFY(!e.legal);
    QCOMPARE(QString::fromStdString(e.whyNot), why);
    ScriptedDice none({});
    QVERIFY_THROWS_EXCEPTION(Error, game.commit(action, none));
    QVERIFY(game.state() == before);
    QVERIFY(game.log().empty());
}

void TstAdjustment::anyPhaseAnySide_data()
{
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("toAct");
    QTest::addColumn<bool>("over");
    QTest::addColumn<bool>("moveLegal"); // the same change as a move by the rules
    QTest::newRow("Red's movement phase, a Blue counter") << "move"
                                                          << "red" << false << false;
    QTest::newRow("Blue's fire phase, a Blue counter") << "fire"
                                                       << "blue" << false << false;
    QTest::newRow("a phase the rules do not know") << "reinforcements"
                                                   << "" << false << true;
    QTest::newRow("after the game is over") << "fire"
                                            << "" << true << false;
}

void TstAdjustment::anyPhaseAnySide()
{
    QFETCH(QString, phase);
    QFETCH(QString, toAct);
    QFETCH(bool, over);
    GameState s = table();
    SequencePosition p;
    p.phase = phase.toStdString();
    p.firstSide = p.phasingSide = SideId {"red"};
    if (!toAct.isEmpty())
        p.sideToAct = SideId {toAct.toStdString()};
    p.gameOver = over;
    s.setSequence(p);
    Game game(s, std::make_unique<OneDieRuleSet>());
    Action move;
    move.kind = "move";
    move.actors = {id("b1")};
    move.target = at(s, "D3");
    QTEST(game.evaluate(move).legal, "moveLegal");
    ScriptedDice none({});
    game.commit(adjustment::moveUnit(id("b1"), at(s, "D3")), none);
    QVERIFY(game.state().unit(id("b1")).hex == at(s, "D3"));
    QVERIFY(game.state().sequence() == p);
    game.undo();
    QVERIFY(game.state() == s);
}

QTEST_GUILESS_MAIN(TstAdjustment)
#include "tst_adjustment.moc"
