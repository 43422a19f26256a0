// The strict JSON reader of core/data: values with their positions and paths, every syntax error
// with its line, column and path, the hostile-input limits, and the writer's round trip.
#include "core/data/datareader.h"
#include "core/data/jsonparser.h"
#include "core/data/jsonwriter.h"

#include <QElapsedTimer>
#include <QTest>

#include <cmath>

using namespace hexfire;

class TestJsonParser : public QObject {
    Q_OBJECT

private slots:
    void positionsAndPaths();
    void numbers_data();
    void numbers();
    void strings_data();
    void strings();
    void errors_data();
    void errors();
    void limits_data();
    void limits();
    void writerRoundTrip_data();
    void writerRoundTrip();
    void writerLayout();
    void objectReader();
    void messageText_data();
    void messageText();
    void longPaths();
    void diagnosticsAreCapped();
    void didYouMean_data();
    void didYouMean();
    void controlCharactersInIds_data();
    void controlCharactersInIds();
};

void TestJsonParser::positionsAndPaths()
{
    const std::string text
        = "{\n  \"map\": {\"width\": 20},\n  \"units\": [\n    {\"id\": \"a\"},\n"
          "    {\"odd key\": true}\n  ]\n}\n";
    Diagnostics d;
    const auto root = JsonParser().parse(text, "f.json", d);
    QVERIFY2(root, d.format().c_str());
    const DataNode *width = root->find("map")->find("width");
    QCOMPARE(width->path.text(), std::string("$.map.width"));
    QCOMPARE(width->where.line, 2);
    QCOMPARE(width->where.column, 20);
    QCOMPARE(width->keyColumn, 11);
    QCOMPARE(width->where.file, std::string("f.json"));
    const DataNode &second = root->find("units")->items[1];
    QCOMPARE(second.path.text(), std::string("$.units[1]"));
    QCOMPARE(second.where.line, 5);
    QCOMPARE(second.where.column, 5);
    QCOMPARE(second.members[0].value.path.text(), std::string("$.units[1][\"odd key\"]"));
    QCOMPARE(root->find("units")->items[0].find("id")->string, std::string("a"));
}

void TestJsonParser::numbers_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("isInteger");
    QTest::addColumn<qlonglong>("integer");
    QTest::addColumn<double>("number");
    QTest::newRow("zero") << "0" << true << 0LL << 0.0;
    QTest::newRow("negative") << "-12" << true << -12LL << -12.0;
    QTest::newRow("int64 max") << "9223372036854775807" << true << 9223372036854775807LL
                               << 9223372036854775807.0;
    QTest::newRow("past int64 is a double")
        << "9223372036854775808" << false << 0LL << 9223372036854775808.0;
    QTest::newRow("fraction") << "1.5" << false << 0LL << 1.5;
    QTest::newRow("exponent") << "-2e3" << false << 0LL << -2000.0;
}

void TestJsonParser::numbers()
{
    QFETCH(QString, text);
    QFETCH(bool, isInteger);
    QFETCH(qlonglong, integer);
    QFETCH(double, number);
    Diagnostics d;
    const auto root = JsonParser().parse(text.toStdString(), "n", d);
    QVERIFY2(root, d.format().c_str());
    QCOMPARE(root->isInteger, isInteger);
    if (isInteger)
        QCOMPARE(root->integer, integer);
    QCOMPARE(root->number, number);
}

void TestJsonParser::strings_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("escapes") << QByteArray(R"("a\"b\\c\/d\n\t")") << QByteArray("a\"b\\c/d\n\t");
    QTest::newRow("unicode escape") << QByteArray(R"("\u00e9")") << QByteArray("\xc3\xa9");
    QTest::newRow("surrogate pair")
        << QByteArray(R"("\ud83d\ude00")") << QByteArray("\xf0\x9f\x98\x80");
    QTest::newRow("raw UTF-8") << QByteArray("\"\xe2\x88\x92"
                                             "2\"")
                               << QByteArray("\xe2\x88\x92"
                                             "2");
}

