#include "core/scenario/scenarioio.h"

#include "core/data/jsonparser.h"
#include "core/data/jsonwriter.h"
#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/play/game.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/scenarioformat.h"
#include "core/scenario/scenarioreader.h"
#include "core/scenario/scenariowriter.h"

#include <QFile>
#include <QFileInfo>
#include <QSaveFile>

namespace hexfire {

namespace sf = scenarioformat;

bool sameContent(const Scenario &a, const Scenario &b)
{
    // The writer covers everything a file holds, in a canonical form.
    return a.initial == b.initial && a.script == b.script && a.log == b.log
        && a.position == b.position && a.seed == b.seed && a.draws == b.draws
        && scenarioToText(a) == scenarioToText(b);
}

LoadResult loadScenarioText(const std::string &text, const std::string &fileName)
{
    LoadResult result;
    JsonLimits limits;
    limits.maxBytes = static_cast<std::size_t>(sf::maxFileBytes);
    const auto root = JsonParser(limits).parse(text, fileName, result.diagnostics);
    if (!root)
        return result;
    ScenarioReader reader(result.diagnostics);
    result.scenario = reader.read(*root, fileName);
    return result;
}

LoadResult loadScenarioFile(const std::string &path)
{
    LoadResult result;
    const QString qpath = QString::fromStdString(path);
    const QFileInfo info(qpath);
    if (!info.exists() || !info.isFile()) {
        result.diagnostics.add({path, 0, 0}, "", "no such file: expected a scenario file (.json)");
        return result;
    }
    // Refuse before reading: a hostile 100 MB file must not be loaded into memory first.
    if (info.size() > sf::maxFileBytes) {
        result.diagnostics.add({path, 0, 0}, "$",
            "file is " + std::to_string(info.size()) + " bytes: expected at most "
                + std::to_string(sf::maxFileBytes) + " for a scenario");
        return result;
    }
    QFile file(qpath);
    if (!file.open(QIODevice::ReadOnly)) {
        result.diagnostics.add(
            {path, 0, 0}, "", "cannot read: " + file.errorString().toStdString());
        return result;
    }
    const QByteArray bytes = file.read(sf::maxFileBytes + 1);
    return loadScenarioText(bytes.toStdString(), path);
}

static void reportAt(Diagnostics &d, const std::vector<SourceRef> &sources, std::size_t i,
    const std::string &fileName, std::string message)
{
    if (i < sources.size())
        d.add(sources[i].where, sources[i].path, std::move(message));
    else
        d.add({fileName, 0, 0}, "", std::move(message));
}

static std::unique_ptr<RuleSet> configuredRules(const Scenario &s, Diagnostics &d)
{
    auto rules = RuleSetRegistry::create(s.rulesetId);
    if (!rules) {
        d.add({s.fileName, 0, 0}, "$.ruleset", "unknown ruleset \"" + s.rulesetId + "\"");
        return nullptr;
    }
    Diagnostics options;
    rules->configure(s.rulesetOptions, options);
    if (!options.empty()) {
        d.append(options);
        return nullptr;
    }
    return rules;
}

/** Commits one action with exactly `faces`; a message when it fails or leaves faces unused. */
static std::optional<std::string> playWithFaces(Game &game, const Action &action,
    const std::vector<int> &faces, const std::string &title, const std::string &narration)
{
    ScriptedDice dice(faces);
    try {
        game.commit(action, dice, title, narration);
    } catch (const Error &e) {
        return std::string(e.what());
    }
    if (!dice.exhausted())
        return "the action used " + std::to_string(dice.position()) + " of the "
            + std::to_string(faces.size()) + " faces given: expected exactly the dice it rolls";
    return std::nullopt;
}

std::unique_ptr<Game> makeGame(const Scenario &s, Diagnostics &d)
{
    auto rules = configuredRules(s, d);
    if (!rules)
        return nullptr;
    auto game = std::make_unique<Game>(s.initial, std::move(rules), s.seed);
    game->setScript(s.script);
    for (std::size_t i = 0; i < s.log.size(); ++i) {
        const SavedLogEntry &e = s.log[i];
        if (const auto problem = playWithFaces(*game, e.action, e.faces, e.title, e.narration)) {
            reportAt(d, s.logSources, i, s.fileName,
                "log entry " + std::to_string(i + 1) + " does not replay: " + *problem);
            return nullptr;
        }
        game->setBookmark(static_cast<int>(i), e.bookmark);
        game->setNote(static_cast<int>(i), e.note);
    }
    game->goTo(s.position);
    game->restoreRandomState({s.seed, s.draws});
    return game;
}

bool checkScenario(const Scenario &s, Diagnostics &d)
{
    const std::size_t before = d.size();
    if (!makeGame(s, d))
        return false;
    auto rules = configuredRules(s, d);
    if (!rules)
        return false;
    Game game(s.initial, std::move(rules), s.seed);
    for (std::size_t i = 0; i < s.script.size(); ++i) {
        const ScriptStep &step = s.script[i];
        if (const auto problem
            = playWithFaces(game, step.action, step.dice, step.title, step.narration)) {
            reportAt(d, s.scriptSources, i, s.fileName,
                "script step " + std::to_string(i + 1) + " does not replay: " + *problem);
            return false;
        }
    }
    return d.size() == before;
}

Scenario snapshot(const Scenario &base, const Game &game)
{
    Scenario s = base;
    s.initial = game.initialState();
    s.log.clear();
    s.logSources.clear();
    for (const LogEntry &entry : game.log()) {
        SavedLogEntry e;
        e.action = entry.evaluation.action;
        for (const DieRoll &roll : entry.resolution.rolls)
            e.faces.push_back(roll.face);
        e.title = entry.title;
        e.narration = entry.narration;
        e.bookmark = entry.bookmark;
        e.note = entry.note;
        s.log.push_back(std::move(e));
    }
    s.position = game.position();
    s.seed = game.randomState().seed;
    s.draws = game.randomState().draws;
    return s;
}

std::string scenarioToText(const Scenario &scenario)
{
    return JsonWriter().write(ScenarioWriter::write(scenario));
}

bool saveScenarioFile(const Scenario &scenario, const std::string &path, std::string *error)
{
    const std::string text = scenarioToText(scenario);
    // QSaveFile writes to a temporary file and renames it over the target only on commit(), so a
    // crash or a full disk leaves the previous file as it was.
    QSaveFile file(QString::fromStdString(path));
    if (!file.open(QIODevice::WriteOnly)) {
        if (error)
            *error = "cannot write " + path + ": " + file.errorString().toStdString();
        return false;
    }
    const auto size = static_cast<qint64>(text.size());
    if (file.write(text.data(), size) != size || !file.commit()) {
        if (error)
            *error = "cannot write " + path + ": " + file.errorString().toStdString();
        file.cancelWriting();
        return false;
    }
    return true;
}

} // namespace hexfire
