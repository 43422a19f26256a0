#include "hexfire_version.h"

#include "app/cli/command.h"
#include "app/cli/manpage.h"
#include "app/cli/output.h"
#include "app/rulesets.h"
#include "core/rules/rulesetregistry.h"
#include "core/scenario/scenarioio.h"
#include "ui/advicecontroller.h"
#include "ui/editor/editorcontroller.h"
#include "ui/examplescenarios.h"
#include "ui/filecontroller.h"
#include "ui/gamesession.h"
#include "ui/helpcontroller.h"
#include "ui/losthreadcontroller.h"
#include "ui/mainwindow.h"
#include "ui/map/mapview.h"
#include "ui/panels/whatifpanel.h"
#include "ui/playcontroller.h"
#include "ui/quizcard.h"
#include "ui/quizcontroller.h"
#include "ui/stepcardcontroller.h"
#include "ui/translations.h"

#include <QAction>
#include <QApplication>
#include <QCommandLineParser>
#include <QDockWidget>
#include <QFileInfo>
#include <QPushButton>
#include <QSize>
#include <QSocketNotifier>
#include <QStatusBar>
#include <QTextBrowser>
#include <QTimer>

#include <cstdio>

#ifdef Q_OS_UNIX
#include <csignal>
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace {

/** An error on stderr, its control characters escaped as the command line's are: a unit id,
 *  hex or parameter typed on the command line may hold any byte. Returns `status`: the exit
 *  codes are hexfire-cli's, so both programs say the same failure the same way. */
int fail(const QString &message, int status = hexfire::cli::exitInvalid)
{
    const std::string escaped = hexfire::cli::escapeControls(message.toStdString());
    std::fprintf(stderr, "hexfire: %s\n", escaped.c_str());
    return status;
}

/** A command line the program cannot take: exit status 2, as hexfire-cli's. */
int usageError(const QString &message) { return fail(message, hexfire::cli::exitUsage); }

/** The largest screenshot side, in pixels: 8192 x 8192 is 256 MiB of image already. */
constexpr int maxScreenshotSide = 8192;

QString qs(const std::string &s) { return QString::fromStdString(s); }

/** "select", an action key of the game's rule system, or that action's shortcut letter. */
std::optional<hexfire::MapScene::Mode> parseMode(const hexfire::RuleSet &rules, const QString &text)
{
    using Mode = hexfire::MapScene::Mode;
    if (text.compare(QLatin1String("select"), Qt::CaseInsensitive) == 0)
        return Mode::select();
    for (const hexfire::ActionType &type : rules.vocabulary().actions) {
        if (type.actors == hexfire::ActorRule::None)
            continue;
        if (text == qs(type.key)
            || (!type.shortcut.empty()
                && text.compare(qs(type.shortcut), Qt::CaseInsensitive) == 0))
            return Mode::perform(type.key);
    }
    return std::nullopt;
}

QString modeList(const hexfire::RuleSet &rules)
{
    QStringList modes {QStringLiteral("select")};
    for (const hexfire::ActionType &type : rules.vocabulary().actions) {
        if (type.actors != hexfire::ActorRule::None)
            modes << QStringLiteral("%1 (%2%3)")
                         .arg(qs(type.key), qs(type.name),
                             type.shortcut.empty() ? QString()
                                                   : QStringLiteral(", ") + qs(type.shortcut));
    }
    return modes.join(QStringLiteral(", "));
}

#ifdef Q_OS_UNIX
// SIGTERM (logout, shutdown, kill) and SIGINT (Ctrl+C) are a normal quit: the window closes as
// from File > Quit, so its autosave and lock go and the next start reports no crash. A signal
// handler may do almost nothing, so it only writes a byte the event loop reads (self-pipe).
int quitSignalPipe[2] = {-1, -1};

extern "C" void onQuitSignal(int)
{
    const char byte = 1;
    [[maybe_unused]] const ssize_t written = ::write(quitSignalPipe[1], &byte, 1);
}

void quitOnSignals(hexfire::MainWindow *window)
{
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, quitSignalPipe) != 0)
        return;
    auto *notifier = new QSocketNotifier(quitSignalPipe[0], QSocketNotifier::Read, window);
    QObject::connect(notifier, &QSocketNotifier::activated, window, [notifier, window] {
        char byte = 0;
        [[maybe_unused]] const ssize_t read = ::read(quitSignalPipe[0], &byte, 1);
        notifier->setEnabled(false);
        // Nobody may be there to answer a question: unsaved work stays in the autosave, which
        // the next start offers.
        window->findChild<hexfire::FileController *>()->endWithoutAsking();
        window->close();
        QCoreApplication::quit();
    });
    struct sigaction action = {};
    action.sa_handler = onQuitSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    sigaction(SIGTERM, &action, nullptr);
    sigaction(SIGINT, &action, nullptr);
}
#endif

