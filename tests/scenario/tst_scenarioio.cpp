// Scenario and saved-game files: every bundled scenario loads, replays and survives a save/load
// round trip; a played game (with an undone tail and random rolls) comes back identical; the
// version-1 and version-2 fixtures are upgraded (parameters moved into "params", "eliminated" out
// of the statuses); one fixture per failure names file, line, column and path; every parameter type
// a rule system may declare is read, checked and written (a stub rule system declares them all);
// and hostile inputs (100 MB file, 10^6 x 10^6 map, 10,000-deep nesting) are refused quickly.
#include "app/rulesets.h"
#include "core/data/datareader.h"
#include "core/data/jsonwriter.h"
#include "core/hex/mapcoordinates.h"
#include "core/los/terrainlosrules.h"
#include "core/play/game.h"
#include "core/rules/effectsplan.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/scenarioio.h"

#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace hexfire;

namespace {
const QString sourceDir = QStringLiteral(HEXFIRE_SOURCE_DIR);
std::string bundledPath(const char *name)
{
    return (sourceDir + "/resources/scenarios/" + name).toStdString();
}
std::string fixture(const QString &name)
{
    return (sourceDir + "/tests/data/scenarios/" + name).toStdString();
}
Scenario mustLoad(const std::string &path)
{
    LoadResult r = loadScenarioFile(path);
    if (!r.ok())
        qFatal("%s", r.diagnostics.format().c_str());
    return *r.scenario;
}
std::string readText(const std::string &path)
{
    QFile f(QString::fromStdString(path));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", path.c_str());
    return f.readAll().toStdString();
}
/** text with the first `from` replaced by `to` (the test fails loudly when `from` is missing). */
std::string edited(std::string text, const std::string &from, const std::string &to)
{
    const auto at = text.find(from);
    if (at == std::string::npos)
        qFatal("\"%s\" is not in the text", from.c_str());
    return text.replace(at, from.size(), to);
}

/** A profile that only remembers a number, for the stub rule system. */
class StubProfile final : public UnitProfile {
public:
    explicit StubProfile(int grit)
        : m_grit(grit)
    { }
    std::string_view rulesetId() const override { return "stub"; }
    bool equals(const UnitProfile &other) const override
    {
        const auto *o = dynamic_cast<const StubProfile *>(&other);
        return o && o->m_grit == m_grit;
    }
    int grit() const { return m_grit; }

private:
    int m_grit;
};

/**
 * A rule system that declares one marker kind and one action with a parameter of every type, two
 * damage levels and a profile of its own, and otherwise allows everything: enough to prove that
 * the format reads and writes whatever a rule system publishes.
 */
class StubRuleSet final : public RuleSet {
public:
    StubRuleSet()
    {
        const std::vector<ParamSpec> params {
            {"count", "Count", "", ParamType::Integer, -3, 3, 0, {}, false},
            {"flag", "Flag", "", ParamType::Flag, 0, 0, false, {}, false},
            {"mode", "Mode", "", ParamType::Choice, 0, 0, std::nullopt,
                {{"near", "Near"}, {"far", "Far"}}, false},
            {"text", "Text", "", ParamType::Text, 0, 0, std::nullopt, {}, false},
            {"where", "Where", "", ParamType::Hex, 0, 0, std::nullopt, {}, false},
            {"who", "Who", "", ParamType::Unit, 0, 0, std::nullopt, {}, false},
            {"whom", "Whom", "", ParamType::UnitList, 0, 0, std::nullopt, {}, false},
        };
        ActionType poke;
        poke.key = "poke";
        poke.name = "Poke";
        poke.actors = ActorRule::None;
        poke.target = TargetKind::Unit;
        poke.targetOptional = true;
        poke.params = params;
        m_vocabulary.actions.push_back(poke);
        MarkerType flag;
        flag.key = "flag";
        flag.name = "Flag";
        flag.params = params;
        m_vocabulary.markers.push_back(flag);
        m_vocabulary.statuses.push_back({"tired", "Tired", "", {}});
        m_vocabulary.damageLevels = {"Shaken", "Broken"};
        m_vocabulary.primer = "Stub rules for file tests.";
        m_vocabulary.multiHexUnits = true;
    }
    std::string_view id() const override { return "stub"; }
    std::string_view displayName() const override { return "Stub rules"; }
    const RuleVocabulary &vocabulary() const override { return m_vocabulary; }
    CounterPrint counterPrint(const Unit &) const override { return {}; }
    std::vector<UnitFact> unitFacts(const GameState &, const Unit &) const override { return {}; }
    MarkerView describeMarker(const GameState &, const Marker &) const override { return {}; }
    void readUnitProfile(const DataNode &node, Unit &unit, bool maxStrengthGiven,
        Diagnostics &diagnostics) const override
    {
        ObjectReader r(node, diagnostics, {"grit"}, "a stub profile");
        if (const auto grit = r.integer("grit", 0, 9, true))
            unit.profile = std::make_shared<StubProfile>(static_cast<int>(*grit));
        if (!maxStrengthGiven)
            unit.maxStrength = 3;
    }
    DataNode writeUnitProfile(const Unit &unit) const override
    {
        const auto *p = profileAs<StubProfile>(unit.profile);
        return p ? DataNode::object().set("grit", DataNode::of(p->grit())) : DataNode::null();
    }
    void configure(const DataNode &, Diagnostics &) override { }
    std::vector<Assumption> assumptions() const override { return {}; }
    std::unique_ptr<const LosRules> makeLosRules(const GameState &state) const override
    {
        return std::make_unique<TerrainLosRules>(state.map(), TerrainLosConfig {});
    }
    std::vector<std::string> availableActions(
        const GameState &, const std::vector<UnitId> &) const override
    {
        return {"poke"};
    }
    Evaluation evaluate(const GameState &, const Action &action) const override
    {
        Evaluation e;
        e.action = action;
        e.legal = true;
        e.plan = std::make_shared<EffectsPlan>();
        return e;
    }
    std::vector<SetupProblem> checkSetup(const GameState &) const override { return {}; }

private:
    RuleVocabulary m_vocabulary;
};

/** A version-3 stub scenario with every parameter type on a marker and on a script step. */
const std::string stubScenario = R"({
  "format": "hexfire-scenario",
  "version": 3,
  "title": "Stub",
  "ruleset": "stub",
  "map": {
    "width": 4,
    "height": 3,
    "terrainKinds": [{ "id": "clear", "symbol": ".", "name": "Clear" }],
    "terrain": ["....", "....", "...."]
  },
  "sides": [{ "id": "a", "name": "A" }],
  "units": [
    { "id": "u1", "side": "a", "hex": "A1", "status": ["tired"], "damage": 2, "stub": { "grit": 4 } },
    { "id": "u2", "side": "a", "hex": "B2", "eliminated": true, "stub": { "grit": 1 } }
  ],
  "markers": [
    { "kind": "flag", "hex": "C3", "value": 1,
      "params": { "count": -3, "flag": true, "mode": "far", "text": "hi", "where": "D1", "who": "u1", "whom": ["u1", "u2"] } }
  ],
  "script": [
    { "title": "Poke", "action": "poke", "targetUnit": "u2", "params": { "count": 3, "mode": "near", "whom": [] }, "dice": [] }
  ]
})";
} // namespace

