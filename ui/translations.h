#pragma once

#include <QList>
#include <QLocale>
#include <QString>

class QCoreApplication;

namespace hexfire {

/** A language the window is bundled with. */
struct Language {
    QString code; /**< "de": the translation is :/i18n/hexfire_de.qm */
    QString name; /**< in its own words: "Deutsch" */
};

/** English and every translation built into the program (:/i18n/hexfire_*.qm), by code. */
QList<Language> availableLanguages();

/**
 * The locale the window speaks: View > Language's choice (Settings::language) when one was made,
 * else the system's (QLocale()).
 */
QLocale chosenLocale();

/**
 * Installs into app the translators for chosenLocale(): HexFire's own (from :/i18n; English has
 * one too, for its plurals) and, when the system has it, Qt's own (qtbase_*.qm from Qt's
 * translations folder: the standard buttons of dialogs). Call once, before the window is made;
 * the translators live as long as app. Returns the locale's language code ("de", "en").
 */
QString installTranslations(QCoreApplication &app);

} // namespace hexfire
