// HexFire's own file type (packaging/org.hexfire.HexFire.mime.xml) as the desktop reads it: the
// shared-mime-info database is built from the package's XML into a folder of the test's own, and
// Qt's QMimeDatabase (what file managers built on Qt use; GLib reads the same cache) is asked
// about saved games, the bundled examples and other JSON. The desktop file and the metainfo must
// name the same type.

#include <QDir>
#include <QFile>
#include <QMimeDatabase>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString appId = QStringLiteral("org.hexfire.HexFire");
const QString type = QStringLiteral("application/x-hexfire-scenario");
const QString packaging = QStringLiteral(HEXFIRE_SOURCE_DIR "/packaging/");

QByteArray slurp(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestFileType : public QObject {
    Q_OBJECT
    QTemporaryDir m_data;

private slots:
    void initTestCase();
    void typeOfFile_data();
    void typeOfFile();
    void desktopFilesNameTheType();
};

// QMimeDatabase reads the XDG data folders once, on first use: the database is built and the
// folder put first before anything asks.
void TestFileType::initTestCase()
{
    QVERIFY(m_data.isValid());
    QVERIFY(QDir().mkpath(m_data.filePath(QStringLiteral("mime/packages"))));
    QVERIFY(QFile::copy(packaging + appId + QStringLiteral(".mime.xml"),
        m_data.filePath(QStringLiteral("mime/packages/")) + appId + QStringLiteral(".xml")));
    QProcess update;
    update.start(QStringLiteral("update-mime-database"), {m_data.filePath(QStringLiteral("mime"))});
    if (!update.waitForStarted())
        QSKIP("update-mime-database (shared-mime-info) is not installed");
    QVERIFY(update.waitForFinished());
    QVERIFY2(update.exitCode() == 0, update.readAllStandardError().constData());
    qputenv(
        "XDG_DATA_DIRS", (m_data.path() + QStringLiteral(":/usr/local/share:/usr/share")).toUtf8());
    QVERIFY(QMimeDatabase().mimeTypeForName(type).isValid());
}

void TestFileType::typeOfFile_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("expected");
    const QByteArray scenario = "{\n  \"format\": \"hexfire-scenario\",\n  \"version\": 3\n}\n";
    QTest::newRow("a saved game, .hexfire") << "game.hexfire" << scenario << type;
    QTest::newRow("an autosave, .hexfire.json") << "x.hexfire.json" << scenario << type;
    QTest::newRow(".hexfire, whatever it holds") << "empty.hexfire" << QByteArray("{}") << type;
    QTest::newRow("no suffix: the format line") << "game" << scenario << type;
    QTest::newRow("no suffix: compact JSON")
        << "game" << QByteArray("{\"format\":\"hexfire-scenario\"}") << type;
    QTest::newRow("other JSON stays JSON")
        << "notes.json" << QByteArray("{\"format\": \"other\"}\n")
        << QStringLiteral("application/json");
    // The name decides before the content: a scenario kept as .json (the bundled examples) is
    // JSON to the desktop, which is why save dialogs give new files the .hexfire suffix.
    QTest::newRow("a scenario named .json stays JSON")
        << "labataille-carre.json"
        << slurp(QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/labataille-carre.json"))
        << QStringLiteral("application/json");
}

// A saved game and an autosave are HexFire's by name; a file without a suffix by its format line;
// other JSON is not claimed, so the desktop does not offer HexFire for every JSON file.
void TestFileType::typeOfFile()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, content);
    QFETCH(QString, expected);
    QTemporaryDir dir;
    QFile file(dir.filePath(name));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(content);
    file.close();
    const QMimeType found = QMimeDatabase().mimeTypeForFile(file.fileName());
    QCOMPARE(found.name(), expected);
    if (expected == type)
        QVERIFY(found.inherits(QStringLiteral("application/json")));
}

// The desktop file opens this type and no other, and the metainfo says it provides it.
void TestFileType::desktopFilesNameTheType()
{
    // Read as text: QSettings would take the ";" ending the list for a comment.
    const QList<QByteArray> lines
        = slurp(packaging + appId + QStringLiteral(".desktop")).split('\n');
    QVERIFY(lines.contains("MimeType=" + type.toUtf8() + ";"));
    QVERIFY(slurp(packaging + appId + QStringLiteral(".metainfo.xml"))
                .contains("<mediatype>" + type.toUtf8() + "</mediatype>"));
}

QTEST_GUILESS_MAIN(TestFileType)
#include "tst_filetype.moc"
