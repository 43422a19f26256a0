#include "app/cli.h"

#include "hexfire_version.h"

#include "app/cli/command.h"
#include "app/cli/help.h"
#include "app/cli/output.h"

#include "core/data/datareader.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <iostream>
#include <optional>
#include <string>
#include <vector>

namespace hexfire {

namespace {

using namespace cli;

QString qs(std::string_view s) { return QString::fromUtf8(s.data(), qsizetype(s.size())); }

/** One parser that knows every option of the table (so the command is found wherever the options
 *  stand and an option a command does not take can be named), plus --help and --version. */
struct CommandLine {
    QCommandLineParser parser;
    std::vector<QCommandLineOption> options; /**< cliOptions(), in order */
    QCommandLineOption help {{QStringLiteral("h"), QStringLiteral("help"), QStringLiteral("?")}};
    QCommandLineOption version {{QStringLiteral("v"), QStringLiteral("version")}};
    /** Prints the manual page (roff) from the same table: the build installs it as
     *  hexfire-cli(6). Hidden: it is for the build, not for players. */
    QCommandLineOption manPage {QStringLiteral("man-page")};

    CommandLine()
    {
        for (const CliOption &o : cliOptions()) {
            if (o.valueName.empty())
                options.emplace_back(qs(o.name), qs(o.help));
            else
                options.emplace_back(qs(o.name), qs(o.help), qs(o.valueName));
            parser.addOption(options.back());
        }
        parser.addOption(help);
        parser.addOption(version);
        manPage.setFlags(QCommandLineOption::HiddenFromHelp);
        parser.addOption(manPage);
    }
};

int unknownCommand(const std::string &name)
{
    std::vector<std::string_view> names;
    for (const CliCommand &c : cliCommands())
        names.push_back(c.name);
    printErr("hexfire-cli: unknown command \"" + name + "\"" + unknownNameHint(name, names)
        + ": expected " + commandNames() + " (see --help)");
    return exitUsage;
}

/** The call for `command`, or the usage error for an option it does not take. */
std::optional<CliCall> callOf(const CliCommand &command, CommandLine &line, QStringList args)
{
    CliCall call {command, {}, {}};
    for (const QString &a : args)
        call.args.push_back(a.toStdString());
    for (const QCommandLineOption *textOnly : {&line.version, &line.manPage}) {
        if (line.parser.isSet(*textOnly)) {
            call.usageError("--" + textOnly->names().constLast().toStdString()
                + " is not an option of this command");
            return std::nullopt;
        }
    }
    const auto &options = cliOptions();
    for (std::size_t i = 0; i < options.size(); ++i) {
        if (!line.parser.isSet(line.options[i]))
            continue;
        const std::string name(options[i].name);
        if (!command.takes(name)) {
            call.usageError("--" + name + " is not an option of this command");
            return std::nullopt;
        }
        auto &values = call.options[name];
        for (const QString &v : line.parser.values(line.options[i]))
            values.push_back(v.toStdString());
        if (values.empty())
            values.emplace_back(); // a switch
    }
    return call;
}

int dispatch(const QStringList &arguments)
{
    CommandLine line;
    const bool parsed = line.parser.parse(arguments);
    QStringList positional = line.parser.positionalArguments();
    const CliCommand *command
        = positional.isEmpty() ? nullptr : findCommand(positional.first().toStdString());
    if (!parsed) {
        const std::string error = line.parser.errorText().toStdString();
        if (command)
            return CliCall {*command, {}, {}}.usageError(error);
        printErr("hexfire-cli: " + error + " (see --help)");
        return exitUsage;
    }
    if (positional.isEmpty()) {
        if (line.parser.isSet(line.help)) {
            printOverview();
            return exitOk;
        }
        if (line.parser.isSet(line.version)) {
            std::cout << "hexfire-cli " << HEXFIRE_VERSION << "\n";
            return exitOk;
        }
        if (line.parser.isSet(line.manPage)) {
            std::cout << manPage(HEXFIRE_VERSION).roff();
            return exitOk;
        }
        printErr("hexfire-cli: expected a command: " + commandNames() + " (see --help)");
        return exitUsage;
    }
    if (!command)
        return unknownCommand(positional.first().toStdString());
    positional.removeFirst();
    if (line.parser.isSet(line.help)) {
        printCommandHelp(*command);
        return exitOk;
    }
    const std::optional<CliCall> call = callOf(*command, line, positional);
    return call ? command->run(*call) : exitUsage;
}

} // namespace

int runCli(int argc, char *argv[])
{
    const EscapedOutput escapedOut(std::cout);
    const EscapedOutput escapedErr(std::cerr);
    // The arguments come from argv, not from the application: a caller that runs the commands in
    // its own process (a test) already has a QCoreApplication, and then none is created here.
    QStringList arguments;
    for (int i = 0; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    std::optional<QCoreApplication> app;
    if (!QCoreApplication::instance()) {
        app.emplace(argc, argv);
        QCoreApplication::setApplicationName(QStringLiteral("hexfire-cli"));
        QCoreApplication::setApplicationVersion(QStringLiteral(HEXFIRE_VERSION));
    }
    try {
        return dispatch(arguments);
    } catch (const std::exception &e) {
        // A bug, not bad input: bad input is reported as diagnostics. Still never crash.
        printErr(std::string("hexfire-cli: internal error: ") + e.what());
        return exitInvalid;
    }
}

} // namespace hexfire
