// The 2d6 skirmish rules (REFERENCE section 3): every clause data-driven with named rows, the
// seed's best-cover example, the odds against brute-force enumeration of every die, hits shared
// among exposed figures (what each hit does: tst_skwounds), the end of a round, the figure-state
// orders, and the tables.

#include "core/data/jsonparser.h"
#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/skirmish/skfire.h"
#include "core/rules/skirmish/skruleset.h"

#include "tests/skirmish/skfixture.h"

#include "tests/common/shippedtables.h"

#include <QFile>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <set>

using namespace hexfire;
using namespace hexfire::skirmish;
using namespace hexfire::sktest;

namespace {

int neededOf(const Evaluation &e, const std::string &unit)
{
    for (const FinalNumber &f : e.finals) {
        if (f.key == "skirmish.score-needed" && f.subject == unit)
            return f.value;
    }
    return -999;
}

std::string linesOf(const Evaluation &e)
{
    std::string all;
    for (const ExplanationLine &l : e.lines)
        all += l.text + " [" + l.value + "]\n";
    return all;
}

} // namespace

class TstSkirmish : public QObject {
    Q_OBJECT
private slots:
    void registry();
    void toHitNumbers_data();
    void toHitNumbers();
    void modifiers_data();
    void modifiers();
    void bestCoverOnly_data();
    void bestCoverOnly();
    void range_data();
    void range();
    void snakeEyesAlwaysMiss();
    void autofireExtraHits_data();
    void autofireExtraHits();
    void oddsMatchBruteForce_data();
    void oddsMatchBruteForce();
    void sitsOut_data();
    void sitsOut();
    void refusals_data();
    void refusals();
    void hitsFallOnExposedFigures();
    void notUnderFireAgesWithRounds();
    void endOfRoundBracesStillFigures();
    void stateOrders_data();
    void stateOrders();
    void preparedPositionArc_data();
    void preparedPositionArc();
    void tablesFileEqualsDefaults();
    void configure_data();
    void configure();
    void profileErrors();
    void vocabularyAndWords();
};

void TstSkirmish::registry()
{
    SkirmishRuleSet r;
    QVERIFY(!r.assumptions().empty());
    QFile doc(HEXFIRE_SOURCE_DIR "/docs/rules.md");
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const std::string text = doc.readAll().toStdString();
    for (const Assumption &a : r.assumptions()) {
        QVERIFY2(a.reference.starts_with("docs/rules.md: "), a.reference.c_str());
        const std::string heading = "### " + a.reference.substr(15) + "\n";
        QVERIFY2(text.find(heading) != std::string::npos, a.reference.c_str());
    }
}

void TstSkirmish::toHitNumbers_data()
{
    QTest::addColumn<int>("quality");
    QTest::addColumn<int>("toHit");
    QTest::addColumn<int>("eliteBonus");
    QTest::newRow("Untrained 9") << int(Quality::Untrained) << 9 << 0;
    QTest::newRow("Green 8") << int(Quality::Green) << 8 << 0;
    QTest::newRow("Trained 7") << int(Quality::Trained) << 7 << 0;
    QTest::newRow("Veteran 6") << int(Quality::Veteran) << 6 << 0;
    QTest::newRow("Elite: Veteran's 6 and +1") << int(Quality::Elite) << 6 << 1;
}

