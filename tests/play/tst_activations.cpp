// Who acted this round: the game's record since the last phase step, up to the position shown.

#include "core/play/activations.h"

#include <QTest>

using namespace hexfire;

namespace {
/** A log written as "a+b:fire" (actors a and b fire) or "-" (a phase step), one per step. */
std::vector<LogEntry> logOf(const QStringList &steps)
{
    std::vector<LogEntry> log;
    for (const QString &step : steps) {
        LogEntry e;
        if (step != QLatin1String("-")) {
            const QStringList parts = step.split(QLatin1Char(':'));
            for (const QString &actor : parts[0].split(QLatin1Char('+')))
                e.evaluation.action.actors.push_back(UnitId {actor.toStdString()});
            e.evaluation.action.kind = parts.value(1).toStdString();
        } else {
            e.evaluation.action.kind = "end-round";
        }
        log.push_back(e);
    }
    return log;
}

/** "a@1,3 b@2": each unit with its step numbers, in first-acted order. */
QString describe(const std::vector<Activation> &acts)
{
    QStringList out;
    for (const Activation &a : acts) {
        QStringList steps;
        for (int s : a.steps)
            steps << QString::number(s);
        out << QString::fromStdString(a.unit.value) + QLatin1Char('@')
                + steps.join(QLatin1Char(','));
    }
    return out.join(QLatin1Char(' '));
}
} // namespace

class TstActivations : public QObject {
    Q_OBJECT
private slots:
    void actedSinceThePhaseStep_data();
    void actedSinceThePhaseStep();
};

void TstActivations::actedSinceThePhaseStep_data()
{
    QTest::addColumn<QStringList>("steps");
    QTest::addColumn<int>("position");
    QTest::addColumn<QString>("acted");
    QTest::addColumn<int>("phaseStep");
    QTest::newRow("nothing played") << QStringList() << 0 << QString() << 0;
    QTest::newRow("one fire") << QStringList {"a:fire"} << 1 << "a@1" << 0;
    QTest::newRow("a unit acting twice keeps both steps")
        << QStringList {"a:fire", "b:move", "a:fire"} << 3 << "a@1,3 b@2" << 0;
    QTest::newRow("a combined fire counts every actor")
        << QStringList {"a+b+c:fire"} << 1 << "a@1 b@1 c@1" << 0;
    QTest::newRow("the phase step starts a new round")
        << QStringList {"a:fire", "-", "b:fire"} << 3 << "b@3" << 2;
    QTest::newRow("just after the phase step nobody has acted")
        << QStringList {"a:fire", "-"} << 2 << QString() << 2;
    QTest::newRow("stepped back: the redo tail does not count")
        << QStringList {"a:fire", "b:fire", "c:fire"} << 1 << "a@1" << 0;
    QTest::newRow("stepped back before the phase step")
        << QStringList {"a:fire", "-", "b:fire"} << 1 << "a@1" << 0;
    QTest::newRow("a position past the end reads the whole log")
        << QStringList {"a:fire"} << 5 << "a@1" << 0;
}

void TstActivations::actedSinceThePhaseStep()
{
    QFETCH(QStringList, steps);
    QFETCH(int, position);
    QFETCH(QString, acted);
    QFETCH(int, phaseStep);
    const std::vector<LogEntry> log = logOf(steps);
    QCOMPARE(describe(activationsSince(log, position)), acted);
    QCOMPARE(lastPhaseStep(log, position), phaseStep);
    for (const Activation &a : activationsSince(log, position))
        QCOMPARE(a.steps.size(), a.actions.size());
}

QTEST_GUILESS_MAIN(TstActivations)
#include "tst_activations.moc"