void TestJsonParser::strings()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    Diagnostics d;
    const auto root = JsonParser().parse(text.toStdString(), "s", d);
    QVERIFY2(root, d.format().c_str());
    QCOMPARE(QByteArray::fromStdString(root->string), expected);
}

void TestJsonParser::errors_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("line");
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("empty file") << QByteArray("  \n") << 2 << 1 << "$"
                                << "the file is empty";
    QTest::newRow("truncated object") << QByteArray("{\"a\": [1, 2") << 1 << 12 << "$.a"
                                      << "the file looks truncated";
    QTest::newRow("truncated string") << QByteArray("{\"title\": \"abc") << 1 << 11 << "$.title"
                                      << "inside a string";
    QTest::newRow("trailing garbage") << QByteArray("{}\n}") << 2 << 1 << "$"
                                      << "after the end of the JSON document";
    QTest::newRow("trailing comma in object") << QByteArray("{\"a\": 1,\n}") << 2 << 1 << "$"
                                              << "no trailing comma";
    QTest::newRow("trailing comma in array") << QByteArray("[1, ]") << 1 << 5 << "$[1]"
                                             << "no trailing comma";
    QTest::newRow("missing colon") << QByteArray("{\"a\" 1}") << 1 << 6 << "$.a"
                                   << "expected ':'";
    QTest::newRow("duplicate key") << QByteArray("{\"a\": 1,\n \"a\": 2}") << 2 << 2 << "$.a"
                                   << "appears twice";
    QTest::newRow("comment") << QByteArray("// no\n{}") << 1 << 1 << "$"
                             << "expected a value";
    QTest::newRow("single quotes") << QByteArray("{'a': 1}") << 1 << 2 << "$"
                                   << "member name in double quotes";
    QTest::newRow("NaN") << QByteArray("[NaN]") << 1 << 2 << "$[0]"
                         << "expected a value";
    QTest::newRow("leading zero") << QByteArray("[01]") << 1 << 3 << "$[0]"
                                  << "leading zeros";
    QTest::newRow("number out of range") << QByteArray("[1e999]") << 1 << 2 << "$[0]"
                                         << "out of range";
    QTest::newRow("raw newline in string") << QByteArray("[\"a\nb\"]") << 1 << 4 << "$[0]"
                                           << "control character";
    QTest::newRow("bad escape") << QByteArray(R"(["\x"])") << 1 << 5 << "$[0]"
                                << "unknown escape";
    QTest::newRow("lone surrogate") << QByteArray(R"(["\ude00"])") << 1 << 9 << "$[0]"
                                    << "lone low";
    QTest::newRow("invalid UTF-8") << QByteArray("[\"a\xff\"]") << 1 << 4 << "$[0]"
                                   << "invalid UTF-8";
    QTest::newRow("overlong UTF-8") << QByteArray("[\"\xc0\xaf\"]") << 1 << 3 << "$[0]"
                                    << "invalid UTF-8";
    QTest::newRow("columns count characters")
        << QByteArray("[\"\xc3\xa9\xc3\xa9\", x]") << 1 << 8 << "$[1]"
        << "expected a value";
    // Files saved as "Unicode" by an editor: named as what they are, not as a stray byte.
    QTest::newRow("UTF-16 with a byte order mark")
        << QByteArray("\xff\xfe{\0}\0", 6) << 1 << 1 << "$"
        << "the file is UTF-16 text: expected UTF-8";
    QTest::newRow("UTF-16 big-endian with a byte order mark")
        << QByteArray("\xfe\xff\0{\0}", 6) << 1 << 1 << "$"
        << "the file is UTF-16 text: expected UTF-8";
    QTest::newRow("UTF-16 without a byte order mark") << QByteArray("{\0}\0", 4) << 1 << 1 << "$"
                                                      << "the file is UTF-16 text: expected UTF-8";
    QTest::newRow("UTF-32 with a byte order mark")
        << QByteArray("\xff\xfe\0\0{\0\0\0", 8) << 1 << 1 << "$"
        << "the file is UTF-32 text: expected UTF-8";
    QByteArray wide = "{";
    for (int i = 0; i < 50000; ++i)
        wide += "\"k" + QByteArray::number(i) + "\": 0,\n";
    wide += "\"k123\": 1}";
    QTest::newRow("duplicate key among 50,000 members") << wide << 50001 << 1 << "$.k123"
                                                        << "member \"k123\" appears twice";
}

