// La Bataille opportunity fire (REFERENCE 2.5.2 Zones d'Influence, 2.5.3): the marker a move out
// of a zone or a formation change inside one leaves, the reply offered, the fire made at the unit
// as it stood (its former formation), its losses on the real unit, the firers marked, the marker
// removed, the refusals, the Movement segment's end clearing the markers, and undo.

#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/labataille/lbkeys.h"
#include "core/rules/labataille/lbmovement.h"
#include "core/rules/labataille/lbopportunityfire.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/rules/movement.h"
#include "core/rules/ruletools.h"

#include <QTest>

#include <algorithm>

using namespace hexfire;
using namespace hexfire::labataille;

namespace {

const MapCoordinates coordinates(
    12, 12, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber);
const Hex centre = coordinates.parse("F6");

Hex next(HexDirection d, Hex from = centre) { return neighbor(from, d); }

/** An empty clear map, in the French Movement segment when `movement`. */
GameState position(bool movement = true)
{
    MapGrid map(coordinates, {{"clear", "Clear", "#d8e0a0"}});
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
    int strength = 6;
    Facing facing = Facing::hexside(HexDirection::D0);
    std::string status;
};

Unit makeUnit(const Spec &s)
{
    Unit u;
    u.id = UnitId {s.id};
    u.name = s.id;
    u.side = SideId {s.side};
    u.hex = s.hex;
    u.strength = s.strength;
    u.maxStrength = s.strength;
    u.facing = s.facing;
    if (facingProfile(s.kind, s.formation).faces == FacingKind::Vertex)
        u.facing = Facing::vertex(s.facing.direction());
    if (!s.status.empty())
        u.status.set(s.status);
    auto p = std::make_shared<LbProfile>();
    p->kind = s.kind;
    p->formation = s.formation;
    p->movement = s.kind == UnitKind::Cavalry ? 12 : 6;
    p->nationality = s.side == "fr" ? "french" : "russian";
    p->troop = s.side == "fr" ? "ligne" : "";
    u.profile = p;
    return u;
}

/** The Russian holder: next to the centre in direction D0, facing back along it (front hexsides
 *  D2, D3 and D4): the centre is in its zone of influence. */
Spec holder(UnitKind kind = UnitKind::Infantry, const std::string &status = {})
{
    Spec s;
    s.id = "Pavlov Grenadiers";
    s.side = "ru";
    s.hex = next(HexDirection::D0);
    s.kind = kind;
    s.facing = Facing::hexside(HexDirection::D3);
    s.status = status;
    return s;
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

Action formationOrder(Formation to)
{
    Action a;
    a.kind = std::string(actions::changeFormation);
    a.actors = {UnitId {"mover"}};
    a.params["formation"] = std::string(key(to));
    return a;
}

Action opportunityFire(const std::string &firer, Hex at)
{
    Action a;
    a.kind = std::string(actions::opportunityFire);
    a.actors = {UnitId {firer}};
    a.target = at;
    return a;
}

std::vector<Effect> resolved(const LaBatailleRuleSet &rules, const GameState &s,
    const Evaluation &e, std::vector<int> rolls = {})
{
    ScriptedDice dice(std::move(rolls));
    return rules.resolve(s, e, dice).effects;
}

/** Plays an order in s through the game's gate; fails the test when it is refused. */
void play(const LaBatailleRuleSet &rules, GameState &s, const Action &a)
{
    const Evaluation e = rules.evaluateInGame(s, a);
    if (!e.legal)
        qFatal("%s refused: %s", a.kind.c_str(), e.whyNot.c_str());
    s.apply(resolved(rules, s, e));
}

std::vector<const Marker *> opportunityMarkers(const GameState &s)
{
    std::vector<const Marker *> out;
    for (const Marker &m : s.markers()) {
        if (m.kind == markers::opportunity)
            out.push_back(&m);
    }
    return out;
}

int finalOf(const Evaluation &e, std::string_view key)
{
    for (const FinalNumber &f : e.finals) {
        if (f.key == key)
            return f.value;
    }
    return -1;
}

/** The mover moved out of the holder's zone, in column, towards D3. */
GameState afterLeaving(const LaBatailleRuleSet &rules)
{
    GameState s = position();
    s.addUnit(makeUnit(Spec {}));
    s.addUnit(makeUnit(holder()));
    play(rules, s, moveAlong({next(HexDirection::D3)}));
    return s;
}

} // namespace

class TstLbOpFire : public QObject {
    Q_OBJECT

private slots:
    void vocabulary();
    void moveMarkers_data();
    void moveMarkers();
    void formationChangeMarker_data();
    void formationChangeMarker();
    void replyOffered();
    void firedAtTheFormerFormation();
    void resolvedOnTheRealUnitAndUndone();
    void refusals_data();
    void refusals();
    void endOfMovementClearsMarkers();
};

void TstLbOpFire::vocabulary()
{
    LaBatailleRuleSet rules;
    QVERIFY(rules.reactionRules() == &rules);
    const ActionType *type = findByKey(rules.vocabulary().actions, actions::opportunityFire);
    QVERIFY(type);
    QCOMPARE(type->actors, ActorRule::Several);
    QCOMPARE(type->target, TargetKind::Hex);
    const MarkerType *marker = findByKey(rules.vocabulary().markers, markers::opportunity);
    QVERIFY(marker);
    QCOMPARE(marker->caption, std::string("OPP"));
    QVERIFY(rules.findEffectType(markers::opportunity));
    QVERIFY(rules.findEffectType("opportunity-fire"));
    const std::vector<Assumption> all = rules.assumptions();
    QVERIFY(std::any_of(all.begin(), all.end(),
        [](const Assumption &a) { return a.key == "labataille.opportunity-fire"; }));
    const GameState s = afterLeaving(rules);
    const std::vector<const Marker *> m = opportunityMarkers(s);
    QCOMPARE(m.size(), std::size_t {1});
    const std::string tip = rules.describeMarker(s, *m.front()).tooltip;
    QVERIFY2(tip.find("mover left a zone of influence in F6 in Column") != std::string::npos,
        tip.c_str());
    QVERIFY2(tip.find("May fire: Pavlov Grenadiers.") != std::string::npos, tip.c_str());
}

void TstLbOpFire::moveMarkers_data()
{
    QTest::addColumn<int>("holderKind"); // -1: no holder
    QTest::addColumn<QString>("holderStatus");
    QTest::addColumn<int>("direction");
    QTest::addColumn<bool>("movement");
    QTest::addColumn<int>("markers");
    const int inf = static_cast<int>(UnitKind::Infantry);
    const int cav = static_cast<int>(UnitKind::Cavalry);
    const int art = static_cast<int>(UnitKind::Artillery);
    const int away = static_cast<int>(HexDirection::D3);
    const int along = static_cast<int>(HexDirection::D1); // stays next to the holder's front
    QTest::newRow("infantry leaves an infantry zone: a marker") << inf << "" << away << true << 1;
    QTest::newRow("leaves a battery's zone: a marker") << art << "" << away << true << 1;
    QTest::newRow("stays in the zone: none") << inf << "" << along << true << 0;
    QTest::newRow("no enemy near: none") << -1 << "" << away << true << 0;
    QTest::newRow("the holder has fired: none") << inf << "fired" << away << true << 0;
    QTest::newRow("the holder is routed (no zone): none") << inf << "routed" << away << true << 0;
    QTest::newRow("cavalry has no fire value: none") << cav << "" << away << true << 0;
    QTest::newRow("outside the Movement segment: none") << inf << "" << away << false << 0;
}

void TstLbOpFire::moveMarkers()
{
    QFETCH(int, holderKind);
    QFETCH(QString, holderStatus);
    QFETCH(int, direction);
    QFETCH(bool, movement);
    QFETCH(int, markers);
    LaBatailleRuleSet rules;
    GameState s = position(movement);
    s.addUnit(makeUnit(Spec {}));
    if (holderKind >= 0) {
        Spec h = holder(static_cast<UnitKind>(holderKind), holderStatus.toStdString());
        if (h.kind == UnitKind::Artillery)
            h.formation = Formation::Unlimbered;
        s.addUnit(makeUnit(h));
    }
    const Hex to = next(static_cast<HexDirection>(direction));
    const Evaluation e = rules.evaluateInGame(s, moveAlong({to}));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const GameState before = s;
    const StateDelta delta = s.apply(resolved(rules, s, e));
    const std::vector<const Marker *> placed = opportunityMarkers(s);
    QCOMPARE(static_cast<int>(placed.size()), markers);
    if (markers == 0)
        return;
    const Marker m = *placed.front();
    s.revert(delta); // undo takes the marker back off exactly
    QVERIFY(s == before);
    QVERIFY(m.hex == centre);
    QVERIFY(m.unit == UnitId {"mover"});
    QCOMPARE(paramOr<std::string>(m.params, "formation", ""), std::string("column"));
    QVERIFY(std::any_of(e.lines.begin(), e.lines.end(),
        [](const ExplanationLine &l) { return l.key == "opportunity.drawn"; }));
}

void TstLbOpFire::formationChangeMarker_data()
{
    QTest::addColumn<bool>("inZone");
    QTest::addColumn<int>("markers");
    QTest::newRow("column to line in a zone: a marker") << true << 1;
    QTest::newRow("column to line out of any zone: none") << false << 0;
}

void TstLbOpFire::formationChangeMarker()
{
    QFETCH(bool, inZone);
    QFETCH(int, markers);
    LaBatailleRuleSet rules;
    GameState s = position();
    s.addUnit(makeUnit(Spec {}));
    Spec h = holder();
    if (!inZone)
        h.hex = next(HexDirection::D0, next(HexDirection::D0, h.hex));
    s.addUnit(makeUnit(h));
    play(rules, s, formationOrder(Formation::Line));
    const std::vector<const Marker *> placed = opportunityMarkers(s);
    QCOMPARE(static_cast<int>(placed.size()), markers);
    if (markers == 0)
        return;
    QVERIFY(placed.front()->hex == centre);
    QCOMPARE(paramOr<std::string>(placed.front()->params, "formation", ""), std::string("column"));
    QCOMPARE(profileOf<LbProfile>(s.unit(UnitId {"mover"}))->formation, Formation::Line);
}

void TstLbOpFire::replyOffered()
{
    LaBatailleRuleSet rules;
    const GameState s = afterLeaving(rules);
    const std::vector<Action> replies = rules.reactions(s, moveAlong({next(HexDirection::D3)}));
    QCOMPARE(replies.size(), std::size_t {1});
    const Action &a = replies.front();
    QCOMPARE(a.kind, std::string(actions::opportunityFire));
    QCOMPARE(a.actors, std::vector<UnitId> {UnitId {"Pavlov Grenadiers"}});
    QVERIFY(a.target == centre);
    QVERIFY(rules.evaluateInGame(s, a).legal);
    // Outside the Movement segment nothing is offered.
    GameState later = s;
    SequencePosition p = later.sequence();
    p.phase = std::string(phases::offensiveFire);
    later.setSequence(p);
    QVERIFY(rules.reactions(later, a).empty());
}

void TstLbOpFire::firedAtTheFormerFormation()
{
    // The mover left in column and formed line in its new hex: the fire is at the column in F6.
    LaBatailleRuleSet rules;
    GameState s = afterLeaving(rules);
    play(rules, s, formationOrder(Formation::Line));
    QCOMPARE(opportunityMarkers(s).size(), std::size_t {1}); // the line is out of any zone
    const Evaluation e = rules.evaluateInGame(s, opportunityFire("Pavlov Grenadiers", centre));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(e.action.kind, std::string(actions::opportunityFire));
    QVERIFY(e.lines.front().key == "opportunity.former" && e.lines.front().assumed);
    QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [](const Assumption &a) { return a.key == "labataille.opportunity-fire"; }));
    // The fire roll, then the morale check its losses may call for (rolled only then).
    QCOMPARE(e.dice.size(), std::size_t {4});
    QVERIFY(!e.dice[1].conditional && e.dice[2].conditional);
    // The same fire made outside the sequence at the mover standing in F6 in column, and in line.
    const auto direct = [&](Formation f) {
        GameState d = position(false);
        Spec m;
        m.formation = f;
        d.addUnit(makeUnit(m));
        d.addUnit(makeUnit(holder()));
        Action fire = opportunityFire("Pavlov Grenadiers", centre);
        fire.kind = std::string(actions::fire);
        return rules.evaluate(d, fire);
    };
    const Evaluation column = direct(Formation::Column);
    const Evaluation line = direct(Formation::Line);
    QVERIFY(column.legal && line.legal);
    QCOMPARE(finalOf(e, "fire.defence"), finalOf(column, "fire.defence"));
    QCOMPARE(finalOf(e, "fire.column"), finalOf(column, "fire.column"));
    QVERIFY(finalOf(column, "fire.defence") != finalOf(line, "fire.defence"));
    QCOMPARE(e.odds.front().outcomes.size(), column.odds.front().outcomes.size());
}