class TestScenarioIo : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void bundled_data();
    void bundled();
    void roundTrip_data();
    void roundTrip();
    void playedGameRoundTrip();
    void recordedExample_data();
    void recordedExample();
    void randomRollsReplayWithoutTheRng();
    void versionOneUpgrade();
    void versionTwoUpgrade();
    void legacyFieldsUpgrade();
    void everyParameterType();
    void ruleSystemErrors_data();
    void ruleSystemErrors();
    void errors_data();
    void errors();
    void allErrorsAtOnce();
    void hostile_data();
    void hostile();
    void hugeFileRefusedBeforeReading();
    void alsoInOfNinetyThousandHexes();
    void saveFailsCleanly();
    void saveRefusesWhatCannotOpen_data();
    void saveRefusesWhatCannotOpen();
    void logLeavesOutScriptText();
    void saveRemovesLeftovers();
    void notARegularFile();
    void documentedExampleIsValid();
    void damagedFilesNeverCrash();
};

void TestScenarioIo::initTestCase()
{
    registerRuleSets();
    RuleSetRegistry::add("stub", [] { return std::make_unique<StubRuleSet>(); });
    // A second rule system, whose profile object is out of place in a "stub" scenario.
    RuleSetRegistry::add("other", [] { return std::make_unique<StubRuleSet>(); });
}

void TestScenarioIo::bundled_data()
{
    QTest::addColumn<QString>("name");
    const QDir dir(sourceDir + "/resources/scenarios");
    const QStringList files = dir.entryList({"*.json"}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 3);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TestScenarioIo::bundled()
{
    QFETCH(QString, name);
    const Scenario s = mustLoad(bundledPath(qPrintable(name)));
    QVERIFY(!s.title.empty());
    QVERIFY2(s.description.size() > 40, "the Examples menu shows a description");
    // The files of the rule systems that play the whole turn need version 4 (the sequence
    // position); the others are still version 3 and load as they were written.
    const bool turnFile = name.startsWith("tlhy-21-8-3") || name == "tlhy-sandbox.json"
        || name == "tlhy-turn.json" || name.startsWith("labataille-") || name.startsWith("toi-")
        || name == "skirmish-round.json";
    QCOMPARE(s.loadedVersion, turnFile ? 4 : 3);
    Diagnostics d;
    QVERIFY2(checkScenario(s, d), d.format().c_str());
    if (name == "tlhy-sandbox.json") {
        QVERIFY(s.initial.map().width() * s.initial.map().height() >= 20 * 15);
        QVERIFY(s.initial.map().width() >= 20 && s.initial.map().height() >= 15);
        QVERIFY(s.initial.map().terrainKinds().size() >= 5);
        QVERIFY(!s.initial.map().hexsideFeatures().empty());
    }
}

void TestScenarioIo::roundTrip_data()
{
    bundled_data();
    QTest::newRow("v1 fixture") << QStringLiteral("../../tests/data/scenarios/v1-tlhy-21-8.json");
    QTest::newRow("v2 fixture") << QStringLiteral("../../tests/data/scenarios/v2-tlhy-21-8-3.json");
}

void TestScenarioIo::roundTrip()
{
    QFETCH(QString, name);
    const Scenario first = mustLoad(bundledPath(qPrintable(name)));

    QTemporaryDir dir;
    const std::string path = (dir.path() + "/saved.json").toStdString();
    std::string error;
    QVERIFY2(saveScenarioFile(first, path, &error), error.c_str());
    const Scenario second = mustLoad(path);
    QVERIFY(sameContent(first, second));
    QVERIFY(first.initial == second.initial);
    QCOMPARE(second.script, first.script);
    // Stable bytes: saving the loaded copy gives the same file.
    QCOMPARE(scenarioToText(second), scenarioToText(first));
}

void TestScenarioIo::playedGameRoundTrip()
{
    const Scenario base = mustLoad(bundledPath("tlhy-21-8-3-assault-hex.json"));
    Diagnostics d;
    auto game = makeGame(base, d);
    QVERIFY2(game, d.format().c_str());
    while (game->stepForward()) { }
    QCOMPARE(game->position(), 14);
    // Step 10 is Fire Resolution in H9; undone back to the Marker Adjustment Step (step 8), it
    // and its note are in the redo tail.
    QCOMPARE(game->log()[10].title, std::string("Fire Resolution in H9"));
    game->setNote(10, "the mortar die counts twice");
    for (int i = 0; i < 6; ++i)
        game->undo();
    QCOMPARE(game->position(), 8);

    QTemporaryDir dir;
    const std::string path = (dir.path() + "/game.json").toStdString();
    std::string error;
    QVERIFY2(saveScenarioFile(snapshot(base, *game), path, &error), error.c_str());
    const Scenario loaded = mustLoad(path);
    QCOMPARE(loaded.log.size(), std::size_t(14));
    QCOMPARE(loaded.position, 8);
    auto again = makeGame(loaded, d);
    QVERIFY2(again, d.format().c_str());
    QCOMPARE(again->position(), 8);
    QVERIFY(again->state() == game->state());
    QCOMPARE(again->log()[10].note, std::string("the mortar die counts twice"));
    QCOMPARE(again->log()[10].bookmark, game->log()[10].bookmark);
    // The redo tail comes back too: redo to the end in both and compare.
    game->goTo(14);
    again->goTo(14);
    QVERIFY(again->state() == game->state());
    QVERIFY(sameContent(snapshot(loaded, *again), snapshot(base, *game)));
    // Load -> save -> load of the saved game is identical as well.
    QCOMPARE(scenarioToText(snapshot(loaded, *again)), scenarioToText(snapshot(base, *game)));
}

void TestScenarioIo::recordedExample_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<quint32>("seed");
    QTest::newRow("The Last Hundred Yards") << "tlhy-21-8-3-assault-hex.json" << 424242u;
    QTest::newRow("La Bataille") << "labataille-carre.json" << 424242u;
    QTest::newRow("Tide of Iron") << "toi-concentrated-attack.json" << 424242u;
    // Hits now wound and may kill: a seed whose first volley leaves a German figure to reply.
    QTest::newRow("2d6 Skirmish") << "skirmish-tutorial.json" << 424244u;
}