void TstSkirmish::toHitNumbers()
{
    QFETCH(int, quality);
    QFETCH(int, toHit);
    QFETCH(int, eliteBonus);
    Fig f = mine("us-1");
    f.quality = static_cast<Quality>(quality);
    // Under fire (no +2) against a trained target in the open at 10 inches: no other modifier.
    f.status = {"under-fire"};
    const GameState s = position({f, enemy("H6")});
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire({"us-1"}, "de-1"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(neededOf(e, "us-1"), toHit - eliteBonus);
}

void TstSkirmish::modifiers_data()
{
    // One change from the baseline (a trained rifleman under fire, 10 inches from a trained
    // target in the open): the score needed on two dice moves by minus the modifier.
    QTest::addColumn<QStringList>("firerStatus");
    QTest::addColumn<QStringList>("targetStatus");
    QTest::addColumn<int>("targetQuality");
    QTest::addColumn<QString>("fireType");
    QTest::addColumn<bool>("specific");
    QTest::addColumn<int>("modifier");
    const int trained = int(Quality::Trained);
    const QStringList none;
    QTest::newRow("baseline") << none << none << trained << "none" << false << 0;
    QTest::newRow("firer moved up to half: -2")
        << QStringList {"moved-half"} << none << trained << "none" << false << -2;
    QTest::newRow("firer moved half or more: -4")
        << QStringList {"moved-more"} << none << trained << "none" << false << -4;
    QTest::newRow("both movement states: only -4 (exclusive)")
        << QStringList {"moved-half", "moved-more"} << none << trained << "none" << false << -4;
    QTest::newRow("prone firer: +1")
        << QStringList {"prone"} << none << trained << "none" << false << 1;
    QTest::newRow("braced weapon: +1")
        << QStringList {"braced"} << none << trained << "none" << false << 1;
    QTest::newRow("target group unaware: +2")
        << none << QStringList {"unaware"} << trained << "none" << false << 2;
    QTest::newRow("light wound: -2")
        << QStringList {"light-wound"} << none << trained << "none" << false << -2;
    QTest::newRow("direct fire: +2") << none << none << trained << "direct" << false << 2;
    QTest::newRow("return fire: -2") << none << none << trained << "return" << false << -2;
    QTest::newRow("panic fire: -3") << none << none << trained << "panic" << false << -3;
    QTest::newRow("target untrained: +2")
        << none << none << int(Quality::Untrained) << "none" << false << 2;
    QTest::newRow("target green: +1")
        << none << none << int(Quality::Green) << "none" << false << 1;
    QTest::newRow("target veteran: -1")
        << none << none << int(Quality::Veteran) << "none" << false << -1;
    QTest::newRow("target elite counts as veteran: -1")
        << none << none << int(Quality::Elite) << "none" << false << -1;
    QTest::newRow("one specific figure: -3") << none << none << trained << "none" << true << -3;
    QTest::newRow("target moved more than half in sight: +1")
        << none << QStringList {"far-in-sight"} << trained << "none" << false << 1;
    QTest::newRow("prone target: -1")
        << none << QStringList {"prone"} << trained << "none" << false << -1;
    QTest::newRow("cumulative: prone, braced, wounded, direct fire at a prone target")
        << QStringList {"prone", "braced", "light-wound"} << QStringList {"prone"} << trained
        << "direct" << false << 1;
}

void TstSkirmish::modifiers()
{
    QFETCH(QStringList, firerStatus);
    QFETCH(QStringList, targetStatus);
    QFETCH(int, targetQuality);
    QFETCH(QString, fireType);
    QFETCH(bool, specific);
    QFETCH(int, modifier);
    Fig f = mine("us-1");
    f.status = {"under-fire"};
    for (const QString &k : firerStatus)
        f.status.push_back(k.toStdString());
    Fig t = enemy("H6");
    t.quality = static_cast<Quality>(targetQuality);
    for (const QString &k : targetStatus)
        t.status.push_back(k.toStdString());
    const GameState s = position({f, t});
    SkirmishRuleSet rules;
    const Evaluation e
        = rules.evaluate(s, fire({"us-1"}, "de-1", fireType.toStdString(), specific));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY2(neededOf(e, "us-1") == 7 - modifier, linesOf(e).c_str());
    // Every modifier line names its rule.
    for (const ExplanationLine &l : e.lines)
        QVERIFY2(!l.rule.empty(), l.text.c_str());
}

void TstSkirmish::bestCoverOnly_data()
{
    QTest::addColumn<QString>("terrain"); // of the target's hex
    QTest::addColumn<QStringList>("targetStatus");
    QTest::addColumn<bool>("hedge"); // a hedge on the hexside the line crosses into the hex
    QTest::addColumn<int>("cover");
    QTest::newRow("open: none") << "clear" << QStringList {} << false << 0;
    QTest::newRow("soft cover: brush -2") << "brush" << QStringList {} << false << -2;
    QTest::newRow("hard cover: building -3") << "building" << QStringList {} << false << -3;
    QTest::newRow("prepared position -4") << "clear" << QStringList {"in-position"} << false << -4;
    QTest::newRow("moving into or out of sight -2")
        << "clear" << QStringList {"into-out-of-sight"} << false << -2;
    // The seed's own example: out of soft cover, into and out of sight, into hard cover: -3 only.
    QTest::newRow("seed: into or out of sight into hard cover counts -3 only")
        << "building" << QStringList {"into-out-of-sight"} << false << -3;
    QTest::newRow("behind a hedge: soft -2") << "clear" << QStringList {} << true << -2;
    QTest::newRow("behind a hedge in a building: -3 only")
        << "building" << QStringList {} << true << -3;
    QTest::newRow("prone in brush: -1 and -2, prone is not cover")
        << "brush" << QStringList {"prone"} << false << -3;
    QTest::newRow("prepared position in a building: -4 only")
        << "building" << QStringList {"in-position"} << false << -4;
}

void TstSkirmish::bestCoverOnly()
{
    QFETCH(QString, terrain);
    QFETCH(QStringList, targetStatus);
    QFETCH(bool, hedge);
    QFETCH(int, cover);
    Fig f = mine("us-1");
    f.status = {"under-fire"};
    Fig t = enemy("H6");
    for (const QString &k : targetStatus)
        t.status.push_back(k.toStdString());
    GameState s = position({f, t});
    s.editMap().setTerrain(at("H6"), terrain.toStdString());
    if (hedge) {
        // The line from C6 enters H6 from the west: hedge all round the hex.
        for (HexDirection d : allDirections)
            s.editMap().setHexsideFeature(at("H6"), d, "hedge");
    }
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire({"us-1"}, "de-1"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY2(neededOf(e, "us-1") == 7 - cover, linesOf(e).c_str());
}

void TstSkirmish::range_data()
{
    QTest::addColumn<QString>("weapon");
    QTest::addColumn<QString>("target"); // C6 to ... (2 inches per hex)
    QTest::addColumn<int>("modifier");
    QTest::addColumn<bool>("canHit");
    QTest::newRow("rifle 2 inches: close, +1") << "rifle"
                                               << "D6" << 1 << true;
    QTest::newRow("rifle 4 inches: still close, +1") << "rifle"
                                                     << "E6" << 1 << true;
    QTest::newRow("rifle 6 inches: no modifier") << "rifle"
                                                 << "F6" << 0 << true;
    QTest::newRow("pistol 4 inches: close, +2") << "pistol"
                                                << "E6" << 2 << true;
    QTest::newRow("pistol 6 inches: effective, 0") << "pistol"
                                                   << "F6" << 0 << true;
    QTest::newRow("pistol 8 inches: extreme, -4") << "pistol"
                                                  << "G6" << -4 << true;
    QTest::newRow("pistol 12 inches: twice effective, -4") << "pistol"
                                                           << "I6" << -4 << true;
    QTest::newRow("pistol 14 inches: beyond twice, no hit") << "pistol"
                                                            << "J6" << 0 << false;
}

void TstSkirmish::range()
{
    QFETCH(QString, weapon);
    QFETCH(QString, target);
    QFETCH(int, modifier);
    QFETCH(bool, canHit);
    Fig f = mine("us-1");
    f.status = {"under-fire"};
    f.weapon = weapon.toStdString();
    const std::string hex = target.toStdString();
    const GameState s = position({f, enemy(hex.c_str())});
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire({"us-1"}, "de-1"));
    QVERIFY2(e.legal, e.whyNot.c_str()); // beyond double range it may still be declared
    // Beyond double range no score hits: none is given.
    QVERIFY2(neededOf(e, "us-1") == (canHit ? 7 - modifier : -999), linesOf(e).c_str());
    QCOMPARE(e.odds.size(), std::size_t(2)); // the hits, then the figures they put down or kill
    const bool anyHit = std::any_of(e.odds[0].outcomes.begin(), e.odds[0].outcomes.end(),
        [](const OutcomeOdds &o) { return o.key != "hits-0" && o.probability > 0; });
    QCOMPARE(anyHit, canHit);
}

void TstSkirmish::snakeEyesAlwaysMiss()
{
    // +2 not under fire, +2 direct, +1 prone, +1 braced, +2 untrained target: 2 + 8 >= 7, yet a
    // pair of ones misses; a pair of ones and a two hits.
    Fig f = mine("us-1");
    f.status = {"prone", "braced"};
    Fig t = enemy("H6");
    t.quality = Quality::Untrained;
    GameState s = position({f, t});
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire({"us-1"}, "de-1", "direct"));
    QCOMPARE(neededOf(e, "us-1"), -1);
    ScriptedDice ones({1, 1});
    Resolution r = rules.resolve(s, e, ones);
    QCOMPARE(r.outcomes.front().key, std::string("hits-0"));
    ScriptedDice oneTwo({1, 2, 1}); // and the hit's wound roll
    r = rules.resolve(s, e, oneTwo);
    QCOMPARE(r.outcomes.front().key, std::string("hits-1"));
    QVERIFY(std::abs(e.odds[0].outcomes[0].probability - 1.0 / 36) < 1e-12);
}

