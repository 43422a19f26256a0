// The Threats view: Best Shots reversed. For a hex and the side standing in it, every enemy unit's
// attacks aimed at it, ranked by core's headline odds; and the map's shading, each hex's best
// allowed attack. Both must be exactly the rule system's evaluation of each attacker one by one,
// for every rule system, on the positions its bundled examples fire from and on its sandbox.

#include "bundledgame.h"

#include "app/rulesets.h"
#include "core/dice/scripteddice.h"
#include "core/rules/sequence.h"
#include "core/rules/threats.h"

#include <QDir>
#include <QTest>

#include <algorithm>
#include <map>
#include <set>

using namespace hexfire;

namespace {

/** The game at the position before script step `step` (1-based), or the start when step is 0. */
std::unique_ptr<Game> gameBefore(const QString &file, int step)
{
    std::unique_ptr<Game> game = testing::bundledGame(file);
    for (int i = 0; i < step; ++i) {
        if (!game->stepForward())
            qFatal("cannot play step %d of %s", i + 1, qPrintable(file));
    }
    if (step > 0)
        game->goTo(step - 1);
    return game;
}

/**
 * The Last Hundred Yards' sandbox starts in the Initiative phase, where nobody acts: this ends the
 * phase with `side` winning the initiative roll, and that side activates the platoon of its first
 * unit, so its units may attack. An empty side changes nothing.
 */
/** Ends phases until `side` acts in a phase that allows fire (a game played side by side). */
void advanceToFire(Game &game, const SideId &side)
{
    Action next;
    next.kind = "next-phase";
    for (int i = 0; i < 40; ++i) {
        const PhaseType *phase
            = findPhase(game.rules().sequenceOfPlay(), game.state().sequence().phase);
        if (phase && game.state().sequence().sideToAct == side
            && std::find(phase->actions.begin(), phase->actions.end(), "fire")
                != phase->actions.end())
            return;
        ScriptedDice none(std::vector<int> {});
        game.commit(next, none);
    }
    qFatal("%s never comes to fire", side.value.c_str());
}

/**
 * Brings the game to where `side` may attack: "fire:ru" ends phases until the Russians fire;
 * a bare side wins The Last Hundred Yards' initiative and activates a platoon.
 */
void activateSide(Game &game, const QString &side)
{
    if (side.isEmpty())
        return;
    if (side.startsWith("fire:")) {
        advanceToFire(game, SideId {side.mid(5).toStdString()});
        return;
    }
    if (side.startsWith("round:")) {
        // A round opened by a two-dice initiative roll each (2d6 Skirmish): the side named wins
        // it and activates first.
        const SideId first {side.mid(6).toStdString()};
        Action next;
        next.kind = "next-phase";
        for (const std::vector<int> &faces :
            {std::vector<int> {6, 6, 1, 1}, std::vector<int> {1, 1, 6, 6}}) {
            ScriptedDice dice(faces);
            game.commit(next, dice);
            if (game.state().sequence().sideToAct == first)
                return;
            game.undo();
        }
        qFatal("%s does not win the initiative", qPrintable(side));
    }
    const SideId id {side.toStdString()};
    Action next;
    next.kind = "next-phase";
    for (const std::vector<int> &faces : {std::vector<int> {10, 1}, std::vector<int> {1, 10}}) {
        ScriptedDice dice(faces);
        game.commit(next, dice);
        if (game.state().sequence().firstSide == id)
            break;
        game.undo();
    }
    if (game.state().sequence().firstSide != id)
        qFatal("%s does not win the initiative", qPrintable(side));
    for (const Unit &u : game.state().units()) {
        if (u.side != id)
            continue;
        Action activate;
        activate.kind = "activate-platoon";
        activate.actors = {u.id};
        ScriptedDice none(std::vector<int> {});
        game.commit(activate, none);
        return;
    }
}

/** The hex a scripted action is aimed at and the side it is aimed at (its target's). */
std::pair<Hex, SideId> aimOf(const GameState &state, const Action &a)
{
    if (a.targetUnit) {
        const Unit &t = state.unit(*a.targetUnit);
        return {t.hex, t.side};
    }
    const SideId own = state.unit(a.actors.front()).side;
    for (const Unit *u : state.unitsIn(*a.target)) {
        if (u->side != own)
            return {*a.target, u->side};
    }
    return {*a.target, SideId {}};
}

} // namespace

