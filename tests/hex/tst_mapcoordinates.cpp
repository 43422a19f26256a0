// MapCoordinates: offset <-> axial <-> label round trips over whole maps for both label schemes,
// both parities and both orientations; the parity convention checked geometrically (which lines
// are shifted); the TLHY seed adjacencies (REFERENCE 1.6); malformed and off-map labels.
#include "core/hex/hexlayout.h"
#include "core/hex/mapcoordinates.h"
#include "hextestutil.h"

#include <QTest>

#include <cmath>
#include <set>

using namespace hexfire;

Q_DECLARE_METATYPE(hexfire::Orientation)
Q_DECLARE_METATYPE(hexfire::OffsetParity)
Q_DECLARE_METATYPE(hexfire::LabelScheme)

class TestMapCoordinates : public QObject {
    Q_OBJECT
private slots:
    void wholeMapRoundTrip_data();
    void wholeMapRoundTrip();
    void shiftedLines_data();
    void shiftedLines();
    void knownLabels_data();
    void knownLabels();
    void tlhySeedAdjacency_data();
    void tlhySeedAdjacency();
    void malformedLabels_data();
    void malformedLabels();
    void offMapLabels_data();
    void offMapLabels();
    void columnLetters_data();
    void columnLetters();
    void badMapSize();
};

static void addMapRows()
{
    QTest::addColumn<int>("width");
    QTest::addColumn<int>("height");
    QTest::addColumn<Orientation>("orientation");
    QTest::addColumn<OffsetParity>("parity");
    QTest::addColumn<LabelScheme>("scheme");
    struct Size {
        int w, h;
        const char *what;
    };
    const Size sizes[] = {{12, 10, "12x10"}, {1, 1, "1x1"}, {60, 7, "60x7 (double letters)"},
        {105, 3, "105x3 (3-digit labels)"}};
    for (const Size &size : sizes) {
        for (Orientation o : {Orientation::FlatTop, Orientation::PointyTop}) {
            for (OffsetParity p : {OffsetParity::Odd, OffsetParity::Even}) {
                for (LabelScheme s : {LabelScheme::LetterNumber, LabelScheme::FourDigit}) {
                    QTest::addRow("%s %s %s %s", size.what, toString(o).c_str(),
                        toString(p).c_str(), toString(s).c_str())
                        << size.w << size.h << o << p << s;
                }
            }
        }
    }
}

void TestMapCoordinates::wholeMapRoundTrip_data() { addMapRows(); }

void TestMapCoordinates::wholeMapRoundTrip()
{
    QFETCH(int, width);
    QFETCH(int, height);
    QFETCH(Orientation, orientation);
    QFETCH(OffsetParity, parity);
    QFETCH(LabelScheme, scheme);
    const MapCoordinates map(width, height, orientation, parity, scheme);
    std::set<std::string> labels;
    std::set<Hex> hexes;
    for (int row = 0; row < height; ++row) {
        for (int col = 0; col < width; ++col) {
            const OffsetCoord c {col, row};
            const Hex h = map.toHex(c);
            QVERIFY(map.toOffset(h) == c);
            QVERIFY(map.contains(h));
            QCOMPARE(map.cellIndex(h), row * width + col);
            QCOMPARE(map.hexAt(row * width + col), h);
            const std::string label = map.label(h);
            QCOMPARE(map.parse(label), h);
            QCOMPARE(map.tryParse(label), std::optional<Hex>(h));
            labels.insert(label);
            hexes.insert(h);
        }
    }
    QCOMPARE(labels.size(), std::size_t(width * height));
    QCOMPARE(hexes.size(), std::size_t(width * height));
    // The ring just outside the map is not contained.
    for (int col = -1; col <= width; ++col) {
        QVERIFY(!map.contains(OffsetCoord {col, -1}));
        QVERIFY(!map.contains(map.toHex(OffsetCoord {col, height})));
    }
}

void TestMapCoordinates::shiftedLines_data()
{
    QTest::addColumn<Orientation>("orientation");
    QTest::addColumn<OffsetParity>("parity");
    QTest::newRow("flat-top, odd columns shifted down")
        << Orientation::FlatTop << OffsetParity::Odd;
    QTest::newRow("flat-top, even columns shifted down")
        << Orientation::FlatTop << OffsetParity::Even;
    QTest::newRow("pointy-top, odd rows shifted right")
        << Orientation::PointyTop << OffsetParity::Odd;
    QTest::newRow("pointy-top, even rows shifted right")
        << Orientation::PointyTop << OffsetParity::Even;
}

