// The Last Hundred Yards actions: the seed example 21.8.3 played through Game::commit, small-arms
// fire and LOS, Mortar Fire Action eligibility, TEMs and scatter, assault and Marker Adjustment.

#include "tlhyfixture.h"

#include "core/dice/scripteddice.h"
#include "core/play/game.h"
#include "core/rules/tlhy/tlhymarker.h"
#include "core/rules/tlhy/tlhyruleset.h"

#include <QTest>

#include <memory>

using namespace hexfire;
using namespace tlhyfixture;

namespace {

std::vector<const Marker *> markersOf(const GameState &s, const char *hex, std::string_view kind)
{
    std::vector<const Marker *> r;
    for (const Marker *m : s.markersAt(hexAt(hex))) {
        if (m->kind == kind)
            r.push_back(m);
    }
    return r;
}

std::vector<int> finals(const Resolution &r, const std::string &key, const std::string &subject)
{
    std::vector<int> v;
    for (const FinalNumber &f : r.finals) {
        if (f.key == key && f.subject == subject)
            v.push_back(f.value);
    }
    return v;
}

int drmFor(const Marker &m, const UnitId &u) { return TlhyMarker::drmFor(m, u); }

bool contains(const std::string &text, const char *part)
{
    return text.find(part) != std::string::npos;
}

/** A leader with a squad in E5 and a German squad in G5, for eligibility rows. */
GameState mortarPosition()
{
    GameState s = emptyPosition();
    s.addUnit(makeUnit({"ldr", "us", "E5", TlhyUnitType::Leader, 8, 0, 0, "1st Plt"}));
    s.addUnit(makeUnit({"sq", "us", "E5"}));
    s.addUnit(makeUnit({"ge", "de", "G5"}));
    return s;
}

} // namespace

class TstTlhyActions : public QObject {
    Q_OBJECT
private slots:
    void seedGeometry();
    void seed2183_data();
    void seed2183();
    void smallArmsFire_data();
    void smallArmsFire();
    void mortarEligibility_data();
    void mortarEligibility();
    void mortarCallerSeesTheHex_data();
    void mortarCallerSeesTheHex();
    void ownHexCheck_data();
    void ownHexCheck();
    void temLowestNotCumulative_data();
    void temLowestNotCumulative();
    void scatter_data();
    void scatter();
    void assault_data();
    void assault();
    void markerAdjustment_data();
    void markerAdjustment();
    void vocabularyConsistent();
    void describeMdrmSplit();
    void resolveUsesGivenPlan_data();
    void resolveUsesGivenPlan();
    void regroupingEndsOnlyWhenRegrouping_data();
    void regroupingEndsOnlyWhenRegrouping();
    void counterPrintAndFacts();
};

void TstTlhyActions::seedGeometry()
{
    // Rules reference 1.6 / TLHY-FR-02 geometry assertions.
    QVERIFY(adjacent(hexAt("I9"), hexAt("H9")));
    QVERIFY(adjacent(hexAt("I10"), hexAt("H9")));
    QVERIFY(adjacent(hexAt("J9"), hexAt("I10")));
    QVERIFY(!adjacent(hexAt("J9"), hexAt("H9")));
    QCOMPARE(directionTo(hexAt("H9"), hexAt("I10")), HexDirection::D2);
}

void TstTlhyActions::seed2183_data()
{
    QTest::addColumn<int>("i10Die");
    QTest::addColumn<QString>("thirdSquad");
    // German 3rd Squad (Cohesion 7) in I10 faces the -1 MDRM with its own die (not given in the
    // seed).
    for (int d = 1; d <= 10; ++d) {
        const int ffar = d - 1;
        const char *key = ffar < 7 ? "no-effect" : ffar == 7 ? "concealment-lost" : "disrupted";
        QTest::addRow("I10 die %d: FFAR %d -> %s", d, ffar, key) << d << QString(key);
    }
}

