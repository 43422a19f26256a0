#include "ui/shortcuts.h"

namespace hexfire {

QList<QKeySequence> standardShortcuts(
    QKeySequence::StandardKey key, const QList<QKeySequence> &also)
{
    QList<QKeySequence> out;
    for (const QList<QKeySequence> &list : {QKeySequence::keyBindings(key), also}) {
        for (const QKeySequence &sequence : list) {
            if (!sequence.isEmpty() && !out.contains(sequence))
                out << sequence;
        }
    }
    return out;
}

} // namespace hexfire