void TestJsonParser::errors()
{
    QFETCH(QByteArray, text);
    QFETCH(int, line);
    QFETCH(int, column);
    QFETCH(QString, path);
    QFETCH(QString, message);
    Diagnostics d;
    const auto root = JsonParser().parse(text.toStdString(), "bad.json", d);
    QVERIFY(!root);
    QCOMPARE(d.size(), std::size_t(1));
    const Diagnostic &e = d.items().front();
    const QString text2 = QString::fromStdString(Diagnostics::format(e));
    QVERIFY2(QString::fromStdString(e.message).contains(message), qPrintable(text2));
    QCOMPARE(e.where.file, std::string("bad.json"));
    QCOMPARE(e.where.line, line);
    QCOMPARE(e.where.column, column);
    QCOMPARE(QString::fromStdString(e.path), path);
}

void TestJsonParser::limits_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("message");
    QTest::newRow("10,000-deep nesting") << QByteArray(10000, '[') << "nesting deeper than 64";
    QTest::newRow("document over the byte limit")
        << QByteArray("\"" + QByteArray(9 * 1024 * 1024, 'a') + "\"") << "expected at most 8388608";
    QTest::newRow("string over the length limit")
        << QByteArray("[\"" + QByteArray(70000, 'a') + "\"]") << "string longer than 65536";
    QByteArray many = "[";
    for (int i = 0; i < 210000; ++i)
        many += "0,";
    many += "0]";
    QTest::newRow("too many values") << many << "more than 200000 values";
}

void TestJsonParser::limits()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, message);
    QElapsedTimer timer;
    timer.start();
    Diagnostics d;
    QVERIFY(!JsonParser().parse(
        std::string_view(text.constData(), static_cast<std::size_t>(text.size())), "big.json", d));
    QVERIFY2(timer.elapsed() < 2000, "limits must fail fast");
    QCOMPARE(d.size(), std::size_t(1));
    QVERIFY2(
        QString::fromStdString(d.items().front().message).contains(message), d.format().c_str());
}

void TestJsonParser::writerRoundTrip_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("nested") << QByteArray(
        R"({"a": [1, 2.5, -3e-7, true, null], "b": {"c": "d\n\"e\""}, "e": []})");
    QTest::newRow("unicode") << QByteArray("{\"t\": \"\xe2\x88\x92"
                                           "2 MDRM \\u0001\"}");
    QTest::newRow("negative zero as a double")
        << QByteArray(R"({"z": -0e0, "w": 2.0, "e": 1e300})");
    QTest::newRow("long rows") << QByteArray(
        R"({"rows": ["....................", "....................", "....................", "....................", "...................."]})");
}

void TestJsonParser::writerRoundTrip()
{
    QFETCH(QByteArray, text);
    Diagnostics d;
    const auto first = JsonParser().parse(text.toStdString(), "a", d);
    QVERIFY2(first, d.format().c_str());
    const std::string written = JsonWriter().write(*first);
    const auto second = JsonParser().parse(written, "b", d);
    QVERIFY2(second, d.format().c_str());
    QCOMPARE(JsonWriter().write(*second), written);
    // Numbers keep their kind: a double never comes back as an integer.
    for (const auto &[key, value] : first->members) {
        if (value.type == DataNode::Type::Number) {
            QCOMPARE(second->find(key)->isInteger, value.isInteger);
            QCOMPARE(std::signbit(second->find(key)->number), std::signbit(value.number));
        }
    }
}

