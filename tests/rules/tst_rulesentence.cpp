// Sentences composed at run time in the player's language (core/rules/rulesentence.h): the
// places filled in any order, numbers in digits, and the program's translator applied to the
// pattern, never to what fills it.

#include "core/rules/assumptioncache.h"
#include "core/rules/rulesentence.h"

#include <QTest>

#include <string>

using namespace hexfire;

namespace {

/** A stand-in for the window's translator: two patterns in "German", everything else as it is. */
std::string_view toyGerman(std::string_view english)
{
    if (english == "%1 is %2 hexes away")
        return "%2 Felder trennen %1";
    if (english == "Pinned")
        return "Niedergehalten";
    return english;
}

} // namespace

class TestRuleSentence : public QObject {
    Q_OBJECT
private slots:
    void cleanup() { setRuleTranslator(nullptr); }
    void filled_data();
    void filled();
    void translatorTakesThePatternOnly();
    void keptAssumptionsFollowTheTranslator();
    void assumedOncePerKey();
};

void TestRuleSentence::filled_data()
{
    QTest::addColumn<QString>("sentence");
    QTest::addColumn<QString>("expected");
    QTest::newRow("places in order")
        << QString::fromStdString(ruleSentence("%1 fires at %2", "1st Squad", std::string("H9")))
        << "1st Squad fires at H9";
    QTest::newRow("a place used twice, out of order")
        << QString::fromStdString(ruleSentence("%2 then %1, %2 again", "a", "b"))
        << "b then a, b again";
    QTest::newRow("integers in digits")
        << QString::fromStdString(ruleSentence("%1 hexes, %2 points", 3, std::size_t(12)))
        << "3 hexes, 12 points";
    QTest::newRow("a negative number")
        << QString::fromStdString(ruleSentence("modifier %1", -2)) << "modifier -2";
    QTest::newRow("a percent sign that is no place") << QString::fromStdString(
        ruleSentence("hits %1% of the time", 58)) << "hits 58% of the time";
    QTest::newRow("a place without an argument stays")
        << QString::fromStdString(ruleSentence("%1 and %2", "one")) << "one and %2";
    QTest::newRow("an argument that looks like a place is not filled again")
        << QString::fromStdString(ruleSentence("%1 and %2", "%2", "two")) << "%2 and two";
    QTest::newRow("a percent sign before a place")
        << QString::fromStdString(ruleSentence("%%1 and 100%", 7)) << "%7 and 100%";
    QTest::newRow("a place at the very end, a lone percent sign before it")
        << QString::fromStdString(ruleSentence("50% of %1", "two")) << "50% of two";
    QTest::newRow("a sentence with no place")
        << QString::fromStdString(ruleSentence("as it is")) << "as it is";
    QTest::newRow("a string view")
        << QString::fromStdString(ruleSentence("[%1]", std::string_view("view"))) << "[view]";
}

void TestRuleSentence::filled()
{
    QFETCH(QString, sentence);
    QFETCH(QString, expected);
    QCOMPARE(sentence, expected);
}

void TestRuleSentence::translatorTakesThePatternOnly()
{
    QCOMPARE(
        ruleSentence("%1 is %2 hexes away", "Pinned", 4), std::string("Pinned is 4 hexes away"));
    setRuleTranslator(&toyGerman);
    // The places move with the translation; an argument is never translated by the sentence.
    QCOMPARE(
        ruleSentence("%1 is %2 hexes away", "Pinned", 4), std::string("4 Felder trennen Pinned"));
    QCOMPARE(std::string(translatedRuleText("Pinned")), std::string("Niedergehalten"));
    QCOMPARE(ruleSentence("no translation %1", 1), std::string("no translation 1"));
    setRuleTranslator(nullptr);
    QCOMPARE(std::string(translatedRuleText("Pinned")), std::string("Pinned"));
}

void TestRuleSentence::keptAssumptionsFollowTheTranslator()
{
    // Built once per language: the list is the same object until the translator changes, then
    // composed again in the new language (View > Language, a test switching it).
    AssumptionCache cache;
    int builds = 0;
    const auto build = [&] {
        ++builds;
        return std::vector<Assumption> {{"k", ruleSentence("Pinned"), "docs/rules.md"}};
    };
    const auto first = cache.get(build);
    QCOMPARE(cache.get(build), first);
    QCOMPARE(builds, 1);
    QCOMPARE(first->front().text, std::string("Pinned"));
    setRuleTranslator(&toyGerman);
    const auto german = cache.get(build);
    QCOMPARE(builds, 2);
    QCOMPARE(german->front().text, std::string("Niedergehalten"));
    // A copy of options starts without the list: its options may differ.
    const AssumptionCache copy = cache;
    copy.get(build);
    QCOMPARE(builds, 3);
}

void TestRuleSentence::assumedOncePerKey()
{
    const std::vector<Assumption> list {
        {"a", "first a", ""}, {"b", "b", ""}, {"a", "second a", ""}};
    Evaluation e;
    assumeFrom(list, e, "a");
    assumeFrom(list, e, "a");
    assumeFrom(list, e, "none");
    QCOMPARE(e.assumptions.size(), std::size_t(1));
    QCOMPARE(e.assumptions.front().text, std::string("first a"));
}

QTEST_APPLESS_MAIN(TestRuleSentence)
#include "tst_rulesentence.moc"
