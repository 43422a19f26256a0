// Tide of Iron Assault (REFERENCE 4.5.5, docs/rules.md "Tide of Iron assault"): who may assault
// and support (refusals with their reasons), the firepower of both sides (supporters halved,
// pinned defenders halved unless an officer is with them, disrupted ones silent, light vehicles),
// the exact odds against brute-force enumeration of every face, and resolutions with scripted dice:
// the winner by hits (ties to the defender) or by the players' verdict, retreats (pinned become
// disrupted, disrupted are destroyed, nowhere to go is eliminated), the advance, hits spread over
// the squads, fatigue, and effects that revert exactly.

#include "core/dice/scripteddice.h"
#include "core/hex/mapcoordinates.h"
#include "core/rules/tideofiron/toiactions.h"
#include "core/rules/tideofiron/toiassault.h"
#include "core/rules/tideofiron/toiattack.h"
#include "core/rules/tideofiron/toiruleset.h"

#include <QTest>

#include <cmath>
#include <map>

using namespace hexfire;
using namespace hexfire::toi;

namespace {

MapGrid smallMap()
{
    return MapGrid(
        MapCoordinates(16, 12, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber),
        {{"clear", "Clear", "#d8e0a0"}, {"woods", "Woods", "#3a7a30"},
            {"building", "Building", "#999999"}});
}

const MapGrid grid = smallMap();
/** The hex every assault below aims at, and its neighbours by direction (clockwise from 0). */
const Hex target = grid.parse("F6");
Hex next(int direction, Hex from = target)
{
    return neighbor(from, allDirections[static_cast<std::size_t>(direction)]);
}

struct U {
    std::string id;
    std::string side = "us";
    Hex hex;
    std::vector<std::string> figures {"regular", "regular", "regular", "regular"};
    std::string vehicle; /**< non-empty: a vehicle of this type */
    std::vector<std::string> status {};
};

U squad(std::string id, Hex hex, std::string side = "us",
    std::vector<std::string> figures = {"regular", "regular", "regular", "regular"},
    std::vector<std::string> status = {})
{
    U u;
    u.id = std::move(id);
    u.hex = hex;
    u.side = std::move(side);
    u.figures = std::move(figures);
    u.status = std::move(status);
    return u;
}

U vehicle(std::string id, Hex hex, std::string type, std::string side)
{
    U u = squad(std::move(id), hex, std::move(side), {});
    u.vehicle = std::move(type);
    return u;
}

/** A position to assault in, and the assault. */
struct Case {
    std::vector<U> units;
    std::vector<std::string> actors;
    Hex at = target;
    std::string terrain = "clear";
    std::string result {}; /**< empty: not given */
    std::vector<Hex> path {};
};

GameState position(const Case &c)
{
    GameState s("tideofiron", smallMap(),
        {{SideId {"us"}, "American", "#6b7a3a"}, {SideId {"de"}, "German", "#5a6a7a"}});
    for (const U &x : c.units) {
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
        for (const std::string &k : x.status)
            u.status.set(k);
        u.profile = p;
        s.addUnit(u);
    }
    s.editMap().setTerrain(c.at, c.terrain);
    return s;
}

Action assault(const Case &c)
{
    Action a;
    a.kind = std::string(actions::assault);
    for (const std::string &id : c.actors)
        a.actors.push_back(UnitId {id});
    a.target = c.at;
    if (!c.result.empty())
        a.params["result"] = c.result;
    if (!c.path.empty())
        a.params["path"] = c.path;
    return a;
}

int finalOf(const std::vector<FinalNumber> &finals, const std::string &key)
{
    for (const FinalNumber &f : finals) {
        if (f.key == key)
            return f.value;
    }
    return -999;
}

/** Where a unit should stand after the assault, with what. */
struct Expect {
    std::string id;
    bool eliminated = false;
    Hex hex;
    int strength = 0;
    std::vector<std::string> status {};
};

Expect gone(std::string id) { return {std::move(id), true, {}, 0, {}}; }
Expect at(std::string id, Hex hex, int strength, std::vector<std::string> status)
{
    return {std::move(id), false, hex, strength, std::move(status)};
}

} // namespace

