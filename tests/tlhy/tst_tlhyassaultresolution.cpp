// Assault Resolution in The Last Hundred Yards (rules reference 1.8.6, 14.0, 14.3.3): the units and
// the net DRM of each clause, the cap, the automatic results, the players' three results and their
// effects, the NOT OFFICIAL placeholder's exact odds, the retreat hex and elimination, and the end
// of the playbook's 21.8.3 story in H9.

#include "tlhyfixture.h"

#include "core/dice/scripteddice.h"
#include "core/play/game.h"
#include "core/rules/tlhy/tlhyassaultresolution.h"
#include "core/rules/tlhy/tlhyruleset.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <map>
#include <memory>

using namespace hexfire;
using namespace tlhyfixture;

namespace {

using Result = TlhyAssaultResolution::Result;

struct Case {
    std::vector<UnitSpec> units; // side "de" attacks H9, side "us" defends
    std::map<std::string, std::string> status; // unit id -> status set
    std::map<std::string, std::string> company; // unit id -> company
    std::string terrain; // H9's terrain
    std::vector<std::string> features; // H9's features
    bool wall = false; // a wall on H9's north hexside
    int elevation = 0; // H9's elevation
    std::map<std::string, int> modifiers; // modifier key -> summed value
    int net = 0;
    std::string automatic; // "" or the automatic result's key
};

UnitSpec attacker(const char *id, int cohesion, TlhyUnitType t = TlhyUnitType::Squad)
{
    return {id, "de", "H9", t, cohesion, 3, 3};
}

UnitSpec defender(const char *id, int cohesion, TlhyUnitType t = TlhyUnitType::Squad)
{
    return {id, "us", "H9", t, cohesion, 3, 3};
}

Marker nationality(const char *hex, const char *side)
{
    Marker m;
    m.kind = std::string(tlhykeys::assaultNationality);
    m.hex = hexAt(hex);
    m.side = SideId {side};
    return m;
}

GameState build(const Case &c)
{
    GameState s = emptyPosition();
    if (!c.terrain.empty())
        s.editMap().setTerrain(hexAt("H9"), c.terrain);
    for (const std::string &f : c.features)
        s.editMap().addFeature(hexAt("H9"), f);
    if (c.wall)
        s.editMap().setHexsideFeature(hexAt("H9"), HexDirection::D0, "wall");
    s.editMap().setElevation(hexAt("H9"), c.elevation);
    for (const UnitSpec &spec : c.units) {
        Unit u = makeUnit(spec);
        if (const auto it = c.status.find(spec.id); it != c.status.end())
            u.status.set(it->second);
        profileOf(u).company = c.company.count(spec.id) ? c.company.at(spec.id) : "A Co.";
        s.addUnit(u);
    }
    s.addMarker(nationality("H9", "de"));
    return s;
}

std::map<std::string, int> modifiersOf(const TlhyAssaultResolution::HexPlan &p)
{
    std::map<std::string, int> m;
    for (const auto &mod : p.modifiers) {
        if (mod.value != 0)
            m[mod.key] += mod.value;
    }
    return m;
}

Action resolution(const char *pick, const char *hex = "H9")
{
    Action a = action(tlhykeys::assaultResolution, {}, hex);
    if (pick)
        a.params[std::string(tlhykeys::result)] = std::string(pick);
    return a;
}

double oddsSum(const OddsTable &t)
{
    double sum = 0.0;
    for (const OutcomeOdds &o : t.outcomes)
        sum += o.probability;
    return sum;
}

/** The 21.8.3 position after its Fire Resolution of H9 (tst_tlhyactions' seed2183). */
GameState seed2183AfterFire()
{
    Game game(seed2183Position(), std::make_unique<TlhyRuleSet>());
    for (const auto &[act, faces] : seed2183Steps(3)) {
        ScriptedDice dice(faces);
        game.commit(act, dice);
    }
    ScriptedDice h9({7, 6, 10, 5});
    game.commit(action(tlhykeys::fireResolution, {}, "H9"), h9);
    return game.state();
}

} // namespace

Q_DECLARE_METATYPE(Case)

class TstTlhyAssaultResolution : public QObject {
    Q_OBJECT

private slots:
    void modifiers_data();
    void modifiers();
    void automatic_data();
    void automatic();
    void choices_data();
    void choices();
    void placeholder_data();
    void placeholder();
    void retreat_data();
    void retreat();
    void refusals_data();
    void refusals();
    void seed2183_data();
    void seed2183();
};

