#pragma once

// A rule system's shipped chart file (resources/rulesets/<folder>/tables.json) as the options of
// a scenario that brings its own charts: the same values with "notOfficial" false, as a player
// who typed in the published charts would have it.

#include <QFile>

#include <string>

namespace hexfire::testing {

/** {"tables": ...} with the shipped file's values marked official; empty when it cannot be read
    or has no "notOfficial": true to change. */
inline std::string shippedTablesAsOfficial(const char *folder)
{
    QFile file(QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/rulesets/%1/tables.json")
                   .arg(QLatin1String(folder)));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    std::string tables = file.readAll().toStdString();
    const std::string placeholder = "\"notOfficial\": true";
    const auto at = tables.find(placeholder);
    if (at == std::string::npos)
        return {};
    tables.replace(at, placeholder.size(), "\"notOfficial\": false");
    return "{\"tables\": " + tables + "}";
}

} // namespace hexfire::testing