// TLHY-FR-02 (seed 21.8.3). The seed says "because the Final Fire Result is > 10, the German 3rd
// Squad suffers a casualty and disrupts": typos for the German 1st Squad (the unit in H9 facing
// the shared mortar roll of 10) and >= 10 (rules reference 1.7 note 1).
void TstTlhyActions::seed2183()
{
    QFETCH(int, i10Die);
    QFETCH(QString, thirdSquad);
    Game game(seed2183Position(), std::make_unique<TlhyRuleSet>());
    for (const auto &[act, faces] : seed2183Steps(3)) {
        ScriptedDice dice(faces);
        const LogEntry &entry = game.commit(act, dice);
        QVERIFY(dice.exhausted());
        if (act.kind == tlhykeys::mortarCall) {
            // Lt. Murphy calls on his own assault hex with no Cohesion Check (rules reference 1.7
            // note 2).
            for (const Effect &e : entry.resolution.effects)
                QVERIFY(e.name != "cohesion-check");
        }
    }
    const GameState &s = game.state();
    const auto sadrms = markersOf(s, "H9", tlhykeys::sadrm);
    QCOMPARE(sadrms.size(), std::size_t(2));
    QCOMPARE(sadrms[0]->value, 0);
    QCOMPARE(sadrms[1]->value, -1);
    QCOMPARE(sadrms[0]->side, std::optional<SideId>(SideId {"us"}));
    QCOMPARE(markersOf(s, "H9", tlhykeys::assaultNationality).size(), std::size_t(1));
    QCOMPARE(markersOf(s, "H9", tlhykeys::forwardObserver).size(), std::size_t(1));
    QCOMPARE(markersOf(s, "H9", tlhykeys::primaryImpact).size(), std::size_t(1));
    const auto mdrm = markersOf(s, "H9", tlhykeys::mdrm);
    QCOMPARE(mdrm.size(), std::size_t(1));
    QCOMPARE(drmFor(*mdrm[0], UnitId {"us-1st-squad"}), -2); // 0 MV, -2 IP
    QCOMPARE(drmFor(*mdrm[0], UnitId {"lt-murphy"}), -2);
    QCOMPARE(drmFor(*mdrm[0], UnitId {"de-1st-squad"}), 0); // the assaulter gets no IP benefit
    QCOMPARE(markersOf(s, "I10", tlhykeys::secondaryImpact).size(), std::size_t(1));
    const auto secondary = markersOf(s, "I10", tlhykeys::mdrm);
    QCOMPARE(secondary.size(), std::size_t(1));
    QCOMPARE(drmFor(*secondary[0], UnitId {"de-3rd-squad"}), -1); // 0 MV - 1
    // Marker Adjustment: the 3rd Squad may not enter the primary impact hex and stays in I10.
    QVERIFY((s.unit(UnitId {"de-3rd-squad"}).hex) == hexAt("I10"));
    QVERIFY((s.unit(UnitId {"de-1st-squad"}).hex) == hexAt("H9"));
    QVERIFY(markersOf(s, "I10", tlhykeys::assaultArrow).empty());

    // Fire Resolution of H9: rolls 7 (SADRM 0), 6 (SADRM -1), 10 (MDRM, both sides); then
    // Lt. Murphy's Cohesion Check (5: passes).
    ScriptedDice h9({7, 6, 10, 5});
    const LogEntry &fr = game.commit(action(tlhykeys::fireResolution, {}, "H9"), h9);
    QVERIFY(h9.exhausted());
    QCOMPARE(finals(fr.resolution, "tlhy.ffar", "us"), (std::vector<int> {7, 5, 8}));
    QCOMPARE(finals(fr.resolution, "tlhy.ffar.used", "us"), (std::vector<int> {8}));
    QCOMPARE(finals(fr.resolution, "tlhy.ffar", "de"), (std::vector<int> {10}));
    QCOMPARE(finals(fr.resolution, "tlhy.ffar.used", "de"), (std::vector<int> {10}));
    const GameState &after = game.state();
    QVERIFY(after.unit(UnitId {"us-1st-squad"}).status.has("disrupted"));
    QCOMPARE(after.unit(UnitId {"us-1st-squad"}).strength, 2); // 8 < 10: no casualty
    QVERIFY(!after.unit(UnitId {"lt-murphy"}).status.has("disrupted"));
    const auto check = std::find_if(fr.resolution.effects.begin(), fr.resolution.effects.end(),
        [](const Effect &e) { return e.name == "cohesion-check"; });
    QVERIFY(check != fr.resolution.effects.end());
    QCOMPARE(check->unit, std::optional<UnitId>(UnitId {"lt-murphy"}));
    QVERIFY(after.unit(UnitId {"de-1st-squad"}).status.has("disrupted"));
    QCOMPARE(after.unit(UnitId {"de-1st-squad"}).strength, 1);
    QVERIFY(after.markersAt(hexAt("H9")).size() == 1); // only the Assault Nationality marker stays

    ScriptedDice i10({i10Die});
    const LogEntry &fr2 = game.commit(action(tlhykeys::fireResolution, {}, "I10"), i10);
    QCOMPARE(finals(fr2.resolution, "tlhy.ffar.used", "de"), (std::vector<int> {i10Die - 1}));
    QCOMPARE(QString::fromStdString(fr2.resolution.outcomes.front().key), thirdSquad);
    QVERIFY(game.state().markersAt(hexAt("I10")).empty());
}

void TstTlhyActions::smallArmsFire_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("firer");
    QTest::addColumn<int>("value");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("why");
    QTest::addColumn<int>("placed");
    QTest::newRow("clear line: marker as entered") << ""
                                                   << "de-2nd-squad" << -1 << true << "" << -1;
    QTest::newRow("woods between K8 and H9 blocks LOS")
        << "woods J8"
        << "de-2nd-squad" << 0 << false << "in J8, Woods blocks LOS" << 0;
    QTest::newRow("stone building blocks LOS")
        << "stone-building J8"
        << "de-2nd-squad" << 0 << false << "in J8, Stone building blocks LOS" << 0;
    QTest::newRow("woods in the target hex does not block")
        << "woods H9"
        << "de-2nd-squad" << 0 << true << "" << 0;
    QTest::newRow("an MDRM marker on the line hinders: -1 (assumed)")
        << "mdrm J8"
        << "de-2nd-squad" << 0 << true << "" << -1;
    QTest::newRow("a leader does not fire") << ""
                                            << "lt-murphy" << 0 << false << "leader" << 0;
    QTest::newRow("no enemy in the target hex") << "target I9"
                                                << "de-2nd-squad" << 0 << false << "no enemy" << 0;
}

