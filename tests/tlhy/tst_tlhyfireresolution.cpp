// Fire Resolution of The Last Hundred Yards (rules reference 1.2, 1.5, 1.7): the seed example 21.8,
// one row per clause, and the exact odds against a brute-force enumeration of every die.

#include "tlhyfixture.h"

#include "core/dice/scripteddice.h"
#include "core/play/game.h"
#include "core/rules/tlhy/tlhyruleset.h"

#include <QTest>

#include <cmath>
#include <map>
#include <memory>

using namespace hexfire;
using namespace tlhyfixture;

namespace {

struct MarkerSpec {
    std::string kind = std::string(tlhykeys::sadrm);
    std::string side; // SADRM: the side it affects
    int value = 0;
    int tem = 0;
    std::vector<std::string> temAppliesTo;
};

struct Case {
    std::vector<UnitSpec> units;
    std::vector<std::string> concealed, disrupted, heroic, japanese, russian;
    std::vector<MarkerSpec> markers;
    std::vector<int> dice;
    std::map<std::string, std::string> outcomes; // unit id -> outcome key
    std::map<std::string, int> used; // side -> FFAR used
};

GameState build(const Case &c)
{
    GameState s = emptyPosition();
    const auto has = [](const std::vector<std::string> &v, const std::string &id) {
        return std::find(v.begin(), v.end(), id) != v.end();
    };
    for (const UnitSpec &spec : c.units) {
        Unit u = makeUnit(spec);
        for (const auto &[list, key] : {std::pair {&c.concealed, "concealed"},
                 std::pair {&c.disrupted, "disrupted"}, std::pair {&c.heroic, "heroic"}}) {
            if (has(*list, spec.id))
                u.status.set(key);
        }
        if (has(c.japanese, spec.id))
            profileOf(u).nationalRule = TlhyNationalRule::Japanese;
        if (has(c.russian, spec.id))
            profileOf(u).nationalRule = TlhyNationalRule::Russian;
        s.addUnit(u);
    }
    for (const MarkerSpec &ms : c.markers) {
        Marker m;
        m.kind = ms.kind;
        m.hex = hexAt("H9");
        if (!ms.side.empty())
            m.side = SideId {ms.side};
        m.value = ms.value;
        if (ms.tem != 0)
            m.params["tem"] = ms.tem;
        std::vector<UnitId> to;
        for (const auto &id : ms.temAppliesTo)
            to.push_back(UnitId {id});
        if (!to.empty())
            m.params["temAppliesTo"] = to;
        s.addMarker(m);
    }
    return s;
}

MarkerSpec sadrm(int v, std::string side = "us")
{
    return {std::string(tlhykeys::sadrm), side, v, 0, {}};
}
MarkerSpec mdrm(int v, int tem = 0, std::vector<std::string> to = {})
{
    return {std::string(tlhykeys::mdrm), "", v, tem, to};
}

/** Dice that replay a prefix and then ask for one more die (for the brute-force enumeration). */
class PrefixDice final : public DiceSource {
public:
    explicit PrefixDice(const std::vector<std::pair<int, int>> &prefix)
        : m_prefix(prefix)
    { }
    int roll(int sides, std::string_view purpose) override
    {
        if (m_next < m_prefix.size())
            return record(sides, m_prefix[m_next++].first, purpose);
        needed = sides;
        throw Error("more dice");
    }
    int needed = 0;

private:
    const std::vector<std::pair<int, int>> &m_prefix;
    std::size_t m_next = 0;
};

/** unit id -> outcome key -> probability, by resolving every sequence of faces. */
std::map<std::string, std::map<std::string, double>> bruteForce(
    const RuleSet &rules, const GameState &s, const Evaluation &e)
{
    std::map<std::string, std::map<std::string, double>> result;
    std::vector<std::vector<std::pair<int, int>>> stack {{}};
    while (!stack.empty()) {
        const auto prefix = std::move(stack.back());
        stack.pop_back();
        PrefixDice dice(prefix);
        try {
            const Resolution r = rules.resolve(s, e, dice);
            double p = 1.0;
            for (const auto &[face, sides] : prefix)
                p /= sides;
            for (const Outcome &o : r.outcomes)
                result[o.subject][o.key] += p;
        } catch (const Error &) {
            for (int f = 1; f <= dice.needed; ++f) {
                auto longer = prefix;
                longer.emplace_back(f, dice.needed);
                stack.push_back(std::move(longer));
            }
        }
    }
    return result;
}

void compareOdds(const RuleSet &rules, const GameState &s, const Evaluation &e)
{
    const auto brute = bruteForce(rules, s, e);
    for (const OddsTable &t : e.odds) {
        double sum = 0.0;
        for (const OutcomeOdds &o : t.outcomes) {
            sum += o.probability;
            const auto it = brute.find(t.subject);
            const double expected
                = it == brute.end() || !it->second.count(o.key) ? 0.0 : it->second.at(o.key);
            if (std::abs(o.probability - expected) > 1e-12)
                QFAIL(qPrintable(QString("odds of %1 / %2: %3, brute force %4")
                                     .arg(t.subject.c_str(), o.key.c_str())
                                     .arg(o.probability, 0, 'g', 15)
                                     .arg(expected, 0, 'g', 15)));
        }
        QVERIFY2(std::abs(sum - 1.0) < 1e-12, t.title.c_str());
    }
    for (const auto &entry : brute) { // clang 14 cannot capture a structured binding
        const std::string &subject = entry.first;
        const bool listed = std::any_of(
            e.odds.begin(), e.odds.end(), [&](const OddsTable &t) { return t.subject == subject; });
        QVERIFY2(listed, ("no odds table for " + subject).c_str());
    }
}

} // namespace