class TstThreats : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerRuleSets(); }
    void rankingIsEachAttackerEvaluated_data();
    void rankingIsEachAttackerEvaluated();
    void shadingIsEachHexBestAttack_data();
    void shadingIsEachHexBestAttack();
    void unitShadingIsEachHexWithTheUnitThere_data();
    void unitShadingIsEachHexWithTheUnitThere();
    void onlyTheUnitAskedFor();
    void reachSkipsOnlyWhatIsRefused_data();
    void reachSkipsOnlyWhatIsRefused();
    void fireNeedsAnEnemyThere_data();
    void fireNeedsAnEnemyThere();
    void unseenUnitsShareTheirGroupsThreat_data();
    void unseenUnitsShareTheirGroupsThreat();
    void cancelledMapsStopEarly();
    void threadsShareTheWorkNotTheResult_data();
    void threadsShareTheWorkNotTheResult();
    void defaultsFillEveryInputThatHasOne();
    void headlineIsTheFullEvaluations_data();
    void headlineIsTheFullEvaluations();
    void headlineOfEveryScriptedStepIsTheFulls_data();
    void headlineOfEveryScriptedStepIsTheFulls();
};

void TstThreats::rankingIsEachAttackerEvaluated_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step"); // the scripted step whose target hex is asked about
    // 21.8.3: step 1 activates the German platoon, step 6 is the Call for Reaction.
    QTest::newRow("The Last Hundred Yards: the hex the 2nd Squad fires at")
        << "tlhy-21-8-3-assault-hex.json" << 2;
    QTest::newRow("The Last Hundred Yards: the hex Lt. Murphy calls a mortar on")
        << "tlhy-21-8-3-assault-hex.json" << 7;
    QTest::newRow("La Bataille: the hex the 6th Légère fires at")
        << "labataille-fire-combat.json" << 1;
    QTest::newRow("La Bataille: massed targets") << "labataille-massed-targets.json" << 1;
    QTest::newRow("2d6 Skirmish: the German team") << "skirmish-tutorial.json" << 1;
    QTest::newRow("2d6 Skirmish: the British team") << "skirmish-tutorial.json" << 2;
    // (The Fire and Movement and Op Fire examples begin with an advance: no target hex.)
    QTest::newRow("Tide of Iron: the squad the panzer fires at")
        << "toi-concussive-firepower.json" << 1;
    QTest::newRow("La Bataille: the square") << "labataille-carre.json" << 1;
}

void TstThreats::rankingIsEachAttackerEvaluated()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    std::unique_ptr<Game> whole = testing::bundledGame(file);
    for (int i = 0; i < step; ++i)
        QVERIFY(whole->stepForward());
    const Action done = whole->log()[static_cast<std::size_t>(step - 1)].evaluation.action;
    std::unique_ptr<Game> game = gameBefore(file, step);
    const GameState &state = game->state();
    const RuleSet &rules = game->rules();
    const auto [hex, side] = aimOf(state, done);
    QVERIFY2(!side.value.empty(), "the example aims at a hex held by the other side");

    const BestShots threats = threatsTo(rules, state, hex, side);

    // Counted independently: each enemy's attacks (as availableActions lists them), one aim at
    // the hex for an attack on a hex, one per unit of the side in it for an attack on a unit.
    int targetsInHex = 0;
    for (const Unit *u : state.unitsIn(hex))
        targetsInHex += u->onMap() && u->side == side ? 1 : 0;
    int expected = 0;
    for (const Unit &u : state.units()) {
        if (!u.onMap() || u.side == side)
            continue;
        for (const std::string &key : rules.availableActions(state, {u.id})) {
            const ActionType *type = findByKey(rules.vocabulary().actions, key);
            QVERIFY(type);
            if (!type->attacks)
                continue;
            expected += type->target == TargetKind::Hex ? 1 : targetsInHex;
        }
    }
    QCOMPARE(static_cast<int>(threats.allowed.size() + threats.refused.size()), expected);
    QVERIFY2(!threats.allowed.empty(), "someone can fire into the example's target hex");

    // Each is what evaluate says of that attacker one by one, aimed at this hex or a unit in it.
    bool exampleLeadFound = false;
    for (const auto *list : {&threats.allowed, &threats.refused}) {
        for (const ShotOption &o : *list) {
            const Action &a = o.evaluation.action;
            const Evaluation again = rules.evaluateOrRefuse(state, a); // in the game, as threats
            QCOMPARE(o.evaluation.legal, again.legal);
            QCOMPARE(o.evaluation.whyNot, again.whyNot);
            QVERIFY(o.evaluation.odds == again.odds);
            QCOMPARE(static_cast<int>(a.actors.size()), 1);
            QVERIFY(state.unit(a.actors.front()).side != side);
            QVERIFY(findByKey(rules.vocabulary().actions, a.kind)->attacks);
            if (a.targetUnit) {
                QVERIFY(state.unit(*a.targetUnit).side == side);
                QVERIFY(state.unit(*a.targetUnit).occupies(hex));
            } else {
                QVERIFY(*a.target == hex);
            }
            if (!o.evaluation.legal)
                QVERIFY2(!o.evaluation.whyNot.empty(), "a refused attack says why");
            QVERIFY(o.summary == headlineOf(o.evaluation));
            exampleLeadFound = exampleLeadFound
                || (a.actors.front() == done.actors.front() && a.kind == done.kind);
        }
    }
    QVERIFY2(exampleLeadFound, "the example's firer is among the attackers");
    for (std::size_t i = 1; i < threats.allowed.size(); ++i)
        QVERIFY(
            threats.allowed[i - 1].summary.probability >= threats.allowed[i].summary.probability);
}

