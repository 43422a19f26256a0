// Translations (issue 29): the German translation is complete and well formed, the .ts files in
// the tree hold exactly what lupdate finds in the sources (a new tr() text without its German fails
// here), the rule text core marks sits in its one context, every name the shipped rule systems
// publish has its German, and the window under the German translator speaks German.
//
// Cases:
//   messageIsTranslated  one row per message of translations/hexfire_{de,en}.ts: finished, not
//                        obsolete, not empty, the same placeholders, HTML tags and accelerator
//   tsFilesAreCurrent    lupdate, run as the hexfire_lupdate target runs it, on a copy of each .ts
//                        finds no new message and drops none
//   coreTextIsRuleText   lupdate over core/ alone: every message in the context "RuleText"
//   ruleNamesHaveGerman  one row per shipped rule system: its published names, each in German
//   windowSpeaksGerman   the menus under the German translator; View > Language offers Deutsch
//                        and keeps the choice
//   languageSettingChoosesTheTranslation  installTranslations() follows the setting
//   ruleSentencesFollowTheLanguage  a sentence a rule system composes (an explanation line of a
//                        bundled example) shows in German under German, in English under English

#include "core/rules/builtinactions.h"
#include "core/rules/rulesentence.h"
#include "core/rules/ruleset.h"
#include "core/rules/rulesetregistry.h"
#include "ui/displaytext.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/panels/explanationpanel.h"
#include "ui/settings.h"
#include "ui/translations.h"
#include "windowtest.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

#include <set>

using namespace hexfire;
using namespace hexfire::testing;

namespace {

/** One message of a .ts file, as Qt Linguist sees it. */
struct TsMessage {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QString type; /**< "", "unfinished", "obsolete", "vanished" */
    QStringList translations; /**< one, or one per numerus form */
    QString key() const { return context + QChar(4) + source + QChar(4) + comment; }
};

QList<TsMessage> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<TsMessage> messages;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage m;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            m = TsMessage {context, {}, {},
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"), {}, {}};
        } else if (name == QLatin1String("source")) {
            m.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            m.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            m.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!m.numerus) {
                m.translations << xml.readElementText();
                messages << m;
            } else {
                while (xml.readNextStartElement())
                    m.translations << xml.readElementText();
                messages << m;
            }
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

QString tsPath(const char *language)
{
    return QStringLiteral(HEXFIRE_SOURCE_DIR "/translations/hexfire_%1.ts")
        .arg(QLatin1String(language));
}

/** The placeholders %1..%9 (and %n) a text holds, sorted, each once. */
QStringList placeholders(const QString &text, bool withN)
{
    static const QRegularExpression re(QStringLiteral("%([1-9n])"));
    std::set<QString> found;
    for (const auto &match : re.globalMatch(text)) {
        if (withN || match.captured(1) != QLatin1String("n"))
            found.insert(match.captured(0));
    }
    return QStringList(found.begin(), found.end());
}

/** The HTML element names a text holds, in order ("b", "/b", "br"). */
QStringList tags(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("<(/?[a-zA-Z][a-zA-Z0-9]*)"));
    QStringList found;
    for (const auto &match : re.globalMatch(text))
        found << match.captured(1).toLower();
    found.sort();
    return found;
}

/** Whether a text has an accelerator ("&File"): an & that starts neither "&&" nor an entity. */
bool hasAccelerator(const QString &text)
{
    static const QRegularExpression re(QStringLiteral("&(?!&|[a-zA-Z]+;|#[0-9]+;)\\S"));
    QString t = text;
    t.remove(QStringLiteral("&&"));
    return re.match(t).hasMatch();
}

/** lupdate as the hexfire_lupdate target runs it, on sources into ts; its output on failure. */
bool runLupdate(
    const QStringList &extra, const QStringList &sources, const QString &ts, QString *output)
{
    QStringList args = QStringLiteral(HEXFIRE_LUPDATE_OPTIONS).split(QLatin1Char('|'));
    args << extra << sources << QStringLiteral("-ts") << ts;
    QProcess lupdate;
    lupdate.setProcessChannelMode(QProcess::MergedChannels);
    lupdate.start(QStringLiteral(HEXFIRE_LUPDATE), args);
    const bool ok = lupdate.waitForFinished(120000) && lupdate.exitStatus() == QProcess::NormalExit
        && lupdate.exitCode() == 0;
    *output = QString::fromLocal8Bit(lupdate.readAll());
    return ok;
}

QStringList lupdateSources()
{
    return QStringLiteral(HEXFIRE_LUPDATE_SOURCES).split(QLatin1Char('|'));
}

/**
 * Actions of one menu that share an accelerator: keyed by the menu's and the actions' places (the
 * same in every language), valued by their texts.
 */
