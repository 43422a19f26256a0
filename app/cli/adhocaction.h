#pragma once

#include "core/play/game.h"

#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace hexfire::cli {

/** What the command line says about an action that is not in the file (odds --action). */
struct AdHocAction {
    std::string kind;
    std::vector<std::string> actors;
    std::optional<std::string> target;
    std::optional<std::string> via;
    std::vector<std::string> params; /**< KEY=VALUE */
};

/** The action the command line describes, checked against the rule system's ActionType; a message
 *  naming what is wrong otherwise. */
std::variant<Action, std::string> buildAction(const AdHocAction &in, const Game &game);

/** " (did you mean \"x\"?): expected \"a\", \"b\" or \"c\"". */
std::string didYouMean(const std::string &word, const std::vector<std::string_view> &known);

} // namespace hexfire::cli