Q_DECLARE_METATYPE(Case)
Q_DECLARE_METATYPE(std::vector<int>)
Q_DECLARE_METATYPE(std::vector<Expect>)

class TstToiAssault : public QObject {
    Q_OBJECT
private slots:
    void actionType();
    void refusals_data();
    void refusals();
    void firepower_data();
    void firepower();
    void explanationNamesEveryContributor();
    void oddsMatchBruteForce_data();
    void oddsMatchBruteForce();
    void resolution_data();
    void resolution();
    void effectsRevertExactly();
};

void TstToiAssault::actionType()
{
    const ActionType a = assaultActionType();
    QCOMPARE(a.key, std::string(actions::assault));
    QCOMPARE(a.name, std::string("Assault"));
    QCOMPARE(a.shortcut, std::string("A"));
    QVERIFY(a.actors == ActorRule::Several);
    QVERIFY(a.target == TargetKind::Hex);
    QVERIFY(!a.help.empty());
    const ParamSpec *result = findByKey(a.params, "result");
    QVERIFY(result);
    QCOMPARE(result->label, std::string("Who wins"));
    QVERIFY(result->type == ParamType::Choice);
    QCOMPARE(result->choices.size(), std::size_t(3));
    QCOMPARE(std::get<std::string>(*result->defaultValue), std::string("by-hits"));
    const ParamSpec *path = findByKey(a.params, "path");
    QVERIFY(path);
    QVERIFY(path->type == ParamType::HexList);
}

void TstToiAssault::refusals_data()
{
    QTest::addColumn<Case>("setup");
    QTest::addColumn<QString>("why");
    const U attacker = squad("us-a", next(3));
    const U defender = squad("de-a", target, "de");
    QTest::newRow("vehicle assaults")
        << Case {{vehicle("us-ht", next(3), "halftrack", "us"), defender}, {"us-ht"}}
        << "us-ht is a vehicle: only squads assault";
    QTest::newRow("MG crew") << Case {
        {squad("us-a", next(3), "us", {"regular", "mg-crew"}), defender},
        {"us-a"}} << "us-a has a Machine-gun crew";
    QTest::newRow("mortar crew") << Case {
        {squad("us-a", next(3), "us", {"mortar-crew", "regular"}), defender},
        {"us-a"}} << "us-a has a Mortar crew";
    QTest::newRow("not adjacent") << Case {{squad("us-a", next(3, next(3))), defender}, {"us-a"}}
                                  << "is not next to F6";
    QTest::newRow("no enemy") << Case {{attacker}, {"us-a"}} << "no enemy unit holds F6";
    QTest::newRow("heavy vehicle")
        << Case {{attacker, defender, vehicle("de-tank", target, "panzer-iv", "de")}, {"us-a"}}
        << "a heavy vehicle: no assault may target its hex";
    QTest::newRow("fatigued assaulter")
        << Case {{squad("us-a", next(3), "us", attacker.figures, {"fatigued"}), defender}, {"us-a"}}
        << "us-a is fatigued: only a fresh unit assaults";
    QTest::newRow("assaulter in Op Fire mode")
        << Case {{squad("us-a", next(3), "us", attacker.figures, {"op-fire"}), defender}, {"us-a"}}
        << "us-a is in Op Fire mode";
    QTest::newRow("pinned assaulter")
        << Case {{squad("us-a", next(3), "us", attacker.figures, {"pinned"}), defender}, {"us-a"}}
        << "us-a is pinned";
    QTest::newRow("disrupted assaulter") << Case {
        {squad("us-a", next(3), "us", attacker.figures, {"disrupted"}), defender},
        {"us-a"}} << "us-a is disrupted";
    QTest::newRow("pinned supporter")
        << Case {{attacker, squad("us-b", next(2), "us", attacker.figures, {"pinned"}), defender},
               {"us-a", "us-b"}}
        << "us-b is pinned: only a unit neither pinned nor disrupted supports an assault";
    QTest::newRow("disrupted supporter") << Case {
        {attacker, squad("us-b", next(2), "us", attacker.figures, {"disrupted"}), defender},
        {"us-a", "us-b"}} << "us-b is disrupted";
    QTest::newRow("supporter not adjacent")
        << Case {{attacker, squad("us-b", next(2, next(2))), defender}, {"us-a", "us-b"}}
        << "supporters must be adjacent to the hex assaulted";
    QTest::newRow("a third supporter")
        << Case {{attacker, squad("us-b", next(2)), squad("us-c", next(4)), squad("us-d", next(1)),
                     defender},
               {"us-a", "us-b", "us-c", "us-d"}}
        << "at most two units support an assault: us-d is one too many";
    QTest::newRow("enemy supporter") << Case {{attacker, defender, squad("de-b", next(2), "de")},
        {"us-a", "de-b"}} << "de-b is not a unit of the assaulting side";
    QTest::newRow("supporter named twice") << Case {{attacker, squad("us-b", next(2)), defender},
        {"us-a", "us-b", "us-b"}} << "us-b is named twice";
    Case path {{attacker, defender}, {"us-a"}};
    path.path = {next(3)};
    QTest::newRow("a move before the assault that goes nowhere") << path << "is already in";
    Case verdict {{attacker, defender}, {"us-a"}};
    verdict.result = "nobody";
    QTest::newRow("unknown verdict") << verdict << "choose who wins";
}

