#pragma once

#include <QMainWindow>

namespace hexfire {

/** The HexFire main window. */
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);
};

} // namespace hexfire
