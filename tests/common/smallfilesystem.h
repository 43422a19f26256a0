#pragma once

// A filesystem too small for a save, for the tests of saves that must fail whole: a 64 KiB tmpfs
// mounted over a temporary folder (root only; a test skips where mounting is not permitted), and
// a file that fills it.

#include <QByteArray>
#include <QFile>
#include <QString>

#include <cerrno>
#include <cstring>
#include <sys/mount.h>

namespace hexfire::testing {

/** A 64 KiB tmpfs over dir while this lives; mounted() false with error() when not permitted. */
class SmallFilesystem {
public:
    explicit SmallFilesystem(const QString &dir)
        : m_mountPoint(QFile::encodeName(dir))
    {
        if (::mount("tmpfs", m_mountPoint.constData(), "tmpfs", 0, "size=64k") != 0)
            m_error = QString::fromLocal8Bit(std::strerror(errno));
    }
    ~SmallFilesystem()
    {
        if (mounted())
            ::umount2(m_mountPoint.constData(), MNT_DETACH);
    }
    SmallFilesystem(const SmallFilesystem &) = delete;
    SmallFilesystem &operator=(const SmallFilesystem &) = delete;

    bool mounted() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }

    /** Fills the filesystem of dir until a write fails; true when it is full. */
    static bool fillUp(const QString &dir)
    {
        QFile filler(dir + QStringLiteral("/filler"));
        if (!filler.open(QIODevice::WriteOnly))
            return false;
        const QByteArray block(1024, 'f');
        for (int i = 0; i < 1024; ++i) {
            if (filler.write(block) != block.size() || !filler.flush())
                return true;
        }
        return false;
    }

private:
    QByteArray m_mountPoint;
    QString m_error;
};

} // namespace hexfire::testing
