// Best shots: an action aimed at every enemy the actors could target, ranked by core's headline
// odds. The ranking must be exactly the rule system's evaluation of each target one by one, for
// every rule system, on the positions its bundled examples fire from.

#include "bundledgame.h"

#include "app/rulesets.h"
#include "core/rules/bestshots.h"

#include <QTest>

using namespace hexfire;

class TstBestShots : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerRuleSets(); }
    void rankingIsEachTargetEvaluated_data();
    void rankingIsEachTargetEvaluated();
    void nothingToAimWithoutActorsOrTarget();
    void assaultFindsItsWayIn();
};

void TstBestShots::rankingIsEachTargetEvaluated_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step"); // the scripted step whose actors and inputs are the template
    // Step 1 activates the German platoon; its 2nd Squad fires in step 2.
    QTest::newRow("The Last Hundred Yards: the 2nd Squad's small-arms fire")
        << "tlhy-21-8-3-assault-hex.json" << 2;
    QTest::newRow("La Bataille: the 6th Légère fires") << "labataille-fire-combat.json" << 1;
    QTest::newRow("2d6 Skirmish: a British team fires") << "skirmish-tutorial.json" << 1;
    QTest::newRow("2d6 Skirmish: a German team replies") << "skirmish-tutorial.json" << 2;
    QTest::newRow("Tide of Iron: Fire and Movement") << "toi-fire-and-movement.json" << 2;
    QTest::newRow("Tide of Iron: combined Op Fire") << "toi-op-fire-tank.json" << 2;
}

void TstBestShots::rankingIsEachTargetEvaluated()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    std::unique_ptr<Game> game = testing::bundledGame(file);
    for (int i = 0; i < step; ++i)
        QVERIFY(game->stepForward());
    const Action done = game->log()[static_cast<std::size_t>(step - 1)].evaluation.action;
    game->goTo(step - 1);
    const GameState &state = game->state();
    const RuleSet &rules = game->rules();

    const BestShots shots = bestShots(rules, state, done);
    const Unit &lead = state.unit(done.actors.front());
    int enemies = 0;
    const bool byUnit = done.targetUnit.has_value();
    if (byUnit) {
        for (const Unit &u : state.units())
            enemies += u.onMap() && u.side != lead.side ? 1 : 0;
    } else {
        for (const Hex h : state.map().hexes()) {
            const auto units = state.unitsIn(h);
            enemies += std::any_of(units.begin(), units.end(),
                           [&](const Unit *u) { return u->onMap() && u->side != lead.side; })
                ? 1
                : 0;
        }
    }
    QCOMPARE(static_cast<int>(shots.allowed.size() + shots.refused.size()), enemies);
    QVERIFY(!shots.allowed.empty());

    // Each option is what evaluate says of that target, and the example's own target is allowed.
    bool exampleFound = false;
    for (const auto *list : {&shots.allowed, &shots.refused}) {
        for (const ShotOption &o : *list) {
            const Evaluation again = rules.evaluate(state, o.evaluation.action);
            QCOMPARE(o.evaluation.legal, again.legal);
            QCOMPARE(o.evaluation.whyNot, again.whyNot);
            QVERIFY(o.evaluation.odds == again.odds);
            QCOMPARE(o.evaluation.action.kind, done.kind);
            QVERIFY(o.evaluation.action.actors == done.actors);
            QVERIFY(o.evaluation.action.params == done.params);
            if (!o.evaluation.legal)
                QVERIFY2(!o.evaluation.whyNot.empty(), "a refused target says why");
            const bool isExample = byUnit ? o.evaluation.action.targetUnit == done.targetUnit
                                          : o.evaluation.action.target == done.target;
            if (isExample) {
                exampleFound = true;
                QVERIFY2(o.evaluation.legal, o.evaluation.whyNot.c_str());
            }
        }
    }
    QVERIFY(exampleFound);
    // Best first: by the chance of the headline result of the most important table.
    for (std::size_t i = 1; i < shots.allowed.size(); ++i)
        QVERIFY(shots.allowed[i - 1].summary.probability >= shots.allowed[i].summary.probability);
    for (const ShotOption &o : shots.allowed) {
        if (!o.evaluation.odds.empty()) {
            const OddsSummary expected = oddsSummary(oddsInDisplayOrder(o.evaluation.odds).front());
            QCOMPARE(o.summary.probability, expected.probability);
            QCOMPARE(o.summary.text, expected.text);
        }
    }
}

void TstBestShots::nothingToAimWithoutActorsOrTarget()
{
    std::unique_ptr<Game> game
        = testing::bundledGame(QStringLiteral("tlhy-21-8-3-assault-hex.json"));
    // The 2nd Squad's fire, from the position after the platoon activated.
    QVERIFY(game->stepForward());
    QVERIFY(game->stepForward());
    Action a = game->log()[1].evaluation.action;
    QCOMPARE(a.kind, std::string("small-arms-fire"));
    game->goTo(1);
    Action none = a;
    none.actors.clear();
    const BestShots noActors = bestShots(game->rules(), game->state(), none);
    QVERIFY(noActors.allowed.empty() && noActors.refused.empty());
    Action phase = a;
    phase.kind = "fire-resolution";
    const BestShots noTarget = bestShots(game->rules(), game->state(), phase);
    QVERIFY(noTarget.allowed.empty() && noTarget.refused.empty());
    Action unknown = a;
    unknown.kind = "no-such-action";
    QVERIFY(bestShots(game->rules(), game->state(), unknown).allowed.empty());
}

// 21.8.3 "German 3rd Squad assaults H9 via I10": the German 3rd Squad in J9 is two hexes from H9.
// Straight on the rules refuse the assault; through I10 they allow it, and Best Shots finds that
// way in.
void TstBestShots::assaultFindsItsWayIn()
{
    std::unique_ptr<Game> game
        = testing::bundledGame(QStringLiteral("tlhy-21-8-3-assault-hex.json"));
    game->goTo(0);
    const auto &script = game->script();
    const auto step = std::find_if(script.begin(), script.end(),
        [](const ScriptStep &s) { return s.title == "German 3rd Squad assaults H9 via I10"; });
    QVERIFY(step != script.end());
    for (auto i = script.begin(); i != step; ++i)
        QVERIFY(game->stepForward());
    Action templ = step->action;
    const Hex h9 = game->state().map().parse("H9");
    QCOMPARE(templ.target, std::optional<Hex>(h9));
    templ.target.reset();
    templ.via.reset();
    Action straight = templ;
    straight.target = h9;
    QVERIFY(!game->rules().evaluate(game->state(), straight).legal);

    const BestShots shots = bestShots(game->rules(), game->state(), templ);
    const auto h9Shot = std::find_if(shots.allowed.begin(), shots.allowed.end(),
        [&](const ShotOption &o) { return o.evaluation.action.target == h9; });
    QVERIFY2(h9Shot != shots.allowed.end(), "H9 is listed as refused");
    QVERIFY(h9Shot->evaluation.action.via.has_value());
    QCOMPARE(distance(*h9Shot->evaluation.action.via, h9), 1);
    // The same as evaluating that way in directly.
    QVERIFY(game->rules().evaluate(game->state(), h9Shot->evaluation.action).odds
        == h9Shot->evaluation.odds);
}

QTEST_GUILESS_MAIN(TstBestShots)
#include "tst_bestshots.moc"
