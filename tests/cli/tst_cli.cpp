// hexfire-cli as a process: exit codes, stdout/stderr, --help/--version, and the golden replays of
// the bundled rulebook examples checked field by field against the seed's numbers
// (seed 000_88323d5244fdbadf, playbook 21.8 and 21.8.3; REFERENCE 1.7 TLHY-FR-01/02); the
// actions the rule system publishes and odds of an action typed on the command line.
#include "clitestutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace clitest;

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void exitCodes_data();
    void exitCodes();
    void helpDocumentsEveryCommand();
    void everyCommandHasHelp_data();
    void everyCommandHasHelp();
    void optionsACommandDoesNotTake_data();
    void optionsACommandDoesNotTake();
    void validateReportsEveryFile();
    void rulesJsonIsTheRuleSystemsOwnWords();
    void jsonStartsWithSchemaVersion_data();
    void jsonStartsWithSchemaVersion();
    void golden218();
    void golden2183();
    void replayTo();
    void replayText();
    void outcomesNameUnitsAndSidesOnly();
    void losJson();
    void oddsWithoutRolling();
    void actionsJson();
    void actionsText();
    void adHocOddsMatchTheScript();
    void adHocParamsAsTheWindowReadsThem_data();
    void adHocParamsAsTheWindowReadsThem();
    void adHocOddsErrors_data();
    void adHocOddsErrors();
    void effectsNameTheirChange();
    void quizLearner_data();
    void quizLearner();
    void quizErrors_data();
    void quizErrors();
    void quizAnswerLinesAreBounded_data();
    void quizAnswerLinesAreBounded();
};

void TestCli::exitCodes_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("inStdout");
    QTest::addColumn<QString>("inStderr");
    QTest::newRow("no command") << QStringList {} << 2 << ""
                                << "expected a command";
    QTest::newRow("unknown command") << QStringList {"frobnicate"} << 2 << ""
                                     << "unknown command";
    QTest::newRow("unknown command, with a hint")
        << QStringList {"replya"} << 2 << ""
        << "unknown command \"replya\" (did you mean \"replay\"?): expected validate, replay, "
           "los, odds, moves, actions, quiz, rules or help";
    QTest::newRow("help for an unknown command") << QStringList {"help", "frobnicate"} << 2 << ""
                                                 << "unknown command \"frobnicate\"";
    QTest::newRow("an unknown option names the command's usage")
        << QStringList {"replay", scenarios + "tlhy-sandbox.json", "--frob"} << 2 << ""
        << "usage: hexfire-cli replay FILE [--to N] [--json]";
    QTest::newRow("replay --to with a sign")
        << QStringList {"replay", scenarios + "tlhy-21-8-simple-fire-resolution.json", "--to", "+1"}
        << 0 << "Step 1: "
        << "";
    QTest::newRow("version") << QStringList {"--version"} << 0 << "hexfire-cli"
                             << "";
    QTest::newRow("validate ok") << QStringList {"validate", scenarios + "tlhy-sandbox.json"} << 0
                                 << "tlhy-sandbox.json: ok"
                                 << "";
    QTest::newRow("validate bad file")
        << QStringList {"validate", fixtures + "errors/off_map_hex.json"} << 1 << ""
        << "off_map_hex.json:21:65: $.units[1].hex: hex Z40 is off";
    QTest::newRow("validate missing file")
        << QStringList {"validate", fixtures + "nope.json"} << 1 << ""
        << "no such file";
    QTest::newRow("validate without files") << QStringList {"validate"} << 2 << ""
                                            << "expected at least one FILE";
    QTest::newRow("replay bad --to")
        << QStringList {"replay", scenarios + "tlhy-21-8-simple-fire-resolution.json", "--to", "9"}
        << 2 << ""
        << "outside 0..1";
    QTest::newRow("replay invalid file")
        << QStringList {"replay", fixtures + "errors/truncated.json"} << 1 << ""
        << "the file looks truncated";
    QTest::newRow("replay with unused dice")
        << QStringList {"replay", fixtures + "errors/script_dice_mismatch.json"} << 1 << ""
        << "step 1 (Resolve B2): the step used 1 of the 2 faces given";
    QTest::newRow("los off-map hex")
        << QStringList {"los", scenarios + "tlhy-sandbox.json", "A1", "Z99"} << 1 << ""
        << "off the 22x16 map";
    QTest::newRow("los missing argument")
        << QStringList {"los", scenarios + "tlhy-sandbox.json", "A1"} << 2 << ""
        << "expected FILE FROM TO";
    QTest::newRow("odds without --step")
        << QStringList {"odds", scenarios + "tlhy-sandbox.json"} << 2 << ""
        << "--step N";
    QTest::newRow("odds step out of range")
        << QStringList {"odds", scenarios + "tlhy-21-8-3-assault-hex.json", "--step", "0"} << 2
        << ""
        << "outside 1..14";
    QTest::newRow("odds non-numeric step")
        << QStringList {"odds", scenarios + "tlhy-21-8-3-assault-hex.json", "--step", "x"} << 2
        << ""
        << "expects a whole number";
    QTest::newRow("rules by id") << QStringList {"rules", "labataille"} << 0 << "Glossary:"
                                 << "";
    QTest::newRow("rules of a file: its assumptions")
        << QStringList {"rules", scenarios + "tlhy-21-8-3-assault-hex.json"} << 0
        << "Assumptions in force"
        << "";
    QTest::newRow("rules of nothing") << QStringList {"rules", "chess"} << 2 << ""
                                      << "neither a rule system";
    QTest::newRow("rules without an argument") << QStringList {"rules"} << 2 << ""
                                               << "expected RULESET or FILE";
}