/** Every option of the window's command line, declared once for the parser and the set-up. */
struct Options {
    const QCommandLineOption scenario {{QStringLiteral("scenario")},
        QStringLiteral("Open this scenario or saved game."), QStringLiteral("FILE")};
    const QCommandLineOption screenshot {{QStringLiteral("screenshot")},
        QStringLiteral("Render the window to this PNG file and exit."), QStringLiteral("OUT.png")};
    const QCommandLineOption step {{QStringLiteral("step")},
        QStringLiteral("Go to timeline step N first (plays the scenario's script up to N)."),
        QStringLiteral("N")};
    const QCommandLineOption select {{QStringLiteral("select")},
        QStringLiteral("Select this unit (its id in the scenario)."), QStringLiteral("UNIT")};
    const QCommandLineOption target {{QStringLiteral("target")},
        QStringLiteral("Point at this hex (its label, e.g. H9), as when hovering it."),
        QStringLiteral("HEX")};
    const QCommandLineOption mode {{QStringLiteral("mode")},
        QStringLiteral("Action mode: select, or an action of the scenario's rule system by its "
                       "key or shortcut letter (default: the first action when --target is "
                       "given). An unknown mode lists the valid ones."),
        QStringLiteral("MODE")};
    const QCommandLineOption size {{QStringLiteral("size")},
        QStringLiteral("Window size for the screenshot (default 1600x1000, at most 8192 pixels a "
                       "side)."),
        QStringLiteral("WxH"), QStringLiteral("1600x1000")};
    const QCommandLineOption param {{QStringLiteral("param")},
        QStringLiteral("A parameter of the mode's action, as its toolbar input takes it (a number, "
                       "yes/no, a choice or text); repeatable. An unknown key lists the valid "
                       "ones."),
        QStringLiteral("KEY=VALUE")};
    const QCommandLineOption los {{QStringLiteral("los")},
        QStringLiteral("Stretch the line-of-sight thread between two hexes, as with the Line of "
                       "Sight tool (L)."),
        QStringLiteral("FROM:TO")};
    const QCommandLineOption page {{QStringLiteral("page")},
        QStringLiteral("With --screenshot: render a Help page instead of the window: rules (the "
                       "game's rules in brief), legend (the map legend), shortcuts, welcome (the "
                       "window with its welcome page) or map (the map alone, as wide as --size)."),
        QStringLiteral("PAGE")};
    const QCommandLineOption threats {{QStringLiteral("threats")},
        QStringLiteral("Turn on the Threats view (View > Show Threats): the map tinted by the "
                       "enemy's best odds, the Threats panel for the --target hex.")};
    const QCommandLineOption whatIf {{QStringLiteral("what-if")},
        QStringLiteral("In the What If panel, choose change N (1-based) of the action previewed "
                       "at --target: its odds before and after."),
        QStringLiteral("N")};
    const QCommandLineOption quiz {{QStringLiteral("quiz")},
        QStringLiteral("Quiz mode (Examples > Quiz Me on Each Step): ask about the next step.")};
    const QCommandLineOption answer {{QStringLiteral("answer")},
        QStringLiteral("With --quiz: answer the question on the quiz card with choice N (1 is the "
                       "first); repeatable, one per question."),
        QStringLiteral("N")};
    const QCommandLineOption edit {{QStringLiteral("edit")},
        QStringLiteral("Start in edit mode, the scenario editor, on the opened scenario (with "
                       "--select: that unit selected in the editor).")};
    /** Prints the manual page (roff) from these options; the build installs it as hexfire(6). */
    const QCommandLineOption manPage = [] {
        QCommandLineOption option {QStringLiteral("man-page")};
        option.setFlags(QCommandLineOption::HiddenFromHelp);
        return option;
    }();

