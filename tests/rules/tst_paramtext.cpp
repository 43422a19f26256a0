// parseParamText: the one reading of a typed parameter for the window and the CLI, row by row for
// every parameter type: trimming, signs, ranges, flag words, a choice by key or label in any case,
// hexes and units with and without a position, and the sentence each refusal reads as.
#include "core/rules/paramtext.h"

#include <QTest>

using namespace hexfire;

namespace {

const MapCoordinates &map()
{
    static const MapCoordinates coordinates(
        10, 10, Orientation::FlatTop, OffsetParity::Odd, LabelScheme::LetterNumber);
    return coordinates;
}

ParamSpec specNamed(const QString &name)
{
    ParamSpec s;
    s.key = name.toStdString();
    if (name == QLatin1String("integer")) {
        s.label = "Fire value";
        s.type = ParamType::Integer;
        s.minimum = -20;
        s.maximum = 20;
    } else if (name == QLatin1String("flag")) {
        s.label = "Assault";
        s.type = ParamType::Flag;
    } else if (name == QLatin1String("choice")) {
        s.label = "Formation";
        s.type = ParamType::Choice;
        s.choices = {{"line", "Line"}, {"carre", "Carré"}, {"column", "Attack column"}};
    } else if (name == QLatin1String("text")) {
        s.label = "Order";
        s.type = ParamType::Text;
    } else if (name == QLatin1String("hex")) {
        s.label = "Smoke hex";
        s.type = ParamType::Hex;
    } else if (name == QLatin1String("unit")) {
        s.label = "Leader";
        s.type = ParamType::Unit;
    } else {
        s.label = "Supporters";
        s.type = ParamType::UnitList;
    }
    return s;
}

/** A value as the rows write it: 3, yes, carre, H9, us-squad, [a|b]. */
QString shown(const ParamValue &value)
{
    return std::visit(
        [](const auto &v) -> QString {
            using T = std::decay_t<decltype(v)>;
            if constexpr (std::is_same_v<T, int>) {
                return QString::number(v);
            } else if constexpr (std::is_same_v<T, bool>) {
                return v ? QStringLiteral("yes") : QStringLiteral("no");
            } else if constexpr (std::is_same_v<T, std::string>) {
                return QString::fromStdString(v);
            } else if constexpr (std::is_same_v<T, Hex>) {
                return QString::fromStdString(map().label(v));
            } else if constexpr (std::is_same_v<T, UnitId>) {
                return QString::fromStdString(v.value);
            } else if constexpr (std::is_same_v<T, std::vector<Hex>>) {
                QStringList labels;
                for (const Hex h : v)
                    labels << QString::fromStdString(map().label(h));
                return "[" + labels.join(' ') + "]";
            } else {
                QStringList ids;
                for (const UnitId &u : v)
                    ids << QString::fromStdString(u.value);
                return "[" + ids.join('|') + "]";
            }
        },
        value);
}

} // namespace

class TestParamText : public QObject {
    Q_OBJECT
private slots:
    void parse_data();
    void parse();
    void expected_data();
    void expected();
};

