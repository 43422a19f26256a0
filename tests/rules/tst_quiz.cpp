// Quiz mode: what a learner is asked to predict about each step of a bundled example, and the
// score. Every answer must be what core works out when the step is played: the quiz may not
// compute anything of its own.

#include "bundledgame.h"

#include "app/rulesets.h"
#include "core/error.h"
#include "core/play/quiz.h"
#include "core/rules/oddssummary.h"

#include <QDir>
#include <QTest>

using namespace hexfire;

Q_DECLARE_METATYPE(QuizQuestion::Kind)

class TstQuiz : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerRuleSets(); }
    void answersAreWhatThePlayedStepGives_data();
    void answersAreWhatThePlayedStepGives();
    void seedExamples_data();
    void seedExamples();
    void learnerScore_data();
    void learnerScore();
    void refusedStepAsksNothing();
};

void TstQuiz::answersAreWhatThePlayedStepGives_data()
{
    QTest::addColumn<QString>("file");
    for (const QString &f : QDir(testing::bundledScenarios).entryList({"*.json"})) {
        if (!f.contains(QStringLiteral("sandbox")))
            QTest::newRow(qPrintable(f)) << f;
    }
}

// Every step is asked about before it is played, then played through Game: each answer must be
// the played step's (LOS verdict, picked unit, first number, the table's outcome), and every step
// with odds asks for its result.
void TstQuiz::answersAreWhatThePlayedStepGives()
{
    QFETCH(QString, file);
    std::unique_ptr<Game> game = testing::bundledGame(file);
    int asked = 0;
    for (std::size_t i = 0; i < game->script().size(); ++i) {
        const GameState before = game->state();
        const std::vector<QuizQuestion> questions
            = quizQuestions(game->rules(), before, game->script()[i]);
        QVERIFY(game->stepForward());
        const LogEntry &entry = game->log().back();
        const Evaluation &e = entry.evaluation;
        bool outcomeAsked = false;
        for (const QuizQuestion &q : questions) {
            QVERIFY2(
                q.answer >= 0 && q.answer < static_cast<int>(q.choices.size()), q.prompt.c_str());
            QVERIFY(q.prompt.ends_with('?'));
            QVERIFY(!q.why.empty());
            const std::string &right = q.choices[static_cast<std::size_t>(q.answer)];
            switch (q.kind) {
            case QuizQuestion::Kind::LineOfSight: {
                const auto t = std::find_if(e.los.begin(), e.los.end(),
                    [](const LosTrace &x) { return x.firer != x.target; });
                QVERIFY(t != e.los.end());
                QCOMPARE(q.answer, static_cast<int>(t->verdict));
                break;
            }
            case QuizQuestion::Kind::Unit: {
                const std::vector<OddsTable> tables = oddsInDisplayOrder(e.odds);
                QCOMPARE(right, before.unit(UnitId {tables.front().subject}).name);
                break;
            }
            case QuizQuestion::Kind::Number:
                QCOMPARE(right, std::to_string(e.finals.front().value));
                QCOMPARE(q.choices.size(), std::size_t {4});
                break;
            case QuizQuestion::Kind::Outcome: {
                outcomeAsked = true;
                QVERIFY2(!q.given.empty(),
                    (q.prompt + " / " + entry.title).c_str()); // the dice are shown first
                // What the played step gave, in its odds table's words.
                std::vector<std::string> happened;
                for (const OddsTable &t : e.odds) {
                    for (const Outcome &o : entry.resolution.outcomes) {
                        for (const OutcomeOdds &odds : t.outcomes) {
                            if (o.subject == t.subject && o.key == odds.key)
                                happened.push_back(odds.label);
                        }
                    }
                }
                const auto said = std::find(happened.begin(), happened.end(), right);
                QVERIFY2(said != happened.end(), q.prompt.c_str());
                break;
            }
            }
            ++asked;
        }
        // A step whose result is one of its odds tables' outcomes asks for it.
        const bool tableResolved
            = std::any_of(e.odds.begin(), e.odds.end(), [&](const OddsTable &t) {
                  return t.outcomes.size() > 1
                      && std::any_of(entry.resolution.outcomes.begin(),
                          entry.resolution.outcomes.end(),
                          [&](const Outcome &o) { return o.subject == t.subject; });
              });
        if (tableResolved)
            QVERIFY2(outcomeAsked, entry.title.c_str());
    }
    QVERIFY2(asked > 0, "an example the quiz asks nothing about");
}