void TstSkirmish::autofireExtraHits_data()
{
    QTest::addColumn<int>("die1");
    QTest::addColumn<int>("die2");
    QTest::addColumn<int>("hits");
    // A veteran with an SMG under fire at 10 inches: needs 6; one more hit per point over.
    QTest::newRow("5: miss") << 2 << 3 << 0;
    QTest::newRow("6: one hit") << 3 << 3 << 1;
    QTest::newRow("8: three hits") << 4 << 4 << 3;
    QTest::newRow("12: seven hits") << 6 << 6 << 7;
    QTest::newRow("snake eyes: miss") << 1 << 1 << 0;
}

void TstSkirmish::autofireExtraHits()
{
    QFETCH(int, die1);
    QFETCH(int, die2);
    QFETCH(int, hits);
    Fig f = mine("us-1");
    f.status = {"under-fire"};
    f.quality = Quality::Veteran;
    f.weapon = "smg";
    GameState s = position({f, enemy("H6")});
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire({"us-1"}, "de-1"));
    std::vector<int> faces {die1, die2};
    faces.resize(faces.size() + static_cast<std::size_t>(hits), 1); // a wound roll per hit
    ScriptedDice dice(faces);
    const Resolution r = rules.resolve(s, e, dice);
    QCOMPARE(r.outcomes.front().key, "hits-" + std::to_string(hits));
    int total = 0;
    for (const FinalNumber &f2 : r.finals) {
        if (f2.key == "skirmish.hits")
            total = f2.value;
    }
    QCOMPARE(total, hits);
}

