// Game: commit, undo, redo and goTo keep the state identical to a fresh replay; redo never rolls;
// illegal actions change nothing; a script steps forward and back. Played with the 21.8.3 sequence.

#include "../tlhy/tlhyfixture.h"

#include "core/dice/scripteddice.h"
#include "core/play/game.h"
#include "core/rules/tlhy/tlhyruleset.h"
#include "core/rules/tlhy/tlhyvocabulary.h"

#include <QTest>

#include <algorithm>
#include <memory>

using namespace hexfire;
using namespace tlhyfixture;

namespace {

/** The whole 21.8.3 example as a script: six steps, then Fire Resolution of H9 and of I10. */
std::vector<ScriptStep> script()
{
    std::vector<ScriptStep> steps;
    for (const auto &[a, dice] : seed2183Steps(3))
        steps.push_back({a.kind, a, dice, {}, false});
    steps.push_back({"Fire Resolution H9", action(tlhykeys::fireResolution, {}, "H9"),
        {7, 6, 10, 5}, "", true});
    steps.push_back(
        {"Fire Resolution I10", action(tlhykeys::fireResolution, {}, "I10"), {9}, "", false});
    return steps;
}

Game newGame() { return Game(seed2183Position(), std::make_unique<TlhyRuleSet>()); }

/** Plays every script step by commit and returns the state after each (index 0 = start). */
std::vector<GameState> playAll(Game &game)
{
    std::vector<GameState> states {game.state()};
    for (const ScriptStep &s : script()) {
        ScriptedDice dice(s.dice);
        game.commit(s.action, dice, s.title);
        states.push_back(game.state());
    }
    return states;
}

} // namespace

class TstGame : public QObject {
    Q_OBJECT
private slots:
    void undoRedoGoToMatchReplay_data();
    void undoRedoGoToMatchReplay();
    void redoNeverRolls();
    void illegalActionRefused();
    void commitDropsRedoTail();
    void scriptStepsForwardAndBack();
    void failedResolutionChangesNothing();
    void randomDiceReproducible();
    void previewedEvaluationIsResolvedWhileCurrent_data();
    void previewedEvaluationIsResolvedWhileCurrent();
};

void TstGame::undoRedoGoToMatchReplay_data()
{
    QTest::addColumn<std::vector<int>>("path");
    QTest::newRow("all the way back and forward") << std::vector<int> {0, 8};
    QTest::newRow("back to the mortar call, forward to the end") << std::vector<int> {4, 8};
    QTest::newRow("zig-zag") << std::vector<int> {7, 2, 6, 0, 3, 8, 5};
}

void TstGame::undoRedoGoToMatchReplay()
{
    QFETCH(std::vector<int>, path);
    Game game = newGame();
    const std::vector<GameState> states = playAll(game);
    QCOMPARE(game.position(), 8);
    // A fresh replay gives the same final state.
    Game fresh = newGame();
    playAll(fresh);
    QVERIFY(fresh.state() == game.state());
    for (int n : path) {
        game.goTo(n);
        QCOMPARE(game.position(), n);
        QVERIFY2(game.state() == states[static_cast<std::size_t>(n)],
            qPrintable(QString("position %1").arg(n)));
    }
    while (game.canUndo()) {
        game.undo();
        QVERIFY(game.state() == states[static_cast<std::size_t>(game.position())]);
    }
    QVERIFY(game.state() == game.initialState());
    QVERIFY_THROWS_EXCEPTION(Error, game.undo());
    QVERIFY_THROWS_EXCEPTION(Error, game.goTo(9));
}

void TstGame::redoNeverRolls()
{
    Game game = newGame();
    const std::vector<GameState> states = playAll(game);
    const auto rollsBefore = game.log()[6].resolution.rolls;
    QCOMPARE(rollsBefore.size(), std::size_t(4));
    game.goTo(0);
    FailingDice failing; // dice-free actions may be committed with dice that must never roll
    const auto drawsBefore = game.randomState();
    while (game.canRedo())
        game.redo();
    QVERIFY(game.state() == states.back());
    QVERIFY(game.randomState() == drawsBefore);
    QCOMPARE(game.log()[6].resolution.rolls, rollsBefore);
    QVERIFY(failing.rolls().empty());
    // Small-arms fire and assault declarations never roll.
    Game other = newGame();
    const auto steps = seed2183Steps();
    for (int i = 0; i < 4; ++i)
        other.commit(steps[static_cast<std::size_t>(i)].first, failing);
    QVERIFY(failing.rolls().empty());
}

