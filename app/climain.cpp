#include "hexfire_version.h"

#include <QCommandLineParser>
#include <QCoreApplication>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("hexfire-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEXFIRE_VERSION));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "HexFire without a window: validate scenarios, replay rulebook examples, LOS and odds."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.process(app);
    return 0;
}
