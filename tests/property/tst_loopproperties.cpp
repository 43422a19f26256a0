// Property tests of the game loop on random one-die games (random maps of clear and woods with
// streams, three units a side, objectives, a turn limit): random LEGAL play — moves to hexes
// ReachableHexes offers (sometimes with the path given), attacks and rallies, adjustments, phase
// ends — then:
// - every hex ReachableHexes offers is a legal move, and every other hex is refused with
//   whyUnreachable's sentence;
// - the side to act is the phasing side, who holds an objective follows who stands in it alone;
// - a fresh Game fed the logged actions and rolls reaches the same position with the same
//   explanations; undo goes back to the start, redo to the end;
// - a saved game (writer -> reader -> makeGame) comes back at the same place in the sequence.
//
// Seeded like tst_playproperties: HEXFIRE_PROPERTY_SEED, HEXFIRE_PROPERTY_SCALE.

#include "propertygame.h"

#include "core/dice/scripteddice.h"
#include "core/rules/adjustment.h"
#include "core/rules/builtinactions.h"
#include "core/rules/movement.h"
#include "core/rules/victory.h"
#include "core/scenario/scenarioio.h"
#include "tests/onedie/onedieruleset.h"
#include "tests/rules/onedieboard.h"

#include <QTest>

#include <cstdlib>

using namespace hexfire;
using namespace hexfire::property;