void TstTlhyActions::smallArmsFire()
{
    QFETCH(QString, setup);
    QFETCH(QString, firer);
    QFETCH(int, value);
    QFETCH(bool, legal);
    QFETCH(QString, why);
    QFETCH(int, placed);
    GameState s = seed2183Position();
    const char *target = "H9";
    if (setup.startsWith("woods") || setup.startsWith("stone"))
        s.editMap().setTerrain(
            hexAt(qPrintable(setup.section(' ', 1))), setup.section(' ', 0, 0).toStdString());
    if (setup.startsWith("mdrm")) {
        Marker m;
        m.kind = std::string(tlhykeys::mdrm);
        m.hex = hexAt(qPrintable(setup.section(' ', 1)));
        s.addMarker(m);
    }
    if (setup == "target I9")
        target = "I9"; // only German units there
    Game game(s, std::make_unique<TlhyRuleSet>());
    Action a = action(tlhykeys::smallArmsFire, {firer.toStdString()}, target);
    a.params["markerValue"] = value;
    const Evaluation e = game.evaluate(a);
    QCOMPARE(e.legal, legal);
    if (!legal) {
        QVERIFY2(contains(e.whyNot, qPrintable(why)), e.whyNot.c_str());
        // A refused fire places nothing: no marker value or odds that read as if it happened.
        QVERIFY(e.finals.empty());
        QVERIFY(e.odds.empty());
        FailingDice dice;
        QVERIFY_THROWS_EXCEPTION(Error, game.commit(a, dice));
        QVERIFY(game.state() == s);
        return;
    }
    QCOMPARE(e.los.size(), std::size_t(1));
    QVERIFY(!e.odds.empty()); // "if resolved now"
    QVERIFY(contains(e.odds.front().title, "If resolved now"));
    FailingDice dice;
    game.commit(a, dice);
    const auto m = markersOf(game.state(), "H9", tlhykeys::sadrm);
    QCOMPARE(m.size(), std::size_t(1));
    QCOMPARE(m[0]->value, placed);
    QCOMPARE(m[0]->side, std::optional<SideId>(SideId {"us"}));
}

void TstTlhyActions::mortarEligibility_data()
{
    QTest::addColumn<QString>("condition");
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("legal");
    QTest::addColumn<QString>("why");
    QTest::addColumn<int>("dice");
    QTest::newRow("eligible: another hex") << ""
                                           << "G5" << true << "" << 1;
    QTest::newRow("eligible: own hex after a Cohesion Check") << ""
                                                              << "E5" << true << "" << 2;
    QTest::newRow("disrupted") << "disrupted"
                               << "G5" << false << "disrupted" << 0;
    QTest::newRow("disrupted, own hex") << "disrupted"
                                        << "E5" << false << "disrupted" << 0;
    QTest::newRow("regrouping") << "regrouping"
                                << "G5" << false << "regrouping" << 0;
    QTest::newRow("heroic") << "heroic"
                            << "G5" << false << "heroic" << 0;
    QTest::newRow("heroic may call on his own hex") << "heroic"
                                                    << "E5" << true << "" << 2;
    QTest::newRow("out of command") << "outOfCommand"
                                    << "G5" << false << "out of command" << 0;
    QTest::newRow("loaded") << "loaded"
                            << "G5" << false << "loaded" << 0;
    QTest::newRow("in a primary impact hex") << "primary"
                                             << "G5" << false << "primary impact" << 0;
    QTest::newRow("in a primary impact hex, own hex") << "primary"
                                                      << "E5" << false << "primary impact" << 0;
    QTest::newRow("in an assault hex, another hex") << "assault"
                                                    << "G5" << false << "assault hex" << 0;
    QTest::newRow("13.3.1a: platoon leader in an assault hex, own hex, no check")
        << "assault"
        << "E5" << true << "" << 1;
    QTest::newRow("13.3.1a: not a platoon leader") << "assault company"
                                                   << "E5" << false << "platoon leader" << 0;
    QTest::newRow("not a leader") << "squad"
                                  << "G5" << false << "not a leader" << 0;
    QTest::newRow("no mortar value") << "no mv"
                                     << "G5" << false << "mortar value" << 0;
}

void TstTlhyActions::mortarEligibility()
{
    QFETCH(QString, condition);
    QFETCH(QString, target);
    QFETCH(bool, legal);
    QFETCH(QString, why);
    QFETCH(int, dice);
    GameState s = mortarPosition();
    Unit ldr = s.unit(UnitId {"ldr"});
    for (const auto &[word, key] : {std::pair {"disrupted", "disrupted"},
             std::pair {"regrouping", "regrouping"}, std::pair {"heroic", "heroic"},
             std::pair {"outOfCommand", "out-of-command"}, std::pair {"loaded", "loaded"}}) {
        if (condition == word)
            ldr.status.set(key);
    }
    if (condition == "assault company")
        profileOf(ldr).platoon.clear();
    s.replaceUnit(ldr);
    if (condition == "primary") {
        Marker m;
        m.kind = std::string(tlhykeys::primaryImpact);
        m.hex = hexAt("E5");
        s.addMarker(m);
    }
    if (condition.startsWith("assault")) {
        Marker m;
        m.kind = std::string(tlhykeys::assaultNationality);
        m.hex = hexAt("E5");
        m.side = SideId {"de"};
        s.addMarker(m);
    }
    TlhyRuleSet rules;
    Action a
        = action(tlhykeys::mortarCall, {condition == "squad" ? "sq" : "ldr"}, qPrintable(target));
    if (condition != "no mv")
        a.params["mortarValue"] = 1;
    const Evaluation e = rules.evaluate(s, a);
    QCOMPARE(e.legal, legal);
    if (!legal) {
        QVERIFY2(contains(e.whyNot, qPrintable(why)), e.whyNot.c_str());
        QVERIFY(!e.whyNotRule.empty());
        Game game(s, std::make_unique<TlhyRuleSet>());
        FailingDice fd;
        QVERIFY_THROWS_EXCEPTION(Error, game.commit(a, fd));
        QVERIFY(game.state() == s);
        return;
    }
    QCOMPARE(static_cast<int>(e.dice.size()), dice);
}

