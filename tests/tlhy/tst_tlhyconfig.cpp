// TLHY configuration: the shipped tables.json equals the built-in defaults, options are read
// through RuleSet::configure, and bad input is reported with the node's location and path.

#include "tlhyfixture.h"

#include "app/rulesets.h"
#include "core/data/jsonparser.h"
#include "core/rules/rulesetregistry.h"
#include "core/rules/tlhy/tlhyruleset.h"

#include <QFile>
#include <QTest>

using namespace hexfire;
using namespace tlhyfixture;

namespace {

DataNode parse(const std::string &text, const std::string &file = "options.json")
{
    Diagnostics d;
    auto node = JsonParser().parse(text, file, d);
    if (!node)
        qFatal("%s", d.format().c_str());
    return *node;
}

std::string tablesJson()
{
    QFile f(HEXFIRE_SOURCE_DIR "/resources/rulesets/tlhy/tables.json");
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read tables.json");
    return f.readAll().toStdString();
}

} // namespace

class TstTlhyConfig : public QObject {
    Q_OBJECT
private slots:
    void registry();
    void tablesFileEqualsDefaults();
    void tablesFileThroughConfigure();
    void options_data();
    void options();
    void optionsBuiltInCode();
    void badInput_data();
    void badInput();
    void tablesChangeLos();
    void visibleHexesMatchTraces_data();
    void visibleHexesMatchTraces();
    void assumptionsListed();
    void checkSetup();
    void notOfficialLines_data();
    void notOfficialLines();
    void profileRoundTrip_data();
    void profileRoundTrip();
    void profileErrors_data();
    void profileErrors();
};

void TstTlhyConfig::registry()
{
    registerRuleSets();
    auto rules = RuleSetRegistry::create("tlhy");
    QVERIFY(rules);
    QCOMPARE(std::string(rules->id()), std::string("tlhy"));
    QVERIFY(dynamic_cast<TlhyRuleSet *>(rules.get()));
}

void TstTlhyConfig::tablesFileEqualsDefaults()
{
    Diagnostics d;
    const auto t = TlhyTables::fromData(parse(tablesJson(), "tables.json"), d);
    QVERIFY2(t, d.format().c_str());
    QVERIFY(*t == TlhyTables::defaults());
}

void TstTlhyConfig::tablesFileThroughConfigure()
{
    TlhyRuleSet rules;
    Diagnostics d;
    rules.configure(parse("{\"tables\": " + tablesJson() + "}"), d);
    QVERIFY2(d.empty(), d.format().c_str());
    QVERIFY(rules.options() == TlhyOptions());
    QCOMPARE(*rules.options().tables.find("stone-building")->mdrmTem, -3);
    QVERIFY(!rules.options().tables.find("hut")->mdrmTem);
}

void TstTlhyConfig::options_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<int>("hindrance");
    QTest::addColumn<int>("firstScatter");
    QTest::addColumn<bool>("ownHex");
    QTest::addColumn<bool>("assaulters");
    QTest::newRow("empty object keeps the defaults") << "{}" << 0 << -1 << 0 << false << false;
    QTest::newRow("cohesion check modifier")
        << R"({"cohesionCheckModifier": -1})" << -1 << -1 << 0 << false << false;
    QTest::newRow("hindrance modifier")
        << R"({"hindranceModifier": -2})" << 0 << -2 << 0 << false << false;
    QTest::newRow("scatter mapping")
        << R"({"scatterDirections": [3, 4, 5, 0, 1, 2]})" << 0 << -1 << 3 << false << false;
    QTest::newRow("own-hex check in an assault hex")
        << R"({"ownHexCheckInAssaultHex": true})" << 0 << -1 << 0 << true << false;
    QTest::newRow("assaulters benefit from positions")
        << R"({"assaultersBenefitFromPositions": true})" << 0 << -1 << 0 << false << true;
}