// A teacher plays an example's actions with random dice, writes a title and a narration for each
// step, steps back once and saves the steps played as an example: it loads, replays to the same
// position with the recorded dice (never the random ones again), and keeps the teacher's text.
void TestScenarioIo::recordedExample()
{
    QFETCH(QString, file);
    QFETCH(quint32, seed);
    Scenario base = mustLoad(bundledPath(qPrintable(file)));
    const std::vector<ScriptStep> actions = base.script;
    base.script.clear();
    base.seed = seed;
    Diagnostics d;
    auto game = makeGame(base, d);
    QVERIFY2(game, d.format().c_str());
    for (const ScriptStep &step : actions) {
        if (!game->evaluate(step.action).legal)
            break; // random dice took the example elsewhere
        game->commitRandom(step.action);
        const int entry = game->position() - 1;
        game->setStepText(
            entry, "Step " + std::to_string(entry + 1), "Told by the teacher: " + step.title);
    }
    QVERIFY(game->position() >= 2);
    game->undo(); // the last step is not part of the example
    const int steps = game->position();

    const Scenario example = exampleFromGame(base, *game);
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/example.json").toStdString();
    std::string error;
    QVERIFY2(saveScenarioFile(example, path, &error), error.c_str());
    const Scenario loaded = mustLoad(path);
    QVERIFY(loaded.log.empty());
    QCOMPARE(loaded.script.size(), std::size_t(steps));
    Diagnostics check;
    QVERIFY2(checkScenario(loaded, check), check.format().c_str());
    auto replay = makeGame(loaded, d);
    QVERIFY2(replay, d.format().c_str());
    QVERIFY(replay->state() == game->initialState());
    for (int i = 0; i < steps; ++i) {
        const auto at = static_cast<std::size_t>(i);
        QCOMPARE(loaded.script[at].title, "Step " + std::to_string(i + 1));
        QCOMPARE(loaded.script[at].narration, "Told by the teacher: " + actions[at].title);
        std::vector<int> faces;
        for (const DieRoll &r : game->log()[at].resolution.rolls)
            faces.push_back(r.face);
        QCOMPARE(loaded.script[at].dice, faces);
        QVERIFY(replay->stepForward());
    }
    QVERIFY(!replay->stepForward());
    QVERIFY(replay->state() == game->state());
    QCOMPARE(replay->randomState().draws, std::uint64_t(0)); // nothing rolled on replay
}

void TestScenarioIo::randomRollsReplayWithoutTheRng()
{
    Scenario base = mustLoad(bundledPath("tlhy-21-8-simple-fire-resolution.json"));
    base.seed = 20240601;
    Diagnostics d;
    auto game = makeGame(base, d);
    QVERIFY2(game, d.format().c_str());
    Action resolve;
    resolve.kind = "fire-resolution";
    resolve.target = base.initial.map().parse("E4");
    game->commitRandom(resolve, "random resolution");
    QVERIFY(game->randomState().draws >= 3);

    const Scenario saved = snapshot(base, *game);
    const std::string text = scenarioToText(saved);
    QVERIFY(text.find("\"seed\": \"20240601\"") != std::string::npos);
    LoadResult r = loadScenarioText(text, "saved.json");
    QVERIFY2(r.ok(), r.diagnostics.format().c_str());
    auto again = makeGame(*r.scenario, d);
    QVERIFY2(again, d.format().c_str());
    QVERIFY(again->state() == game->state());
    QVERIFY(again->randomState() == game->randomState());
    // Both continue with the same random sequence.
    QCOMPARE(again->randomDice().roll(10, "next"), game->randomDice().roll(10, "next"));

    // A recorded face that the replay does not use is an error at the log entry.
    Scenario broken = *r.scenario;
    broken.log[0].faces.push_back(1);
    Diagnostics bad;
    QVERIFY(!makeGame(broken, bad));
    QVERIFY2(bad.format().find("saved.json:") != std::string::npos
            && bad.format().find("$.log[0]: log entry 1 does not replay") != std::string::npos,
        bad.format().c_str());
}

void TestScenarioIo::versionOneUpgrade()
{
    const Scenario v1 = mustLoad(fixture("v1-tlhy-21-8.json"));
    const Scenario v2 = mustLoad(bundledPath("tlhy-21-8-simple-fire-resolution.json"));
    QCOMPARE(v1.loadedVersion, 1);
    QVERIFY(v1.initial == v2.initial);
    QCOMPARE(v1.script, v2.script);
    const std::string text = scenarioToText(v1);
    QVERIFY(text.find("\"version\": 4") != std::string::npos);
    QVERIFY(text.find("\"..........\"") != std::string::npos);
    // A version-2 field is unknown in version 1 (the symbol legend is what version 2 added); the
    // version-4 sequence goes back to the top-level turn and phase of version 1.
    std::string withSymbol = edited(text, "\"version\": 4", "\"version\": 1");
    withSymbol = edited(withSymbol, "\"sequence\": { \"phase\"", "\"phase\"");
    withSymbol = edited(withSymbol, "\" },\n  \"script\"", "\",\n  \"script\"");
    LoadResult r = loadScenarioText(withSymbol, "v1.json");
    QVERIFY(!r.ok());
    QVERIFY2(r.diagnostics.format().find("unknown field \"symbol\" in a terrain kind")
            != std::string::npos,
        r.diagnostics.format().c_str());
}

