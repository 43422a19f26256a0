#pragma once

#include <QByteArray>
#include <QSettings>
#include <QString>
#include <QStringList>

namespace hexfire {

/**
 * One setting, declared once with its key and default (after Tiled's SessionOption): read and
 * written through a typed accessor, never through scattered string keys.
 */
template <typename T> class SettingOption final {
public:
    constexpr SettingOption(const char *key, T defaultValue)
        : m_key(key)
        , m_default(std::move(defaultValue))
    { }
    T get() const
    {
        return QSettings()
            .value(QLatin1String(m_key), QVariant::fromValue(m_default))
            .template value<T>();
    }
    void set(const T &value) const
    {
        QSettings().setValue(QLatin1String(m_key), QVariant::fromValue(value));
    }
    void reset() const { QSettings().remove(QLatin1String(m_key)); }
    const char *key() const { return m_key; }
    const T &defaultValue() const { return m_default; }

private:
    const char *m_key;
    T m_default;
};

/** Every setting HexFire keeps (QSettings, organisation "HexFire"). */
struct Settings {
    /** Type in faces of real dice instead of rolling HexFire's seeded dice. */
    static inline const SettingOption<bool> physicalDice {"dice/physical", false};
    /** Short fade/flash when effects change counters. */
    static inline const SettingOption<bool> animations {"view/animations", true};
    /** Shade what the selected unit can see. */
    static inline const SettingOption<bool> showVisibility {"view/visibility", true};
    /** Draw the selected unit's front, flank and rear hexsides. */
    static inline const SettingOption<bool> showFacingArcs {"view/facingArcs", true};
    /** Text size against the system's, in percent; 0 follows the screen (see textScaleFor). */
    static inline const SettingOption<int> textPercent {"view/textPercent", 0};
    /** Dark panels and surroundings for a dim room; the map keeps its printed colours. */
    static inline const SettingOption<bool> darkTheme {"view/darkTheme", false};
    /** The window's language ("de", "en"); empty follows the system's (see ui/translations.h). */
    static inline const SettingOption<QString> language {"view/language", {}};
    static inline const SettingOption<QStringList> recentFiles {"files/recent", {}};
    static inline const SettingOption<QString> lastDirectory {"files/lastDirectory", {}};
    static inline const SettingOption<QByteArray> windowGeometry {"window/geometry", {}};
    static inline const SettingOption<QByteArray> windowState {"window/state", {}};
    /** False until the window has opened once (the first start opens the default scenario). */
    static inline const SettingOption<bool> startedBefore {"session/startedBefore", false};

    static constexpr int maxRecentFiles = 8;
    /** Puts path first in the recent list (deduplicated, at most maxRecentFiles). */
    static void addRecentFile(const QString &path);
};

} // namespace hexfire
