#include "ui/translations.h"

#include "core/rules/rulesentence.h"
#include "ui/settings.h"

#include <QCoreApplication>
#include <QDir>
#include <QLibraryInfo>
#include <QTranslator>

#include <functional>
#include <mutex>
#include <string>
#include <unordered_map>

namespace hexfire {

namespace {

const QLatin1String resourceFolder(":/i18n");
const QLatin1String prefix("hexfire_");

/** Looks a sentence up by its view, without building a string for it on every evaluation. */
struct TextHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view> {}(s); }
};

/**
 * Core's translator of rule text (setRuleTranslator): the translation under "RuleText", each
 * text looked up once. Evaluations compose their sentences on the Threats worker too, so the
 * cache is shared under a lock; its entries never move, so the views handed out stay valid.
 */
std::string_view translateRuleText(std::string_view english)
{
    static std::mutex mutex;
    static std::unordered_map<std::string, std::string, TextHash, std::equal_to<>> cache;
    const std::lock_guard lock(mutex);
    auto it = cache.find(english);
    if (it == cache.end()) {
        const std::string source(english); // translate() wants a terminated string
        it = cache
                 .emplace(
                     source, QCoreApplication::translate("RuleText", source.c_str()).toStdString())
                 .first;
    }
    return it->second;
}

} // namespace

QList<Language> availableLanguages()
{
    QList<Language> languages {{QStringLiteral("en"), QStringLiteral("English")}};
    const QStringList files
        = QDir(resourceFolder).entryList({prefix + QLatin1String("*.qm")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        const QString code = file.mid(prefix.size()).chopped(3);
        if (code == QLatin1String("en"))
            continue; // English's file holds its plurals only
        QString name = QLocale(code).nativeLanguageName();
        if (name.isEmpty())
            name = code;
        else
            name[0] = name[0].toUpper();
        languages.append({code, name});
    }
    return languages;
}

QLocale chosenLocale()
{
    const QString code = Settings::language.get();
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

QString installTranslations(QCoreApplication &app)
{
    const QLocale locale = chosenLocale();
    // Dates and numbers the window formats (an autosave's time) follow the chosen language too.
    QLocale::setDefault(locale);
    // A language without a translation gets English's, for English plurals ("%n more").
    auto *own = new QTranslator(&app);
    if (own->load(locale, QStringLiteral("hexfire"), QStringLiteral("_"), resourceFolder)
        || own->load(prefix + QLatin1String("en"), resourceFolder))
        QCoreApplication::installTranslator(own);
    else
        delete own;
    // Qt's own texts (the standard buttons); Debian ships them in qt6-translations-l10n.
    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    const QString code = QLocale::languageToCode(locale.language());
    // The sentences the rule systems compose (reasons, explanations) in the same language.
    setRuleTranslator(code == QLatin1String("en") ? nullptr : &translateRuleText);
    return code;
}

} // namespace hexfire