    QList<QCommandLineOption> all() const
    {
        return {scenario, screenshot, step, select, target, mode, size, param, los, page, threats,
            whatIf, quiz, answer, edit, manPage};
    }
};

/** --edit: edit mode on the opened scenario, with --select's unit selected in the editor. */
void startEditing(hexfire::MainWindow &window, const QCommandLineParser &parser, const Options &o)
{
    hexfire::EditorController *editor = window.editorController();
    QString note;
    if (!editor->startEditing(&note))
        return;
    window.statusBar()->showMessage(note, 15000);
    if (parser.isSet(o.select))
        editor->selectUnit(hexfire::UnitId {parser.value(o.select).toStdString()});
}

/**
 * What is wrong with one of the options that set up the view, and the exit status it earns: a
 * value that does not fit the file (an unknown unit, a hex off the map) is a bad command line, as
 * in hexfire-cli; a step of the file that does not play is the file's failure.
 */
struct Problem {
    QString text;
    int status = hexfire::cli::exitUsage;

    Problem() = default;
    Problem(QString t, int st = hexfire::cli::exitUsage)
        : text(std::move(t))
        , status(st)
    { }
    bool isEmpty() const { return text.isEmpty(); }
};

/** --step and --select. */
Problem applyStepAndSelection(
    hexfire::MainWindow &window, const QCommandLineParser &parser, const Options &o)
{
    QString error;
    hexfire::GameSession *session = window.session();
    if (parser.isSet(o.step) && !session->goTo(parser.value(o.step).toInt(), &error))
        return {QStringLiteral("--step %1: %2").arg(parser.value(o.step), error),
            hexfire::cli::exitInvalid};
    if (parser.isSet(o.select)) {
        const hexfire::UnitId id {parser.value(o.select).toStdString()};
        if (!session->state().findUnit(id))
            return (
                QStringLiteral("--select: no unit %1 in the scenario").arg(parser.value(o.select)));
        window.findChild<hexfire::PlayController *>()->selectUnit(id);
    }
    return {};
}

/** --mode (by default the first action when --target is given), then its --param values. */
Problem applyModeAndParams(
    hexfire::MainWindow &window, const QCommandLineParser &parser, const Options &o)
{
    auto *play = window.findChild<hexfire::PlayController *>();
    const hexfire::RuleSet &rules = window.session()->rules();
    std::optional<hexfire::MapScene::Mode> chosen;
    if (parser.isSet(o.mode)) {
        chosen = parseMode(rules, parser.value(o.mode));
        if (!chosen)
            return (QStringLiteral("--mode %1: not a mode of %2; valid: %3")
                        .arg(parser.value(o.mode), qs(std::string(rules.displayName())),
                            modeList(rules)));
    } else if (parser.isSet(o.target)) {
        for (const hexfire::ActionType &type : rules.vocabulary().actions) {
            if (type.actors != hexfire::ActorRule::None) {
                chosen = hexfire::MapScene::Mode::perform(type.key);
                break;
            }
        }
    }
    if (chosen && !play->setMode(*chosen))
        return (QStringLiteral("--mode %1: not available").arg(parser.value(o.mode)));
    QString error;
    for (const QString &assignment : parser.values(o.param)) {
        const qsizetype eq = assignment.indexOf(QLatin1Char('='));
        if (eq <= 0)
            return (QStringLiteral("--param expects KEY=VALUE, not \"%1\"").arg(assignment));
        if (!play->setParamText(assignment.left(eq).toStdString(), assignment.mid(eq + 1), &error))
            return (QStringLiteral("--param %1: %2").arg(assignment, error));
    }
    return {};
}