void TestParamText::parse_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("withPosition"); // a map and the units us-squad, us-mg, ger-hmg
    QTest::addColumn<QString>("value"); // empty: refused
    QTest::addColumn<QString>("error"); // in the refusal's sentence

    // Whole numbers: trimmed, a leading + or - (or U+2212), inside the range.
    QTest::newRow("integer") << "integer"
                             << "3" << false << "3"
                             << "";
    QTest::newRow("integer trimmed") << "integer"
                                     << "  -4\t" << false << "-4"
                                     << "";
    QTest::newRow("integer with +") << "integer"
                                    << "+5" << false << "5"
                                    << "";
    QTest::newRow("integer with U+2212") << "integer"
                                         << "\u22127" << false << "-7"
                                         << "";
    QTest::newRow("integer at the bounds") << "integer"
                                           << "-20" << false << "-20"
                                           << "";
    QTest::newRow("integer out of range")
        << "integer"
        << "21" << false << ""
        << "Fire value: 21 is out of range: expected a whole number -20..20";
    QTest::newRow("integer far out of range") << "integer"
                                              << "99999999999999999999" << false << ""
                                              << "is out of range";
    QTest::newRow("integer not a number")
        << "integer"
        << "x" << false << ""
        << "Fire value: \"x\" is not a whole number: expected a whole number -20..20";
    QTest::newRow("integer empty") << "integer"
                                   << " " << false << ""
                                   << "is not a whole number";
    QTest::newRow("integer two signs") << "integer"
                                       << "+-3" << false << ""
                                       << "\"+-3\" is not a whole number";
    QTest::newRow("integer with a fraction") << "integer"
                                             << "1.5" << false << ""
                                             << "is not a whole number";
    QTest::newRow("integer with a space inside") << "integer"
                                                 << "1 2" << false << ""
                                                 << "is not a whole number";
    // Flags: yes/no, true/false, on/off, 1/0 in any case.
    QTest::newRow("flag yes") << "flag"
                              << "yes" << false << "yes"
                              << "";
    QTest::newRow("flag YES trimmed") << "flag"
                                      << " YES " << false << "yes"
                                      << "";
    QTest::newRow("flag true") << "flag"
                               << "True" << false << "yes"
                               << "";
    QTest::newRow("flag on") << "flag"
                             << "on" << false << "yes"
                             << "";
    QTest::newRow("flag 1") << "flag"
                            << "1" << false << "yes"
                            << "";
    QTest::newRow("flag no") << "flag"
                             << "no" << false << "no"
                             << "";
    QTest::newRow("flag false") << "flag"
                                << "FALSE" << false << "no"
                                << "";
    QTest::newRow("flag off") << "flag"
                              << "Off" << false << "no"
                              << "";
    QTest::newRow("flag 0") << "flag"
                            << "0" << false << "no"
                            << "";
    QTest::newRow("flag refused") << "flag"
                                  << "maybe" << false << ""
                                  << "Assault: \"maybe\" is not yes or no: expected yes or no";
    // Choices: by key or by label, in any case; the value is always the key.
    QTest::newRow("choice by key") << "choice"
                                   << "line" << false << "line"
                                   << "";
    QTest::newRow("choice by key, other case") << "choice"
                                               << "LINE" << false << "line"
                                               << "";
    QTest::newRow("choice by label") << "choice"
                                     << "Attack column" << false << "column"
                                     << "";
    QTest::newRow("choice by label, lower case") << "choice"
                                                 << " attack column " << false << "column"
                                                 << "";
    QTest::newRow("choice by accented label") << "choice"
                                              << "Carré" << false << "carre"
                                              << "";
    QTest::newRow("choice by accented label, capitals") << "choice"
                                                        << "CARRÉ" << false << "carre"
                                                        << "";
    QTest::newRow("choice unknown, with a hint")
        << "choice"
        << "lin" << false << ""
        << "Formation: unknown value \"lin\" (did you mean \"line\"?): expected one of \"line\", "
           "\"carre\" or \"column\"";
    // Text is kept as typed, trimmed.
    QTest::newRow("text") << "text"
                          << " figure-2, figure-1 " << false << "figure-2, figure-1"
                          << "";
    // Hexes and units need the position.
    QTest::newRow("hex") << "hex"
                         << " H9 " << true << "H9"
                         << "";
    QTest::newRow("hex off the map") << "hex"
                                     << "Z99" << true << ""
                                     << "Smoke hex: ";
    QTest::newRow("hex without a map") << "hex"
                                       << "H9" << false << ""
                                       << "Smoke hex is a hex, which is not typed in here";
    QTest::newRow("unit") << "unit"
                          << "us-mg" << true << "us-mg"
                          << "";
    QTest::newRow("unit unknown")
        << "unit"
        << "us-m" << true << ""
        << "Leader: unknown unit \"us-m\" (did you mean \"us-mg\"?): expected";
    QTest::newRow("unit without units") << "unit"
                                        << "us-mg" << false << ""
                                        << "Leader names units, which are not typed in here";
    QTest::newRow("unit list") << "units"
                               << "us-squad, us-mg" << true << "[us-squad|us-mg]"
                               << "";
    QTest::newRow("unit list with empty parts") << "units"
                                                << ",us-mg,, ger-hmg ," << true << "[us-mg|ger-hmg]"
                                                << "";
    QTest::newRow("unit list empty") << "units"
                                     << " " << true << "[]"
                                     << "";
    QTest::newRow("unit list with an unknown unit") << "units"
                                                    << "us-mg, nobody" << true << ""
                                                    << "Supporters: unknown unit \"nobody\"";
}

void TestParamText::parse()
{
    QFETCH(QString, spec);
    QFETCH(QString, text);
    QFETCH(bool, withPosition);
    QFETCH(QString, value);
    QFETCH(QString, error);
    ParamTextContext context;
    if (withPosition) {
        context.map = &map();
        context.unitIds = std::vector<std::string_view> {"us-squad", "us-mg", "ger-hmg"};
    }
    const std::string typed = text.toStdString();
    const auto parsed = parseParamText(specNamed(spec), typed, context);
    if (const auto *problem = std::get_if<std::string>(&parsed)) {
        QVERIFY2(value.isEmpty(), problem->c_str());
        QVERIFY2(QString::fromStdString(*problem).contains(error), problem->c_str());
        return;
    }
    QVERIFY2(!value.isEmpty(), qPrintable(shown(std::get<ParamValue>(parsed))));
    QCOMPARE(shown(std::get<ParamValue>(parsed)), value);
}

void TestParamText::expected_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("expected");
    QTest::newRow("integer") << "integer"
                             << "a whole number -20..20";
    QTest::newRow("flag") << "flag"
                          << "yes or no";
    QTest::newRow("choice") << "choice"
                            << "one of \"line\", \"carre\" or \"column\"";
    QTest::newRow("text") << "text"
                          << "text";
    QTest::newRow("hex") << "hex"
                         << "a hex label";
    QTest::newRow("unit") << "unit"
                          << "a unit id";
    QTest::newRow("units") << "units"
                           << "unit ids separated by commas";
}

void TestParamText::expected()
{
    QFETCH(QString, spec);
    QFETCH(QString, expected);
    QCOMPARE(QString::fromStdString(paramTextExpected(specNamed(spec))), expected);
}

QTEST_GUILESS_MAIN(TestParamText)
#include "tst_paramtext.moc"
