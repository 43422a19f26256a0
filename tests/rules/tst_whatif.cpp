// What if: single changes a player can try on an action (a state of the target or the firer, an
// order taken first, a supporter added or taken away, an input, a marker taken off), built from
// what each rule system publishes. The "after" side must be exactly the rule system's evaluation
// of the changed position and action, and the differences exactly the two sides' odds; one row
// per kind of change and rule system, on the positions the bundled examples fire from.

#include "bundledgame.h"

#include "app/rulesets.h"
#include "core/rules/bestshots.h"
#include "core/rules/whatif.h"

#include <QTest>

#include <algorithm>
#include <cstdlib>

using namespace hexfire;

Q_DECLARE_METATYPE(hexfire::WhatIfChange::Kind)

namespace {

/** The game before script step `step` (1-based) and that step's action. */
std::pair<std::unique_ptr<Game>, Action> before(const QString &file, int step)
{
    std::unique_ptr<Game> game = testing::bundledGame(file);
    for (int i = 0; i < step; ++i) {
        if (!game->stepForward())
            qFatal("cannot play step %d of %s", i + 1, qPrintable(file));
    }
    Action done = game->log()[static_cast<std::size_t>(step - 1)].evaluation.action;
    game->goTo(step - 1);
    return {std::move(game), std::move(done)};
}

double probabilityIn(const std::vector<OddsTable> &tables, const std::string &title,
    const std::string &key, bool *found)
{
    for (const OddsTable &t : tables) {
        if (t.title != title)
            continue;
        for (const OutcomeOdds &o : t.outcomes) {
            if (o.key == key) {
                *found = true;
                return o.probability;
            }
        }
    }
    return 0.0;
}

} // namespace

class TstWhatIf : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerRuleSets(); }
    void afterIsTheChangedPositionEvaluated_data();
    void afterIsTheChangedPositionEvaluated();
    void differencesOfTwoTables();
    void nothingForAnUnknownAction();
    void coverChangesTheOdds_data();
    void coverChangesTheOdds();
};

void TstWhatIf::afterIsTheChangedPositionEvaluated_data()
{
    using K = WhatIfChange::Kind;
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    QTest::addColumn<K>("kind");
    const QString tlhy = QStringLiteral("tlhy-21-8-3-assault-hex.json");
    // 21.8.3: step 1 activates the German platoon, 2 and 3 are its fire (2nd Squad, MG section).
    const QString lb = QStringLiteral("labataille-fire-combat.json");
    const QString sk = QStringLiteral("skirmish-tutorial.json");
    const QString toi = QStringLiteral("toi-op-fire-tank.json");
    const QString toiFm = QStringLiteral("toi-fire-and-movement.json");
    QTest::newRow("The Last Hundred Yards: a target's state") << tlhy << 2 << K::TargetState;
    QTest::newRow("The Last Hundred Yards: the firer's state") << tlhy << 2 << K::ActorState;
    QTest::newRow("The Last Hundred Yards: an input") << tlhy << 2 << K::Input;
    QTest::newRow("La Bataille: a target's state") << lb << 1 << K::TargetState;
    QTest::newRow("La Bataille: the firer's state") << lb << 1 << K::ActorState;
    QTest::newRow("La Bataille: an order first")
        << QStringLiteral("labataille-line-of-sight.json") << 1 << K::Order;
    QTest::newRow("2d6 Skirmish: a target's state") << sk << 1 << K::TargetState;
    QTest::newRow("2d6 Skirmish: an order first") << sk << 1 << K::Order;
    QTest::newRow("2d6 Skirmish: an input") << sk << 1 << K::Input;
    QTest::newRow("Tide of Iron: a target's state") << toi << 2 << K::TargetState;
    QTest::newRow("Tide of Iron: a supporter") << toi << 2 << K::Supporter;
    QTest::newRow("Tide of Iron: an input") << toiFm << 2 << K::Input;
    QTest::newRow("The Last Hundred Yards: a marker taken off") << tlhy << 3 << K::Marker;
    QTest::newRow("2d6 Skirmish: a supporter") << sk << 1 << K::Supporter;
    QTest::newRow("Tide of Iron: the firer's state") << toiFm << 2 << K::ActorState;
    QTest::newRow("The Last Hundred Yards: the target's cover") << tlhy << 2 << K::Cover;
    QTest::newRow("La Bataille: the target's cover") << lb << 1 << K::Cover;
    QTest::newRow("2d6 Skirmish: the target's cover") << sk << 1 << K::Cover;
    QTest::newRow("Tide of Iron: the target's cover") << toiFm << 2 << K::Cover;
}