void TestJsonParser::writerLayout()
{
    DataNode root = DataNode::object();
    DataNode rows = DataNode::array();
    for (int i = 0; i < 6; ++i)
        rows.push(DataNode::of(std::string(20, '.')));
    DataNode unit = DataNode::object();
    unit.set("id", DataNode::of("a"))
        .set("tlhy", DataNode::object().set("cohesion", DataNode::of(7)));
    root.set("rows", std::move(rows))
        .set("unit", std::move(unit))
        .set("dice", DataNode::array().push(DataNode::of(2)).push(DataNode::of(9)));
    const std::string out = JsonWriter().write(root);
    QVERIFY2(
        out.find("\"rows\": [\n    \"....................\",\n") != std::string::npos, out.c_str());
    QVERIFY2(out.find("\"tlhy\": { \"cohesion\": 7 }") != std::string::npos, out.c_str());
    QVERIFY2(out.find("\"dice\": [2, 9]\n}") != std::string::npos, out.c_str());
}

void TestJsonParser::objectReader()
{
    Diagnostics d;
    const auto root = JsonParser().parse(
        R"({"name": "x", "colur": "#fff", "size": 1.5, "kind": "wods"})", "o", d);
    QVERIFY(root);
    ObjectReader r(*root, d, {"name", "colour", "size", "kind", "id"}, "a thing");
    QCOMPARE(r.string("name").value(), std::string("x"));
    QVERIFY(!r.integer("size", 0, 10));
    QVERIFY(!r.choice("kind", {"woods", "clear"}));
    QVERIFY(!r.id("id", true));
    QCOMPARE(d.size(), std::size_t(4));
    const std::string all = d.format();
    QVERIFY2(
        all.find("o:1:15: $.colur: unknown field \"colur\" in a thing (did you mean \"colour\"?)")
            != std::string::npos,
        all.c_str());
    QVERIFY2(all.find("$.size: expected \"size\" (a whole number 0..10), got a fractional")
            != std::string::npos,
        all.c_str());
    QVERIFY2(all.find("unknown value \"wods\" (did you mean \"woods\"?)") != std::string::npos,
        all.c_str());
    QVERIFY2(
        all.find("o:1:1: $.id: missing field \"id\" in a thing") != std::string::npos, all.c_str());
}

void TestJsonParser::messageText_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("shown");
    QTest::addColumn<QByteArray>("quoted");
    QTest::newRow("plain") << QByteArray("woods") << QByteArray("woods") << QByteArray("\"woods\"");
    QTest::newRow("quote and backslash")
        << QByteArray("a\"b\\c") << QByteArray("a\"b\\c") << QByteArray("\"a\\\"b\\\\c\"");
    QTest::newRow("newline, tab, return") << QByteArray("a\nb\tc\rd") << QByteArray("a\\nb\\tc\\rd")
                                          << QByteArray("\"a\\nb\\tc\\rd\"");
    QTest::newRow("ESC and NUL") << QByteArray("x\x1b[2J\0y", 7)
                                 << QByteArray("x\\u001b[2J\\u0000y")
                                 << QByteArray("\"x\\u001b[2J\\u0000y\"");
    QTest::newRow("DEL") << QByteArray("a\x7f") << QByteArray("a\\u007f")
                         << QByteArray("\"a\\u007f\"");
    QTest::newRow("C1 control CSI (U+009B)") << QByteArray(
        "a\xc2\x9b"
        "31m") << QByteArray("a\\u009b31m") << QByteArray("\"a\\u009b31m\"");
    QTest::newRow("right-to-left override (U+202E)") << QByteArray(
        "abc\xe2\x80\xae"
        "fed") << QByteArray("abc\\u202efed") << QByteArray("\"abc\\u202efed\"");
    QTest::newRow("accents stay") << QByteArray("Sainte-M\xc3\xa8re")
                                  << QByteArray("Sainte-M\xc3\xa8re")
                                  << QByteArray("\"Sainte-M\xc3\xa8re\"");
    QTest::newRow("41 characters: cut to 40, with the length")
        << QByteArray(41, 'k') << QByteArray(40, 'k') + "\xe2\x80\xa6 (41 bytes)"
        << "\"" + QByteArray(40, 'k') + "\xe2\x80\xa6 (41 bytes)\"";
    QTest::newRow("40 characters of two bytes each are kept whole")
        << QByteArray("\xc3\xa9").repeated(40) << QByteArray("\xc3\xa9").repeated(40)
        << "\"" + QByteArray("\xc3\xa9").repeated(40) + "\"";
    QTest::newRow("64 KiB") << QByteArray(65536, 'k')
                            << QByteArray(40, 'k') + "\xe2\x80\xa6 (65536 bytes)"
                            << "\"" + QByteArray(40, 'k') + "\xe2\x80\xa6 (65536 bytes)\"";
}

