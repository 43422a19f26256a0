#pragma once

#include "core/dice/dicesource.h"

#include <cstddef>
#include <vector>

namespace hexfire {

/**
 * Dice that return a fixed list of faces in order: rulebook examples, tests and replays. A face
 * that does not fit the requested die, or a roll past the end of the list, throws hexfire::Error
 * naming the roll (0-based index, purpose, die size) and consumes nothing.
 */
class ScriptedDice final : public DiceSource {
public:
    explicit ScriptedDice(std::vector<int> faces);

    int roll(int sides, std::string_view purpose) override;

    const std::vector<int> &faces() const { return m_faces; }
    /** Index of the next face to be used. */
    std::size_t position() const { return m_next; }
    std::size_t remaining() const { return m_faces.size() - m_next; }
    bool exhausted() const { return m_next >= m_faces.size(); }

private:
    std::vector<int> m_faces;
    std::size_t m_next = 0;
};

} // namespace hexfire