void TstTlhyAssaultResolution::modifiers_data()
{
    QTest::addColumn<Case>("c");
    Case base;
    base.units = {attacker("a", 7), defender("d", 7)};
    const auto row = [&](const char *name, Case c) { QTest::newRow(name) << c; };
    row("level Cohesion: no DRM", base);
    {
        Case c = base;
        c.units = {attacker("a", 9), defender("d", 7)};
        c.modifiers = {{"cohesion", 2}};
        c.net = 2;
        row("Cohesion difference +2 (best of each side)", c);
        c.units = {attacker("a", 10), defender("d", 5)};
        c.modifiers = {{"cohesion", 3}};
        c.net = 3;
        row("Cohesion difference at most +3", c);
        c.units = {attacker("a", 4), defender("d", 9)};
        c.modifiers = {{"cohesion", -3}};
        c.net = -3;
        row("Cohesion difference at most -3", c);
        c.units = {attacker("a", 9), defender("d", 6), defender("l", 9, TlhyUnitType::Leader)};
        c.modifiers = {{"cohesion", 3}};
        c.net = 3;
        row("a leader's Cohesion is not a combat unit's", c);
    }
    const auto one = [&](const char *name, Case c, const char *key, int v) {
        c.modifiers = {{key, v}};
        c.net = v;
        row(name, c);
    };
    Case c = base;
    c.terrain = "stone-building";
    one("urban building -2 (stone)", c, "urban", -2);
    c = base;
    c.features = {"wooden-building"};
    one("urban building -2 (wooden)", c, "urban", -2);
    c = base;
    c.features = {"hill"};
    one("up hill -1 (hill)", c, "up-hill", -1);
    c = base;
    c.elevation = 1;
    one("up hill -1 (higher than a neighbour)", c, "up-hill", -1);
    c = base;
    c.status = {{"d", "concealed"}};
    one("concealed defender -1", c, "concealed", -1);
    c = base;
    c.status = {{"a", "concealed"}};
    row("a concealed attacker gives nothing", c);
    c = base;
    c.features = {"improved-position"};
    one("improved position -1", c, "cover", -1);
    c = base;
    c.features = {"hut"};
    one("rural building -1", c, "cover", -1);
    c = base;
    c.wall = true;
    one("wall -1", c, "cover", -1);
    c = base;
    c.wall = true;
    c.features = {"improved-position", "hut"};
    one("improved position, wall and rural building count once", c, "cover", -1);
    c = base;
    c.units = {attacker("a", 7), attacker("b", 7), defender("d", 7)};
    c.company = {{"b", "B Co."}};
    one("fragmented attackers -1", c, "fragmented", -1);
    c = base;
    c.units = {attacker("a", 7), defender("d", 7), defender("e", 7)};
    c.company = {{"e", "B Co."}};
    one("fragmented defenders +1", c, "fragmented", 1);
    c = base;
    c.status = {{"d", "regrouping"}};
    one("regrouping defender +1", c, "regrouping", 1);
    c = base;
    c.status = {{"a", "regrouping"}};
    one("regrouping attacker -1", c, "regrouping", -1);
    c = base;
    c.status = {{"a", "heroic"}};
    c.features = {"fortified-position"};
    c.modifiers = {{"heroic", 1}, {"cover", -1}};
    c.net = 0;
    row("heroic attacker against a fortified position +1", c);
    c = base;
    c.status = {{"a", "heroic"}};
    row("heroic attacker in the open: nothing", c);
    c = base;
    c.units = {attacker("a", 4), defender("d", 9)};
    c.terrain = "stone-building";
    c.features = {"hill", "improved-position"};
    c.modifiers = {{"cohesion", -3}, {"urban", -2}, {"up-hill", -1}, {"cover", -1}};
    c.net = -4;
    row("net DRM capped at -4", c);
    c = base;
    c.units = {attacker("a", 10), defender("d", 5), defender("e", 5)};
    c.company = {{"e", "B Co."}};
    c.status = {{"d", "regrouping"}};
    c.modifiers = {{"cohesion", 3}, {"fragmented", 1}, {"regrouping", 1}};
    c.net = 4;
    row("net DRM capped at +4", c);
}

