// The window's own command line, run as the real program (offscreen, with --screenshot): its
// errors escape control characters as the command line tool's do, and a screenshot size is bounded.

#include <QDir>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString program = QStringLiteral(HEXFIRE_BINARY_DIR "/app/hexfire");
const QString scenario
    = QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-21-8-3-assault-hex.json");

struct Run {
    int exitCode = -1;
    QByteArray err;
};

/** hexfire with these arguments, offscreen, in an empty home; what it printed on stderr. */
Run runHexfire(const QStringList &args, const QString &home)
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home);
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(program, args);
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardError()};
}

/** Whether the bytes hold a C0 control other than newline and tab, DEL or a C1 control. */
bool hasControl(const QByteArray &bytes)
{
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const auto c = static_cast<unsigned char>(bytes[i]);
        if ((c < 0x20 && c != '\n' && c != '\t') || c == 0x7f)
            return true;
        if (c == 0xc2 && i + 1 < bytes.size() && static_cast<unsigned char>(bytes[i + 1]) >= 0x80
            && static_cast<unsigned char>(bytes[i + 1]) <= 0x9f)
            return true;
    }
    return false;
}

} // namespace

class TestCommandLine : public QObject {
    Q_OBJECT
private slots:
    void errorsEscapeControls_data();
    void errorsEscapeControls();
    void screenshotSizeIsBounded_data();
    void screenshotSizeIsBounded();
};

void TestCommandLine::errorsEscapeControls_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("escaped"); // in the message, as the CLI writes it
    QTest::newRow("--los with an escape sequence") << QStringList {QStringLiteral("--los"),
        QStringLiteral("H9\x1b[2J:K8")} << QStringLiteral("H9\\u001b[2J:K8");
    QTest::newRow("--select with a terminal title") << QStringList {QStringLiteral("--select"),
        QStringLiteral("x\x1b]0;owned\x07")} << QStringLiteral("x\\u001b]0;owned\\u0007");
    QTest::newRow("--param with a carriage return") << QStringList {QStringLiteral("--param"),
        QStringLiteral("fake\rhexfire: all good")} << QStringLiteral("fake\\rhexfire: all good");
    QTest::newRow("--param with a C1 control") << QStringList {QStringLiteral("--param"),
        QStringLiteral("a\u009bb")} << QStringLiteral("a\\u009bb");
}

// A unit id, hex or parameter on the command line may hold any byte: the error names it with its
// control characters escaped, so it cannot clear the terminal or forge a line.
void TestCommandLine::errorsEscapeControls()
{
    QFETCH(QStringList, args);
    QFETCH(QString, escaped);
    QTemporaryDir home;
    const QString out = home.filePath(QStringLiteral("x.png"));
    const Run r = runHexfire(
        QStringList {QStringLiteral("--screenshot"), out} + args + QStringList {scenario},
        home.path());
    QCOMPARE(r.exitCode, 1);
    QVERIFY2(!hasControl(r.err), r.err.toPercentEncoding(" :;/[]").constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(escaped), r.err.constData());
}

void TestCommandLine::screenshotSizeIsBounded_data()
{
    QTest::addColumn<QString>("size");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("20000x20000") << "20000x20000" << 1 << "at most 8192 pixels a side";
    QTest::newRow("8193 wide") << "8193x10" << 1 << "at most 8192 pixels a side";
    QTest::newRow("8193 high") << "10x8193" << 1 << "at most 8192 pixels a side";
    QTest::newRow("not a size") << "big" << 1 << "--size expects WxH";
    QTest::newRow("8192 wide, within the bound") << "8192x40" << 0 << "";
}

// --size 20000x20000 took 3.3 GB and 39 s: beyond 8192 pixels a side it is refused at once.
void TestCommandLine::screenshotSizeIsBounded()
{
    QFETCH(QString, size);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    QTemporaryDir home;
    const QString out = home.filePath(QStringLiteral("x.png"));
    const Run r = runHexfire(
        {QStringLiteral("--screenshot"), out, QStringLiteral("--size"), size, scenario},
        home.path());
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    QCOMPARE(QFile::exists(out), exitCode == 0);
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