QMap<QString, QString> acceleratorClashes(const MainWindow &window)
{
    static const QRegularExpression accelerator(QStringLiteral("&([^&\\s])"));
    QMap<QString, QString> clashes;
    const QList<QMenu *> menus = window.findChildren<QMenu *>();
    for (qsizetype m = 0; m < menus.size(); ++m) {
        QMap<QChar, qsizetype> taken;
        const QList<QAction *> actions = menus[m]->actions();
        for (qsizetype i = 0; i < actions.size(); ++i) {
            const auto match
                = accelerator.match(QString(actions[i]->text()).remove(QStringLiteral("&&")));
            if (!match.hasMatch())
                continue;
            const QChar key = match.captured(1).at(0).toLower();
            if (const auto first = taken.constFind(key); first != taken.cend()) {
                clashes.insert(QStringLiteral("%1:%2:%3").arg(m).arg(*first).arg(i),
                    QStringLiteral("%1: %2 / %3")
                        .arg(menus[m]->title(), actions[*first]->text(), actions[i]->text()));
            } else {
                taken.insert(key, i);
            }
        }
    }
    return clashes;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { prepareWindowTest("tst_translations"); }
    void messageIsTranslated_data();
    void messageIsTranslated();
    void tsFilesAreCurrent_data();
    void tsFilesAreCurrent();
    void coreTextIsRuleText();
    void ruleNamesHaveGerman_data();
    void ruleNamesHaveGerman();
    void windowSpeaksGerman();
    void languageSettingChoosesTheTranslation();
    void ruleSentencesFollowTheLanguage();
};

void TestTranslations::messageIsTranslated_data()
{
    QTest::addColumn<QString>("source");
    QTest::addColumn<bool>("numerus");
    QTest::addColumn<QString>("type");
    QTest::addColumn<QStringList>("translations");
    for (const char *language : {"de", "en"}) {
        QString error;
        const QList<TsMessage> messages = readTs(tsPath(language), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(!messages.isEmpty());
        for (const TsMessage &m : messages) {
            QString row = QStringLiteral("%1 %2: %3")
                              .arg(QLatin1String(language), m.context, m.source.left(60));
            row.replace(QLatin1Char('\n'), QLatin1Char(' '));
            QTest::newRow(qPrintable(row)) << m.source << m.numerus << m.type << m.translations;
        }
    }
}

void TestTranslations::messageIsTranslated()
{
    QFETCH(QString, source);
    QFETCH(bool, numerus);
    QFETCH(QString, type);
    QFETCH(QStringList, translations);
    QCOMPARE(type, QString()); // neither unfinished nor obsolete nor vanished
    QVERIFY(!translations.isEmpty());
    QCOMPARE(translations.size() > 1, numerus);
    for (const QString &t : std::as_const(translations)) {
        QVERIFY2(!t.trimmed().isEmpty(), "an empty translation");
        // A numerus form may say "one" in words for its %n; every other placeholder stays.
        QCOMPARE(placeholders(t, !numerus), placeholders(source, !numerus));
        QCOMPARE(tags(t), tags(source));
        QCOMPARE(hasAccelerator(t), hasAccelerator(source));
    }
}

void TestTranslations::tsFilesAreCurrent_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("extra");
    QTest::newRow("German") << QStringLiteral("de") << QStringList();
    QTest::newRow("English plurals")
        << QStringLiteral("en") << QStringList {QStringLiteral("-pluralonly")};
}