void TstTlhyAssaultResolution::modifiers()
{
    QFETCH(Case, c);
    const GameState s = build(c);
    TlhyRuleSet rules;
    const auto p = TlhyAssaultResolution(rules.options()).plan(s, hexAt("H9"));
    QCOMPARE(modifiersOf(p), c.modifiers);
    QCOMPARE(p.net, c.net);
    const Evaluation e = rules.evaluate(s, resolution("continues"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const auto net = std::find_if(e.finals.begin(), e.finals.end(),
        [](const FinalNumber &f) { return f.key == "tlhy.ar.net"; });
    QVERIFY(net != e.finals.end());
    QCOMPARE(net->value, c.net);
    for (const ExplanationLine &l : e.lines) {
        if (l.key.rfind("tlhy.ar.drm.", 0) == 0 || l.key == "tlhy.ar.net")
            QCOMPARE(QString::fromStdString(l.rule), QString("14.0"));
    }
}

void TstTlhyAssaultResolution::automatic_data()
{
    QTest::addColumn<Case>("c");
    Case c;
    c.units = {attacker("l", 6, TlhyUnitType::Leader), defender("d", 7)};
    c.automatic = "defender-wins";
    QTest::newRow("attacking leader alone, lower Cohesion: the attackers retreat") << c;
    c.units = {attacker("a", 7), defender("l", 9, TlhyUnitType::Leader)};
    c.automatic = "defender-wins";
    QTest::newRow("lone defending leader, higher Cohesion: the attackers retreat") << c;
    c.units = {attacker("a", 9), defender("l", 7, TlhyUnitType::Leader)};
    c.automatic = "attacker-wins";
    QTest::newRow("lone defending leader, lower Cohesion: he retreats") << c;
    c.units = {attacker("a", 7), defender("l", 7, TlhyUnitType::Leader)};
    c.automatic = "";
    QTest::newRow("leaders only on one side, level Cohesion: the players decide") << c;
    c.units = {attacker("v", 7, TlhyUnitType::Vehicle), defender("w", 5, TlhyUnitType::Vehicle)};
    QTest::newRow("vehicles only: no ATV in HexFire, the players decide") << c;
    c.units = {attacker("a", 7)};
    c.automatic = "attacker-wins";
    QTest::newRow("no defender left: the assault ends") << c;
    c.units = {defender("d", 7)};
    c.automatic = "defender-wins";
    QTest::newRow("no attacker left: the assault ends") << c;
}

void TstTlhyAssaultResolution::automatic()
{
    QFETCH(Case, c);
    const GameState s = build(c);
    TlhyRuleSet rules;
    const Evaluation e = rules.evaluate(s, resolution("continues"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    FailingDice none;
    ScriptedDice noDice({});
    const Resolution r = rules.resolve(s, e, noDice);
    const std::string expected = c.automatic.empty() ? "continues" : c.automatic;
    QCOMPARE(QString::fromStdString(r.outcomes.at(0).key), QString::fromStdString(expected));
    GameState after = s;
    after.apply(r.effects);
    QCOMPARE(after.markersAt(hexAt("H9")).empty(), !c.automatic.empty());
    const char *loser = c.automatic == "attacker-wins" ? "us" : "de";
    for (const UnitSpec &u : c.units) {
        const Unit &now = after.unit(UnitId {u.id});
        const bool retreats = !c.automatic.empty() && u.side == loser;
        QCOMPARE(now.hex == hexAt("H9"), !retreats);
        if (retreats)
            QCOMPARE(distance(now.hex, hexAt("H9")), 2);
    }
}

void TstTlhyAssaultResolution::choices_data()
{
    QTest::addColumn<QString>("pick");
    QTest::newRow("attacker wins: the defenders retreat, the markers leave") << "attacker-wins";
    QTest::newRow("defender wins: the attackers retreat, the markers leave") << "defender-wins";
    QTest::newRow("continues: nothing moves, the markers stay") << "continues";
}

void TstTlhyAssaultResolution::choices()
{
    QFETCH(QString, pick);
    Case c;
    c.units = {attacker("a", 7), defender("d", 7), defender("l", 8, TlhyUnitType::Leader)};
    GameState s = build(c);
    Marker arrow;
    arrow.kind = std::string(tlhykeys::assaultArrow);
    arrow.hex = hexAt("I10");
    arrow.side = SideId {"de"};
    arrow.params[std::string(tlhykeys::pointsTo)] = hexAt("H9");
    s.addMarker(arrow);
    TlhyRuleSet rules;
    const Evaluation e = rules.evaluate(s, resolution(qPrintable(pick)));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(e.dice.empty()); // the players decide: no die
    QVERIFY(!e.notOfficial);
    QCOMPARE(e.odds.size(), std::size_t(1));
    QCOMPARE(e.odds[0].outcomes.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(e.odds[0].outcomes[0].key), pick);
    QCOMPARE(oddsSum(e.odds[0]), 1.0);
    QVERIFY(std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [](const Assumption &a) { return a.key == "tlhy.assault-result"; }));
    FailingDice dice;
    const Resolution r = rules.resolve(s, e, dice);
    GameState after = s;
    after.apply(r.effects);
    const bool over = pick != "continues";
    QCOMPARE(after.markers().empty(), over);
    const Unit &a = after.unit(UnitId {"a"});
    const Unit &d = after.unit(UnitId {"d"});
    const Unit &l = after.unit(UnitId {"l"});
    QCOMPARE(a.hex == hexAt("H9"), pick != "defender-wins");
    QCOMPARE(d.hex == hexAt("H9"), pick != "attacker-wins");
    QVERIFY(d.hex == l.hex); // a side retreats together
    for (const Effect &ef : r.effects) {
        if (ef.kind == EffectKind::Moved)
            QCOMPARE(distance(*ef.to, hexAt("H9")), 2);
        QVERIFY(ef.kind != EffectKind::StrengthLost); // no casualty when the players decide
    }
    // The action type asks the players on commit.
    const ActionType *t = findByKey(rules.vocabulary().actions, tlhykeys::assaultResolution);
    QVERIFY(t && t->params.size() == 1 && t->params[0].askOnCommit);
    QCOMPARE(t->params[0].choices.size(), std::size_t(3));
}

void TstTlhyAssaultResolution::placeholder_data()
{
    QTest::addColumn<int>("aDie");
    QTest::addColumn<int>("dDie");
    QTest::addColumn<int>("dStrength");
    QTest::addColumn<QString>("outcome");
    // Attackers: AV 3, Cohesion 9; defenders: AV 3, Cohesion 7 -> net DRM +2 for the attackers.
    QTest::newRow("5 + 3 + 2 = 10 < 9 + 3: defenders win, casualty")
        << 5 << 9 << 2 << "defender-wins";
    QTest::newRow("6 + 3 + 2 = 11 > 7 + 3: attackers win, casualty")
        << 6 << 7 << 2 << "attacker-wins";
    QTest::newRow("tie 5 + 3 + 2 = 7 + 3: continues") << 5 << 7 << 2 << "continues";
    QTest::newRow("reduced best defender: the casualty eliminates it")
        << 9 << 1 << 1 << "attacker-wins";
}

void TstTlhyAssaultResolution::placeholder()
{
    QFETCH(int, aDie);
    QFETCH(int, dDie);
    QFETCH(int, dStrength);
    QFETCH(QString, outcome);
    Case c;
    c.units = {attacker("a", 9), defender("d", 7), defender("e", 6)};
    c.units[1].strength = dStrength;
    const GameState s = build(c);
    TlhyRuleSet rules;
    TlhyOptions o;
    o.assaultPlaceholderTable = true;
    rules.setOptions(o);
    const Evaluation e = rules.evaluate(s, resolution(nullptr));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(e.notOfficial);
    QCOMPARE(e.dice.size(), std::size_t(2));
    QCOMPARE(e.finals.at(0).value, 2);
    // Exact odds: sum to 1 and equal every pair of dice through resolve().
    std::map<std::string, int> count;
    for (int a = 1; a <= 10; ++a) {
        for (int d = 1; d <= 10; ++d) {
            ScriptedDice dice({a, d});
            ++count[rules.resolve(s, e, dice).outcomes.at(0).key];
        }
    }
    QVERIFY(std::abs(oddsSum(e.odds.at(0)) - 1.0) < 1e-9);
    for (const OutcomeOdds &oo : e.odds[0].outcomes)
        QVERIFY2(std::abs(oo.probability - count[oo.key] / 100.0) < 1e-9, oo.key.c_str());
    QVERIFY(std::any_of(
        e.lines.begin(), e.lines.end(), [](const ExplanationLine &l) { return l.notOfficial; }));
    ScriptedDice dice({aDie, dDie});
    const Resolution r = rules.resolve(s, e, dice);
    QVERIFY(dice.exhausted());
    QCOMPARE(QString::fromStdString(r.outcomes.at(0).key), outcome);
    GameState after = s;
    after.apply(r.effects);
    if (outcome == "continues") {
        QCOMPARE(after.unit(UnitId {"d"}).strength, dStrength);
        QVERIFY(!after.markersAt(hexAt("H9")).empty());
        return;
    }
    const bool attackerWins = outcome == "attacker-wins";
    const Unit &best = after.unit(UnitId {attackerWins ? "d" : "a"});
    if (attackerWins && dStrength == 1) {
        QVERIFY(!best.onMap());
    } else {
        QCOMPARE(best.strength, (attackerWins ? dStrength : 2) - 1);
        QCOMPARE(distance(best.hex, hexAt("H9")), 2);
    }
    if (attackerWins)
        QCOMPARE(after.unit(UnitId {"e"}).strength, 2); // only the best unit is hit
}

void TstTlhyAssaultResolution::retreat_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("expected"); // the retreat hex, or "eliminated"
    // H9's ring at 2 hexes, in the map's cell order, starts at G7, H7, I7, F8, J8, F9.
    QTest::newRow("no other unit: the first hex in cell order") << ""
                                                                << "H7";
    QTest::newRow("away from an enemy in H6: the first hex 5 from it") << "enemy H6"
                                                                       << "F10";
    QTest::newRow("never an impact hex") << "impact all-but F10"
                                         << "F10";
    QTest::newRow("never an enemy-held hex") << "enemy all-but J10"
                                             << "J10";
    QTest::newRow("only impact hexes around: eliminated") << "impact all"
                                                          << "eliminated";
    QTest::newRow("enemies all around: eliminated") << "surrounded"
                                                    << "eliminated";
}

void TstTlhyAssaultResolution::retreat()
{
    QFETCH(QString, setup);
    QFETCH(QString, expected);
    Case c;
    c.units = {attacker("a", 7), defender("d", 7)};
    GameState s = build(c);
    const QString but = setup.section(' ', 2);
    const auto each = [&](int radius, const std::function<void(Hex)> &f) {
        for (const Hex h : ring(hexAt("H9"), radius)) {
            if (s.map().contains(h) && QString::fromStdString(s.map().label(h)) != but)
                f(h);
        }
    };
    int n = 0;
    const auto enemy = [&](Hex h) {
        Unit u = makeUnit({"x" + std::to_string(n++), "de", "A1"});
        u.hex = h;
        s.addUnit(u);
    };
    if (setup == "enemy H6")
        enemy(hexAt("H6"));
    if (setup.startsWith("enemy all"))
        each(2, enemy);
    if (setup == "surrounded")
        each(1, enemy);
    if (setup.startsWith("impact"))
        each(2, [&](Hex h) {
            Marker m;
            m.kind = std::string(n++ % 2 ? tlhykeys::primaryImpact : tlhykeys::secondaryImpact);
            m.hex = h;
            s.addMarker(m);
        });
    const auto hex = TlhyAssaultResolution::retreatHex(s, hexAt("H9"), SideId {"us"});
    QCOMPARE(hex ? QString::fromStdString(s.map().label(*hex)) : QString("eliminated"), expected);
    TlhyRuleSet rules;
    const Evaluation e = rules.evaluate(s, resolution("attacker-wins"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    FailingDice dice;
    GameState after = s;
    after.apply(rules.resolve(s, e, dice).effects);
    const Unit &d = after.unit(UnitId {"d"});
    if (expected == "eliminated")
        QVERIFY(!d.onMap());
    else
        QCOMPARE(QString::fromStdString(after.map().label(d.hex)), expected);
}

void TstTlhyAssaultResolution::refusals_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("why");
    QTest::newRow("no assault hex on the map") << "no marker"
                                               << "there is no assault to resolve";
    QTest::newRow("a hex without the marker") << "other hex"
                                              << "no Assault Nationality marker in";
    QTest::newRow("units named") << "actors"
                                 << "takes no units";
    QTest::newRow("two assaults for the players, no hex chosen") << "two hexes"
                                                                 << "choose the assault hex";
    QTest::newRow("an unknown result") << "bad pick"
                                       << "pick attacker wins";
    QTest::newRow("no hex chosen, one assault: resolved") << "one hex"
                                                          << "";
}

void TstTlhyAssaultResolution::refusals()
{
    QFETCH(QString, setup);
    QFETCH(QString, why);
    Case c;
    c.units = {attacker("a", 7), defender("d", 7), {"b", "de", "C3"}, {"f", "us", "C3"}};
    GameState s = build(c);
    Action a = resolution("continues");
    if (setup == "no marker") {
        s = GameState(emptyPosition());
        a.target.reset();
    } else if (setup == "other hex") {
        a.target = hexAt("C3");
    } else if (setup == "actors") {
        a.actors = {UnitId {"a"}};
    } else if (setup == "two hexes") {
        s.addMarker(nationality("C3", "de"));
        a.target.reset();
    } else if (setup == "bad pick") {
        a.params[std::string(tlhykeys::result)] = std::string("draw");
    } else if (setup == "one hex") {
        a.target.reset();
    }
    const Evaluation e = TlhyRuleSet().evaluate(s, a);
    QCOMPARE(e.legal, why.isEmpty());
    QVERIFY2(QString::fromStdString(e.whyNot).contains(why), e.whyNot.c_str());
    if (!why.isEmpty())
        QCOMPARE(QString::fromStdString(e.whyNotRule), QString("14.0"));
}

void TstTlhyAssaultResolution::seed2183_data()
{
    QTest::addColumn<QString>("pick");
    QTest::newRow("attacker wins: Lt. Murphy and the 1st Squad retreat") << "attacker-wins";
    QTest::newRow("defender wins: the German 1st Squad retreats") << "defender-wins";
    QTest::newRow("continues: all stay under the marker") << "continues";
}

// 21.8.3 after its Fire Resolution: H9 holds Lt. Murphy and the disrupted US 1st Squad against the
// reduced, disrupted German 1st Squad. Cohesion 7 against 7 gives no DRM; the Americans' improved
// position gives -1 (the assaulting Germans never benefit from it): net -1.
void TstTlhyAssaultResolution::seed2183()
{
    QFETCH(QString, pick);
    const GameState s = seed2183AfterFire();
    TlhyRuleSet rules;
    const auto p = TlhyAssaultResolution(rules.options()).plan(s, hexAt("H9"));
    QCOMPARE(p.attacker.side, SideId {"de"});
    QCOMPARE(p.attacker.units.size(), std::size_t(1));
    QCOMPARE(p.attacker.units[0].id, UnitId {"de-1st-squad"});
    QVERIFY(p.attacker.units[0].disrupted);
    QCOMPARE(p.attacker.units[0].strength, 1);
    QCOMPARE(p.defender.units.size(), std::size_t(2));
    QCOMPARE(p.defender.units[0].id, UnitId {"us-1st-squad"});
    QVERIFY(p.defender.units[0].disrupted);
    QCOMPARE(p.defender.units[1].id, UnitId {"lt-murphy"});
    QVERIFY(!p.automatic);
    QCOMPARE(modifiersOf(p), (std::map<std::string, int> {{"cover", -1}}));
    QCOMPARE(p.net, -1);
    const Evaluation e = rules.evaluate(s, action(tlhykeys::assaultResolution, {}, nullptr));
    QVERIFY2(e.legal, e.whyNot.c_str()); // the phase's end step: no hex named, the one assault
    Game game(s, std::make_unique<TlhyRuleSet>());
    FailingDice dice;
    const LogEntry &entry = game.commit(resolution(qPrintable(pick)), dice);
    QCOMPARE(QString::fromStdString(entry.resolution.outcomes.at(0).key), pick);
    const GameState &after = game.state();
    const bool over = pick != "continues";
    QCOMPARE(after.markersAt(hexAt("H9")).empty(), over);
    const Unit &us = after.unit(UnitId {"us-1st-squad"});
    const Unit &murphy = after.unit(UnitId {"lt-murphy"});
    const Unit &de = after.unit(UnitId {"de-1st-squad"});
    QCOMPARE(us.hex == hexAt("H9"), pick != "attacker-wins");
    QVERIFY(murphy.hex == us.hex);
    QCOMPARE(de.hex == hexAt("H9"), pick != "defender-wins");
    if (pick == "attacker-wins") { // 3 hexes from the nearest German (I10), the most there is
        QCOMPARE(QString::fromStdString(after.map().label(us.hex)), QString("H7"));
        QCOMPARE(distance(us.hex, hexAt("I10")), 3);
    }
    if (pick == "defender-wins") { // no American outside H9: next to the German 2nd Squad in K8
        QCOMPARE(QString::fromStdString(after.map().label(de.hex)), QString("J8"));
        QCOMPARE(distance(de.hex, hexAt("K8")), 1);
    }
    QCOMPARE(us.strength, 2);
    QCOMPARE(de.strength, 1);
}

QTEST_GUILESS_MAIN(TstTlhyAssaultResolution)
#include "tst_tlhyassaultresolution.moc"