/** --threats, --target and --what-if: the views of the hex pointed at. */
Problem applyTarget(hexfire::MainWindow &window, const QCommandLineParser &parser, const Options &o)
{
    const hexfire::GameState &state = window.session()->state();
    if (parser.isSet(o.threats))
        window.findChild<hexfire::AdviceController *>()->threatsAction()->setChecked(true);
    if (parser.isSet(o.target)) {
        const auto hex = state.map().coordinates().tryParse(parser.value(o.target).toStdString());
        if (!hex || !state.map().contains(*hex))
            return (QStringLiteral("--target: %1 is not a hex of this map")
                        .arg(parser.value(o.target)));
        window.scene()->hoverHex(*hex);
    }
    if (parser.isSet(o.whatIf)) {
        if (auto *dock = window.findChild<QDockWidget *>(QStringLiteral("whatIfDock"))) {
            dock->show();
            dock->raise();
        }
        const int n = parser.value(o.whatIf).toInt();
        auto *whatIf = window.findChild<hexfire::WhatIfPanel *>();
        if (!whatIf->choose(n - 1))
            return QStringLiteral("--what-if %1: the action previewed has %2 changes to try")
                .arg(parser.value(o.whatIf))
                .arg(whatIf->changes().size());
    }
    return {};
}

/** --los FROM:TO: the line-of-sight thread between two hexes. */
Problem applyLos(hexfire::MainWindow &window, const QCommandLineParser &parser, const Options &o)
{
    if (!parser.isSet(o.los))
        return {};
    const hexfire::GameState &state = window.session()->state();
    const QStringList ends = parser.value(o.los).split(QLatin1Char(':'));
    std::vector<hexfire::Hex> hexes;
    for (const QString &end : ends) {
        const auto hex = state.map().coordinates().tryParse(end.toStdString());
        if (!hex || !state.map().contains(*hex))
            break;
        hexes.push_back(*hex);
    }
    if (ends.size() != 2 || hexes.size() != 2)
        return QStringLiteral("--los expects two hexes of this map, FROM:TO (e.g. H9:K8), not "
                              "\"%1\"")
            .arg(parser.value(o.los));
    window.findChild<hexfire::LosThreadController *>()->start(hexes[0]);
    window.scene()->hoverHex(hexes[1]);
    return {};
}

/** --quiz and its --answer choices. */
Problem applyQuiz(hexfire::MainWindow &window, const QCommandLineParser &parser, const Options &o)
{
    if (!parser.isSet(o.quiz))
        return {};
    QString error;
    auto *quiz = window.findChild<hexfire::QuizController *>();
    quiz->quizAction()->setChecked(true);
    quiz->stepForwardAsked(&error);
    if (!quiz->isAsking())
        return QStringLiteral("--quiz: nothing to ask about the next step");
    const QStringList answers = parser.values(o.answer);
    for (qsizetype i = 0; i < answers.size(); ++i) {
        const int choice = answers[i].toInt() - 1;
        if (choice < 0 || choice >= static_cast<int>(quiz->quizCard()->choiceButtons().size()))
            return QStringLiteral("--answer %1: no such choice").arg(answers[i]);
        quiz->quizCard()->choose(choice);
        if (i + 1 < answers.size()) // the last answer stays on the card with its reason
            quiz->quizCard()->continueButton()->click();
    }
    return {};
}

/** The options that set up what the window shows: --step, --select, --mode, --param,
 *  --target, ...; in that order. Empty when they all apply, else what is wrong with one of them. */
Problem applyViewOptions(
    hexfire::MainWindow &window, const QCommandLineParser &parser, const Options &o)
{
    if (!window.session()->hasGame())
        return {QStringLiteral("no game is open"), hexfire::cli::exitInvalid};
    using Apply = Problem (*)(hexfire::MainWindow &, const QCommandLineParser &, const Options &);
    for (const Apply apply :
        {applyStepAndSelection, applyModeAndParams, applyTarget, applyLos, applyQuiz}) {
        const Problem problem = apply(window, parser, o);
        if (!problem.isEmpty())
            return problem;
    }
    return {};
}

