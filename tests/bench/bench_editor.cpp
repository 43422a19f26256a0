// The cost of one checked edit (ScenarioEditor::apply: the edit, the loader's full check of the
// result, and the inverse) on each bundled sandbox, the largest positions HexFire ships; and
// the same edit unchecked (undo and redo), for comparison.
#include "app/rulesets.h"
#include "core/edit/scenarioeditor.h"
#include "core/scenario/scenarioio.h"

#include <QTest>

using namespace hexfire;

class BenchEditor : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { registerRuleSets(); }

    void checkedEdit_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<bool>("checked");
        for (const char *f :
            {"labataille-sandbox", "toi-sandbox", "skirmish-sandbox", "tlhy-sandbox"}) {
            QTest::newRow(qPrintable(QStringLiteral("%1 checked").arg(f))) << f << true;
            QTest::newRow(qPrintable(QStringLiteral("%1 unchecked").arg(f))) << f << false;
        }
    }
    void checkedEdit()
    {
        QFETCH(QString, file);
        QFETCH(bool, checked);
        const LoadResult loaded = loadScenarioFile(
            (QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/") + file + ".json")
                .toStdString());
        QVERIFY2(loaded.ok(), loaded.diagnostics.format().c_str());
        ScenarioEditor ed(*loaded.scenario);
        const Hex h = ed.position().map().coordinates().hexAt(0);
        const std::string a = ed.position().map().terrainKinds().front().id;
        const std::string b = ed.position().map().terrainKinds().back().id;
        bool flip = false;
        QBENCHMARK
        {
            const ScenarioEdit e = ed.paint({h}, flip ? a : b);
            flip = !flip;
            if (checked)
                QVERIFY(ed.apply(e).applied);
            else
                ed.applyUnchecked(e);
        }
    }
};

QTEST_GUILESS_MAIN(BenchEditor)
#include "bench_editor.moc"
