// Preloaded into the real `hexfire` (LD_PRELOAD) by tst_filewindow: plays the player who presses
// OK. Every modal dialog the program opens is closed with its OK button (or Escape) and its title
// printed to stderr ("closed: TITLE"); a second after the last one, with none open, every window
// is closed as from File > Quit and the program ends as it would. Nothing of it is in the program.
#include <QApplication>
#include <QCoreApplication>
#include <QDialog>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>
#include <QWidget>

#include <cstdio>
#include <memory>

namespace {

void closeModalDialogs()
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return;
    auto *timer = new QTimer(qApp);
    auto idle = std::make_shared<int>(0);
    QObject::connect(timer, &QTimer::timeout, qApp, [idle] {
        if (QWidget *modal = QApplication::activeModalWidget()) {
            *idle = 0;
            std::fprintf(stderr, "closed: %s\n", qPrintable(modal->windowTitle()));
            std::fflush(stderr);
            auto *box = qobject_cast<QMessageBox *>(modal);
            if (box && box->button(QMessageBox::Ok))
                box->button(QMessageBox::Ok)->click();
            else if (auto *dialog = qobject_cast<QDialog *>(modal))
                dialog->reject();
            else
                modal->close();
            return;
        }
        if (++*idle == 10) // a second with nothing to answer: the player quits
            QApplication::closeAllWindows();
    });
    timer->start(100);
}

} // namespace

Q_COREAPP_STARTUP_FUNCTION(closeModalDialogs)
