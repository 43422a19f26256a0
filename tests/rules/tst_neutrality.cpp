// Shared code speaks no single rule system: outside core/rules/<system>/ and the one registration
// file app/rulesets.cpp, no source file names a rule system or its terms, and no rule system
// includes another. The words come from the rule systems this program registers (their ids and
// display names) plus each one's terms of art listed here.

#include "app/rulesets.h"
#include "core/rules/rulesetregistry.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTest>

using namespace hexfire;

namespace {

const QString sourceDir = QStringLiteral(HEXFIRE_SOURCE_DIR);

/** Every .h/.cpp below core/, ui/ and app/, relative to the source tree. */
QStringList sourceFiles()
{
    QStringList files;
    for (const char *top : {"core", "ui", "app"}) {
        QDirIterator it(sourceDir + '/' + QLatin1String(top), {"*.h", "*.cpp"}, QDir::Files,
            QDirIterator::Subdirectories);
        while (it.hasNext())
            files << QDir(sourceDir).relativeFilePath(it.next());
    }
    files.sort();
    return files;
}

/** The folder of the rule system a file belongs to, or empty for shared code. */
QString ruleSystemOf(const QString &file)
{
    static const QRegularExpression folder(QStringLiteral("^core/rules/([a-z0-9_]+)/"));
    const auto m = folder.match(file);
    return m.hasMatch() ? m.captured(1) : QString();
}

QString read(const QString &file)
{
    QFile f(sourceDir + '/' + file);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

} // namespace

class TstNeutrality : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void sharedCodeNamesNoRuleSystem_data();
    void sharedCodeNamesNoRuleSystem();
    void ruleSystemsIncludeNoOther();
};

void TstNeutrality::initTestCase()
{
    registerRuleSets();
    QVERIFY(!RuleSetRegistry::ids().empty());
    QVERIFY(sourceFiles().size() > 50);
}

void TstNeutrality::sharedCodeNamesNoRuleSystem_data()
{
    QTest::addColumn<QString>("word");
    for (const std::string &id : RuleSetRegistry::ids()) {
        QTest::newRow(("id " + id).c_str()) << QString::fromStdString(id);
        const auto rules = RuleSetRegistry::create(id);
        const QString name = QString::fromUtf8(
            rules->displayName().data(), static_cast<qsizetype>(rules->displayName().size()));
        QTest::newRow(("name " + id).c_str()) << name;
    }
    // The Last Hundred Yards' terms of art.
    for (const char *term : {"SADRM", "MDRM", "mortar", "cohesion", "assault"})
        QTest::newRow(term) << QString::fromLatin1(term);
}

void TstNeutrality::sharedCodeNamesNoRuleSystem()
{
    QFETCH(QString, word);
    QStringList offenders;
    for (const QString &file : sourceFiles()) {
        if (!ruleSystemOf(file).isEmpty() || file == QLatin1String("app/rulesets.cpp"))
            continue;
        if (read(file).contains(word, Qt::CaseInsensitive))
            offenders << file;
    }
    QVERIFY2(offenders.isEmpty(), qPrintable(word + " in " + offenders.join(", ")));
}

void TstNeutrality::ruleSystemsIncludeNoOther()
{
    static const QRegularExpression include(
        QStringLiteral("#include\\s+\"core/rules/([a-z0-9_]+)/"));
    QStringList offenders;
    for (const QString &file : sourceFiles()) {
        const QString own = ruleSystemOf(file);
        auto it = include.globalMatch(read(file));
        while (it.hasNext()) {
            const QString other = it.next().captured(1);
            if (other != own && file != QLatin1String("app/rulesets.cpp"))
                offenders << file + " includes " + other;
        }
    }
    QVERIFY2(offenders.isEmpty(), qPrintable(offenders.join("; ")));
}

QTEST_GUILESS_MAIN(TstNeutrality)
#include "tst_neutrality.moc"
