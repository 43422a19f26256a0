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

std::string_view translatedRuleText(std::string_view english)
{
    const RuleTranslator translator = installed().load(std::memory_order_relaxed);
    return translator ? translator(english) : english;
}

std::string fillRuleSentence(std::string_view pattern, std::initializer_list<std::string_view> args)
{
    const std::string_view text = translatedRuleText(pattern);
    std::string out;
    out.reserve(text.size() + 16 * args.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(text[i + 1] - '1');
            if (n < args.size()) {
                out += *(args.begin() + n);
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

} // namespace hexfire