void TstSkirmish::oddsMatchBruteForce_data()
{
    QTest::addColumn<QStringList>("weapons");
    QTest::newRow("one rifle") << QStringList {"rifle"};
    QTest::newRow("rifle and SMG") << QStringList {"rifle", "smg"};
    QTest::newRow("three: rifle, LMG, assault rifle")
        << QStringList {"rifle", "lmg", "assault-rifle"};
}

void TstSkirmish::oddsMatchBruteForce()
{
    QFETCH(QStringList, weapons);
    std::vector<Fig> figs;
    std::vector<std::string> ids;
    const char *hexes[] = {"C6", "C7", "C5"};
    for (int i = 0; i < weapons.size(); ++i) {
        Fig f = mine("us-" + std::to_string(i));
        f.hex = hexes[i];
        f.weapon = weapons[i].toStdString();
        f.quality = i == 1 ? Quality::Veteran : Quality::Trained;
        figs.push_back(f);
        ids.push_back(f.id);
    }
    figs.push_back(enemy("G6"));
    GameState s = position(figs);
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire(ids, "de-1", "direct"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    // Every combination of every die, each resolved through resolve() itself.
    std::map<std::string, double> brute;
    const int dice = 2 * static_cast<int>(ids.size());
    std::vector<int> faces(static_cast<std::size_t>(dice), 1);
    const double weight = std::pow(1.0 / 6, dice);
    while (true) {
        // Wound rolls to spare after the attack dice: they do not change the hits.
        std::vector<int> withWounds = faces;
        withWounds.resize(withWounds.size() + 30, 1);
        ScriptedDice d(withWounds);
        brute[rules.resolve(s, e, d).outcomes.front().key] += weight;
        int i = 0;
        while (i < dice && ++faces[static_cast<std::size_t>(i)] > 6)
            faces[static_cast<std::size_t>(i++)] = 1;
        if (i == dice)
            break;
    }
    double sum = 0;
    for (const OutcomeOdds &o : e.odds[0].outcomes) {
        QVERIFY2(std::abs(o.probability - brute[o.key]) < 1e-12, o.key.c_str());
        sum += o.probability;
    }
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
    QCOMPARE(e.odds[0].outcomes.size(), brute.size());
}

void TstSkirmish::sitsOut_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("reason");
    QTest::newRow("blocked by woods") << "woods"
                                      << "cannot see any figure";
    QTest::newRow("HMG not braced") << "hmg"
                                    << "must be braced";
    QTest::newRow("first round in a position") << "occupying"
                                               << "first round";
    QTest::newRow("specific figure out of sight") << "specific"
                                                  << "cannot see de-1";
}