void TstTlhyConfig::options()
{
    QFETCH(QString, json);
    QFETCH(int, modifier);
    QFETCH(int, hindrance);
    QFETCH(int, firstScatter);
    QFETCH(bool, ownHex);
    QFETCH(bool, assaulters);
    TlhyRuleSet rules;
    Diagnostics d;
    rules.configure(parse(json.toStdString()), d);
    QVERIFY2(d.empty(), d.format().c_str());
    QCOMPARE(rules.options().cohesionCheckModifier, modifier);
    QCOMPARE(rules.options().hindranceModifier, hindrance);
    QCOMPARE(rules.options().scatterDirections[0], firstScatter);
    QCOMPARE(rules.options().ownHexCheckInAssaultHex, ownHex);
    QCOMPARE(rules.options().assaultersBenefitFromPositions, assaulters);
}

void TstTlhyConfig::optionsBuiltInCode()
{
    // The same through DataNodes built in code (no parser involved).
    TlhyRuleSet rules;
    Diagnostics d;
    rules.configure(
        obj({{"cohesionCheckModifier", num(1)},
            {"scatterDirections", arr({num(5), num(4), num(3), num(2), num(1), num(0)})},
            {"ownHexCheckInAssaultHex", boolean(true)}}),
        d);
    QVERIFY2(d.empty(), d.format().c_str());
    QCOMPARE(rules.options().cohesionCheckModifier, 1);
    QCOMPARE(rules.options().scatterDirections[0], 5);
    QVERIFY(rules.options().ownHexCheckInAssaultHex);
}

void TstTlhyConfig::badInput_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown option") << "{\n  \"cohesion\": 1\n}"
                                    << "$.cohesion" << 2 << "unknown TLHY option";
    QTest::newRow("wrong type") << "{\"hindranceModifier\": \"-1\"}"
                                << "$.hindranceModifier" << 1 << "whole number";
    QTest::newRow("scatter needs 6 directions") << "{\"scatterDirections\": [0, 1]}"
                                                << "$.scatterDirections" << 1 << "6 directions";
    QTest::newRow("scatter direction out of range")
        << "{\"scatterDirections\": [0, 1, 2, 3, 4, 6]}"
        << "$.scatterDirections[5]" << 1 << "from 0 to 5";
    QTest::newRow("bad los kind in a table row")
        << "{\"tables\": {\"terrain\": [\n {\"id\": \"woods\", \"los\": \"opaque\"}]}}"
        << "$.tables.terrain[0].los" << 2 << "\"block\"";
    QTest::newRow("duplicate terrain id")
        << "{\"tables\": {\"terrain\": [{\"id\": \"woods\"}, {\"id\": \"woods\"}]}}"
        << "$.tables.terrain[1]" << 1 << "twice";
    QTest::newRow("tables without terrain") << "{\"tables\": {}}"
                                            << "$.tables" << 1 << "terrain";
    QTest::newRow("options must be an object") << "[]"
                                               << "$" << 1 << "an object";
}

void TstTlhyConfig::badInput()
{
    QFETCH(QString, json);
    QFETCH(QString, path);
    QFETCH(int, line);
    QFETCH(QString, message);
    TlhyRuleSet rules;
    TlhyOptions before = rules.options();
    before.cohesionCheckModifier = 2;
    rules.setOptions(before);
    Diagnostics d;
    rules.configure(parse(json.toStdString()), d);
    QCOMPARE(d.size(), std::size_t(1));
    const Diagnostic &diag = d.items().front();
    QCOMPARE(QString::fromStdString(diag.path), path);
    QCOMPARE(diag.where.line, line);
    QCOMPARE(QString::fromStdString(diag.where.file), QString("options.json"));
    QVERIFY2(diag.message.find(message.toStdString()) != std::string::npos, diag.message.c_str());
    QVERIFY(rules.options() == before); // the previous configuration is kept
}

