#pragma once

#include <optional>
#include <string>

namespace hexfire {

/**
 * One numbered line of "why": a modifier, a base value, a table lookup, a threshold test. The UI
 * panel, the CLI text and the CLI JSON all print these lines as they are; nothing re-derives them.
 */
struct ExplanationLine {
    std::string key; /**< stable, e.g. "fire.marker" */
    std::string text; /**< display text, e.g. "fire marker −1: die 9 − 1" */
    std::string value; /**< display value, e.g. "+2", "8", "1.5-1"; may be empty */
    std::optional<int> number; /**< the value as a number when it is one */
    std::string rule; /**< the rule book's section ("12.1 step 2") or, for an assumption,
                           HexFire's docs/rules.md entry */
    std::string source; /**< what it comes from: a unit, a marker, a hex ("hex H9") */
    bool assumed = false; /**< rests on an assumption HexFire makes, not a published rule */
    bool notOfficial = false; /**< read from a placeholder table, not the published chart */
    friend bool operator==(const ExplanationLine &, const ExplanationLine &) = default;
};

/** Builds one line; rulesets use it so every line is filled the same way. */
inline ExplanationLine explain(std::string key, std::string text, std::string value,
    std::optional<int> number, std::string rule, std::string source, bool assumed = false,
    bool notOfficial = false)
{
    ExplanationLine l;
    l.key = std::move(key);
    l.text = std::move(text);
    l.value = std::move(value);
    l.number = number;
    l.rule = std::move(rule);
    l.source = std::move(source);
    l.assumed = assumed;
    l.notOfficial = notOfficial;
    return l;
}

/** "+2", "0", "-1": how a modifier is written. */
inline std::string signedText(int v) { return v > 0 ? "+" + std::to_string(v) : std::to_string(v); }

/** An assumption in force where the rules are silent: shown as "assumed" in the window and CLI. */
struct Assumption {
    std::string key; /**< stable, e.g. "check-rule" */
    std::string text; /**< what is assumed, in a sentence */
    std::string reference; /**< where a player reads about it: HexFire's docs/rules.md entry */
    friend bool operator==(const Assumption &, const Assumption &) = default;
};

/** An assumption's short name for a list, "Scatter die": the title of its docs/rules.md entry
    (the reference after "docs/rules.md: "), else the whole reference. */
inline std::string assumptionName(const Assumption &a)
{
    const std::string docs = "docs/rules.md: ";
    if (a.reference.rfind(docs, 0) == 0 && a.reference.size() > docs.size())
        return a.reference.substr(docs.size());
    return a.reference.empty() ? a.text : a.reference;
}

} // namespace hexfire
