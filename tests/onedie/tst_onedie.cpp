// The one-die test rule system plugs into HexFire through the public API alone: it is registered by
// the test (it is in no shipped list), loaded from a scenario file, played through Game with undo
// and redo, replayed by the command line as JSON, and saved and reloaded — with no change to shared
// code. Its rules are in onedieruleset.h.

#include "onedieruleset.h"

#include "app/cli.h"
#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/play/game.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/scenarioio.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <iostream>
#include <sstream>

using namespace hexfire;

namespace {

const std::string scenarioPath = HEXFIRE_SOURCE_DIR "/tests/data/onedie/onedie-skirmish.json";

Scenario loadOk(const std::string &path)
{
    LoadResult r = loadScenarioFile(path);
    if (!r.ok())
        qWarning("%s", r.diagnostics.format().c_str());
    return r.ok() ? *r.scenario : Scenario {};
}

/** Runs the command line in this process and returns what it printed on standard output. */
std::string runCliCaptured(std::vector<std::string> args, int *exitCode)
{
    std::vector<char *> argv;
    for (std::string &a : args)
        argv.push_back(a.data());
    argv.push_back(nullptr);
    std::ostringstream out;
    std::streambuf *old = std::cout.rdbuf(out.rdbuf());
    *exitCode = runCli(static_cast<int>(args.size()), argv.data());
    std::cout.rdbuf(old);
    return out.str();
}

} // namespace

class TstOneDie : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void loadsFromFile();
    void publishesVocabulary();
    void exactOdds_data();
    void exactOdds();
    void playsThroughGame();
    void undoRedoNeverRolls();
    void savesAndReloads();
    void badProfileIsLocated();
    void cliReplayJson();
    void cliOddsOfAThrowingEvaluationIsARefusal();
};

void TstOneDie::initTestCase()
{
    QVERIFY(!RuleSetRegistry::create("onedie"));
    registerOneDie();
    QVERIFY(RuleSetRegistry::create("onedie"));
}

void TstOneDie::loadsFromFile()
{
    const Scenario s = loadOk(scenarioPath);
    QCOMPARE(s.rulesetId, std::string("onedie"));
    QCOMPARE(s.initial.units().size(), std::size_t(3));
    const Unit &cole = s.initial.unit(UnitId {"blue-1"});
    QVERIFY(cole.profile);
    QCOMPARE(cole.profile->rulesetId(), std::string_view("onedie"));
    QCOMPARE(s.initial.markers().size(), std::size_t(1));
    QCOMPARE(s.initial.markers().front().kind, std::string("cover"));
    QCOMPARE(paramOr(s.initial.markers().front().params, "level", 0), 1);
    QCOMPARE(s.script.size(), std::size_t(3));
    QCOMPARE(paramOr(s.script.front().action.params, "bonus", 0), 2);
}

void TstOneDie::publishesVocabulary()
{
    const auto rules = RuleSetRegistry::create("onedie");
    QCOMPARE(rules->vocabulary().actions.size(), std::size_t(3));
    const ActionType *move = findByKey(rules->vocabulary().actions, "move");
    QVERIFY(move);
    QCOMPARE(move->params.front().type, ParamType::HexList);
    QVERIFY(rules->movementRules() && rules->movementRules()->moveAction() == "move");
    QCOMPARE(rules->sequenceOfPlay().phases.size(), std::size_t(2));
    const ActionType *attack = findByKey(rules->vocabulary().actions, "attack");
    QVERIFY(attack);
    QCOMPARE(attack->params.front().label, std::string("Aim bonus"));
    QVERIFY(findByKey(rules->vocabulary().markers, "cover"));
    QVERIFY(findByKey(rules->vocabulary().statuses, "shaken"));
    for (const char *name : {"hit", "shaken", "killed", "attack-roll", "rallied"})
        QVERIFY2(findByKey(rules->vocabulary().effects, name), name);
}

void TstOneDie::exactOdds_data()
{
    QTest::addColumn<int>("bonus");
    QTest::addColumn<int>("needed");
    QTest::addColumn<double>("hit");
    // Adams attacks Cole in F3 (cover 1): 5 - bonus + 1.
    QTest::newRow("careful aim +2: 4 or more") << 2 << 4 << 3.0 / 6.0;
    QTest::newRow("no bonus: 6") << 0 << 6 << 1.0 / 6.0;
    QTest::newRow("snap shot -2: 8, never") << -2 << 8 << 0.0;
}

void TstOneDie::exactOdds()
{
    QFETCH(int, bonus);
    QFETCH(int, needed);
    QFETCH(double, hit);
    const Scenario s = loadOk(scenarioPath);
    Diagnostics d;
    auto game = makeGame(s, d);
    QVERIFY(game);
    Action a;
    a.kind = "attack";
    a.actors = {UnitId {"red-1"}};
    a.target = s.initial.map().parse("F3");
    a.params["bonus"] = bonus;
    const Evaluation e = game->evaluate(a);
    QVERIFY2(e.legal, e.whyNot.c_str());
    QCOMPARE(e.finals.front().value, needed);
    QCOMPARE(e.odds.front().outcomes.front().probability, hit);
    QCOMPARE(
        e.odds.front().outcomes.front().probability + e.odds.front().outcomes.back().probability,
        1.0);
}