void TstSkirmish::sitsOut()
{
    // us-1 sits out for the reason; us-2 fires, so the attack stays legal.
    QFETCH(QString, variant);
    QFETCH(QString, reason);
    Fig f1 = mine("us-1");
    Fig f2 = mine("us-2");
    f2.hex = "J9";
    if (variant == "hmg")
        f1.weapon = "hmg";
    if (variant == "occupying") {
        f1.status = {"occupying"};
        f1.facing = Facing::hexside(HexDirection::D2);
    }
    Fig t = enemy("H6");
    Fig t2 = enemy("H8", "de-2");
    GameState s = position({f1, f2, t, t2});
    if (variant == "woods" || variant == "specific") {
        // A wood all round us-1: it sees nothing; us-2, across the map, sees the target.
        for (HexDirection d : allDirections)
            s.editMap().setTerrain(neighbor(at("C6"), d), "woods");
    }
    SkirmishRuleSet rules;
    const std::string target = "de-1";
    Evaluation e = rules.evaluate(s, fire({"us-1", "us-2"}, target, "none", variant == "specific"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY2(linesOf(e).find(reason.toStdString()) != std::string::npos, linesOf(e).c_str());
    QCOMPARE(neededOf(e, "us-1"), -999);
    QVERIFY(neededOf(e, "us-2") != -999);
    // Only the firing figure rolls to hit; the wound roll is only if it hits.
    QCOMPARE(std::count_if(
                 e.dice.begin(), e.dice.end(), [](const DieSpec &d) { return !d.conditional; }),
        2);
    // Alone, the same figure is refused with the reason.
    e = rules.evaluate(s, fire({"us-1"}, target, "none", variant == "specific"));
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find(reason.toStdString()) != std::string::npos, e.whyNot.c_str());
}

void TstSkirmish::refusals_data()
{
    QTest::addColumn<QString>("variant");
    QTest::addColumn<QString>("reason");
    QTest::newRow("no firers") << "no-actors"
                               << "select the figures";
    QTest::newRow("no target") << "no-target"
                               << "point at a figure";
    QTest::newRow("own side") << "own-side"
                              << "not an enemy figure";
    QTest::newRow("mixed sides") << "mixed"
                                 << "not on the same side";
}

void TstSkirmish::refusals()
{
    QFETCH(QString, variant);
    QFETCH(QString, reason);
    Fig f = mine("us-1");
    Fig f2 = mine("us-2");
    f2.hex = "C8";
    GameState s = position({f, f2, enemy("H6")});
    Action a = fire({"us-1"}, variant == "own-side" ? "us-2" : "de-1");
    if (variant == "no-actors")
        a.actors.clear();
    if (variant == "no-target")
        a.targetUnit.reset();
    if (variant == "mixed")
        a.actors.push_back(UnitId {"de-1"});
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, a);
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find(reason.toStdString()) != std::string::npos, e.whyNot.c_str());
    ScriptedDice dice({});
    QVERIFY_THROWS_EXCEPTION(Error, rules.resolve(s, e, dice));
}