void TstThreats::shadingIsEachHexBestAttack_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    QTest::addColumn<int>("sideIndex"); // which of the scenario's sides is threatened
    QTest::addColumn<QString>("attacker"); // a side to activate first (see activateSide)
    QTest::newRow("The Last Hundred Yards sandbox, first side")
        << "tlhy-sandbox.json" << 0 << 0 << "ger";
    QTest::newRow("The Last Hundred Yards sandbox, second side")
        << "tlhy-sandbox.json" << 0 << 1 << "us";
    QTest::newRow("The Last Hundred Yards 21.8.3, the activated German platoon")
        << "tlhy-21-8-3-assault-hex.json" << 2 << 0 << "";
    // The Americans attack the Germans once they may react: after the Call for Reaction.
    QTest::newRow("The Last Hundred Yards 21.8.3, the Americans' reaction")
        << "tlhy-21-8-3-assault-hex.json" << 7 << 1 << "";
    QTest::newRow("La Bataille sandbox, first side")
        << "labataille-sandbox.json" << 0 << 0 << "fire:ru";
    QTest::newRow("La Bataille fire combat") << "labataille-fire-combat.json" << 1 << 1 << "";
    // The Germans win the initiative: in their activation the British are the ones fired at.
    QTest::newRow("2d6 Skirmish sandbox, first side")
        << "skirmish-sandbox.json" << 0 << 0 << "round:ge";
    QTest::newRow("2d6 Skirmish tutorial") << "skirmish-tutorial.json" << 1 << 1 << "";
    // In the Americans' action turn the Germans may only fire with Op Fire: threats to the
    // Germans, not from them.
    QTest::newRow("Tide of Iron sandbox, second side") << "toi-sandbox.json" << 0 << 1 << "";
}

void TstThreats::shadingIsEachHexBestAttack()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    QFETCH(int, sideIndex);
    QFETCH(QString, attacker);
    std::unique_ptr<Game> game = gameBefore(file, step);
    activateSide(*game, attacker);
    const GameState &state = game->state();
    const RuleSet &rules = game->rules();
    QVERIFY(static_cast<int>(state.sides().size()) > sideIndex);
    const SideId side = state.sides()[static_cast<std::size_t>(sideIndex)].id;

    const ThreatMap map = threatMap(rules, state, side);
    QVERIFY(map.side == side);
    const std::vector<Hex> hexes = state.map().hexes();
    QCOMPARE(map.best.size(), hexes.size());
    QCOMPARE(map.attacks.size(), hexes.size());
    int threatened = 0;
    int evaluations = 0;
    for (std::size_t cell = 0; cell < hexes.size(); ++cell) {
        QCOMPARE(state.map().coordinates().cellIndex(hexes[cell]), static_cast<int>(cell));
        const BestShots one = threatsTo(rules, state, hexes[cell], side);
        evaluations += static_cast<int>(one.allowed.size() + one.refused.size());
        QCOMPARE(map.attacks[cell], static_cast<int>(one.allowed.size()));
        if (one.allowed.empty()) {
            QCOMPARE(map.best[cell], ThreatMap::noThreat);
        } else {
            QCOMPARE(map.best[cell], one.allowed.front().summary.probability);
            ++threatened;
        }
    }
    // What the rule system's reach skipped is what threatsTo evaluated beyond it, all refused,
    // and what another aim at a unit out of sight answered for is the same (the comparisons
    // above).
    QCOMPARE(map.evaluations + map.skipped + map.shared, evaluations);
    QVERIFY(map.complete);
    // Every row's side has a unit someone can fire at.
    QVERIFY(threatened > 0);
}

void TstThreats::unitShadingIsEachHexWithTheUnitThere_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("attacker"); // a side to activate first (see activateSide)
    QTest::newRow("The Last Hundred Yards: an American squad") << "tlhy-sandbox.json"
                                                               << "us-2nd-squad"
                                                               << "ger";
    QTest::newRow("La Bataille: a French line") << "labataille-sandbox.json"
                                                << "fr-4lig-2"
                                                << "fire:ru";
    QTest::newRow("La Bataille: a Russian battery") << "labataille-sandbox.json"
                                                    << "ru-battery-1"
                                                    << "fire:fr";
    QTest::newRow("2d6 Skirmish: a British private") << "skirmish-sandbox.json"
                                                     << "br-pte-bell"
                                                     << "round:ge";
    QTest::newRow("Tide of Iron: a German squad") << "toi-sandbox.json"
                                                  << "ger-krause"
                                                  << "";
}