Q_DECLARE_METATYPE(Case)

class TstTlhyFireResolution : public QObject {
    Q_OBJECT
private slots:
    void seed218_data();
    void seed218();
    void clauses_data();
    void clauses();
    void markersRemovedAndOtherHexesUntouched();
    void wholeMapWhenNoTarget();
    void refusedWithoutMarkers();
    void manyMarkers_data();
    void manyMarkers();
};

void TstTlhyFireResolution::seed218_data()
{
    QTest::addColumn<int>("murphyDie");
    QTest::addColumn<int>("sectionDie");
    QTest::newRow("both pass") << 7 << 6;
    QTest::newRow("Murphy fails (8 > 7), Section c passes") << 8 << 1;
    QTest::newRow("Section c fails (7 > 6)") << 2 << 7;
}

// TLHY-FR-01 (seed 21.8): rolls 2, 9, 10 on markers +2, -1, 0 -> FFARs 4, 8, 10; 10 is used; the
// 2nd Squad suffers a casualty and disrupts; Lt. Murphy and Section c check cohesion. Murphy is the
// same-platoon leader but his Cohesion (7) is not higher than the 2nd Squad's (7): no -1.
void TstTlhyFireResolution::seed218()
{
    QFETCH(int, murphyDie);
    QFETCH(int, sectionDie);
    Game game(seed218Position(), std::make_unique<TlhyRuleSet>());
    const Evaluation e = game.evaluate(action(tlhykeys::fireResolution, {}, "H9"));
    QVERIFY(e.legal);
    QCOMPARE(e.dice.size(), std::size_t(5));
    if (murphyDie == 7)
        compareOdds(game.rules(), game.state(), e); // 10^5 dice sequences
    ScriptedDice dice({2, 9, 10, murphyDie, sectionDie});
    const LogEntry &entry = game.commit(action(tlhykeys::fireResolution, {}, "H9"), dice);
    QVERIFY(dice.exhausted());
    std::vector<int> ffars;
    for (const FinalNumber &f : entry.resolution.finals) {
        if (f.key == "tlhy.ffar")
            ffars.push_back(f.value);
    }
    QCOMPARE(ffars, (std::vector<int> {4, 8, 10}));
    const auto used = std::find_if(entry.resolution.finals.begin(), entry.resolution.finals.end(),
        [](const FinalNumber &f) { return f.key == "tlhy.ffar.used"; });
    QCOMPARE(used->value, 10);
    const Unit &squad = game.state().unit(UnitId {"us-2nd-squad"});
    QCOMPARE(squad.strength, 1);
    QVERIFY(squad.status.has("disrupted"));
    QCOMPARE(game.state().unit(UnitId {"lt-murphy"}).status.has("disrupted"), murphyDie > 7);
    QCOMPARE(game.state().unit(UnitId {"section-c"}).status.has("disrupted"), sectionDie > 6);
    QVERIFY(game.state().markersAt(hexAt("H9")).empty());
    const auto leader = std::find_if(entry.resolution.lines.begin(), entry.resolution.lines.end(),
        [](const ExplanationLine &l) { return l.key == "tlhy.fr.leader"; });
    QCOMPARE(leader->number, std::optional<int>(0));
}

