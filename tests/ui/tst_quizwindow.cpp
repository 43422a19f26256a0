// Quiz mode in the window (issue 14): with Examples > Quiz Me on Each Step, Next asks about the
// step before showing it. The card asks core's questions, a learner answers right and wrong, the
// score is kept, the working-out stays hidden until the step is shown, and a step is asked once.

#include "windowtest.h"

#include "core/play/quiz.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/map/losoverlayitem.h"
#include "ui/map/mapscene.h"
#include "ui/map/stepcuesitem.h"
#include "ui/narrationcard.h"
#include "ui/panels/explanationpanel.h"
#include "ui/panels/oddschart.h"
#include "ui/panels/whatifpanel.h"
#include "ui/quizcard.h"
#include "windowcontrollers.h"

#include <QAction>
#include <QLabel>
#include <QPushButton>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>

using namespace hexfire;
using namespace hexfire::testing;

namespace {
/** Answers the question up, rightly or not, and returns whether the card said it was right. */
bool answer(QuizCard *card, bool right)
{
    const QuizQuestion &q = card->quiz().current();
    const int choice = right ? q.answer : (q.answer + 1) % static_cast<int>(q.choices.size());
    const int before = card->quiz().score().right;
    card->choiceButtons()[static_cast<std::size_t>(choice)]->click();
    return card->quiz().score().right > before;
}
} // namespace

class TestQuizWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void learnerSession_data();
    void learnerSession();
    void goingBackLeavesTheQuestion();
    void playStopsAtAQuestion();
};

void TestQuizWindow::initTestCase() { testing::prepareWindowTest("tst_quizwindow"); }

void TestQuizWindow::learnerSession_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QList<bool>>("answers"); // right or wrong, question by question
    QTest::addColumn<QString>("score");
    // Step 1 of the tutorial asks 3 questions (line of sight, the score needed, the hits).
    QTest::newRow("2d6 Skirmish, all right")
        << "skirmish-tutorial.json" << QList<bool> {true, true, true} << "3 of 3 right";
    QTest::newRow("2d6 Skirmish, right, wrong, right")
        << "skirmish-tutorial.json" << QList<bool> {true, false, true} << "2 of 3 right";
    QTest::newRow("La Bataille carré, all wrong")
        << "labataille-carre.json" << QList<bool> {false, false, false} << "0 of 3 right";
    QTest::newRow("Tide of Iron, wrong then right")
        << "toi-concentrated-attack.json" << QList<bool> {false, true, true} << "2 of 3 right";
}

void TestQuizWindow::learnerSession()
{
    QFETCH(QString, file);
    QFETCH(QList<bool>, answers);
    QFETCH(QString, score);
    MainWindow w(false);
    w.resize(1600, 1000);
    QString error;
    QVERIFY2(w.findChild<FileController *>()->openFile(
                 testing::bundledScenario(qPrintable(file)), &error),
        qPrintable(error));
    quiz(w).quizAction()->setChecked(true);
    QuizCard *card = quiz(w).quizCard();

    stepCard(w).narrationCard()->nextButton()->click();
    QVERIFY(card->isAsking());
    QCOMPARE(w.session()->position(), 0); // not shown before it is predicted
    QCOMPARE(card->quiz().questionCount(), answers.size());
    // The map shows who acts and where, not the line's verdict; the working-out waits.
    QVERIFY(!w.scene()->stepCues()->actors().empty());
    QVERIFY(w.scene()->losOverlay()->traces().empty());
    QVERIFY(stepCard(w).explanationPanel()->browser()->toPlainText().contains(
        QStringLiteral("quiz card")));
    QVERIFY(stepCard(w).oddsChart()->odds().empty());
    QVERIFY(!w.findChild<WhatIfPanel *>()->action());
    QVERIFY(stepCard(w).oddsChart()->emptyText().contains(QStringLiteral("quiz")));
    QVERIFY(stepCard(w).narrationCard()->isHidden());

    for (int i = 0; i < answers.size(); ++i) {
        QVERIFY(card->continueButton()->isHidden());
        QCOMPARE(answer(card, answers[i]), answers[i]);
        QVERIFY(card->feedbackLabel()->text().startsWith(answers[i]
                ? QStringLiteral("<b style='color:#1d7a1d'>Right.")
                : QStringLiteral("<b style='color:#b22'>Not quite:")));
        // A second click on the same question changes nothing.
        card->choiceButtons().front()->click();
        QCOMPARE(card->quiz().score().answered, i + 1);
        card->continueButton()->click();
    }
    QVERIFY(!card->isAsking());
    QCOMPARE(QString::fromStdString(card->quiz().score().text()), score);
    QCOMPARE(w.session()->position(), 1); // the step is shown once its questions are done
    QVERIFY(!stepCard(w).explanationPanel()->lines().empty());
    QVERIFY(!stepCard(w).oddsChart()->odds().empty());

    // Back and forward again: the step is not asked twice.
    w.session()->stepBack();
    QVERIFY(quiz(w).stepForwardAsked(&error));
    QVERIFY(!card->isAsking());
    QCOMPARE(w.session()->position(), 1);
    QCOMPARE(card->quiz().score().answered, answers.size());

    // Quiz mode off: the next step is shown at once, and the score starts again.
    quiz(w).quizAction()->setChecked(false);
    QCOMPARE(card->quiz().score().answered, 0);
}

void TestQuizWindow::goingBackLeavesTheQuestion()
{
    MainWindow w(false);
    w.resize(1024, 640);
    QString error;
    QVERIFY2(w.findChild<FileController *>()->openFile(
                 testing::bundledScenario("tlhy-21-8-3-assault-hex.json"), &error),
        qPrintable(error));
    QVERIFY(w.session()->goTo(10, &error));
    quiz(w).quizAction()->setChecked(true);
    QVERIFY(quiz(w).stepForwardAsked(&error));
    QuizCard *card = quiz(w).quizCard();
    QVERIFY(card->isAsking());
    // Step 11 (Fire Resolution in H9)'s first question: which American unit in H9 takes the fire.
    QCOMPARE(card->quiz().current().kind, QuizQuestion::Kind::Unit);
    QVERIFY(answer(card, true));
    w.session()->stepBack();
    QVERIFY(!card->isAsking());
    QVERIFY(!w.session()->currentPreview());
    QCOMPARE(w.session()->position(), 9);
    QVERIFY(!card->asked(11)); // left half-way: asked again next time
}

void TestQuizWindow::playStopsAtAQuestion()
{
    MainWindow w(false);
    w.resize(1600, 1000);
    QString error;
    QVERIFY2(w.findChild<FileController *>()->openFile(
                 testing::bundledScenario("labataille-carre.json"), &error),
        qPrintable(error));
    quiz(w).quizAction()->setChecked(true);
    stepCard(w).narrationCard()->playButton()->click();
    QVERIFY(quiz(w).quizCard()->isAsking());
    QVERIFY(!stepCard(w).narrationCard()->isPlaying());
    QCOMPARE(w.session()->position(), 0);
}

QTEST_MAIN(TestQuizWindow)
#include "tst_quizwindow.moc"