void TestScenarioIo::versionTwoUpgrade()
{
    // The version-2 copy of 21.8.3 keeps its action parameters beside the generic fields
    // ("markerValue", "mortarValue", "support"); loaded, it is the version-3 file that was bundled
    // before the example was played as a whole turn (kept as a fixture).
    const Scenario v2 = mustLoad(fixture("v2-tlhy-21-8-3.json"));
    const Scenario v3 = mustLoad(fixture("v3-tlhy-21-8-3.json"));
    QCOMPARE(v3.loadedVersion, 3);
    QCOMPARE(v2.loadedVersion, 2);
    QVERIFY(v2.initial == v3.initial);
    QCOMPARE(v2.script, v3.script);
    QCOMPARE(scenarioToText(v2), scenarioToText(v3));
    QCOMPARE(paramOr<int>(v2.script[1].action.params, "markerValue", 99), -1);
    QCOMPARE(paramOr<int>(v2.script[4].action.params, "mortarValue", 99), 0);
    QCOMPARE(paramOr<std::string>(v2.script[4].action.params, "support", ""),
        std::string("Baker Co. 60mm mortar section"));
    const std::string text = scenarioToText(v2);
    QVERIFY(text.find("\"version\": 4") != std::string::npos);
    QVERIFY(text.find("\"markerValue\": -1") != std::string::npos);
    QVERIFY2(text.find("\"params\": {") != std::string::npos, text.c_str());
    // In version 3 and later a parameter beside the generic fields is an unknown field.
    const std::string stray = edited(text, "\"dice\": [", "\"markerValue\": 0, \"dice\": [");
    const LoadResult r = loadScenarioText(stray, "v3.json");
    QVERIFY(!r.ok());
    QVERIFY2(r.diagnostics.format().find("unknown field \"markerValue\" in a script step")
            != std::string::npos,
        r.diagnostics.format().c_str());
}

void TestScenarioIo::legacyFieldsUpgrade()
{
    // Version 2: "eliminated" is a status word and the marker parameters stand beside the generic
    // fields; version 3 moves them to the unit's "eliminated" and the marker's "params".
    std::string v2 = readText(fixture("valid-minimal.json"));
    v2 = edited(v2, "\"hex\": \"B2\", \"tlhy\"",
        "\"hex\": \"B2\", \"status\": [\"disrupted\", \"eliminated\"], \"tlhy\"");
    v2 = edited(v2, "{ \"kind\": \"sadrm\", \"hex\": \"B2\", \"side\": \"us\", \"value\": 0 }",
        "{ \"kind\": \"mdrm\", \"hex\": \"B2\", \"value\": 0, \"tem\": -2, "
        "\"temAppliesTo\": [\"us-squad\"] },\n"
        "    { \"kind\": \"assault-arrow\", \"hex\": \"B2\", \"pointsTo\": \"C2\" }");
    LoadResult r = loadScenarioText(v2, "v2.json");
    QVERIFY2(r.ok(), r.diagnostics.format().c_str());
    const Scenario &s = *r.scenario;
    QCOMPARE(s.loadedVersion, 2);
    const Unit &squad = s.initial.unit(UnitId {"us-squad"});
    QVERIFY(squad.status.has("disrupted"));
    QVERIFY(!squad.status.has("eliminated"));
    QVERIFY(squad.eliminated);
    const Marker &mdrm = s.initial.markers()[0];
    QCOMPARE(mdrm.kind, std::string("mdrm"));
    QCOMPARE(paramOr<int>(mdrm.params, "tem", 0), -2);
    QCOMPARE(paramOr<std::vector<UnitId>>(mdrm.params, "temAppliesTo", {}),
        std::vector<UnitId> {UnitId {"us-squad"}});
    QVERIFY(paramAs<Hex>(s.initial.markers()[1].params, "pointsTo"));
    QCOMPARE(s.initial.map().label(*paramAs<Hex>(s.initial.markers()[1].params, "pointsTo")),
        std::string("C2"));

    const std::string v3 = scenarioToText(s);
    for (const char *expected : {"\"status\": [\"disrupted\"]", "\"eliminated\": true",
             "\"params\": {\n        \"tem\": -2,\n        \"temAppliesTo\": [\"us-squad\"]\n      "
             "}",
             "\"params\": { \"pointsTo\": \"C2\" }"})
        QVERIFY2(
            v3.find(expected) != std::string::npos, (std::string(expected) + "\n" + v3).c_str());
    // Version 4 round trip: save -> load -> save gives the same bytes and the same game.
    LoadResult again = loadScenarioText(v3, "v4.json");
    QVERIFY2(again.ok(), again.diagnostics.format().c_str());
    QCOMPARE(again.scenario->loadedVersion, 4);
    QVERIFY(again.scenario->initial == s.initial);
    QCOMPARE(scenarioToText(*again.scenario), v3);

    // The version-2 spellings are refused in version 3, and the other way round.
    const std::string v3Status
        = edited(v3, "\"status\": [\"disrupted\"]", "\"status\": [\"disrupted\", \"eliminated\"]");
    r = loadScenarioText(v3Status, "v3.json");
    QVERIFY2(r.diagnostics.format().find("unknown status \"eliminated\"") != std::string::npos,
        r.diagnostics.format().c_str());
    r = loadScenarioText(edited(v2, "\"tem\": -2", "\"team\": -2"), "v2.json");
    QVERIFY2(
        r.diagnostics.format().find("unknown field \"team\" in a marker (did you mean \"tem\"?)")
            != std::string::npos,
        r.diagnostics.format().c_str());
    r = loadScenarioText(edited(v2, "\"version\": 2", "\"version\": 3"), "v3.json");
    QVERIFY2(r.diagnostics.format().find("unknown field \"tem\" in a marker") != std::string::npos,
        r.diagnostics.format().c_str());
}