void TestJsonParser::messageText()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, shown);
    QFETCH(QByteArray, quoted);
    const std::string_view view(text.constData(), static_cast<std::size_t>(text.size()));
    QCOMPARE(QByteArray::fromStdString(shownText(view)), shown);
    QCOMPARE(QByteArray::fromStdString(hexfire::quoted(view)), quoted);
    // The last guard: a whole diagnostic never holds a raw control character.
    Diagnostic hostile;
    hostile.where.file = "f\n.json";
    hostile.where.line = 1;
    hostile.path = "$.a\x1b";
    hostile.message = std::string(view);
    const std::string line = Diagnostics::format(hostile);
    QCOMPARE(line.find_first_of(std::string("\n\r\x1b\0\x7f", 5)), std::string::npos);
}

void TestJsonParser::longPaths()
{
    // A path is made when a message needs it, from links shared with the ancestors: 60 levels of
    // 4000-character keys cost the keys once, not 60 * 4000 characters per value.
    std::string text;
    const std::string key(4000, 'k');
    for (int i = 0; i < 60; ++i)
        text += "{\"" + key + std::to_string(i) + "\":";
    text += "[1, 2, {\"odd key\": \"\\u001b\"}]" + std::string(60, '}');
    Diagnostics d;
    const auto root = JsonParser().parse(text, "deep.json", d);
    QVERIFY2(root, d.format().c_str());
    const DataNode *n = &*root;
    for (int i = 0; i < 60; ++i)
        n = &n->members.front().value;
    const DataNode &odd = n->items[2].members.front().value;
    const std::string path = odd.path.text();
    const std::string step = "[\"" + std::string(40, 'k') + "\xe2\x80\xa6 (4001 bytes)\"]";
    QCOMPARE(path.substr(0, 1 + step.size()), "$" + step);
    QVERIFY(path.size() < 60 * 60 + 100);
    QVERIFY2(path.ends_with("[2][\"odd key\"]"), path.c_str());
    QCOMPARE(n->items[1].path.text(), path.substr(0, path.size() - 14) + "[1]");
    // Paths of hand-made and derived nodes.
    QCOMPARE(DataPath().text(), std::string("$"));
    QCOMPARE(DataPath("$.a").member("b").item(3).text(), std::string("$.a.b[3]"));
    QCOMPARE(DataPath().member("x\ny").text(), std::string("$[\"x\\ny\"]"));
}

void TestJsonParser::diagnosticsAreCapped()
{
    Diagnostics d;
    for (std::size_t i = 0; i < Diagnostics::maxKept + 250; ++i)
        d.add({"f.json", 1, 1}, DataPath().item(i), "bad");
    QCOMPARE(d.size(), Diagnostics::maxKept + 250);
    QCOMPARE(d.items().size(), Diagnostics::maxKept);
    Diagnostics all;
    all.append(d);
    QCOMPARE(all.size(), d.size());
    const std::string text = all.format();
    QVERIFY2(text.ends_with("f.json: and 250 more problems (fix the ones above first)\n"),
        text.substr(text.size() - 200).c_str());
}

