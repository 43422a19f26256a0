#include "app/cli.h"

#include "hexfire_version.h"

#include "core/data/datareader.h"
#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/play/game.h"
#include "core/play/quiz.h"
#include "core/rules/oddssummary.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/scenarioio.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cstdio>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <streambuf>
#include <string>
#include <string_view>
#include <type_traits>
#include <unistd.h>
#include <variant>
#include <vector>

namespace hexfire {

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

/**
 * Writes through to another stream buffer with control characters escaped (\u001b for ESC, C1
 * controls too), newlines and tabs kept. Installed on std::cout and std::cerr for a whole command:
 * titles, names and narration come from files, and no file may move the cursor, recolour the
 * terminal or forge a line that looks like a diagnostic of another file.
 */
class ControlEscapingBuffer final : public std::streambuf {
public:
    explicit ControlEscapingBuffer(std::streambuf *target)
        : m_target(target)
    { }

protected:
    int_type overflow(int_type ch) override
    {
        if (traits_type::eq_int_type(ch, traits_type::eof()))
            return traits_type::not_eof(ch);
        const auto c = static_cast<unsigned char>(traits_type::to_char_type(ch));
        if (m_pendingC2) {
            m_pendingC2 = false;
            if (c >= 0x80 && c <= 0x9f)
                return put(escaped(c)) ? ch : traits_type::eof();
            if (!put(std::string_view("\xC2", 1)))
                return traits_type::eof();
        }
        if (c == 0xC2) {
            m_pendingC2 = true; // a C1 control is C2 80..C2 9F in UTF-8
            return ch;
        }
        const bool control = (c < 0x20 && c != '\n' && c != '\t') || c == 0x7f;
        const char plain = static_cast<char>(c);
        return put(control ? escaped(c) : std::string_view(&plain, 1)) ? ch : traits_type::eof();
    }
    int sync() override
    {
        if (m_pendingC2) {
            m_pendingC2 = false;
            if (!put(std::string_view("\xC2", 1)))
                return -1;
        }
        return m_target->pubsync();
    }

private:
    static std::string escaped(unsigned char c)
    {
        static const char hex[] = "0123456789abcdef";
        if (c == '\r')
            return "\\r";
        return std::string("\\u00") + hex[c >> 4] + hex[c & 15];
    }
    bool put(std::string_view s)
    {
        return m_target->sputn(s.data(), static_cast<std::streamsize>(s.size()))
            == static_cast<std::streamsize>(s.size());
    }

    std::streambuf *m_target;
    bool m_pendingC2 = false;
};

/** Installs ControlEscapingBuffer on a stream for its lifetime, then puts the old buffer back. */
class EscapedOutput final {
public:
    explicit EscapedOutput(std::ostream &stream)
        : m_stream(stream)
        , m_buffer(stream.rdbuf())
        , m_previous(stream.rdbuf(&m_buffer))
    { }
    ~EscapedOutput()
    {
        m_stream.flush();
        m_stream.rdbuf(m_previous);
    }
    EscapedOutput(const EscapedOutput &) = delete;
    EscapedOutput &operator=(const EscapedOutput &) = delete;

private:
    std::ostream &m_stream;
    ControlEscapingBuffer m_buffer;
    std::streambuf *m_previous;
};

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

/** A parameter's value as the player reads it: "3", "yes", "H9", "us-squad, us-mg". */
std::string paramText(const ParamValue &value, const GameState &s)
{
    return std::visit(
        [&](const auto &v) -> std::string {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, int>) {
                return std::to_string(v);
            } else if constexpr (std::is_same_v<T, bool>) {
                return v ? "yes" : "no";
            } else if constexpr (std::is_same_v<T, std::string>) {
                return v;
            } else if constexpr (std::is_same_v<T, Hex>) {
                return s.map().label(v);
            } else if constexpr (std::is_same_v<T, UnitId>) {
                return v.value;
            } else {
                std::string text;
                for (const UnitId &u : v)
                    text += (text.empty() ? "" : ", ") + u.value;
                return text;
            }
        },
        value);
}

QJsonValue paramJson(const ParamValue &value, const GameState &s)
{
    return std::visit(
        [&](const auto &v) -> QJsonValue {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, int> || std::is_same_v<T, bool>) {
                return QJsonValue(v);
            } else if constexpr (std::is_same_v<T, std::string>) {
                return q(v);
            } else if constexpr (std::is_same_v<T, Hex>) {
                return q(s.map().label(v));
            } else if constexpr (std::is_same_v<T, UnitId>) {
                return q(v.value);
            } else {
                QJsonArray list;
                for (const UnitId &u : v)
                    list.append(q(u.value));
                return list;
            }
        },
        value);
}

QJsonObject paramsJson(const ParamMap &params, const GameState &s)
{
    QJsonObject o;
    for (const auto &[key, value] : params)
        o[q(key)] = paramJson(value, s);
    return o;
}

/** "Fire by us-squad at H9, Fire value -1": the display name, then every parameter as "label
 *  value" in the order the action type declares them. */
/** "German 2nd Squad": how text output names a unit (ids are for --actor and the JSON). */
std::string unitLabel(const GameState &s, const UnitId &id)
{
    const Unit *u = s.findUnit(id);
    if (!u)
        return id.value;
    const Side *side = s.findSide(u->side);
    return side ? side->name + " " + u->name : u->name;
}