void TstTlhyConfig::visibleHexesMatchTraces_data()
{
    QTest::addColumn<QString>("setup");
    QTest::addColumn<QString>("viewer");
    QTest::addColumn<int>("blocked");
    QTest::addColumn<int>("hindered");
    // Each row needs what it adds: the hexes it blocks or hinders must be found by what a unit
    // sees without walking its line (LosRules::mayObstruct and alwaysBlocks of the hook).
    QTest::newRow("woods, a stone building, marsh, smoke") << "terrain"
                                                           << "D2" << 1 << 1;
    QTest::newRow("an MDRM marker hinders") << "mdrm"
                                            << "D2" << 0 << 1;
    QTest::newRow("a smoke marker hinders") << "smoke marker"
                                            << "D2" << 0 << 1;
    QTest::newRow("a hill higher than the viewer blocks") << "hill"
                                                          << "D2" << 1 << 0;
    QTest::newRow("a hill level with the viewer does not block") << "hill"
                                                                 << "D4" << 0 << 0;
}

void TstTlhyConfig::visibleHexesMatchTraces()
{
    // The batch the window uses to shade what a unit sees must give traceLos's verdict everywhere.
    QFETCH(QString, setup);
    QFETCH(QString, viewer);
    QFETCH(int, blocked);
    QFETCH(int, hindered);
    MapGrid map = smallMap();
    if (setup == "hill") {
        auto kinds = map.terrainKinds();
        kinds.push_back({"hill", "Hill", "#c2a46a"});
        map = MapGrid(map.coordinates(), kinds);
    }
    GameState s("tlhy", map,
        {{SideId {"us"}, "American", "#2a5d2a"}, {SideId {"de"}, "German", "#4a5a6a"}});
    if (setup == "terrain") {
        s.editMap().setTerrain(hexAt("D4"), "woods");
        s.editMap().setTerrain(hexAt("C3"), "stone-building");
        s.editMap().setTerrain(hexAt("E5"), "marsh");
        s.editMap().addFeature(hexAt("B5"), "smoke");
    } else if (setup == "mdrm" || setup == "smoke marker") {
        Marker m;
        m.kind = setup == "mdrm" ? std::string(tlhykeys::mdrm) : std::string("smoke");
        m.hex = hexAt("D4");
        s.addMarker(m);
    } else if (setup == "hill") {
        for (const char *h : {"D3", "D4"}) {
            s.editMap().setTerrain(hexAt(h), "hill");
            s.editMap().setElevation(hexAt(h), 1);
        }
    }
    TlhyRuleSet rules;
    const Hex from = hexAt(qPrintable(viewer));
    const std::vector<LosResult> all = rules.visibleHexes(s, from);
    QCOMPARE(all.size(), std::size_t(s.map().hexCount()));
    int blockedSeen = 0;
    int hinderedSeen = 0;
    for (int i = 0; i < s.map().hexCount(); ++i) {
        const Hex to = s.map().coordinates().hexAt(i);
        const LosResult expected = rules.traceLos(s, from, to).result();
        QVERIFY2(all[static_cast<std::size_t>(i)] == expected, s.map().label(to).c_str());
        blockedSeen += expected.verdict == LosVerdict::Blocked ? 1 : 0;
        hinderedSeen += expected.verdict == LosVerdict::Hindered ? 1 : 0;
    }
    QCOMPARE(blockedSeen > 0, blocked > 0);
    QCOMPARE(hinderedSeen > 0, hindered > 0);
}

void TstTlhyConfig::tablesChangeLos()
{
    GameState s = emptyPosition();
    s.editMap().setTerrain(hexAt("D4"), "marsh");
    TlhyRuleSet rules;
    const LosTrace clear = rules.traceLos(s, hexAt("D2"), hexAt("D6"));
    QVERIFY(clear.verdict == LosVerdict::Clear);
    Diagnostics d;
    rules.configure(
        parse(R"({"tables": {"terrain": [{"id": "marsh", "mdrmTem": -1, "los": "block"}]}})"), d);
    QVERIFY2(d.empty(), d.format().c_str());
    const LosTrace blocked = rules.traceLos(s, hexAt("D2"), hexAt("D6"));
    QVERIFY(blocked.verdict == LosVerdict::Blocked);
    QVERIFY(blocked.policy == HexsidePolicy::Lenient);
    // The earlier trace's reasons still point at live objects.
    for (const LosElement &el : clear.elements) {
        if (el.obstacle.reason)
            QVERIFY(!el.obstacle.reason->text.empty());
    }
}

