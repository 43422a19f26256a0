// The shared parts of the rule-system API, on every rule system: the action table's refusal of an
// unknown key, the shared resolve (refused without a legal evaluation or a plan, each plan
// resolved by the rule system that made it), the shared refusal, the optional parts' defaults,
// and the LOS factory (one hook, the same verdicts through the trace and the whole-map paths on
// every bundled scenario).

#include "bundledgame.h"

#include "app/rulesets.h"
#include "core/dice/scripteddice.h"
#include "core/error.h"
#include "core/rules/effectsplan.h"
#include "core/rules/rulesetregistry.h"
#include "core/rules/ruletools.h"
#include "core/rules/systemplan.h"
#include "core/rules/threats.h"

#include <QDir>
#include <QTest>

#include <memory>

using namespace hexfire;

namespace {

/** The message of the Error that f throws, or empty when it throws none. */
template <typename F> std::string errorOf(F f)
{
    try {
        f();
    } catch (const Error &e) {
        return e.what();
    }
    return {};
}

/** A plan only the rule system `System` can resolve. */
template <typename System> struct OwnPlan final : SystemPlan<System> {
    mutable const System *resolvedBy = nullptr;

protected:
    void resolveWith(const System &rules, const GameState &, const Evaluation &, DiceSource &,
        Resolution &) const override
    {
        resolvedBy = &rules;
    }
};

/** A rule system that is not any of the bundled ones (to make a foreign plan). */
struct ForeignRules : RuleSet { };

/** The first bundled scenario of a rule system. */
QString firstScenario(const std::string &id)
{
    const QString prefix = QString::fromStdString(id == "tideofiron" ? "toi" : id) + "-";
    const QStringList files = QDir(testing::bundledScenarios).entryList({prefix + "*.json"});
    return files.isEmpty() ? QString() : files.front();
}

} // namespace

class TstRuleSetParts : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerRuleSets(); }
    void firstRefusalStands();
    void unknownActionNamesTheKnownOnes_data();
    void unknownActionNamesTheKnownOnes();
    void resolveNeedsLegalEvaluationWithPlan_data();
    void resolveNeedsLegalEvaluationWithPlan();
    void effectsPlanGivesItsEffects();
    void optionalPartsDefault_data();
    void optionalPartsDefault();
    void losFactorySameVerdicts_data();
    void losFactorySameVerdicts();
    void aUnitNamedTwiceTakesPartOnce_data();
    void aUnitNamedTwiceTakesPartOnce();
};

void TstRuleSetParts::firstRefusalStands()
{
    Action a;
    a.kind = "fire";
    Evaluation e = startEvaluation(a, {{"k", "assumed", "docs/rules.md: K"}}, true);
    QCOMPARE(e.action, a);
    QVERIFY(e.legal);
    QCOMPARE(e.assumptions.size(), std::size_t(1));
    QVERIFY(e.notOfficial);
    refuse(e, "first", "1.1");
    refuse(e, "second", "2.2");
    QVERIFY(!e.legal);
    QCOMPARE(e.whyNot, std::string("first"));
    QCOMPARE(e.whyNotRule, std::string("1.1"));
    const Evaluation r = refused(startEvaluation(a), "why", "rule");
    QVERIFY(!r.legal);
    QCOMPARE(r.whyNot, std::string("why"));
}

void TstRuleSetParts::unknownActionNamesTheKnownOnes_data()
{
    QTest::addColumn<QString>("id");
    for (const std::string &id : RuleSetRegistry::ids())
        QTest::newRow(id.c_str()) << QString::fromStdString(id);
}