void TstWhatIf::afterIsTheChangedPositionEvaluated()
{
    using K = WhatIfChange::Kind;
    QFETCH(QString, file);
    QFETCH(int, step);
    QFETCH(K, kind);
    auto [game, action] = before(file, step);
    const GameState &state = game->state();
    const RuleSet &rules = game->rules();
    // What If asks as play does (in the game: its sequence of play too).
    const Evaluation now = rules.evaluateOrRefuse(state, action);

    const std::vector<WhatIfChange> changes = whatIfChanges(rules, state, action);
    int ofKind = 0;
    for (const WhatIfChange &c : changes) {
        // A plain sentence: names, never a unit's id.
        QVERIFY(!c.label.empty());
        for (const Unit &u : state.units())
            QVERIFY2(c.label.find(u.id.value) == std::string::npos, c.label.c_str());
        if (c.kind != kind)
            continue;
        ++ofKind;
        const GameState changed = changedState(state, c);
        const WhatIf w = whatIf(rules, state, action, c);
        // Before: the action as it is; after: evaluate of the changed position and action.
        QVERIFY(w.before.odds == now.odds);
        QCOMPARE(w.before.legal, now.legal);
        const Evaluation direct = rules.evaluateOrRefuse(changed, c.action);
        QCOMPARE(w.after.legal, direct.legal);
        QCOMPARE(w.after.whyNot, direct.whyNot);
        QVERIFY(w.after.odds == direct.odds);
        QVERIFY(w.beforeHeadline == headlineOf(now));
        QVERIFY(w.afterHeadline == headlineOf(direct));
        // Every outcome after the change is listed with its probability.
        for (const OddsTable &t : direct.odds) {
            for (const OutcomeOdds &o : t.outcomes) {
                const auto it = std::find_if(w.differences.begin(), w.differences.end(),
                    [&](const OddsDifference &d) { return d.table == t.title && d.key == o.key; });
                QVERIFY2(it != w.differences.end(), o.label.c_str());
                QCOMPARE(it->after, o.probability);
            }
        }
        for (const OddsDifference &d : w.differences) {
            bool found = false;
            const double a = probabilityIn(direct.odds, d.table, d.key, &found);
            QCOMPARE(d.after, found ? a : 0.0);
        }
        // The change is the one its kind says, and only that.
        switch (kind) {
        case K::TargetState:
        case K::ActorState: {
            QCOMPARE(static_cast<int>(c.stateChanges.size()), 1);
            const Effect &fx = c.stateChanges.front();
            QVERIFY(c.action == action);
            QCOMPARE(changed.unit(*fx.unit).status.has(fx.status),
                !state.unit(*fx.unit).status.has(fx.status));
            if (kind == K::ActorState)
                QVERIFY(*fx.unit == action.actors.front());
            break;
        }
        case K::Order:
            QVERIFY(c.action == action);
            QVERIFY(!(changed == state));
            break;
        case K::Supporter:
            QVERIFY(c.stateChanges.empty());
            QVERIFY(c.action.actors.front() == action.actors.front());
            QCOMPARE(std::abs(static_cast<int>(c.action.actors.size())
                         - static_cast<int>(action.actors.size())),
                1);
            break;
        case K::Input: {
            QVERIFY(c.stateChanges.empty());
            QVERIFY(c.action.actors == action.actors);
            int differ = 0;
            for (const auto &[key, value] : c.action.params) {
                const auto it = action.params.find(key);
                differ += it == action.params.end() || !(it->second == value) ? 1 : 0;
            }
            QCOMPARE(differ, 1);
            break;
        }
        case K::Marker:
            QCOMPARE(changed.markers().size() + 1, state.markers().size());
            break;
        case K::Cover: {
            // One hex of the map changed, the units and markers not.
            QVERIFY(c.stateChanges.empty());
            QVERIFY(c.action == action);
            QCOMPARE(static_cast<int>(c.mapChanges.size()), 1);
            const Hex h = c.mapChanges.front().hex;
            QVERIFY(!(changed.map() == state.map()));
            QVERIFY(changed.units() == state.units());
            int differ = 0;
            for (const Hex x : state.map().hexes())
                differ += state.map().terrainIndexAt(x) != changed.map().terrainIndexAt(x)
                        || state.map().features(x) != changed.map().features(x)
                    ? 1
                    : 0;
            QCOMPARE(differ, 1);
            QVERIFY(state.map().terrainIndexAt(h) != changed.map().terrainIndexAt(h)
                || state.map().features(h) != changed.map().features(h));
            break;
        }
        }
    }
    QVERIFY2(ofKind > 0, "the rule system offers this kind of change here");
}

