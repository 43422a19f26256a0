#include "ui/autosavestore.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QStandardPaths>

#include <algorithm>

namespace hexfire {

namespace {

const QLatin1String prefix("autosave-");
const QLatin1String suffix(".hexfire.json");

QString lockPathOf(const QString &autosave) { return autosave + QStringLiteral(".lock"); }

std::unique_ptr<QLockFile> makeLock(const QString &autosave)
{
    auto lock = std::make_unique<QLockFile>(lockPathOf(autosave));
    // Only a dead owner makes a lock stale: a game may stay open for days, so the lock's age
    // says nothing (QLockFile's default would call any lock older than 30 s stale).
    lock->setStaleLockTime(0);
    return lock;
}

QString stamp()
{
    return QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-hhmmss-zzz"));
}

} // namespace

AutosaveStore::AutosaveStore(QString directory)
    : m_directory(std::move(directory))
{ }

AutosaveStore::~AutosaveStore() { finish(); }

QString AutosaveStore::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/autosaves");
}

bool AutosaveStore::claim(QString *error)
{
    if (m_lock)
        return true;
    if (!QDir().mkpath(m_directory)) {
        if (error)
            *error = QCoreApplication::translate("AutosaveStore", "Cannot create the folder %1.")
                         .arg(QDir::toNativeSeparators(m_directory));
        return false;
    }
    const QString path = QDir(m_directory)
                             .filePath(prefix + stamp() + QLatin1Char('-')
                                 + QString::number(QCoreApplication::applicationPid()) + suffix);
    auto lock = makeLock(path);
    if (!lock->tryLock(0)) {
        if (error)
            *error = QCoreApplication::translate("AutosaveStore", "Cannot lock %1.")
                         .arg(QDir::toNativeSeparators(lockPathOf(path)));
        return false;
    }
    m_path = path;
    m_lock = std::move(lock);
    return true;
}

/** Removes the locks of dead sessions that never autosaved (QLockFile removes a stale lock). */
static void removeLocksWithoutAutosave(const QString &directory, const QString &own)
{
    const QStringList locks = QDir(directory).entryList(
        {prefix + QLatin1Char('*') + suffix + QStringLiteral(".lock")}, QDir::Files);
    for (const QString &name : locks) {
        const QString autosave = QDir(directory).absoluteFilePath(name.chopped(5));
        if (QFileInfo::exists(autosave) || autosave == QFileInfo(own).absoluteFilePath())
            continue;
        auto lock = makeLock(autosave);
        // A live owner keeps its lock; a dead one's is stale: taken, then released and removed.
        if (lock->tryLock(0))
            lock->unlock();
    }
}

QStringList AutosaveStore::takeOrphans()
{
    removeLocksWithoutAutosave(m_directory, m_path);
    const QFileInfoList files
        = QDir(m_directory)
              .entryInfoList({prefix + QLatin1Char('*') + suffix}, QDir::Files, QDir::Time);
    QStringList orphans;
    for (const QFileInfo &file : files) {
        const QString path = file.absoluteFilePath();
        if (path == QFileInfo(m_path).absoluteFilePath() || m_orphans.count(path))
            continue;
        // Locking succeeds only when nobody holds the lock: its owner exited (and then the
        // autosave is gone too) or died.
        auto lock = makeLock(path);
        if (!lock->tryLock(0))
            continue;
        if (!QFileInfo::exists(path)) // its owner exited cleanly just now
            continue;
        orphans << path;
        m_orphans.emplace(path, std::move(lock));
    }
    return orphans; // QDir::Time: newest first
}

void AutosaveStore::discardOrphan(const QString &orphan)
{
    QFile::remove(orphan);
    m_orphans.erase(orphan); // unlocks and removes the lock file
}

QString AutosaveStore::keepAside(const QString &orphan, QString *error)
{
    const QString kept
        = QDir(m_directory).filePath(QStringLiteral("not-restored-") + stamp() + suffix);
    QFile file(orphan);
    if (!file.rename(kept)) {
        if (error)
            *error = file.errorString();
        return {};
    }
    m_orphans.erase(orphan);
    return kept;
}

void AutosaveStore::keepUntilReplaced(const QString &orphan)
{
    if (m_orphans.count(orphan))
        m_declined = orphan;
}

void AutosaveStore::replaced()
{
    if (m_declined.isEmpty())
        return;
    discardOrphan(m_declined);
    m_declined.clear();
}

void AutosaveStore::releaseOrphans()
{
    for (auto it = m_orphans.begin(); it != m_orphans.end();)
        it = it->first == m_declined ? std::next(it) : m_orphans.erase(it);
}

void AutosaveStore::finish()
{
    m_declined.clear(); // offered again at the next start
    releaseOrphans();
    if (!m_lock)
        return;
    // The autosave goes first: a lock without an autosave is never mistaken for a crash.
    QFile::remove(m_path);
    m_lock.reset();
    m_path.clear();
}

void AutosaveStore::keepForRestore()
{
    m_declined.clear();
    releaseOrphans();
    m_lock.reset(); // unlocks and removes the lock file; the autosave stays
    m_path.clear();
}

} // namespace hexfire