/** A Help page (--page) as the window shows it, at the size asked for. */
int screenshotPage(
    hexfire::MainWindow &window, const QString &which, QSize size, const QString &out)
{
    QString html;
    if (which == QLatin1String("rules"))
        html = hexfire::HelpController::rulesBriefHtml(window.session()->rules());
    else if (which == QLatin1String("legend"))
        html = hexfire::HelpController::legendHtml(
            window.session()->state(), window.session()->rules());
    else if (which == QLatin1String("shortcuts"))
        html = window.findChild<hexfire::HelpController *>()->shortcutsHtml();
    else
        return usageError(
            QStringLiteral("--page %1: expected rules, legend, shortcuts, welcome or map")
                .arg(which));
    QTextBrowser browser;
    browser.setHtml(html);
    browser.resize(size);
    browser.show();
    QApplication::processEvents();
    if (!browser.grab().toImage().save(out))
        return fail(QStringLiteral("cannot write %1").arg(out));
    return 0;
}

/** The interactive window: the start-up game (a restore, the file, or the default), then the
 *  options that set up what it shows. */
int runWindow(hexfire::MainWindow &window, const QString &file, const QCommandLineParser &parser,
    const Options &o)
{
    hexfire::FileController *files = window.findChild<hexfire::FileController *>();
#ifdef Q_OS_UNIX
    quitOnSignals(&window);
#endif
    window.show();
    QTimer::singleShot(0, &window, [&window, files, file, &parser, &o] {
        // A file that does not load leaves no game: nothing to set up in it.
        if (files->openStartupGame(file)) {
            // The same set-up as for a screenshot, in the live window.
            const Problem problem = applyViewOptions(window, parser, o);
            if (!problem.isEmpty())
                window.statusBar()->showMessage(problem.text, 15000);
        }
        if (parser.isSet(o.edit))
            startEditing(window, parser, o);
    });
    return QApplication::exec();
}

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("HexFire"));
    QCoreApplication::setApplicationName(QStringLiteral("HexFire"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEXFIRE_VERSION));
}

constexpr const char *description
    = "HexFire: a hex-map wargame assistant.\n"
      "With --screenshot, renders the window to an image and exits (with no display, it renders "
      "offscreen by itself).";

/** The parser's own options, kept to ask whether they were given. */
struct TextOptions {
    QCommandLineOption help;
    QCommandLineOption version;
};

TextOptions describeCommandLine(QCommandLineParser &parser, const Options &o)
{
    parser.setApplicationDescription(QString::fromLatin1(description));
    TextOptions text {parser.addHelpOption(), parser.addVersionOption()};
    parser.addOptions(o.all());
    parser.addPositionalArgument(QStringLiteral("file"),
        QStringLiteral("A scenario or saved game to open."), QStringLiteral("[file]"));
    return text;
}

/** "A, B and C": the games this program knows, as their rule systems name themselves. */
std::string gameNames()
{
    std::vector<std::string> names;
    for (const std::string &id : hexfire::RuleSetRegistry::ids())
        names.push_back(std::string(hexfire::RuleSetRegistry::create(id)->displayName()));
    std::string text;
    for (std::size_t i = 0; i < names.size(); ++i)
        text += (i == 0 ? "" : i + 1 == names.size() ? " and " : ", ") + names[i];
    return text;
}

