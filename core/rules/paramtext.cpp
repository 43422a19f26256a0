#include "core/rules/paramtext.h"
#include "core/rules/rulesentence.h"

#include "core/data/datareader.h"
#include "core/error.h"

#include <charconv>
#include <limits>

namespace hexfire {

namespace {

using Parsed = std::variant<ParamValue, std::string>;

std::string_view trimmed(std::string_view s)
{
    constexpr std::string_view space = " \t\r\n\f\v";
    const auto first = s.find_first_not_of(space);
    if (first == std::string_view::npos)
        return {};
    return s.substr(first, s.find_last_not_of(space) - first + 1);
}

/** Lower case for comparing words: ASCII, and the Latin-1 capitals in UTF-8 (C3 80..C3 9E). */
std::string folded(std::string_view s)
{
    std::string out(s);
    for (std::size_t i = 0; i < out.size(); ++i) {
        auto &c = reinterpret_cast<unsigned char &>(out[i]);
        if (c >= 'A' && c <= 'Z') {
            c = static_cast<unsigned char>(c + ('a' - 'A'));
        } else if (c == 0xC3 && i + 1 < out.size()) {
            auto &next = reinterpret_cast<unsigned char &>(out[i + 1]);
            if (next >= 0x80 && next <= 0x9E && next != 0x97) // 0x97 is the multiplication sign
                next = static_cast<unsigned char>(next + 0x20);
            ++i;
        }
    }
    return out;
}

bool sameWord(std::string_view a, std::string_view b) { return folded(a) == folded(b); }

std::string quotedText(std::string_view s) { return "\"" + std::string(s) + "\""; }

/** The parameter's name in the player's language. */
std::string_view labelOf(const ParamSpec &spec) { return translatedRuleText(spec.label); }

std::string rangeText(const ParamSpec &spec)
{
    return std::to_string(spec.minimum) + ".." + std::to_string(spec.maximum);
}

Parsed integerOf(const ParamSpec &spec, std::string_view text)
{
    const std::string expected = paramTextExpected(spec);
    std::string digits(text);
    // The minus sign a word processor or a locale types (U+2212) reads as a hyphen-minus.
    if (digits.rfind("\u2212", 0) == 0)
        digits.replace(0, std::string_view("\u2212").size(), "-");
    bool negative = false;
    std::size_t at = 0;
    if (!digits.empty() && (digits[0] == '+' || digits[0] == '-')) {
        negative = digits[0] == '-';
        at = 1;
    }
    long long magnitude = 0;
    const char *begin = digits.data() + at;
    const char *end = digits.data() + digits.size();
    const auto [ptr, ec] = std::from_chars(begin, end, magnitude);
    const bool allDigits = begin != end && ptr == end && *begin != '-' && *begin != '+';
    if (!allDigits || (ec != std::errc() && ec != std::errc::result_out_of_range))
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1: %2 is not a whole number: expected %3"),
            labelOf(spec), quotedText(text), expected);
    const long long value = negative ? -magnitude : magnitude;
    if (ec == std::errc::result_out_of_range || value < spec.minimum || value > spec.maximum)
        return ruleSentence(HEXFIRE_TEXT("RuleText", "%1: %2 is out of range: expected %3"),
            labelOf(spec), text, expected);
    return ParamValue(static_cast<int>(value));
}

Parsed flagOf(const ParamSpec &spec, std::string_view text)
{
    for (const char *yes : {"yes", "true", "on", "1"}) {
        if (sameWord(text, yes))
            return ParamValue(true);
    }
    for (const char *no : {"no", "false", "off", "0"}) {
        if (sameWord(text, no))
            return ParamValue(false);
    }
    return ruleSentence(HEXFIRE_TEXT("RuleText",
                            "%1: %2 is not yes or no: expected %3 (or true/false, on/off, 1/0)"),
        labelOf(spec), quotedText(text), paramTextExpected(spec));
}

Parsed choiceOf(const ParamSpec &spec, std::string_view text)
{
    for (const ParamChoice &c : spec.choices) {
        if (sameWord(text, c.key) || sameWord(text, c.label))
            return ParamValue(c.key);
    }
    std::vector<std::string_view> keys;
    for (const ParamChoice &c : spec.choices)
        keys.push_back(c.key);
    return ruleSentence(HEXFIRE_TEXT("RuleText", "%1: unknown value %2%3: expected %4"),
        labelOf(spec), quotedText(text), unknownNameHint(text, keys), paramTextExpected(spec));
}

/** Nothing when `id` is a unit's; otherwise why not. */
std::optional<std::string> unitProblem(
    const ParamSpec &spec, std::string_view id, const std::vector<std::string_view> &ids)
{
    for (const std::string_view known : ids) {
        if (known == id)
            return std::nullopt;
    }
    return ruleSentence(HEXFIRE_TEXT("RuleText", "%1: unknown unit %2%3: expected %4"),
        labelOf(spec), quotedText(id), unknownNameHint(id, ids),
        ids.empty() ? ruleSentence(HEXFIRE_TEXT("RuleText", "none")) : listChoices(ids));
}

Parsed unitsOf(const ParamSpec &spec, std::string_view text, const ParamTextContext &context)
{
    if (!context.unitIds)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 names units, which are not typed in here"), labelOf(spec));
    const auto &ids = *context.unitIds;
    if (spec.type == ParamType::Unit) {
        if (auto problem = unitProblem(spec, text, ids))
            return *std::move(problem);
        return ParamValue(UnitId {std::string(text)});
    }
    std::vector<UnitId> units;
    while (!text.empty()) {
        const auto comma = text.find(',');
        const std::string_view id = trimmed(text.substr(0, comma));
        text = comma == std::string_view::npos ? std::string_view() : text.substr(comma + 1);
        if (id.empty())
            continue;
        if (auto problem = unitProblem(spec, id, ids))
            return *std::move(problem);
        units.push_back(UnitId {std::string(id)});
    }
    return ParamValue(std::move(units));
}

Parsed hexOf(const ParamSpec &spec, std::string_view text, const ParamTextContext &context)
{
    if (!context.map)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is a hex, which is not typed in here"), labelOf(spec));
    try {
        return ParamValue(context.map->parse(text));
    } catch (const Error &e) {
        return std::string(labelOf(spec)) + ": " + e.what();
    }
}

/** Hex labels separated by spaces or commas, in order (a path). */
Parsed hexesOf(const ParamSpec &spec, std::string_view text, const ParamTextContext &context)
{
    if (!context.map)
        return ruleSentence(
            HEXFIRE_TEXT("RuleText", "%1 is a list of hexes, which are not typed in here"),
            labelOf(spec));
    std::vector<Hex> hexes;
    while (!text.empty()) {
        const auto gap = text.find_first_of(", ");
        const std::string_view label = trimmed(text.substr(0, gap));
        text = gap == std::string_view::npos ? std::string_view() : text.substr(gap + 1);
        if (label.empty())
            continue;
        try {
            hexes.push_back(context.map->parse(label));
        } catch (const Error &e) {
            return std::string(labelOf(spec)) + ": " + e.what();
        }
    }
    return ParamValue(std::move(hexes));
}

} // namespace

