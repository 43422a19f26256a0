// ScriptedDice and ManualDice: faces in order, clear errors naming the failed roll (index,
// purpose, die size) for an exhausted script or an impossible face, and for manual entry: cancel
// throws DiceCancelled, an impossible face is asked again up to the attempt limit.
#include "core/dice/manualdice.h"
#include "core/dice/scripteddice.h"

#include "errorof.h"

#include <QTest>

#include <deque>

using namespace hexfire;

namespace {

// Answers a manual roll from a fixed queue of entries; an empty optional means "cancel".
struct Player {
    std::deque<std::optional<int>> entries;
    int asked = 0;
    int lastSides = 0;
    std::string lastPurpose;
    ManualDice::Ask ask()
    {
        return [this](int sides, std::string_view purpose) {
            ++asked;
            lastSides = sides;
            lastPurpose = std::string(purpose);
            const auto e = entries.front();
            entries.pop_front();
            return e;
        };
    }
};

} // namespace

class TestScriptedDice : public QObject {
    Q_OBJECT
private slots:
    void scriptInOrder();
    void scriptErrors_data();
    void scriptErrors();
    void manualEntry_data();
    void manualEntry();
    void manualCancel();
    void manualNeedsCallback();
};

void TestScriptedDice::scriptInOrder()
{
    ScriptedDice dice({2, 9, 10});
    QCOMPARE(dice.remaining(), std::size_t(3));
    QCOMPARE(dice.roll(10, "MDRM +2"), 2);
    QCOMPARE(dice.roll(10, "SADRM -1"), 9);
    QCOMPARE(dice.position(), std::size_t(2));
    QCOMPARE(dice.roll(10, "SADRM 0"), 10);
    QVERIFY(dice.exhausted());
    QCOMPARE(dice.rolls().size(), std::size_t(3));
    QCOMPARE(dice.rolls()[1], (DieRoll {10, 9, "SADRM -1"}));
}

void TestScriptedDice::scriptErrors_data()
{
    QTest::addColumn<QList<int>>("script");
    QTest::addColumn<int>("sides");
    QTest::addColumn<int>("goodRolls");
    QTest::addColumn<QStringList>("mustMention");

    QTest::newRow("empty script") << QList<int> {} << 6 << 0
                                  << QStringList {"#0", "d6", "\"fire\"", "only 0 faces"};
    QTest::newRow("runs out after two")
        << QList<int> {3, 4} << 6 << 2 << QStringList {"#2", "d6", "\"fire\"", "only 2 faces"};
    QTest::newRow("7 on a d6") << QList<int> {1, 7} << 6 << 1
                               << QStringList {"#1", "d6", "\"fire\"", "is 7", "1..6"};
    QTest::newRow("0 on a d10") << QList<int> {0} << 10 << 0
                                << QStringList {"#0", "d10", "is 0", "1..10"};
    QTest::newRow("negative face") << QList<int> {-3} << 6 << 0 << QStringList {"#0", "is -3"};
}

void TestScriptedDice::scriptErrors()
{
    QFETCH(QList<int>, script);
    QFETCH(int, sides);
    QFETCH(int, goodRolls);
    QFETCH(QStringList, mustMention);

    ScriptedDice dice(std::vector<int>(script.begin(), script.end()));
    for (int i = 0; i < goodRolls; ++i)
        dice.roll(sides, "fire");
    const QString message = errorOf([&] { dice.roll(sides, "fire"); });
    QVERIFY2(!message.isEmpty(), "expected hexfire::Error");
    for (const QString &part : mustMention)
        QVERIFY2(message.contains(part), qPrintable(message + " lacks " + part));
    // A failed roll consumes nothing and records nothing.
    QCOMPARE(dice.position(), std::size_t(goodRolls));
    QCOMPARE(dice.rolls().size(), std::size_t(goodRolls));
}

void TestScriptedDice::manualEntry_data()
{
    QTest::addColumn<QList<int>>("entries");
    QTest::addColumn<int>("sides");
    QTest::addColumn<int>("expected"); // 0 = hexfire::Error expected
    QTest::addColumn<int>("asked");

    QTest::newRow("valid first time") << QList<int> {4} << 6 << 4 << 1;
    QTest::newRow("highest face") << QList<int> {10} << 10 << 10 << 1;
    QTest::newRow("7 on a d6, then 5") << QList<int> {7, 5} << 6 << 5 << 2;
    QTest::newRow("0, 11, then 1 on a d10") << QList<int> {0, 11, 1} << 10 << 1 << 3;
    QTest::newRow("three bad entries give up") << QList<int> {7, 8, 9} << 6 << 0 << 3;
}

void TestScriptedDice::manualEntry()
{
    QFETCH(QList<int>, entries);
    QFETCH(int, sides);
    QFETCH(int, expected);
    QFETCH(int, asked);

    Player player;
    for (int e : entries)
        player.entries.push_back(e);
    ManualDice dice(player.ask());
    QCOMPARE(dice.maxAttempts(), 3);
    if (expected == 0) {
        const QString message = errorOf([&] { dice.roll(sides, "charge"); });
        QVERIFY2(message.contains("after 3 attempts") && message.contains("last entry 9")
                && message.contains("1..6") && message.contains("\"charge\""),
            qPrintable(message));
        QVERIFY(dice.rolls().empty());
    } else {
        QCOMPARE(dice.roll(sides, "charge"), expected);
        QCOMPARE(dice.rolls().size(), std::size_t(1));
        QCOMPARE(dice.rolls().front(), (DieRoll {sides, expected, "charge"}));
    }
    QCOMPARE(player.asked, asked);
    QCOMPARE(player.lastSides, sides);
    QCOMPARE(player.lastPurpose, std::string("charge"));
}

void TestScriptedDice::manualCancel()
{
    Player player;
    player.entries = {3, std::nullopt};
    ManualDice dice(player.ask());
    QCOMPARE(dice.roll(6, "first"), 3);
    bool cancelled = false;
    try {
        dice.roll(6, "second");
    } catch (const DiceCancelled &e) {
        cancelled = true;
        QVERIFY2(
            QString(e.what()).contains("cancelled") && QString(e.what()).contains("\"second\""),
            e.what());
    }
    QVERIFY(cancelled);
    QCOMPARE(dice.rolls().size(), std::size_t(1));

    // DiceCancelled is a hexfire::Error, so generic handlers still catch it.
    player.entries = {std::nullopt};
    QVERIFY(!errorOf([&] { dice.roll(6, "third"); }).isEmpty());
}

void TestScriptedDice::manualNeedsCallback()
{
    QVERIFY(errorOf([] { ManualDice dice(nullptr); }).contains("callback"));
    QVERIFY(errorOf([] {
        ManualDice dice([](int, std::string_view) { return std::optional<int>(1); }, 0);
    }).contains("at least 1 attempt"));
}

QTEST_GUILESS_MAIN(TestScriptedDice)
#include "tst_scripteddice.moc"
