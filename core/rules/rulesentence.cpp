#include "core/rules/rulesentence.h"

#include <atomic>

namespace hexfire {

namespace {
std::atomic<RuleTranslator> &installed()
{
    static std::atomic<RuleTranslator> translator {nullptr};
    return translator;
}
} // namespace

void setRuleTranslator(RuleTranslator translator) { installed().store(translator); }

RuleTranslator currentRuleTranslator() { return installed().load(std::memory_order_relaxed); }

std::string_view translatedRuleText(std::string_view english)
{
    const RuleTranslator translator = currentRuleTranslator();
    return translator ? translator(english) : english;
}

std::string fillRuleSentence(std::string_view pattern, std::initializer_list<std::string_view> args)
{
    const std::string_view text = translatedRuleText(pattern);
    std::string out;
    out.reserve(text.size() + 16 * args.size());
    // Copied a run at a time between the places: every evaluation composes dozens of these (its
    // assumptions, reasons, lines), so a character at a time was most of an evaluation's cost.
    std::size_t from = 0;
    for (std::size_t at = text.find('%'); at != std::string_view::npos;
         at = text.find('%', at + 1)) {
        if (at + 1 >= text.size() || text[at + 1] < '1' || text[at + 1] > '9')
            continue;
        const auto n = static_cast<std::size_t>(text[at + 1] - '1');
        if (n >= args.size())
            continue;
        out.append(text, from, at - from);
        out += *(args.begin() + n);
        from = at + 2;
        ++at;
    }
    out.append(text, from, std::string_view::npos);
    return out;
}

} // namespace hexfire