void TstThreats::unitShadingIsEachHexWithTheUnitThere()
{
    QFETCH(QString, file);
    QFETCH(QString, unit);
    QFETCH(QString, attacker);
    std::unique_ptr<Game> game = testing::bundledGame(file);
    activateSide(*game, attacker);
    const GameState &state = game->state();
    const RuleSet &rules = game->rules();
    const UnitId id {unit.toStdString()};
    const Unit &u = state.unit(id);

    const ThreatMap map = threatMapFor(rules, state, id);
    QVERIFY(map.side == u.side);
    const std::vector<Hex> hexes = state.map().hexes();
    QCOMPARE(map.best.size(), hexes.size());
    int threatened = 0;
    for (std::size_t cell = 0; cell < hexes.size(); ++cell) {
        const auto units = state.unitsIn(hexes[cell]);
        const bool enemyThere = std::any_of(units.begin(), units.end(),
            [&](const Unit *o) { return o->onMap() && o->side != u.side; });
        if (enemyThere) {
            QCOMPARE(map.best[cell], ThreatMap::noThreat);
            QCOMPARE(map.attacks[cell], 0);
            continue;
        }
        const GameState there = standingIn(state, id, hexes[cell]);
        QVERIFY(there.unit(id).occupies(hexes[cell]));
        const BestShots one = threatsTo(rules, there, hexes[cell], u.side, id);
        QCOMPARE(map.attacks[cell], static_cast<int>(one.allowed.size()));
        QCOMPARE(map.best[cell],
            one.allowed.empty() ? ThreatMap::noThreat : one.allowed.front().summary.probability);
        threatened += one.allowed.empty() ? 0 : 1;
    }
    // Where it stands is the position as it is.
    QVERIFY(standingIn(state, id, u.hex) == state);
    // Somewhere on the map an enemy could hit it, and somewhere none could.
    QVERIFY(threatened > 0);
    QVERIFY(threatened < static_cast<int>(hexes.size()));
}

void TstThreats::reachSkipsOnlyWhatIsRefused_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("attacker"); // a side to activate first (see activateSide)
    QTest::addColumn<QString>("unit");
    QTest::addColumn<bool>("wholeSide"); // the tint for the unit's side, not for the unit
    // Small-arms fire needs sight (4.2).
    QTest::newRow("The Last Hundred Yards: the Americans' side") << "tlhy-sandbox.json"
                                                                 << "ger"
                                                                 << "us-2nd-squad" << true;
    QTest::newRow("The Last Hundred Yards: an American squad") << "tlhy-sandbox.json"
                                                               << "ger"
                                                               << "us-2nd-squad" << false;
    // Fire has a range and needs sight (21, 23); units block sight, so with a unit moved from
    // hex to hex only the range is used.
    QTest::newRow("La Bataille: the French side") << "labataille-sandbox.json"
                                                  << "fire:ru"
                                                  << "fr-4lig-2" << true;
    QTest::newRow("La Bataille: a French line") << "labataille-sandbox.json"
                                                << "fire:ru"
                                                << "fr-4lig-2" << false;
    // Fire reaches twice the range at most, and needs sight (Determining range, Line of sight).
    QTest::newRow("Tide of Iron: the German side") << "toi-sandbox.json"
                                                   << ""
                                                   << "ger-krause" << true;
    QTest::newRow("Tide of Iron: a German squad") << "toi-sandbox.json"
                                                  << ""
                                                  << "ger-krause" << false;
}

void TstThreats::reachSkipsOnlyWhatIsRefused()
{
    // The hexes an attack cannot reach are skipped without evaluating, and what is skipped is
    // what evaluating every attack into every hex refuses (the tints themselves are compared hex
    // by hex above).
    QFETCH(QString, file);
    QFETCH(QString, attacker);
    QFETCH(QString, unit);
    QFETCH(bool, wholeSide);
    std::unique_ptr<Game> game = testing::bundledGame(file);
    activateSide(*game, attacker);
    const GameState &state = game->state();
    const RuleSet &rules = game->rules();
    const UnitId id {unit.toStdString()};
    const SideId side = state.unit(id).side;
    const ThreatMap map
        = wholeSide ? threatMap(rules, state, side) : threatMapFor(rules, state, id);
    QVERIFY(map.skipped > 0);
    int asked = 0;
    int allowed = 0;
    for (const Hex h : state.map().hexes()) {
        const auto units = state.unitsIn(h);
        if (!wholeSide && std::any_of(units.begin(), units.end(), [&](const Unit *o) {
                return o->onMap() && o->side != side;
            }))
            continue;
        const BestShots one = wholeSide ? threatsTo(rules, state, h, side)
                                        : threatsTo(rules, standingIn(state, id, h), h, side, id);
        asked += static_cast<int>(one.allowed.size() + one.refused.size());
        allowed += static_cast<int>(one.allowed.size());
    }
    QCOMPARE(map.evaluations + map.skipped + map.shared, asked);
    int counted = 0;
    for (const int n : map.attacks)
        counted += n;
    QCOMPARE(counted, allowed);
}