void TstSkirmish::hitsFallOnExposedFigures()
{
    // Three German figures; de-3 is behind a building, out of sight. Four hits from an LMG burst
    // fall on de-1 (aimed) and de-2 in turn: 2 each; de-3 is under fire but not hit.
    Fig f = mine("us-1");
    f.weapon = "lmg";
    f.quality = Quality::Veteran;
    f.status = {"under-fire"};
    GameState s = position({f, enemy("H6"), enemy("H7", "de-2"), enemy("H9", "de-3")});
    s.editMap().setTerrain(at("F8"), "building");
    s.editMap().setTerrain(at("F9"), "building");
    s.editMap().setTerrain(at("G8"), "building");
    s.editMap().setTerrain(at("G9"), "building");
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire({"us-1"}, "de-1"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(neededOf(e, "us-1"), 6);
    ScriptedDice dice({4, 5, 1, 1, 1, 3}); // 9: 1 + 3 extra; then two wound rolls each
    const Resolution r = rules.resolve(s, e, dice);
    std::map<std::string, int> hits;
    std::set<std::string> underFire;
    for (const Effect &fx : r.effects) {
        if (fx.name == "hit" && fx.kind == EffectKind::Record)
            hits[fx.unit->value] = fx.count;
        if (fx.name == "under-fire")
            underFire.insert(fx.unit->value);
    }
    QCOMPARE(hits, (std::map<std::string, int> {{"de-1", 2}, {"de-2", 2}}));
    QCOMPARE(underFire, (std::set<std::string> {"de-1", "de-2", "de-3"}));
    s.apply(r.effects);
    QVERIFY(s.unit(UnitId {"de-1"}).status.has("down")); // a second light wound
    QVERIFY(s.unit(UnitId {"de-2"}).status.has("down"));
    QVERIFY(!s.unit(UnitId {"de-3"}).status.has("light-wound"));
    QVERIFY(!s.unit(UnitId {"de-3"}).status.has("down"));
    QVERIFY(s.unit(UnitId {"us-1"}).status.has("fired"));
}

void TstSkirmish::notUnderFireAgesWithRounds()
{
    // Fired at in round 1: no +2 in rounds 1 and 2, back in round 3 (Firer not under fire).
    Fig f = mine("us-1");
    GameState s = position({f, enemy("H6")});
    SkirmishRuleSet rules;
    const auto needed = [&] { return neededOf(rules.evaluate(s, fire({"us-1"}, "de-1")), "us-1"); };
    const auto play = [&](const Action &a) {
        ScriptedDice dice({1, 1}); // snake eyes: a miss, but the team was fired at
        s.apply(rules.resolve(s, rules.evaluate(s, a), dice).effects);
    };
    QCOMPARE(needed(), 5);
    play(fire({"de-1"}, "us-1"));
    QCOMPARE(needed(), 7);
    Action end;
    end.kind = "end-round";
    play(end);
    // Still under fire (last round); standing still a round has braced its rifle: +1.
    QVERIFY(s.unit(UnitId {"us-1"}).status.has("under-fire-last"));
    QVERIFY(s.unit(UnitId {"us-1"}).status.has("braced"));
    QCOMPARE(needed(), 6);
    play(end);
    QVERIFY(!s.unit(UnitId {"us-1"}).status.has("under-fire-last"));
    QCOMPARE(needed(), 4);
}

void TstSkirmish::endOfRoundBracesStillFigures()
{
    Fig still = mine("us-1");
    Fig moved = mine("us-2");
    moved.hex = "C8";
    moved.status = {"moved-half"};
    Fig firedFig = mine("us-3");
    firedFig.hex = "C4";
    firedFig.status = {"fired"};
    Fig settling = mine("us-4");
    settling.hex = "B6";
    settling.status = {"occupying"};
    settling.facing = Facing::hexside(HexDirection::D2);
    GameState s = position({still, moved, firedFig, settling, enemy("H6")});
    SkirmishRuleSet rules;
    Action end;
    end.kind = "end-round";
    ScriptedDice dice({});
    const GameState before = s;
    const StateDelta delta = s.apply(rules.resolve(s, rules.evaluate(s, end), dice).effects);
    QVERIFY(s.unit(UnitId {"us-1"}).status.has("braced"));
    QVERIFY(!s.unit(UnitId {"us-2"}).status.has("braced"));
    QVERIFY(!s.unit(UnitId {"us-2"}).status.has("moved-half"));
    QVERIFY(!s.unit(UnitId {"us-3"}).status.has("braced"));
    QVERIFY(!s.unit(UnitId {"us-3"}).status.has("fired"));
    QVERIFY(s.unit(UnitId {"us-4"}).status.has("in-position"));
    QVERIFY(!s.unit(UnitId {"us-4"}).status.has("occupying"));
    s.revert(delta);
    QVERIFY(s == before);
}

void TstSkirmish::stateOrders_data()
{
    QTest::addColumn<QString>("order");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QStringList>("before");
    QTest::addColumn<QStringList>("after"); // empty with a reason: refused
    QTest::addColumn<QString>("reason");
    QTest::newRow("go prone") << "set-posture"
                              << "prone" << QStringList {} << QStringList {"prone"} << "";
    QTest::newRow("going prone loses bracing")
        << "set-posture"
        << "prone" << QStringList {"braced"} << QStringList {"prone"} << "";
    QTest::newRow("stand up") << "set-posture"
                              << "standing" << QStringList {"prone"} << QStringList {} << "";
    QTest::newRow("already prone")
        << "set-posture"
        << "prone" << QStringList {"prone"} << QStringList {} << "already so";
    QTest::newRow("moved half, loses bracing")
        << "set-movement"
        << "half" << QStringList {"braced"} << QStringList {"moved-half"} << "";
    QTest::newRow("moved more replaces moved half")
        << "set-movement"
        << "more" << QStringList {"moved-half"} << QStringList {"moved-more"} << "";
    QTest::newRow("brace when still") << "set-brace"
                                      << "braced" << QStringList {} << QStringList {"braced"} << "";
    QTest::newRow("no brace after moving")
        << "set-brace"
        << "braced" << QStringList {"moved-half"} << QStringList {} << "moved or fired this round";
    QTest::newRow("light wound") << "set-wound"
                                 << "wounded" << QStringList {} << QStringList {"light-wound"}
                                 << "";
    QTest::newRow("unaware") << "set-awareness"
                             << "unaware" << QStringList {} << QStringList {"unaware"} << "";
    QTest::newRow("moving into sight")
        << "set-sight"
        << "into-out" << QStringList {"far-in-sight"} << QStringList {"into-out-of-sight"} << "";
    QTest::newRow("position needs a facing")
        << "set-position"
        << "occupying" << QStringList {} << QStringList {} << "faces no way";
    QTest::newRow("unknown state")
        << "set-posture"
        << "kneeling" << QStringList {} << QStringList {} << "choose the state";
}

void TstSkirmish::stateOrders()
{
    QFETCH(QString, order);
    QFETCH(QString, state);
    QFETCH(QStringList, before);
    QFETCH(QStringList, after);
    QFETCH(QString, reason);
    Fig f = mine("us-1");
    for (const QString &k : before)
        f.status.push_back(k.toStdString());
    GameState s = position({f});
    Action a;
    a.kind = order.toStdString();
    a.actors = {UnitId {"us-1"}};
    a.params["state"] = state.toStdString();
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, a);
    QCOMPARE(e.legal, reason.isEmpty());
    if (!e.legal) {
        QVERIFY2(e.whyNot.find(reason.toStdString()) != std::string::npos, e.whyNot.c_str());
        return;
    }
    QVERIFY(e.dice.empty());
    ScriptedDice dice({});
    s.apply(rules.resolve(s, e, dice).effects);
    QStringList got;
    for (const std::string &k : s.unit(UnitId {"us-1"}).status.keys())
        got << QString::fromStdString(k);
    after.sort();
    QCOMPARE(got, after);
}