void TestMapCoordinates::shiftedLines()
{
    QFETCH(Orientation, orientation);
    QFETCH(OffsetParity, parity);
    const MapCoordinates map(9, 8, orientation, parity, LabelScheme::FourDigit);
    const HexLayout layout(orientation, 1.0);
    const double spacing = layout.centreSpacing();
    const PointF origin = layout.centre(map.toHex({0, 0}));
    auto shifted
        = [&](int line) { return (line % 2 == 1) == (parity == OffsetParity::Odd) ? 1 : 0; };
    for (int row = 0; row < map.height(); ++row) {
        for (int col = 0; col < map.width(); ++col) {
            const PointF p = layout.centre(map.toHex({col, row}));
            double x = 0;
            double y = 0;
            if (orientation == Orientation::FlatTop) {
                x = 1.5 * col;
                y = spacing * (row + 0.5 * (shifted(col) - shifted(0)));
            } else {
                x = spacing * (col + 0.5 * (shifted(row) - shifted(0)));
                y = 1.5 * row;
            }
            QVERIFY2(std::abs(p.x - origin.x - x) < 1e-9 && std::abs(p.y - origin.y - y) < 1e-9,
                qPrintable(QString("cell %1,%2").arg(col).arg(row)));
        }
    }
}

void TestMapCoordinates::knownLabels_data()
{
    QTest::addColumn<LabelScheme>("scheme");
    QTest::addColumn<int>("width");
    QTest::addColumn<QString>("label");
    QTest::addColumn<int>("col");
    QTest::addColumn<int>("row");
    QTest::newRow("H9 is column 7, row 8") << LabelScheme::LetterNumber << 20 << "H9" << 7 << 8;
    QTest::newRow("A1 is the corner") << LabelScheme::LetterNumber << 20 << "A1" << 0 << 0;
    QTest::newRow("Z3 is column 25") << LabelScheme::LetterNumber << 60 << "Z3" << 25 << 2;
    QTest::newRow("AA1 is column 26") << LabelScheme::LetterNumber << 60 << "AA1" << 26 << 0;
    QTest::newRow("CC12 is column 28") << LabelScheme::LetterNumber << 60 << "CC12" << 28 << 11;
    QTest::newRow("0412 is column 3, row 11") << LabelScheme::FourDigit << 20 << "0412" << 3 << 11;
    QTest::newRow("0101 is the corner") << LabelScheme::FourDigit << 20 << "0101" << 0 << 0;
    QTest::newRow("101003 on a 105-wide map")
        << LabelScheme::FourDigit << 105 << "101003" << 100 << 2;
}

void TestMapCoordinates::knownLabels()
{
    QFETCH(LabelScheme, scheme);
    QFETCH(int, width);
    QFETCH(QString, label);
    QFETCH(int, col);
    QFETCH(int, row);
    for (Orientation o : {Orientation::FlatTop, Orientation::PointyTop}) {
        for (OffsetParity p : {OffsetParity::Odd, OffsetParity::Even}) {
            const MapCoordinates map(width, 20, o, p, scheme);
            const Hex h = map.parse(label.toStdString());
            QVERIFY(map.toOffset(h) == (OffsetCoord {col, row}));
            QCOMPARE(QString::fromStdString(map.label(h)), label);
        }
    }
}

void TestMapCoordinates::tlhySeedAdjacency_data()
{
    QTest::addColumn<OffsetParity>("parity");
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("expected");
    // REFERENCE 1.6: letters are columns, A = column 0, odd columns shifted down.
    QTest::newRow("H9-I9 adjacent (assault from I9)") << OffsetParity::Odd << "H9"
                                                      << "I9" << 1;
    QTest::newRow("H9-I10 adjacent (secondary impact)") << OffsetParity::Odd << "H9"
                                                        << "I10" << 1;
    QTest::newRow("J9-I10 adjacent (3rd Squad's move)") << OffsetParity::Odd << "J9"
                                                        << "I10" << 1;
    QTest::newRow("J9-H9 two apart (non-adjacent assault)") << OffsetParity::Odd << "J9"
                                                            << "H9" << 2;
    QTest::newRow("even parity: H9-I10 two apart") << OffsetParity::Even << "H9"
                                                   << "I10" << 2;
    QTest::newRow("even parity: H9-I8 adjacent") << OffsetParity::Even << "H9"
                                                 << "I8" << 1;
}

void TestMapCoordinates::tlhySeedAdjacency()
{
    QFETCH(OffsetParity, parity);
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, expected);
    const MapCoordinates map(20, 20, Orientation::FlatTop, parity, LabelScheme::LetterNumber);
    QCOMPARE(distance(map.parse(a.toStdString()), map.parse(b.toStdString())), expected);
}