void TstTlhyActions::mortarCallerSeesTheHex_data()
{
    QTest::addColumn<QString>("woods"); // hexes between E5 and G5 made woods
    QTest::addColumn<QString>("target");
    QTest::addColumn<bool>("needsLos"); // the option (DEFAULT true)
    QTest::addColumn<bool>("legal");
    QTest::addColumn<int>("traces");
    QTest::addColumn<QString>("says"); // in whyNot, or in a line's text
    QTest::newRow("a clear line: the call goes ahead, the line is shown")
        << ""
        << "G5" << true << true << 1 << "sees G5";
    QTest::newRow("woods between: he cannot see G5 (assumed), refused")
        << "F4 F5 F6"
        << "G5" << true << false << 1 << "Woods blocks LOS";
    QTest::newRow("his own hex: no line needed") << "F4 F5 F6"
                                                 << "E5" << true << true << 0 << "";
    QTest::newRow("option off: blocked, still allowed, said so")
        << "F4 F5 F6"
        << "G5" << false << true << 1 << "cannot see G5";
}

void TstTlhyActions::mortarCallerSeesTheHex()
{
    QFETCH(QString, woods);
    QFETCH(QString, target);
    QFETCH(bool, needsLos);
    QFETCH(bool, legal);
    QFETCH(int, traces);
    QFETCH(QString, says);
    GameState s = mortarPosition();
    for (const QString &h : woods.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        s.editMap().setTerrain(hexAt(qPrintable(h)), "woods");
    TlhyRuleSet rules;
    TlhyOptions o = rules.options();
    o.mortarCallerNeedsLos = needsLos;
    rules.setOptions(o);
    Action a = action(tlhykeys::mortarCall, {"ldr"}, qPrintable(target));
    a.params["mortarValue"] = 1;
    const Evaluation e = rules.evaluate(s, a);
    QCOMPARE(e.legal, legal);
    QCOMPARE(static_cast<int>(e.los.size()), traces);
    const bool assumed = std::any_of(e.assumptions.begin(), e.assumptions.end(),
        [](const Assumption &x) { return x.key == "tlhy.mortar-los"; });
    QCOMPARE(assumed, traces > 0);
    if (!legal) {
        QVERIFY2(contains(e.whyNot, qPrintable(says)), e.whyNot.c_str());
        QVERIFY2(contains(e.whyNotRule, "Mortar caller's line of sight"), e.whyNotRule.c_str());
        return;
    }
    if (!says.isEmpty()) {
        const auto line = std::find_if(e.lines.begin(), e.lines.end(),
            [](const ExplanationLine &l) { return l.key == "tlhy.mfa.sees"; });
        QVERIFY(line != e.lines.end());
        QVERIFY2(contains(line->text, qPrintable(says)), line->text.c_str());
        QVERIFY(line->assumed);
    }
}

void TstTlhyActions::ownHexCheck_data()
{
    QTest::addColumn<bool>("assaultHex");
    QTest::addColumn<bool>("option");
    QTest::addColumn<int>("die");
    QTest::addColumn<bool>("fires");
    QTest::newRow("own hex: check passed (8 <= 8)") << false << false << 8 << true;
    QTest::newRow("own hex: check failed (9 > 8), disrupted, no markers")
        << false << false << 9 << false;
    QTest::newRow("own assault hex with the option on: check failed")
        << true << true << 10 << false;
    QTest::newRow("own assault hex with the option on: check passed") << true << true << 1 << true;
}

void TstTlhyActions::ownHexCheck()
{
    QFETCH(bool, assaultHex);
    QFETCH(bool, option);
    QFETCH(int, die);
    QFETCH(bool, fires);
    GameState s = mortarPosition();
    if (assaultHex) {
        Marker m;
        m.kind = std::string(tlhykeys::assaultNationality);
        m.hex = hexAt("E5");
        m.side = SideId {"de"};
        s.addMarker(m);
    }
    auto rules = std::make_unique<TlhyRuleSet>();
    TlhyOptions o = rules->options();
    o.ownHexCheckInAssaultHex = option;
    rules->setOptions(o);
    Game game(s, std::move(rules));
    Action a = action(tlhykeys::mortarCall, {"ldr"}, "E5");
    a.params["mortarValue"] = 0;
    const Evaluation e = game.evaluate(a);
    QVERIFY(e.legal);
    const auto odds = std::find_if(
        e.odds.begin(), e.odds.end(), [](const OddsTable &t) { return t.subject == "ldr"; });
    QVERIFY(odds != e.odds.end());
    QCOMPARE(odds->outcomes[0].probability, 0.8); // Cohesion 8: 8 faces of 10 pass
    QCOMPARE(odds->outcomes[1].probability, 1.0 - 0.8);
    ScriptedDice dice(fires ? std::vector<int> {die, 4} : std::vector<int> {die});
    game.commit(a, dice);
    QVERIFY(dice.exhausted());
    QCOMPARE(game.state().unit(UnitId {"ldr"}).status.has("disrupted"), !fires);
    QCOMPARE(
        markersOf(game.state(), "E5", tlhykeys::primaryImpact).size(), std::size_t(fires ? 1 : 0));
}

void TstTlhyActions::temLowestNotCumulative_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<QString>("feature");
    QTest::addColumn<bool>("assault");
    QTest::addColumn<int>("defender");
    QTest::addColumn<int>("assaulter");
    QTest::newRow("clear: MV only") << "clear"
                                    << "" << false << 2 << 2;
    QTest::newRow("marsh -1") << "marsh"
                              << "" << false << 1 << 1;
    QTest::newRow("woods + IP: lowest -2, not -3") << "woods"
                                                   << "improved-position" << false << 0 << 0;
    QTest::newRow("stone building + IP: lowest -3") << "stone-building"
                                                    << "improved-position" << false << -1 << -1;
    QTest::newRow("IP in an assault hex: the assaulter does not benefit (assumed)")
        << "clear"
        << "improved-position" << true << 0 << 2;
    QTest::newRow("woods + IP in an assault hex: the assaulter keeps the woods -1")
        << "woods"
        << "improved-position" << true << 0 << 1;
    QTest::newRow("woods in an assault hex: natural terrain benefits all") << "woods"
                                                                           << "" << true << 1 << 1;
}