void TstLbOpFire::resolvedOnTheRealUnitAndUndone()
{
    LaBatailleRuleSet rules;
    GameState s = afterLeaving(rules);
    const Evaluation e = rules.evaluateInGame(s, opportunityFire("Pavlov Grenadiers", centre));
    QVERIFY2(e.legal, e.whyNot.c_str());
    // The first reading that costs an increment.
    std::vector<Effect> effects;
    for (int i = 0; i < 36
         && std::none_of(effects.begin(), effects.end(),
             [](const Effect &x) { return x.kind == EffectKind::StrengthLost; });
         ++i)
        effects = resolved(rules, s, e, {i / 6 + 1, i % 6 + 1});
    const auto lost = std::find_if(effects.begin(), effects.end(),
        [](const Effect &x) { return x.kind == EffectKind::StrengthLost; });
    QVERIFY(lost != effects.end());
    QVERIFY(lost->unit == UnitId {"mover"});
    QVERIFY(std::none_of(effects.begin(), effects.end(),
        [](const Effect &x) { return x.kind == EffectKind::MarkerPlaced; }));
    const GameState before = s;
    const int strength = s.unit(UnitId {"mover"}).strength;
    const StateDelta delta = s.apply(effects);
    QCOMPARE(s.unit(UnitId {"mover"}).strength, strength - lost->count);
    QVERIFY(s.unit(UnitId {"mover"}).hex == next(HexDirection::D3)); // it stays where it went
    QVERIFY(s.unit(UnitId {"Pavlov Grenadiers"}).status.has(statuses::fired));
    QVERIFY(opportunityMarkers(s).empty());
    QVERIFY(s.markers().empty());
    QVERIFY(rules.reactions(s, e.action).empty());
    s.revert(delta);
    QVERIFY(s == before);
}