void TestScenarioIo::everyParameterType()
{
    LoadResult r = loadScenarioText(stubScenario, "stub.json");
    QVERIFY2(r.ok(), r.diagnostics.format().c_str());
    const Scenario &s = *r.scenario;
    const Marker &m = s.initial.markers()[0];
    QCOMPARE(paramOr<int>(m.params, "count", 0), -3);
    QCOMPARE(paramOr<bool>(m.params, "flag", false), true);
    QCOMPARE(paramOr<std::string>(m.params, "mode", ""), std::string("far"));
    QCOMPARE(paramOr<std::string>(m.params, "text", ""), std::string("hi"));
    QVERIFY(paramOr<Hex>(m.params, "where", Hex {}) == s.initial.map().parse("D1"));
    QCOMPARE(paramOr<UnitId>(m.params, "who", UnitId {}), UnitId {"u1"});
    QCOMPARE(paramOr<std::vector<UnitId>>(m.params, "whom", {}).size(), std::size_t(2));
    const Action &a = s.script[0].action;
    QCOMPARE(a.targetUnit, std::optional<UnitId>(UnitId {"u2"}));
    QCOMPARE(paramOr<int>(a.params, "count", 0), 3);
    const Unit &u1 = s.initial.unit(UnitId {"u1"});
    QCOMPARE(u1.damage, 2);
    QCOMPARE(u1.maxStrength, 3); // the rule system's default when the file gives none
    QVERIFY(u1.status.has("tired"));
    QCOMPARE(profileAs<StubProfile>(u1.profile)->grit(), 4);
    QVERIFY(s.initial.unit(UnitId {"u2"}).eliminated);
    // Every type survives save -> load -> save byte for byte.
    const std::string text = scenarioToText(s);
    LoadResult again = loadScenarioText(text, "stub2.json");
    QVERIFY2(again.ok(), again.diagnostics.format().c_str());
    QVERIFY(again.scenario->initial == s.initial);
    QCOMPARE(again.scenario->script, s.script);
    QCOMPARE(scenarioToText(*again.scenario), text);
    QVERIFY2(text.find("\"stub\": { \"grit\": 4 }") != std::string::npos, text.c_str());
}

void TestScenarioIo::ruleSystemErrors_data()
{
    QTest::addColumn<QString>("from");
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("message");
    QTest::newRow("integer out of range")
        << "\"count\": -3"
        << "\"count\": -4"
        << ":19:28: $.markers[0].params.count: expected \"count\" in -3..3, got -4";
    QTest::newRow("flag of the wrong type")
        << "\"flag\": true"
        << "\"flag\": 1"
        << "$.markers[0].params.flag: expected \"flag\" (true or false), got a number";
    QTest::newRow("unknown choice")
        << "\"mode\": \"far\""
        << "\"mode\": \"fra\""
        << "$.markers[0].params.mode: unknown value \"fra\" of \"mode\" "
           "(did you mean \"far\"?): expected \"near\" or \"far\"";
    QTest::newRow("hex off the map") << "\"where\": \"D1\""
                                     << "\"where\": \"E1\""
                                     << "$.markers[0].params.where: hex E1 is off the 4x3 map";
    QTest::newRow("unknown unit in a parameter")
        << "\"who\": \"u1\""
        << "\"who\": \"u9\""
        << "$.markers[0].params.who: unknown unit \"u9\" (did you mean \"u1\"?)";
    QTest::newRow("unknown unit in a unit list")
        << "\"whom\": [\"u1\", \"u2\"]"
        << "\"whom\": [\"u1\", \"u3\"]"
        << "$.markers[0].params.whom[1]: unknown unit \"u3\"";
    QTest::newRow("unknown parameter")
        << "\"count\": 3"
        << "\"cuont\": 3"
        << ":22:74: $.script[0].params.cuont: unknown field \"cuont\" in the parameters of a "
           "\"poke\" action (did you mean \"count\"?)";
    QTest::newRow("unknown marker kind")
        << "\"kind\": \"flag\""
        << "\"kind\": \"flog\""
        << ":18:15: $.markers[0].kind: unknown marker kind \"flog\" (did you mean \"flag\"?): "
           "expected \"flag\"";
    QTest::newRow("unknown action") << "\"action\": \"poke\""
                                    << "\"action\": \"peek\""
                                    << "$.script[0].action: unknown action \"peek\"";
    QTest::newRow("unknown status")
        << "[\"tired\"]"
        << "[\"tried\"]"
        << "$.units[0].status[0]: unknown status \"tried\" (did you mean \"tired\"?)";
    QTest::newRow("damage above the levels") << "\"damage\": 2"
                                             << "\"damage\": 3"
                                             << "expected \"damage\" in 0..2, got 3";
    QTest::newRow("another rule system's profile")
        << "\"stub\": { \"grit\": 1 }"
        << "\"other\": { \"grit\": 1 }"
        << "$.units[1].other: unknown field \"other\" in a unit: the profile of another rule "
           "system; expected \"stub\"";
    QTest::newRow("profile checked by its rule system")
        << "\"grit\": 4"
        << "\"grit\": 12"
        << "$.units[0].stub.grit: expected \"grit\" in 0..9, got 12";
    QTest::newRow("spread into its own hex") << "\"hex\": \"B2\","
                                             << "\"hex\": \"B2\", \"alsoIn\": [\"B2\"],"
                                             << "$.units[1].alsoIn[0]: hex \"B2\" is named twice";
    QTest::newRow("spread off the map") << "\"hex\": \"B2\","
                                        << "\"hex\": \"B2\", \"alsoIn\": [\"E2\"],"
                                        << "$.units[1].alsoIn[0]: hex E2 is off the 4x3 map";
    QTest::newRow("die face above the rule system's largest")
        << "\"dice\": []"
        << "\"dice\": [7]"
        << "$.script[0].dice[0]: expected a die face in 1..6, got 7";
}

void TestScenarioIo::ruleSystemErrors()
{
    QFETCH(QString, from);
    QFETCH(QString, to);
    QFETCH(QString, message);
    const std::string text = edited(stubScenario, from.toStdString(), to.toStdString());
    const LoadResult r = loadScenarioText(text, "stub.json");
    QVERIFY(!r.ok());
    QCOMPARE(r.diagnostics.size(), std::size_t(1));
    QVERIFY2(QString::fromStdString(r.diagnostics.format()).contains(message),
        r.diagnostics.format().c_str());
}