void TstThreats::fireNeedsAnEnemyThere_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("attacker"); // a side to activate first (see activateSide)
    QTest::addColumn<QString>("kind"); // the attack on a hex that needs an enemy in it
    // Small-arms fire is made at enemy units in a hex (12.1); a mortar may land anywhere.
    QTest::newRow("The Last Hundred Yards: small-arms fire") << "tlhy-sandbox.json" << 0 << "ger"
                                                             << "small-arms-fire";
    // Fire is made at enemy combat units (21), a melee at an enemy next to the attacker.
    QTest::newRow("La Bataille: fire") << "labataille-sandbox.json" << 0 << "fire:ru"
                                       << "fire";
    QTest::newRow("La Bataille: melee") << "labataille-turn.json" << 22 << ""
                                        << "melee";
    // A squad assaults a hex an enemy holds (Assault).
    QTest::newRow("Tide of Iron: assault") << "toi-round.json" << 8 << ""
                                           << "assault";
}

void TstThreats::fireNeedsAnEnemyThere()
{
    // AttackReach::needsEnemyThere: the Threats tint asks such an attack only where a unit of
    // another side than the attacker's stands. Every other hex must be refused, for every unit
    // that may make it.
    QFETCH(QString, file);
    QFETCH(int, step);
    QFETCH(QString, attacker);
    QFETCH(QString, kind);
    std::unique_ptr<Game> game = gameBefore(file, step);
    activateSide(*game, attacker);
    const GameState &state = game->state();
    const RuleSet &rules = game->rules();
    int bounded = 0;
    int refusedEmpty = 0;
    for (const Unit &u : state.units()) {
        if (!u.onMap())
            continue;
        for (const Action &templ : attackTemplates(rules, state, u)) {
            const auto reach = rules.attackReach(state, templ);
            if (templ.kind != kind.toStdString() || !reach || !reach->needsEnemyThere)
                continue;
            ++bounded;
            for (const Hex h : state.map().hexes()) {
                const auto there = state.unitsIn(h);
                if (std::any_of(there.begin(), there.end(),
                        [&](const Unit *o) { return o->onMap() && o->side != u.side; }))
                    continue;
                Action a = templ;
                a.target = h;
                const Evaluation e = rules.evaluateOrRefuse(state, a);
                QVERIFY2(!e.legal,
                    qPrintable(QString::fromStdString(
                        u.name + " at the empty " + state.map().label(h) + " is allowed")));
                ++refusedEmpty;
            }
        }
    }
    // The rule system says so for this attack, and some unit may make it here.
    QVERIFY(bounded > 0);
    QVERIFY(refusedEmpty > 0);
}

void TstThreats::unseenUnitsShareTheirGroupsThreat_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("attacker"); // a side to activate first (see activateSide)
    QTest::addColumn<QString>("unit"); // moved from hex to hex
    // A figure fires at a team: at the figure pointed at if it sees it, else at the nearest one
    // of the team it sees (Fire: line of sight).
    QTest::newRow("2d6 Skirmish sandbox, the Germans firing")
        << "skirmish-sandbox.json" << 0 << "round:ge"
        << "br-pte-bell";
    QTest::newRow("2d6 Skirmish sandbox, the British firing")
        << "skirmish-sandbox.json" << 0 << "round:br"
        << "ge-sch-voss";
}