/** hexfire(6), from the options the parser takes: it cannot drift from --help. */
hexfire::cli::ManPage manPage(const TextOptions &text, const Options &o)
{
    hexfire::cli::ManPage page;
    page.name = "hexfire";
    page.summary = "hex-map wargame assistant: line of sight, every modifier and exact odds";
    page.version = HEXFIRE_VERSION;
    page.synopses = {"[OPTIONS] [FILE]"};
    hexfire::cli::ManPage::Section about {"DESCRIPTION",
        "HexFire draws the hex map of a tactical or Napoleonic wargame (" + gameNames()
            + ") with its counters and markers. It computes line of sight that explains itself on "
              "the map, lists every modifier with its "
              "rule reference and shows the exact odds before the dice roll. Rulebook examples "
              "replay "
              "step by step; every action can be undone, and undo never rolls the dice again.\n\n"
              "FILE is a scenario or saved game to open. Without one, HexFire offers to restore "
              "the "
              "game of a session that ended unexpectedly, or opens a bundled example.\n\n"
              "With --screenshot, HexFire renders the window (or a Help page) to a PNG file and "
              "exits; "
              "the other options then set up what the picture shows. With no display it renders "
              "offscreen by itself.",
        {}};
    hexfire::cli::ManPage::Section options {"OPTIONS", {}, {}};
    QList<QCommandLineOption> all = o.all();
    all << text.help << text.version;
    for (const QCommandLineOption &option : all) {
        if (option.flags() & QCommandLineOption::HiddenFromHelp)
            continue;
        QStringList names;
        for (const QString &name : option.names())
            names << (name.size() == 1 ? QStringLiteral("-") : QStringLiteral("--")) + name;
        QString tag = names.join(QStringLiteral(", "));
        if (!option.valueName().isEmpty())
            tag += QLatin1Char(' ') + option.valueName();
        options.entries.push_back({tag.toStdString(), option.description().toStdString()});
    }
    // The parser adds this one beside --help without an option of its own.
    options.entries.push_back({"--help-all", "The help, with the options of Qt itself."});
    page.sections = {about, options,
        {"FILES",
            "Scenarios and saved games are JSON files of HexFire's own type "
            "(application/x-hexfire-scenario; saved games end in .hexfire). The bundled examples "
            "are in /usr/share/hexfire/scenarios. The settings are in "
            "~/.config/HexFire/HexFire.conf; the game being played is saved as it goes in "
            "~/.local/share/HexFire/HexFire/autosaves, so a session that ends unexpectedly can "
            "be restored.",
            {}},
        {"ENVIRONMENT",
            "QT_QPA_PLATFORM chooses Qt's platform plugin (offscreen renders without a display). "
            "The language of the window follows the locale (LANG, LC_ALL, LC_MESSAGES) unless "
            "View > Language chooses one.",
            {}},
        {"EXIT STATUS",
            "0 success; 1 a file that cannot be opened or written, a step that does not play, or "
            "no display for the window; 2 a bad command line (an unknown option, or a value that "
            "does not fit the file). The codes are hexfire-cli's.",
            {}},
        {"SEE ALSO", "hexfire-cli(6)", {}}};
    return page;
}

/** --help, --version and --man-page: printed without a window, so they work with no display
 *  (over SSH), where QApplication could not start. */
int printText(int argc, char *argv[], bool asksForManPage)
{
    hexfire::registerRuleSets(); // the man page names the games
    QCoreApplication app(argc, argv);
    nameApplication();
    QCommandLineParser parser;
    const Options o;
    const TextOptions text = describeCommandLine(parser, o);
    if (asksForManPage) {
        std::fputs(manPage(text, o).roff().c_str(), stdout);
        return 0;
    }
    parser.process(app); // prints the help or the version and exits
    return 0;
}

/**
 * Whether the window has somewhere to go. On X11 and Wayland systems QApplication aborts when
 * neither DISPLAY nor WAYLAND_DISPLAY is set; a screenshot renders offscreen instead, and the
 * window refuses with a sentence, not a crash. QT_QPA_PLATFORM or -platform chosen by the user
 * are left alone.
 */
bool findDisplay(bool headless, const QStringList &arguments)
{
#if defined(Q_OS_UNIX) && !defined(Q_OS_MACOS)
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY")
        || arguments.contains(QStringLiteral("-platform")))
        return true;
    if (!headless)
        return false;
    qputenv("QT_QPA_PLATFORM", "offscreen");
#else
    Q_UNUSED(headless);
    Q_UNUSED(arguments);
#endif
    return true;
}

