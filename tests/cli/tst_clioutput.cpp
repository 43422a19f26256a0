// hexfire-cli's output buffer in-process: control characters escaped (C0, DEL, C1 as C2 80..9F),
// newlines, tabs and other UTF-8 kept, however the text is split into writes and however large,
// and nothing reaches the target before a flush or the buffer's threshold.
#include "app/cli/output.h"

#include <QTest>

#include <sstream>

using namespace hexfire::cli;

class TestCliOutput : public QObject {
    Q_OBJECT
private slots:
    void escapes_data();
    void escapes();
    void buffersUntilFlushed();
};

void TestCliOutput::escapes_data()
{
    QTest::addColumn<QStringList>("writes"); // each one write of its UTF-8 bytes
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("plain") << QStringList {"Step 1: fire\n\tdone"}
                           << QByteArray("Step 1: fire\n\tdone");
    QTest::newRow("ESC and BEL") << QStringList {"\u001b]0;owned\u0007"}
                                 << QByteArray("\\u001b]0;owned\\u0007");
    QTest::newRow("CR and DEL") << QStringList {"a\rb\u007f"} << QByteArray("a\\rb\\u007f");
    QTest::newRow("NUL") << QStringList {QString(QChar(0)) + "x"} << QByteArray("\\u0000x");
    QTest::newRow("a C1 control") << QStringList {"\u009b31m"} << QByteArray("\\u009b31m");
    QTest::newRow("a C1 control split over two writes")
        << QStringList {"\u009b31m"} << QByteArray("\\u009b31m");
    QTest::newRow("Latin-1 letters kept") << QStringList {"Carré ©"} << QByteArray("Carré ©");
    QTest::newRow("many writes") << QStringList {"a", "\u001b", "b", "\n"}
                                 << QByteArray("a\\u001bb\n");
}

void TestCliOutput::escapes()
{
    QFETCH(QStringList, writes);
    QFETCH(QByteArray, expected);
    std::ostringstream target;
    {
        ControlEscapingBuffer buffer(target.rdbuf());
        std::ostream out(&buffer);
        for (const QString &w : writes) {
            const QByteArray bytes = w.toUtf8();
            if (QTest::currentDataTag() == QLatin1String("a C1 control split over two writes")) {
                out.put(bytes[0]); // 0xC2 alone, then the rest
                out << bytes.mid(1).toStdString();
            } else {
                out << bytes.toStdString();
            }
        }
        out.flush();
    }
    QCOMPARE(QByteArray::fromStdString(target.str()), expected);
}

void TestCliOutput::buffersUntilFlushed()
{
    std::ostringstream target;
    ControlEscapingBuffer buffer(target.rdbuf());
    std::ostream out(&buffer);
    out << "small";
    QVERIFY2(target.str().empty(), "written before a flush");
    // Past the threshold the text goes out in one piece; a C1 control at the edge is kept whole.
    const std::string big(100 * 1024, 'a');
    out << big << "\xC2";
    QCOMPARE(target.str().size(), big.size() + 5);
    out << "\x9b" << std::flush;
    QCOMPARE(target.str().substr(big.size() + 5), std::string("\\u009b"));
    out << "\xC2" << std::flush; // a lone 0xC2 at a flush is written as it is
    QCOMPARE(target.str().back(), '\xC2');
}

QTEST_GUILESS_MAIN(TestCliOutput)
#include "tst_clioutput.moc"