void TstToiAssault::refusals()
{
    QFETCH(Case, setup);
    QFETCH(QString, why);
    const GameState s = position(setup);
    TideOfIronRuleSet rules;
    const Evaluation e = evaluateAssault(rules, s, assault(setup));
    QVERIFY(!e.legal);
    QVERIFY2(e.whyNot.find(why.toStdString()) != std::string::npos, e.whyNot.c_str());
    QVERIFY(!e.whyNotRule.empty());
    QVERIFY(!e.plan);
}

void TstToiAssault::firepower_data()
{
    QTest::addColumn<Case>("setup");
    QTest::addColumn<int>("attackDice");
    QTest::addColumn<int>("cover");
    QTest::addColumn<int>("defenceDice");
    const U attacker = squad("us-a", next(3));
    const U defender = squad("de-a", target, "de");
    QTest::newRow("alone") << Case {{attacker, defender}, {"us-a"}} << 4 << 0 << 4;
    QTest::newRow("supporters halved, rounded up") << Case {
        {attacker, squad("us-b", next(2)),
            squad("us-c", next(4), "us", {"regular", "regular", "regular"}), defender},
        {"us-a", "us-b", "us-c"}} << 4 + 2 + 2 << 0 << 4;
    QTest::newRow("a fatigued supporter") << Case {
        {attacker, squad("us-b", next(2), "us", attacker.figures, {"fatigued"}), defender},
        {"us-a", "us-b"}} << 6 << 0 << 4;
    QTest::newRow("a half-track supports") << Case {
        {attacker, vehicle("us-ht", next(2), "halftrack", "us"), defender},
        {"us-a", "us-ht"}} << 4 + 2 << 0 << 4;
    QTest::newRow("elites") << Case {{squad("us-a", next(3), "us", {"elite", "elite"}), defender},
        {"us-a"}} << 4 << 0 << 4;
    QTest::newRow("pinned defender half") << Case {
        {attacker, squad("de-a", target, "de", {"regular", "regular", "regular"}, {"pinned"})},
        {"us-a"}} << 4 << 0 << 2;
    QTest::newRow("pinned defender with officer full") << Case {
        {attacker, squad("de-a", target, "de", {"regular", "regular", "officer"}, {"pinned"})},
        {"us-a"}} << 4 << 0 << 3;
    QTest::newRow("disrupted defender 0")
        << Case {{attacker, squad("de-a", target, "de", defender.figures, {"disrupted"})}, {"us-a"}}
        << 4 << 0 << 0;
    QTest::newRow("fatigued defender full")
        << Case {{attacker, squad("de-a", target, "de", defender.figures, {"fatigued"})}, {"us-a"}}
        << 4 << 0 << 4;
    QTest::newRow("two squads and a half-track defend") << Case {
        {attacker, defender, squad("de-b", target, "de", {"regular", "regular"}, {"pinned"}),
            vehicle("de-ht", target, "halftrack", "de")},
        {"us-a"}} << 4 << 0 << 4 + 1 + 3;
    Case woods {{attacker, defender}, {"us-a"}};
    woods.terrain = "woods";
    QTest::newRow("woods cover") << woods << 4 << 2 << 4;
}