void TestTranslations::tsFilesAreCurrent()
{
    QFETCH(QString, language);
    QFETCH(QStringList, extra);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString committed = tsPath(qPrintable(language));
    const QString copy = dir.filePath(QFileInfo(committed).fileName());
    QVERIFY(QFile::copy(committed, copy));
    QString output;
    QVERIFY2(runLupdate(extra, lupdateSources(), copy, &output), qPrintable(output));

    QString error;
    const QList<TsMessage> before = readTs(committed, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QList<TsMessage> after = readTs(copy, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QSet<QString> had;
    for (const TsMessage &m : before)
        had.insert(m.key());
    QStringList problems;
    QSet<QString> has;
    for (const TsMessage &m : after) {
        has.insert(m.key());
        if (!had.contains(m.key()))
            problems << QStringLiteral("new, to translate: %1: %2").arg(m.context, m.source);
    }
    for (const TsMessage &m : before) {
        if (!has.contains(m.key()))
            problems << QStringLiteral("no longer in the sources: %1: %2").arg(m.context, m.source);
    }
    QVERIFY2(problems.isEmpty(),
        qPrintable(QStringLiteral("translations/hexfire_%1.ts is not current (build the "
                                  "hexfire_lupdate target, then translate):\n")
                       .arg(language)
            + problems.join(QLatin1Char('\n'))));
}

void TestTranslations::coreTextIsRuleText()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString ts = dir.filePath(QStringLiteral("core.ts"));
    QString output;
    QVERIFY2(runLupdate({}, {QStringLiteral(HEXFIRE_SOURCE_DIR "/core")}, ts, &output),
        qPrintable(output));
    QString error;
    const QList<TsMessage> messages = readTs(ts, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(messages.size() > 100);
    QStringList elsewhere;
    for (const TsMessage &m : messages) {
        if (m.context != QLatin1String("RuleText"))
            elsewhere << QStringLiteral("%1: %2").arg(m.context, m.source);
    }
    QVERIFY2(elsewhere.isEmpty(),
        qPrintable(QStringLiteral("HEXFIRE_TEXT with another context than \"RuleText\":\n")
            + elsewhere.join(QLatin1Char('\n'))));
}

void TestTranslations::ruleNamesHaveGerman_data()
{
    QTest::addColumn<QString>("id");
    for (const std::string &id : RuleSetRegistry::ids())
        QTest::newRow(id.c_str()) << QString::fromStdString(id);
}

void TestTranslations::ruleNamesHaveGerman()
{
    QFETCH(QString, id);
    const auto rules = RuleSetRegistry::create(id.toStdString());
    QVERIFY(rules);
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/hexfire_de.qm")));
    QStringList missing;
    // A name composed at run time with a number ("Morale level 2", "3 command points") is out
    // of rule text's reach: it stays English.
    static const QRegularExpression composed(QStringLiteral("\\b\\d+\\b"));
    const auto check = [&](const std::string &text, const char *what) {
        if (composed.match(QString::fromStdString(text)).hasMatch())
            return;
        if (!text.empty() && german.translate("RuleText", text.c_str()).isEmpty())
            missing << QStringLiteral("%1 \"%2\"")
                           .arg(QLatin1String(what), QString::fromStdString(text));
    };
    check(std::string(rules->displayName()), "rule system");
    const RuleVocabulary &v = rules->vocabulary();
    for (const ActionType &a : v.actions) {
        check(a.name, "action");
        for (const ParamSpec &p : a.params) {
            if (p.notAsked)
                continue;
            check(p.label, "parameter");
            for (const ParamChoice &c : p.choices)
                check(c.label, "choice");
        }
    }
    for (const StatusType &s : v.statuses)
        check(s.name, "unit state");
    for (const MarkerType &m : v.markers) {
        check(m.name, "marker kind");
        for (const ParamSpec &p : m.params)
            check(p.label, "marker parameter");
    }
    for (const TallyType &t : v.tallies)
        check(t.name, "tally");
    for (const EffectType &t : v.effects) {
        check(t.name, "effect");
        check(t.help, "effect's help");
    }
    for (const UnitType &t : v.unitTypes) {
        check(t.name, "unit type");
        check(t.help, "unit type's help");
    }
    for (const ActionType &a : builtinActionTypes()) {
        check(a.help, "shared action's help");
        for (const ParamSpec &p : a.params)
            check(p.help, "shared action's parameter help");
    }
    for (const EffectType &t : builtinEffectTypes())
        check(t.help, "shared effect's help");
    // The glossary: each term and what it means (the rule book's section it cites stays).
    for (const GlossaryTerm &t : v.glossary) {
        check(t.term, "glossary term");
        check(t.meaning, "glossary meaning");
    }
    const SequenceOfPlay &sequence = rules->sequenceOfPlay();
    if (!sequence.empty())
        check(sequence.turnName, "turn");
    for (const PhaseType &p : sequence.phases) {
        check(p.name, "phase");
        check(p.handOverName, "hand-over");
    }
    QVERIFY2(missing.isEmpty(),
        qPrintable(QStringLiteral("no German for (mark it HEXFIRE_TEXT, build hexfire_lupdate, "
                                  "translate):\n")
            + missing.join(QLatin1Char('\n'))));
}

void TestTranslations::windowSpeaksGerman()
{
    QStringList codes;
    for (const Language &l : availableLanguages())
        codes << l.code + QLatin1Char('=') + l.name;
    QVERIFY2(codes.contains(QStringLiteral("de=Deutsch")), qPrintable(codes.join(u',')));
    QVERIFY2(codes.contains(QStringLiteral("en=English")), qPrintable(codes.join(u',')));

    QMap<QString, QString> englishClashes;
    {
        MainWindow english(false);
        englishClashes = acceleratorClashes(english);
    }
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(":/i18n/hexfire_de.qm")));
    QVERIFY(QCoreApplication::installTranslator(&german));
    QCOMPARE(ruleText("Fire Resolution"), QStringLiteral("Feuerauswertung"));
    QCOMPARE(ruleTextInSentence("Disrupted"), QStringLiteral("Zerrüttet"));
    {
        MainWindow window(false);
        QStringList titles;
        for (QAction *a : window.menuBar()->actions())
            titles << a->text();
        QVERIFY2(titles.contains(QStringLiteral("&Datei")), qPrintable(titles.join(u',')));
        QVERIFY2(titles.contains(QStringLiteral("&Ansicht")), qPrintable(titles.join(u',')));
        // Each menu's accelerators stay apart in German wherever they do in English.
        QStringList clashes;
        const QMap<QString, QString> inGerman = acceleratorClashes(window);
        for (auto it = inGerman.cbegin(); it != inGerman.cend(); ++it) {
            if (!englishClashes.contains(it.key()))
                clashes << it.value();
        }
        QVERIFY2(clashes.isEmpty(), qPrintable(clashes.join(QLatin1Char('\n'))));
        auto *language = window.findChild<QMenu *>(QStringLiteral("languageMenu"));
        QVERIFY(language);
        QCOMPARE(language->title(), QStringLiteral("Spr&ache"));
        QStringList entries;
        for (QAction *a : language->actions()) {
            if (!a->isSeparator())
                entries << a->text();
        }
        QCOMPARE(entries,
            (QStringList {QStringLiteral("Systemsprache"), QStringLiteral("English"),
                QStringLiteral("Deutsch")}));
        QVERIFY(language->actions().constFirst()->isChecked()); // no choice made yet
        auto *deutsch = window.findChild<QAction *>(QStringLiteral("language-de"));
        QVERIFY(deutsch);
        deutsch->trigger();
        QCOMPARE(Settings::language.get(), QStringLiteral("de"));
        QVERIFY(deutsch->isChecked());
        Settings::language.reset();
    }
    QCoreApplication::removeTranslator(&german);
}