std::string describeAction(const Game &game, const GameState &s, const Action &a)
{
    std::string text = game.actionName(a);
    if (!a.actors.empty()) {
        text += " by ";
        for (std::size_t i = 0; i < a.actors.size(); ++i)
            text += (i ? ", " : "") + unitLabel(s, a.actors[i]);
    }
    if (a.target)
        text += " at " + s.map().label(*a.target);
    if (a.targetUnit)
        text += " at " + unitLabel(s, *a.targetUnit);
    if (a.via)
        text += " via " + s.map().label(*a.via);
    const ActionType *type = findByKey(game.rules().vocabulary().actions, a.kind);
    std::vector<std::string> shown;
    if (type) {
        for (const ParamSpec &spec : type->params) {
            const auto it = a.params.find(spec.key);
            if (it == a.params.end())
                continue;
            // A choice reads as its label ("Carré"), not its key.
            std::string value = paramText(it->second, s);
            for (const ParamChoice &c : spec.choices) {
                if (c.key == value)
                    value = c.label;
            }
            text += ", " + spec.label + " " + value;
            shown.push_back(spec.key);
        }
    }
    for (const auto &[key, value] : a.params) {
        if (std::find(shown.begin(), shown.end(), key) == shown.end())
            text += ", " + key + " " + paramText(value, s);
    }
    return text;
}

std::string markerText(const RuleSet &rules, const GameState &s, const Marker &m)
{
    const MarkerType *type = findByKey(rules.vocabulary().markers, m.kind);
    std::string text = type ? type->name : m.kind;
    const MarkerView view = rules.describeMarker(s, m);
    if (!view.value.empty())
        text += " " + view.value;
    else if (m.value != 0 || (type && type->showsValue))
        text += " " + std::to_string(m.value);
    return text + " in " + s.map().label(m.hex);
}

std::string effectName(const RuleSet &rules, const Effect &e)
{
    if (const EffectType *type = findByKey(rules.vocabulary().effects, e.name))
        return type->name;
    return e.name.empty() ? std::string(key(e.kind)) : e.name;
}

std::string effectText(const RuleSet &rules, const GameState &s, const Effect &e)
{
    std::string text = effectName(rules, e);
    if (e.unit) {
        // The unit's name as the player knows it; the JSON keeps the id for scripts.
        const Unit *u = s.findUnit(*e.unit);
        text = (u ? u->name : e.unit->value) + ": " + text;
    }
    const bool oneStep
        = (e.kind == EffectKind::StrengthLost || e.kind == EffectKind::StrengthGained)
        && e.count == 1;
    if (e.kind == EffectKind::DamageChanged) {
        // The level by the rule system's name, not a count.
        const auto &levels = rules.vocabulary().damageLevels;
        if (e.count > 0 && static_cast<std::size_t>(e.count) <= levels.size())
            text += ": " + levels[static_cast<std::size_t>(e.count - 1)];
    } else if (e.count && !oneStep) {
        text += " x" + std::to_string(e.count);
    }
    if (e.check)
        text += " (die " + std::to_string(e.check->roll) + " vs " + std::to_string(e.check->target)
            + (e.check->passed ? ", passed)" : ", failed)");
    if (e.marker)
        text += " " + markerText(rules, s, *e.marker);
    if (e.to)
        text += " to " + s.map().label(*e.to);
    for (const Hex h : e.hexes)
        text += " " + s.map().label(h);
    if (!e.note.empty())
        text += " - " + e.note;
    return text;
}

/** The unit's states in the order the rule system lists them (keys it does not list last). */
std::vector<const StatusType *> statusesOf(const RuleSet &rules, const Unit &u)
{
    std::vector<const StatusType *> out;
    for (const StatusType &t : rules.vocabulary().statuses) {
        if (u.status.has(t.key))
            out.push_back(&t);
    }
    return out;
}

