#include "core/dice/scripteddice.h"

namespace hexfire {

ScriptedDice::ScriptedDice(std::vector<int> faces)
    : m_faces(std::move(faces))
{ }

int ScriptedDice::roll(int sides, std::string_view purpose)
{
    checkSides(sides, purpose);
    const std::string which
        = "scripted roll #" + std::to_string(m_next) + " (" + describeRoll(sides, purpose) + ")";
    if (m_next >= m_faces.size())
        throw Error(which + " was requested but the script has only "
            + std::to_string(m_faces.size()) + " faces");
    const int face = m_faces[m_next];
    if (face < 1 || face > sides)
        throw Error(which + " is " + std::to_string(face) + ", expected a face 1.."
            + std::to_string(sides));
    ++m_next;
    return record(sides, face, purpose);
}

} // namespace hexfire
