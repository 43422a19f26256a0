#include "hexfire_version.h"

#include "core/scenario/scenarioio.h"
#include "ui/examplescenarios.h"
#include "ui/gamesession.h"
#include "ui/mainwindow.h"
#include "ui/map/mapview.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QLocale>
#include <QTimer>
#include <QTranslator>

#include <cstdio>

namespace {

int fail(const QString &message)
{
    std::fprintf(stderr, "hexfire: %s\n", qPrintable(message));
    return 1;
}

std::optional<hexfire::MapScene::Mode> parseMode(const QString &text)
{
    using Mode = hexfire::MapScene::Mode;
    const QString m = text.toLower();
    if (m == QLatin1String("select"))
        return Mode::Select;
    if (m == QLatin1String("fire") || m == QLatin1String("small-arms-fire"))
        return Mode::SmallArmsFire;
    if (m == QLatin1String("mortar") || m == QLatin1String("mortar-call"))
        return Mode::MortarCall;
    if (m == QLatin1String("assault"))
        return Mode::Assault;
    return std::nullopt;
}

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("HexFire"));
    QCoreApplication::setApplicationName(QStringLiteral("HexFire"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEXFIRE_VERSION));
    QTranslator translator;
    if (translator.load(
            QLocale(), QStringLiteral("hexfire"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(&translator);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("HexFire: a hex-map wargame assistant.\n"
                       "With --screenshot, renders the window to an image and exits (works with "
                       "QT_QPA_PLATFORM=offscreen)."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption scenario({QStringLiteral("scenario")},
        QStringLiteral("Open this scenario or saved game."), QStringLiteral("FILE"));
    const QCommandLineOption screenshot({QStringLiteral("screenshot")},
        QStringLiteral("Render the window to this PNG file and exit."), QStringLiteral("OUT.png"));
    const QCommandLineOption step({QStringLiteral("step")},
        QStringLiteral("Go to timeline step N first (plays the scenario's script up to N)."),
        QStringLiteral("N"));
    const QCommandLineOption select({QStringLiteral("select")},
        QStringLiteral("Select this unit (its id in the scenario)."), QStringLiteral("UNIT"));
    const QCommandLineOption target({QStringLiteral("target")},
        QStringLiteral("Point at this hex (its label, e.g. H9), as when hovering it."),
        QStringLiteral("HEX"));
    const QCommandLineOption mode({QStringLiteral("mode")},
        QStringLiteral(
            "Action mode: select, fire, mortar or assault (default: fire when --target is given)."),
        QStringLiteral("MODE"));
    const QCommandLineOption size({QStringLiteral("size")},
        QStringLiteral("Window size for the screenshot (default 1600x1000)."),
        QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    const QCommandLineOption markerValue({QStringLiteral("marker-value")},
        QStringLiteral("SADRM value for small-arms fire (default 0)."), QStringLiteral("V"));
    const QCommandLineOption mortarValue({QStringLiteral("mortar-value")},
        QStringLiteral("Mortar value (MV) for a mortar call (default 0)."), QStringLiteral("MV"));
    parser.addOptions(
        {scenario, screenshot, step, select, target, mode, size, markerValue, mortarValue});
    parser.addPositionalArgument(QStringLiteral("file"),
        QStringLiteral("A scenario or saved game to open."), QStringLiteral("[file]"));
    parser.process(app);

    const bool headless = parser.isSet(screenshot);
    hexfire::MainWindow window(!headless);
    QString file = parser.value(scenario);
    if (file.isEmpty() && !parser.positionalArguments().isEmpty())
        file = parser.positionalArguments().constFirst();

    if (!headless) {
        window.show();
        QTimer::singleShot(0, &window, [&window, file] { window.openStartupGame(file); });
        return QApplication::exec();
    }

    // Headless screenshot.
    if (file.isEmpty())
        file = hexfire::ExampleScenarios::defaultScenario();
    QString error;
    if (file.isEmpty() || !window.openFile(file, &error))
        return fail(QStringLiteral("cannot open %1\n%2").arg(file, error));
    const QStringList wh = parser.value(size).split(QLatin1Char('x'));
    if (wh.size() != 2 || wh[0].toInt() <= 0 || wh[1].toInt() <= 0)
        return fail(QStringLiteral("--size expects WxH, e.g. 1600x1000"));
    window.resize(wh[0].toInt(), wh[1].toInt());
    window.show();
    QApplication::processEvents();
    window.focusOnAction();
    hexfire::GameSession *session = window.session();
    if (parser.isSet(step) && !session->goTo(parser.value(step).toInt(), &error))
        return fail(QStringLiteral("--step %1: %2").arg(parser.value(step), error));
    if (parser.isSet(markerValue))
        window.setMarkerValue(parser.value(markerValue).toInt());
    if (parser.isSet(mortarValue))
        window.setMortarValue(parser.value(mortarValue).toInt());
    if (parser.isSet(select)) {
        const hexfire::UnitId id {parser.value(select).toStdString()};
        if (!session->state().findUnit(id))
            return fail(
                QStringLiteral("--select: no unit %1 in the scenario").arg(parser.value(select)));
        window.selectUnit(id);
    }
    std::optional<hexfire::MapScene::Mode> chosen;
    if (parser.isSet(mode)) {
        chosen = parseMode(parser.value(mode));
        if (!chosen)
            return fail(QStringLiteral("--mode expects select, fire, mortar or assault"));
    } else if (parser.isSet(target)) {
        chosen = hexfire::MapScene::Mode::SmallArmsFire;
    }
    if (chosen)
        window.setMode(*chosen);
    if (parser.isSet(target)) {
        const auto hex
            = session->state().map().coordinates().tryParse(parser.value(target).toStdString());
        if (!hex || !session->state().map().contains(*hex))
            return fail(
                QStringLiteral("--target: %1 is not a hex of this map").arg(parser.value(target)));
        window.scene()->hoverHex(*hex);
    }
    QApplication::processEvents();
    const QImage image = window.grab().toImage();
    if (!image.save(parser.value(screenshot)))
        return fail(QStringLiteral("cannot write %1").arg(parser.value(screenshot)));
    return 0;
}