void TstThreats::unseenUnitsShareTheirGroupsThreat()
{
    // AttackReach::unseenFallsOnGroup: an attack on a unit its actor does not see is allowed or
    // refused, with the same headline, as on any other unit of the unit's group out of sight,
    // wherever that one stands. Checked against evaluation, every actor on every such target and
    // on the unit moved to every hex out of the actor's sight; then the maps share those answers.
    QFETCH(QString, file);
    QFETCH(int, step);
    QFETCH(QString, attacker);
    QFETCH(QString, unit);
    std::unique_ptr<Game> game = gameBefore(file, step);
    activateSide(*game, attacker);
    const GameState &state = game->state();
    const RuleSet &rules = game->rules();
    const UnitId moved {unit.toStdString()};
    const auto same = [](const Evaluation &a, const Evaluation &b) {
        // The headline exactly: its probability compared bit for bit, and its words.
        return a.legal == b.legal && (!a.legal || headlineOf(a) == headlineOf(b));
    };
    int bounded = 0;
    int allowedUnseen = 0;
    int refusedUnseen = 0;
    int groupsOutOfSight = 0;
    for (const Unit &actor : state.units()) {
        if (!actor.onMap())
            continue;
        for (const Action &templ : attackTemplates(rules, state, actor)) {
            const auto reach = rules.attackReach(state, templ);
            if (!reach || !reach->unseenFallsOnGroup)
                continue;
            ++bounded;
            const auto unseen = [&](const GameState &position, const Unit &t) {
                return t.alsoIn.empty()
                    && rules.traceLos(position, actor.hex, t.hex).result().verdict
                    == LosVerdict::Blocked;
            };
            // Every target out of sight against the first one of its group.
            std::map<std::string, Evaluation> first;
            for (const Unit &t : state.units()) {
                if (!t.onMap() || t.side == actor.side || !unseen(state, t))
                    continue;
                Action a = templ;
                a.targetUnit = t.id;
                Evaluation e = rules.evaluateOrRefuse(state, a);
                ++(e.legal ? allowedUnseen : refusedUnseen);
                const auto [it, added] = first.try_emplace(rules.attackedGroup(state, t), e);
                QVERIFY2(added || same(it->second, e),
                    qPrintable(QString::fromStdString(
                        actor.name + " at " + t.name + " differs from the rest of its group")));
            }
            // A group with no unit in its sight is refused, whichever unit it aims at (no
            // bundled attack of this kind has a range: its claim is within maxRange).
            QVERIFY(!reach->maxRange);
            std::set<std::string> inSight;
            for (const Unit &t : state.units()) {
                if (t.onMap() && t.side != actor.side && !unseen(state, t))
                    inSight.insert(rules.attackedGroup(state, t));
            }
            for (const auto &[group, e] : first) {
                if (inSight.contains(group))
                    continue;
                QVERIFY2(!e.legal,
                    qPrintable(QString::fromStdString(
                        actor.name + " fires at a group it does not see: " + group)));
                ++groupsOutOfSight;
            }
            // The unit moved to every hex out of the actor's sight.
            if (state.unit(moved).side == actor.side)
                continue;
            std::optional<Evaluation> out;
            Action a = templ;
            a.targetUnit = moved;
            for (const Hex h : state.map().hexes()) {
                const GameState there = standingIn(state, moved, h);
                if (!unseen(there, there.unit(moved)))
                    continue;
                const Evaluation e = rules.evaluateOrRefuse(there, a, EvaluationDetail::Headline);
                if (!out)
                    out = e;
                QVERIFY2(same(*out, e),
                    qPrintable(QString::fromStdString(actor.name + " at " + unit.toStdString()
                        + " in " + state.map().label(h) + " differs from elsewhere out of sight")));
            }
        }
    }
    // Some attacks say so, and out of sight some are allowed (through another figure of the
    // team in sight) and some refused.
    QVERIFY(bounded > 0);
    QVERIFY(allowedUnseen > 0);
    QVERIFY(refusedUnseen > 0);
    QVERIFY(groupsOutOfSight > 0);
    // The maps evaluate those once (their hex by hex comparison with threatsTo is above).
    const SideId side = state.unit(moved).side;
    QVERIFY(threatMap(rules, state, side).shared > 0);
    QVERIFY(threatMapFor(rules, state, moved).shared > 0);
}

void TstThreats::threadsShareTheWorkNotTheResult_data()
{
    reachSkipsOnlyWhatIsRefused_data();
    // 2d6 Skirmish's fire falls on the team out of sight: the threads share those answers.
    QTest::newRow("2d6 Skirmish: the British side") << "skirmish-sandbox.json"
                                                    << "round:ge"
                                                    << "br-pte-bell" << true;
    QTest::newRow("2d6 Skirmish: a British private") << "skirmish-sandbox.json"
                                                     << "round:ge"
                                                     << "br-pte-bell" << false;
}

void TstThreats::threadsShareTheWorkNotTheResult()
{
    // The window shares a map between the machine's cores: every hex's best odds, attacks and the
    // counts are those of one thread, for any number of threads.
    QFETCH(QString, file);
    QFETCH(QString, attacker);
    QFETCH(QString, unit);
    QFETCH(bool, wholeSide);
    std::unique_ptr<Game> game = testing::bundledGame(file);
    activateSide(*game, attacker);
    const GameState &state = game->state();
    const UnitId id {unit.toStdString()};
    const auto map = [&](int threads) {
        return wholeSide ? threatMap(game->rules(), state, state.unit(id).side, nullptr, threads)
                         : threatMapFor(game->rules(), state, id, nullptr, threads);
    };
    const ThreatMap one = map(1);
    for (const int threads : {2, 3, 7}) {
        const ThreatMap many = map(threads);
        QVERIFY(many.complete);
        QCOMPARE(many.best, one.best);
        QCOMPARE(many.attacks, one.attacks);
        QCOMPARE(many.evaluations, one.evaluations);
        QCOMPARE(many.skipped, one.skipped);
        QCOMPARE(many.shared, one.shared);
    }
}