namespace {

std::uint64_t baseSeed() { return envNumber("HEXFIRE_PROPERTY_SEED", 20261202); }
int scale() { return propertyScale(); }

/** A random 9 x 7 map, a quarter woods, a dozen stream hexsides, 3 units a side, 2 objectives. */
GameState randomPosition(const RuleSet &rules, Rng &rng)
{
    std::vector<std::string> rows(7, std::string(9, '.'));
    for (std::string &row : rows) {
        for (char &c : row)
            c = coin(rng, 25) ? 'W' : '.';
    }
    std::vector<onedieboard::Placed> units;
    const MapGrid map = onedieboard::board(rows);
    std::vector<Hex> free = map.hexes();
    std::shuffle(free.begin(), free.end(), rng);
    for (int i = 0; i < 6; ++i)
        units.push_back({(i < 3 ? "r" : "b") + std::to_string(i % 3 + 1), i < 3 ? "red" : "blue",
            map.label(free[static_cast<std::size_t>(i)]), coin(rng, 30) ? 1 : 2});
    GameState s = onedieboard::position(rows, units);
    for (int i = 0; i < 12; ++i) {
        const Hex h = free[pick(rng, free.size())];
        const HexDirection d = allDirections[pick(rng, allDirections.size())];
        if (s.map().contains(neighbor(h, d)))
            s.editMap().setHexsideFeature(h, d, "stream");
    }
    s.setObjectives({{"Farm", free[6], 2, {}}, {"Mill", free[7], 1, SideId {"blue"}}});
    VictoryConditions v;
    v.turnLimit = 2;
    for (const char *c : {"objectives", "losses", "elimination"}) {
        if (coin(rng, 70))
            v.conditions.emplace_back(c);
    }
    s.setVictory(v);
    return onedieboard::atStart(rules, s);
}

std::vector<const Unit *> sideUnits(const GameState &s, const std::optional<SideId> &side)
{
    std::vector<const Unit *> out;
    for (const Unit *u : unitsOnMap(s)) {
        if (!side || u->side == *side)
            out.push_back(u);
    }
    return out;
}

/** A move the reachable set offers; checks one hex it does not offer is refused with the reason. */
std::optional<Action> legalMove(const Game &game, Rng &rng, std::string &problem)
{
    const GameState &s = game.state();
    const std::vector<const Unit *> mine = sideUnits(s, s.sequence().sideToAct);
    if (mine.empty())
        return std::nullopt;
    const Unit &unit = *mine[pick(rng, mine.size())];
    const MovementRules &movement = *game.rules().movementRules();
    const ReachableHexes reach(s, movement, unit);
    const std::vector<Hex> all = s.map().hexes();
    const Hex other = all[pick(rng, all.size())];
    Action a;
    a.kind = "move";
    a.actors = {unit.id};
    if (!reach.reachable(other)) {
        a.target = other;
        const Evaluation no = game.evaluate(a);
        const std::string why = whyUnreachable(s, movement, unit, reach, other);
        if (no.legal || no.whyNot != why)
            problem = "an unreachable hex " + s.map().label(other) + ": \"" + no.whyNot
                + "\" instead of \"" + why + "\"";
    }
    if (reach.hexes().empty())
        return std::nullopt;
    const Hex to = reach.hexes()[pick(rng, reach.hexes().size())];
    a.target = to;
    if (coin(rng, 50))
        a.params[std::string(movePathParam)] = reach.pathTo(to);
    const Evaluation e = game.evaluate(a);
    if (!e.legal)
        problem = "a reachable hex " + s.map().label(to) + " refused: " + e.whyNot;
    return a;
}

/** An attack by either side (the enemy may fire back), or the rally; may be illegal. */
Action fireAction(const GameState &s, Rng &rng)
{
    Action a;
    const std::vector<const Unit *> all = unitsOnMap(s);
    if (coin(rng, 10) || all.size() < 2) {
        a.kind = "rally";
        return a;
    }
    const Unit &shooter = *all[pick(rng, all.size())];
    a.kind = "attack";
    a.actors = {shooter.id};
    a.target = all[pick(rng, all.size())]->hex;
    a.params["bonus"] = static_cast<int>(pick(rng, 5)) - 2;
    return a;
}

/** A random adjustment of a random counter; may be refused (a state above the full strength). */
Action randomAdjustment(const GameState &s, Rng &rng)
{
    const Unit &u = s.units()[pick(rng, s.units().size())];
    const std::vector<Hex> hexes = s.map().hexes();
    const Hex h = hexes[pick(rng, hexes.size())];
    switch (pick(rng, 6)) {
    case 0:
        return adjustment::moveUnit(u.id, h);
    case 1:
        return adjustment::setStatus(u.id, "shaken", coin(rng, 50));
    case 2:
        return adjustment::setStrength(u.id, static_cast<int>(pick(rng, 3)));
    case 3:
        return u.eliminated ? adjustment::restore(u.id) : adjustment::eliminate(u.id);
    case 4:
        return adjustment::placeMarker("cover", h, std::nullopt, 1);
    default:
        return s.markers().empty() ? adjustment::restore(u.id, h)
                                   : adjustment::removeMarker(s.markers().front().id);
    }
}

/** One legal step committed with the game's dice; false when none was found. */
bool playLegal(Game &game, Rng &rng, std::string &problem)
{
    const GameState &s = game.state();
    const bool over = gameResult(game.rules(), s).over;
    for (int attempt = 0; attempt < 10; ++attempt) {
        std::optional<Action> a;
        const int roll = static_cast<int>(pick(rng, 100));
        if (over || roll < 12) {
            a = randomAdjustment(s, rng);
        } else if (roll < 24) {
            a = Action {};
            a->kind = std::string(builtin::nextPhase);
        } else if (s.phase() == "move") {
            a = legalMove(game, rng, problem);
        } else {
            a = fireAction(s, rng);
        }
        if (!problem.empty())
            return false;
        if (a && game.evaluate(*a).legal) {
            game.commitRandom(*a);
            return true;
        }
    }
    return false;
}

/** What must hold in every position of a one-die game. */
std::string invariantProblem(const GameState &s)
{
    const SequencePosition &p = s.sequence();
    if (!p.gameOver && p.sideToAct != p.phasingSide)
        return "the side to act is not the phasing side";
    if (p.gameOver && p.sideToAct)
        return "a side to act after the game is over";
    for (const Objective &o : s.objectives()) {
        const std::vector<const Unit *> in = s.unitsIn(o.hex);
        const bool alone = !in.empty() && std::all_of(in.begin(), in.end(), [&](const Unit *u) {
            return u->side == in[0]->side;
        });
        if (alone && o.holder != in[0]->side)
            return o.name + " is not held by the side alone in it";
    }
    return {};
}

/** A fresh Game fed the logged actions and their rolls. */
std::unique_ptr<Game> replayed(const Game &game)
{
    auto fresh = std::make_unique<Game>(game.initialState(), std::make_unique<OneDieRuleSet>());
    for (int i = 0; i < game.position(); ++i) {
        const LogEntry &e = game.log()[static_cast<std::size_t>(i)];
        std::vector<int> faces;
        for (const DieRoll &r : e.resolution.rolls)
            faces.push_back(r.face);
        ScriptedDice dice(faces);
        fresh->commit(e.evaluation.action, dice);
        if (!dice.exhausted())
            throw Error("a replayed step left a face over");
    }
    return fresh;
}

Scenario asScenario(const Game &game)
{
    Scenario base;
    base.title = "Random loop game";
    base.rulesetId = "onedie";
    base.initial = game.initialState();
    return snapshot(base, game);
}

} // namespace

