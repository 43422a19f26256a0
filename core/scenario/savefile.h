#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

class QIODevice;
class QString;

namespace hexfire {

/**
 * Puts bytes into the open temporary file and returns how many it put there (-1 on an error),
 * as QIODevice::write does. The default is QIODevice::write; tests inject one that fails.
 */
using WriteSink = std::function<std::int64_t(QIODevice &file, std::string_view bytes)>;

/**
 * Writes bytes to path so that the file is either the previous one or exactly the new bytes:
 * into "<path>.hexfire-save-XXXXXX" beside it, flushed and synced with every error checked, its
 * size on disk compared with the bytes, and only then renamed over path. Any failure removes the
 * temporary file, keeps the previous file and returns false with
 * "cannot write PATH: REASON; the previous file is kept" (or "; nothing was written").
 */
bool writeFileAtomically(const std::string &path, std::string_view bytes, std::string *error,
    const WriteSink &sink = {});

/**
 * The file a save of path replaces: path itself (absolute), or through a symbolic link the file
 * it leads to, never the link. Temporary files lie beside it.
 */
QString saveTarget(const QString &path);

/** Whether name is one of writeFileAtomically's temporary files for the file named target. */
bool isTemporarySaveName(const QString &name, const QString &target);

} // namespace hexfire