void TestCli::exitCodes()
{
    QFETCH(QStringList, args);
    QFETCH(int, exitCode);
    QFETCH(QString, inStdout);
    QFETCH(QString, inStderr);
    const Run r = run(args);
    QVERIFY2(r.exitCode == exitCode, qPrintable(r.out + r.err));
    QVERIFY2(r.out.contains(inStdout), qPrintable(r.out));
    QVERIFY2(r.err.contains(inStderr), qPrintable(r.err));
    if (exitCode != 0)
        QVERIFY2(!r.err.isEmpty(), "errors go to stderr");
}

void TestCli::helpDocumentsEveryCommand()
{
    const Run r = run({"--help"});
    QCOMPARE(r.exitCode, 0);
    for (const char *word : {"validate FILE", "replay FILE [--to N] [--json]", "los FILE FROM TO",
             "odds FILE --step N", "odds FILE --action KEY", "--param KEY=VALUE", "actions FILE",
             "rules RULESET|FILE", "quiz FILE", "--json", "Exit status"})
        QVERIFY2(r.out.contains(QLatin1String(word)), word);
}

// Every command of the table, in the overview and with its own help (help NAME and NAME --help
// print the same), whose usage names the command and whose options are listed.
void TestCli::everyCommandHasHelp_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("option"); // one option its help lists; empty: only -h, --help
    QTest::newRow("validate") << "validate"
                              << "";
    QTest::newRow("replay") << "replay"
                            << "--to N";
    QTest::newRow("los") << "los"
                         << "--json";
    QTest::newRow("odds") << "odds"
                          << "--param KEY=VALUE";
    QTest::newRow("actions") << "actions"
                             << "--json";
    QTest::newRow("quiz") << "quiz"
                          << "--json";
    QTest::newRow("rules") << "rules"
                           << "--json";
    QTest::newRow("help") << "help"
                          << "";
}

void TestCli::everyCommandHasHelp()
{
    QFETCH(QString, command);
    QFETCH(QString, option);
    const Run overview = run({"--help"});
    QCOMPARE(overview.exitCode, 0);
    QVERIFY2(overview.out.contains("\n  " + command + " "), qPrintable(overview.out));
    const Run help = run({"help", command});
    QVERIFY2(help.exitCode == 0, qPrintable(help.err));
    QVERIFY2(help.out.startsWith("usage: hexfire-cli " + command + " "), qPrintable(help.out));
    QVERIFY2(help.out.contains("Options:\n"), qPrintable(help.out));
    QVERIFY2(help.out.contains("-h, --help"), qPrintable(help.out));
    if (!option.isEmpty())
        QVERIFY2(help.out.contains("  " + option + " "), qPrintable(help.out));
    const Run flag = run({command, "--help"});
    QCOMPARE(flag.exitCode, 0);
    QCOMPARE(flag.out, help.out);
}

// An option of the command line that the command does not take is refused with its usage.
void TestCli::optionsACommandDoesNotTake_data()
{
    const QString file = scenarios + "tlhy-21-8-3-assault-hex.json";
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("option");
    QTest::addColumn<QString>("usage");
    QTest::newRow("validate --json") << QStringList {"validate", file, "--json"} << "--json"
                                     << "usage: hexfire-cli validate FILE...";
    QTest::newRow("replay --step") << QStringList {"replay", file, "--step", "1"} << "--step"
                                   << "usage: hexfire-cli replay FILE [--to N] [--json]";
    QTest::newRow("los --to") << QStringList {"los", file, "A1", "B2", "--to", "1"} << "--to"
                              << "usage: hexfire-cli los FILE FROM TO [--json]";
    QTest::newRow("odds --to") << QStringList {"odds", file, "--step", "1", "--to", "1"} << "--to"
                               << "   or: hexfire-cli odds FILE --action KEY";
    QTest::newRow("actions --actor") << QStringList {"actions", file, "--actor", "x"} << "--actor"
                                     << "usage: hexfire-cli actions FILE [--json]";
    QTest::newRow("quiz --param") << QStringList {"quiz", file, "--param", "a=1"} << "--param"
                                  << "usage: hexfire-cli quiz FILE [--json]";
    QTest::newRow("rules --via") << QStringList {"rules", "tlhy", "--via", "A1"} << "--via"
                                 << "usage: hexfire-cli rules RULESET|FILE [--json]";
    QTest::newRow("help --json") << QStringList {"help", "replay", "--json"} << "--json"
                                 << "usage: hexfire-cli help [COMMAND]";
    QTest::newRow("replay --version") << QStringList {"replay", file, "--version"} << "--version"
                                      << "usage: hexfire-cli replay FILE";
}