void TstTlhyFireResolution::clauses_data()
{
    QTest::addColumn<Case>("c");
    using T = TlhyUnitType;
    const UnitSpec a {"a", "us", "H9", T::Squad, 7, 2, 2};
    const UnitSpec b {"b", "us", "H9", T::Squad, 7, 2, 2};
    const UnitSpec leader8 {"ldr", "us", "H9", T::Leader, 8, 0, 0, "1st Plt"};
    {
        Case c;
        c.units = {a, {"b", "us", "H9", T::Squad, 7, 3, 2}};
        c.markers = {sadrm(0)};
        c.dice = {10, 5};
        c.outcomes = {{"b", "casualty-and-disrupted"}, {"a", "check-passed"}};
        c.used = {{"us", 10}};
        QTest::newRow("tie-break: best Assault Value is selected") << c;
    }
    {
        Case c;
        c.units = {a, {"b", "us", "H9", T::Squad, 7, 2, 3}};
        c.markers = {sadrm(0)};
        c.dice = {9, 8};
        c.outcomes = {{"b", "disrupted"}, {"a", "check-failed"}};
        QTest::newRow("tie-break: Small Arms Value when AV ties; check 8 > 7 fails") << c;
    }
    {
        Case c;
        c.units = {a, b};
        c.markers = {sadrm(0)};
        c.dice = {8, 2, 7};
        c.outcomes = {{"b", "disrupted"}, {"a", "check-passed"}};
        QTest::newRow(
            "tie-break: a die picks when Cohesion, AV and SAV tie (2 = b); check 7 passes")
            << c;
    }
    {
        Case c;
        c.units = {{"a", "us", "H9", T::Squad, 6, 2, 2}, {"b", "us", "H9", T::Squad, 8, 2, 2}};
        c.concealed = {"b"};
        c.markers = {sadrm(0)};
        c.dice = {7, 3};
        c.outcomes = {{"a", "disrupted"}, {"b", "check-passed"}};
        QTest::newRow("priority: unconcealed before a concealed unit of higher Cohesion") << c;
    }
    {
        Case c;
        c.units = {{"a", "us", "H9", T::Squad, 8, 2, 2}, {"b", "us", "H9", T::Squad, 5, 2, 2}};
        c.disrupted = {"a"};
        c.concealed = {"b"};
        c.markers = {sadrm(0)};
        c.dice = {6};
        c.outcomes = {{"b", "disrupted"}, {"a", "no-check"}};
        QTest::newRow(
            "priority: concealed undisrupted before disrupted; disrupted units make no check")
            << c;
    }
    {
        Case c;
        c.units = {{"ldr", "us", "H9", T::Leader, 9, 0, 0}};
        c.markers = {sadrm(0)};
        c.dice = {10};
        c.outcomes = {{"ldr", "casualty-and-disrupted"}};
        QTest::newRow(
            "priority: a leader alone is selected; casualty eliminates a zero-step leader")
            << c;
    }
    {
        Case c;
        c.units = {a, leader8};
        c.markers = {sadrm(0)};
        c.dice = {8};
        c.outcomes = {{"a", "concealment-lost"}, {"ldr", "no-check"}};
        c.used = {{"us", 7}};
        QTest::newRow("leader -1 applied: same platoon, undisrupted, Cohesion 8 > 7") << c;
    }
    {
        Case c;
        c.units = {a, {"ldr", "us", "H9", T::Leader, 8, 0, 0, "2nd Plt"}};
        c.markers = {sadrm(0)};
        c.dice = {8, 4};
        c.outcomes = {{"a", "disrupted"}, {"ldr", "check-passed"}};
        c.used = {{"us", 8}};
        QTest::newRow("leader -1 not applied: different platoon") << c;
    }
    {
        Case c;
        c.units = {a, {"ldr", "us", "H9", T::Leader, 7, 0, 0}};
        c.markers = {sadrm(0)};
        c.dice = {8, 4};
        c.outcomes = {{"a", "disrupted"}, {"ldr", "check-passed"}};
        c.used = {{"us", 8}};
        QTest::newRow("leader -1 not applied: Cohesion not higher") << c;
    }
    {
        Case c;
        c.units = {a, leader8};
        c.disrupted = {"ldr"};
        c.markers = {sadrm(0)};
        c.dice = {8};
        c.outcomes = {{"a", "disrupted"}, {"ldr", "no-check"}};
        c.used = {{"us", 8}};
        QTest::newRow("leader -1 not applied: disrupted leader") << c;
    }
    {
        Case c;
        c.units = {a};
        c.heroic = {"a"};
        c.markers = {sadrm(0)};
        c.dice = {8};
        c.outcomes = {{"a", "casualty-and-disrupted"}};
        QTest::newRow("heroic: casualty and disrupted below 10") << c;
    }
    {
        Case c;
        c.units = {a, b};
        c.japanese = {"a", "b"};
        c.markers = {sadrm(-1), sadrm(0)};
        c.dice = {9, 2, 1};
        c.outcomes = {{"a", "casualty"}, {"b", "no-check"}};
        c.used = {{"us", 8}};
        QTest::newRow("Japanese: casualty instead of disrupting, no Cohesion Checks") << c;
    }
    {
        Case c;
        c.units = {{"a", "us", "H9", T::Squad, 7, 3, 2}, b};
        c.russian = {"a", "b"};
        c.markers = {sadrm(0)};
        c.dice = {8};
        c.outcomes = {{"a", "casualty-and-disrupted"}, {"b", "no-check"}};
        QTest::newRow("Russian: casualty and disrupted, no Cohesion Checks") << c;
    }
    {
        Case c;
        c.units = {a, {"b", "us", "H9", T::Squad, 5, 2, 2}};
        c.disrupted = {"a", "b"};
        c.markers = {sadrm(0)};
        c.dice = {9};
        c.outcomes = {{"a", "no-further-effect"}, {"b", "no-check"}};
        QTest::newRow("already disrupted: no further effect below 10") << c;
    }
    {
        Case c;
        c.units = {a};
        c.disrupted = {"a"};
        c.markers = {sadrm(0)};
        c.dice = {10};
        c.outcomes = {{"a", "casualty"}};
        QTest::newRow("already disrupted: casualty at 10") << c;
    }
    {
        Case c;
        c.units = {a, b};
        c.concealed = {"a", "b"};
        c.units[1].cohesion = 6;
        c.markers = {sadrm(0)};
        c.dice = {7};
        c.outcomes = {{"a", "concealment-lost"}, {"b", "no-check"}};
        QTest::newRow("FFAR = Cohesion: concealment lost only, no checks") << c;
    }
    {
        Case c;
        c.units = {a};
        c.markers = {sadrm(-2), mdrm(1)};
        c.dice = {8, 5};
        c.outcomes = {{"a", "no-effect"}};
        c.used = {{"us", 6}};
        QTest::newRow("highest FFAR, not the highest die: 8-2=6 and 5+1=6, no effect") << c;
    }
    {
        Case c;
        c.units = {{"a", "us", "H9", T::Squad, 7, 2, 2, "1st Plt", 1}};
        c.markers = {sadrm(0)};
        c.dice = {10};
        c.outcomes = {{"a", "casualty-and-disrupted"}};
        QTest::newRow("reduced squad: casualty eliminates") << c;
    }
    {
        Case c;
        c.units = {a, {"g", "de", "H9", T::Squad, 7, 2, 2}};
        c.markers = {sadrm(0, "de")};
        c.dice = {9};
        c.outcomes = {{"g", "disrupted"}};
        QTest::newRow("SADRM affects only the side it was placed on") << c;
    }
    {
        Case c;
        c.units = {a, {"g", "de", "H9", T::Squad, 7, 2, 2}};
        c.markers = {mdrm(0, -2, {"a"})};
        c.dice = {9};
        c.outcomes = {{"a", "no-effect"}, {"g", "disrupted"}};
        c.used = {{"us", 7 - 0}, {"de", 9}};
        c.outcomes["a"] = "concealment-lost";
        QTest::newRow("MDRM: one die for both sides, TEM only for the units that benefit") << c;
    }
    {
        Case c;
        c.units = {{"a", "us", "H9", T::Squad, 7, 3, 2}, b};
        c.markers = {sadrm(1)};
        c.dice = {9, 7};
        c.outcomes = {{"a", "casualty-and-disrupted"}, {"b", "check-passed"}};
        QTest::newRow("Cohesion Check: a roll equal to Cohesion passes") << c;
    }
}

