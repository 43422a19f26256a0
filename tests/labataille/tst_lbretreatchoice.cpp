// The player's choice among equally good retreat paths (REFERENCE 2.5.4): "A La Bataille turn",
// step 9: the Kexholm musketeers fail their check and retreat to H8, and I8, J7, K6 and K7 were
// just as good. Their player may send them to one of those in that segment, not elsewhere, not
// later; undo exact.

#include "core/dice/scripteddice.h"
#include "core/play/game.h"
#include "core/rules/builtinactions.h"
#include "core/rules/labataille/lbretreatchoice.h"
#include "core/rules/labataille/lbruleset.h"
#include "core/scenario/scenarioio.h"

#include <QTest>

using namespace hexfire;
using namespace hexfire::labataille;

namespace {

const UnitId kexholm {"ru-kexholm-1"};

/** The example played to its step 9 (the fire that routs nobody but disorders the Kexholm). */
std::unique_ptr<Game> afterTheRetreat()
{
    LoadResult loaded
        = loadScenarioFile(HEXFIRE_SOURCE_DIR "/resources/scenarios/labataille-turn.json");
    if (!loaded.ok())
        return nullptr;
    const Scenario s = *loaded.scenario;
    Diagnostics d;
    auto game = makeGame(s, d);
    for (std::size_t i = 0; game && i < 9; ++i) {
        ScriptedDice dice(s.script[i].dice);
        game->commit(s.script[i].action, dice, s.script[i].title);
    }
    return game;
}

Action choose(const char *to, const GameState &state)
{
    Action a;
    a.kind = std::string(actions::chooseRetreat);
    a.actors = {kexholm};
    a.target = state.map().parse(to);
    return a;
}

} // namespace

class TstLbRetreatChoice : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerLaBataille(); }
    void theRetreatIsMarked();
    void choices_data();
    void choices();
    void notAfterTheSegment();
};

void TstLbRetreatChoice::theRetreatIsMarked()
{
    const auto game = afterTheRetreat();
    QVERIFY(game);
    const GameState &s = game->state();
    QVERIFY(s.unit(kexholm).hex == s.map().parse("H8"));
    const Marker *marked = nullptr;
    for (const Marker &m : s.markers()) {
        if (m.kind == markers::retreatChoice)
            marked = &m;
    }
    QVERIFY(marked);
    QVERIFY(marked->hex == s.map().parse("H8"));
    QVERIFY(marked->unit == kexholm);
    const std::string text = game->rules().describeMarker(s, *marked).tooltip;
    QVERIFY2(text.find("I8, J7, K6 or K7") != std::string::npos, text.c_str());
}

void TstLbRetreatChoice::choices_data()
{
    QTest::addColumn<QString>("to");
    QTest::addColumn<QString>("why"); // empty: allowed
    QTest::newRow("K7, just as good") << "K7"
                                      << "";
    QTest::newRow("I8, just as good") << "I8"
                                      << "";
    QTest::newRow("H9, not as good") << "H9"
                                     << "was not as good an end";
}

void TstLbRetreatChoice::choices()
{
    QFETCH(QString, to);
    QFETCH(QString, why);
    const auto game = afterTheRetreat();
    QVERIFY(game);
    const GameState before = game->state();
    const Action a = choose(to.toUtf8().constData(), before);
    const Evaluation e = game->evaluate(a);
    if (!why.isEmpty()) {
        QVERIFY(!e.legal);
        QVERIFY2(QString::fromStdString(e.whyNot).contains(why), e.whyNot.c_str());
        return;
    }
    QVERIFY2(e.legal, e.whyNot.c_str());
    ScriptedDice dice({});
    game->commit(a, dice);
    const GameState &after = game->state();
    QVERIFY(after.unit(kexholm).hex == after.map().parse(to.toUtf8().constData()));
    for (const Marker &m : after.markers())
        QVERIFY(m.kind != markers::retreatChoice);
    // Once chosen, not again.
    QVERIFY(!game->evaluate(choose("K6", after)).legal);
    game->undo();
    QVERIFY(game->state() == before);
}

void TstLbRetreatChoice::notAfterTheSegment()
{
    const auto game = afterTheRetreat();
    QVERIFY(game);
    Action next;
    next.kind = std::string(builtin::nextPhase);
    ScriptedDice dice({});
    game->commit(next, dice); // the French Offensive Fire ends: the marker comes off
    const Evaluation e = game->evaluate(choose("K7", game->state()));
    QVERIFY(!e.legal);
    QVERIFY2(
        QString::fromStdString(e.whyNot).contains("no retreat to choose again"), e.whyNot.c_str());
    for (const Marker &m : game->state().markers())
        QVERIFY(m.kind != markers::retreatChoice);
}

QTEST_APPLESS_MAIN(TstLbRetreatChoice)
#include "tst_lbretreatchoice.moc"