void TstTlhyActions::temLowestNotCumulative()
{
    QFETCH(QString, terrain);
    QFETCH(QString, feature);
    QFETCH(bool, assault);
    QFETCH(int, defender);
    QFETCH(int, assaulter);
    GameState s = mortarPosition();
    s.editMap().setTerrain(hexAt("G5"), terrain.toStdString());
    if (!feature.isEmpty())
        s.editMap().addFeature(hexAt("G5"), feature.toStdString());
    s.addUnit(makeUnit({"us-in", "us", "G5"}));
    if (assault) {
        Marker m;
        m.kind = std::string(tlhykeys::assaultNationality);
        m.hex = hexAt("G5");
        m.side = SideId {"us"};
        s.addMarker(m);
    }
    TlhyRuleSet rules;
    Action a = action(tlhykeys::mortarCall, {"ldr"}, "G5");
    a.params["mortarValue"] = 2;
    const Evaluation e = rules.evaluate(s, a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    ScriptedDice dice({4}); // D3: south, on the map
    const Resolution r = rules.resolve(s, e, dice);
    s.apply(r.effects);
    const auto mdrm = markersOf(s, "G5", tlhykeys::mdrm);
    QCOMPARE(mdrm.size(), std::size_t(1));
    QCOMPARE(drmFor(*mdrm[0], UnitId {"ge"}), defender);
    QCOMPARE(drmFor(*mdrm[0], UnitId {"us-in"}), assault ? assaulter : defender);
}

void TstTlhyActions::scatter_data()
{
    QTest::addColumn<QString>("primary");
    QTest::addColumn<int>("face");
    QTest::addColumn<bool>("reversed");
    QTest::addColumn<QString>("secondary");
    QTest::newRow("seed: H9, face 3 -> D2 -> I10") << "H9" << 3 << false << "I10";
    QTest::newRow("face 1 -> D0 (north)") << "H9" << 1 << false << "H8";
    QTest::newRow("face 4 -> D3 (south)") << "H9" << 4 << false << "H10";
    QTest::newRow("face 6 -> D5") << "H9" << 6 << false << "G9";
    QTest::newRow("configured mapping: face 1 -> D5") << "H9" << 1 << true << "G9";
    QTest::newRow("off the map: no secondary marker") << "A1" << 1 << false << "";
}

void TstTlhyActions::scatter()
{
    QFETCH(QString, primary);
    QFETCH(int, face);
    QFETCH(bool, reversed);
    QFETCH(QString, secondary);
    GameState s = emptyPosition();
    s.addUnit(makeUnit({"ldr", "us", "E5", TlhyUnitType::Leader, 8, 0, 0}));
    TlhyRuleSet rules;
    if (reversed) {
        TlhyOptions o = rules.options();
        o.scatterDirections = {5, 4, 3, 2, 1, 0};
        rules.setOptions(o);
    }
    Action a = action(tlhykeys::mortarCall, {"ldr"}, qPrintable(primary));
    a.params["mortarValue"] = 1;
    const Evaluation e = rules.evaluate(s, a);
    QVERIFY(e.legal);
    ScriptedDice dice({face});
    const Resolution r = rules.resolve(s, e, dice);
    s.apply(r.effects);
    int secondaries = 0;
    for (const Marker &m : s.markers()) {
        if (m.kind == tlhykeys::secondaryImpact) {
            ++secondaries;
            QCOMPARE(QString::fromStdString(s.map().label(m.hex)), secondary);
            QCOMPARE(markersOf(s, qPrintable(secondary), tlhykeys::mdrm)[0]->value, 0); // MV 1 - 1
        }
    }
    QCOMPARE(secondaries, secondary.isEmpty() ? 0 : 1);
    QCOMPARE(s.markers().size(), std::size_t(secondary.isEmpty() ? 3 : 5));
    const auto table = std::find_if(e.odds.begin(), e.odds.end(), [](const OddsTable &t) {
        return t.title == "Secondary impact hex, by the d6 scatter die";
    });
    QVERIFY(table != e.odds.end() && table->assumed);
    double sum = 0.0;
    for (const OutcomeOdds &o : table->outcomes)
        sum += o.probability;
    QVERIFY(std::abs(sum - 1.0) < 1e-12);
}

void TstTlhyActions::assault_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("target");
    QTest::addColumn<QString>("via");
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("why");
    QTest::newRow("13.2.1 adjacent: moves in") << "de-1st-squad"
                                               << "H9"
                                               << ""
                                               << ""
                                               << "";
    QTest::newRow("13.2.2 via I10: arrow") << "de-3rd-squad"
                                           << "H9"
                                           << "I10"
                                           << ""
                                           << "";
    QTest::newRow("not adjacent without a via hex") << "de-3rd-squad"
                                                    << "H9"
                                                    << ""
                                                    << ""
                                                    << "not adjacent";
    QTest::newRow("via hex not adjacent to the target") << "de-2nd-squad"
                                                        << "H9"
                                                        << "J8"
                                                        << ""
                                                        << "not adjacent";
    QTest::newRow("entering a primary impact hex is refused") << "de-1st-squad"
                                                              << "H9"
                                                              << ""
                                                              << "primary H9"
                                                              << "primary impact";
    QTest::newRow("maneuvering into a primary impact hex is refused") << "de-3rd-squad"
                                                                      << "H9"
                                                                      << "I10"
                                                                      << "primary I10"
                                                                      << "primary impact";
    QTest::newRow("no enemy to assault") << "de-1st-squad"
                                         << "I10"
                                         << ""
                                         << ""
                                         << "no enemy";
}

