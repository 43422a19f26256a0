#include "ui/settings.h"

namespace hexfire {

void Settings::addRecentFile(const QString &path)
{
    QStringList files = recentFiles.get();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > maxRecentFiles)
        files.removeLast();
    recentFiles.set(files);
}

} // namespace hexfire
