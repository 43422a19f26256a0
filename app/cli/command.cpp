#include "app/cli/command.h"

#include "app/cli/help.h"
#include "app/cli/output.h"

#include <algorithm>
#include <charconv>

namespace hexfire::cli {

bool CliCommand::takes(std::string_view option) const
{
    return std::find(options.begin(), options.end(), option) != options.end();
}

bool CliCall::isSet(std::string_view option) const { return options.find(option) != options.end(); }

std::string CliCall::value(std::string_view option) const
{
    const auto it = options.find(option);
    return it == options.end() || it->second.empty() ? std::string() : it->second.back();
}

std::vector<std::string> CliCall::values(std::string_view option) const
{
    const auto it = options.find(option);
    return it == options.end() ? std::vector<std::string>() : it->second;
}

std::optional<int> CliCall::number(std::string_view option) const
{
    const std::string text = value(option);
    int n = 0;
    const char *begin = text.data() + (text.size() > 1 && text[0] == '+' ? 1 : 0);
    const char *end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(begin, end, n);
    if (text.empty() || ec != std::errc() || ptr != end) {
        usageError("--" + std::string(option) + " expects a whole number, got \"" + text + "\"");
        return std::nullopt;
    }
    return n;
}

int CliCall::usageError(const std::string &problem) const
{
    printErr("hexfire-cli " + std::string(command.name) + ": " + problem + "\n" + usageText(command)
        + "Run \"hexfire-cli help " + std::string(command.name) + "\" for details.");
    return exitUsage;
}

} // namespace hexfire::cli
