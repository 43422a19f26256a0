// La Bataille reinforcements (REFERENCE 2.5.1, 2.5.2): the Command Sequence's end step brings the
// reinforcements due at their entry hex; an entry with an enemy in it or in an enemy zone of
// influence moves the arrival to the nearest free hex up to 5 hexes aside; blocked everywhere,
// the unit stays off the map and the step says so (the +5 with a turn's delay is assumed away).
// Off the hour the step still brings them (only the morale levels wait for the hour); undo takes
// an arrival back off the map.

#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/play/game.h"
#include "core/rules/builtinactions.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmovement.h"
#include "core/rules/labataille/lbreinforcements.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/reinforcements.h"
#include "core/rules/sequence.h"
#include "core/scenario/scenarioio.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::labataille;

namespace {

MapGrid map(int width, int height)
{
    return MapGrid(MapCoordinates(width, height, Orientation::FlatTop, OffsetParity::Odd,
                       LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}});
}

/** A position at 13:00 + minutes, in the Command Sequence of the turn those minutes make. */
GameState position(int minutes, int width = 12, int height = 12)
{
    GameState s("labataille", map(width, height),
        {{SideId {"fr"}, "French", "#2a3d8a"}, {SideId {"ru"}, "Russian", "#2a6a2a"}});
    VictoryConditions v;
    v.startTime = 13 * 60;
    s.setVictory(v);
    LaBatailleRuleSet rules;
    SequencePosition p = startOfPhase(
        rules.sequenceOfPlay(), s, 1 + minutes / 20, 0, SideId {"fr"}, SideId {"fr"});
    p.minutesElapsed = minutes;
    s.setSequence(p);
    return s;
}

Unit battalion(const std::string &id, const std::string &side, Hex at)
{
    Unit u;
    u.id = UnitId {id};
    u.name = id;
    u.side = SideId {side};
    u.hex = at;
    u.strength = u.maxStrength = 6;
    u.facing = Facing::hexside(HexDirection::D0);
    auto p = std::make_shared<LbProfile>();
    p->kind = UnitKind::Infantry;
    p->formation = Formation::Column;
    p->nationality = side == "fr" ? "french" : "russian";
    p->troop = "ligne";
    p->movement = 6;
    u.profile = p;
    return u;
}

/** The Russian 2nd Dragoons, due at 13:20 at `entry`. */
Reinforcement dragoons(Hex entry)
{
    Reinforcement in;
    in.unit = battalion("ru-dragoons", "ru", entry);
    in.unit.name = "2nd Dragoons";
    in.clock = 13 * 60 + 20;
    in.entry = {entry};
    return in;
}

Action commandStep()
{
    Action a;
    a.kind = std::string(actions::commandSequence);
    return a;
}

const ExplanationLine *line(const Evaluation &e, std::string_view key)
{
    for (const ExplanationLine &l : e.lines) {
        if (l.key == key)
            return &l;
    }
    return nullptr;
}

/** Whether a Russian unit could enter at h: no French unit there nor a French zone of influence. */
bool free(const GameState &s, const Unit &arriving, Hex h)
{
    for (const Unit *u : s.unitsIn(h)) {
        if (u->side != arriving.side)
            return false;
    }
    return zdiHolders(s, arriving, h).empty();
}

} // namespace

class TstLbReinforcements : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { registerLaBataille(); }
    void arrives_data();
    void arrives();
    void blockedEverywhereStaysOff();
    void notDueYet();
    void arrivalUndone();
    void endOfCommandSequence();
    void assumptionListed();
    void sandboxDragoonsArriveAt1320();
};

void TstLbReinforcements::arrives_data()
{
    QTest::addColumn<QString>("blocker"); // "", "enemy": a French unit in the entry, "zdi"
    QTest::addColumn<QString>("lineKey");
    QTest::addColumn<QString>("text");
    QTest::newRow("a free entry") << ""
                                  << "reinforcement.arrives"
                                  << "Russian 2nd Dragoons arrives at F6 (due 13:20)";
    QTest::newRow("an enemy in the entry: aside")
        << "enemy"
        << "reinforcement.aside"
        << "Russian 2nd Dragoons cannot enter at F6 (fr-1 stands there): it arrives";
    QTest::newRow("the entry in an enemy zone of influence: aside")
        << "zdi"
        << "reinforcement.aside"
        << "(in the zone of influence of fr-1): it arrives";
}