void TstToiAssault::firepower()
{
    QFETCH(Case, setup);
    QFETCH(int, attackDice);
    QFETCH(int, cover);
    QFETCH(int, defenceDice);
    const GameState s = position(setup);
    TideOfIronRuleSet rules;
    const Evaluation e = evaluateAssault(rules, s, assault(setup));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(finalOf(e.finals, "toi.assault.dice"), attackDice);
    QCOMPARE(finalOf(e.finals, "toi.assault.success"), 4);
    QCOMPARE(finalOf(e.finals, "toi.assault.cover"), cover);
    QCOMPARE(finalOf(e.finals, "toi.assault.defence"), defenceDice);
    // The dice in the order the plan rolls them: assault dice, cover dice, defence dice.
    QCOMPARE(e.dice.size(), static_cast<std::size_t>(attackDice + cover + defenceDice));
    for (std::size_t i = 0; i < e.dice.size(); ++i) {
        const std::string want = i < static_cast<std::size_t>(attackDice) ? "assault die"
            : i < static_cast<std::size_t>(attackDice + cover)            ? "cover die"
                                                                          : "defence die";
        QVERIFY2(e.dice[i].purpose.starts_with(want), e.dice[i].purpose.c_str());
        QCOMPARE(e.dice[i].sides, 6);
    }
}

void TstToiAssault::explanationNamesEveryContributor()
{
    const Case c {{squad("us-a", next(3)),
                      squad("us-b", next(2), "us", {"regular", "regular", "regular"}, {"fatigued"}),
                      squad("de-a", target, "de", {"regular", "officer"}, {"pinned"}),
                      squad("de-b", target, "de", {"regular", "regular", "regular"}, {"pinned"})},
        {"us-a", "us-b"}, target, "woods"};
    const GameState s = position(c);
    TideOfIronRuleSet rules;
    const Evaluation e = evaluateAssault(rules, s, assault(c));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const auto line = [&](const std::string &key, const std::string &source) {
        return std::find_if(e.lines.begin(), e.lines.end(),
            [&](const ExplanationLine &l) { return l.key == key && l.source == source; });
    };
    const auto squadLine = line("assault.squad", "us-a");
    QVERIFY(squadLine != e.lines.end());
    QCOMPARE(squadLine->number, std::optional<int>(4));
    const auto support = line("assault.support", "us-b");
    QVERIFY(support != e.lines.end());
    QCOMPARE(support->number, std::optional<int>(2));
    QVERIFY2(support->text.find("half rounded up") != std::string::npos, support->text.c_str());
    const auto officer = line("assault.defender", "de-a");
    QVERIFY(officer != e.lines.end());
    QVERIFY2(
        officer->text.find("officer: full firepower") != std::string::npos, officer->text.c_str());
    const auto pinned = line("assault.defender", "de-b");
    QVERIFY(pinned != e.lines.end());
    QVERIFY2(
        pinned->text.find("half firepower, rounded up") != std::string::npos, pinned->text.c_str());
    QCOMPARE(pinned->number, std::optional<int>(2));
    const auto cover = line("assault.cover", "F6");
    QVERIFY(cover != e.lines.end());
    QCOMPARE(cover->number, std::optional<int>(2));
    QVERIFY(line("assault.no-cover", "F6") != e.lines.end());
    for (const char *key : {"assault.winner", "assault.hits", "assault.retreat"}) {
        const auto it = std::find_if(
            e.lines.begin(), e.lines.end(), [&](const ExplanationLine &l) { return l.key == key; });
        QVERIFY2(it != e.lines.end(), key);
        QVERIFY(it->assumed);
        QCOMPARE(it->rule, std::string("docs/rules.md: Tide of Iron assault"));
    }
    const auto assumed = std::find_if(e.assumptions.begin(), e.assumptions.end(),
        [](const Assumption &a) { return a.key == "tideofiron.assault"; });
    QVERIFY(assumed != e.assumptions.end());
    QCOMPARE(assumed->reference, std::string("docs/rules.md: Tide of Iron assault"));
}

