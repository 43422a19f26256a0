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
    QTest::addColumn<QList<QByteArray>>("writes"); // each one write of its bytes
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("plain") << QList<QByteArray> {"Step 1: fire\n\tdone"}
                           << QByteArray("Step 1: fire\n\tdone");
    QTest::newRow("ESC and BEL") << QList<QByteArray> {"\x1b]0;owned\x07"}
                                 << QByteArray("\\u001b]0;owned\\u0007");
    QTest::newRow("CR and DEL") << QList<QByteArray> {"a\rb\x7f"} << QByteArray("a\\rb\\u007f");
    QTest::newRow("NUL") << QList<QByteArray> {QByteArray("\0x", 2)} << QByteArray("\\u0000x");
    QTest::newRow("a C1 control") << QList<QByteArray> {"\xC2\x9b"
                                                        "31m"}
                                  << QByteArray("\\u009b31m");
    QTest::newRow("a C1 control split over two writes") << QList<QByteArray> {"\xC2",
        "\x9b"
        "31m"} << QByteArray("\\u009b31m");
    QTest::newRow("Latin-1 letters kept")
        << QList<QByteArray> {"Carr\xC3\xA9 \xC2\xA9"} << QByteArray("Carr\xC3\xA9 \xC2\xA9");
    QTest::newRow("many writes") << QList<QByteArray> {"a", "\x1b", "b", "\n"}
                                 << QByteArray("a\\u001bb\n");
}

void TestCliOutput::escapes()
{
    QFETCH(QList<QByteArray>, writes);
    QFETCH(QByteArray, expected);
    std::ostringstream target;
    {
        ControlEscapingBuffer buffer(target.rdbuf());
        std::ostream out(&buffer);
        for (const QByteArray &w : writes)
            out << w.toStdString();
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