void TstLbReinforcements::arrives()
{
    QFETCH(QString, blocker);
    QFETCH(QString, lineKey);
    QFETCH(QString, text);
    GameState s = position(20);
    const Hex f6 = s.map().parse("F6");
    if (blocker == "enemy") {
        s.addUnit(battalion("fr-1", "fr", f6));
    } else if (blocker == "zdi") {
        // A French battalion next to F6 whose zone of influence holds F6.
        for (const Hex h : ring(f6, 1)) {
            GameState tried = s;
            tried.addUnit(battalion("fr-1", "fr", h));
            if (!zdiHolders(tried, dragoons(f6).unit, f6).empty()) {
                s = tried;
                break;
            }
        }
        QVERIFY(s.findUnit(UnitId {"fr-1"}));
    }
    s.addReinforcement(dragoons(f6));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, commandStep());
    QVERIFY2(e.legal, e.whyNot.c_str());
    const ExplanationLine *l = line(e, lineKey.toStdString());
    QVERIFY(l);
    QVERIFY2(QString::fromStdString(l->text).contains(text), l->text.c_str());
    QCOMPARE(l->rule, std::string("Reinforcements"));
    QVERIFY(!l->assumed);
    QVERIFY(line(e, "command.no-morale-level")); // 13:20: the morale levels wait for the hour
    ScriptedDice dice({});
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(r.effects.size(), std::size_t(1));
    QCOMPARE(r.effects.front().kind, EffectKind::UnitArrived);
    const Unit arriving = s.reinforcements().front().unit;
    s.apply(r.effects);
    QVERIFY(s.reinforcements().empty());
    const Unit &u = s.unit(UnitId {"ru-dragoons"});
    QVERIFY(free(s, arriving, u.hex));
    // Nearest: no free hex is nearer the entry than the one it took.
    const int aside = distance(f6, u.hex);
    QCOMPARE(aside, blocker.isEmpty() ? 0 : 1);
    for (const Hex h : hexesAside(s, f6, aside - 1))
        QVERIFY2(!free(s, arriving, h), s.map().label(h).c_str());
}

void TstLbReinforcements::blockedEverywhereStaysOff()
{
    // A 3x2 map with a French battalion in every hex: nowhere to enter within 5 hexes.
    GameState s = position(20, 3, 2);
    int n = 0;
    for (int i = 0; i < s.map().hexCount(); ++i)
        s.addUnit(battalion("fr-" + std::to_string(++n), "fr", s.map().coordinates().hexAt(i)));
    const Hex a1 = s.map().parse("A1");
    s.addReinforcement(dragoons(a1));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, commandStep());
    QVERIFY2(e.legal, e.whyNot.c_str());
    const ExplanationLine *l = line(e, "reinforcement.blocked");
    QVERIFY(l);
    QVERIFY2(l->text.find("nor anywhere up to 5 hexes aside: it stays off the map and tries again "
                          "next turn")
            != std::string::npos,
        l->text.c_str());
    QVERIFY(l->assumed);
    ScriptedDice dice({});
    const Resolution r = rules.resolve(s, e, dice);
    QVERIFY(r.effects.empty());
    s.apply(r.effects);
    QCOMPARE(s.reinforcements().size(), std::size_t(1));
    QVERIFY(!s.findUnit(UnitId {"ru-dragoons"}));
}

void TstLbReinforcements::notDueYet()
{
    // 13:00, off nothing to bring: the step is the morale levels' alone (no organisation here).
    GameState s = position(0);
    s.addUnit(battalion("fr-1", "fr", s.map().parse("B2")));
    s.addReinforcement(dragoons(s.map().parse("F6")));
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, commandStep());
    QVERIFY(!e.legal);
    QVERIFY2(
        e.whyNot.find("no unit belongs to an organisation") != std::string::npos, e.whyNot.c_str());
    QVERIFY(planArrivals(s).empty());
}