/** The headless screenshot: opens file, applies the view options, renders the window or a page. */
int runScreenshot(
    hexfire::MainWindow &window, QString file, const QCommandLineParser &parser, const Options &o)
{
    hexfire::FileController *files = window.findChild<hexfire::FileController *>();
    if (file.isEmpty())
        file = hexfire::ExampleScenarios::defaultScenario();
    QString error;
    if (file.isEmpty() || !files->openFile(file, &error))
        return fail(QStringLiteral("cannot open %1\n%2").arg(file, error));
    const QStringList wh = parser.value(o.size).split(QLatin1Char('x'));
    if (wh.size() != 2 || wh[0].toInt() <= 0 || wh[1].toInt() <= 0)
        return usageError(QStringLiteral("--size expects WxH, e.g. 1600x1000"));
    if (wh[0].toInt() > maxScreenshotSide || wh[1].toInt() > maxScreenshotSide)
        return usageError(QStringLiteral("--size %1: a screenshot is at most %2 pixels a side")
                              .arg(parser.value(o.size))
                              .arg(maxScreenshotSide));
    if (parser.value(o.page) == QLatin1String("map")) {
        // The map alone, as wide as --size asks (a thumbnail for the welcome page).
        const double scale = wh[0].toDouble() / window.scene()->sceneRect().width();
        if (!files->exportPng(parser.value(o.screenshot), scale))
            return fail(QStringLiteral("cannot write %1").arg(parser.value(o.screenshot)));
        return 0;
    }
    if (parser.value(o.page) == QLatin1String("welcome")) {
        window.resize(wh[0].toInt(), wh[1].toInt());
        window.show();
        window.showWelcome(true);
        QApplication::processEvents();
        if (!window.grab().toImage().save(parser.value(o.screenshot)))
            return fail(QStringLiteral("cannot write %1").arg(parser.value(o.screenshot)));
        return 0;
    }
    if (parser.isSet(o.page))
        return screenshotPage(window, parser.value(o.page), QSize(wh[0].toInt(), wh[1].toInt()),
            parser.value(o.screenshot));
    window.resize(wh[0].toInt(), wh[1].toInt());
    window.show();
    QApplication::processEvents();
    window.findChild<hexfire::StepCardController *>()->focusOnAction();
    const Problem problem = applyViewOptions(window, parser, o);
    if (!problem.isEmpty())
        return fail(problem.text, problem.status);
    if (parser.isSet(o.edit))
        startEditing(window, parser, o);
    // Twice: a bar shown while events are processed (the replies to the step) lays itself out
    // on the next round.
    QApplication::processEvents();
    QApplication::processEvents();
    // The Threats tint is worked out in a worker: the picture shows it once it is on the map.
    if (auto *advice = window.findChild<hexfire::AdviceController *>()) {
        while (advice->threatsPending())
            QApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
    }
    const QImage image = window.grab().toImage();
    if (!image.save(parser.value(o.screenshot)))
        return fail(QStringLiteral("cannot write %1").arg(parser.value(o.screenshot)));
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments << QString::fromLocal8Bit(argv[i]);
    // A first reading before any application exists: the help, the version and a bad option need
    // no display. Qt's own options (-platform, -style ...) are unknown to this parser, so a
    // failure here is only final when no window could start anyway.
    {
        QCommandLineParser early;
        const Options o;
        const TextOptions text = describeCommandLine(early, o);
        const bool parsed = early.parse(arguments);
        if (parsed
            && (early.isSet(text.help) || early.isSet(QStringLiteral("help-all"))
                || early.isSet(text.version) || early.isSet(o.manPage)))
            return printText(argc, argv, early.isSet(o.manPage));
        const bool headless = parsed && early.isSet(o.screenshot);
        if (!findDisplay(headless, arguments)) {
            if (!parsed)
                return usageError(early.errorText() + QStringLiteral(" (see --help)"));
            return fail(QStringLiteral(
                "no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is set). "
                "Start HexFire in a desktop session, use --screenshot OUT.png for a picture, or "
                "hexfire-cli for text."));
        }
    }
    hexfire::registerRuleSets();
    hexfire::ExampleScenarios::setDefaultScenarioName(
        QString::fromLatin1(hexfire::firstStartExample()));
    QApplication app(argc, argv);
    nameApplication();
    // The Wayland app id and the X11 hint that tie the window to its desktop file and icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.hexfire.HexFire"));
    hexfire::installTranslations(app); // View > Language's choice, else the system's

    QCommandLineParser parser;
    const Options o;
    describeCommandLine(parser, o);
    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText() + QStringLiteral(" (see --help)"));

    const bool headless = parser.isSet(o.screenshot);
    hexfire::MainWindow window(!headless);
    QString file = parser.value(o.scenario);
    if (file.isEmpty() && !parser.positionalArguments().isEmpty())
        file = parser.positionalArguments().constFirst();

    if (!headless)
        return runWindow(window, file, parser, o);

    return runScreenshot(window, file, parser, o);
}