void TstTlhyConfig::assumptionsListed()
{
    TlhyRuleSet rules;
    const auto all = rules.assumptions();
    for (const char *key :
        {"tlhy.cohesion-check", "tlhy.scatter", "tlhy.hindrance", "tlhy.own-hex-check",
            "tlhy.position-tem", "tlhy.already-disrupted", "tlhy.tie-break-die"}) {
        QVERIFY2(
            std::any_of(all.begin(), all.end(), [&](const Assumption &a) { return a.key == key; }),
            key);
    }
    // Every assumption cites an entry of docs/rules.md that exists.
    QFile doc(HEXFIRE_SOURCE_DIR "/docs/rules.md");
    QVERIFY(doc.open(QIODevice::ReadOnly));
    const std::string text = doc.readAll().toStdString();
    for (const Assumption &a : all) {
        const std::string prefix = "docs/rules.md: ";
        QVERIFY2(a.reference.rfind(prefix, 0) == 0, a.reference.c_str());
        const std::string heading = "\n### " + a.reference.substr(prefix.size()) + "\n";
        QVERIFY2(text.find(heading) != std::string::npos, a.reference.c_str());
    }
}

void TstTlhyConfig::checkSetup()
{
    GameState s = seed218Position();
    TlhyRuleSet rules;
    QVERIFY(rules.checkSetup(s).empty());
    Unit u = s.unit(UnitId {"us-2nd-squad"});
    u.maxStrength = 3;
    s.replaceUnit(u);
    const auto problems = rules.checkSetup(s);
    QCOMPARE(problems.size(), std::size_t(1));
    QCOMPARE(QString::fromStdString(problems[0].unit), QString("us-2nd-squad"));
}

void TstTlhyConfig::notOfficialLines_data()
{
    QTest::addColumn<bool>("placeholder");
    QTest::newRow("shipped tables: no line is marked") << false;
    QTest::newRow("placeholder tables: every line read from them is marked") << true;
}

void TstTlhyConfig::notOfficialLines()
{
    QFETCH(bool, placeholder);
    TlhyRuleSet rules;
    TlhyOptions o = rules.options();
    o.tables.notOfficial = placeholder;
    rules.setOptions(o);
    GameState s = emptyPosition();
    s.editMap().setTerrain(hexAt("G5"), "woods");
    s.addUnit(makeUnit({"ldr", "us", "E5", TlhyUnitType::Leader, 8, 0, 0}));
    s.addUnit(makeUnit({"ge", "de", "G5"}));
    Action a = action(tlhykeys::mortarCall, {"ldr"}, "G5");
    a.params["mortarValue"] = 1;
    const Evaluation e = rules.evaluate(s, a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(e.notOfficial, placeholder);
    for (const char *key : {"tlhy.mdrm.tem", "tlhy.mfa.primary"}) {
        const auto line = std::find_if(
            e.lines.begin(), e.lines.end(), [&](const ExplanationLine &l) { return l.key == key; });
        QVERIFY2(line != e.lines.end(), key);
        QCOMPARE(line->notOfficial, placeholder);
    }
    const auto mv = std::find_if(e.lines.begin(), e.lines.end(),
        [](const ExplanationLine &l) { return l.key == "tlhy.mfa.mv"; });
    QVERIFY(mv != e.lines.end());
    QVERIFY(!mv->notOfficial); // the player's number, not the table's
}

void TstTlhyConfig::profileRoundTrip_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<bool>("maxStrengthGiven");
    QTest::addColumn<int>("maxStrength");
    QTest::newRow("squad: two steps from the type")
        << R"({"type": "squad", "cohesion": 7, "reducedCohesion": 6, "smallArms": 3, "assault": 2, "platoon": "1st Plt", "company": "Baker Co."})"
        << false << 2;
    QTest::newRow("leader: zero steps from the type")
        << R"({"type": "leader", "cohesion": 8, "smallArms": 0, "assault": 0, "national": "japanese"})"
        << false << 0;
    QTest::newRow("weapon team with maxStrength given in the file")
        << R"({"type": "weapon-team", "cohesion": 10, "smallArms": 4, "assault": 1, "national": "russian"})"
        << true << 5;
}