void TstThreats::cancelledMapsStopEarly()
{
    std::unique_ptr<Game> game = testing::bundledGame(QStringLiteral("tlhy-sandbox.json"));
    activateSide(*game, QStringLiteral("ger"));
    const std::atomic<bool> cancel {true};
    const UnitId id {"us-2nd-squad"};
    const ThreatMap side
        = threatMap(game->rules(), game->state(), game->state().unit(id).side, &cancel);
    QVERIFY(!side.complete);
    QCOMPARE(side.evaluations, 0);
    const ThreatMap unit = threatMapFor(game->rules(), game->state(), id, &cancel);
    QVERIFY(!unit.complete);
    QCOMPARE(unit.evaluations, 0);
    const ThreatMap shared = threatMapFor(game->rules(), game->state(), id, &cancel, 2);
    QVERIFY(!shared.complete);
    QCOMPARE(shared.evaluations, 0);
}

void TstThreats::onlyTheUnitAskedFor()
{
    // 2d6 Skirmish fires at units: asked about one unit, only the attacks on it are listed.
    std::unique_ptr<Game> game = gameBefore(QStringLiteral("skirmish-tutorial.json"), 1);
    const GameState &state = game->state();
    const Action done = game->script().front().action;
    QVERIFY(done.targetUnit);
    const Unit &target = state.unit(*done.targetUnit);
    const BestShots all = threatsTo(game->rules(), state, target.hex, target.side);
    const BestShots one = threatsTo(game->rules(), state, target.hex, target.side, target.id);
    QVERIFY(!one.allowed.empty());
    QVERIFY(one.allowed.size() + one.refused.size() <= all.allowed.size() + all.refused.size());
    for (const auto *list : {&one.allowed, &one.refused}) {
        for (const ShotOption &o : *list)
            QVERIFY(*o.evaluation.action.targetUnit == target.id);
    }
    // A hex with none of the side's units: no attack on a unit reaches it.
    for (const Hex h : state.map().hexes()) {
        if (!state.unitsIn(h).empty())
            continue;
        const BestShots empty = threatsTo(game->rules(), state, h, target.side);
        QVERIFY(empty.allowed.empty() && empty.refused.empty());
        break;
    }
    QVERIFY(threatsTo(game->rules(), state, Hex(-100, -100), target.side).refused.empty());
}

void TstThreats::defaultsFillEveryInputThatHasOne()
{
    for (const QString &file :
        {QStringLiteral("tlhy-sandbox.json"), QStringLiteral("labataille-sandbox.json"),
            QStringLiteral("skirmish-sandbox.json"), QStringLiteral("toi-sandbox.json")}) {
        std::unique_ptr<Game> game = testing::bundledGame(file);
        for (const ActionType &type : game->rules().vocabulary().actions) {
            const ParamMap params = defaultParams(type);
            for (const ParamSpec &p : type.params) {
                const bool filled = params.find(p.key) != params.end();
                if (p.defaultValue) {
                    QVERIFY(filled);
                    QVERIFY(params.at(p.key) == *p.defaultValue);
                } else if ((p.type == ParamType::Integer && p.required)
                    || p.type == ParamType::Flag) {
                    QVERIFY(filled);
                } else if (p.type == ParamType::Integer) {
                    // A number the player may enter instead of the rules' own (TLHY's SADRM):
                    // left to the rules, or every attack would be made with the lowest entry.
                    QVERIFY(!filled);
                }
            }
        }
    }
}

void TstThreats::headlineIsTheFullEvaluations_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    QTest::addColumn<QString>("attacker"); // a side to activate first (see activateSide)
    // Mortar calls everywhere, an own-hex call with its Cohesion Check among them.
    QTest::newRow("The Last Hundred Yards sandbox") << "tlhy-sandbox.json" << 0 << "ger";
    // Small-arms fire that may disrupt.
    QTest::newRow("The Last Hundred Yards 21.8.3, before the MG Section fires")
        << "tlhy-21-8-3-assault-hex.json" << 3 << "";
    QTest::newRow("La Bataille sandbox") << "labataille-sandbox.json" << 0 << "fire:ru";
    QTest::newRow("La Bataille fire combat") << "labataille-fire-combat.json" << 1 << "";
    QTest::newRow("2d6 Skirmish sandbox") << "skirmish-sandbox.json" << 0 << "round:ge";
    QTest::newRow("2d6 Skirmish tutorial") << "skirmish-tutorial.json" << 1 << "";
    QTest::newRow("Tide of Iron sandbox") << "toi-sandbox.json" << 0 << "";
}

