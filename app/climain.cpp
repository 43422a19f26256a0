#include "hexfire_version.h"

#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/play/game.h"
#include "core/scenario/scenarioformat.h"
#include "core/scenario/scenarioio.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

using namespace hexfire;

namespace {

// Exit codes (documented in docs/scenario-format.md and --help).
constexpr int exitOk = 0;
constexpr int exitInvalid = 1; // a file or an action failed
constexpr int exitUsage = 2; // bad command line

QString q(const std::string &s) { return QString::fromStdString(s); }
QString q(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

void printErr(const std::string &s)
{
    std::cerr << s << (s.empty() || s.back() != '\n' ? "\n" : "");
}

/** One step to play: a script step, or a saved game's log entry when there is no script. */
struct Step {
    Action action;
    std::vector<int> faces;
    std::string title;
    std::string narration;
};

struct Loaded {
    Scenario scenario;
    std::unique_ptr<Game> game; // at the initial position, no log
    std::vector<Step> steps;
};

std::optional<Loaded> load(const std::string &path)
{
    LoadResult r = loadScenarioFile(path);
    if (!r.ok()) {
        printErr(r.diagnostics.format());
        return std::nullopt;
    }
    Loaded l;
    l.scenario = std::move(*r.scenario);
    Scenario fresh = l.scenario;
    fresh.log.clear();
    fresh.logSources.clear();
    fresh.position = 0;
    Diagnostics d;
    l.game = makeGame(fresh, d);
    if (!l.game) {
        printErr(d.format());
        return std::nullopt;
    }
    if (!l.scenario.script.empty()) {
        for (const ScriptStep &s : l.scenario.script)
            l.steps.push_back({s.action, s.dice, s.title, s.narration});
    } else {
        for (const SavedLogEntry &e : l.scenario.log)
            l.steps.push_back({e.action, e.faces, e.title, e.narration});
    }
    return l;
}

std::string signedValue(const ExplanationLine &l) { return l.value; }

std::string tags(bool assumed, bool notOfficial)
{
    std::string s;
    if (assumed)
        s += " (assumed)";
    if (notOfficial)
        s += " (not official)";
    return s;
}

std::string lineText(const ExplanationLine &l)
{
    std::string s = l.text;
    if (!l.value.empty())
        s += ": " + signedValue(l);
    s += "  [" + (l.rule.empty() ? std::string("no rule reference") : l.rule) + "]";
    return s + tags(l.assumed, l.notOfficial);
}

std::string percent(double p)
{
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.2f%%", p * 100.0);
    return buf;
}

std::string describeAction(const GameState &s, const Action &a)
{
    std::string text(displayName(a.kind));
    if (!a.actors.empty()) {
        text += " by ";
        for (std::size_t i = 0; i < a.actors.size(); ++i)
            text += (i ? ", " : "") + a.actors[i].value;
    }
    if (a.target)
        text += " at " + s.map().label(*a.target);
    if (a.via)
        text += " via " + s.map().label(*a.via);
    if (a.markerValue)
        text += ", marker value " + std::to_string(*a.markerValue);
    if (a.mortarValue)
        text += ", mortar value " + std::to_string(*a.mortarValue);
    if (!a.support.empty())
        text += " (" + a.support + ")";
    return text;
}

std::string effectText(const GameState &s, const Effect &e)
{
    std::string text(displayName(e.kind));
    if (e.unit)
        text = e.unit->value + ": " + text;
    if (e.count)
        text += " x" + std::to_string(e.count);
    if (e.check)
        text += " (die " + std::to_string(e.check->roll) + " vs " + std::to_string(e.check->target)
            + (e.check->passed ? ", passed)" : ", failed)");
    if (e.marker)
        text += " " + toString(e.marker->kind) + " " + std::to_string(e.marker->value)
            + (e.marker->tem ? " (TEM " + std::to_string(e.marker->tem) + " for the units in cover)"
                             : "")
            + " in " + s.map().label(e.marker->hex);
    if (e.to)
        text += " to " + s.map().label(*e.to);
    if (!e.note.empty())
        text += " - " + e.note;
    return text;
}

// --- JSON -------------------------------------------------------------------------------------

QJsonArray linesJson(const std::vector<ExplanationLine> &lines)
{
    QJsonArray out;
    for (const ExplanationLine &l : lines) {
        QJsonObject o {{"key", q(l.key)}, {"label", q(l.text)}, {"value", q(l.value)},
            {"rule", q(l.rule)}, {"source", q(l.source)}, {"assumed", l.assumed},
            {"notOfficial", l.notOfficial}};
        if (l.number)
            o["number"] = *l.number;
        out.append(o);
    }
    return out;
}

QJsonArray oddsJson(const std::vector<OddsTable> &tables)
{
    QJsonArray out;
    for (const OddsTable &t : tables) {
        for (const OutcomeOdds &o : t.outcomes)
            out.append(QJsonObject {{"subject", q(t.subject)}, {"title", q(t.title)},
                {"outcome", q(o.key)}, {"label", q(o.label)}, {"probability", o.probability},
                {"assumed", t.assumed}});
    }
    return out;
}

QJsonArray losJson(const GameState &s, const std::vector<LosTrace> &traces)
{
    QJsonArray out;
    for (const LosTrace &t : traces)
        out.append(
            QJsonObject {{"from", q(s.map().label(t.firer))}, {"to", q(s.map().label(t.target))},
                {"verdict", q(toString(t.verdict))}, {"hindrance", t.hindrance}});
    return out;
}

QJsonArray finalsJson(const std::vector<FinalNumber> &finals)
{
    QJsonArray out;
    for (const FinalNumber &f : finals)
        out.append(QJsonObject {{"key", q(f.key)}, {"label", q(f.label)}, {"value", f.value},
            {"subject", q(f.subject)}});
    return out;
}

QJsonArray effectsJson(const GameState &s, const std::vector<Effect> &effects)
{
    QJsonArray out;
    for (const Effect &e : effects) {
        QJsonObject o {{"effect", q(key(e.kind))}};
        o["unit"] = e.unit ? QJsonValue(q(e.unit->value)) : QJsonValue();
        if (e.count)
            o["count"] = e.count;
        if (e.check)
            o["check"] = QJsonObject {
                {"roll", e.check->roll}, {"target", e.check->target}, {"passed", e.check->passed}};
        if (e.marker)
            o["marker"] = QJsonObject {{"id", e.marker->id.value},
                {"kind", q(toString(e.marker->kind))}, {"hex", q(s.map().label(e.marker->hex))},
                {"value", e.marker->value}, {"tem", e.marker->tem}};
        if (e.from)
            o["from"] = q(s.map().label(*e.from));
        if (e.to)
            o["to"] = q(s.map().label(*e.to));
        if (!e.note.empty())
            o["note"] = q(e.note);
        out.append(o);
    }
    return out;
}

QJsonObject actionJson(const GameState &s, const Action &a)
{
    QJsonArray actors;
    for (const UnitId &u : a.actors)
        actors.append(q(u.value));
    QJsonObject o {{"action", q(key(a.kind))}, {"actors", actors}};
    o["target"] = a.target ? QJsonValue(q(s.map().label(*a.target))) : QJsonValue();
    if (a.via)
        o["via"] = q(s.map().label(*a.via));
    if (a.markerValue)
        o["markerValue"] = *a.markerValue;
    if (a.mortarValue)
        o["mortarValue"] = *a.mortarValue;
    if (!a.support.empty())
        o["support"] = q(a.support);
    return o;
}

QJsonArray unitsJson(const GameState &s)
{
    QJsonArray out;
    for (const Unit &u : s.units()) {
        QJsonArray status;
        for (std::string_view k : scenarioformat::statusKeys()) {
            if (u.status.*scenarioformat::statusFlag(k))
                status.append(q(k));
        }
        out.append(QJsonObject {{"id", q(u.id.value)}, {"name", q(u.name)},
            {"side", q(u.side.value)}, {"hex", q(s.map().label(u.hex))}, {"strength", u.strength},
            {"maxStrength", u.maxStrength}, {"status", status},
            {"eliminated", u.status.eliminated}});
    }
    return out;
}

QJsonArray assumptionsJson(const std::vector<Assumption> &as)
{
    QJsonArray out;
    for (const Assumption &a : as)
        out.append(
            QJsonObject {{"key", q(a.key)}, {"text", q(a.text)}, {"reference", q(a.reference)}});
    return out;
}

void printJson(const QJsonObject &o)
{
    std::cout << QJsonDocument(o).toJson(QJsonDocument::Indented).toStdString();
}

// --- text -------------------------------------------------------------------------------------

void printEvaluation(const GameState &s, const Evaluation &e)
{
    std::cout << "  Legal: " << (e.legal ? "yes" : "no");
    if (!e.legal)
        std::cout << " - " << e.whyNot << (e.whyNotRule.empty() ? "" : " [" + e.whyNotRule + "]");
    std::cout << "\n";
    for (const LosTrace &t : e.los)
        std::cout << "  LOS " << s.map().label(t.firer) << " -> " << s.map().label(t.target) << ": "
                  << toString(t.verdict)
                  << (t.hindrance ? " (hindrance " + std::to_string(t.hindrance) + ")" : "")
                  << "\n";
    if (!e.lines.empty()) {
        std::cout << "  Modifiers:\n";
        for (const ExplanationLine &l : e.lines)
            std::cout << "    " << lineText(l) << "\n";
    }
    if (!e.odds.empty()) {
        std::cout << "  Odds:\n";
        for (const OddsTable &t : e.odds) {
            std::cout << "    " << t.title << " [" << t.subject << "]" << tags(t.assumed, false)
                      << ":";
            for (const OutcomeOdds &o : t.outcomes)
                std::cout << " " << o.label << " " << percent(o.probability) << ";";
            std::cout << "\n";
        }
    }
    if (!e.dice.empty()) {
        std::cout << "  Dice:";
        for (const DieSpec &d : e.dice)
            std::cout << " d" << d.sides << " " << d.purpose
                      << (d.conditional ? " (if needed)" : "") << ";";
        std::cout << "\n";
    }
}

void printResolution(const GameState &before, const Resolution &r)
{
    if (!r.rolls.empty()) {
        std::cout << "  Rolls:";
        for (const DieRoll &d : r.rolls)
            std::cout << " d" << d.sides << "=" << d.face << " (" << d.purpose << ");";
        std::cout << "\n";
    }
    if (!r.lines.empty()) {
        std::cout << "  Resolution:\n";
        for (const ExplanationLine &l : r.lines)
            std::cout << "    " << lineText(l) << "\n";
    }
    for (const FinalNumber &f : r.finals)
        std::cout << "  Final: " << f.label << " = " << f.value << "\n";
    for (const Outcome &o : r.outcomes)
        std::cout << "  Outcome: " << o.subject << ": " << o.label << "\n";
    for (const Effect &e : r.effects)
        std::cout << "  Effect: " << effectText(before, e) << "\n";
}

void printUnits(const GameState &s)
{
    std::cout << "Units:\n";
    for (const Unit &u : s.units()) {
        std::cout << "  " << u.id.value << " (" << u.name << ", " << u.side.value << ") "
                  << s.map().label(u.hex) << ", strength " << u.strength << "/" << u.maxStrength;
        for (std::string_view k : scenarioformat::statusKeys()) {
            if (u.status.*scenarioformat::statusFlag(k))
                std::cout << ", " << k;
        }
        std::cout << "\n";
    }
}

void printAssumptions(const std::vector<Assumption> &as)
{
    if (as.empty())
        return;
    std::cout << "Assumptions in force (DEFAULTs of the rules reference):\n";
    for (const Assumption &a : as)
        std::cout << "  " << a.key << ": " << a.text << " [" << a.reference << "] (assumed)\n";
}

// --- commands ---------------------------------------------------------------------------------

int validate(const QStringList &files)
{
    if (files.isEmpty()) {
        printErr("hexfire-cli validate: expected at least one FILE");
        return exitUsage;
    }
    int status = exitOk;
    for (const QString &f : files) {
        const std::string path = f.toStdString();
        LoadResult r = loadScenarioFile(path);
        if (r.ok())
            checkScenario(*r.scenario, r.diagnostics);
        if (r.ok()) {
            std::cout << path << ": ok\n";
        } else {
            printErr(r.diagnostics.format());
            status = exitInvalid;
        }
    }
    return status;
}

/** Plays steps [0, count) with their faces; prints nothing. Returns an error message or nothing. */
std::optional<std::string> playSteps(Loaded &l, int count)
{
    for (int i = 0; i < count; ++i) {
        const Step &step = l.steps[static_cast<std::size_t>(i)];
        ScriptedDice dice(step.faces);
        try {
            l.game->commit(step.action, dice, step.title, step.narration);
        } catch (const Error &e) {
            return "step " + std::to_string(i + 1) + ": " + e.what();
        }
    }
    return std::nullopt;
}

int replay(const std::string &path, std::optional<int> to, bool json)
{
    auto loaded = load(path);
    if (!loaded)
        return exitInvalid;
    Loaded &l = *loaded;
    const int total = static_cast<int>(l.steps.size());
    if (to && (*to < 0 || *to > total)) {
        printErr("hexfire-cli replay: --to " + std::to_string(*to) + " is outside 0.."
            + std::to_string(total) + " (the file has " + std::to_string(total) + " steps)");
        return exitUsage;
    }
    const int count = to.value_or(total);
    QJsonArray steps;
    int status = exitOk;
    if (!json)
        std::cout << l.scenario.title << " (" << l.game->rules().displayName() << ")\n";
    for (int i = 0; i < count; ++i) {
        const Step &step = l.steps[static_cast<std::size_t>(i)];
        const GameState before = l.game->state();
        const Evaluation e = l.game->evaluate(step.action);
        QJsonObject o = actionJson(before, step.action);
        o["step"] = i + 1;
        o["title"] = q(step.title);
        o["legal"] = e.legal;
        if (!e.legal)
            o["whyNot"] = q(e.whyNot + (e.whyNotRule.empty() ? "" : " [" + e.whyNotRule + "]"));
        o["los"] = losJson(before, e.los);
        o["modifiers"] = linesJson(e.lines);
        o["odds"] = oddsJson(e.odds);
        if (!json) {
            std::cout << "\nStep " << i + 1 << ": " << step.title
                      << "\n  Action: " << describeAction(before, step.action) << "\n";
            if (!step.narration.empty())
                std::cout << "  Narration: " << step.narration << "\n";
            printEvaluation(before, e);
        }
        std::optional<Resolution> r;
        std::string problem;
        if (e.legal) {
            ScriptedDice dice(step.faces);
            try {
                r = l.game->commit(step.action, dice, step.title, step.narration).resolution;
                if (!dice.exhausted())
                    problem = "the step used " + std::to_string(dice.position()) + " of the "
                        + std::to_string(step.faces.size()) + " faces given";
            } catch (const Error &err) {
                problem = err.what();
            }
        } else {
            problem = "the rules refuse this action: " + e.whyNot;
        }
        if (r) {
            QJsonArray rolls;
            for (const DieRoll &d : r->rolls)
                rolls.append(
                    QJsonObject {{"die", d.sides}, {"face", d.face}, {"purpose", q(d.purpose)}});
            o["rolls"] = rolls;
            o["finals"] = finalsJson(r->finals);
            o["final"] = r->finals.empty() ? QJsonValue() : QJsonValue(r->finals.back().value);
            QJsonArray outcomes;
            for (const Outcome &oc : r->outcomes)
                outcomes.append(QJsonObject {
                    {"subject", q(oc.subject)}, {"outcome", q(oc.key)}, {"label", q(oc.label)}});
            o["outcomes"] = outcomes;
            o["outcome"]
                = r->outcomes.empty() ? QJsonValue() : QJsonValue(q(r->outcomes.front().key));
            o["effects"] = effectsJson(before, r->effects);
            o["explanation"] = linesJson(r->lines);
            if (!json)
                printResolution(before, *r);
        }
        if (!step.narration.empty())
            o["narration"] = q(step.narration);
        steps.append(o);
        if (!problem.empty()) {
            printErr(
                path + ": step " + std::to_string(i + 1) + " (" + step.title + "): " + problem);
            status = exitInvalid;
            break;
        }
    }
    if (json) {
        QJsonObject doc {{"scenario", q(l.scenario.title)}, {"ruleset", q(l.scenario.rulesetId)},
            {"steps", steps}, {"units", unitsJson(l.game->state())},
            {"assumptions", assumptionsJson(l.game->rules().assumptions())}};
        printJson(doc);
    } else {
        std::cout << "\n";
        printUnits(l.game->state());
        printAssumptions(l.game->rules().assumptions());
    }
    return status;
}

int los(const std::string &path, const std::string &fromText, const std::string &toText, bool json)
{
    auto loaded = load(path);
    if (!loaded)
        return exitInvalid;
    const GameState &s = loaded->game->state();
    Hex from;
    Hex to;
    try {
        from = s.map().parse(fromText);
        to = s.map().parse(toText);
    } catch (const Error &e) {
        printErr(std::string("hexfire-cli los: ") + e.what());
        return exitInvalid;
    }
    const LosTrace t = loaded->game->rules().traceLos(s, from, to);
    if (json) {
        QJsonArray elements;
        for (const LosElement &el : t.elements) {
            QJsonObject o {{"kind", q(toString(el.kind))}, {"side", q(toString(el.side))},
                {"hex", q(s.map().label(el.hex))}, {"effect", q(toString(el.obstacle.effect))},
                {"hindrance", el.obstacle.hindrance}, {"offMap", el.offMap}};
            if (el.kind == LosElementKind::HexsideCrossed
                || el.kind == LosElementKind::HexsideAlong) {
                o["toward"] = q(s.map().label(neighbor(el.hex, el.direction)));
                o["feature"] = q(el.feature);
            }
            if (el.obstacle.reason) {
                o["reason"] = q(el.obstacle.reason->text);
                o["rule"] = q(el.obstacle.reason->ruleRef);
            }
            elements.append(o);
        }
        printJson(QJsonObject {{"from", q(s.map().label(from))}, {"to", q(s.map().label(to))},
            {"verdict", q(toString(t.verdict))}, {"hindrance", t.hindrance},
            {"line", q(toString(t.lineKind))}, {"policy", q(toString(t.policy))},
            {"decision", q(toString(t.decision))}, {"explanation", q(t.policyExplanation())},
            {"elements", elements}});
        return exitOk;
    }
    std::cout << "LOS " << s.map().label(from) << " -> " << s.map().label(to) << ": "
              << toString(t.verdict)
              << (t.hindrance ? " (hindrance " + std::to_string(t.hindrance) + ")" : "") << "\n"
              << "  line: " << toString(t.lineKind) << ", hexside policy " << toString(t.policy)
              << ": " << t.policyExplanation() << "\n";
    for (const LosElement &el : t.elements) {
        std::cout << "  " << toString(el.kind) << " " << s.map().label(el.hex);
        if (el.kind == LosElementKind::HexsideCrossed || el.kind == LosElementKind::HexsideAlong)
            std::cout << "|" << s.map().label(neighbor(el.hex, el.direction)) << " " << el.feature;
        if (el.side != LosSide::Both)
            std::cout << " (" << toString(el.side) << " side)";
        std::cout << ": " << toString(el.obstacle.effect);
        if (el.obstacle.effect == LosEffect::Hinder)
            std::cout << " " << el.obstacle.hindrance;
        if (el.obstacle.reason)
            std::cout << " - " << el.obstacle.reason->text << " [" << el.obstacle.reason->ruleRef
                      << "]";
        if (el.offMap)
            std::cout << " (off the map)";
        std::cout << "\n";
    }
    return exitOk;
}

int odds(const std::string &path, int stepNumber, bool json)
{
    auto loaded = load(path);
    if (!loaded)
        return exitInvalid;
    Loaded &l = *loaded;
    const int total = static_cast<int>(l.steps.size());
    if (stepNumber < 1 || stepNumber > total) {
        printErr("hexfire-cli odds: --step " + std::to_string(stepNumber) + " is outside 1.."
            + std::to_string(total));
        return exitUsage;
    }
    if (const auto problem = playSteps(l, stepNumber - 1)) {
        printErr(path + ": " + *problem);
        return exitInvalid;
    }
    const Step &step = l.steps[static_cast<std::size_t>(stepNumber - 1)];
    const GameState &s = l.game->state();
    const Evaluation e = l.game->evaluate(step.action);
    if (json) {
        QJsonObject o = actionJson(s, step.action);
        o["step"] = stepNumber;
        o["title"] = q(step.title);
        o["legal"] = e.legal;
        if (!e.legal)
            o["whyNot"] = q(e.whyNot);
        o["los"] = losJson(s, e.los);
        o["modifiers"] = linesJson(e.lines);
        o["odds"] = oddsJson(e.odds);
        QJsonArray dice;
        for (const DieSpec &d : e.dice)
            dice.append(QJsonObject {
                {"die", d.sides}, {"purpose", q(d.purpose)}, {"conditional", d.conditional}});
        o["dice"] = dice;
        o["assumptions"] = assumptionsJson(e.assumptions);
        printJson(o);
    } else {
        std::cout << "Step " << stepNumber << ": " << step.title
                  << "\n  Action: " << describeAction(s, step.action) << "\n";
        printEvaluation(s, e);
        printAssumptions(e.assumptions);
    }
    return e.legal ? exitOk : exitInvalid;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hexfire-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEXFIRE_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "HexFire without a window: validate scenarios, replay rulebook examples, LOS and odds.\n"
        "\n"
        "Commands:\n"
        "  validate FILE...              Check scenario or saved-game files (every field, the\n"
        "                                ruleset's setup rules, and that the script and log\n"
        "                                replay). Prints \"FILE: ok\" per valid file.\n"
        "  replay FILE [--to N] [--json] Play the scripted steps with their dice and print each\n"
        "                                step's action, LOS, modifiers with rule references, "
        "exact\n"
        "                                odds, rolls, final numbers, outcome and effects, then "
        "the\n"
        "                                units. --to N stops after step N.\n"
        "  los FILE FROM TO [--json]     Line of sight between two hexes (the map's own labels,\n"
        "                                e.g. H9) with the full trace.\n"
        "  odds FILE --step N [--json]   The exact odds of step N's action without rolling (the\n"
        "                                steps before it are played with their dice).\n"
        "\n"
        "Steps are numbered from 1. Errors go to stderr as file:line:column: path: message.\n"
        "Exit status: 0 success, 1 invalid file or failed step, 2 bad command line.\n"
        "The JSON schemas are in docs/scenario-format.md."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("command"), QStringLiteral("validate, replay, los or odds"));
    parser.addPositionalArgument(QStringLiteral("args"),
        QStringLiteral("FILE and the command's arguments"), QStringLiteral("[args...]"));
    const QCommandLineOption jsonOption(
        QStringLiteral("json"), QStringLiteral("Print one JSON document (replay, los, odds)."));
    const QCommandLineOption toOption(
        QStringLiteral("to"), QStringLiteral("replay: stop after step N."), QStringLiteral("N"));
    const QCommandLineOption stepOption(QStringLiteral("step"),
        QStringLiteral("odds: the step whose odds to show."), QStringLiteral("N"));
    parser.addOption(jsonOption);
    parser.addOption(toOption);
    parser.addOption(stepOption);
    if (!parser.parse(QCoreApplication::arguments())) {
        printErr("hexfire-cli: " + parser.errorText().toStdString() + " (see --help)");
        return exitUsage;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(exitOk);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    QStringList args = parser.positionalArguments();
    if (args.isEmpty()) {
        printErr("hexfire-cli: expected a command: validate, replay, los or odds (see --help)");
        return exitUsage;
    }
    const QString command = args.takeFirst();
    const bool json = parser.isSet(jsonOption);
    auto number = [&](const QCommandLineOption &o, const char *name) -> std::optional<int> {
        bool ok = false;
        const int n = parser.value(o).toInt(&ok);
        if (!ok) {
            printErr(std::string("hexfire-cli: --") + name + " expects a whole number, got \""
                + parser.value(o).toStdString() + "\"");
            return std::nullopt;
        }
        return n;
    };
    try {
        if (command == QLatin1String("validate"))
            return validate(args);
        if (command == QLatin1String("replay")) {
            if (args.size() != 1) {
                printErr("hexfire-cli replay: expected FILE [--to N] [--json]");
                return exitUsage;
            }
            std::optional<int> to;
            if (parser.isSet(toOption)) {
                to = number(toOption, "to");
                if (!to)
                    return exitUsage;
            }
            return replay(args[0].toStdString(), to, json);
        }
        if (command == QLatin1String("los")) {
            if (args.size() != 3) {
                printErr("hexfire-cli los: expected FILE FROM TO [--json]");
                return exitUsage;
            }
            return los(args[0].toStdString(), args[1].toStdString(), args[2].toStdString(), json);
        }
        if (command == QLatin1String("odds")) {
            if (args.size() != 1 || !parser.isSet(stepOption)) {
                printErr("hexfire-cli odds: expected FILE --step N [--json]");
                return exitUsage;
            }
            const auto step = number(stepOption, "step");
            if (!step)
                return exitUsage;
            return odds(args[0].toStdString(), *step, json);
        }
    } catch (const std::exception &e) {
        // A bug, not bad input: bad input is reported as diagnostics above. Still never crash.
        printErr(std::string("hexfire-cli: internal error: ") + e.what());
        return exitInvalid;
    }
    printErr("hexfire-cli: unknown command \"" + command.toStdString()
        + "\": expected validate, replay, los or odds (see --help)");
    return exitUsage;
}