void TstTlhyFireResolution::clauses()
{
    QFETCH(Case, c);
    const GameState start = build(c);
    TlhyRuleSet rules;
    const Action fr = action(tlhykeys::fireResolution, {}, "H9");
    const Evaluation e = rules.evaluate(start, fr);
    QVERIFY2(e.legal, e.whyNot.c_str());
    ScriptedDice dice(c.dice);
    const Resolution r = rules.resolve(start, e, dice);
    QVERIFY2(dice.exhausted(), "every scripted die is used");
    std::map<std::string, std::string> got;
    for (const Outcome &o : r.outcomes)
        got[o.subject] = o.key;
    for (const auto &[unit, key] : c.outcomes)
        QCOMPARE(QString::fromStdString(got[unit]), QString::fromStdString(key));
    for (const auto &[usedBy, value] : c.used) {
        const std::string &side = usedBy; // clang 14 cannot capture a structured binding
        const auto it = std::find_if(r.finals.begin(), r.finals.end(),
            [&](const FinalNumber &f) { return f.key == "tlhy.ffar.used" && f.subject == side; });
        QVERIFY(it != r.finals.end());
        QCOMPARE(it->value, value);
    }
    // The effects carry the outcomes into the state.
    GameState after = start;
    after.apply(r.effects);
    for (const auto &[unit, key] : got) {
        const Unit &before = start.unit(UnitId {unit});
        const Unit &now = after.unit(UnitId {unit});
        const bool disrupts
            = key == "disrupted" || key == "casualty-and-disrupted" || key == "check-failed";
        QCOMPARE(now.status.has("disrupted"), before.status.has("disrupted") || disrupts);
        const bool casualty = key == "casualty" || key == "casualty-and-disrupted";
        if (casualty && before.strength <= 1)
            QVERIFY(!now.onMap());
        else
            QCOMPARE(now.strength, before.strength - (casualty ? 1 : 0));
        if (key != "no-effect" && key != "check-passed" && key != "check-failed"
            && key != "no-check")
            QVERIFY(!now.status.has("concealed"));
        if (key == "no-effect")
            QCOMPARE(now.status.has("concealed"), before.status.has("concealed"));
    }
    QVERIFY(after.markersAt(hexAt("H9")).empty());
    // The exact odds: sum to 1 and equal the enumeration of every die through resolve().
    compareOdds(rules, start, e);
}

