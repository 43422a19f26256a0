// The hostile corpus (issue 9): small files that once hung HexFire, ate gigabytes or printed more
// than they held. Each goes through `hexfire-cli validate` in a child process whose peak memory
// and CPU time the harness measures with wait4(): the answer must be a located message, an exit
// code, a bounded error output, no control character echoed, and a memory ceiling kept. Small
// reproducers are committed in tests/data/hostile/; large ones are generated here at test time.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QtTest>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cmath>
#include <map>
#include <string>
#include <vector>

namespace {

const QString cli = QStringLiteral(HEXFIRE_BINARY_DIR "/app/hexfire-cli");
const QString corpus = QStringLiteral(HEXFIRE_SOURCE_DIR "/tests/data/hostile");
const QString minimal
    = QStringLiteral(HEXFIRE_SOURCE_DIR "/tests/data/scenarios/valid-minimal.json");

#if defined(__SANITIZE_ADDRESS__)
constexpr long memoryScale = 6; // ASan's shadow memory and quarantine
#elif defined(__has_feature)
#if __has_feature(address_sanitizer) || __has_feature(memory_sanitizer)
constexpr long memoryScale = 6;
#else
constexpr long memoryScale = 1;
#endif
#else
constexpr long memoryScale = 1;
#endif

/** The bar is "about 100 MB"; the ceiling leaves room for the Qt runtime. */
constexpr long maxRssKiB = 150 * 1024 * memoryScale;
/** Not a timing assertion: a child that spins past this is killed (SIGXCPU) and the row fails. */
constexpr rlim_t cpuGuardSeconds = 120;
/** Every message together stays far below the input sizes that once produced megabytes. */
constexpr qsizetype maxErrorBytes = 8192;

struct Outcome {
    int exitCode = -1; // -1: killed by a signal
    int signal = 0;
    long maxRssKiB = 0;
    double cpuSeconds = 0;
    QByteArray out;
    QByteArray err;
};

QByteArray slurp(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/** Runs the CLI in a child process and measures that child alone (wait4, not RUSAGE_CHILDREN). */
Outcome runMeasured(const QStringList &args, const QString &scratch)
{
    const QByteArray outPath = QFile::encodeName(scratch + QStringLiteral("/stdout.txt"));
    const QByteArray errPath = QFile::encodeName(scratch + QStringLiteral("/stderr.txt"));
    std::vector<QByteArray> storage {QFile::encodeName(cli)};
    for (const QString &a : args)
        storage.push_back(QFile::encodeName(a));
    std::vector<char *> argv;
    for (QByteArray &a : storage)
        argv.push_back(a.data());
    argv.push_back(nullptr);

    Outcome o;
    const pid_t pid = fork();
    if (pid == 0) {
        const rlimit cpu {cpuGuardSeconds, cpuGuardSeconds + 5};
        setrlimit(RLIMIT_CPU, &cpu);
        const int out = ::open(outPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        const int err = ::open(errPath.constData(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (out < 0 || err < 0)
            _exit(126);
        dup2(out, 1);
        dup2(err, 2);
        execv(argv[0], argv.data());
        _exit(127);
    }
    if (pid < 0)
        return o;
    int status = 0;
    rusage usage {};
    if (wait4(pid, &status, 0, &usage) != pid)
        return o;
    if (WIFEXITED(status))
        o.exitCode = WEXITSTATUS(status);
    else if (WIFSIGNALED(status))
        o.signal = WTERMSIG(status);
    o.maxRssKiB = usage.ru_maxrss; // kilobytes on Linux
    o.cpuSeconds = static_cast<double>(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
        + static_cast<double>(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6;
    o.out = slurp(QFile::decodeName(outPath));
    o.err = slurp(QFile::decodeName(errPath));
    return o;
}

/** The first control character (other than a line break) in `text`, or -1. */
qsizetype firstControl(const QByteArray &text)
{
    for (qsizetype i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        if ((c < 0x20 && c != '\n') || c == 0x7f)
            return i;
        if (c == 0xC2 && i + 1 < text.size()) {
            const auto next = static_cast<unsigned char>(text[i + 1]);
            if (next >= 0x80 && next <= 0x9f)
                return i;
        }
    }
    return -1;
}

bool write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// --- the large reproducers, generated rather than committed -----------------------------------

/** 60 nested objects with 4000-character keys, then 3000 numbers: 246 KB, once 724 MB. */
QByteArray pathBomb()
{
    QByteArray s;
    const QByteArray key(4000, 'k');
    for (int i = 0; i < 60; ++i)
        s += "{\"" + key + QByteArray::number(i) + "\":";
    s += '[';
    for (int i = 0; i < 3000; ++i)
        s += i ? ",0" : "0";
    s += ']';
    s += QByteArray(60, '}');
    return s;
}

/** 199 990 members, the last one a duplicate: 2.5 MB, once 216 s with a scan per member. */
QByteArray duplicateKeyBomb()
{
    QByteArray s = "{";
    for (int i = 0; i < 199989; ++i)
        s += "\"k" + QByteArray::number(i) + "\":0,";
    s += "\"k0\":1}";
    return s;
}

/** A scenario with 500 units and 500 markers naming 500 unknown 200-character ids: once 13 s. */
QByteArray didYouMeanBomb()
{
    QJsonObject root = QJsonDocument::fromJson(slurp(minimal)).object();
    QJsonArray units = root.value(QStringLiteral("units")).toArray();
    QJsonArray markers = root.value(QStringLiteral("markers")).toArray();
    for (int i = 0; i < 500; ++i) {
        const QString n = QString::number(i).rightJustified(4, QLatin1Char('0'));
        units.append(QJsonObject {{QStringLiteral("id"), QString(196, QLatin1Char('u')) + n},
            {QStringLiteral("side"), QStringLiteral("us")},
            {QStringLiteral("hex"), QStringLiteral("A1")},
            {QStringLiteral("tlhy"),
                QJsonObject {{QStringLiteral("type"), QStringLiteral("squad")},
                    {QStringLiteral("cohesion"), 7}}}});
        markers.append(QJsonObject {{QStringLiteral("kind"), QStringLiteral("sadrm")},
            {QStringLiteral("hex"), QStringLiteral("B2")},
            {QStringLiteral("side"), QStringLiteral("us")}, {QStringLiteral("value"), 0},
            {QStringLiteral("unit"), QString(196, QLatin1Char('x')) + n}});
    }
    root.insert(QStringLiteral("units"), units);
    root.insert(QStringLiteral("markers"), markers);
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

/**
 * 309 small-arms markers on one hex, without the script: the exact odds of its Fire Resolution once
 * overflowed to infinity and the step failed with an internal message.
 */
QByteArray markerFlood()
{
    QJsonObject root = QJsonDocument::fromJson(slurp(minimal)).object();
    QJsonArray markers;
    for (int i = 0; i < 309; ++i)
        markers.append(QJsonObject {{QStringLiteral("kind"), QStringLiteral("sadrm")},
            {QStringLiteral("hex"), QStringLiteral("B2")},
            {QStringLiteral("side"), QStringLiteral("us")}, {QStringLiteral("value"), i % 5 - 2}});
    root.insert(QStringLiteral("markers"), markers);
    root.remove(QStringLiteral("script"));
    // Fire Resolution is a step of its own phase (the fixture alone starts at the Initiative).
    root.insert(QStringLiteral("phase"), QStringLiteral("Fire Resolution"));
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

/** The Tide of Iron fixture with its first squad of `n` figures of `figure`, no script. */
QByteArray bigSquad(int n, const QString &figure)
{
    QJsonObject root = QJsonDocument::fromJson(
        slurp(QStringLiteral(HEXFIRE_SOURCE_DIR "/tests/data/scenarios/toi-reactions.json")))
                           .object();
    QJsonArray units = root.value(QStringLiteral("units")).toArray();
    QJsonObject first = units.at(0).toObject();
    QJsonArray figures;
    for (int i = 0; i < n; ++i)
        figures.append(figure);
    first.insert(QStringLiteral("tideofiron"), QJsonObject {{QStringLiteral("figures"), figures}});
    units.replace(0, first);
    root.insert(QStringLiteral("units"), units);
    root.remove(QStringLiteral("script"));
    // The Americans' action turn, so their attack is an action of theirs.
    root.insert(QStringLiteral("sequence"),
        QJsonObject {{QStringLiteral("phase"), QStringLiteral("action")},
            {QStringLiteral("firstSide"), QStringLiteral("us")}});
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

/** One 64 KiB key at the top: the message once quoted all of it, twice (131 KB). */
QByteArray longKey() { return "{\"" + QByteArray(65536, 'k') + "\": 1}"; }

/** A 64 KiB option name: the rule system's own message quoted it whole (65 KB). */
QByteArray longOptionName()
{
    QJsonObject root = QJsonDocument::fromJson(slurp(minimal)).object();
    root.insert(
        QStringLiteral("rulesetOptions"), QJsonObject {{QString(65536, QLatin1Char('k')), 1}});
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

/** A version number of 100 000 digits: once echoed whole. */
QByteArray hundredThousandDigits()
{
    return "{\"format\": \"hexfire-scenario\", \"version\": " + QByteArray(100000, '7') + "}";
}

} // namespace

class TestHostile : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void validate_data();
    void validate();
    void replayEscapesText();
    void markerFloodHasExactOdds();
    void tooManyDiceIsARefusal();
    void anActorNamedTwiceIsRefused();

private:
    QTemporaryDir m_dir;
};

void TestHostile::initTestCase()
{
    QVERIFY(QFile::exists(cli));
    QVERIFY(m_dir.isValid());
    QVERIFY(write(m_dir.filePath(QStringLiteral("path-bomb.json")), pathBomb()));
    QVERIFY(write(m_dir.filePath(QStringLiteral("duplicate-key-bomb.json")), duplicateKeyBomb()));
    QVERIFY(write(m_dir.filePath(QStringLiteral("did-you-mean-bomb.json")), didYouMeanBomb()));
    QVERIFY(write(m_dir.filePath(QStringLiteral("long-key.json")), longKey()));
    QVERIFY(write(m_dir.filePath(QStringLiteral("digits.json")), hundredThousandDigits()));
    QVERIFY(write(m_dir.filePath(QStringLiteral("option-name.json")), longOptionName()));
    QVERIFY(write(m_dir.filePath(QStringLiteral("marker-flood.json")), markerFlood()));
    QVERIFY(write(m_dir.filePath(QStringLiteral("squad-1001.json")),
        bigSquad(1001, QStringLiteral("regular"))));
    QVERIFY(write(m_dir.filePath(QStringLiteral("squad-1000-elites.json")),
        bigSquad(1000, QStringLiteral("elite"))));
    QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("a-directory.json")));
    QCOMPARE(
        mkfifo(QFile::encodeName(m_dir.filePath(QStringLiteral("a-fifo.json"))).constData(), 0600),
        0);
    QVERIFY(QDir(m_dir.path()).mkdir(QStringLiteral("scratch")));
}

void TestHostile::validate_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("where"); // after the file name: ":line:column: path: "
    QTest::addColumn<QString>("message");
    QTest::addColumn<int>("maxLines"); // lines on stderr

    const auto committed
        = [](const char *name) { return corpus + QLatin1Char('/') + QLatin1String(name); };
    const auto generated = [this](const char *name) { return m_dir.filePath(QLatin1String(name)); };

    QTest::newRow("path bomb: 60 levels of 4000-character keys")
        << generated("path-bomb.json") << 1 << ":1:2: $[\"kkkkkkkkkk"
        << "unknown field \"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk\u2026 (4001 bytes)\" in a "
           "scenario"
        << 20;
    QTest::newRow("duplicate-key bomb: 199 990 members")
        << generated("duplicate-key-bomb.json") << 1 << ":1:"
        << "member \"k0\" appears twice: expected each name once" << 1;
    QTest::newRow("did-you-mean bomb: 500 unknown 200-character references")
        << generated("did-you-mean-bomb.json") << 1 << ":1:326: $.markers[1].unit: "
        << "and 480 more unknown unit or side ids (fix the ones above first)" << 21;
    QTest::newRow("64 KiB key") << generated("long-key.json") << 1 << ":1:2: $[\"kkkkkkkkkk"
                                << "(65536 bytes)\" in a scenario: expected one of" << 3;
    QTest::newRow("64 KiB option name: the rule system's message is shortened too")
        << generated("option-name.json") << 1 << ":1:"
        << "$.rulesetOptions[\"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk\u2026 (65536 bytes)\"]: "
        << 1;
    QTest::newRow("100 000 digits") << generated("digits.json") << 1 << ":1:43: $.version: "
                                    << "number 7777777777777777777777777777777777777777\u2026 "
                                       "(100000 bytes) is out of range"
                                    << 1;
    QTest::newRow("a newline in a unit id forges no diagnostic line")
        << committed("id-newline.json") << 1 << ":42:13: $.units[0].id: "
        << "id \"us\\nfake.json:1:1: $: forged diagnostic\" contains a control character (\\n)"
        << 1;
    QTest::newRow("an escape sequence in a side id")
        << committed("id-escape.json") << 1 << ":36:13: $.sides[1].id: "
        << "contains a control character (\\u001b)" << 2;
    QTest::newRow("NUL in a unit id") << committed("id-nul.json") << 1 << ":52:13: $.units[1].id: "
                                      << "id \"ger\\u0000squad\" contains a control character" << 1;
    QTest::newRow("terminal title and clear-screen sequences in a reference")
        << committed("reference-escape.json") << 1 << ":68:15: $.markers[0].unit: "
        << "id \"\\u001b]0;owned\\u0007\\u001b[2J\" contains a control character" << 1;
    QTest::newRow("dice state of 2^40 draws")
        << committed("draws-2-40.json") << 1 << ":84:14: $.random.draws: "
        << "expected \"draws\" in 0..16777215, got 1099511627776" << 1;
    QTest::newRow("unknown field: a few names, not all 19 (a version-2 file: the top-level turn "
                  "and phase, objectives, victory)")
        << committed("unknown-field.json") << 1 << ":80:3: $.zzzzzzzzzz: "
        << "unknown field \"zzzzzzzzzz\" in a scenario: expected one of \"background\", "
           "\"description\", \"format\", \"log\", \"map\", \"markers\" or 13 more"
        << 1;
    QTest::newRow("UTF-16") << committed("utf16.json") << 1 << ":1:1: $: "
                            << "the file is UTF-16 text: expected UTF-8" << 1;
    QTest::newRow("a squad of 1001 figures (its saves did not reopen)")
        << generated("squad-1001.json") << 1 << ":1:"
        << "$.units[0].tideofiron.figures: a squad of 1001 figures: expected at most 1000" << 1;
    QTest::newRow("a directory") << generated("a-directory.json") << 1 << ": "
                                 << "is a directory: expected a scenario file" << 1;
    QTest::newRow("a named pipe") << generated("a-fifo.json") << 1 << ": "
                                  << "is not a regular file (a named pipe)" << 1;
    QTest::newRow("a device") << QStringLiteral("/dev/zero") << 1 << ": "
                              << "is not a regular file (a device)" << 1;
}

void TestHostile::validate()
{
    QFETCH(QString, file);
    QFETCH(int, exitCode);
    QFETCH(QString, where);
    QFETCH(QString, message);
    QFETCH(int, maxLines);

    const Outcome o = runMeasured(
        {QStringLiteral("validate"), file}, m_dir.filePath(QStringLiteral("scratch")));
    const QString err = QString::fromUtf8(o.err);
    qInfo("peak RSS %ld KiB, CPU %.2f s, %lld bytes on stderr", o.maxRssKiB, o.cpuSeconds,
        static_cast<long long>(o.err.size()));
    QCOMPARE(o.signal, 0);
    QCOMPARE(o.exitCode, exitCode);
    QVERIFY2(err.contains(file + where), qPrintable(err.left(2000)));
    QVERIFY2(err.contains(message), qPrintable(err.left(2000)));
    QVERIFY2(o.maxRssKiB <= maxRssKiB, qPrintable(QString::number(o.maxRssKiB)));
    QVERIFY2(o.err.size() <= maxErrorBytes, qPrintable(QString::number(o.err.size())));
    QVERIFY2(o.err.count('\n') <= maxLines, qPrintable(err.left(2000)));
    QCOMPARE(firstControl(o.err), qsizetype(-1));
    QCOMPARE(firstControl(o.out), qsizetype(-1));
    // Every line is a diagnostic of this file: none forged by a value inside it.
    for (const QString &line : err.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        QVERIFY2(line.startsWith(file), qPrintable(line.left(300)));
}

void TestHostile::markerFloodHasExactOdds()
{
    const QString file = m_dir.filePath(QStringLiteral("marker-flood.json"));
    const Outcome o = runMeasured({QStringLiteral("odds"), file, QStringLiteral("--action"),
                                      QStringLiteral("fire-resolution"), QStringLiteral("--target"),
                                      QStringLiteral("B2"), QStringLiteral("--json")},
        m_dir.filePath(QStringLiteral("scratch")));
    QCOMPARE(o.signal, 0);
    QVERIFY2(o.exitCode == 0, o.err.left(2000).constData());
    QVERIFY2(o.maxRssKiB <= maxRssKiB, qPrintable(QString::number(o.maxRssKiB)));
    const QJsonObject doc = QJsonDocument::fromJson(o.out).object();
    const QJsonArray odds = doc.value(QStringLiteral("odds")).toArray();
    QVERIFY2(!odds.isEmpty(), o.out.left(2000).constData());
    // One row per outcome; the outcomes of each table (title) add up to 1.
    std::map<QString, double> sums;
    for (const QJsonValue &row : odds) {
        const double p = row.toObject().value(QStringLiteral("probability")).toDouble(-1);
        QVERIFY2(p >= 0 && p <= 1, qPrintable(QString::number(p)));
        sums[row.toObject().value(QStringLiteral("title")).toString()] += p;
    }
    for (const auto &[title, sum] : sums)
        QVERIFY2(
            std::abs(sum - 1.0) < 1e-9, qPrintable(title + ": " + QString::number(sum, 'g', 17)));
}

void TestHostile::tooManyDiceIsARefusal()
{
    // 1000 elites validate but attack with 2000 dice, more than the odds are worked out for:
    // `odds` once printed "internal error"; it is the rules' refusal, with the reason.
    const QString file = m_dir.filePath(QStringLiteral("squad-1000-elites.json"));
    const QString scratch = m_dir.filePath(QStringLiteral("scratch"));
    QCOMPARE(runMeasured({QStringLiteral("validate"), file}, scratch).exitCode, 0);
    const Outcome o = runMeasured(
        {QStringLiteral("odds"), file, QStringLiteral("--action"), QStringLiteral("attack"),
            QStringLiteral("--actor"), QStringLiteral("us-1"), QStringLiteral("--target"),
            QStringLiteral("de-1")},
        scratch);
    QCOMPARE(o.signal, 0);
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(!o.err.contains("internal error"), o.err.left(2000).constData());
    QVERIFY2(o.out.contains("the attack would roll 2000 dice: at most 1000 are rolled at once"),
        o.out.left(2000).constData());
}

void TestHostile::anActorNamedTwiceIsRefused()
{
    // `--actor de-1 --actor de-1` once had Gruppe Braun support its own attack: 11 dice, not 7.
    const Outcome o = runMeasured(
        {QStringLiteral("odds"),
            QStringLiteral(HEXFIRE_SOURCE_DIR "/tests/data/scenarios/toi-reactions.json"),
            QStringLiteral("--action"), QStringLiteral("attack"), QStringLiteral("--actor"),
            QStringLiteral("de-1"), QStringLiteral("--actor"), QStringLiteral("de-1"),
            QStringLiteral("--target"), QStringLiteral("us-1")},
        m_dir.filePath(QStringLiteral("scratch")));
    QCOMPARE(o.signal, 0);
    QCOMPARE(o.exitCode, 1);
    QVERIFY2(o.out.contains("Gruppe Braun is named twice among the units taking part: each unit "
                            "takes part once"),
        o.out.left(2000).constData());
    QVERIFY2(!o.out.contains("attack dice: 11"), o.out.left(2000).constData());
}

void TestHostile::replayEscapesText()
{
    // Titles and narration are free text, so a file may hold escape sequences there: replay prints
    // them escaped, and nothing reaches the terminal raw.
    QJsonObject root = QJsonDocument::fromJson(slurp(minimal)).object();
    root.insert(QStringLiteral("title"), QStringLiteral("\u001b[2JCleared\u009b31m"));
    root.insert(QStringLiteral("phase"), QStringLiteral("Fire Resolution")); // where B2 resolves
    QJsonArray script = root.value(QStringLiteral("script")).toArray();
    QJsonObject step = script.first().toObject();
    step.insert(QStringLiteral("title"), QStringLiteral("Step\u001b]0;owned\u0007"));
    step.insert(QStringLiteral("narration"), QStringLiteral("line one\nline two\r\u001b[1A"));
    script.replace(0, step);
    root.insert(QStringLiteral("script"), script);
    const QString file = m_dir.filePath(QStringLiteral("escapes.json"));
    QVERIFY(write(file, QJsonDocument(root).toJson()));
    const Outcome o
        = runMeasured({QStringLiteral("replay"), file}, m_dir.filePath(QStringLiteral("scratch")));
    QCOMPARE(o.exitCode, 0);
    QCOMPARE(firstControl(o.out), qsizetype(-1));
    QCOMPARE(firstControl(o.err), qsizetype(-1));
    QVERIFY2(o.out.contains("\\u001b[2JCleared\\u009b31m"), o.out.left(2000).constData());
    QVERIFY2(o.out.contains("Step\\u001b]0;owned\\u0007"), o.out.left(2000).constData());
}

QTEST_GUILESS_MAIN(TestHostile)
#include "tst_hostile.moc"