void TstTlhyActions::assault()
{
    QFETCH(QString, unit);
    QFETCH(QString, target);
    QFETCH(QString, via);
    QFETCH(QString, setup);
    QFETCH(QString, why);
    GameState s = seed2183Position();
    if (setup.startsWith("primary")) {
        Marker m;
        m.kind = std::string(tlhykeys::primaryImpact);
        m.hex = hexAt(qPrintable(setup.section(' ', 1)));
        s.addMarker(m);
    }
    Game game(s, std::make_unique<TlhyRuleSet>());
    Action a = action(tlhykeys::assault, {unit.toStdString()}, qPrintable(target));
    if (!via.isEmpty())
        a.via = hexAt(qPrintable(via));
    const Evaluation e = game.evaluate(a);
    QCOMPARE(e.legal, why.isEmpty());
    FailingDice dice;
    if (!e.legal) {
        QVERIFY2(contains(e.whyNot, qPrintable(why)), e.whyNot.c_str());
        QVERIFY_THROWS_EXCEPTION(Error, game.commit(a, dice));
        QVERIFY(game.state() == s);
        return;
    }
    game.commit(a, dice);
    const Unit &u = game.state().unit(UnitId {unit.toStdString()});
    QVERIFY((u.hex) == hexAt(qPrintable(via.isEmpty() ? target : via)));
    QCOMPARE(markersOf(game.state(), qPrintable(target), tlhykeys::assaultNationality).size(),
        std::size_t(1));
    if (!via.isEmpty()) {
        const auto arrows = markersOf(game.state(), qPrintable(via), tlhykeys::assaultArrow);
        QCOMPARE(arrows.size(), std::size_t(1));
        QCOMPARE(TlhyMarker::pointsTo(*arrows[0]), std::optional<Hex>(hexAt(qPrintable(target))));
    }
    if (via.isEmpty() && target == "H9") {
        // A second assaulter into the same hex adds no second nationality marker.
        Action second = action(tlhykeys::assault, {"de-3rd-squad"}, "H9");
        second.via = hexAt("I10");
        game.commit(second, dice);
        QCOMPARE(
            markersOf(game.state(), "H9", tlhykeys::assaultNationality).size(), std::size_t(1));
    }
}

void TstTlhyActions::markerAdjustment_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<std::vector<int>>("dice");
    QTest::addColumn<QString>("outcome");
    QTest::addColumn<QString>("hex");
    QTest::newRow("no impact: enters the assaulted hex") << "" << std::vector<int> {} << "entered"
                                                         << "H9";
    QTest::newRow("primary impact in the assaulted hex: held")
        << "primary H9" << std::vector<int> {} << "held"
        << "I10";
    QTest::newRow("secondary impact: exit check passed (7 <= 7)")
        << "secondary I10" << std::vector<int> {7} << "entered"
        << "H9";
    QTest::newRow("secondary impact: exit check failed (8 > 7), disrupted, stays")
        << "secondary I10" << std::vector<int> {8} << "check-failed"
        << "I10";
}

void TstTlhyActions::markerAdjustment()
{
    QFETCH(QString, setup);
    QFETCH(std::vector<int>, dice);
    QFETCH(QString, outcome);
    QFETCH(QString, hex);
    Game game(seed2183Position(), std::make_unique<TlhyRuleSet>());
    const auto steps = seed2183Steps();
    ScriptedDice none({});
    for (int i = 0; i < 4; ++i)
        game.commit(steps[static_cast<std::size_t>(i)].first, none);
    GameState s = game.state();
    if (!setup.isEmpty()) {
        Marker m;
        m.kind = std::string(
            setup.startsWith("primary") ? tlhykeys::primaryImpact : tlhykeys::secondaryImpact);
        m.hex = hexAt(qPrintable(setup.section(' ', 1)));
        s.addMarker(m);
    }
    TlhyRuleSet rules;
    const Evaluation e = rules.evaluate(s, action(tlhykeys::markerAdjustment, {}, "H9"));
    QVERIFY(e.legal);
    QCOMPARE(e.dice.size(), dice.size());
    QCOMPARE(e.odds.size(), std::size_t(1));
    const double pEnter = setup.startsWith("secondary") ? 0.7 : setup.isEmpty() ? 1.0 : 0.0;
    const auto enter = std::find_if(e.odds[0].outcomes.begin(), e.odds[0].outcomes.end(),
        [](const OutcomeOdds &o) { return o.key == "entered"; });
    QCOMPARE(enter == e.odds[0].outcomes.end() ? 0.0 : enter->probability,
        pEnter); // Cohesion 7: 7 of 10
    ScriptedDice sd(dice);
    const Resolution r = rules.resolve(s, e, sd);
    QVERIFY(sd.exhausted());
    QCOMPARE(QString::fromStdString(r.outcomes.at(0).key), outcome);
    s.apply(r.effects);
    QVERIFY((s.unit(UnitId {"de-3rd-squad"}).hex) == hexAt(qPrintable(hex)));
    QCOMPARE(s.unit(UnitId {"de-3rd-squad"}).status.has("disrupted"), outcome == "check-failed");
    QVERIFY(markersOf(s, "I10", tlhykeys::assaultArrow).empty());
    // Nothing left to adjust.
    QVERIFY(!rules.evaluate(s, action(tlhykeys::markerAdjustment, {}, "H9")).legal);
}