void TestTranslations::languageSettingChoosesTheTranslation()
{
    const auto file = [] { return QCoreApplication::translate("hexfire::MainWindow", "&File"); };
    QCOMPARE(file(), QStringLiteral("&File"));
    Settings::language.set(QStringLiteral("de"));
    QCOMPARE(installTranslations(*QCoreApplication::instance()), QStringLiteral("de"));
    QCOMPARE(file(), QStringLiteral("&Datei"));
    // Dates and numbers too: an autosave's time reads "6. Dez." in German.
    QCOMPARE(QLocale().language(), QLocale::German);
    for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(t);
    Settings::language.set(QStringLiteral("en"));
    QCOMPARE(installTranslations(*QCoreApplication::instance()), QStringLiteral("en"));
    QCOMPARE(file(), QStringLiteral("&File"));
    QCOMPARE(QLocale().language(), QLocale::English);
    for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>())
        QCoreApplication::removeTranslator(t);
    Settings::language.reset();
    QCOMPARE(chosenLocale(), QLocale::system()); // no choice: the system's language
    QLocale::setDefault(QLocale::system());
}

void TestTranslations::ruleSentencesFollowTheLanguage()
{
    // What a rule system composes at run time (an explanation line with its numbers) in the
    // language the window speaks, and in English again once English is chosen.
    const auto explained = [] {
        MainWindow w(false);
        QString error;
        if (!w.findChild<FileController *>()->openFile(
                QStringLiteral(HEXFIRE_SOURCE_DIR
                    "/resources/scenarios/tlhy-21-8-simple-fire-resolution.json"),
                &error)
            || !w.session()->goTo(1, &error))
            return error;
        return w.findChild<ExplanationPanel *>()->html();
    };
    const auto removeTranslators = [] {
        for (QTranslator *t : QCoreApplication::instance()->findChildren<QTranslator *>())
            QCoreApplication::removeTranslator(t);
    };
    Settings::language.set(QStringLiteral("de"));
    QCOMPARE(installTranslations(*QCoreApplication::instance()), QStringLiteral("de"));
    QString html = explained();
    QVERIFY2(
        html.contains(QStringLiteral("keine Zugführer-Anpassung")), qPrintable(html.right(3000)));
    QVERIFY2(!html.contains(QStringLiteral("no platoon-leader adjustment")),
        qPrintable(html.right(3000)));
    QCOMPARE(ruleSentence(HEXFIRE_TEXT("RuleText", "small-arms value of %1 (printed)"), "X"),
        std::string("Handwaffenwert von X (aufgedruckt)"));
    removeTranslators();
    Settings::language.set(QStringLiteral("en"));
    QCOMPARE(installTranslations(*QCoreApplication::instance()), QStringLiteral("en"));
    html = explained();
    QVERIFY2(
        html.contains(QStringLiteral("o platoon-leader adjustment")), qPrintable(html.right(3000)));
    QCOMPARE(ruleSentence(HEXFIRE_TEXT("RuleText", "small-arms value of %1 (printed)"), "X"),
        std::string("small-arms value of X (printed)"));
    removeTranslators();
    Settings::language.reset();
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