void TstLbOpFire::refusals_data()
{
    QTest::addColumn<QString>("firer");
    QTest::addColumn<QString>("status"); // set on the holder after the marker was placed
    QTest::addColumn<bool>("atMarker");
    QTest::addColumn<QString>("text");
    QTest::newRow("not a holder of the hex") << "Moscow Musketeers"
                                             << "" << true << "zone of influence did not hold F6";
    QTest::newRow("already fired") << "Pavlov Grenadiers"
                                   << "fired" << true << "already fired";
    QTest::newRow("routed") << "Pavlov Grenadiers"
                            << "routed" << true << "zone of influence";
    QTest::newRow("the mover's own side") << "Voltigeurs"
                                          << "" << true << "same side";
    QTest::newRow("no marker in the hex")
        << "Pavlov Grenadiers"
        << "" << false << "no enemy unit left a zone of influence";
}

void TstLbOpFire::refusals()
{
    QFETCH(QString, firer);
    QFETCH(QString, status);
    QFETCH(bool, atMarker);
    QFETCH(QString, text);
    LaBatailleRuleSet rules;
    GameState s = position();
    s.addUnit(makeUnit(Spec {}));
    s.addUnit(makeUnit(holder()));
    Spec other = holder(); // two hexes off, its front away from F6
    other.id = "Moscow Musketeers";
    other.hex = next(HexDirection::D1, next(HexDirection::D1));
    other.facing = Facing::hexside(HexDirection::D0);
    s.addUnit(makeUnit(other));
    Spec friendUnit;
    friendUnit.id = "Voltigeurs";
    friendUnit.hex = next(HexDirection::D5, next(HexDirection::D4));
    s.addUnit(makeUnit(friendUnit));
    play(rules, s, moveAlong({next(HexDirection::D3)}));
    if (!status.isEmpty()) {
        Effect set
            = makeEffect(EffectKind::StatusSet, status.toStdString(), UnitId {"Pavlov Grenadiers"});
        set.status = status.toStdString();
        s.apply({set});
    }
    const Hex at = atMarker ? centre : next(HexDirection::D1);
    const Evaluation e = rules.evaluate(s, opportunityFire(firer.toStdString(), at));
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find(text.toStdString()) != std::string::npos, e.whyNot.c_str());
}

void TstLbOpFire::endOfMovementClearsMarkers()
{
    LaBatailleRuleSet rules;
    GameState s = afterLeaving(rules);
    Action end;
    end.kind = std::string(actions::endMovement);
    const Evaluation e = rules.evaluate(s, end);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(std::any_of(e.lines.begin(), e.lines.end(), [](const ExplanationLine &l) {
        return l.key == "movement.opportunity-lost" && l.assumed;
    }));
    const GameState before = s;
    const StateDelta delta = s.apply(resolved(rules, s, e));
    QVERIFY(opportunityMarkers(s).empty());
    s.revert(delta);
    QVERIFY(s == before);
}

QTEST_GUILESS_MAIN(TstLbOpFire)
#include "tst_lbopfire.moc"
