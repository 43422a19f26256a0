// The window's own command line, run as the real program (offscreen, with --screenshot): its
// errors escape control characters as the command line tool's do, a screenshot size is bounded,
// the exit codes are hexfire-cli's, the text options and screenshots need no display, and the
// manual pages list every option the programs take.

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString program = QStringLiteral(HEXFIRE_BINARY_DIR "/app/hexfire");
const QString cliProgram = QStringLiteral(HEXFIRE_BINARY_DIR "/app/hexfire-cli");
const QString scenario
    = QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-21-8-3-assault-hex.json");

struct Run {
    int exitCode = -1;
    QByteArray err;
};

enum class Display { Offscreen, None };

/** hexfire (or another program) with these arguments, offscreen or with no display at all, in an
 *  empty home; what it printed on stderr (and stdout in `out`). */
Run runHexfire(const QStringList &args, const QString &home, Display display = Display::Offscreen,
    const QString &which = program, QByteArray *out = nullptr)
{
    QProcessEnvironment env;
    env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/bin:/bin"));
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
    env.insert(QStringLiteral("XDG_RUNTIME_DIR"), home);
    if (display == Display::Offscreen)
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(which, args);
    if (!p.waitForFinished(60000)) {
        p.kill();
        p.waitForFinished();
        return {};
    }
    if (out)
        *out = p.readAllStandardOutput();
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
    void worksWithoutDisplay_data();
    void worksWithoutDisplay();
    void manPageListsEveryOption_data();
    void manPageListsEveryOption();
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
    QCOMPARE(r.exitCode, 2); // a bad command line, as hexfire-cli says it
    QVERIFY2(!hasControl(r.err), r.err.toPercentEncoding(" :;/[]").constData());
    QVERIFY2(QString::fromUtf8(r.err).contains(escaped), r.err.constData());
}

void TestCommandLine::screenshotSizeIsBounded_data()
{
    QTest::addColumn<QString>("size");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    QTest::newRow("20000x20000") << "20000x20000" << 2 << "at most 8192 pixels a side";
    QTest::newRow("8193 wide") << "8193x10" << 2 << "at most 8192 pixels a side";
    QTest::newRow("8193 high") << "10x8193" << 2 << "at most 8192 pixels a side";
    QTest::newRow("not a size") << "big" << 2 << "--size expects WxH";
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

void TestCommandLine::worksWithoutDisplay_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("said"); // on stdout, or on stderr for a failure
    QTest::newRow("--version") << QStringList {QStringLiteral("--version")} << 0
                               << QStringLiteral("HexFire 0.");
    QTest::newRow("--help") << QStringList {QStringLiteral("--help")} << 0
                            << QStringLiteral("--screenshot <OUT.png>");
    QTest::newRow("an unknown option: exit 2, as hexfire-cli")
        << QStringList {QStringLiteral("--bogus")} << 2 << QStringLiteral("Unknown option 'bogus'");
    QTest::newRow("the window, with nowhere to show it")
        << QStringList {scenario} << 1 << QStringLiteral("no display to open the window on");
    QTest::newRow("a file that does not open: exit 1, as hexfire-cli")
        << QStringList {QStringLiteral("--screenshot"), QStringLiteral("x.png"),
               QStringLiteral("/nonexistent/game.hexfire")}
        << 1 << QStringLiteral("cannot open /nonexistent/game.hexfire");
    QTest::newRow("--screenshot renders offscreen by itself") << QStringList {
        QStringLiteral("--size"), QStringLiteral("640x400"), QStringLiteral("--screenshot"),
        QStringLiteral("x.png"), scenario} << 0 << QString();
}

// Over SSH or in a packaging chroot there is no display: the help, the version and a screenshot
// still work, and the window says why it cannot open rather than aborting in Qt.
void TestCommandLine::worksWithoutDisplay()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, said);
    QTemporaryDir home;
    for (QString &arg : args)
        if (arg == QLatin1String("x.png"))
            arg = home.filePath(arg);
    QByteArray out;
    const Run r = runHexfire(args, home.path(), Display::None, program, &out);
    QVERIFY2(r.exitCode == exitCode, r.err.constData());
    const QString text = QString::fromUtf8(exitCode == 0 ? out : r.err);
    QVERIFY2(text.contains(said), qPrintable(text));
    if (args.contains(QStringLiteral("--screenshot")) && exitCode == 0)
        QVERIFY(QFileInfo(home.filePath(QStringLiteral("x.png"))).size() > 0);
}

void TestCommandLine::manPageListsEveryOption_data()
{
    QTest::addColumn<QString>("which");
    QTest::newRow("hexfire") << program;
    QTest::newRow("hexfire-cli") << cliProgram;
}

// The pages are printed from the tables the programs parse with: every option of --help is in the
// page, and the page is roff that groff reads without a warning.
void TestCommandLine::manPageListsEveryOption()
{
    QFETCH(QString, which);
    QTemporaryDir home;
    QByteArray help;
    QByteArray page;
    QCOMPARE(
        runHexfire({QStringLiteral("--help")}, home.path(), Display::None, which, &help).exitCode,
        0);
    QCOMPARE(runHexfire({QStringLiteral("--man-page")}, home.path(), Display::None, which, &page)
                 .exitCode,
        0);
    QVERIFY(page.startsWith(".TH "));
    QVERIFY(page.contains(QFileInfo(which).fileName().toUpper().toUtf8() + " 6 "));
    QVERIFY2(!help.contains("man-page"), "--man-page is for the build, not listed in --help");
    // Every long option of --help, as the page writes it (hyphens as \-).
    static const QRegularExpression longOption(QStringLiteral("--([a-z][a-z-]+)"));
    int found = 0;
    for (const QRegularExpressionMatch &m : longOption.globalMatch(QString::fromUtf8(help))) {
        const QString name = m.captured(1);
        QString roff = QStringLiteral("--") + name;
        roff.replace(QLatin1Char('-'), QStringLiteral("\\-"));
        QVERIFY2(QString::fromUtf8(page).contains(roff),
            qPrintable(QStringLiteral("--%1 is not in the manual page").arg(name)));
        ++found;
    }
    QVERIFY(found >= 3);
    // groff's own check: -ww turns on every warning, -z formats without output.
    QProcess groff;
    groff.start(QStringLiteral("groff"),
        {QStringLiteral("-man"), QStringLiteral("-Tutf8"), QStringLiteral("-ww"),
            QStringLiteral("-z")});
    if (!groff.waitForStarted())
        QSKIP("groff is not installed");
    groff.write(page);
    groff.closeWriteChannel();
    QVERIFY(groff.waitForFinished());
    const QByteArray warnings = groff.readAllStandardError();
    QVERIFY2(warnings.isEmpty(), warnings.constData());
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
