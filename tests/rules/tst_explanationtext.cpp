// The words a player reads: every explanation line, refusal, final number, odds title and label,
// outcome, die purpose and effect note of every step of every bundled scenario is plain text —
// no internal id (a unit id, a marker kind or status key, a terrain or feature key of the
// scenario), no "(s)" plural, no word said twice in a row or repeated in brackets.

#include "bundledgame.h"

#include "app/rulesets.h"
#include "core/play/game.h"
#include "core/scenario/scenarioio.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

#include <set>

using namespace hexfire;

namespace {

const QString &scenarios = testing::bundledScenarios;

/** Ids that cannot be mistaken for an English word: they hold a hyphen, an underscore or a
    digit ("us-2nd-squad", "improved-position"), or are a marker kind written in lower case. */
bool looksInternal(const std::string &id)
{
    return id.find_first_of("-_0123456789") != std::string::npos;
}

struct Texts {
    std::set<std::string> ids;
    QStringList lines; /**< "where: text" */
};

void add(QStringList &out, const QString &where, const std::string &text)
{
    if (!text.empty())
        out << where + QStringLiteral(": ") + QString::fromStdString(text);
}

Texts collect(const QString &file)
{
    Texts t;
    std::unique_ptr<Game> game = testing::bundledGame(file);
    const GameState &start = game->state();
    for (const Unit &u : start.units())
        t.ids.insert(u.id.value);
    for (const TerrainKind &k : start.map().terrainKinds())
        t.ids.insert(k.id);
    for (const Hex h : start.map().hexes())
        for (const std::string &f : start.map().features(h))
            t.ids.insert(f);
    for (const MarkerType &m : game->rules().vocabulary().markers)
        t.ids.insert(m.key);
    for (const StatusType &s : game->rules().vocabulary().statuses)
        t.ids.insert(s.key);
    std::erase_if(t.ids, [](const std::string &id) { return !looksInternal(id); });
    int step = 0;
    while (game->stepForward()) {
        const LogEntry &e = game->log().back();
        const QString at = QStringLiteral("%1 step %2").arg(file).arg(++step);
        const Evaluation &ev = e.evaluation;
        for (const ExplanationLine &l : ev.lines) {
            add(t.lines, at, l.text);
            add(t.lines, at, l.value);
        }
        add(t.lines, at, ev.whyNot);
        for (const FinalNumber &f : ev.finals)
            add(t.lines, at, f.label);
        for (const OddsTable &o : ev.odds) {
            add(t.lines, at, o.title);
            add(t.lines, at, o.headline);
            for (const OutcomeOdds &x : o.outcomes)
                add(t.lines, at, x.label);
        }
        for (const DieSpec &s : ev.dice)
            add(t.lines, at, s.purpose);
        const Resolution &r = e.resolution;
        for (const ExplanationLine &l : r.lines)
            add(t.lines, at, l.text);
        for (const Outcome &o : r.outcomes)
            add(t.lines, at, o.label);
        for (const DieRoll &roll : r.rolls)
            add(t.lines, at, roll.purpose);
        for (const Effect &fx : r.effects)
            add(t.lines, at, fx.note);
    }
    return t;
}

QStringList problems(const std::set<std::string> &ids, const QStringList &lines);

} // namespace

class TstExplanationText : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerRuleSets(); }
    void checkerFinds_data();
    void checkerFinds();
    void plainText_data();
    void plainText();
};

void TstExplanationText::plainText_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(scenarios).entryList({"*.json"}, QDir::Files, QDir::Name);
    QVERIFY(files.size() >= 10);
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << f;
}

namespace {

/** What is wrong with the lines ("where: text"), one entry per problem. */
QStringList problems(const std::set<std::string> &ids, const QStringList &lines)
{
    QStringList bad;
    for (const std::string &id : ids) {
        // Whole words only: "us-1st-squad" but not the "1st" in "US 1st Squad".
        const QRegularExpression word(
            QStringLiteral("(^|[^A-Za-z0-9_-])%1($|[^A-Za-z0-9_-])")
                .arg(QRegularExpression::escape(QString::fromStdString(id))));
        for (const QString &line : lines) {
            if (word.match(line.section(QStringLiteral(": "), 1)).hasMatch())
                bad << QStringLiteral("id \"%1\" in %2").arg(QString::fromStdString(id), line);
        }
    }
    static const QRegularExpression plural(QStringLiteral("\\w\\(s\\)"));
    static const QRegularExpression doubled(
        QStringLiteral("\\b(\\w+) \\1\\b"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression bracketed(
        QStringLiteral("\\b([\\w.]+) \\(\\1\\)"), QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression blockedBlocks(QStringLiteral("blocked by .* blocks"));
    for (const QString &line : lines) {
        const QString text = line.section(QStringLiteral(": "), 1);
        if (plural.match(text).hasMatch())
            bad << QStringLiteral("\"(s)\" in %1").arg(line);
        if (const auto m = doubled.match(text); m.hasMatch())
            bad << QStringLiteral("\"%1\" twice in %2").arg(m.captured(1), line);
        if (bracketed.match(text).hasMatch())
            bad << QStringLiteral("a word repeated in brackets in %1").arg(line);
        if (blockedBlocks.match(text).hasMatch())
            bad << QStringLiteral("\"blocked by … blocks\" in %1").arg(line);
    }
    bad.removeDuplicates();
    return bad;
}

} // namespace

void TstExplanationText::checkerFinds_data()
{
    QTest::addColumn<QString>("line");
    QTest::addColumn<bool>("bad");
    QTest::newRow("unit id") << "s: us-2nd-squad fires" << true;
    QTest::newRow("terrain key") << "s: TEM of improved-position" << true;
    QTest::newRow("plural") << "s: 2 assault(s)" << true;
    QTest::newRow("side twice") << "s: DRM for American (American)" << true;
    QTest::newRow("word twice") << "s: the the squad" << true;
    QTest::newRow("blocked by blocks") << "s: blocked by Stone building blocks LOS in J8" << true;
    QTest::newRow("display name") << "s: US 2nd Squad fires from an improved position" << false;
    QTest::newRow("plain") << "s: no line of sight: in J8, Stone building blocks LOS" << false;
}

void TstExplanationText::checkerFinds()
{
    QFETCH(QString, line);
    QFETCH(bool, bad);
    QCOMPARE(!problems({"us-2nd-squad", "improved-position"}, {line}).isEmpty(), bad);
}

void TstExplanationText::plainText()
{
    QFETCH(QString, file);
    const Texts t = collect(file);
    const QStringList bad = problems(t.ids, t.lines);
    QVERIFY2(bad.isEmpty(), qPrintable(bad.join(QLatin1Char('\n'))));
    // A scripted example explains something; a sandbox has no script.
    QVERIFY(!t.lines.isEmpty() || file.contains(QLatin1String("sandbox")));
    QVERIFY(!t.ids.empty());
}

QTEST_GUILESS_MAIN(TstExplanationText)
#include "tst_explanationtext.moc"