void TstGame::illegalActionRefused()
{
    Game game = newGame();
    playAll(game);
    game.goTo(5);
    const GameState before = game.state();
    const auto logSize = game.log().size();
    // Lt. Murphy is now in a primary impact hex: he may not call again.
    Action again = action(tlhykeys::mortarCall, {"lt-murphy"}, "H9");
    again.params[std::string(tlhykeys::mortarValue)] = 0;
    FailingDice dice;
    try {
        game.commit(again, dice);
        QFAIL("an ineligible leader's call was accepted");
    } catch (const Error &e) {
        QVERIFY2(std::string(e.what()).find("primary impact") != std::string::npos, e.what());
        // The refusal names the action as the rule system publishes it.
        QVERIFY2(std::string(e.what()).find(game.actionName(again)) == 0, e.what());
        QVERIFY2(std::string(e.what()).find("11.4.4") != std::string::npos, e.what());
    }
    QVERIFY(game.state() == before);
    QCOMPARE(game.log().size(), logSize); // the redo tail is kept
    QCOMPARE(game.position(), 5);
}

void TstGame::commitDropsRedoTail()
{
    Game game = newGame();
    playAll(game);
    game.goTo(2);
    ScriptedDice dice({});
    game.commit(seed2183Steps()[2].first, dice, "assault again");
    QCOMPARE(game.log().size(), std::size_t(3));
    QVERIFY(!game.canRedo());
}

void TstGame::scriptStepsForwardAndBack()
{
    Game game = newGame();
    Game reference = newGame();
    const std::vector<GameState> states = playAll(reference);
    game.setScript(script());
    QCOMPARE(game.nextScriptStep(), 0);
    int steps = 0;
    while (game.stepForward()) {
        ++steps;
        QVERIFY(game.state() == states[static_cast<std::size_t>(steps)]);
    }
    QCOMPARE(steps, 8);
    QCOMPARE(game.nextScriptStep(), -1);
    QVERIFY(game.log()[6].bookmark);
    QCOMPARE(game.log()[6].title, std::string("Fire Resolution H9"));
    game.goTo(3);
    QVERIFY(game.state() == states[3]);
    QCOMPARE(game.nextScriptStep(), 3);
    QVERIFY(game.stepForward()); // redo, not a new commit
    QCOMPARE(game.log().size(), std::size_t(8));
    QVERIFY(game.state() == states[4]);
}

void TstGame::failedResolutionChangesNothing()
{
    Game game = newGame();
    std::vector<ScriptStep> s = script();
    s[4].dice.clear(); // the mortar call needs its scatter die
    game.setScript(s);
    for (int i = 0; i < 4; ++i)
        QVERIFY(game.stepForward());
    const GameState before = game.state();
    QVERIFY_THROWS_EXCEPTION(Error, game.stepForward());
    QVERIFY(game.state() == before);
    QCOMPARE(game.position(), 4);
    QCOMPARE(game.log().size(), std::size_t(4));
}

void TstGame::randomDiceReproducible()
{
    Game a(seed218Position(), std::make_unique<TlhyRuleSet>(), 42);
    Game b(seed218Position(), std::make_unique<TlhyRuleSet>(), 42);
    const Action fr = action(tlhykeys::fireResolution, {}, "H9");
    a.commitRandom(fr);
    b.commitRandom(fr);
    QVERIFY(a.state() == b.state());
    QCOMPARE(a.log()[0].resolution.rolls, b.log()[0].resolution.rolls);
    QVERIFY(a.randomState().draws >= 3);
    a.undo();
    a.redo();
    QVERIFY(a.state() == b.state());
    QVERIFY(a.randomState() == b.randomState());
}

void TstGame::previewedEvaluationIsResolvedWhileCurrent_data()
{
    QTest::addColumn<bool>("positionMoved");
    QTest::newRow("current: resolved as previewed") << false;
    QTest::newRow("stale: evaluated again") << true;
}

// The evaluation a player saw is the one resolved (Cute Chess: the move the board checked is the
// move that is made), unless the position moved since: then core evaluates the action again.
void TstGame::previewedEvaluationIsResolvedWhileCurrent()
{
    QFETCH(bool, positionMoved);
    Game game = newGame();
    const std::vector<ScriptStep> steps = script();
    // A step that stays legal after the first one; marked, so it shows whether it was resolved.
    const ScriptStep &step = steps[positionMoved ? 1 : 0];
    PreviewedAction previewed = game.preview(step.action);
    QCOMPARE(previewed.revision, game.revision());
    ExplanationLine mark;
    mark.key = "test.previewed";
    mark.text = "the evaluation the player saw";
    previewed.evaluation.lines.push_back(mark);
    if (positionMoved) {
        ScriptedDice first(steps[0].dice);
        game.commit(steps[0].action, first);
        QVERIFY(!game.isCurrent(previewed));
    }
    QVERIFY(game.isCurrent(previewed) != positionMoved);
    ScriptedDice dice(step.dice);
    const LogEntry &entry = game.commit(previewed, dice);
    const bool marked
        = std::find(entry.evaluation.lines.begin(), entry.evaluation.lines.end(), mark)
        != entry.evaluation.lines.end();
    QCOMPARE(marked, !positionMoved);
    QVERIFY(entry.evaluation.action == step.action);
    // Undo and redo move the revision too: nothing previewed before them stays current.
    const auto revision = game.revision();
    game.undo();
    QVERIFY(game.revision() != revision);
}

QTEST_GUILESS_MAIN(TstGame)
#include "tst_game.moc"