void TstLbReinforcements::arrivalUndone()
{
    GameState s = position(40);
    s.addReinforcement(dragoons(s.map().parse("F6")));
    const GameState before = s;
    LaBatailleRuleSet rules;
    const Evaluation e = rules.evaluate(s, commandStep());
    ScriptedDice dice({});
    const StateDelta delta = s.apply(rules.resolve(s, e, dice).effects);
    QVERIFY(s.findUnit(UnitId {"ru-dragoons"}));
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbReinforcements::endOfCommandSequence()
{
    // Ending the Command Sequence phase runs the step: the arrival is among its effects.
    GameState s = position(20);
    s.addReinforcement(dragoons(s.map().parse("F6")));
    LaBatailleRuleSet rules;
    Action next;
    next.kind = std::string(builtin::nextPhase);
    const Evaluation e = rules.evaluateInGame(s, next);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(line(e, "reinforcement.arrives"));
    ScriptedDice dice({});
    const Resolution r = rules.resolve(s, e, dice);
    s.apply(r.effects);
    QVERIFY(s.unit(UnitId {"ru-dragoons"}).hex == s.map().parse("F6"));
    QVERIFY(s.sequence().phase != std::string(phases::command));
}

void TstLbReinforcements::assumptionListed()
{
    LaBatailleRuleSet rules;
    const std::vector<Assumption> all = rules.assumptions();
    QVERIFY(std::any_of(all.begin(), all.end(),
        [](const Assumption &a) { return a.key == "labataille.reinforcement-delay"; }));
}

void TstLbReinforcements::sandboxDragoonsArriveAt1320()
{
    // The shipped sandbox: the Kargopol Dragoons are due at 13:20 at FF7 or FF8. Ending the
    // Command Sequence of turn 2 brings them; undo takes them off, redo and a saved game's replay
    // bring them back.
    LoadResult loaded
        = loadScenarioFile(HEXFIRE_SOURCE_DIR "/resources/scenarios/labataille-sandbox.json");
    QVERIFY2(loaded.ok(), loaded.diagnostics.format().c_str());
    Scenario base = *loaded.scenario;
    QCOMPARE(base.initial.reinforcements().size(), std::size_t(1));
    const UnitId dragoonsId {"ru-dragoons-kargopol"};
    SequencePosition p = base.initial.sequence();
    p.turn = 2;
    p.minutesElapsed = 20;
    base.initial.setSequence(p);
    Diagnostics d;
    const auto game = makeGame(base, d);
    QVERIFY2(game, d.format().c_str());
    QVERIFY(!game->state().findUnit(dragoonsId));
    Action next;
    next.kind = std::string(builtin::nextPhase);
    ScriptedDice dice({});
    game->commit(next, dice);
    const Unit *arrived = game->state().findUnit(dragoonsId);
    QVERIFY(arrived);
    QVERIFY(arrived->hex == game->state().map().parse("FF7"));
    QVERIFY(game->state().reinforcements().empty());
    const GameState after = game->state();
    game->undo();
    QVERIFY(!game->state().findUnit(dragoonsId));
    QCOMPARE(game->state().reinforcements().size(), std::size_t(1));
    game->redo();
    QVERIFY(game->state() == after);
    // Saved and opened again: the arrival is replayed from the log.
    const LoadResult reopened
        = loadScenarioText(scenarioToText(snapshot(base, *game)), "saved.json");
    QVERIFY2(reopened.ok(), reopened.diagnostics.format().c_str());
    const auto again = makeGame(*reopened.scenario, d);
    QVERIFY2(again, d.format().c_str());
    QVERIFY(again->state() == after);
}

QTEST_GUILESS_MAIN(TstLbReinforcements)
#include "tst_lbreinforcements.moc"
