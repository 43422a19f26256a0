#include "hexfire_version.h"
#include "ui/mainwindow.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("HexFire"));
    QCoreApplication::setApplicationName(QStringLiteral("HexFire"));
    QCoreApplication::setApplicationVersion(QStringLiteral(HEXFIRE_VERSION));
    hexfire::MainWindow window;
    window.show();
    return QApplication::exec();
}