void TestScenarioIo::errors_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown field")
        << "unknown_field" << 16 << 39 << "$.sides[0].color"
        << "unknown field \"color\" in a side (did you mean \"colour\"?)";
    QTest::newRow("wrong type") << "wrong_type" << 7 << 14 << "$.map.width"
                                << "expected \"width\" (a whole number 1..500), got a string";
    QTest::newRow("unknown ruleset") << "unknown_ruleset" << 5 << 14 << "$.ruleset"
                                     << "unknown ruleset \"tlhx\" (did you mean \"tlhy\"?)";
    QTest::newRow("off-map hex") << "off_map_hex" << 21 << 65 << "$.units[1].hex"
                                 << "hex Z40 is off the 6x5 map: expected a hex from A1 to F5";
    QTest::newRow("duplicate id") << "duplicate_id" << 21 << 13 << "$.units[1].id"
                                  << "unit id \"us-squad\" is used twice";
    QTest::newRow("ruleset setup check (TLHY reports no stacking limit)")
        << "ruleset_setup" << 21 << 5 << "$.units[1]"
        << "is a squad: expected 2 steps";
    QTest::newRow("face out of range") << "face_out_of_range" << 27 << 84 << "$.script[0].dice[0]"
                                       << "expected a die face in 1..10, got 11";
    QTest::newRow("malformed label") << "malformed_label" << 20 << 63 << "$.units[0].hex"
                                     << "malformed hex label \"2B\": expected column letters";
    QTest::newRow("unknown terrain symbol")
        << "unknown_terrain_symbol" << 13 << 31 << "$.map.terrain[1]"
        << "hex D2: unknown terrain symbol 'X'";
    QTest::newRow("unknown unit reference")
        << "unknown_unit_reference" << 27 << 86 << "$.script[0].actors[0]"
        << "unknown unit \"us-sqaud\" (did you mean \"us-squad\"?)";
    QTest::newRow("truncated file") << "truncated" << 20 << 25 << "$.units[0]"
                                    << "the file looks truncated";
    QTest::newRow("trailing garbage") << "trailing_garbage" << 30 << 1 << "$"
                                      << "after the end of the JSON document";
    QTest::newRow("bad version") << "bad_version" << 3 << 14 << "$.version"
                                 << "expected a format version this HexFire reads in 1..4, got 5";
    QTest::newRow("marker parameter out of range (version 2, beside the generic fields)")
        << "param_out_of_range" << 24 << 55 << "$.markers[0].tem"
        << "expected \"tem\" in -20..20, got 30";
    QTest::newRow("unknown action")
        << "unknown_action" << 27 << 40 << "$.script[0].action"
        << "unknown action \"fire-resolutoin\" (did you mean \"fire-resolution\"?)";
    QTest::newRow("a unit named twice as an actor (it supported its own attack)")
        << "duplicate_actor" << 24 << 92 << "$.script[0].actors[1]"
        << "unit \"de-1\" is named twice among the actors: expected each unit once";
    QTest::newRow("alsoIn where units never spread over several hexes")
        << "also_in_without_multi_hex" << 20 << 79 << "$.units[0].alsoIn"
        << "The Last Hundred Yards has no units that spread over several hexes: expected no "
           "\"alsoIn\"";
    QTest::newRow("script dice do not match (found by replay)")
        << "script_dice_mismatch" << 28 << 5 << "$.script[0]"
        << "script step 1 does not replay: the action used 1 of the 2 faces given";
}

void TestScenarioIo::errors()
{
    QFETCH(QString, file);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, path);
    QFETCH(QString, message);
    const std::string name = fixture("errors/" + file + ".json");
    LoadResult r = loadScenarioFile(name);
    if (r.ok())
        checkScenario(*r.scenario, r.diagnostics);
    QVERIFY2(!r.diagnostics.empty(), "the fixture must be rejected");
    QCOMPARE(r.diagnostics.size(), std::size_t(1));
    const Diagnostic &e = r.diagnostics.items().front();
    QVERIFY2(QString::fromStdString(e.message).contains(message), r.diagnostics.format().c_str());
    QCOMPARE(e.where.file, name);
    QCOMPARE(e.where.line, line);
    QCOMPARE(e.where.column, column);
    QCOMPARE(QString::fromStdString(e.path), path);
}

void TestScenarioIo::allErrorsAtOnce()
{
    LoadResult r = loadScenarioFile(fixture("errors/many_errors.json"));
    QVERIFY(!r.scenario);
    const std::string all = r.diagnostics.format();
    QCOMPARE(r.diagnostics.size(), std::size_t(3));
    QVERIFY2(
        all.find(":7:14: $.map.width: expected \"width\" in 1..500, got 0") != std::string::npos,
        all.c_str());
    QVERIFY2(all.find(":21:51: $.units[1].side: unknown side \"gre\"") != std::string::npos,
        all.c_str());
    QVERIFY2(all.find(":27:84: $.script[0].dice[0]: expected a die face in 1..10, got 0")
            != std::string::npos,
        all.c_str());
}

void TestScenarioIo::hostile_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QFile f(QString::fromStdString(fixture("valid-minimal.json")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray valid = f.readAll();
    QByteArray huge = valid;
    huge.replace("\"width\": 6", "\"width\": 1000000")
        .replace("\"height\": 5", "\"height\": 1000000");
    QTest::newRow("10^6 x 10^6 map") << huge << "\"width\" in 1..500, got 1000000";
    QByteArray big = valid;
    big.replace("\"width\": 6", "\"width\": 500").replace("\"height\": 5", "\"height\": 500");
    QTest::newRow("500 x 500 map (over the hex limit)")
        << big << "too many hexes: expected at most 100000";
    QTest::newRow("10,000-deep nesting")
        << QByteArray("{\"format\": \"hexfire-scenario\", \"x\": " + QByteArray(10000, '['))
        << "nesting deeper than 64 levels";
    QTest::newRow("long string") << QByteArray(valid).replace(
        "\"Error fixture\"", "\"" + QByteArray(100000, 'x') + "\"")
                                 << "string longer than 65536 bytes";
    // Restoring the dice state stepped the generator once per draw: 2^40 took over an hour.
    QTest::newRow("dice state 2^40 draws")
        << QByteArray(valid).replace("\"title\": \"Error fixture\"",
               "\"random\": {\"seed\": \"7\", \"draws\": 1099511627776}, \"title\": \"x\"")
        << "$.random.draws: expected \"draws\" in 0..16777215, got 1099511627776";
    // One message per distinct unknown id, at its first use.
    const QByteArray marker
        = "{ \"kind\": \"sadrm\", \"hex\": \"B2\", \"side\": \"us\", \"value\": 0, "
          "\"unit\": \"ghost\" }";
    QTest::newRow("one unknown unit named three times")
        << QByteArray(valid).replace(
               "\"markers\": [", "\"markers\": [" + marker + ", " + marker + ", " + marker + ", ")
        << "hostile.json:23:81: $.markers[0].unit: unknown unit \"ghost\": expected the id of a "
           "unit in \"units\" (named 3 times; this is the first)";
}

void TestScenarioIo::hostile()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    QElapsedTimer timer;
    timer.start();
    LoadResult r = loadScenarioText(text.toStdString(), "hostile.json");
    QVERIFY(!r.ok());
    QVERIFY2(timer.elapsed() < 1000, "hostile input must fail fast");
    QVERIFY2(QString::fromStdString(r.diagnostics.format()).contains(message),
        r.diagnostics.format().c_str());
}

