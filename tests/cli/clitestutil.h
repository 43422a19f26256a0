// Helpers shared by the tests that run hexfire-cli as a process: run it, parse its JSON, and read
// the faces, finals, effects and units of `replay --json` (schema: docs/scenario-format.md).
#pragma once

#include <QFile>
#include <QHash>
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

/** The same with `input` written to its stdin (then closed). */
inline Run runWithInput(const QStringList &args, const QByteArray &input)
{
    QProcess p;
    p.start(cli, args);
    p.write(input);
    p.closeWriteChannel();
    if (!p.waitForFinished(20000))
        qFatal("hexfire-cli did not finish");
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1,
        QString::fromUtf8(p.readAllStandardOutput()), QString::fromUtf8(p.readAllStandardError())};
}

/**
 * `file` (a bundled scenario) saved as a game after its first `steps` script steps, written into
 * `dir`: the position a step is played from, for the commands that read a file where it stands.
 */
inline QString savedAfter(const QString &file, int steps, const QString &dir)
{
    QFile in(scenarios + file);
    if (!in.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file));
    QJsonObject doc = QJsonDocument::fromJson(in.readAll()).object();
    const QJsonArray script = doc["script"].toArray();
    QJsonArray log;
    for (int i = 0; i < steps; ++i) {
        QJsonObject entry = script[i].toObject();
        const QJsonValue dice = entry.take("dice");
        entry["faces"] = dice.isArray() ? dice : QJsonValue(QJsonArray {});
        log.append(entry);
    }
    doc["log"] = log;
    doc["position"] = steps;
    const QString path = dir + "/after-" + QString::number(steps) + "-" + file;
    QFile out(path);
    if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(doc).toJson()) <= 0)
        qFatal("cannot write %s", qPrintable(path));
    return path;
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

/**
 * `replay FILE --json`, up to step `to` (0: all of it), run once per file and step and kept, as
 * several rows read the same replay; empty (and every check after it fails) when it fails.
 */
inline QJsonObject replay(const QString &file, int to = 0)
{
    static QHash<QString, QJsonObject> cache;
    const QString key = file + "#" + QString::number(to);
    if (const auto it = cache.constFind(key); it != cache.constEnd())
        return *it;
    QStringList args {"replay", scenarios + file, "--json"};
    if (to > 0)
        args << "--to" << QString::number(to);
    const Run r = run(args);
    if (r.exitCode != 0) {
        qWarning("replay %s failed: %s", qPrintable(file), qPrintable(r.err));
        return {};
    }
    return cache[key] = json(r);
}

/** A bundled scenario file itself, for what replay does not print (the map, the description). */
inline QJsonObject scenarioFile(const QString &file)
{
    QFile f(scenarios + file);
    if (!f.open(QIODevice::ReadOnly)) {
        qWarning("cannot read %s", qPrintable(file));
        return {};
    }
    return QJsonDocument::fromJson(f.readAll()).object();
}

/** The strings of a JSON array. */
inline QStringList strings(const QJsonArray &a)
{
    QStringList out;
    for (const QJsonValue &v : a)
        out.append(v.toString());
    return out;
}

} // namespace clitest