void TestJsonParser::didYouMean_data()
{
    QTest::addColumn<QString>("word");
    QTest::addColumn<QStringList>("candidates");
    QTest::addColumn<QString>("hint"); // empty: none
    const QStringList fields {"title", "description", "ruleset", "markers", "units"};
    QTest::newRow("one edit") << "titel" << fields << "title";
    QTest::newRow("two edits") << "rulset" << fields << "ruleset";
    QTest::newRow("three edits: none") << "mrkrz" << fields << "";
    QTest::newRow("the closest of several")
        << "unit" << QStringList {"units", "unit-x", "init"} << "units";
    QTest::newRow("lengths far apart: none") << "u" << QStringList {"units"} << "";
    QTest::newRow("a 65-character word: none")
        << QString(65, 'a') << QStringList {QString(64, 'a')} << "";
    QTest::newRow("64 characters, one edit")
        << QString(63, 'a') + "b" << QStringList {QString(64, 'a')} << QString(64, 'a');
    QTest::newRow("empty word") << "" << QStringList {"ab", "a"} << "a";
}

void TestJsonParser::didYouMean()
{
    QFETCH(QString, word);
    QFETCH(QStringList, candidates);
    QFETCH(QString, hint);
    std::vector<std::string> storage;
    for (const QString &c : candidates)
        storage.push_back(c.toStdString());
    const std::vector<std::string_view> views(storage.begin(), storage.end());
    const auto found = closestMatch(word.toStdString(), views);
    QCOMPARE(QString::fromStdString(found.value_or("")), hint);
}

void TestJsonParser::controlCharactersInIds_data()
{
    QTest::addColumn<QByteArray>("id");
    QTest::addColumn<QString>("message"); // empty: accepted
    QTest::newRow("plain") << QByteArray("\"ger-2nd-squad\"") << "";
    QTest::newRow("accents and spaces inside") << QByteArray("\"M\\u00e8re 2\"") << "";
    QTest::newRow("newline") << QByteArray("\"a\\nb\"")
                             << "id \"a\\nb\" contains a control character (\\n)";
    QTest::newRow("ESC") << QByteArray("\"a\\u001b[31m\"")
                         << "id \"a\\u001b[31m\" contains a control character (\\u001b)";
    QTest::newRow("NUL") << QByteArray("\"a\\u0000\"") << "contains a control character (\\u0000)";
    QTest::newRow("DEL") << QByteArray("\"a\\u007f\"") << "contains a control character (\\u007f)";
    QTest::newRow("201 characters") << "\"" + QByteArray(201, 'a') + "\""
                                    << "expected an id: 1 to 200 characters";
}

void TestJsonParser::controlCharactersInIds()
{
    QFETCH(QByteArray, id);
    QFETCH(QString, message);
    Diagnostics d;
    const auto root = JsonParser().parse("{\"id\": " + id.toStdString() + "}", "ids.json", d);
    QVERIFY2(root, d.format().c_str());
    ObjectReader r(*root, d, {"id"}, "a thing");
    const auto read = r.id("id", true);
    QCOMPARE(read.has_value(), message.isEmpty());
    if (message.isEmpty())
        return;
    QCOMPARE(d.size(), std::size_t(1));
    const std::string line = Diagnostics::format(d.items().front());
    QVERIFY2(QString::fromStdString(line).startsWith("ids.json:1:8: $.id: "), line.c_str());
    QVERIFY2(QString::fromStdString(line).contains(message), line.c_str());
}

QTEST_GUILESS_MAIN(TestJsonParser)
#include "tst_jsonparser.moc"
