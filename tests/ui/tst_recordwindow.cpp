// Recording an example in the window (issue 14): a teacher plays steps, writes each one's title
// and narration (Edit > Step Title and Narration) and saves the steps played with File > Save as
// Example; the file opens as an example whose steps replay with the recorded dice and text.

#include "windowtest.h"

#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/narrationcard.h"
#include "windowcontrollers.h"

#include <QLabel>
#include <QTemporaryDir>
#include <QTest>

using namespace hexfire;
using namespace hexfire::testing;

class TestRecordWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void teacherRecordsAnExample_data();
    void teacherRecordsAnExample();
    void nothingPlayedNothingSaved();
};

void TestRecordWindow::initTestCase() { testing::prepareWindowTest("tst_recordwindow"); }

void TestRecordWindow::teacherRecordsAnExample_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("steps"); // played, then saved
    QTest::newRow("La Bataille, two steps of four") << "labataille-carre.json" << 2;
    QTest::newRow("2d6 Skirmish, five steps") << "skirmish-tutorial.json" << 5;
    QTest::newRow("Tide of Iron, one step") << "toi-fire-and-movement.json" << 1;
}

void TestRecordWindow::teacherRecordsAnExample()
{
    QFETCH(QString, file);
    QFETCH(int, steps);
    QTemporaryDir dir;
    const QString saved = dir.filePath(QStringLiteral("my-example.json"));
    MainWindow w(false);
    MainWindow::Prompts prompts;
    prompts.ask = [](const QString &, const QString &) { return false; };
    prompts.tell = [](const QString &, const QString &) {};
    prompts.savePath = [&](const QString &) { return saved; };
    prompts.order = [](const QString &, const QString &, const QStringList &) {
        return std::optional<std::vector<int>>();
    };
    QString shownTitle;
    prompts.stepText = [&](int step, const QString &title, const QString &,
                           const QString &happened) -> std::optional<std::pair<QString, QString>> {
        shownTitle = title;
        if (happened.isEmpty())
            return std::nullopt;
        return std::pair {QStringLiteral("My step %1").arg(step),
            QStringLiteral("Watch the dice of step %1.").arg(step)};
    };
    w.setPrompts(prompts);
    QString error;
    QVERIFY2(w.findChild<FileController *>()->openFile(
                 testing::bundledScenario(qPrintable(file)), &error),
        qPrintable(error));
    for (int i = 1; i <= steps; ++i) {
        QVERIFY2(quiz(w).stepForwardAsked(&error), qPrintable(error));
        const QString before = w.session()->stepTitle(i - 1);
        stepCard(w).editStepText();
        QCOMPARE(shownTitle, before); // the dialog starts from the step's own title
        QCOMPARE(w.session()->stepTitle(i - 1), QStringLiteral("My step %1").arg(i));
    }
    // The step card tells the teacher's story at once.
    QCOMPARE(stepCard(w).narrationCard()->textLabel()->text(),
        QStringLiteral("Watch the dice of step %1.").arg(steps));
    const GameState played = w.session()->state();
    QVERIFY(w.findChild<FileController *>()->fileSaveExample());

    MainWindow other(false);
    QVERIFY2(other.findChild<FileController *>()->openFile(saved, &error), qPrintable(error));
    QCOMPARE(other.session()->position(), 0);
    QCOMPARE(other.session()->timelineLength(), steps);
    for (int i = 1; i <= steps; ++i) {
        QVERIFY2(other.session()->stepForward(&error), qPrintable(error));
        QCOMPARE(other.session()->stepTitle(i - 1), QStringLiteral("My step %1").arg(i));
        QCOMPARE(other.session()->stepNarration(i - 1),
            QStringLiteral("Watch the dice of step %1.").arg(i));
    }
    QVERIFY(other.session()->state() == played);
    QCOMPARE(other.session()->game().randomState().draws, std::uint64_t(0));
}

void TestRecordWindow::nothingPlayedNothingSaved()
{
    MainWindow w(false);
    int asked = 0;
    MainWindow::Prompts prompts;
    prompts.savePath = [&](const QString &) {
        ++asked;
        return QString();
    };
    w.setPrompts(prompts);
    QString error;
    QVERIFY2(w.findChild<FileController *>()->openFile(
                 testing::bundledScenario("labataille-carre.json"), &error),
        qPrintable(error));
    QVERIFY(!w.findChild<FileController *>()->fileSaveExample());
    QCOMPARE(asked, 0); // no file dialog for an empty example
    stepCard(w).editStepText(); // no step shown and no prompt: nothing happens
    QString why;
    QVERIFY(!w.session()->saveExample(QStringLiteral("/nonexistent/x.json"), &why));
    QVERIFY(why.contains(QStringLiteral("Play at least one step")));
}

QTEST_MAIN(TestRecordWindow)
#include "tst_recordwindow.moc"