void TstThreats::headlineIsTheFullEvaluations()
{
    // EvaluationDetail::Headline, what the Threats maps ask: every attack every unit could make
    // alone, at every hex and at every enemy unit, allowed or refused as in full and with the
    // same reason, and its headline odds the same to the last bit. It is never resolved.
    QFETCH(QString, file);
    QFETCH(int, step);
    QFETCH(QString, attacker);
    std::unique_ptr<Game> game = gameBefore(file, step);
    activateSide(*game, attacker);
    const GameState &state = game->state();
    const RuleSet &rules = game->rules();
    int allowed = 0;
    int refused = 0;
    int likely = 0; // allowed, with a headline above 0 %
    const auto compare = [&](const Action &a) {
        const Evaluation full = rules.evaluateOrRefuse(state, a);
        const Evaluation headline = rules.evaluateOrRefuse(state, a, EvaluationDetail::Headline);
        QCOMPARE(full.detail, EvaluationDetail::Full);
        QCOMPARE(headline.detail, EvaluationDetail::Headline);
        QCOMPARE(headline.legal, full.legal);
        QCOMPARE(headline.whyNot, full.whyNot);
        QCOMPARE(headline.whyNotRule, full.whyNotRule);
        const OddsSummary want = headlineOf(full);
        const OddsSummary got = headlineOf(headline);
        // Exactly: a double compared bit for bit, not QCOMPARE's fuzzy compare.
        QVERIFY2(got == want,
            qPrintable(QString::fromStdString(a.kind + " by " + a.actors.front().value + ": "
                + std::to_string(got.probability) + " \"" + got.text + "\" against "
                + std::to_string(want.probability) + " \"" + want.text + "\"")));
        if (headline.legal) {
            ++allowed;
            likely += want.probability > 0.0 ? 1 : 0;
            ScriptedDice dice({});
            QVERIFY_THROWS_EXCEPTION(Error, rules.resolve(state, headline, dice));
        } else {
            ++refused;
        }
    };
    for (const Unit &u : state.units()) {
        if (!u.onMap())
            continue;
        for (const Action &templ : attackTemplates(rules, state, u)) {
            const ActionType *type = rules.findActionType(templ.kind);
            QVERIFY(type);
            if (type->target == TargetKind::None)
                continue;
            if (type->target == TargetKind::Unit) {
                for (const Unit &t : state.units()) {
                    if (!t.onMap() || t.side == u.side)
                        continue;
                    Action a = templ;
                    a.targetUnit = t.id;
                    compare(a);
                    if (QTest::currentTestFailed())
                        return;
                }
                continue;
            }
            for (const Hex h : state.map().hexes()) {
                Action a = templ;
                a.target = h;
                compare(a);
                if (QTest::currentTestFailed())
                    return;
            }
        }
    }
    QVERIFY(allowed > 0);
    QVERIFY(likely > 0);
    QVERIFY(refused > 0);
}

void TstThreats::headlineOfEveryScriptedStepIsTheFulls_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files
        = QDir(testing::bundledScenarios).entryList({"*.json"}, QDir::Files, QDir::Name);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f;
}

void TstThreats::headlineOfEveryScriptedStepIsTheFulls()
{
    // The actions the rule books' examples take, with the modes and choices the templates of
    // headlineIsTheFullEvaluations leave at their defaults (Fire and Movement, Op Fire,
    // suppressive fire, figures named to fire or to go, combined fire): before each step, its
    // action asked for a headline is allowed or refused as in full, for the same reason, with
    // the same headline odds to the last bit.
    QFETCH(QString, file);
    std::unique_ptr<Game> game = testing::bundledGame(file);
    int compared = 0;
    while (game->nextScriptStep() >= 0) {
        const Action &a = game->script()[static_cast<std::size_t>(game->nextScriptStep())].action;
        const Evaluation full = game->rules().evaluateOrRefuse(game->state(), a);
        const Evaluation headline
            = game->rules().evaluateOrRefuse(game->state(), a, EvaluationDetail::Headline);
        const QString what = QStringLiteral("step %1, %2")
                                 .arg(game->nextScriptStep() + 1)
                                 .arg(QString::fromStdString(a.kind));
        QVERIFY2(headline.legal == full.legal, qPrintable(what));
        QVERIFY2(headline.whyNot == full.whyNot, qPrintable(what));
        const OddsSummary want = headlineOf(full);
        const OddsSummary got = headlineOf(headline);
        QVERIFY2(got == want,
            qPrintable(what
                + QStringLiteral(": %1 \"%2\" against %3 \"%4\"")
                      .arg(got.probability, 0, 'g', 17)
                      .arg(QString::fromStdString(got.text))
                      .arg(want.probability, 0, 'g', 17)
                      .arg(QString::fromStdString(want.text))));
        ++compared;
        QVERIFY2(game->stepForward(), qPrintable(what));
    }
    if (!game->script().empty())
        QVERIFY(compared > 0);
}

QTEST_GUILESS_MAIN(TstThreats)
#include "tst_threats.moc"