void TestScenarioIo::hugeFileRefusedBeforeReading()
{
    QTemporaryDir dir;
    const QString path = dir.path() + "/huge.json";
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QVERIFY(f.resize(100LL * 1024 * 1024)); // sparse: costs no disk and no time
    f.close();
    QElapsedTimer timer;
    timer.start();
    LoadResult r = loadScenarioFile(path.toStdString());
    QVERIFY(!r.ok());
    QVERIFY2(timer.elapsed() < 500, "a 100 MB file must be refused without reading it");
    QVERIFY2(r.diagnostics.format().find("file is 104857600 bytes: expected at most 8388608")
            != std::string::npos,
        r.diagnostics.format().c_str());
}

void TestScenarioIo::alsoInOfNinetyThousandHexes()
{
    // A La Bataille unit spread over every hex of a 300 x 300 map, then one hex again: the check
    // for a hex named twice was quadratic (1.1 to 1.9 s); it is linear. Correctness is asserted,
    // the time only reported.
    QFile base(QString::fromStdString(bundledPath("labataille-fire-combat.json")));
    QVERIFY(base.open(QIODevice::ReadOnly));
    QJsonObject root = QJsonDocument::fromJson(base.readAll()).object();
    QJsonObject map = root["map"].toObject();
    map["width"] = 300;
    map["height"] = 300;
    QJsonArray rows;
    for (int y = 0; y < 300; ++y)
        rows.append(QString(300, '.'));
    map["terrain"] = rows;
    root["map"] = map;
    const MapCoordinates grid(
        300, 300, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber);
    QJsonArray labels;
    for (int i = 0; i < 300 * 300; ++i) {
        const QString label = QString::fromStdString(grid.label(grid.hexAt(i)));
        if (label != "E5") // the unit's own hex
            labels.append(label);
    }
    QCOMPARE(labels.size(), 89999);
    labels.append("A1"); // named twice
    QJsonArray units = root["units"].toArray();
    QJsonObject line = units[1].toObject();
    QCOMPARE(line["hex"].toString(), QStringLiteral("E5"));
    line["alsoIn"] = labels;
    units[1] = line;
    root["units"] = units;
    root.remove("script");
    const std::string text = QJsonDocument(root).toJson(QJsonDocument::Compact).toStdString();
    QElapsedTimer timer;
    timer.start();
    const LoadResult r = loadScenarioText(text, "spread.json");
    qInfo("90 000 alsoIn hexes (%zu bytes) read in %lld ms", text.size(),
        static_cast<long long>(timer.elapsed()));
    int twice = 0;
    for (const Diagnostic &d : r.diagnostics.items()) {
        if (d.message.find("is named twice") == std::string::npos)
            continue;
        ++twice;
        QCOMPARE(d.path, std::string("$.units[1].alsoIn[89999]"));
        QVERIFY2(d.message.rfind("hex \"A1\" is named twice", 0) == 0, d.message.c_str());
    }
    QVERIFY2(twice == 1, r.diagnostics.format().c_str());
}

void TestScenarioIo::saveFailsCleanly()
{
    const Scenario s = mustLoad(bundledPath("tlhy-21-8-simple-fire-resolution.json"));
    QTemporaryDir dir;
    std::string error;
    QVERIFY(!saveScenarioFile(s, (dir.path() + "/missing/dir/x.json").toStdString(), &error));
    QVERIFY2(error.find("cannot write") != std::string::npos, error.c_str());
    // Saving over an existing file replaces it whole (QSaveFile renames a finished temporary file).
    const std::string path = (dir.path() + "/x.json").toStdString();
    QVERIFY(saveScenarioFile(s, path, &error));
    QVERIFY(saveScenarioFile(s, path, &error));
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 1);
    QVERIFY(loadScenarioFile(path).ok());
}

void TestScenarioIo::saveRefusesWhatCannotOpen_data()
{
    QTest::addColumn<QString>("what");
    QTest::addColumn<QString>("message");
    QTest::newRow("a 70 000-character title")
        << "title"
        << "(string longer than 65536 bytes: expected a shorter text)";
    QTest::newRow("9 MB of narration") << "narration"
                                       << "(file is 9";
    QTest::newRow("a 70 000-character note in the log") << "note"
                                                        << "(string longer than 65536 bytes";
}

void TestScenarioIo::saveRefusesWhatCannotOpen()
{
    // Whatever HexFire writes must open again: a save the reader would refuse is not written, and
    // the file already there stays as it was.
    QFETCH(QString, what);
    QFETCH(QString, message);
    const Scenario good = mustLoad(bundledPath("tlhy-21-8-3-assault-hex.json"));
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/game.json").toStdString();
    std::string error;
    QVERIFY2(saveScenarioFile(good, path, &error), error.c_str());
    QFile before(QString::fromStdString(path));
    QVERIFY(before.open(QIODevice::ReadOnly));
    const QByteArray old = before.readAll();
    before.close();

    Scenario bad = good;
    if (what == "title") {
        bad.title = std::string(70000, 'x');
    } else if (what == "narration") {
        for (ScriptStep &step : bad.script)
            step.narration = std::string(60000, 'n');
        while (bad.script.size() < 160)
            bad.script.push_back(bad.script.back());
    } else {
        Diagnostics d;
        auto game = makeGame(good, d);
        QVERIFY2(game, d.format().c_str());
        QVERIFY(game->stepForward());
        game->setNote(0, std::string(70000, 'x'));
        bad = snapshot(good, *game);
    }
    QVERIFY(!saveScenarioFile(bad, path, &error));
    QVERIFY2(QString::fromStdString(error).startsWith("cannot save " + QString::fromStdString(path)
                 + ": the file could not be opened again"),
        error.c_str());
    QVERIFY2(QString::fromStdString(error).contains(message), error.c_str());
    QVERIFY2(QString::fromStdString(error).endsWith("; nothing was written"), error.c_str());
    QFile after(QString::fromStdString(path));
    QVERIFY(after.open(QIODevice::ReadOnly));
    QCOMPARE(after.readAll(), old);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
}

