#pragma once

#include <QString>
#include <QStringList>

#include <map>
#include <memory>

class QLockFile;

namespace hexfire {

/**
 * Where every running HexFire keeps its autosave, and how the next start tells a crash from a
 * window that is still open: each instance writes its own file (autosave-<time>-<pid>.hexfire.json)
 * and holds a QLockFile beside it for as long as it runs. A clean exit removes both; a process that
 * dies leaves a lock naming a process that no longer runs, which QLockFile reports as stale. Only
 * an autosave whose lock is stale (or missing) is a crashed session's; one whose owner still runs
 * is another window's and is never offered.
 */
class AutosaveStore final {
public:
    /** directory: shared by every instance (created when missing). */
    explicit AutosaveStore(QString directory);
    /** Same as finish(): the autosave of a clean exit is not a crash. */
    ~AutosaveStore();
    AutosaveStore(const AutosaveStore &) = delete;
    AutosaveStore &operator=(const AutosaveStore &) = delete;

    /** QStandardPaths::AppDataLocation/autosaves. */
    static QString defaultDirectory();
    QString directory() const { return m_directory; }

    /** Takes a fresh autosave name for this instance and locks it; false with the reason. */
    bool claim(QString *error = nullptr);
    /** This instance's autosave file (empty before claim). */
    QString path() const { return m_path; }

    /**
     * The autosaves of sessions that died, newest first. This store holds their locks from now
     * on, so a second HexFire starting at the same moment does not offer them too, until
     * discardOrphan, keepAside or releaseOrphans. Stale locks left without an autosave (a
     * session that died before its first autosave) are removed.
     */
    QStringList takeOrphans();
    /** Removes an orphan (restored). */
    void discardOrphan(const QString &orphan);
    /**
     * The player declined to restore an orphan: it stays, locked by this store, until this
     * instance's own autosave holds a game (replaced); when this instance exits first, the next
     * start offers it again. Never deleted unasked.
     */
    void keepUntilReplaced(const QString &orphan);
    /** This instance has just autosaved: the orphan kept by keepUntilReplaced goes. */
    void replaced();
    /**
     * Moves an orphan that could not be restored out of the way, under a name that is never
     * offered again, and returns that name; empty with the reason when it cannot be moved (the
     * file then stays where it was).
     */
    QString keepAside(const QString &orphan, QString *error = nullptr);
    /** Unlocks the orphans still held (but the one kept until replaced): the next start offers
     *  them again. */
    void releaseOrphans();
    /** A clean exit: removes this instance's autosave and its lock. */
    void finish();
    /**
     * An exit that leaves its game for the next start (nobody was there to ask about unsaved
     * work): unlocks and forgets this instance's autosave but keeps the file, which the next
     * start then offers as a crashed session's.
     */
    void keepForRestore();

private:
    QString m_directory;
    QString m_path;
    std::unique_ptr<QLockFile> m_lock;
    std::map<QString, std::unique_ptr<QLockFile>> m_orphans;
    QString m_declined; /**< the orphan kept until replaced (keepUntilReplaced) */
};

} // namespace hexfire