void TstOneDie::playsThroughGame()
{
    const Scenario s = loadOk(scenarioPath);
    Diagnostics d;
    auto game = makeGame(s, d);
    QVERIFY(game);
    QVERIFY(game->stepForward()); // 4 + 2 - 1 = 5: hit
    const Unit *cole = &game->state().unit(UnitId {"blue-1"});
    QCOMPARE(cole->strength, 1);
    QVERIFY(cole->status.has("shaken"));
    QCOMPARE(game->log().back().resolution.effects.size(), std::size_t(3));
    QCOMPARE(game->log().back().resolution.effects[1].name, std::string("hit"));
    QVERIFY(game->stepForward()); // 3 + 1 = 4: miss
    QCOMPARE(game->state().unit(UnitId {"red-1"}).strength, 2);
    QCOMPARE(game->log().back().resolution.outcomes.front().key, std::string("miss"));
    QVERIFY(game->stepForward()); // rally
    cole = &game->state().unit(UnitId {"blue-1"});
    QVERIFY(!cole->status.has("shaken"));
    QVERIFY(!game->stepForward());
    QCOMPARE(game->log().size(), std::size_t(3));

    // An illegal action is refused and changes nothing.
    const GameState before = game->state();
    Action bad;
    bad.kind = "attack";
    bad.actors = {UnitId {"red-1"}};
    bad.target = s.initial.map().parse("B5"); // a friend
    ScriptedDice dice({6});
    QVERIFY_THROWS_EXCEPTION(Error, game->commit(bad, dice));
    QVERIFY(game->state() == before);
}

void TstOneDie::undoRedoNeverRolls()
{
    const Scenario s = loadOk(scenarioPath);
    Diagnostics d;
    auto game = makeGame(s, d);
    QVERIFY(game);
    while (game->stepForward()) { }
    const GameState end = game->state();
    const auto drawsBefore = game->randomState();
    game->goTo(0);
    QVERIFY(game->state() == game->initialState());
    game->goTo(3);
    QVERIFY(game->state() == end);
    QCOMPARE(game->randomState(), drawsBefore);
}

void TstOneDie::savesAndReloads()
{
    const Scenario s = loadOk(scenarioPath);
    Diagnostics d;
    auto game = makeGame(s, d);
    QVERIFY(game);
    game->stepForward();
    Action a;
    a.kind = "attack";
    a.actors = {UnitId {"red-2"}};
    a.target = s.initial.map().parse("F3");
    a.params["bonus"] = 1;
    game->commitRandom(a);
    game->undo(); // a redo tail is saved too

    const Scenario saved = snapshot(s, *game);
    const std::string text = scenarioToText(saved);
    QVERIFY(text.find("\"version\": 3") != std::string::npos);
    LoadResult again = loadScenarioText(text, "saved.json");
    QVERIFY2(again.ok(), again.diagnostics.format().c_str());
    QVERIFY(sameContent(*again.scenario, saved));
    QCOMPARE(scenarioToText(*again.scenario), text); // byte-identical
    Diagnostics d2;
    auto reloaded = makeGame(*again.scenario, d2);
    QVERIFY2(reloaded, d2.format().c_str());
    QVERIFY(reloaded->state() == game->state());
    QCOMPARE(reloaded->log().size(), game->log().size());
    reloaded->redo();
    game->redo();
    QVERIFY(reloaded->state() == game->state());

    QTemporaryDir dir;
    const std::string path = dir.filePath("game.json").toStdString();
    std::string error;
    QVERIFY2(saveScenarioFile(saved, path, &error), error.c_str());
    QVERIFY(sameContent(loadOk(path), saved));
}

void TstOneDie::badProfileIsLocated()
{
    LoadResult r = loadScenarioFile(scenarioPath);
    QVERIFY(r.ok());
    std::string text = scenarioToText(*r.scenario);
    const auto at = text.find("\"veteran\": true");
    QVERIFY(at != std::string::npos);
    text.replace(at, 15, "\"veteran\": 7");
    LoadResult bad = loadScenarioText(text, "bad.json");
    QVERIFY(!bad.ok());
    const std::string message = bad.diagnostics.format();
    QVERIFY2(message.find("bad.json:") == 0, message.c_str());
    QVERIFY2(message.find("veteran") != std::string::npos, message.c_str());
}

void TstOneDie::cliReplayJson()
{
    int code = -1;
    const std::string out
        = runCliCaptured({"hexfire-cli", "replay", scenarioPath, "--json"}, &code);
    QCOMPARE(code, 0);
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(out));
    QVERIFY2(doc.isObject(), out.c_str());
    const QJsonArray steps = doc.object().value("steps").toArray();
    QCOMPARE(steps.size(), 3);
    QStringList effects;
    for (const QJsonValue &step : steps) {
        for (const QJsonValue &e : step.toObject().value("effects").toArray())
            effects << e.toObject().value("effect").toString();
    }
    QCOMPARE(effects, QStringList({"attack-roll", "hit", "shaken", "attack-roll", "rallied"}));
    for (const char *word : {"tlhy", "SADRM", "MDRM", "ortar", "ohesion", "ssault"})
        QVERIFY2(out.find(word) == std::string::npos, word);
}

void TstOneDie::cliOddsOfAThrowingEvaluationIsARefusal()
{
    // A rule system whose evaluate throws (as Tide of Iron's did past 1000 dice): `odds` once said
    // "internal error"; it prints the refusal with core's message, and exits 1 (not allowed).
    const std::string message = "the test rules cannot work this out";
    OneDieRuleSet::evaluationSpy() = [&](const GameState &, const Action &a) {
        if (paramOr(a.params, "bonus", 0) == -2)
            throw Error(message);
    };
    int code = -1;
    const std::string out
        = runCliCaptured({"hexfire-cli", "odds", scenarioPath, "--action", "attack", "--actor",
                             "red-1", "--target", "F3", "--param", "bonus=-2"},
            &code);
    OneDieRuleSet::evaluationSpy() = nullptr;
    QCOMPARE(code, 1);
    QVERIFY2(out.find(message) != std::string::npos, out.c_str());
}

QTEST_GUILESS_MAIN(TstOneDie)
#include "tst_onedie.moc"