void TstToiAssault::oddsMatchBruteForce_data()
{
    QTest::addColumn<Case>("setup");
    QTest::addColumn<int>("dice");
    const U two = squad("us-a", next(3), "us", {"regular", "regular"});
    const U one = squad("de-a", target, "de", {"regular"});
    QTest::newRow("2 vs 1 in clear") << Case {{two, one}, {"us-a"}} << 3;
    Case woods {{two, one}, {"us-a"}};
    woods.terrain = "woods";
    QTest::newRow("2 vs 1 with 2 cover dice") << woods << 5;
    Case pinned {{two, squad("de-a", target, "de", {"regular", "regular", "regular"}, {"pinned"})},
        {"us-a"}};
    QTest::newRow("2 vs a pinned 3") << pinned << 4;
    Case supported {
        {squad("us-a", next(3), "us", {"regular"}), squad("us-b", next(2), "us", {"regular"}), one},
        {"us-a", "us-b"}, target, "woods"};
    QTest::newRow("1 and a supporter vs 1 in woods") << supported << 5;
    Case verdict = woods;
    verdict.result = "attacker";
    QTest::newRow("the players say the attacker wins") << verdict << 5;
}

void TstToiAssault::oddsMatchBruteForce()
{
    QFETCH(Case, setup);
    QFETCH(int, dice);
    const GameState s = position(setup);
    TideOfIronRuleSet rules;
    const Evaluation e = evaluateAssault(rules, s, assault(setup));
    QVERIFY2(e.legal, e.whyNot.c_str());
    const int n = static_cast<int>(e.dice.size());
    QCOMPARE(n, dice);
    std::map<std::string, double> brute;
    std::vector<int> faces(static_cast<std::size_t>(n), 1);
    const double w = std::pow(1.0 / 6, n);
    while (true) {
        ScriptedDice d(faces);
        const Resolution r = rules.resolve(s, e, d);
        QVERIFY(d.exhausted());
        for (const Outcome &o : r.outcomes)
            brute[o.key] += w;
        int i = 0;
        while (i < n && ++faces[static_cast<std::size_t>(i)] > 6)
            faces[static_cast<std::size_t>(i++)] = 1;
        if (i == n)
            break;
    }
    QCOMPARE(e.odds.size(), std::size_t(3));
    QCOMPARE(e.odds[0].title, std::string("Assault on F6"));
    QCOMPARE(e.odds[0].outcomes.size(), std::size_t(2));
    QCOMPARE(e.odds[0].outcomes[0].key, std::string("attacker-wins"));
    QCOMPARE(e.odds[0].outcomes[1].key, std::string("defender-wins"));
    for (const OddsTable &t : e.odds) {
        double sum = 0;
        for (const OutcomeOdds &o : t.outcomes) {
            QVERIFY2(std::abs(o.probability - brute[o.key]) < 1e-12,
                (o.key + ": " + std::to_string(o.probability) + " vs "
                    + std::to_string(brute[o.key]))
                    .c_str());
            sum += o.probability;
        }
        QVERIFY2(std::abs(sum - 1.0) < 1e-12, t.title.c_str());
    }
}

