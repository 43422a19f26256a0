#pragma once

#include "core/rules/ruletext.h"

#include <concepts>
#include <initializer_list>
#include <string>
#include <string_view>

namespace hexfire {

/**
 * Sentences a rule system composes at run time (a refusal's reason, an explanation line, an
 * effect) in the player's language, with core free of Qt. A sentence is written as a pattern with
 * numbered places, marked like every other rule text:
 *
 *     ruleSentence(HEXFIRE_TEXT("RuleText", "%1 is %2 hexes away, beyond its range"), u.name, d)
 *
 * lupdate finds the pattern under "RuleText" (core/rules/ruletext.h), so a translator sees
 * "%1 is %2 hexes away…" and may move the places ("%1 ist %2 Felder entfernt…"). At run time the
 * pattern goes through the translator the program installed (setRuleTranslator), then %1…%9 are
 * filled. Without one (hexfire-cli, the tests) the sentence is the English, exactly as the pattern
 * filled in.
 */
using RuleTranslator = std::string_view (*)(std::string_view english);

/**
 * Installs the translator of rule text for the whole program: english in, its translation out
 * (or english when there is none). The window installs one at start when the player's language
 * is not English; nullptr uninstalls. Set it before any thread evaluates; the function must be
 * safe to call from several threads at once and must return a view that stays valid.
 */
void setRuleTranslator(RuleTranslator translator);

/** The translator installed (setRuleTranslator); nullptr: English. */
RuleTranslator currentRuleTranslator();

/** A name or sentence without places, in the player's language (the English when none). */
std::string_view translatedRuleText(std::string_view english);

/** pattern translated, its places %1…%9 filled from args (an arg is never translated here). */
std::string fillRuleSentence(
    std::string_view pattern, std::initializer_list<std::string_view> args);

namespace detail {
inline std::string_view sentenceArg(std::string_view s) { return s; }
inline std::string_view sentenceArg(const std::string &s) { return s; }
inline std::string_view sentenceArg(const char *s) { return s; }
template <std::integral T>
requires(!std::same_as<T, bool> && !std::same_as<T, char>) std::string sentenceArg(T n)
{
    return std::to_string(n);
}
/** Keeps a converted number alive for the call. */
template <class T> decltype(auto) keep(T &&v) { return sentenceArg(std::forward<T>(v)); }
} // namespace detail

/**
 * A sentence composed from a marked pattern and its places: strings as they are, integers
 * written in digits. See the comment at the top of this file.
 */
template <class... Args> std::string ruleSentence(std::string_view pattern, const Args &...args)
{
    return [&](const auto &...kept) {
        return fillRuleSentence(pattern, {std::string_view(kept)...});
    }(detail::keep(args)...);
}

} // namespace hexfire