void TestMapCoordinates::malformedLabels_data()
{
    QTest::addColumn<LabelScheme>("scheme");
    QTest::addColumn<QString>("label");
    QTest::newRow("empty (letters)") << LabelScheme::LetterNumber << "";
    QTest::newRow("9H (number first)") << LabelScheme::LetterNumber << "9H";
    QTest::newRow("H0 (rows start at 1)") << LabelScheme::LetterNumber << "H0";
    QTest::newRow("H-1") << LabelScheme::LetterNumber << "H-1";
    QTest::newRow("h9 (lower case)") << LabelScheme::LetterNumber << "h9";
    QTest::newRow("H (no row)") << LabelScheme::LetterNumber << "H";
    QTest::newRow("AB3 (mixed letters)") << LabelScheme::LetterNumber << "AB3";
    QTest::newRow("H+9") << LabelScheme::LetterNumber << "H+9";
    QTest::newRow("H9 with a space") << LabelScheme::LetterNumber << "H9 ";
    QTest::newRow("empty (digits)") << LabelScheme::FourDigit << "";
    QTest::newRow("041 (too short)") << LabelScheme::FourDigit << "041";
    QTest::newRow("04123 (too long)") << LabelScheme::FourDigit << "04123";
    QTest::newRow("04x2 (not a digit)") << LabelScheme::FourDigit << "04x2";
    QTest::newRow("0012 (column 0)") << LabelScheme::FourDigit << "0012";
    QTest::newRow("0400 (row 0)") << LabelScheme::FourDigit << "0400";
    QTest::newRow("H9 on a four-digit map") << LabelScheme::FourDigit << "H9";
    QTest::newRow("-412") << LabelScheme::FourDigit << "-412";
}

void TestMapCoordinates::malformedLabels()
{
    QFETCH(LabelScheme, scheme);
    QFETCH(QString, label);
    const MapCoordinates map(20, 20, Orientation::FlatTop, OffsetParity::Odd, scheme);
    QVERIFY(!map.tryParse(label.toStdString()));
    const QString message = errorOf([&] { map.parse(label.toStdString()); });
    QVERIFY2(message.contains("malformed") && message.contains('"' + label + '"')
            && message.contains(scheme == LabelScheme::LetterNumber ? "\"H9\"" : "\"0412\""),
        qPrintable(message));
}

void TestMapCoordinates::offMapLabels_data()
{
    QTest::addColumn<LabelScheme>("scheme");
    QTest::addColumn<QString>("label");
    QTest::newRow("U1: column 20 of 20") << LabelScheme::LetterNumber << "U1";
    QTest::newRow("A16: row 16 of 15") << LabelScheme::LetterNumber << "A16";
    QTest::newRow("AA5") << LabelScheme::LetterNumber << "AA5";
    QTest::newRow("2101: column 21 of 20") << LabelScheme::FourDigit << "2101";
    QTest::newRow("0116: row 16 of 15") << LabelScheme::FourDigit << "0116";
    QTest::newRow("9999") << LabelScheme::FourDigit << "9999";
}

void TestMapCoordinates::offMapLabels()
{
    QFETCH(LabelScheme, scheme);
    QFETCH(QString, label);
    const MapCoordinates map(20, 15, Orientation::FlatTop, OffsetParity::Odd, scheme);
    QVERIFY(map.tryParse(label.toStdString())); // well-formed ...
    const QString message = errorOf([&] { map.parse(label.toStdString()); });
    QVERIFY2(message.contains(label) && message.contains("off the 20x15 map"), qPrintable(message));
    const Hex h = *map.tryParse(label.toStdString());
    QVERIFY(!errorOf([&] { map.cellIndex(h); }).isEmpty());
}

void TestMapCoordinates::columnLetters_data()
{
    QTest::addColumn<int>("col");
    QTest::addColumn<QString>("letters");
    QTest::newRow("A") << 0 << "A";
    QTest::newRow("Z") << 25 << "Z";
    QTest::newRow("AA") << 26 << "AA";
    QTest::newRow("ZZ") << 51 << "ZZ";
    QTest::newRow("AAA") << 52 << "AAA";
}

void TestMapCoordinates::columnLetters()
{
    QFETCH(int, col);
    QFETCH(QString, letters);
    QCOMPARE(QString::fromStdString(hexfire::columnLetters(col)), letters);
    QCOMPARE(parseColumnLetters(letters.toStdString()), std::optional<int>(col));
}

void TestMapCoordinates::badMapSize()
{
    QVERIFY(errorOf([] {
        MapCoordinates(0, 5, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::FourDigit);
    }).contains("0x5"));
    QVERIFY(errorOf([] {
        MapCoordinates(4, -1, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::FourDigit);
    }).contains("4x-1"));
    const MapCoordinates map(4, 4, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::FourDigit);
    QVERIFY(errorOf([&] { map.hexAt(16); }).contains("16"));
    QVERIFY(errorOf([&] { map.hexAt(-1); }).contains("-1"));
}

QTEST_GUILESS_MAIN(TestMapCoordinates)
#include "tst_mapcoordinates.moc"