void TstQuiz::seedExamples_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step"); // 1-based
    QTest::addColumn<QuizQuestion::Kind>("kind");
    QTest::addColumn<QString>("answer");
    // The numbers and results of the rule books' worked examples (REFERENCE.md's seed examples).
    QTest::newRow("La Bataille carré: fire value 12")
        << "labataille-carre.json" << 1 << QuizQuestion::Kind::Number << "12";
    QTest::newRow("La Bataille carré: fire at the carré costs an increment")
        << "labataille-carre.json" << 8 << QuizQuestion::Kind::Outcome << "1 increment lost";
    // 21.8.3 plays as a turn: step 7 is Lt. Murphy's mortar call, 11 the Fire Resolution in H9.
    QTest::newRow("TLHY 21.8.3: the mortar's MDRM on H9")
        << "tlhy-21-8-3-assault-hex.json" << 7 << QuizQuestion::Kind::Number << "-2";
    QTest::newRow("TLHY 21.8.3: the American 1st Squad takes the fire")
        << "tlhy-21-8-3-assault-hex.json" << 11 << QuizQuestion::Kind::Unit << "1st Squad";
    QTest::newRow("TLHY 21.8.3: the 1st Squad is disrupted")
        << "tlhy-21-8-3-assault-hex.json" << 11 << QuizQuestion::Kind::Outcome << "Disrupted";
    QTest::newRow("TLHY 21.8: casualty and disrupted in E4")
        << "tlhy-21-8-simple-fire-resolution.json" << 1 << QuizQuestion::Kind::Outcome
        << "Casualty and disrupted";
    QTest::newRow("2d6 Skirmish: Pte. Ash needs 7")
        << "skirmish-tutorial.json" << 1 << QuizQuestion::Kind::Number << "7";
    QTest::newRow("2d6 Skirmish: Able team scores 2 hits")
        << "skirmish-tutorial.json" << 1 << QuizQuestion::Kind::Outcome << "2 hits";
    QTest::newRow("Tide of Iron: Fire and Movement halves the firepower to 2")
        << "toi-fire-and-movement.json" << 2 << QuizQuestion::Kind::Number << "2";
    QTest::newRow("Tide of Iron: 1 net hit on Gruppe Krause")
        << "toi-fire-and-movement.json" << 2 << QuizQuestion::Kind::Outcome << "1 net hit";
}

void TstQuiz::seedExamples()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    QFETCH(QuizQuestion::Kind, kind);
    QFETCH(QString, answer);
    std::unique_ptr<Game> game = testing::bundledGame(file);
    game->goTo(0);
    for (int i = 1; i < step; ++i)
        QVERIFY(game->stepForward());
    const std::vector<QuizQuestion> questions = quizQuestions(
        game->rules(), game->state(), game->script()[static_cast<std::size_t>(step - 1)]);
    const auto q = std::find_if(
        questions.begin(), questions.end(), [&](const QuizQuestion &x) { return x.kind == kind; });
    QVERIFY2(q != questions.end(), "no question of this kind");
    QCOMPARE(QString::fromStdString(q->choices[static_cast<std::size_t>(q->answer)]), answer);
}

void TstQuiz::learnerScore_data()
{
    QTest::addColumn<QList<bool>>("rightAnswers"); // per question of the first two fire steps
    QTest::addColumn<int>("right");
    QTest::newRow("all right") << QList<bool> {true, true, true, true, true, true} << 6;
    QTest::newRow("all wrong") << QList<bool> {false, false, false, false, false, false} << 0;
    QTest::newRow("right, wrong, right...")
        << QList<bool> {true, false, true, false, true, false} << 3;
}

// A learner goes through the first two steps of the skirmish tutorial, answering as the row says.
void TstQuiz::learnerScore()
{
    QFETCH(QList<bool>, rightAnswers);
    QFETCH(int, right);
    std::unique_ptr<Game> game = testing::bundledGame(QStringLiteral("skirmish-tutorial.json"));
    Quiz quiz;
    int n = 0;
    for (int step = 0; step < 2; ++step) {
        QVERIFY(!quiz.asked(step));
        quiz.ask(step,
            quizQuestions(
                game->rules(), game->state(), game->script()[static_cast<std::size_t>(step)]));
        QCOMPARE(quiz.step(), step);
        QCOMPARE(quiz.questionCount(), 3); // line of sight, score needed, the hits
        while (!quiz.done()) {
            const QuizQuestion &q = quiz.current();
            const bool answerRight = rightAnswers[n++];
            const int choice = answerRight ? q.answer : (q.answer + 1) % int(q.choices.size());
            QCOMPARE(quiz.answer(choice), answerRight);
        }
        QVERIFY(quiz.asked(step));
        QVERIFY(game->stepForward());
    }
    QCOMPARE(quiz.score().answered, 6);
    QCOMPARE(quiz.score().right, right);
    QCOMPARE(
        QString::fromStdString(quiz.score().text()), QStringLiteral("%1 of 6 right").arg(right));
    QVERIFY_THROWS_EXCEPTION(Error, quiz.answer(0));
    quiz.reset();
    QCOMPARE(quiz.score(), QuizScore {});
    QVERIFY(!quiz.asked(0));
}

void TstQuiz::refusedStepAsksNothing()
{
    std::unique_ptr<Game> game = testing::bundledGame(QStringLiteral("skirmish-tutorial.json"));
    ScriptStep step = game->script().front();
    step.action.target = step.action.actors.empty()
        ? step.action.target
        : std::optional<Hex>(game->state().unit(step.action.actors.front()).hex);
    step.action.targetUnit.reset();
    step.action.target = Hex {99, 99}; // off the map
    QVERIFY(quizQuestions(game->rules(), game->state(), step).empty());
    ScriptStep tooFewDice = game->script().front();
    tooFewDice.dice.clear();
    QVERIFY(quizQuestions(game->rules(), game->state(), tooFewDice).empty());
}

QTEST_GUILESS_MAIN(TstQuiz)
#include "tst_quiz.moc"