namespace {

/** Both seed examples played to the end, every log entry's resolution in order. */
std::vector<Resolution> playBothSeeds()
{
    std::vector<Resolution> all;
    Game g218(seed218Position(), std::make_unique<TlhyRuleSet>());
    ScriptedDice d218({2, 9, 10, 7, 6});
    all.push_back(g218.commit(action(tlhykeys::fireResolution, {}, "H9"), d218).resolution);
    Game g2183(seed2183Position(), std::make_unique<TlhyRuleSet>());
    for (const auto &[act, faces] : seed2183Steps(3)) {
        ScriptedDice dice(faces);
        all.push_back(g2183.commit(act, dice).resolution);
    }
    ScriptedDice h9({7, 6, 10, 5});
    all.push_back(g2183.commit(action(tlhykeys::fireResolution, {}, "H9"), h9).resolution);
    ScriptedDice i10({9});
    all.push_back(g2183.commit(action(tlhykeys::fireResolution, {}, "I10"), i10).resolution);
    return all;
}

} // namespace

void TstTlhyActions::vocabularyConsistent()
{
    TlhyRuleSet rules;
    for (const ActionType &a : rules.vocabulary().actions) {
        QVERIFY2(!a.name.empty() && !a.help.empty(), a.key.c_str());
        for (const ParamSpec &p : a.params) {
            QVERIFY2(!p.label.empty(), (a.key + "." + p.key).c_str());
            QVERIFY2(!p.help.empty(), (a.key + "." + p.key).c_str());
        }
    }
    QCOMPARE(
        findByKey(rules.vocabulary().actions, tlhykeys::smallArmsFire)->shortcut, std::string("F"));
    QCOMPARE(
        findByKey(rules.vocabulary().actions, tlhykeys::mortarCall)->shortcut, std::string("M"));
    QCOMPARE(findByKey(rules.vocabulary().actions, tlhykeys::assault)->shortcut, std::string("A"));
    for (const std::string_view kind : {tlhykeys::sadrm, tlhykeys::mdrm, tlhykeys::atdrm,
             tlhykeys::primaryImpact, tlhykeys::secondaryImpact, tlhykeys::assaultNationality,
             tlhykeys::assaultArrow, tlhykeys::forwardObserver, tlhykeys::smoke})
        QVERIFY2(findByKey(rules.vocabulary().markers, kind), std::string(kind).c_str());
    for (const std::string_view status : {tlhykeys::disrupted, tlhykeys::concealed,
             tlhykeys::regrouping, tlhykeys::heroic, tlhykeys::outOfCommand, tlhykeys::loaded})
        QVERIFY2(findByKey(rules.vocabulary().statuses, status), std::string(status).c_str());
    int effects = 0;
    for (const Resolution &r : playBothSeeds()) {
        for (const Effect &e : r.effects) {
            ++effects;
            QVERIFY2(findByKey(rules.vocabulary().effects, e.name), e.name.c_str());
            if (e.marker)
                QVERIFY2(
                    findByKey(rules.vocabulary().markers, e.marker->kind), e.marker->kind.c_str());
            if (!e.status.empty())
                QVERIFY2(findByKey(rules.vocabulary().statuses, e.status), e.status.c_str());
        }
        for (const ExplanationLine &l : r.lines)
            QVERIFY2(l.rule.find("REFERENCE") == std::string::npos, l.rule.c_str());
    }
    QVERIFY(effects > 20);
    for (const Assumption &a : rules.assumptions())
        QVERIFY2(a.reference.rfind("docs/rules.md: ", 0) == 0, a.reference.c_str());
}

void TstTlhyActions::describeMdrmSplit()
{
    Game game(seed2183Position(), std::make_unique<TlhyRuleSet>());
    for (const auto &[act, faces] : seed2183Steps(3)) {
        ScriptedDice dice(faces);
        game.commit(act, dice);
    }
    const auto mdrm = markersOf(game.state(), "H9", tlhykeys::mdrm);
    QCOMPARE(mdrm.size(), std::size_t(1));
    const MarkerView view = game.rules().describeMarker(game.state(), *mdrm[0]);
    QCOMPARE(view.value, std::string("\u22122"));
    // Base and terrain part apart, the units the terrain helps by name, who placed it.
    QCOMPARE(view.tooltip,
        std::string("MDRM \u22122 (mortar fire): base 0, terrain \u22122 for us-1st-squad and "
                    "lt-murphy only (others face 0) (Baker Co. 60mm mortar section called by "
                    "lt-murphy (MV 0, TEM -2))"));
    const auto sadrm = markersOf(game.state(), "H9", tlhykeys::sadrm);
    QCOMPARE(game.rules().describeMarker(game.state(), *sadrm[1]).tooltip,
        std::string("SADRM \u22121 (small-arms fire) on the American units (small-arms fire by "
                    "de-mg-section)"));
    const auto arrow = markersOf(game.state(), "H9", tlhykeys::assaultNationality);
    QCOMPARE(game.rules().describeMarker(game.state(), *arrow[0]).value, std::string());
}

