#pragma once

#include "core/dice/dicesource.h"

#include <functional>
#include <optional>

namespace hexfire {

/**
 * Faces the player reads off real dice and types in. The UI supplies the question as a callback;
 * nullopt means the player cancelled, which throws DiceCancelled.
 *
 * A face outside 1..sides is not accepted: the callback is asked again for the same roll, up to
 * maxAttempts answers in all, then hexfire::Error is thrown naming the last bad face. (The UI
 * should validate its own input field; the re-ask only guards against a slip.)
 */
class ManualDice final : public DiceSource {
public:
    using Ask = std::function<std::optional<int>(int sides, std::string_view purpose)>;

    explicit ManualDice(Ask ask, int maxAttempts = 3);

    int roll(int sides, std::string_view purpose) override;

    int maxAttempts() const { return m_maxAttempts; }

private:
    Ask m_ask;
    int m_maxAttempts = 3;
};

} // namespace hexfire