void TstToiAssault::resolution_data()
{
    QTest::addColumn<Case>("setup");
    QTest::addColumn<std::vector<int>>("dice");
    QTest::addColumn<QString>("winner");
    QTest::addColumn<std::vector<Expect>>("after");
    const U attacker = squad("us-a", next(3));
    const std::vector<std::string> fat {"fatigued"};
    // Farthest from the attacker in direction 3 are the neighbours in directions 5, 0 and 1:
    // the first clockwise is direction 0. An attacker falling back from direction 3 finds its own
    // neighbours in directions 2, 3 and 4 two hexes from the defenders: direction 2 first.
    QTest::newRow("attacker wins: the pinned defender retreats disrupted, the attacker advances")
        << Case {{attacker, squad("de-a", target, "de", {"regular", "regular"}, {"pinned"})},
               {"us-a"}}
        << std::vector<int> {4, 1, 1, 1, 3} << "attacker-wins"
        << std::vector<Expect> {
               at("us-a", target, 4, fat), at("de-a", next(0), 1, {"disrupted", "fatigued"})};
    QTest::newRow("a tie goes to the defender: the attacker retreats")
        << Case {{attacker, squad("de-a", target, "de", {"regular", "regular"})}, {"us-a"}}
        << std::vector<int> {4, 1, 1, 1, 4, 1} << "defender-wins"
        << std::vector<Expect> {at("us-a", next(2, next(3)), 3, fat), at("de-a", target, 1, fat)};
    QTest::newRow("cover dice cancel the attacker's hits")
        << Case {{attacker, squad("de-a", target, "de", {"regular", "regular"})}, {"us-a"}, target,
               "woods"}
        << std::vector<int> {4, 4, 1, 1, 5, 6, 1, 1} << "defender-wins"
        << std::vector<Expect> {at("us-a", next(2, next(3)), 4, fat), at("de-a", target, 2, fat)};
    QTest::newRow("a disrupted loser is destroyed")
        << Case {{attacker,
                     squad("de-a", target, "de", {"regular", "regular", "regular"}, {"disrupted"})},
               {"us-a"}}
        << std::vector<int> {4, 1, 1, 1} << "attacker-wins"
        << std::vector<Expect> {at("us-a", target, 4, fat), gone("de-a")};
    QTest::newRow("no hex to retreat to: eliminated")
        << Case {{attacker, squad("us-0", next(0)), squad("us-1", next(1)), squad("us-2", next(2)),
                     squad("us-4", next(4)), squad("us-5", next(5)),
                     squad("de-a", target, "de", {"regular", "regular"})},
               {"us-a"}}
        << std::vector<int> {4, 1, 1, 1, 1, 1} << "attacker-wins"
        << std::vector<Expect> {
               at("us-a", target, 4, fat), gone("de-a"), at("us-0", next(0), 4, {})};
    Case verdict {{attacker, squad("de-a", target, "de", {"regular", "regular"})}, {"us-a"}};
    verdict.result = "attacker";
    QTest::newRow("the players override a tie: the attacker wins")
        << verdict << std::vector<int> {4, 1, 1, 1, 4, 1} << "attacker-wins"
        << std::vector<Expect> {at("us-a", target, 3, fat), at("de-a", next(0), 1, fat)};
    verdict.result = "defender";
    QTest::newRow("the players override the hits: the defender wins")
        << verdict << std::vector<int> {4, 4, 4, 1, 1, 1} << "defender-wins"
        << std::vector<Expect> {at("us-a", next(2, next(3)), 4, fat), gone("de-a")};
    QTest::newRow("hits spread over the defending squads, most figures first")
        << Case {{attacker, squad("de-a", target, "de", {"regular", "regular"}),
                     squad("de-b", target, "de", {"regular", "regular", "regular"})},
               {"us-a"}}
        << std::vector<int> {4, 4, 4, 1, 1, 1, 1, 1, 1} << "attacker-wins"
        << std::vector<Expect> {at("us-a", target, 4, fat), at("de-a", next(0), 1, fat),
               at("de-b", next(0), 1, fat)};
    QTest::newRow("defence hits take the assaulting squad first, then a supporter")
        << Case {{squad("us-a", next(3), "us", {"regular", "regular"}), squad("us-b", next(2)),
                     squad("de-a", target, "de")},
               {"us-a", "us-b"}}
        << std::vector<int> {1, 1, 1, 1, 4, 4, 4, 1} << "defender-wins"
        << std::vector<Expect> {
               gone("us-a"), at("us-b", next(2), 3, fat), at("de-a", target, 4, fat)};
    QTest::newRow("an Op Fire defender flips to fatigued, the light vehicle retreats")
        << Case {{attacker, squad("de-a", target, "de", {"regular", "regular"}, {"op-fire"}),
                     vehicle("de-ht", target, "halftrack", "de")},
               {"us-a"}}
        << std::vector<int> {4, 1, 1, 1, 1, 1, 1, 1, 1} << "attacker-wins"
        << std::vector<Expect> {at("us-a", target, 4, fat), at("de-a", next(0), 1, fat),
               at("de-ht", next(0), 1, fat)};
}