void TstTlhyConfig::profileRoundTrip()
{
    QFETCH(QString, json);
    QFETCH(bool, maxStrengthGiven);
    QFETCH(int, maxStrength);
    TlhyRuleSet rules;
    Unit u;
    u.maxStrength = 5;
    Diagnostics d;
    rules.readUnitProfile(parse(json.toStdString(), "unit.json"), u, maxStrengthGiven, d);
    QVERIFY2(d.empty(), d.format().c_str());
    QCOMPARE(u.maxStrength, maxStrength);
    QVERIFY(profileAs<TlhyProfile>(u.profile));
    const DataNode written = rules.writeUnitProfile(u);
    Unit back;
    back.maxStrength = maxStrength;
    rules.readUnitProfile(written, back, true, d);
    QVERIFY2(d.empty(), d.format().c_str());
    QVERIFY(back.profile->equals(*u.profile));
    // The written object keeps the file's fields and order.
    const DataNode original = parse(json.toStdString(), "unit.json");
    QCOMPARE(written.members.size(), original.members.size());
    for (std::size_t i = 0; i < written.members.size(); ++i)
        QCOMPARE(written.members[i].key, original.members[i].key);
    Unit none;
    QCOMPARE(rules.writeUnitProfile(none).type, DataNode::Type::Null);
}

void TstTlhyConfig::profileErrors_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("line");
    QTest::addColumn<QString>("message");
    QTest::newRow("cohesion 0 is refused where it is written")
        << "{\"type\": \"squad\",\n \"cohesion\": 0}"
        << "$.cohesion" << 2 << "1..10";
    QTest::newRow("reduced cohesion 11")
        << "{\"type\": \"squad\", \"cohesion\": 7,\n\n \"reducedCohesion\": 11}"
        << "$.reducedCohesion" << 3 << "1..10";
    QTest::newRow("cohesion is required") << "{\"type\": \"squad\"}"
                                          << "$.cohesion" << 1 << "cohesion";
    QTest::newRow("unknown type word") << "{\"type\": \"sqaud\", \"cohesion\": 7}"
                                       << "$.type" << 1 << "squad";
    QTest::newRow("misspelt field: did you mean") << "{\"type\": \"squad\", \"cohesoin\": 7}"
                                                  << "$.cohesoin" << 1 << "cohesion";
}

void TstTlhyConfig::profileErrors()
{
    QFETCH(QString, json);
    QFETCH(QString, path);
    QFETCH(int, line);
    QFETCH(QString, message);
    TlhyRuleSet rules;
    Unit u;
    Diagnostics d;
    rules.readUnitProfile(parse(json.toStdString(), "unit.json"), u, false, d);
    QVERIFY(!d.empty());
    const Diagnostic &diag = d.items().front();
    QCOMPARE(QString::fromStdString(diag.path), path);
    QCOMPARE(diag.where.line, line);
    QVERIFY2(diag.message.find(message.toStdString()) != std::string::npos, diag.message.c_str());
    // The setup check does not repeat the reader's range check.
    GameState s = seed218Position();
    Unit squad = s.unit(UnitId {"us-2nd-squad"});
    profileOf(squad).cohesion = 0;
    s.replaceUnit(squad);
    QVERIFY(rules.checkSetup(s).empty());
}

QTEST_GUILESS_MAIN(TstTlhyConfig)
#include "tst_tlhyconfig.moc"
