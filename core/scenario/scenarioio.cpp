#include "core/scenario/scenarioio.h"

#include "core/data/jsonparser.h"
#include "core/data/jsonwriter.h"
#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/play/game.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/savefile.h"
#include "core/scenario/scenarioformat.h"
#include "core/scenario/scenarioreader.h"
#include "core/scenario/scenariowriter.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <filesystem>
#include <system_error>

namespace hexfire {

namespace sf = scenarioformat;

bool sameContent(const Scenario &a, const Scenario &b)
{
    // The writer covers everything a file holds, in a canonical form. A position the file leaves
    // to the sequence of play (no phase: the first one) is the same as the one completed from it.
    const auto sameInitial = [&] {
        if (a.initial == b.initial)
            return true;
        GameState x = a.initial;
        GameState y = b.initial;
        x.setSequence(ScenarioWriter::initialSequence(a));
        y.setSequence(ScenarioWriter::initialSequence(b));
        return x == y;
    };
    return sameInitial() && a.script == b.script && a.log == b.log && a.position == b.position
        && a.seed == b.seed && a.draws == b.draws && a.background == b.background
        && scenarioToText(a) == scenarioToText(b);
}

/** The reader's limits: the writer checks what it wrote against the same ones. */
static JsonLimits scenarioLimits()
{
    JsonLimits limits;
    limits.maxBytes = static_cast<std::size_t>(sf::maxFileBytes);
    return limits;
}

static LoadResult loadText(std::string_view text, const std::string &fileName)
{
    LoadResult result;
    const auto root = JsonParser(scenarioLimits()).parse(text, fileName, result.diagnostics);
    if (!root)
        return result;
    ScenarioReader reader(result.diagnostics);
    result.scenario = reader.read(*root, fileName);
    return result;
}

LoadResult loadScenarioText(const std::string &text, const std::string &fileName)
{
    return loadText(text, fileName);
}

std::optional<std::string> notARegularFile(const std::string &path)
{
    // Checked before opening: opening a named pipe would wait for a writer forever.
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    switch (status.type()) {
    case fs::file_type::regular:
        return std::nullopt;
    case fs::file_type::not_found:
        return "no such file";
    case fs::file_type::directory:
        return "is a directory";
    case fs::file_type::fifo:
        return "is not a regular file (a named pipe)";
    case fs::file_type::character:
    case fs::file_type::block:
        return "is not a regular file (a device)";
    case fs::file_type::socket:
        return "is not a regular file (a socket)";
    case fs::file_type::none:
        if (ec == std::errc::permission_denied)
            return "cannot be read: permission denied";
        return "cannot be read: " + ec.message();
    default:
        return "is not a regular file";
    }
}

LoadResult loadScenarioFile(const std::string &path)
{
    LoadResult result;
    const QString qpath = QString::fromStdString(path);
    if (const auto problem = notARegularFile(path)) {
        result.diagnostics.add({path, 0, 0}, "", *problem + ": expected a scenario file (.json)");
        return result;
    }
    const QFileInfo info(qpath);
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
    // Parsed where it lies: a copy of an 8 MB file is 8 MB more.
    const QByteArray bytes = file.read(sf::maxFileBytes + 1);
    return loadText(
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), path);
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

Scenario exampleFromGame(const Scenario &base, const Game &game)
{
    Scenario s = base;
    s.initial = game.initialState();
    s.script.clear();
    s.scriptSources.clear();
    for (int i = 0; i < game.position(); ++i) {
        const LogEntry &entry = game.log()[static_cast<std::size_t>(i)];
        ScriptStep step;
        step.title = entry.title;
        step.action = entry.evaluation.action;
        for (const DieRoll &roll : entry.resolution.rolls)
            step.dice.push_back(roll.face);
        // A script step has no note of its own: the player's note joins the narration, where
        // whoever steps through the example reads it.
        step.narration = entry.narration;
        if (!entry.note.empty())
            step.narration
                += (step.narration.empty() ? "" : "\n\n") + std::string("Note: ") + entry.note;
        step.bookmark = entry.bookmark;
        s.script.push_back(std::move(step));
    }
    s.log.clear();
    s.logSources.clear();
    s.position = 0;
    s.seed = 1;
    s.draws = 0;
    return s;
}

std::string scenarioToText(const Scenario &scenario)
{
    return JsonWriter().write(ScenarioWriter::write(scenario));
}

std::optional<std::string> checkReadable(const std::string &text)
{
    Diagnostics d;
    if (JsonParser(scenarioLimits()).parse(text, "", d))
        return std::nullopt;
    const std::string &reason = d.items().empty() ? std::string() : d.items().front().message;
    return reason;
}

/**
 * Whether candidate is a temporary file a save of the file named targetName left when it was
 * killed before its rename: only writeFileAtomically's own names ("<target>.hexfire-save-XXXXXX"),
 * never a name the player may have chosen ("game.json.Backup", ".Turn12"). One modified in the last
 * minute may be another instance's save in flight and is left alone.
 */
static bool isSaveLeftover(const QFileInfo &candidate, const QString &targetName)
{
    return isTemporarySaveName(candidate.fileName(), targetName) && candidate.isFile()
        && !candidate.isSymLink()
        && candidate.lastModified().secsTo(QDateTime::currentDateTime()) >= 60;
}

int removeSaveLeftovers(const std::string &path)
{
    // The temporary files lie beside the file a link leads to (writeFileAtomically).
    const QFileInfo target(saveTarget(QString::fromStdString(path)));
    const QString targetName = target.fileName();
    if (targetName.isEmpty())
        return 0;
    int removed = 0;
    const QDir dir = target.absoluteDir();
    const QStringList names = dir.entryList(
        {targetName + QStringLiteral(".hexfire-save-*")}, QDir::Files | QDir::Hidden);
    for (const QString &name : names) {
        const QFileInfo candidate(dir.filePath(name));
        if (isSaveLeftover(candidate, targetName) && QFile::remove(candidate.absoluteFilePath()))
            ++removed;
    }
    return removed;
}

bool saveScenarioFile(
    const Scenario &scenario, const std::string &path, std::string *error, const WriteSink &sink)
{
    const std::string text = scenarioToText(scenario);
    // Whatever HexFire writes must open again: check the text against the reader's limits before
    // anything is touched, so a refused save leaves the previous file as it was.
    if (const auto unreadable = checkReadable(text)) {
        if (error)
            *error = "cannot save " + shownText(path, 200)
                + ": the file could not be opened again (" + *unreadable + "); nothing was written";
        return false;
    }
    removeSaveLeftovers(path);
    // Every byte written, flushed, synced and counted before the rename: a full disk or a failing
    // write leaves the previous file as it was and says so (savefile.h).
    return writeFileAtomically(path, text, error, sink);
}

} // namespace hexfire