void TstRuleSetParts::unknownActionNamesTheKnownOnes()
{
    QFETCH(QString, id);
    const auto rules = RuleSetRegistry::create(id.toStdString());
    QVERIFY(rules);
    const QString file = firstScenario(id.toStdString());
    QVERIFY(!file.isEmpty());
    const auto game = testing::bundledGame(file);
    Action poke;
    poke.kind = "poke";
    const std::string message = errorOf([&] { (void)rules->evaluate(game->state(), poke); });
    QVERIFY2(message.rfind(std::string(rules->displayName()) + " has no action \"poke\"", 0) == 0,
        message.c_str());
    for (const ActionType &t : rules->vocabulary().actions) {
        if (t.key.rfind("set-", 0) != 0) // 2d6 Skirmish's state orders are one entry each
            QVERIFY2(message.find(t.key) != std::string::npos, (t.key + ": " + message).c_str());
    }
}

void TstRuleSetParts::resolveNeedsLegalEvaluationWithPlan_data()
{
    unknownActionNamesTheKnownOnes_data();
}

void TstRuleSetParts::resolveNeedsLegalEvaluationWithPlan()
{
    QFETCH(QString, id);
    const auto rules = RuleSetRegistry::create(id.toStdString());
    const auto game = testing::bundledGame(firstScenario(id.toStdString()));
    const ActionType &first = rules->vocabulary().actions.front();
    ScriptedDice dice(std::vector<int> {});
    Evaluation e;
    e.action.kind = first.key;
    e.legal = false;
    e.whyNot = "no reason";
    QCOMPARE(errorOf([&] { (void)rules->resolve(game->state(), e, dice); }),
        first.name + " cannot be resolved: no reason");
    e.legal = true;
    QCOMPARE(errorOf([&] { (void)rules->resolve(game->state(), e, dice); }),
        first.name + " cannot be resolved: it was not evaluated by "
            + std::string(rules->displayName()));
    e.plan = std::make_shared<OwnPlan<ForeignRules>>();
    QCOMPARE(errorOf([&] { (void)rules->resolve(game->state(), e, dice); }),
        "this action cannot be resolved by " + std::string(rules->displayName())
            + ": another rule system evaluated it");
    auto own = std::make_shared<OwnPlan<RuleSet>>();
    e.plan = own;
    QCOMPARE(errorOf([&] { (void)rules->resolve(game->state(), e, dice); }), std::string());
    QCOMPARE(own->resolvedBy, rules.get());
}

void TstRuleSetParts::effectsPlanGivesItsEffects()
{
    const auto rules = RuleSetRegistry::create("tlhy");
    const auto game = testing::bundledGame(firstScenario("tlhy"));
    Evaluation e;
    e.action.kind = "anything";
    e.lines.push_back(explain("k", "a line", "", std::nullopt, "1.1", ""));
    e.finals.push_back({"f", "A number", 3, "x"});
    auto plan = std::make_shared<EffectsPlan>();
    plan->effects.push_back(makeEffect(EffectKind::Record, "noted"));
    plan->outcomes.push_back({"x", "done", "Done"});
    e.plan = plan;
    ScriptedDice dice(std::vector<int> {});
    const Resolution r = rules->resolve(game->state(), e, dice);
    QCOMPARE(r.action, e.action);
    QCOMPARE(r.lines, e.lines);
    QCOMPARE(r.finals, e.finals);
    QCOMPARE(r.effects, plan->effects);
    QCOMPARE(r.outcomes, plan->outcomes);
    QVERIFY(r.rolls.empty());
}

void TstRuleSetParts::optionalPartsDefault_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<bool>("reactions");
    QTest::addColumn<bool>("orderItems");
    QTest::addColumn<bool>("facing");
    QTest::newRow("The Last Hundred Yards calls for reactions") << "tlhy" << true << false << false;
    QTest::newRow("La Bataille's units face and draw opportunity fire")
        << "labataille" << true << false << true;
    QTest::newRow("Tide of Iron has Op Fire and figure order")
        << "tideofiron" << true << true << false;
    QTest::newRow("2d6 Skirmish's prepared positions face, interrupt fire replies")
        << "skirmish" << true << false << true;
}

