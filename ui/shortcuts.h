#pragma once

#include <QKeySequence>
#include <QList>

namespace hexfire {

/**
 * The platform's bindings of a standard key, then the given ones it lacks, each sequence once.
 * An action that lists a sequence twice registers it twice, and Qt then finds the shortcut
 * ambiguous and triggers nothing; a standard key may have no binding at all on a platform
 * (Save As, Quit on some), so the sequences every desktop user expects are added.
 */
QList<QKeySequence> standardShortcuts(
    QKeySequence::StandardKey key, const QList<QKeySequence> &also = {});

} // namespace hexfire