void TstTlhyFireResolution::markersRemovedAndOtherHexesUntouched()
{
    GameState s = seed218Position();
    Marker other;
    other.kind = std::string(tlhykeys::sadrm);
    other.hex = hexAt("K8");
    other.side = SideId {"de"};
    s.addMarker(other);
    TlhyRuleSet rules;
    const Evaluation e = rules.evaluate(s, action(tlhykeys::fireResolution, {}, "H9"));
    ScriptedDice dice({1, 1, 1});
    const Resolution r = rules.resolve(s, e, dice);
    int removed = 0;
    for (const Effect &ef : r.effects) {
        if (ef.kind == EffectKind::MarkerRemoved) {
            ++removed;
            QVERIFY((ef.marker->hex) == hexAt("H9"));
        }
    }
    QCOMPARE(removed, 3);
    s.apply(r.effects);
    QCOMPARE(s.markers().size(), std::size_t(1));
}

void TstTlhyFireResolution::wholeMapWhenNoTarget()
{
    GameState s = seed218Position();
    Marker other;
    other.kind = std::string(tlhykeys::sadrm);
    other.hex = hexAt("K8");
    other.side = SideId {"de"};
    other.value = 1;
    s.addMarker(other);
    TlhyRuleSet rules;
    const Evaluation e = rules.evaluate(s, action(tlhykeys::fireResolution, {}));
    QVERIFY(e.legal);
    QCOMPARE(e.dice.size(), std::size_t(6)); // 3 markers + 2 checks in H9, 1 marker in K8
    ScriptedDice dice({9, 1, 1, 1}); // cell order: K8 (row 8) before H9 (row 9)
    const Resolution r = rules.resolve(s, e, dice);
    s.apply(r.effects);
    QVERIFY(s.markers().empty());
    QVERIFY(s.unit(UnitId {"de-1st-squad"}).status.has("disrupted")); // 9 + 1 = 10 > 7
}

