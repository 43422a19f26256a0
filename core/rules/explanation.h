#pragma once

#include <optional>
#include <string>

namespace hexfire {

/**
 * One numbered line of "why": a modifier, a base value, a table lookup, a threshold test. The UI
 * panel, the CLI text and the CLI JSON all print these lines as they are; nothing re-derives them.
 */
struct ExplanationLine {
    std::string key; /**< stable, e.g. "tlhy.ffar.marker" */
    std::string text; /**< display text, e.g. "SADRM −1 marker: die 9 − 1" */
    std::string value; /**< display value, e.g. "+2", "8", "1.5-1"; may be empty */
    std::optional<int> number; /**< the value as a number when it is one */
    std::string rule; /**< rule reference, e.g. "12.1 step 2", "13.1.3" */
    std::string source; /**< what it comes from: a unit, a marker, a hex ("hex H9") */
    bool assumed = false; /**< rests on a DEFAULT of the rules reference, not a found rule */
    bool notOfficial = false; /**< read from a placeholder table, not the published chart */
    friend bool operator==(const ExplanationLine &, const ExplanationLine &) = default;
};

/** Builds one line; rulesets use it so every line is filled the same way. */
inline ExplanationLine explain(std::string key, std::string text, std::string value,
    std::optional<int> number, std::string rule, std::string source, bool assumed = false)
{
    ExplanationLine l;
    l.key = std::move(key);
    l.text = std::move(text);
    l.value = std::move(value);
    l.number = number;
    l.rule = std::move(rule);
    l.source = std::move(source);
    l.assumed = assumed;
    return l;
}

/** "+2", "0", "-1": how a modifier is written. */
inline std::string signedText(int v) { return v > 0 ? "+" + std::to_string(v) : std::to_string(v); }

/** A DEFAULT assumption in force (REFERENCE.md): shown as "assumed" in the window and the CLI. */
struct Assumption {
    std::string key; /**< "tlhy.cohesion-check" */
    std::string text; /**< what is assumed, in a sentence */
    std::string reference; /**< where the reference discusses it, e.g. "REFERENCE 1.5" */
    friend bool operator==(const Assumption &, const Assumption &) = default;
};

} // namespace hexfire
