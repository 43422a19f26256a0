// Helpers shared by the tests that run hexfire-cli as a process: run it, parse its JSON, and read
// the faces, finals, effects and units of `replay --json` (schema: docs/scenario-format.md).
#pragma once

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QString>
#include <QStringList>
#include <QTest>

namespace clitest {

inline const QString cli = QStringLiteral(HEXFIRE_BINARY_DIR "/app/hexfire-cli");
inline const QString scenarios = QStringLiteral(HEXFIRE_SOURCE_DIR "/resources/scenarios/");
inline const QString fixtures = QStringLiteral(HEXFIRE_SOURCE_DIR "/tests/data/scenarios/");

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

inline Run run(const QStringList &args)
{
    QProcess p;
    p.start(cli, args);
    if (!p.waitForFinished(20000))
        qFatal("hexfire-cli did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
        QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

inline QJsonObject json(const Run &r)
{
    QJsonParseError e;
    const QJsonDocument d = QJsonDocument::fromJson(r.out.toUtf8(), &e);
    if (e.error != QJsonParseError::NoError)
        qFatal("not JSON: %s\n%s", qPrintable(e.errorString()), qPrintable(r.out));
    return d.object();
}

inline QList<int> faces(const QJsonObject &step)
{
    QList<int> out;
    for (const QJsonValue &v : step["rolls"].toArray())
        out.append(v.toObject()["face"].toInt());
    return out;
}

/** The values of the finals with `key` for `subject`, in order. */
inline QList<int> finals(const QJsonObject &step, const QString &key, const QString &subject)
{
    QList<int> out;
    for (const QJsonValue &v : step["finals"].toArray()) {
        const QJsonObject f = v.toObject();
        if (f["key"].toString() == key && f["subject"].toString() == subject)
            out.append(f["value"].toInt());
    }
    return out;
}

/** "unit:effect" for every effect on a unit, in order (markers left out). */
inline QStringList unitEffects(const QJsonObject &step)
{
    QStringList out;
    for (const QJsonValue &v : step["effects"].toArray()) {
        const QJsonObject e = v.toObject();
        if (!e["unit"].isNull()) {
            QString s = e["unit"].toString() + ":" + e["effect"].toString();
            if (e.contains("check"))
                s += e["check"].toObject()["passed"].toBool() ? "(passed)" : "(failed)";
            out.append(s);
        }
    }
    return out;
}

inline QJsonObject unit(const QJsonObject &doc, const QString &id)
{
    for (const QJsonValue &v : doc["units"].toArray()) {
        if (v.toObject()["id"].toString() == id)
            return v.toObject();
    }
    return {};
}

} // namespace clitest
