#include "core/hex/hex.h"

#include <QTest>

using namespace hexfire;

class TestHex : public QObject {
    Q_OBJECT
private slots:
    void distanceIsSymmetric();
};

void TestHex::distanceIsSymmetric() { QCOMPARE(distance(Hex(0, 0), Hex(2, -1)), 2); }

QTEST_GUILESS_MAIN(TestHex)
#include "tst_hex.moc"