void TstToiAssault::resolution()
{
    QFETCH(Case, setup);
    QFETCH(std::vector<int>, dice);
    QFETCH(QString, winner);
    QFETCH(std::vector<Expect>, after);
    GameState s = position(setup);
    TideOfIronRuleSet rules;
    const Evaluation e = evaluateAssault(rules, s, assault(setup));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(e.dice.size(), dice.size());
    ScriptedDice d(dice);
    const Resolution r = rules.resolve(s, e, d);
    QVERIFY(d.exhausted());
    QVERIFY(!r.outcomes.empty());
    QCOMPARE(QString::fromStdString(r.outcomes.front().key), winner);
    s.apply(r.effects);
    for (const Expect &x : after) {
        const Unit &u = s.unit(UnitId {x.id});
        if (x.eliminated) {
            QVERIFY2(u.eliminated, x.id.c_str());
            continue;
        }
        QVERIFY2(!u.eliminated, x.id.c_str());
        QCOMPARE(grid.label(u.hex), grid.label(x.hex));
        QCOMPARE(u.strength, x.strength);
        const ToiProfile *p = profileOf<ToiProfile>(u);
        QVERIFY(p);
        if (!p->vehicle)
            QCOMPARE(static_cast<int>(p->figures.size()), x.strength);
        for (const std::string_view k :
            {states::fatigued, states::opFire, states::pinned, states::disrupted}) {
            const bool want = std::find(x.status.begin(), x.status.end(), k) != x.status.end();
            QVERIFY2(u.status.has(k) == want, (x.id + " " + std::string(k)).c_str());
        }
    }
}

void TstToiAssault::effectsRevertExactly()
{
    const Case c {{squad("us-a", next(3)), squad("us-b", next(2), "us", {"regular", "regular"}),
                      squad("de-a", target, "de", {"regular", "regular", "officer"}, {"pinned"}),
                      squad("de-b", target, "de", {"regular"}, {"op-fire"})},
        {"us-a", "us-b"}};
    GameState s = position(c);
    const GameState before = s;
    TideOfIronRuleSet rules;
    const Evaluation e = evaluateAssault(rules, s, assault(c));
    QVERIFY2(e.legal, e.whyNot.c_str());
    // 5 assault dice: 3 hits; 4 defence dice: 1 hit. The attacker wins and advances.
    ScriptedDice d({4, 5, 6, 1, 1, 4, 1, 1, 1});
    const Resolution r = rules.resolve(s, e, d);
    QCOMPARE(r.outcomes.front().key, std::string("attacker-wins"));
    const StateDelta delta = s.apply(r.effects);
    QVERIFY(!(s == before));
    QCOMPARE(grid.label(s.unit(UnitId {"us-a"}).hex), grid.label(target));
    s.revert(delta);
    QVERIFY(s == before);
}

QTEST_GUILESS_MAIN(TstToiAssault)
#include "tst_toiassault.moc"