void TestCli::optionsACommandDoesNotTake()
{
    QFETCH(QStringList, args);
    QFETCH(QString, option);
    QFETCH(QString, usage);
    const Run r = run(args);
    QVERIFY2(r.exitCode == 2, qPrintable(r.out + r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
    QVERIFY2(r.err.startsWith("hexfire-cli " + args.first() + ": " + option
                 + " is not an option of this command\n"),
        qPrintable(r.err));
    QVERIFY2(r.err.contains(usage), qPrintable(r.err));
    QVERIFY2(r.err.contains("Run \"hexfire-cli help " + args.first() + "\""), qPrintable(r.err));
}

void TestCli::rulesJsonIsTheRuleSystemsOwnWords()
{
    const Run r = run({"rules", "labataille", "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject doc = json(r);
    QCOMPARE(doc["ruleset"].toString(), QStringLiteral("labataille"));
    QVERIFY(doc["primer"].toString().contains(QStringLiteral("\n\n")));
    const QJsonArray glossary = doc["glossary"].toArray();
    QVERIFY(glossary.size() >= 10);
    for (const QJsonValue &t : glossary) {
        QVERIFY(!t.toObject()["term"].toString().isEmpty());
        QVERIFY(!t.toObject()["meaning"].toString().isEmpty());
    }
    QVERIFY(!doc["assumptions"].toArray().isEmpty());
}

void TestCli::validateReportsEveryFile()
{
    const Run r = run({"validate", scenarios + "tlhy-21-8-simple-fire-resolution.json",
        fixtures + "errors/many_errors.json", scenarios + "tlhy-21-8-3-assault-hex.json"});
    QCOMPARE(r.exitCode, 1);
    QCOMPARE(r.out.count(": ok"), 2);
    QCOMPARE(r.err.count("many_errors.json:"), 3);
}

void TestCli::jsonStartsWithSchemaVersion_data()
{
    QTest::addColumn<QStringList>("args");
    const QString fire = scenarios + "tlhy-21-8-simple-fire-resolution.json";
    QTest::newRow("replay") << QStringList {"replay", fire, "--json"};
    QTest::newRow("los") << QStringList {
        "los", scenarios + "tlhy-sandbox.json", "A1", "B2", "--json"};
    QTest::newRow("odds") << QStringList {"odds", fire, "--step", "1", "--json"};
    QTest::newRow("actions") << QStringList {"actions", fire, "--json"};
    QTest::newRow("quiz") << QStringList {"quiz", fire, "--json"};
    QTest::newRow("rules") << QStringList {"rules", "tlhy", "--json"};
    QTest::newRow("moves") << QStringList {
        "moves", scenarios + "toi-sandbox.json", "--unit", "us-1st-squad", "--json"};
}

// Every JSON document names the version of its schema first (docs/scenario-format.md), so a
// script can check it before reading anything else.
void TestCli::jsonStartsWithSchemaVersion()
{
    QFETCH(QStringList, args);
    const Run r = run(args);
    QVERIFY2(r.exitCode == 0 || r.exitCode == 1, qPrintable(r.err));
    static const QRegularExpression first(QStringLiteral("^\\{\\s*\"schemaVersion\": 1,"));
    QVERIFY2(first.match(r.out).hasMatch(), qPrintable(r.out.left(200)));
    const QJsonObject doc = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(doc.value(QStringLiteral("schemaVersion")).toInt(), 1);
}

void TestCli::golden218()
{
    const Run r = run({"replay", scenarios + "tlhy-21-8-simple-fire-resolution.json", "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject doc = json(r);
    QCOMPARE(doc["ruleset"].toString(), QStringLiteral("tlhy"));
    const QJsonArray steps = doc["steps"].toArray();
    QCOMPARE(steps.size(), 1);
    const QJsonObject s = steps[0].toObject();
    QCOMPARE(s["action"].toString(), QStringLiteral("fire-resolution"));
    QCOMPARE(s["target"].toString(), QStringLiteral("E4"));
    QVERIFY(s["legal"].toBool());
    // Seed: 2, 9 and 10 on the +2 MDRM, -1 SADRM and 0 SADRM; then the two Cohesion Checks, whose
    // dice the seed does not give (the scenario's choice: 4 and 8).
    QCOMPARE(faces(s), (QList<int> {2, 9, 10, 4, 8}));
    QCOMPARE(finals(s, "tlhy.ffar", "us"), (QList<int> {4, 8, 10}));
    QCOMPARE(finals(s, "tlhy.ffar.used", "us"), QList<int> {10});
    QCOMPARE(s["final"].toInt(), 10);
    QCOMPARE(s["outcome"].toString(), QStringLiteral("casualty-and-disrupted"));
    QCOMPARE(unitEffects(s),
        (QStringList {"us-2nd-squad:disrupted", "us-2nd-squad:casualty",
            "us-lt-murphy:cohesion-check(passed)", "us-section-c:cohesion-check(failed)",
            "us-section-c:disrupted"}));
    // Every modifier carries its rule reference.
    for (const QJsonValue &m : s["modifiers"].toArray())
        QVERIFY(!m.toObject()["rule"].toString().isEmpty());
    // Odds per subject add up to 1.
    QMap<QString, double> total;
    for (const QJsonValue &o : s["odds"].toArray())
        total[o.toObject()["subject"].toString() + o.toObject()["title"].toString()]
            += o.toObject()["probability"].toDouble();
    QVERIFY(!total.isEmpty());
    for (double p : total)
        QVERIFY(qAbs(p - 1.0) < 1e-9);
    const QJsonObject squad = unit(doc, "us-2nd-squad");
    QCOMPARE(squad["strength"].toInt(), 1);
    QVERIFY(squad["status"].toArray().contains(QStringLiteral("disrupted")));
    QVERIFY(unit(doc, "us-section-c")["status"].toArray().contains(QStringLiteral("disrupted")));
    QVERIFY(unit(doc, "us-lt-murphy")["status"].toArray().isEmpty());
    QVERIFY(!doc["assumptions"].toArray().isEmpty());
}

void TestCli::golden2183()
{
    const Run r = run({"replay", scenarios + "tlhy-21-8-3-assault-hex.json", "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QJsonObject doc = json(r);
    const QJsonArray steps = doc["steps"].toArray();
    QCOMPARE(steps.size(), 14);
    QStringList actions;
    for (const QJsonValue &v : steps) {
        actions.append(v.toObject()["action"].toString());
        QVERIFY(v.toObject()["legal"].toBool());
    }
    QCOMPARE(actions,
        (QStringList {"activate-platoon", "small-arms-fire", "small-arms-fire", "assault",
            "assault", "end-activation", "mortar-call", "next-phase", "marker-adjustment",
            "next-phase", "fire-resolution", "fire-resolution", "next-phase",
            "assault-resolution"}));
    // The two small-arms attacks leave SADRM 0 and -1 on the Americans in H9.
    QCOMPARE(finals(steps[1].toObject(), "tlhy.sadrm", "us"), QList<int> {0});
    QCOMPARE(finals(steps[2].toObject(), "tlhy.sadrm", "us"), QList<int> {-1});
    QCOMPARE(steps[1].toObject()["los"].toArray()[0].toObject()["verdict"].toString(),
        QStringLiteral("clear"));
    // The 3rd Squad maneuvers J9 -> I10.
    QCOMPARE(steps[4].toObject()["via"].toString(), QStringLiteral("I10"));
    // Mortar: one d6 scatter die pointing to I10; MDRM -2 (0 MV, -2 IP) in H9, -1 in I10.
    const QJsonObject mortar = steps[6].toObject();
    QCOMPARE(faces(mortar), QList<int> {3});
    QList<int> mdrms;
    QStringList mdrmHexes;
    for (const QJsonValue &v : mortar["effects"].toArray()) {
        const QJsonObject m = v.toObject()["marker"].toObject();
        if (m["kind"].toString() == "mdrm") {
            mdrms.append(m["value"].toInt() + m["params"].toObject()["tem"].toInt());
            mdrmHexes.append(m["hex"].toString());
        }
    }
    QCOMPARE(mdrms, (QList<int> {-2, -1}));
    QCOMPARE(mdrmHexes, (QStringList {"H9", "I10"}));
    // Marker Adjustment: the 3rd Squad may not enter the primary impact hex and stays in I10.
    QVERIFY(!unitEffects(steps[8].toObject()).contains("ger-3rd-squad:moved"));
    // Fire Resolution of H9: 7, 6, 10 -> 7, 5, 8 for the Americans; the same 10 gives the German
    // 1st Squad 10 (no IP benefit). The seed's "German 3rd Squad" and "> 10" are typos for the
    // 1st Squad and >= 10 (REFERENCE 1.7). Murphy's check die is the scenario's choice (3).
    const QJsonObject h9 = steps[10].toObject();
    QCOMPARE(faces(h9), (QList<int> {7, 6, 10, 3}));
    QCOMPARE(finals(h9, "tlhy.ffar", "us"), (QList<int> {7, 5, 8}));
    QCOMPARE(finals(h9, "tlhy.ffar.used", "us"), QList<int> {8});
    QCOMPARE(finals(h9, "tlhy.ffar", "ger"), QList<int> {10});
    QCOMPARE(finals(h9, "tlhy.ffar.used", "ger"), QList<int> {10});
    QCOMPARE(unitEffects(h9),
        (QStringList {"us-1st-squad:disrupted", "us-lt-murphy:cohesion-check(passed)",
            "ger-1st-squad:disrupted", "ger-1st-squad:casualty"}));
    const QJsonObject i10 = steps[11].toObject();
    QCOMPARE(faces(i10), QList<int> {9});
    QCOMPARE(finals(i10, "tlhy.ffar.used", "ger"), QList<int> {8});
    QCOMPARE(unitEffects(i10), QStringList {"ger-3rd-squad:disrupted"});

    // The units as Fire Resolution leaves them (before the Assault Resolution the turn adds).
    const Run resolved
        = run({"replay", scenarios + "tlhy-21-8-3-assault-hex.json", "--to", "12", "--json"});
    QVERIFY2(resolved.exitCode == 0, qPrintable(resolved.err));
    doc = json(resolved);
    QCOMPARE(unit(doc, "ger-1st-squad")["hex"].toString(), QStringLiteral("H9"));
    QCOMPARE(unit(doc, "ger-1st-squad")["strength"].toInt(), 1);
    QCOMPARE(unit(doc, "ger-3rd-squad")["hex"].toString(), QStringLiteral("I10"));
    QCOMPARE(unit(doc, "us-1st-squad")["strength"].toInt(), 2);
    QVERIFY(unit(doc, "us-1st-squad")["status"].toArray().contains(QStringLiteral("disrupted")));
}

void TestCli::replayTo()
{
    const Run r
        = run({"replay", scenarios + "tlhy-21-8-3-assault-hex.json", "--to", "5", "--json"});
    QCOMPARE(r.exitCode, 0);
    const QJsonObject doc = json(r);
    QCOMPARE(doc["steps"].toArray().size(), 5);
    QCOMPARE(unit(doc, "ger-1st-squad")["strength"].toInt(), 2);
}

void TestCli::replayText()
{
    const Run r = run({"replay", scenarios + "tlhy-21-8-3-assault-hex.json"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY(r.out.contains("Step 11: Fire Resolution in H9"));
    QVERIFY(r.out.contains("[12.1 step 2]"));
    QVERIFY(r.out.contains("(assumed)"));
    QVERIFY(r.out.contains("Assumptions in force"));
    QVERIFY(r.out.contains("Rolls: d10=7"));
    QVERIFY(r.out.contains("ger-3rd-squad (3rd Squad, ger) I10"));
}

void TestCli::outcomesNameUnitsAndSidesOnly()
{
    // An outcome about a unit names it; the end of a turn's "time" is a key for scripts, and the
    // label says it all.
    const Run r = run({"replay", scenarios + "labataille-turn.json"});
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.contains("  Outcome: 20 minutes pass\n"), qPrintable(r.out.right(2000)));
    QVERIFY(!r.out.contains("Outcome: time:"));
    const Run j = run({"replay", scenarios + "labataille-turn.json", "--json"});
    QVERIFY(j.out.contains("\"subject\": \"time\""));
}

void TestCli::losJson()
{
    Run r = run({"los", scenarios + "tlhy-21-8-3-assault-hex.json", "K8", "H9", "--json"});
    QCOMPARE(r.exitCode, 0);
    QJsonObject doc = json(r);
    QCOMPARE(doc["verdict"].toString(), QStringLiteral("clear"));
    QCOMPARE(doc["from"].toString(), QStringLiteral("K8"));
    QVERIFY(doc["elements"].toArray().size() >= 2);
    r = run({"los", scenarios + "tlhy-sandbox.json", "E13", "O4", "--json"});
    QCOMPARE(r.exitCode, 0);
    doc = json(r);
    QCOMPARE(doc["verdict"].toString(), QStringLiteral("blocked"));
    bool stone = false;
    for (const QJsonValue &v : doc["elements"].toArray())
        stone = stone
            || (v.toObject()["hex"].toString() == "J8"
                && v.toObject()["effect"].toString() == "block");
    QVERIFY(stone);
    r = run({"los", scenarios + "tlhy-sandbox.json", "E13", "O4"});
    QVERIFY(r.out.startsWith("LOS E13 -> O4: blocked"));
}

void TestCli::oddsWithoutRolling()
{
    const Run r
        = run({"odds", scenarios + "tlhy-21-8-3-assault-hex.json", "--step", "11", "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject doc = json(r);
    QCOMPARE(doc["step"].toInt(), 11);
    QVERIFY(!doc.contains("rolls"));
    QMap<QString, double> total;
    for (const QJsonValue &o : doc["odds"].toArray())
        total[o.toObject()["subject"].toString()] += o.toObject()["probability"].toDouble();
    QCOMPARE(total.keys(), (QStringList {"ger-1st-squad", "us-1st-squad", "us-lt-murphy"}));
    for (double p : total)
        QVERIFY(qAbs(p - 1.0) < 1e-9);
    QCOMPARE(doc["dice"].toArray()[0].toObject()["die"].toInt(), 10);
}

void TestCli::actionsJson()
{
    const Run r = run({"actions", scenarios + "tlhy-sandbox.json", "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    const QJsonObject doc = json(r);
    QCOMPARE(doc["ruleset"].toString(), QStringLiteral("tlhy"));
    QCOMPARE(doc["name"].toString(), QStringLiteral("The Last Hundred Yards"));
    QStringList keys;
    QJsonObject fire;
    for (const QJsonValue &v : doc["actions"].toArray()) {
        keys.append(v.toObject()["key"].toString());
        QVERIFY(!v.toObject()["name"].toString().isEmpty());
        if (keys.last() == "small-arms-fire")
            fire = v.toObject();
    }
    QCOMPARE(keys,
        (QStringList {"small-arms-fire", "mortar-call", "assault", "marker-adjustment",
            "fire-resolution", "maneuver", "withdraw", "recover", "assault-resolution",
            "activate-company", "activate-platoon", "initiative-roll", "time-lapse"}));
    QCOMPARE(fire["actors"].toString(), QStringLiteral("several"));
    QCOMPARE(fire["target"].toString(), QStringLiteral("hex"));
    // The SADRM is worked out from the printed values: the player's own marker value is an
    // optional integer without a default.
    const QJsonObject markerValue = fire["params"].toArray()[0].toObject();
    QCOMPARE(markerValue["key"].toString(), QStringLiteral("markerValue"));
    QCOMPARE(markerValue["type"].toString(), QStringLiteral("integer"));
    QCOMPARE(markerValue["minimum"].toInt(), -20);
    QCOMPARE(markerValue["maximum"].toInt(), 20);
    QVERIFY(markerValue["default"].isNull());
    QVERIFY(!markerValue["required"].toBool());
    QVERIFY(!markerValue["label"].toString().isEmpty());
    // A required integer with its default: the mortar call's mortar value.
    QJsonObject mortarValue;
    for (const QJsonValue &v : doc["actions"].toArray()) {
        if (v.toObject()["key"].toString() == "mortar-call")
            mortarValue = v.toObject()["params"].toArray()[0].toObject();
    }
    QCOMPARE(mortarValue["key"].toString(), QStringLiteral("mortarValue"));
    QCOMPARE(mortarValue["type"].toString(), QStringLiteral("integer"));
    QCOMPARE(mortarValue["default"].toInt(), 0);
    QVERIFY(mortarValue["required"].toBool());
}

void TestCli::actionsText()
{
    const Run r = run({"actions", scenarios + "tlhy-sandbox.json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.contains("--param markerValue=VALUE"), qPrintable(r.out));
    QVERIFY2(r.out.contains("a whole number -20..20, default 0, required"), qPrintable(r.out));
    QVERIFY2(r.out.contains("--via HEX"), qPrintable(r.out));
    QCOMPARE(run({"actions"}).exitCode, 2);
}

void TestCli::adHocOddsMatchTheScript()
{
    // Step 2 of 21.8.3 is small-arms fire by the German 2nd Squad at H9 (SADRM 0 worked out from
    // its printed value), after its platoon activated: the same action typed on the command line,
    // in the game saved after step 1, gives the same evaluation.
    const Run step
        = run({"odds", scenarios + "tlhy-21-8-3-assault-hex.json", "--step", "2", "--json"});
    QVERIFY2(step.exitCode == 0, qPrintable(step.err));
    QTemporaryDir dir;
    const QString activated = savedAfter("tlhy-21-8-3-assault-hex.json", 1, dir.path());
    const Run adHoc = run({"odds", activated, "--action", "small-arms-fire", "--actor",
        "ger-2nd-squad", "--target", "H9", "--json"});
    QVERIFY2(adHoc.exitCode == 0, qPrintable(adHoc.err));
    QJsonObject expected = json(step);
    QJsonObject got = json(adHoc);
    QVERIFY(!got.contains("step"));
    expected.remove("step");
    expected.remove("title");
    QCOMPARE(got, expected);
    // A parameter left out takes its default (the mortar value 0 of Murphy's call, step 7).
    const Run mortarStep
        = run({"odds", scenarios + "tlhy-21-8-3-assault-hex.json", "--step", "7", "--json"});
    QVERIFY2(mortarStep.exitCode == 0, qPrintable(mortarStep.err));
    const QString reacting = savedAfter("tlhy-21-8-3-assault-hex.json", 6, dir.path());
    const Run byDefault
        = run({"odds", reacting, "--action", "mortar-call", "--actor", "us-lt-murphy", "--target",
            "H9", "--param", "support=Baker Co. 60mm mortar section", "--json"});
    QVERIFY2(byDefault.exitCode == 0, qPrintable(byDefault.err));
    expected = json(mortarStep);
    expected.remove("step");
    expected.remove("title");
    QCOMPARE(json(byDefault), expected);
    // In text, with the player's own marker value (still accepted) listed after the target.
    const Run text = run({"odds", activated, "--action", "small-arms-fire", "--actor",
        "ger-2nd-squad", "--target", "H9", "--param", "markerValue=0"});
    QVERIFY2(text.out.contains("Action: ") && text.out.contains(" by German 2nd Squad at H9, "),
        qPrintable(text.out));
}

// --param text is read by parseParamText, the window's reading: trimmed, a sign, a choice by its
// label in any case; each row gives the same evaluation as the step the file scripts.
void TestCli::adHocParamsAsTheWindowReadsThem_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<int>("step");
    QTest::addColumn<QStringList>("action");
    QTest::addColumn<QStringList>("params");
    const QStringList tlhy {"--action", "mortar-call", "--actor", "us-lt-murphy", "--target", "H9",
        "--param", "support=Baker Co. 60mm mortar section"};
    const QStringList toi {
        "--action", "attack", "--actor", "us-1st-squad", "--target", "ger-1st-gruppe"};
    QTest::newRow("a whole number, trimmed, with a sign")
        << "tlhy-21-8-3-assault-hex.json" << 7 << tlhy
        << QStringList {"--param", "mortarValue= +0 "};
    QTest::newRow("a choice by its key in capitals")
        << "toi-fire-and-movement.json" << 2 << toi
        << QStringList {"--param", "mode=FIRE-AND-MOVEMENT", "--param", "kind=normal"};
    QTest::newRow("a choice by its label in any case")
        << "toi-fire-and-movement.json" << 2 << toi
        << QStringList {"--param", "mode=fire and movement", "--param", "kind= Normal"};
}

void TestCli::adHocParamsAsTheWindowReadsThem()
{
    QFETCH(QString, file);
    QFETCH(int, step);
    QFETCH(QStringList, action);
    QFETCH(QStringList, params);
    const Run scripted = run({"odds", scenarios + file, "--step", QString::number(step), "--json"});
    QVERIFY2(scripted.exitCode == 0, qPrintable(scripted.err));
    // The ad hoc action is asked where the step is played: after the steps before it.
    QTemporaryDir dir;
    const QString where = step > 1 ? savedAfter(file, step - 1, dir.path()) : scenarios + file;
    const Run adHoc = run(QStringList {"odds", where} + action + params + QStringList {"--json"});
    QVERIFY2(adHoc.exitCode == 0, qPrintable(adHoc.err));
    QJsonObject expected = json(scripted);
    expected.remove("step");
    expected.remove("title");
    QCOMPARE(json(adHoc), expected);
}

void TestCli::adHocOddsErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("inStderr");
    QTest::newRow("unknown action") << QStringList {"--action", "small-arms-fir"}
                                    << "unknown action \"small-arms-fir\" (did you mean "
                                       "\"small-arms-fire\"?)";
    QTest::newRow("unknown parameter") << QStringList {"--action", "small-arms-fire", "--actor",
        "ger-2nd-squad", "--target", "H9", "--param",
        "markerValu=1"} << "has no parameter \"markerValu\" (did you mean \"markerValue\"?)";
    QTest::newRow("parameter out of range") << QStringList {"--action", "small-arms-fire",
        "--actor", "ger-2nd-squad", "--target", "H9", "--param",
        "markerValue=21"} << "21 is out of range: expected a whole number -20..20";
    QTest::newRow("parameter not a number") << QStringList {"--action", "small-arms-fire",
        "--actor", "ger-2nd-squad", "--target", "H9", "--param", "markerValue=x"}
                                            << "\"x\" is not a whole number";
    QTest::newRow("parameter without a value") << QStringList {"--action", "small-arms-fire",
        "--actor", "ger-2nd-squad", "--target", "H9", "--param", "markerValue"}
                                               << "expected KEY=VALUE";
    QTest::newRow("no actor") << QStringList {"--action", "small-arms-fire", "--target", "H9"}
                              << "expected --actor ID";
    QTest::newRow("unknown actor")
        << QStringList {"--action", "small-arms-fire", "--actor", "ger-2nd-sqad", "--target", "H9"}
        << "unknown unit \"ger-2nd-sqad\" (did you mean \"ger-2nd-squad\"?)";
    QTest::newRow("actor for a phase step") << QStringList {"--action", "fire-resolution",
        "--actor", "ger-2nd-squad"} << "expected no --actor";
    QTest::newRow("no target") << QStringList {"--action", "small-arms-fire", "--actor",
        "ger-2nd-squad"} << "expected --target HEX";
    QTest::newRow("target off the map") << QStringList {"--action", "small-arms-fire", "--actor",
        "ger-2nd-squad", "--target", "Z99"}
                                        << "--target: ";
    QTest::newRow("via not allowed") << QStringList {"--action", "small-arms-fire", "--actor",
        "ger-2nd-squad", "--target", "H9", "--via", "I10"}
                                     << "expected no --via";
    QTest::newRow("both --step and --action")
        << QStringList {"--step", "1", "--action", "fire-resolution"} << "expected FILE --step N";
}

void TestCli::adHocOddsErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QString, inStderr);
    const Run r = run(QStringList {"odds", scenarios + "tlhy-21-8-3-assault-hex.json"} + args);
    QVERIFY2(r.exitCode == 2, qPrintable(r.out + r.err));
    QVERIFY2(r.err.contains(inStderr), qPrintable(r.err));
}

void TestCli::effectsNameTheirChange()
{
    // "effect" is the rule system's name (unchanged for scripts); "change" the generic change.
    const Run r = run({"replay", scenarios + "tlhy-21-8-simple-fire-resolution.json", "--json"});
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QMap<QString, QString> changes;
    for (const QJsonValue &v : json(r)["steps"].toArray()[0].toObject()["effects"].toArray())
        changes[v.toObject()["effect"].toString()] = v.toObject()["change"].toString();
    QCOMPARE(changes["casualty"], QStringLiteral("strength-lost"));
    QCOMPARE(changes["disrupted"], QStringLiteral("status-set"));
    QCOMPARE(changes["cohesion-check"], QStringLiteral("record"));
    QCOMPARE(changes["marker-removed"], QStringLiteral("marker-removed"));
}

void TestCli::quizLearner_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("how"); // right, wrong, alternate, or stop after the first answer
    QTest::addColumn<QString>("score");
    QTest::newRow("La Bataille carré, all right") << "labataille-carre.json"
                                                  << "right"
                                                  << "6 of 6 right";
    QTest::newRow("La Bataille carré, all wrong") << "labataille-carre.json"
                                                  << "wrong"
                                                  << "0 of 6 right";
    QTest::newRow("2d6 Skirmish, right and wrong in turn") << "skirmish-tutorial.json"
                                                           << "alternate"
                                                           << "";
    QTest::newRow("TLHY 21.8.3, stops after one answer") << "tlhy-21-8-3-assault-hex.json"
                                                         << "stop"
                                                         << "1 of 1 right";
}

// A learner answers on stdin from the worksheet's answers (quiz --json): the text run says right
// or not for each and ends with the score.
void TestCli::quizLearner()
{
    QFETCH(QString, file);
    QFETCH(QString, how);
    QFETCH(QString, score);
    const Run sheet = run({"quiz", scenarios + file, "--json"});
    QVERIFY2(sheet.exitCode == 0, qPrintable(sheet.err));
    QByteArray input;
    int count = 0;
    int right = 0;
    for (const QJsonValue &step : json(sheet)["steps"].toArray()) {
        for (const QJsonValue &v : step.toObject()["questions"].toArray()) {
            const QJsonObject q = v.toObject();
            const int choices = static_cast<int>(q["choices"].toArray().size());
            QVERIFY(q["answer"].toInt() >= 1 && q["answer"].toInt() <= choices);
            const bool answerRight = how == QLatin1String("right")
                || (how == QLatin1String("alternate") && count % 2 == 0)
                || how == QLatin1String("stop");
            const int choice
                = answerRight ? q["answer"].toInt() : q["answer"].toInt() % choices + 1;
            input += QByteArray::number(choice) + '\n';
            right += answerRight ? 1 : 0;
            ++count;
            if (how == QLatin1String("stop"))
                break;
        }
        if (how == QLatin1String("stop") && count > 0)
            break; // the first step with a question (the activation has none)
    }
    if (score.isEmpty())
        score = QStringLiteral("%1 of %2 right").arg(right).arg(count);
    const Run r = runWithInput({"quiz", scenarios + file}, input);
    QVERIFY2(r.exitCode == 0, qPrintable(r.err));
    QVERIFY2(r.out.trimmed().endsWith(QStringLiteral("Score: ") + score), qPrintable(r.out));
    QCOMPARE(r.out.count(QStringLiteral("  Right. ")), right);
    QCOMPARE(r.out.count(QStringLiteral("  Not quite: the answer is ")), count - right);
    if (how == QLatin1String("stop"))
        QVERIFY(r.out.contains(QStringLiteral("No more answers")));
}

void TestCli::quizErrors_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("inStdout");
    QTest::addColumn<QString>("inStderr");
    QTest::newRow("no file") << QStringList {"quiz"} << QByteArray() << 2 << ""
                             << "expected FILE";
    QTest::newRow("a sandbox has no steps")
        << QStringList {"quiz", scenarios + "tlhy-sandbox.json"} << QByteArray() << 1 << ""
        << "no steps to be quizzed on";
    QTest::newRow("an invalid file")
        << QStringList {"quiz", fixtures + "errors/truncated.json"} << QByteArray() << 1 << ""
        << "the file looks truncated";
    QTest::newRow("answers out of range are asked again")
        << QStringList {"quiz", scenarios + "toi-fire-and-movement.json"}
        << QByteArray("0\n9\nsoon\n1\n") << 0 << "Type a number from 1 to 3"
        << "";
}

void TestCli::quizAnswerLinesAreBounded_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<bool>("cut");
    QTest::newRow("1 MiB of letters") << QByteArray(1 << 20, 'x') << true;
    QTest::newRow("1 MiB of digits") << QByteArray(1 << 20, '7') << true;
    QTest::newRow("one character more than 4096") << QByteArray(4097, ' ') << true;
    QTest::newRow("4096 characters: kept whole") << QByteArray(4096, 'y') << false;
    QTest::newRow("1023 and the newline (a piece's edge)") << QByteArray(1023, 'z') << false;
}

// An answer line of any length (256 MiB took 21 s and 1.09 GB, echoed back whole): at most 4096
// characters are kept and echoed, the rest left out and said so; the quiz goes on.
void TestCli::quizAnswerLinesAreBounded()
{
    QFETCH(QByteArray, line);
    QFETCH(bool, cut);
    const Run r = runWithInput(
        {"quiz", scenarios + "toi-fire-and-movement.json"}, line + "\n1\n1\n1\n1\n1\n1\n");
    QCOMPARE(r.exitCode, 0);
    QVERIFY2(r.out.size() < 64 * 1024, qPrintable(QString::number(r.out.size())));
    QCOMPARE(r.out.contains(QStringLiteral("the rest of that line was left out")), cut);
    const QString kept = QString::fromLatin1(line.left(4096));
    QVERIFY(r.out.contains(kept + (cut ? QStringLiteral("...\n") : QStringLiteral("\n"))));
    QVERIFY2(
        r.out.contains(QStringLiteral("Type a number from 1 to 3")), qPrintable(r.out.left(200)));
    QVERIFY(r.out.contains(QStringLiteral("Score: ")));
    const Run help = run({"help", "quiz"});
    QVERIFY2(help.out.contains(QStringLiteral("up to 4096 characters")), qPrintable(help.out));
}

void TestCli::quizErrors()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(int, exitCode);
    QFETCH(QString, inStdout);
    QFETCH(QString, inStderr);
    const Run r = runWithInput(args, input);
    QCOMPARE(r.exitCode, exitCode);
    QVERIFY2(r.out.contains(inStdout), qPrintable(r.out));
    QVERIFY2(r.err.contains(inStderr), qPrintable(r.err));
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
