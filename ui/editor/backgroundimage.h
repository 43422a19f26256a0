#pragma once

#include <QImage>
#include <QString>

namespace hexfire {

/** The largest background image file the editor reads (a scan of a map sheet is far smaller). */
inline constexpr qint64 maxBackgroundImageBytes = 64LL * 1024 * 1024;

/**
 * The image in the file at `path`, or a null image and, in `why`, what is wrong with the file
 * ("is missing", "is not a regular file (a named pipe)", "is 70000000 bytes"...). Only a regular
 * file of at most maxBackgroundImageBytes is opened, and it is opened without waiting: a named
 * pipe or a terminal named as the image never blocks the window.
 */
QImage readBackgroundImage(const QString &path, QString *why);

} // namespace hexfire
