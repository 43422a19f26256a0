#include "core/scenario/savefile.h"

#include "core/data/diagnostics.h"

#include <QFile>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QString>

#include <algorithm>
#include <cerrno>
#include <filesystem>
#include <optional>
#include <system_error>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

namespace hexfire {

namespace {

const QLatin1String temporaryInfix(".hexfire-save-");
constexpr int randomChars = 6;

bool isNameChar(QChar c)
{
    const char16_t u = c.unicode();
    return (u >= 'A' && u <= 'Z') || (u >= 'a' && u <= 'z') || (u >= '0' && u <= '9');
}

QString temporaryNameFor(const QString &target)
{
    static constexpr char chars[]
        = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    QString name = target + temporaryInfix;
    for (int i = 0; i < randomChars; ++i)
        name += QLatin1Char(chars[QRandomGenerator::global()->bounded(62)]);
    return name;
}

/** A new temporary file beside target, opened for writing (never one that exists). */
bool openTemporary(QFile &file, const QString &target)
{
    for (int attempt = 0; attempt < 100; ++attempt) {
        file.setFileName(temporaryNameFor(target));
        if (file.open(QIODevice::WriteOnly | QIODevice::NewOnly))
            return true;
        if (!QFileInfo::exists(file.fileName()))
            return false; // not a name clash: the folder refuses
    }
    return false;
}

std::string systemError() { return std::error_code(errno, std::generic_category()).message(); }

/** Writes, flushes and syncs every byte; the reason when one of them did not reach the disk. */
std::optional<std::string> writeAll(QFile &file, std::string_view bytes, const WriteSink &sink)
{
    const auto size = static_cast<qint64>(bytes.size());
    const qint64 written = sink ? sink(file, bytes) : file.write(bytes.data(), size);
    // QFile buffers up to 16 KiB: a small file reaches the disk only here, and a full disk says
    // so only here (Qt 6.4's QSaveFile::commit() missed this error and renamed an empty file).
    if (written != size || !file.flush())
        return file.errorString().toStdString();
#ifdef Q_OS_UNIX
    if (::fsync(file.handle()) != 0)
        return systemError();
#endif
    file.close();
    if (file.error() != QFileDevice::NoError)
        return file.errorString().toStdString();
    // Counted on disk: whatever the writes reported, the file must hold every byte.
    const qint64 onDisk = QFileInfo(file.fileName()).size();
    if (onDisk != size)
        return "only " + std::to_string(onDisk) + " of " + std::to_string(size)
            + " bytes reached the disk";
    return std::nullopt;
}

} // namespace

bool writeFileAtomically(
    const std::string &path, std::string_view bytes, std::string *error, const WriteSink &sink)
{
    const QString target = saveTarget(QString::fromStdString(path));
    const bool existed = QFileInfo::exists(target);
    const auto fail = [&](const std::string &why) {
        if (error)
            *error = "cannot write " + shownText(path, 200) + ": " + why
                + (existed ? "; the previous file is kept" : "; nothing was written");
        return false;
    };
    QFile file;
    if (!openTemporary(file, target))
        return fail(file.errorString().toStdString());
    if (const auto problem = writeAll(file, bytes, sink)) {
        file.close();
        QFile::remove(file.fileName());
        return fail(*problem);
    }
    if (existed)
        QFile::setPermissions(file.fileName(), QFile::permissions(target));
    std::error_code ec;
    std::filesystem::rename(QFile::encodeName(file.fileName()).toStdString(),
        QFile::encodeName(target).toStdString(), ec);
    if (ec) {
        QFile::remove(file.fileName());
        return fail(ec.message());
    }
    return true;
}

QString saveTarget(const QString &path)
{
    const QFileInfo info(path);
    if (!info.isSymLink())
        return info.absoluteFilePath();
    // Through a chain of links to the file at its end (as QSaveFile does); a dangling link
    // names the file it will create.
    const QString canonical = info.canonicalFilePath();
    return canonical.isEmpty() ? info.symLinkTarget() : canonical;
}

bool isTemporarySaveName(const QString &name, const QString &target)
{
    if (name.size() != target.size() + temporaryInfix.size() + randomChars
        || !name.startsWith(target)
        || QStringView(name).mid(target.size(), temporaryInfix.size()) != temporaryInfix)
        return false;
    const QStringView tail = QStringView(name).right(randomChars);
    return std::all_of(tail.begin(), tail.end(), isNameChar);
}

} // namespace hexfire
