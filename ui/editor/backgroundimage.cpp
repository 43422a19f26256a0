#include "ui/editor/backgroundimage.h"

#include "core/scenario/scenarioio.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QImageReader>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hexfire {

namespace {

QImage refuse(QString *why, const QString &text)
{
    if (why)
        *why = text;
    return {};
}

QString tooLarge(qint64 bytes)
{
    return QCoreApplication::translate("BackgroundImage", "is %1 bytes: expected at most %2")
        .arg(bytes)
        .arg(maxBackgroundImageBytes);
}

} // namespace

QImage readBackgroundImage(const QString &path, QString *why)
{
    // Checked before opening: opening a named pipe or a terminal waits for the other end.
    const QFileInfo info(path);
    if (!info.exists())
        return refuse(why, QCoreApplication::translate("BackgroundImage", "is missing"));
    if (!info.isFile()) {
        const auto what = notARegularFile(QFile::encodeName(path).toStdString());
        return refuse(why, QString::fromStdString(what.value_or("is not a regular file")));
    }
    if (info.size() > maxBackgroundImageBytes)
        return refuse(why, tooLarge(info.size()));
    // O_NONBLOCK: should the file have been replaced by a pipe since, open() still returns, and
    // fstat() of what was opened has the last word.
    const int fd = ::open(QFile::encodeName(path).constData(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
    if (fd < 0)
        return refuse(why, QCoreApplication::translate("BackgroundImage", "cannot be read"));
    struct stat st { };
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return refuse(why, QCoreApplication::translate("BackgroundImage", "is not a regular file"));
    }
    QFile file;
    if (!file.open(fd, QIODevice::ReadOnly, QFileDevice::AutoCloseHandle)) {
        ::close(fd);
        return refuse(why, QCoreApplication::translate("BackgroundImage", "cannot be read"));
    }
    QByteArray bytes = file.read(maxBackgroundImageBytes + 1);
    if (bytes.size() > maxBackgroundImageBytes)
        return refuse(why, tooLarge(bytes.size()));
    QBuffer buffer(&bytes);
    QImageReader reader(&buffer); // its allocation limit (256 MB) bounds the decoded pixels
    QImage image = reader.read();
    if (image.isNull())
        return refuse(why,
            QCoreApplication::translate("BackgroundImage", "is not an image HexFire can read (%1)")
                .arg(reader.errorString()));
    return image;
}

} // namespace hexfire
