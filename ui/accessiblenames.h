#pragma once

#include <QString>

class QWidget;

namespace hexfire {

/**
 * Gives every widget under root that takes the keyboard and has no name a screen reader's name:
 * a button without text its tooltip, anything else the panel it is in and what it is ("Timeline:
 * list of steps" reads better than nothing). Names set by hand are kept.
 */
void nameForScreenReaders(QWidget *root, const QString &context);

} // namespace hexfire