void TestScenarioIo::logLeavesOutScriptText()
{
    // A log entry that plays its script step leaves out the step's title and narration: the save
    // of an example played to its end is not three times the example, and reads back the same.
    const Scenario base = mustLoad(bundledPath("tlhy-21-8-3-assault-hex.json"));
    Diagnostics d;
    auto game = makeGame(base, d);
    QVERIFY2(game, d.format().c_str());
    while (game->stepForward()) { }
    Scenario played = snapshot(base, *game);
    QCOMPARE(played.log.size(), base.script.size());
    played.log[2].title = "renamed by the player";
    played.log[3].narration.clear();
    const std::string text = scenarioToText(played);
    const auto count = [&](const std::string &needle) {
        std::size_t n = 0;
        for (auto at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1))
            ++n;
        return n;
    };
    QCOMPARE(count(JsonWriter::quote(base.script[0].title)), std::size_t(1));
    QCOMPARE(count(JsonWriter::quote(base.script[0].narration)), std::size_t(1));
    QCOMPARE(count("\"renamed by the player\""), std::size_t(1));
    QCOMPARE(count("\"narration\": \"\""), std::size_t(1)); // the cleared one, written as ""
    QVERIFY(text.size() < scenarioToText(base).size() * 3 / 2);

    const LoadResult r = loadScenarioText(text, "played.json");
    QVERIFY2(r.ok(), r.diagnostics.format().c_str());
    QCOMPARE(r.scenario->log.size(), played.log.size());
    for (std::size_t i = 0; i < played.log.size(); ++i) {
        QCOMPARE(r.scenario->log[i].title, played.log[i].title);
        QCOMPARE(r.scenario->log[i].narration, played.log[i].narration);
    }
    QCOMPARE(scenarioToText(*r.scenario), text);
}

void TestScenarioIo::saveRemovesLeftovers()
{
    // A kill before a save's rename leaves "<file>.hexfire-save-XXXXXX" beside the file; the next
    // save removes it, and nothing else: "<file>.XXXXXX" may be the player's (issue 21).
    const Scenario s = mustLoad(bundledPath("tlhy-21-8-simple-fire-resolution.json"));
    QTemporaryDir dir;
    const std::string path = (dir.path() + "/x.json").toStdString();
    std::string error;
    QVERIFY2(saveScenarioFile(s, path, &error), error.c_str());
    const QByteArray saved = QByteArray::fromStdString(scenarioToText(s));
    const auto put = [&](const QString &name, const QByteArray &bytes, int ageSeconds = 3600) {
        QFile f(dir.path() + "/" + name);
        // Flushed first: the write at close would make the file new again.
        return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size() && f.flush()
            && f.setFileTime(QDateTime::currentDateTime().addSecs(-ageSeconds),
                QFileDevice::FileModificationTime);
    };
    QVERIFY(put("x.json.hexfire-save-AbCdEf", saved)); // HexFire's name: a leftover
    QVERIFY(put("x.json.hexfire-save-Zq3wRt", saved.left(100))); // cut short: still a leftover
    QVERIFY(put("x.json.AbCdEf", saved)); // Qt's pattern: may be the player's "game.json.Copy01"
    QVERIFY(put("x.json.backup", saved)); // the user's copy
    QVERIFY(put("y.json.hexfire-save-AbCdEf", saved)); // another file's leftover
    QVERIFY(put("x.json.hexfire-save-AbCdEfG", saved)); // seven characters
    QVERIFY(put("x.json.hexfire-save-NoWxYz", saved, 5)); // another instance's save in flight
    QVERIFY2(saveScenarioFile(s, path, &error), error.c_str());
    QStringList left = QDir(dir.path()).entryList(QDir::Files | QDir::Hidden, QDir::Name);
    QCOMPARE(left,
        QStringList({"x.json", "x.json.AbCdEf", "x.json.backup", "x.json.hexfire-save-AbCdEfG",
            "x.json.hexfire-save-NoWxYz", "y.json.hexfire-save-AbCdEf"}));
}

void TestScenarioIo::notARegularFile()
{
    QTemporaryDir dir;
    QCOMPARE(hexfire::notARegularFile(dir.path().toStdString()),
        std::optional<std::string>("is a directory"));
    QCOMPARE(hexfire::notARegularFile((dir.path() + "/none.json").toStdString()),
        std::optional<std::string>("no such file"));
    QCOMPARE(hexfire::notARegularFile("/dev/null"),
        std::optional<std::string>("is not a regular file (a device)"));
    const LoadResult r = loadScenarioFile(dir.path().toStdString());
    QVERIFY2(r.diagnostics.format().find(": is a directory: expected a scenario file (.json)")
            != std::string::npos,
        r.diagnostics.format().c_str());
}

void TestScenarioIo::documentedExampleIsValid()
{
    QFile f(sourceDir + "/docs/scenario-format.md");
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString doc = QString::fromUtf8(f.readAll());
    const qsizetype section = doc.indexOf("## Complete example");
    QVERIFY(section > 0);
    const qsizetype begin = doc.indexOf("```json\n", section) + 8;
    const qsizetype end = doc.indexOf("```", begin);
    LoadResult r
        = loadScenarioText(doc.mid(begin, end - begin).toStdString(), "scenario-format.md");
    QVERIFY2(r.ok(), r.diagnostics.format().c_str());
    Diagnostics d;
    QVERIFY2(checkScenario(*r.scenario, d), d.format().c_str());
}

void TestScenarioIo::damagedFilesNeverCrash()
{
    // Cut the 21.8.3 example anywhere, or overwrite one byte anywhere: the loader reports a problem
    // or accepts a file that still replays, never crashes and never returns a half-built scenario.
    QFile f(QString::fromStdString(bundledPath("tlhy-21-8-3-assault-hex.json")));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const std::string text = f.readAll().toStdString();
    int accepted = 0;
    for (std::size_t cut = 0; cut < text.size(); cut += 37) {
        const LoadResult r = loadScenarioText(text.substr(0, cut), "cut.json");
        QVERIFY(!r.scenario && !r.diagnostics.empty());
    }
    for (std::size_t at = 0; at < text.size(); at += 29) {
        for (char c : {'#', '9', '"', '}'}) {
            std::string damaged = text;
            damaged[at] = c;
            LoadResult r = loadScenarioText(damaged, "damaged.json");
            QCOMPARE(r.scenario.has_value(), r.diagnostics.empty());
            if (r.ok()) {
                ++accepted;
                checkScenario(*r.scenario, r.diagnostics); // may refuse a step; must not throw
            }
        }
    }
    QVERIFY(accepted > 0); // damage inside narration text is harmless
}

QTEST_GUILESS_MAIN(TestScenarioIo)
#include "tst_scenarioio.moc"