void TstWhatIf::differencesOfTwoTables()
{
    OddsTable a;
    a.subject = "u1";
    a.title = "1st Squad";
    a.outcomes = {{"none", "No effect", 0.5, 0}, {"hit", "Hit", 0.5, 1}};
    OddsTable b = a;
    b.title = "1st Squad (disrupted)";
    b.outcomes = {{"none", "No effect", 0.25, 0}, {"kill", "Eliminated", 0.75, 2}};
    const std::vector<OddsDifference> d = oddsDifferences({a}, {b});
    // After's outcomes in its order, then what is gone, under after's title.
    QCOMPARE(static_cast<int>(d.size()), 3);
    QCOMPARE(d[0], (OddsDifference {b.title, "none", "No effect", 0.5, 0.25}));
    QCOMPARE(d[1], (OddsDifference {b.title, "kill", "Eliminated", 0.0, 0.75}));
    QCOMPARE(d[2], (OddsDifference {b.title, "hit", "Hit", 0.5, 0.0}));
    // A table only on one side: all of its outcomes against nothing.
    OddsTable c = a;
    c.subject = "u2";
    const std::vector<OddsDifference> gone = oddsDifferences({a, c}, {a});
    QCOMPARE(static_cast<int>(gone.size()), 4);
    QCOMPARE(gone[2].before, 0.5);
    QCOMPARE(gone[2].after, 0.0);
}

void TstWhatIf::coverChangesTheOdds_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("label");
    // The Pavlov Grenadiers defend the village of F4 at 14; in the open their line defends at 9.
    QTest::newRow("La Bataille: the village becomes open ground")
        << "labataille-fire-combat.json" << 1 << "If F4 were Clear";
    // The improved position in H9 is the TEM that Lt. Murphy's mortar call counts (-2).
    QTest::newRow("The Last Hundred Yards: no improved position against the mortar")
        << "tlhy-21-8-3-assault-hex.json" << 7 << "Without the Improved position in H9";
}

// A change of cover is the rule system's own answer: the odds move the way its terrain says.
void TstWhatIf::coverChangesTheOdds()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    QFETCH(QString, label);
    auto [game, action] = before(file, step);
    const std::vector<WhatIfChange> changes = whatIfChanges(game->rules(), game->state(), action);
    const auto c = std::find_if(changes.begin(), changes.end(),
        [&](const WhatIfChange &x) { return x.label == label.toStdString(); });
    QStringList labels;
    for (const WhatIfChange &x : changes)
        labels << QString::fromStdString(x.label);
    QVERIFY2(c != changes.end(), qPrintable(labels.join(QStringLiteral("; "))));
    const WhatIf w = whatIf(game->rules(), game->state(), action, *c);
    QVERIFY(w.before.legal && w.after.legal);
    QVERIFY2(!(w.before.lines == w.after.lines), "the breakdown does not change");
}

void TstWhatIf::nothingForAnUnknownAction()
{
    auto [game, action] = before(QStringLiteral("labataille-fire-combat.json"), 1);
    action.kind = "no-such-action";
    QVERIFY(whatIfChanges(game->rules(), game->state(), action).empty());
}

QTEST_GUILESS_MAIN(TstWhatIf)
#include "tst_whatif.moc"
