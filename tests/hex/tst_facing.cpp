// Facing: the 12 positions (6 hexsides, 6 vertices); the La Bataille front/flank/rear table of
// REFERENCE 2.2 (column 3/2/1 facing a hexside, line 2/2/2 facing a vertex, carre 6/0/0, skirmish
// 4/2/0 facing a vertex, light cavalry 5/0/1) with the exact sets for every facing, written from
// the reference's formulas; impossible facings (wrong kind, bad counts, asymmetric splits) throw.
#include "core/hex/facing.h"
#include "hextestutil.h"

#include <QTest>

using namespace hexfire;

Q_DECLARE_METATYPE(hexfire::FacingProfile)

namespace {

const FacingProfile column {"infantry column", FacingKind::Hexside, 3, 2, 1};
const FacingProfile infantryLine {"infantry line", FacingKind::Vertex, 2, 2, 2};
const FacingProfile carre {"carre", FacingKind::Any, 6, 0, 0};
const FacingProfile skirmish {"skirmish", FacingKind::Vertex, 4, 2, 0};
const FacingProfile lightCavalry {"light cavalry column", FacingKind::Hexside, 5, 0, 1};

// Six letters, one per hexside 0..5: F(ront), L (fLank), R(ear).
QString classes(const std::array<HexsideClass, 6> &c)
{
    QString s;
    for (HexsideClass k : c)
        s += k == HexsideClass::Front ? 'F' : k == HexsideClass::Flank ? 'L' : 'R';
    return s;
}

QString expected(std::initializer_list<int> front, std::initializer_list<int> flank, int f)
{
    QString s(6, 'R');
    for (int d : front)
        s[((f + d) % 6 + 6) % 6] = 'F';
    for (int d : flank)
        s[((f + d) % 6 + 6) % 6] = 'L';
    return s;
}

} // namespace

class TestFacing : public QObject {
    Q_OBJECT
private slots:
    void positions();
    void laBatailleTable_data();
    void laBatailleTable();
    void impossible_data();
    void impossible();
};

void TestFacing::positions()
{
    for (int p = 0; p < 12; ++p) {
        const Facing f = Facing::fromPosition(p);
        QCOMPARE(f.position(), p);
        QCOMPARE(f.kind(), p % 2 == 0 ? Facing::Kind::Hexside : Facing::Kind::Vertex);
        QCOMPARE(f.direction(), direction(p / 2));
    }
    for (HexDirection d : allDirections) {
        QCOMPARE(Facing::hexside(d).position(), 2 * index(d));
        QCOMPARE(Facing::vertex(d).position(), 2 * index(d) + 1);
        QVERIFY(Facing::hexside(d) != Facing::vertex(d));
    }
    QCOMPARE(
        QString::fromStdString(toString(Facing::vertex(HexDirection::D5))), QString("vertex 5/0"));
    QCOMPARE(
        QString::fromStdString(toString(Facing::hexside(HexDirection::D2))), QString("hexside 2"));
    QVERIFY(errorOf([] { Facing::fromPosition(12); }).contains("0..11"));
    QVERIFY(errorOf([] { Facing::fromPosition(-1); }).contains("-1"));
}

void TestFacing::laBatailleTable_data()
{
    QTest::addColumn<FacingProfile>("profile");
    QTest::addColumn<int>("position");
    QTest::addColumn<QString>("expectedClasses");
    for (int f = 0; f < 6; ++f) {
        // Hexside f: front {f-1, f, f+1}, flank {f-2, f+2}, rear {f+3}.
        QTest::addRow("column 3/2/1 facing hexside %d", f)
            << column << 2 * f << expected({-1, 0, 1}, {-2, 2}, f);
        // Vertex between f and f+1: front {f, f+1}, flank {f-1, f+2}, rear {f+3, f+4}.
        QTest::addRow("line 2/2/2 facing vertex %d/%d", f, (f + 1) % 6)
            << infantryLine << 2 * f + 1 << expected({0, 1}, {-1, 2}, f);
        QTest::addRow("carre 6/0/0 facing hexside %d", f) << carre << 2 * f << QString("FFFFFF");
        QTest::addRow("carre 6/0/0 facing vertex %d/%d", f, (f + 1) % 6)
            << carre << 2 * f + 1 << QString("FFFFFF");
        // DEFAULT of REFERENCE 2.2: the four hexsides nearest the faced vertex are front.
        QTest::addRow("skirmish 4/2/0 facing vertex %d/%d", f, (f + 1) % 6)
            << skirmish << 2 * f + 1 << expected({-1, 0, 1, 2}, {3, 4}, f);
        QTest::addRow("light cavalry 5/0/1 facing hexside %d", f)
            << lightCavalry << 2 * f << expected({-2, -1, 0, 1, 2}, {}, f);
    }
}

void TestFacing::laBatailleTable()
{
    QFETCH(FacingProfile, profile);
    QFETCH(int, position);
    QFETCH(QString, expectedClasses);
    const auto result = classifyHexsides(Facing::fromPosition(position), profile);
    QCOMPARE(classes(result), expectedClasses);
    QCOMPARE(int(expectedClasses.count('F')), profile.front);
    QCOMPARE(int(expectedClasses.count('L')), profile.flank);
    QCOMPARE(int(expectedClasses.count('R')), profile.rear);
}

void TestFacing::impossible_data()
{
    QTest::addColumn<FacingProfile>("profile");
    QTest::addColumn<int>("position");
    QTest::addColumn<QString>("mustMention");
    QTest::newRow("line facing a hexside") << infantryLine << 0 << "must face a vertex";
    QTest::newRow("skirmish facing a hexside") << skirmish << 4 << "must face a vertex";
    QTest::newRow("column facing a vertex") << column << 3 << "must face a hexside";
    QTest::newRow("light cavalry facing a vertex") << lightCavalry << 11 << "must face a hexside";
    QTest::newRow("3/2/2 adds up to 7")
        << FacingProfile {"bad", FacingKind::Any, 3, 2, 2} << 0 << "3/2/2";
    QTest::newRow("2/2/1 adds up to 5")
        << FacingProfile {"bad", FacingKind::Any, 2, 2, 1} << 0 << "add up to 6";
    QTest::newRow("negative flank")
        << FacingProfile {"bad", FacingKind::Any, 7, -1, 0} << 0 << "7/-1/0";
    QTest::newRow("2/2/2 around a hexside splits a pair")
        << FacingProfile {"line", FacingKind::Any, 2, 2, 2} << 0 << "symmetrically";
    QTest::newRow("3/2/1 around a vertex splits a pair")
        << FacingProfile {"column", FacingKind::Any, 3, 2, 1} << 1 << "symmetrically";
    QTest::newRow("1/5/0 around a vertex")
        << FacingProfile {"odd", FacingKind::Any, 1, 5, 0} << 5 << "symmetrically";
    QTest::newRow("4/1/1 around a hexside")
        << FacingProfile {"odd", FacingKind::Any, 4, 1, 1} << 2 << "symmetrically";
}

void TestFacing::impossible()
{
    QFETCH(FacingProfile, profile);
    QFETCH(int, position);
    QFETCH(QString, mustMention);
    const QString message
        = errorOf([&] { classifyHexsides(Facing::fromPosition(position), profile); });
    QVERIFY2(message.contains(mustMention)
            && message.contains(QString::fromStdString(profile.formation)),
        qPrintable(message));
}

QTEST_GUILESS_MAIN(TestFacing)
#include "tst_facing.moc"
