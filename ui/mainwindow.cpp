#include "ui/mainwindow.h"

namespace hexfire {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent)
{
    setWindowTitle(tr("HexFire"));
    resize(1280, 800);
}

} // namespace hexfire