void TstSkirmish::preparedPositionArc_data()
{
    QTest::addColumn<int>("facing");
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("inArc");
    // The figure in F6; flat-top: direction 1 is north-east, 2 south-east.
    QTest::newRow("straight ahead across the faced hexside") << 2 << "G6" << true;
    QTest::newRow("60 degrees off: outside") << 2 << "F7" << false;
    QTest::newRow("facing a vertex: both hexsides within 30 degrees") << 3 << "G6" << true;
    QTest::newRow("behind") << 2 << "E5" << false;
}

void TstSkirmish::preparedPositionArc()
{
    QFETCH(int, facing);
    QFETCH(QString, target);
    QFETCH(bool, inArc);
    Fig f = mine("us-1");
    f.hex = "F6";
    f.status = {"in-position", "under-fire"};
    f.facing = Facing::fromPosition(facing);
    const std::string hex = target.toStdString();
    GameState s = position({f, enemy(hex.c_str())});
    SkirmishRuleSet rules;
    const Evaluation e = rules.evaluate(s, fire({"us-1"}, "de-1"));
    QCOMPARE(e.legal, inArc);
    if (inArc)
        QCOMPARE(neededOf(e, "us-1"), 7 - 2 - 1); // +2 from the position, +1 close rifle
    else
        QVERIFY2(e.whyNot.find("arc") != std::string::npos, e.whyNot.c_str());
    // The arc is drawn as the front of its hex.
    const auto classes = rules.hexsideClasses(s, s.unit(UnitId {"us-1"}));
    QVERIFY(classes);
}

void TstSkirmish::tablesFileEqualsDefaults()
{
    QFile f(HEXFIRE_SOURCE_DIR "/resources/rulesets/skirmish/tables.json");
    QVERIFY(f.open(QIODevice::ReadOnly));
    Diagnostics d;
    const auto t = SkTables::fromData(parse(f.readAll().toStdString()), d);
    QVERIFY2(t, d.format().c_str());
    QVERIFY(*t == SkTables::defaults());
}