void TstTlhyActions::resolveUsesGivenPlan_data()
{
    QTest::addColumn<QString>("which");
    QTest::addColumn<std::vector<int>>("dice");
    QTest::newRow("fire resolution 21.8") << "fire" << std::vector<int> {2, 9, 10, 7, 6};
    QTest::newRow("mortar call on another hex") << "mortar" << std::vector<int> {3};
    QTest::newRow("small-arms fire") << "small arms" << std::vector<int> {};
}

// resolve() works from the evaluation it is given: the same evaluation resolved against a position
// that no longer holds the units or markers gives the same resolution, so nothing is evaluated
// again; an evaluation without a TLHY plan is refused.
void TstTlhyActions::resolveUsesGivenPlan()
{
    QFETCH(QString, which);
    QFETCH(std::vector<int>, dice);
    TlhyRuleSet rules;
    GameState s = which == "fire" ? seed218Position() : mortarPosition();
    Action a = action(tlhykeys::fireResolution, {}, "H9");
    if (which == "mortar") {
        a = action(tlhykeys::mortarCall, {"ldr"}, "G5");
        a.params["mortarValue"] = 1;
    } else if (which == "small arms") {
        a = action(tlhykeys::smallArmsFire, {"ge"}, "E5");
        a.params["markerValue"] = -2;
    }
    const Evaluation e = rules.evaluate(s, a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QVERIFY(e.plan);
    ScriptedDice first(dice);
    const Resolution expected = rules.resolve(s, e, first);
    ScriptedDice second(dice);
    const Resolution again = rules.resolve(emptyPosition(), e, second);
    QVERIFY(again == expected);
    QVERIFY(!expected.effects.empty());
    Evaluation noPlan = e;
    noPlan.plan.reset();
    FailingDice none;
    QVERIFY_THROWS_EXCEPTION(Error, rules.resolve(s, noPlan, none));
}

void TstTlhyActions::regroupingEndsOnlyWhenRegrouping_data()
{
    QTest::addColumn<bool>("regrouping");
    QTest::newRow("regrouping unit disrupts: regrouping ends") << true;
    QTest::newRow("unit not regrouping: no regrouping effect") << false;
}

void TstTlhyActions::regroupingEndsOnlyWhenRegrouping()
{
    QFETCH(bool, regrouping);
    GameState s = emptyPosition();
    Unit u = makeUnit({"a", "us", "H9"});
    if (regrouping)
        u.status.set("regrouping");
    s.addUnit(u);
    Marker m;
    m.kind = std::string(tlhykeys::sadrm);
    m.hex = hexAt("H9");
    m.side = SideId {"us"};
    s.addMarker(m);
    TlhyRuleSet rules;
    const Evaluation e = rules.evaluate(s, action(tlhykeys::fireResolution, {}, "H9"));
    ScriptedDice dice({9}); // 9 > 7: disrupted
    const Resolution r = rules.resolve(s, e, dice);
    const auto ended = std::count_if(r.effects.begin(), r.effects.end(),
        [](const Effect &ef) { return ef.name == "regrouping-ended"; });
    QCOMPARE(ended, regrouping ? 1 : 0);
    const auto disrupted = std::find_if(r.effects.begin(), r.effects.end(),
        [](const Effect &ef) { return ef.name == "disrupted"; });
    QVERIFY(disrupted != r.effects.end());
    QCOMPARE(disrupted->kind, EffectKind::StatusSet);
    s.apply(r.effects);
    QVERIFY(s.unit(UnitId {"a"}).status.has("disrupted"));
    QVERIFY(!s.unit(UnitId {"a"}).status.has("regrouping"));
}

void TstTlhyActions::counterPrintAndFacts()
{
    TlhyRuleSet rules;
    GameState s = seed218Position();
    Unit squad = s.unit(UnitId {"us-2nd-squad"});
    profileOf(squad).reducedCohesion = 6;
    squad.strength = 1;
    const CounterPrint print = rules.counterPrint(squad);
    QCOMPARE(print.symbol, std::string("squad"));
    QCOMPARE(print.values.size(), std::size_t(3));
    QCOMPARE(print.values[1].frame, PrintedValue::Frame::Box);
    QCOMPARE(print.values[2].frame, PrintedValue::Frame::Circle);
    QCOMPARE(print.values[2].text, std::string("6"));
    const CounterPrint leader = rules.counterPrint(s.unit(UnitId {"lt-murphy"}));
    QCOMPARE(leader.symbol, std::string("leader"));
    QCOMPARE(leader.values.size(), std::size_t(1));
    QCOMPARE(leader.values[0].slot, PrintedValue::Slot::Right);
    const auto facts = rules.unitFacts(s, squad);
    const auto cohesion = std::find_if(
        facts.begin(), facts.end(), [](const UnitFact &f) { return f.label == "Cohesion"; });
    QVERIFY(cohesion != facts.end());
    QCOMPARE(cohesion->value, std::string("6 (reduced side; full 7)"));
}

QTEST_GUILESS_MAIN(TstTlhyActions)
#include "tst_tlhyactions.moc"