void TstRuleSetParts::optionalPartsDefault()
{
    QFETCH(QString, id);
    QFETCH(bool, reactions);
    QFETCH(bool, orderItems);
    QFETCH(bool, facing);
    const auto rules = RuleSetRegistry::create(id.toStdString());
    QCOMPARE(rules->reactionRules() != nullptr, reactions);
    QCOMPARE(rules->orderItemRules() != nullptr, orderItems);
    QCOMPARE(rules->facingRules() != nullptr, facing);
    const auto game = testing::bundledGame(firstScenario(id.toStdString()));
    const GameState &state = game->state();
    for (const Unit &u : state.units()) {
        if (!facing)
            QVERIFY(!rules->hexsideClasses(state, u));
        Action a;
        a.kind = rules->vocabulary().actions.front().key;
        a.actors = {u.id};
        if (!reactions)
            QVERIFY(rules->reactions(state, a).empty());
        if (!orderItems)
            QVERIFY(rules->orderItems(state, a, "remove").empty());
    }
}

void TstRuleSetParts::losFactorySameVerdicts_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &f : QDir(testing::bundledScenarios).entryList({"*.json"}))
        QTest::newRow(qPrintable(f)) << f;
}

void TstRuleSetParts::losFactorySameVerdicts()
{
    QFETCH(QString, file);
    const auto game = testing::bundledGame(file);
    const GameState &state = game->state();
    const RuleSet &rules = game->rules();
    int lines = 0;
    for (const Unit &u : state.units()) {
        if (!u.onMap())
            continue;
        const std::vector<LosResult> seen = rules.visibleHexes(state, u.hex);
        const std::vector<Hex> hexes = state.map().hexes();
        QCOMPARE(seen.size(), hexes.size());
        for (std::size_t i = 0; i < hexes.size(); ++i) {
            const LosResult traced = rules.traceLos(state, u.hex, hexes[i]).result();
            QVERIFY2(seen[i] == traced,
                (state.map().label(u.hex) + " to " + state.map().label(hexes[i])).c_str());
            ++lines;
        }
    }
    QVERIFY(lines > 0);
}

void TstRuleSetParts::aUnitNamedTwiceTakesPartOnce_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("action");
    int rows = 0;
    for (const std::string &id : RuleSetRegistry::ids()) {
        const auto rules = RuleSetRegistry::create(id);
        for (const ActionType &t : rules->vocabulary().actions) {
            if (t.actors != ActorRule::Several)
                continue;
            QTest::addRow("%s %s", id.c_str(), t.key.c_str())
                << QString::fromStdString(id) << QString::fromStdString(t.key);
            ++rows;
        }
    }
    QVERIFY(rows >= 4); // every bundled rule system has an action several units take
}

void TstRuleSetParts::aUnitNamedTwiceTakesPartOnce()
{
    // Named twice, a unit once supported its own attack (Tide of Iron: 11 attack dice, not 7).
    QFETCH(QString, id);
    QFETCH(QString, action);
    const auto rules = RuleSetRegistry::create(id.toStdString());
    const auto game = testing::bundledGame(firstScenario(id.toStdString()));
    const GameState &state = game->state();
    const Unit &unit = state.units().front();
    Action a;
    a.kind = action.toStdString();
    a.actors = {unit.id, unit.id};
    for (const Unit &other : state.units()) {
        if (other.side != unit.side && other.onMap()) {
            a.target = other.hex;
            a.targetUnit = other.id;
            break;
        }
    }
    a.params = defaultParams(*findByKey(rules->vocabulary().actions, a.kind));
    const Evaluation e = rules->evaluate(state, a);
    QVERIFY(!e.legal);
    QCOMPARE(e.whyNot,
        unit.name + " is named twice among the units taking part: each unit takes part once");
}

QTEST_GUILESS_MAIN(TstRuleSetParts)
#include "tst_rulesetparts.moc"