void TstSkirmish::configure_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("error"); // empty: accepted
    QTest::newRow("empty keeps defaults") << "{}"
                                          << "";
    QTest::newRow("3 inches per hex") << R"({"inchesPerHex": 3})"
                                      << "";
    QTest::newRow("To-Hit override") << R"({"toHit": {"green": 9}})"
                                     << "";
    QTest::newRow("unknown option") << R"({"inchPerHex": 3})"
                                    << "inchesPerHex";
    QTest::newRow("movement in inches, free play")
        << R"({"movement": {"walk": 8, "run": 16, "rough": ["woods"]}, "freePlay": true})"
        << "";
    QTest::newRow("a walk that is no number") << R"({"movement": {"walk": "six"}})"
                                              << "walk";
    QTest::newRow("an unknown movement member") << R"({"movement": {"sprint": 20}})"
                                                << "sprint";
    QTest::newRow("unknown quality") << R"({"toHit": {"rookie": 9}})"
                                     << "rookie";
    QTest::newRow("bad cover") << R"({"tables": {"weapons": [{"key": "bow", "name": "Bow",
        "effectiveRange": 12, "closeFactor": 0}], "terrainCover": {"woods": "thick"}}})"
                               << "unknown cover";
    QTest::newRow("weapon twice") << R"({"tables": {"weapons": [{"key": "bow", "name": "Bow",
        "effectiveRange": 12, "closeFactor": 0}, {"key": "bow", "name": "Bow",
        "effectiveRange": 12, "closeFactor": 0}]}})"
                                  << "listed twice";
}

void TstSkirmish::configure()
{
    QFETCH(QString, json);
    QFETCH(QString, error);
    SkirmishRuleSet rules;
    const SkOptions before = rules.options();
    Diagnostics d;
    rules.configure(parse(json.toStdString()), d);
    if (error.isEmpty()) {
        QVERIFY2(d.empty(), d.format().c_str());
        return;
    }
    QVERIFY(!d.empty());
    QVERIFY2(d.format().find(error.toStdString()) != std::string::npos, d.format().c_str());
    QVERIFY(rules.options() == before); // a bad configuration changes nothing
}

void TstSkirmish::profileErrors()
{
    SkirmishRuleSet rules;
    Diagnostics d;
    Unit u;
    rules.readUnitProfile(
        parse(R"({"team": "A", "quality": "rookie", "weapon": "rifle"})"), u, false, d);
    QVERIFY(d.format().find("rookie") != std::string::npos);
    // A weapon the table does not list is a setup problem naming the listed ones.
    Fig f = mine("us-1");
    f.weapon = "bow";
    const GameState s = position({f});
    const auto problems = rules.checkSetup(s);
    QCOMPARE(problems.size(), std::size_t(1));
    QVERIFY(problems.front().message.find("rifle") != std::string::npos);
}

void TstSkirmish::vocabularyAndWords()
{
    SkirmishRuleSet rules;
    const ActionType *f = findByKey(rules.vocabulary().actions, "fire");
    QVERIFY(f && f->actors == ActorRule::Several && f->target == TargetKind::Unit);
    QVERIFY(findByKey(rules.vocabulary().actions, "end-round"));
    for (const char *k : {"set-posture", "set-movement", "set-sight", "set-brace", "set-wound",
             "set-awareness", "set-position"}) {
        const ActionType *o = findByKey(rules.vocabulary().actions, k);
        QVERIFY2(o && o->actors == ActorRule::One && o->target == TargetKind::None, k);
        QCOMPARE(o->params.size(), std::size_t(1));
        QCOMPARE(o->params.front().type, ParamType::Choice);
    }
    std::string previous;
    for (const GlossaryTerm &t : rules.vocabulary().glossary) {
        QVERIFY2(previous < t.term, t.term.c_str());
        previous = t.term;
    }
    QVERIFY(rules.vocabulary().primer.find("not official") != std::string_view::npos);
    // The primer's word on the charts follows the scenario: its own charts are not placeholders.
    {
        const std::string official = testing::shippedTablesAsOfficial("skirmish");
        QVERIFY(!official.empty());
        Diagnostics diagnostics;
        rules.configure(parse(official), diagnostics);
        QVERIFY2(diagnostics.empty(), diagnostics.format().c_str());
        QVERIFY(rules.vocabulary().primer.find("brings its own") != std::string::npos);
        QVERIFY(rules.vocabulary().primer.find("placeholders marked") == std::string::npos);
        QVERIFY(rules.vocabulary().primer.find("placeholder marked") == std::string::npos);
    }
    Fig fig = mine("us-1");
    const GameState s = position({fig});
    const CounterPrint c = rules.counterPrint(s.unit(UnitId {"us-1"}));
    QCOMPARE(c.values.front().text, std::string("7+"));
    std::map<std::string, std::string> facts;
    for (const UnitFact &uf : rules.unitFacts(s, s.unit(UnitId {"us-1"})))
        facts[uf.label] = uf.value;
    QCOMPARE(facts["Quality"], std::string("Trained, hits on 7 or more"));
    QVERIFY(facts["Weapon"].find("Rifle: effective 24 inches") == 0);
}

QTEST_GUILESS_MAIN(TstSkirmish)
#include "tst_skirmish.moc"
