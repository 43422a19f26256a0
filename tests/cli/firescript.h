#pragma once

// A long script of fire at one hex, for the tests and benchmarks of long games (tst_replayscale,
// bench_seek).

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QString>

namespace hexfire::testing {

/**
 * The bundled TLHY example with its platoon grown by `firers` copies of the 2nd Squad in K8: the
 * platoon activates, then `steps` of the copies fire at H9 in turn (one action a unit a turn), each
 * leaving one more marker on the hex.
 */
inline bool writeFireScript(const QString &path, int steps, int firers)
{
    QFile in(
        QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/tlhy-21-8-3-assault-hex.json"));
    if (!in.open(QIODevice::ReadOnly) || steps > firers)
        return false;
    QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
    const QJsonArray bundled = doc[QStringLiteral("script")].toArray();
    QJsonArray units = doc[QStringLiteral("units")].toArray();
    QJsonObject squad;
    for (const QJsonValue &u : units) {
        if (u.toObject()[QStringLiteral("id")].toString() == QLatin1String("ger-2nd-squad"))
            squad = u.toObject();
    }
    for (int i = 0; i < firers; ++i) {
        squad[QStringLiteral("id")] = QStringLiteral("ger-firer-%1").arg(i + 1);
        squad[QStringLiteral("name")] = QStringLiteral("Firer %1").arg(i + 1);
        units.append(squad);
    }
    doc[QStringLiteral("units")] = units;
    QJsonArray script {bundled.at(0)}; // the platoon activates
    QJsonObject step = bundled.at(1).toObject(); // the 2nd Squad fires at H9
    step[QStringLiteral("narration")] = QString();
    for (int i = 0; i < steps; ++i) {
        step[QStringLiteral("title")] = QStringLiteral("Fire %1").arg(i + 1);
        step[QStringLiteral("actors")] = QJsonArray {QStringLiteral("ger-firer-%1").arg(i + 1)};
        script.append(step);
    }
    doc[QStringLiteral("script")] = script;
    QFile out(path);
    return out.open(QIODevice::WriteOnly) && out.write(QJsonDocument(doc).toJson()) > 0;
}

} // namespace hexfire::testing