std::vector<std::string> statusKeysOf(const RuleSet &rules, const Unit &u)
{
    std::vector<std::string> keys;
    for (const StatusType *t : statusesOf(rules, u))
        keys.push_back(t->key);
    for (const std::string &k : u.status.keys()) {
        if (!findByKey(rules.vocabulary().statuses, k))
            keys.push_back(k);
    }
    return keys;
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

QJsonObject markerJson(const GameState &s, const Marker &m)
{
    QJsonObject o {{"id", m.id.value}, {"kind", q(m.kind)}, {"hex", q(s.map().label(m.hex))},
        {"value", m.value}, {"params", paramsJson(m.params, s)}};
    if (m.side)
        o["side"] = q(m.side->value);
    if (m.unit)
        o["unit"] = q(m.unit->value);
    return o;
}

/** A rule system's data tree (a unit's profile) as JSON. */
QJsonValue dataJson(const DataNode &n)
{
    switch (n.type) {
    case DataNode::Type::Null:
        return QJsonValue();
    case DataNode::Type::Bool:
        return n.boolean;
    case DataNode::Type::Number:
        return n.isInteger ? QJsonValue(static_cast<qint64>(n.integer)) : QJsonValue(n.number);
    case DataNode::Type::String:
        return QString::fromStdString(n.string);
    case DataNode::Type::Array: {
        QJsonArray a;
        for (const DataNode &item : n.items)
            a.append(dataJson(item));
        return a;
    }
    case DataNode::Type::Object: {
        QJsonObject o;
        for (const DataMember &m : n.members)
            o[QString::fromStdString(m.key)] = dataJson(m.value);
        return o;
    }
    }
    return QJsonValue();
}

QJsonArray hexesJson(const GameState &s, const std::vector<Hex> &hexes)
{
    QJsonArray out;
    for (const Hex h : hexes)
        out.append(q(s.map().label(h)));
    return out;
}

QJsonArray effectsJson(const GameState &s, const std::vector<Effect> &effects)
{
    QJsonArray out;
    for (const Effect &e : effects) {
        // "effect" is the rule system's name (scripts written against earlier output key on it);
        // "change" is the generic state change every rule system shares.
        QJsonObject o {{"effect", q(e.name.empty() ? key(e.kind) : std::string_view(e.name))},
            {"change", q(key(e.kind))}};
        o["unit"] = e.unit ? QJsonValue(q(e.unit->value)) : QJsonValue();
        if (e.count)
            o["count"] = e.count;
        if (!e.status.empty())
            o["status"] = q(e.status);
        if (e.check)
            o["check"] = QJsonObject {
                {"roll", e.check->roll}, {"target", e.check->target}, {"passed", e.check->passed}};
        if (e.marker)
            o["marker"] = markerJson(s, *e.marker);
        if (e.from)
            o["from"] = q(s.map().label(*e.from));
        if (e.to)
            o["to"] = q(s.map().label(*e.to));
        if (e.facing)
            o["facing"] = e.facing->position();
        if (e.kind == EffectKind::HexesChanged)
            o["hexes"] = hexesJson(s, e.hexes);
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
    QJsonObject o {{"action", q(a.kind)}, {"actors", actors}};
    o["target"] = a.target ? QJsonValue(q(s.map().label(*a.target))) : QJsonValue();
    if (a.targetUnit)
        o["targetUnit"] = q(a.targetUnit->value);
    if (a.via)
        o["via"] = q(s.map().label(*a.via));
    o["params"] = paramsJson(a.params, s);
    return o;
}

QJsonArray unitsJson(const RuleSet &rules, const GameState &s)
{
    QJsonArray out;
    for (const Unit &u : s.units()) {
        QJsonArray status;
        for (const std::string &k : statusKeysOf(rules, u))
            status.append(q(k));
        QJsonObject o {{"id", q(u.id.value)}, {"name", q(u.name)}, {"side", q(u.side.value)},
            {"hex", q(s.map().label(u.hex))}, {"strength", u.strength},
            {"maxStrength", u.maxStrength}, {"status", status}, {"eliminated", u.eliminated},
            {"damage", u.damage}};
        if (u.facing)
            o["facing"] = u.facing->position();
        if (!u.alsoIn.empty())
            o["alsoIn"] = hexesJson(s, u.alsoIn);
        // The rule system's part of the unit as a file holds it (a formation, a squad's figures).
        if (u.profile)
            o["profile"] = dataJson(rules.writeUnitProfile(u));
        out.append(o);
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
        // Most important first, each with its one-line answer, as the window shows them.
        for (const OddsTable &t : oddsInDisplayOrder(e.odds)) {
            std::cout << "    " << t.title << tags(t.assumed, false);
            if (const OddsSummary sum = oddsSummary(t); !sum.text.empty())
                std::cout << " (" << sum.text << ")";
            std::cout << ":";
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

void printResolution(const RuleSet &rules, const GameState &before, const Resolution &r)
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
    for (const Outcome &o : r.outcomes) {
        const Unit *u = before.findUnit(UnitId {o.subject});
        std::cout << "  Outcome: " << (u ? u->name : o.subject) << ": " << o.label << "\n";
    }
    for (const Effect &e : r.effects)
        std::cout << "  Effect: " << effectText(rules, before, e) << "\n";
}

void printUnits(const RuleSet &rules, const GameState &s)
{
    std::cout << "Units:\n";
    for (const Unit &u : s.units()) {
        std::cout << "  " << u.id.value << " (" << u.name << ", " << u.side.value << ") "
                  << s.map().label(u.hex);
        for (const Hex h : u.alsoIn)
            std::cout << " and " << s.map().label(h);
        std::cout << ", strength " << u.strength << "/" << u.maxStrength;
        for (const StatusType *t : statusesOf(rules, u))
            std::cout << ", " << t->name;
        if (u.damage > 0) {
            const auto &levels = rules.vocabulary().damageLevels;
            const auto level = static_cast<std::size_t>(u.damage - 1);
            std::cout << ", "
                      << (level < levels.size() ? levels[level]
                                                : "damage " + std::to_string(u.damage));
        }
        if (u.eliminated)
            std::cout << ", eliminated";
        std::cout << "\n";
    }
}

void printAssumptions(const std::vector<Assumption> &as)
{
    if (as.empty())
        return;
    std::cout << "Assumptions in force (HexFire's reading where the rules leave a choice):\n";
    for (const Assumption &a : as)
        std::cout << "  - " << a.text << " [" << a.reference << "] (assumed)\n";
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
                      << "\n  Action: " << describeAction(*l.game, before, step.action) << "\n";
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
                printResolution(l.game->rules(), before, *r);
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
            {"steps", steps}, {"units", unitsJson(l.game->rules(), l.game->state())},
            {"assumptions", assumptionsJson(l.game->rules().assumptions())}};
        printJson(doc);
    } else {
        std::cout << "\n";
        printUnits(l.game->rules(), l.game->state());
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

/** Prints an evaluation without rolling: one JSON object or the text block. */
int printOdds(const Game &game, const Action &action, const Evaluation &e, bool json,
    std::optional<int> stepNumber, const std::string &title)
{
    const GameState &s = game.state();
    if (json) {
        QJsonObject o = actionJson(s, action);
        if (stepNumber) {
            o["step"] = *stepNumber;
            o["title"] = q(title);
        }
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
        if (stepNumber)
            std::cout << "Step " << *stepNumber << ": " << title << "\n";
        std::cout << "  Action: " << describeAction(game, s, action) << "\n";
        printEvaluation(s, e);
        printAssumptions(e.assumptions);
    }
    return e.legal ? exitOk : exitInvalid;
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
    const Evaluation e = l.game->evaluate(step.action);
    return printOdds(*l.game, step.action, e, json, stepNumber, step.title);
}

// --- ad-hoc actions -----------------------------------------------------------------------------

/** What the command line says about an action that is not in the file. */
struct AdHoc {
    std::string kind;
    QStringList actors;
    std::optional<std::string> target;
    std::optional<std::string> via;
    QStringList params; /**< KEY=VALUE */
};

/**
 * Quiz mode on the command line: each step's questions, answered on stdin (a choice's number per
 * line), with right or not and why, and the score at the end; or, with --json, every question
 * with its answer (a teacher's worksheet), nothing read.
 */
int quiz(const std::string &path, bool json)
{
    std::optional<Loaded> loaded = load(path);
    if (!loaded)
        return exitInvalid;
    Loaded &l = *loaded;
    if (l.steps.empty()) {
        printErr(path + ": no steps to be quizzed on: the file has no script or saved steps");
        return exitInvalid;
    }
    Quiz score;
    QJsonArray stepsJson;
    bool stopped = false;
    for (std::size_t i = 0; i < l.steps.size() && !stopped; ++i) {
        const Step &step = l.steps[i];
        ScriptStep scripted;
        scripted.action = step.action;
        scripted.dice = step.faces;
        const std::vector<QuizQuestion> questions
            = quizQuestions(l.game->rules(), l.game->state(), scripted);
        if (json) {
            QJsonArray qs;
            for (const QuizQuestion &question : questions) {
                QJsonArray choices;
                for (const std::string &c : question.choices)
                    choices.append(q(c));
                qs.append(QJsonObject {{"given", q(question.given)},
                    {"question", q(question.prompt)}, {"choices", choices},
                    {"answer", question.answer + 1}, {"why", q(question.why)}});
            }
            stepsJson.append(QJsonObject {
                {"step", static_cast<int>(i + 1)}, {"title", q(step.title)}, {"questions", qs}});
        } else {
            std::cout << "Step " << i + 1 << " of " << l.steps.size() << ": " << step.title << "\n";
            score.ask(static_cast<int>(i + 1), questions);
            while (!score.done()) {
                const QuizQuestion &question = score.current();
                if (!question.given.empty())
                    std::cout << "  " << question.given << "\n";
                std::cout << "  " << question.prompt << "\n";
                for (std::size_t c = 0; c < question.choices.size(); ++c)
                    std::cout << "    " << c + 1 << ". " << question.choices[c] << "\n";
                std::cout << "  Your answer (1-" << question.choices.size() << "): " << std::flush;
                std::string line;
                int choice = 0;
                while (choice == 0) {
                    if (!std::getline(std::cin, line)) {
                        stopped = true;
                        break;
                    }
                    if (!isatty(fileno(stdin)))
                        std::cout << line << "\n"; // the answer read, as a terminal echoes it
                    const QString text = QString::fromStdString(line).trimmed();
                    bool ok = false;
                    const int n = text.toInt(&ok);
                    if (ok && n >= 1 && n <= static_cast<int>(question.choices.size()))
                        choice = n;
                    else
                        std::cout << "  Type a number from 1 to " << question.choices.size() << ": "
                                  << std::flush;
                }
                if (stopped) {
                    std::cout << "\n  No more answers: the quiz stops here.\n";
                    break;
                }
                const std::string right
                    = question.choices[static_cast<std::size_t>(question.answer)];
                const std::string why = question.why;
                const bool wasRight = score.answer(choice - 1);
                std::cout << (wasRight ? std::string("  Right. ")
                                       : "  Not quite: the answer is " + right + ". ")
                          << why << "\n";
            }
        }
        if (stopped)
            break;
        ScriptedDice dice(step.faces);
        try {
            l.game->commit(step.action, dice, step.title, step.narration);
        } catch (const Error &e) {
            printErr(path + ": step " + std::to_string(i + 1) + ": " + e.what());
            return exitInvalid;
        }
    }
    if (json) {
        printJson(QJsonObject {{"file", q(path)}, {"steps", stepsJson}});
        return exitOk;
    }
    std::cout << "Score: " << score.score().text() << "\n";
    return exitOk;
}

std::string didYouMean(const std::string &word, const std::vector<std::string_view> &known)
{
    std::string text;
    if (const auto hint = closestMatch(word, known))
        text = " (did you mean \"" + *hint + "\"?)";
    return text + ": expected " + (known.empty() ? std::string("none") : listChoices(known));
}

std::string rangeText(const ParamSpec &spec)
{
    return std::to_string(spec.minimum) + ".." + std::to_string(spec.maximum);
}

std::string typeText(const ParamSpec &spec)
{
    switch (spec.type) {
    case ParamType::Integer:
        return "a whole number " + rangeText(spec);
    case ParamType::Flag:
        return "yes or no";
    case ParamType::Choice: {
        std::vector<std::string_view> keys;
        for (const ParamChoice &c : spec.choices)
            keys.push_back(c.key);
        return "one of " + listChoices(keys);
    }
    case ParamType::Text:
        return "text";
    case ParamType::Hex:
        return "a hex label";
    case ParamType::Unit:
        return "a unit id";
    case ParamType::UnitList:
        return "unit ids separated by commas";
    }
    return "a value";
}

/** The parameter's value from its command-line text, or the reason it is not one. */
std::variant<ParamValue, std::string> parseParam(
    const ParamSpec &spec, const std::string &text, const GameState &s)
{
    const std::string expected = ": expected " + typeText(spec);
    auto unitId = [&](const std::string &id) -> std::optional<std::string> {
        if (s.findUnit(UnitId {id}))
            return std::nullopt;
        std::vector<std::string_view> ids;
        for (const Unit &u : s.units())
            ids.push_back(u.id.value);
        return "unknown unit \"" + id + "\"" + didYouMean(id, ids);
    };
    switch (spec.type) {
    case ParamType::Integer: {
        bool ok = false;
        const int v = QString::fromStdString(text).toInt(&ok);
        if (!ok)
            return "\"" + text + "\" is not a whole number" + expected;
        if (v < spec.minimum || v > spec.maximum)
            return std::to_string(v) + " is out of range" + expected;
        return ParamValue(v);
    }
    case ParamType::Flag:
        if (text == "yes" || text == "true" || text == "1")
            return ParamValue(true);
        if (text == "no" || text == "false" || text == "0")
            return ParamValue(false);
        return "\"" + text + "\"" + expected;
    case ParamType::Choice:
        for (const ParamChoice &c : spec.choices) {
            if (c.key == text)
                return ParamValue(text);
        }
        return "unknown value \"" + text + "\"" + expected;
    case ParamType::Text:
        return ParamValue(text);
    case ParamType::Hex:
        try {
            return ParamValue(s.map().parse(text));
        } catch (const Error &e) {
            return std::string(e.what());
        }
    case ParamType::Unit:
        if (const auto problem = unitId(text))
            return *problem;
        return ParamValue(UnitId {text});
    case ParamType::UnitList: {
        std::vector<UnitId> units;
        for (const QString &part : QString::fromStdString(text).split(',', Qt::SkipEmptyParts)) {
            const std::string id = part.trimmed().toStdString();
            if (const auto problem = unitId(id))
                return *problem;
            units.push_back(UnitId {id});
        }
        return ParamValue(std::move(units));
    }
    }
    return std::string("unsupported parameter type");
}

/** The action the command line describes, checked against the rule system's ActionType; a message
 *  naming what is wrong otherwise. */
std::variant<Action, std::string> buildAction(const AdHoc &in, const Game &game)
{
    const RuleSet &rules = game.rules();
    const GameState &s = game.state();
    std::vector<std::string_view> keys;
    for (const ActionType &t : rules.vocabulary().actions)
        keys.push_back(t.key);
    const ActionType *type = findByKey(rules.vocabulary().actions, in.kind);
    if (!type)
        return "unknown action \"" + in.kind + "\"" + didYouMean(in.kind, keys)
            + " (see the actions command)";
    Action a;
    a.kind = type->key;

    std::vector<std::string_view> unitIds;
    for (const Unit &u : s.units())
        unitIds.push_back(u.id.value);
    for (const QString &actor : in.actors) {
        const std::string id = actor.toStdString();
        if (!s.findUnit(UnitId {id}))
            return "--actor: unknown unit \"" + id + "\"" + didYouMean(id, unitIds);
        a.actors.push_back(UnitId {id});
    }
    const auto actorCount = a.actors.size();
    if (type->actors == ActorRule::None && actorCount > 0)
        return type->name + " is taken by no unit: expected no --actor";
    if (type->actors == ActorRule::One && actorCount != 1)
        return type->name + " is taken by one unit: expected exactly one --actor, got "
            + std::to_string(actorCount);
    if (type->actors == ActorRule::Several && actorCount == 0)
        return type->name + " is taken by one or more units: expected --actor ID (the first leads)";

    if (in.target) {
        if (type->target == TargetKind::None)
            return type->name + " has no target: expected no --target";
        if (type->target == TargetKind::Unit) {
            if (!s.findUnit(UnitId {*in.target}))
                return "--target: unknown unit \"" + *in.target + "\""
                    + didYouMean(*in.target, unitIds);
            a.targetUnit = UnitId {*in.target};
        } else {
            try {
                a.target = s.map().parse(*in.target);
            } catch (const Error &e) {
                return std::string("--target: ") + e.what();
            }
        }
    } else if (type->target != TargetKind::None && !type->targetOptional) {
        return type->name + " needs a target: expected --target "
            + (type->target == TargetKind::Unit ? "ID (a unit)" : "HEX");
    }
    if (in.via) {
        if (!type->allowsVia)
            return type->name + " takes no via hex: expected no --via";
        try {
            a.via = s.map().parse(*in.via);
        } catch (const Error &e) {
            return std::string("--via: ") + e.what();
        }
    }

    std::vector<std::string_view> paramKeys;
    for (const ParamSpec &spec : type->params)
        paramKeys.push_back(spec.key);
    for (const QString &given : in.params) {
        const qsizetype eq = given.indexOf('=');
        if (eq <= 0)
            return "--param \"" + given.toStdString() + "\": expected KEY=VALUE";
        const std::string k = given.left(eq).toStdString();
        const std::string value = given.mid(eq + 1).toStdString();
        const ParamSpec *spec = findByKey(type->params, k);
        if (!spec)
            return "--param: " + type->name + " has no parameter \"" + k + "\""
                + didYouMean(k, paramKeys);
        if (a.params.count(k))
            return "--param: \"" + k + "\" is given twice: expected it once";
        auto parsed = parseParam(*spec, value, s);
        if (const auto *problem = std::get_if<std::string>(&parsed))
            return "--param " + k + " (" + spec->label + "): " + *problem;
        a.params.emplace(k, std::get<ParamValue>(std::move(parsed)));
    }
    // What the window's inputs start at; a required parameter without one must be given.
    for (const ParamSpec &spec : type->params) {
        if (a.params.count(spec.key))
            continue;
        if (spec.defaultValue)
            a.params.emplace(spec.key, *spec.defaultValue);
        else if (spec.required)
            return type->name + " needs " + spec.label + ": expected --param " + spec.key
                + "=VALUE (" + typeText(spec) + ")";
    }
    return a;
}

int adHocOdds(const std::string &path, const AdHoc &in, bool json)
{
    LoadResult r = loadScenarioFile(path);
    if (!r.ok()) {
        printErr(r.diagnostics.format());
        return exitInvalid;
    }
    // The position the file holds: a scenario's start, or a saved game where it was saved.
    Diagnostics d;
    const std::unique_ptr<Game> game = makeGame(*r.scenario, d);
    if (!game) {
        printErr(d.format());
        return exitInvalid;
    }
    auto built = buildAction(in, *game);
    if (const auto *problem = std::get_if<std::string>(&built)) {
        printErr("hexfire-cli odds: " + *problem);
        return exitUsage;
    }
    const Action &action = std::get<Action>(built);
    return printOdds(*game, action, game->evaluate(action), json, std::nullopt, {});
}

// --- actions ------------------------------------------------------------------------------------

std::string_view actorsKey(ActorRule r)
{
    switch (r) {
    case ActorRule::None:
        return "none";
    case ActorRule::One:
        return "one";
    case ActorRule::Several:
        return "several";
    }
    return "";
}

std::string_view targetKey(TargetKind t)
{
    switch (t) {
    case TargetKind::None:
        return "none";
    case TargetKind::Hex:
        return "hex";
    case TargetKind::Unit:
        return "unit";
    }
    return "";
}

std::string_view paramTypeKey(ParamType t)
{
    switch (t) {
    case ParamType::Integer:
        return "integer";
    case ParamType::Flag:
        return "flag";
    case ParamType::Choice:
        return "choice";
    case ParamType::Text:
        return "text";
    case ParamType::Hex:
        return "hex";
    case ParamType::Unit:
        return "unit";
    case ParamType::UnitList:
        return "unit-list";
    }
    return "";
}

int actions(const std::string &path, bool json)
{
    auto loaded = load(path);
    if (!loaded)
        return exitInvalid;
    const RuleSet &rules = loaded->game->rules();
    const GameState &s = loaded->game->state();
    if (json) {
        QJsonArray list;
        for (const ActionType &t : rules.vocabulary().actions) {
            QJsonArray params;
            for (const ParamSpec &p : t.params) {
                QJsonObject o {{"key", q(p.key)}, {"label", q(p.label)}, {"help", q(p.help)},
                    {"type", q(paramTypeKey(p.type))}, {"required", p.required}};
                if (p.type == ParamType::Integer) {
                    o["minimum"] = p.minimum;
                    o["maximum"] = p.maximum;
                }
                if (p.type == ParamType::Choice) {
                    QJsonArray choices;
                    for (const ParamChoice &c : p.choices)
                        choices.append(QJsonObject {{"key", q(c.key)}, {"label", q(c.label)}});
                    o["choices"] = choices;
                }
                o["default"] = p.defaultValue ? paramJson(*p.defaultValue, s) : QJsonValue();
                params.append(o);
            }
            QJsonObject o {{"key", q(t.key)}, {"name", q(t.name)}, {"help", q(t.help)},
                {"shortcut", q(t.shortcut)}, {"actors", q(actorsKey(t.actors))},
                {"target", q(targetKey(t.target))}, {"targetOptional", t.targetOptional},
                {"allowsVia", t.allowsVia}, {"attacks", t.attacks}, {"params", params}};
            if (t.allowsVia)
                o["viaHelp"] = q(t.viaHelp);
            list.append(o);
        }
        printJson(QJsonObject {
            {"ruleset", q(rules.id())}, {"name", q(rules.displayName())}, {"actions", list}});
        return exitOk;
    }
    std::cout << "Actions of " << rules.displayName() << " (odds FILE --action KEY ...):\n";
    for (const ActionType &t : rules.vocabulary().actions) {
        std::cout << "\n"
                  << t.key << ": " << t.name << (t.shortcut.empty() ? "" : " [" + t.shortcut + "]")
                  << "\n";
        if (!t.help.empty())
            std::cout << "  " << t.help << "\n";
        switch (t.actors) {
        case ActorRule::None:
            std::cout << "  Taken by no unit.";
            break;
        case ActorRule::One:
            std::cout << "  Taken by one unit: --actor ID.";
            break;
        case ActorRule::Several:
            std::cout << "  Taken by one or more units: --actor ID... (the first leads).";
            break;
        }
        if (t.target == TargetKind::Hex)
            std::cout << " Target: a hex, --target HEX" << (t.targetOptional ? " (optional)" : "")
                      << ".";
        else if (t.target == TargetKind::Unit)
            std::cout << " Target: a unit, --target ID" << (t.targetOptional ? " (optional)" : "")
                      << ".";
        std::cout << "\n";
        if (t.allowsVia)
            std::cout << "  --via HEX: " << t.viaHelp << "\n";
        for (const ParamSpec &p : t.params) {
            std::cout << "  --param " << p.key << "=VALUE: " << p.label << ", " << typeText(p);
            if (p.defaultValue)
                std::cout << ", default " << paramText(*p.defaultValue, s);
            if (p.required)
                std::cout << ", required";
            std::cout << "\n";
            if (!p.help.empty())
                std::cout << "      " << p.help << "\n";
        }
    }
    return exitOk;
}

/** Wraps plain text at width columns after an indent, for the primer and the glossary. */
void printWrapped(const std::string &text, int indent, int width = 100)
{
    const std::string pad(static_cast<std::size_t>(indent), ' ');
    std::string line;
    std::istringstream words(text);
    std::string word;
    while (words >> word) {
        if (!line.empty() && static_cast<int>(line.size() + 1 + word.size()) > width - indent) {
            std::cout << pad << line << "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + word;
    }
    if (!line.empty())
        std::cout << pad << line << "\n";
}

int rulesCommand(const std::string &what, bool json)
{
    // A rule system by id, or the one a file plays (with the file's options in force).
    std::unique_ptr<RuleSet> byId;
    std::optional<Loaded> loaded;
    const RuleSet *rules = nullptr;
    const std::vector<std::string> ids = RuleSetRegistry::ids();
    if (std::find(ids.begin(), ids.end(), what) != ids.end()) {
        byId = RuleSetRegistry::create(what);
        rules = byId.get();
    } else if (QFileInfo::exists(QString::fromStdString(what))) {
        loaded = load(what);
        if (!loaded)
            return exitInvalid;
        rules = &loaded->game->rules();
    } else {
        std::vector<std::string_view> names(ids.begin(), ids.end());
        printErr("hexfire-cli rules: \"" + what + "\" is neither a rule system ("
            + listChoices(names) + ") nor a file");
        return exitUsage;
    }
    if (json) {
        QJsonArray glossary;
        for (const GlossaryTerm &t : rules->vocabulary().glossary)
            glossary.append(
                QJsonObject {{"term", q(t.term)}, {"meaning", q(t.meaning)}, {"rule", q(t.rule)}});
        printJson(QJsonObject {{"ruleset", q(rules->id())}, {"name", q(rules->displayName())},
            {"primer", q(rules->vocabulary().primer)}, {"glossary", glossary},
            {"assumptions", assumptionsJson(rules->assumptions())}});
        return exitOk;
    }
    std::cout << rules->displayName() << "\n\n";
    const std::string primer(rules->vocabulary().primer);
    std::size_t from = 0;
    while (from < primer.size()) {
        const std::size_t end = std::min(primer.find("\n\n", from), primer.size());
        printWrapped(primer.substr(from, end - from), 0);
        std::cout << "\n";
        from = end + 2;
    }
    std::cout << "Glossary:\n";
    for (const GlossaryTerm &t : rules->vocabulary().glossary) {
        std::cout << "  " << t.term << (t.rule.empty() ? "" : " (" + t.rule + ")") << "\n";
        printWrapped(t.meaning, 4);
    }
    std::cout << "\n";
    printAssumptions(rules->assumptions());
    return exitOk;
}

} // namespace

int runCli(int argc, char *argv[])
{
    const EscapedOutput escapedOut(std::cout);
    const EscapedOutput escapedErr(std::cerr);
    // The arguments come from argv, not from the application: a caller that runs the commands in
    // its own process (a test) already has a QCoreApplication, and then none is created here.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    std::optional<QCoreApplication> app;
    if (!QCoreApplication::instance()) {
        app.emplace(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("hexfire-cli"));
        QCoreApplication::setApplicationVersion(QStringLiteral(HEXFIRE_VERSION));
    }
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "HexFire without a window: validate scenarios, replay rulebook examples, LOS and odds.\n"
        "\n"
        "Commands:\n"
        "  validate FILE...              Check scenario or saved-game files (every field, the\n"
        "                                ruleset's setup rules, and that the script and log\n"
        "                                replay). Prints \"FILE: ok\" per valid file.\n"
        "  replay FILE [--to N] [--json] Play the scripted steps with their dice and print each\n"
        "                                step's action, LOS, modifiers with rule references,\n"
        "                                exact odds, rolls, final numbers, outcome and effects,\n"
        "                                then the units. --to N stops after step N.\n"
        "  los FILE FROM TO [--json]     Line of sight between two hexes (the map's own labels,\n"
        "                                e.g. H9) with the full trace.\n"
        "  odds FILE --step N [--json]   The exact odds of step N's action without rolling (the\n"
        "                                steps before it are played with their dice).\n"
        "  odds FILE --action KEY [--actor ID]... [--target HEX] [--via HEX]\n"
        "       [--param KEY=VALUE]... [--json]\n"
        "                                The exact odds of any action of the file's rule system\n"
        "                                in the position the file holds, without rolling.\n"
        "                                Parameters left out take their default.\n"
        "  actions FILE [--json]         The actions of the file's rule system: who takes them,\n"
        "                                what they target, their parameters (label, range,\n"
        "                                default, help).\n"
        "  quiz FILE [--json]            Predict each scripted step before it is played: the\n"
        "                                questions the window's quiz mode asks, answered on\n"
        "                                stdin with a choice's number, then the score. --json\n"
        "                                prints every question with its answer instead.\n"
        "  rules RULESET|FILE [--json]   How a rule system's fire works in brief, its glossary\n"
        "                                and the assumptions in force (RULESET: the id a\n"
        "                                scenario's \"ruleset\" names; FILE: the rule system the\n"
        "                                scenario plays, with its options).\n"
        "\n"
        "Steps are numbered from 1. Errors go to stderr as file:line:column: path: message.\n"
        "Exit status: 0 success, 1 invalid file, failed step or refused action, 2 bad command\n"
        "line. The JSON schemas are in docs/scenario-format.md."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(
        QStringLiteral("command"), QStringLiteral("validate, replay, los, odds or actions"));
    parser.addPositionalArgument(QStringLiteral("args"),
        QStringLiteral("FILE and the command's arguments"), QStringLiteral("[args...]"));
    const QCommandLineOption jsonOption(QStringLiteral("json"),
        QStringLiteral("Print one JSON document (replay, los, odds, actions)."));
    const QCommandLineOption toOption(
        QStringLiteral("to"), QStringLiteral("replay: stop after step N."), QStringLiteral("N"));
    const QCommandLineOption stepOption(QStringLiteral("step"),
        QStringLiteral("odds: the step whose odds to show."), QStringLiteral("N"));
    const QCommandLineOption actionOption(QStringLiteral("action"),
        QStringLiteral("odds: an action of the rule system (see actions)."), QStringLiteral("KEY"));
    const QCommandLineOption actorOption(QStringLiteral("actor"),
        QStringLiteral("odds --action: a unit taking the action; repeat for several, the first "
                       "leads."),
        QStringLiteral("ID"));
    const QCommandLineOption targetOption(QStringLiteral("target"),
        QStringLiteral("odds --action: the target hex (or unit id, for actions aimed at a unit)."),
        QStringLiteral("HEX"));
    const QCommandLineOption viaOption(QStringLiteral("via"),
        QStringLiteral("odds --action: the hex the actors pass through first."),
        QStringLiteral("HEX"));
    const QCommandLineOption paramOption(QStringLiteral("param"),
        QStringLiteral("odds --action: a parameter of the action; repeat for several."),
        QStringLiteral("KEY=VALUE"));
    for (const QCommandLineOption *o : {&jsonOption, &toOption, &stepOption, &actionOption,
             &actorOption, &targetOption, &viaOption, &paramOption})
        parser.addOption(*o);
    if (!parser.parse(arguments)) {
        printErr("hexfire-cli: " + parser.errorText().toStdString() + " (see --help)");
        return exitUsage;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(exitOk);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    QStringList args = parser.positionalArguments();
    if (args.isEmpty()) {
        printErr("hexfire-cli: expected a command: validate, replay, los, odds or actions (see "
                 "--help)");
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
    const bool adHocOptions = parser.isSet(actorOption) || parser.isSet(targetOption)
        || parser.isSet(viaOption) || parser.isSet(paramOption);
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
            const bool step = parser.isSet(stepOption);
            const bool action = parser.isSet(actionOption);
            if (args.size() != 1 || step == action || (step && adHocOptions)) {
                printErr("hexfire-cli odds: expected FILE --step N [--json], or FILE --action KEY "
                         "[--actor ID]... [--target HEX] [--via HEX] [--param KEY=VALUE]... "
                         "[--json]");
                return exitUsage;
            }
            if (step) {
                const auto n = number(stepOption, "step");
                if (!n)
                    return exitUsage;
                return odds(args[0].toStdString(), *n, json);
            }
            AdHoc in;
            in.kind = parser.value(actionOption).toStdString();
            in.actors = parser.values(actorOption);
            if (parser.isSet(targetOption))
                in.target = parser.value(targetOption).toStdString();
            if (parser.isSet(viaOption))
                in.via = parser.value(viaOption).toStdString();
            in.params = parser.values(paramOption);
            return adHocOdds(args[0].toStdString(), in, json);
        }
        if (command == QLatin1String("actions")) {
            if (args.size() != 1) {
                printErr("hexfire-cli actions: expected FILE [--json]");
                return exitUsage;
            }
            return actions(args[0].toStdString(), json);
        }
        if (command == QLatin1String("quiz")) {
            if (args.size() != 1) {
                printErr("hexfire-cli quiz: expected FILE [--json]");
                return exitUsage;
            }
            return quiz(args[0].toStdString(), json);
        }
        if (command == QLatin1String("rules")) {
            if (args.size() != 1) {
                printErr("hexfire-cli rules: expected RULESET or FILE [--json]");
                return exitUsage;
            }
            return rulesCommand(args[0].toStdString(), json);
        }
    } catch (const std::exception &e) {
        // A bug, not bad input: bad input is reported as diagnostics above. Still never crash.
        printErr(std::string("hexfire-cli: internal error: ") + e.what());
        return exitInvalid;
    }
    printErr("hexfire-cli: unknown command \"" + command.toStdString()
        + "\": expected validate, replay, los, odds, actions, quiz or rules (see --help)");
    return exitUsage;
}

} // namespace hexfire