class TstLoopProperties : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void randomLegalPlay();
    void savedGameKeepsItsPlace();
};

void TstLoopProperties::initTestCase()
{
    registerOneDie();
    qInfo("seed %llu, scale %d", static_cast<unsigned long long>(baseSeed()), scale());
}

void TstLoopProperties::randomLegalPlay()
{
    const OneDieRuleSet rules;
    int committed = 0;
    int phases = 0;
    int moves = 0;
    int attacks = 0;
    int ended = 0;
    const int games = 40 * scale();
    for (int g = 0; g < games; ++g) {
        const std::uint64_t seed = baseSeed() + static_cast<std::uint64_t>(g);
        const QByteArray where = "seed " + QByteArray::number(static_cast<qulonglong>(seed));
        Rng rng(seed);
        Game game(randomPosition(rules, rng), std::make_unique<OneDieRuleSet>(), seed);
        std::string problem;
        for (int i = 0; i < 80 && playLegal(game, rng, problem); ++i) {
            const std::string broken = invariantProblem(game.state());
            QVERIFY2(broken.empty(), (where + ": " + broken.c_str()).constData());
            if (coin(rng, 10)) { // undo and redo a step on the way
                const GameState now = game.state();
                game.undo();
                game.redo();
                QVERIFY2(game.state() == now, where.constData());
            }
        }
        QVERIFY2(problem.empty(), (where + ": " + problem.c_str()).constData());
        for (const LogEntry &e : game.log()) {
            phases += e.evaluation.action.kind == builtin::nextPhase ? 1 : 0;
            moves += e.evaluation.action.kind == "move" ? 1 : 0;
            attacks += e.evaluation.action.kind == "attack" ? 1 : 0;
        }
        committed += game.position();
        ended += game.state().sequence().gameOver ? 1 : 0;

        const GameState final = game.state();
        const auto again = replayed(game);
        QVERIFY2(again->state() == final, where.constData());
        QCOMPARE(QString::fromStdString(explanationText(*again)),
            QString::fromStdString(explanationText(game)));
        game.goTo(0);
        QVERIFY2(game.state() == game.initialState(), where.constData());
        game.goTo(static_cast<int>(game.log().size()));
        QVERIFY2(game.state() == final, where.constData());
    }
    qInfo("%d games, %d steps committed (%d moves, %d attacks, %d phase ends), %d reached the "
          "turn limit",
        games, committed, moves, attacks, phases, ended);
    // The generator must reach every part of the loop, or the properties hold vacuously.
    QVERIFY(moves > games);
    QVERIFY(phases > games);
    QVERIFY(attacks > 0);
    QVERIFY(ended > 0);
}

// Saved mid-game and reopened, the game is where it was: same counters, same place in the
// sequence, same objectives and victory conditions.
void TstLoopProperties::savedGameKeepsItsPlace()
{
    const OneDieRuleSet rules;
    for (int g = 0; g < 10; ++g) {
        const std::uint64_t seed = baseSeed() + 1000 + static_cast<std::uint64_t>(g);
        const QByteArray where = "seed " + QByteArray::number(static_cast<qulonglong>(seed));
        Rng rng(seed);
        Game game(randomPosition(rules, rng), std::make_unique<OneDieRuleSet>(), seed);
        std::string problem;
        for (int i = 0; i < 30 && playLegal(game, rng, problem); ++i) { }
        QVERIFY2(problem.empty(), (where + ": " + problem.c_str()).constData());
        Action end;
        end.kind = std::string(builtin::nextPhase);
        while (g % 2 == 1 && game.evaluate(end).legal) // every other game played to its end
            game.commitRandom(end);
        const LoadResult reopened
            = loadScenarioText(scenarioToText(asScenario(game)), "saved.json");
        QVERIFY2(reopened.ok(), (where + ": " + reopened.diagnostics.format().c_str()).constData());
        Diagnostics d;
        const auto back = makeGame(*reopened.scenario, d);
        QVERIFY2(back, (where + ": " + d.format().c_str()).constData());
        QCOMPARE(back->position(), game.position());
        // The whole position comes back: counters, markers, the place in the sequence (a game the
        // turn limit ended stays over), the objectives and their holders, the victory conditions.
        QVERIFY2(back->state() == game.state(), where.constData());
        QVERIFY2(back->initialState() == game.initialState(), where.constData());
        QCOMPARE(back->state().sequence().gameOver, game.state().sequence().gameOver);
    }
}

QTEST_GUILESS_MAIN(TstLoopProperties)
#include "tst_loopproperties.moc"