void TstTlhyFireResolution::refusedWithoutMarkers()
{
    TlhyRuleSet rules;
    const Evaluation e
        = rules.evaluate(seed218Position(), action(tlhykeys::fireResolution, {}, "K8"));
    QVERIFY(!e.legal);
    QVERIFY(e.whyNot.find("K8") != std::string::npos);
}

void TstTlhyFireResolution::manyMarkers_data()
{
    QTest::addColumn<int>("count");
    QTest::newRow("8 markers") << 8;
    // Issue 9: 309 small-arms markers on one hex overflowed the odds weights (10^309 face
    // combinations) to infinity and the step failed with an internal message.
    QTest::newRow("309 small-arms markers on one hex") << 309;
    QTest::newRow("2000 markers") << 2000;
}

// Any number of markers gives finite odds that add up to 1 and resolves; with every marker at 0
// the FFAR is the highest of `count` d10, so P(10) = 1 - 0.9^count exactly.
void TstTlhyFireResolution::manyMarkers()
{
    QFETCH(int, count);
    Case c;
    c.units = {{"a", "us", "H9", TlhyUnitType::Squad, 7, 2, 2}};
    c.markers.assign(static_cast<std::size_t>(count), sadrm(0));
    const GameState start = build(c);
    TlhyRuleSet rules;
    const Evaluation e = rules.evaluate(start, action(tlhykeys::fireResolution, {}, "H9"));
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(e.odds.size(), std::size_t(1));
    double sum = 0.0;
    double casualty = 0.0;
    for (const OutcomeOdds &o : e.odds.front().outcomes) {
        QVERIFY2(std::isfinite(o.probability) && o.probability >= 0.0, o.key.c_str());
        sum += o.probability;
        if (o.key == "casualty-and-disrupted")
            casualty = o.probability;
    }
    QVERIFY2(std::abs(sum - 1.0) < 1e-12, qPrintable(QString::number(sum, 'g', 17)));
    QVERIFY2(std::abs(casualty - (1.0 - std::pow(0.9, count))) < 1e-12,
        qPrintable(QString::number(casualty, 'g', 17)));
    std::vector<int> faces(static_cast<std::size_t>(count), 1);
    faces.back() = 10;
    ScriptedDice dice(faces);
    const Resolution r = rules.resolve(start, e, dice);
    QVERIFY(dice.exhausted());
    QCOMPARE(r.outcomes.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(r.outcomes.front().key), QString("casualty-and-disrupted"));
}

QTEST_GUILESS_MAIN(TstTlhyFireResolution)
#include "tst_tlhyfireresolution.moc"
