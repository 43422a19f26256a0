#pragma once

#include <QString>

#include <string_view>

namespace hexfire {

/** Core's text (UTF-8) as a QString: what every panel and controller shows. */
inline QString qs(std::string_view s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

/**
 * A name a rule system publishes (marked HEXFIRE_TEXT in core, see core/rules/ruletext.h) in the
 * player's language: its translation in the context "RuleText", else the English as it is.
 */
QString ruleText(std::string_view text);
/**
 * ruleText() inside a sentence or a list: the English lower-cased ("disrupted, pinned"), a
 * translation as it is (German nouns keep their capitals).
 */
QString ruleTextInSentence(std::string_view text);

/**
 * Text that comes from files (titles, descriptions, names, narration, notes) made fit to show:
 * a file may hold a 64 KiB word, and a widget sized to it widens the whole window.
 */
namespace DisplayText {

/** Longest run of characters without a break opportunity that wrapped text keeps. */
inline constexpr int longestWord = 32;

/**
 * At most maxChars characters of text: a longer one ends in "…" (cut at a character boundary,
 * never inside a surrogate pair).
 */
QString clipped(const QString &text, qsizetype maxChars);

/**
 * text with a zero-width space inside every run of more than longestWord characters without a
 * break opportunity, so a word-wrapped label can break it; clipped to maxChars first.
 */
QString wrappable(const QString &text, qsizetype maxChars);

/** A single line: line breaks become spaces, clipped to maxChars. */
QString oneLine(const QString &text, qsizetype maxChars);

/**
 * A rule reference in a player's words: a rule book's section as it is; an entry of HexFire's
 * own rules notes ("docs/rules.md: Scatter die", how core cites an assumption) as "HexFire's note
 * on Scatter die" (Help > HexFire's Rules Notes shows it).
 */
QString ruleReference(const QString &rule);
/** The entry of HexFire's rules notes a reference cites, or empty when it cites a rule book. */
QString notesEntry(const QString &rule);

} // namespace DisplayText

} // namespace hexfire
