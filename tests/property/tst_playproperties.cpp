// Property tests over random legal games, for every registered rule system and the test-only
// one-die system: undo to the start restores the initial position; a saved log replays to the same
// position with the same explanation text; save -> load -> save is byte-identical; the exact odds
// of every evaluation (small enough to enumerate) equal resolving every die sequence.
//
// Seeded: HEXFIRE_PROPERTY_SEED picks another seed, HEXFIRE_PROPERTY_SCALE multiplies the number
// of games (the default run stays within a few seconds; scale 20 is the long run), and
// HEXFIRE_PROPERTY_GAMES sets the games per position before scaling (12; the sanitizer suite,
// ten times slower, plays the first 4 of the same seeds). A failure names the seed, the file and
// the game, so it can be replayed.

#include "propertygame.h"

#include "app/rulesets.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/scenarioio.h"
#include "tests/onedie/onedieruleset.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <map>

using namespace hexfire;
using namespace hexfire::property;

namespace {

std::uint64_t baseSeed() { return envNumber("HEXFIRE_PROPERTY_SEED", 20261201); }
int scale() { return propertyScale(); }
int games()
{
    return static_cast<int>(std::max<std::uint64_t>(1, envNumber("HEXFIRE_PROPERTY_GAMES", 12)));
}

/** Every bundled scenario and fixture that loads, with its file. */
std::vector<std::pair<QString, Scenario>> positions()
{
    std::vector<std::pair<QString, Scenario>> all;
    for (const char *folder : {"/resources/scenarios", "/tests/data/onedie"}) {
        const QDir dir(QString(HEXFIRE_SOURCE_DIR) + folder);
        for (const QString &name : dir.entryList({"*.json"}, QDir::Files, QDir::Name)) {
            LoadResult r = loadScenarioFile(dir.filePath(name).toStdString());
            if (!r.ok())
                qFatal("%s", r.diagnostics.format().c_str());
            all.emplace_back(name, std::move(*r.scenario));
        }
    }
    return all;
}

std::unique_ptr<Game> startGame(const Scenario &s)
{
    // The scenario without its script or saved log: random play starts at the initial position.
    Scenario plain = s;
    plain.script.clear();
    plain.log.clear();
    plain.position = 0;
    Diagnostics d;
    auto game = makeGame(plain, d);
    if (!game)
        qFatal("%s", d.format().c_str());
    return game;
}

} // namespace

Q_DECLARE_METATYPE(Scenario)

class TstPlayProperties : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyRuleSetHasAPosition();
    void randomGames_data();
    void randomGames();
};

void TstPlayProperties::initTestCase()
{
    registerRuleSets();
    registerOneDie();
    qInfo("seed %llu, scale %d", static_cast<unsigned long long>(baseSeed()), scale());
}

// A rule system that lands without a bundled scenario would escape every property below.
void TstPlayProperties::everyRuleSetHasAPosition()
{
    const auto all = positions();
    for (const std::string &id : RuleSetRegistry::ids()) {
        const bool found = std::any_of(
            all.begin(), all.end(), [&](const auto &p) { return p.second.rulesetId == id; });
        QVERIFY2(found, ("no scenario plays the rule system " + id).c_str());
    }
}

void TstPlayProperties::randomGames_data()
{
    QTest::addColumn<Scenario>("scenario");
    QTest::addColumn<int>("games");
    QTest::addColumn<int>("actions");
    for (auto &[name, s] : positions()) {
        const QByteArray row = (QString::fromStdString(s.rulesetId) + ": " + name).toUtf8();
        QTest::newRow(row.constData()) << s << games() * scale() << 25;
    }
}

void TstPlayProperties::randomGames()
{
    QFETCH(Scenario, scenario);
    QFETCH(int, games);
    QFETCH(int, actions);
    int committed = 0;
    int evaluated = 0;
    int enumerated = 0;
    int tables = 0;
    int previews = 0;
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = baseSeed() + static_cast<std::uint64_t>(g);
        const QByteArray where = QString("seed %1 (game %2 of %3)")
                                     .arg(seed)
                                     .arg(g)
                                     .arg(scenario.fileName.c_str())
                                     .toUtf8();
        Rng rng(seed);
        auto game = startGame(scenario);
        game->restoreRandomState({seed, 0});
        const GameState initial = game->state();
        endPhasesNobodyActsIn(*game); // e.g. a scenario that starts at a phase of dice alone

        for (int i = 0; i < actions; ++i) {
            // The exact odds of a legal action against every die sequence, when there are few.
            const Action probe = randomAction(game->rules(), game->state(), rng);
            if (!probe.kind.empty()) {
                const Evaluation e = game->evaluate(probe);
                std::map<std::string, std::map<std::string, double>> brute;
                if (e.legal && !e.odds.empty()
                    && bruteForceOdds(game->rules(), game->state(), e, 3000, brute)) {
                    ++enumerated;
                    for (const OddsTable &t : e.odds) {
                        // A table whose subject this action never reports an outcome for is a
                        // preview of a later step (small-arms fire shows the Fire Resolution
                        // odds): its own dice are rolled there, and checked there.
                        if (!brute.count(t.subject)) {
                            ++previews;
                            continue;
                        }
                        ++tables;
                        double sum = 0.0;
                        for (const OutcomeOdds &o : t.outcomes) {
                            sum += o.probability;
                            const double expected = brute[t.subject][o.key];
                            QVERIFY2(std::abs(o.probability - expected) < 1e-12,
                                (where + ": odds of " + t.subject.c_str() + " / " + o.key.c_str()
                                    + ": " + QByteArray::number(o.probability, 'g', 15) + " vs "
                                    + QByteArray::number(expected, 'g', 15))
                                    .constData());
                        }
                        QVERIFY2(std::abs(sum - 1.0) < 1e-12,
                            (where + ": " + t.title.c_str()).constData());
                    }
                }
            }
            if (!playOne(*game, rng, 20, &evaluated))
                break;
            ++committed;
        }
        const GameState final = game->state();

        // Save, reopen, replay: same position, same explanations; the save is a fixed point.
        const std::string saved = scenarioToText(snapshot(scenario, *game));
        const LoadResult reopened = loadScenarioText(saved, "saved.json");
        QVERIFY2(reopened.ok(), (where + ": " + reopened.diagnostics.format().c_str()).constData());
        Diagnostics d;
        const auto replayed = makeGame(*reopened.scenario, d);
        QVERIFY2(replayed, (where + ": " + d.format().c_str()).constData());
        QVERIFY2(replayed->state() == final, where.constData());
        QCOMPARE(QString::fromStdString(explanationText(*replayed)),
            QString::fromStdString(explanationText(*game)));
        QCOMPARE(QString::fromStdString(scenarioToText(snapshot(*reopened.scenario, *replayed))),
            QString::fromStdString(saved));

        // Undo to the start is the initial position; redo to the end is the final one again.
        game->goTo(0);
        QVERIFY2(game->state() == initial, where.constData());
        game->goTo(static_cast<int>(game->log().size()));
        QVERIFY2(game->state() == final, where.constData());
    }
    qInfo("%d games, %d actions evaluated, %d committed, %d evaluations enumerated (%d odds tables "
          "checked, %d previews of a later step)",
        games, evaluated, committed, enumerated, tables, previews);
    // The generator must reach real play, or the properties above hold vacuously.
    QVERIFY2(committed > 0, "no random action was legal");
}

QTEST_GUILESS_MAIN(TstPlayProperties)
#include "tst_playproperties.moc"