std::string paramTextExpected(const ParamSpec &spec)
{
    switch (spec.type) {
    case ParamType::Integer:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "a whole number %1"), rangeText(spec));
    case ParamType::Flag:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "yes or no"));
    case ParamType::Choice: {
        std::vector<std::string_view> keys;
        for (const ParamChoice &c : spec.choices)
            keys.push_back(c.key);
        return ruleSentence(HEXFIRE_TEXT("RuleText", "one of %1"), listChoices(keys));
    }
    case ParamType::Text:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "text"));
    case ParamType::Hex:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "a hex label"));
    case ParamType::Unit:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "a unit id"));
    case ParamType::UnitList:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "unit ids separated by commas"));
    case ParamType::HexList:
        return ruleSentence(HEXFIRE_TEXT("RuleText", "hex labels separated by spaces"));
    }
    return ruleSentence(HEXFIRE_TEXT("RuleText", "a value"));
}

std::variant<ParamValue, std::string> parseParamText(
    const ParamSpec &spec, std::string_view text, const ParamTextContext &context)
{
    text = trimmed(text);
    switch (spec.type) {
    case ParamType::Integer:
        return integerOf(spec, text);
    case ParamType::Flag:
        return flagOf(spec, text);
    case ParamType::Choice:
        return choiceOf(spec, text);
    case ParamType::Text:
        return ParamValue(std::string(text));
    case ParamType::Hex:
        return hexOf(spec, text, context);
    case ParamType::Unit:
    case ParamType::UnitList:
        return unitsOf(spec, text, context);
    case ParamType::HexList:
        return hexesOf(spec, text, context);
    }
    return ruleSentence(
        HEXFIRE_TEXT("RuleText", "%1 has a type HexFire cannot read from text"), labelOf(spec));
}

} // namespace hexfire
