#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace hexfire {

/** Who acts in a phase. */
enum class PhaseActors : std::uint8_t {
    Phasing, /**< the side whose player turn it is (or the side going first this turn) */
    Opponent, /**< the other side: a defensive fire against the phasing side */
    Both, /**< either side, in any order */
    Alternating, /**< the sides take turns; ending an activation hands over to the other side */
    Nobody, /**< the rules do it (an initiative roll, a clean-up): the player only ends it */
};

/** One phase (segment, step) of a turn, as a rule system publishes it. */
struct PhaseType {
    std::string key; /**< stored in files: "movement" */
    std::string name; /**< "Movement" (the window says "Movement phase") */
    std::string help; /**< what happens in it, a sentence or two */
    std::string rule; /**< the rule book's section for it; may be empty */
    PhaseActors actors = PhaseActors::Both;
    /**
     * Played once by each side in turn (a player turn of its own): consecutive phases marked so
     * form one player turn, repeated for every side from the side going first.
     */
    bool eachSide = false;
    /** The rule system's action keys allowed in this phase to the side that acts. */
    std::vector<std::string> actions;
    /** Action keys the other side may take in reply in this phase (Op Fire, a reaction). */
    std::vector<std::string> reactions;
    /**
     * A rule-system action (nobody acts, ActorRule::None) resolved when the phase ends: the
     * markers removed, the states cleared, a check rolled. Empty: nothing happens at its end.
     */
    std::string endAction;
    /**
     * What ending an activation is called in this phase ("Call for Reaction"), and its help;
     * empty: "End activation".
     */
    std::string handOverName;
    std::string handOverHelp;
    /**
     * The end action rolls for which side goes first (an initiative roll): until it is rolled,
     * what comes next is told without naming the side that acts.
     */
    bool endRollsForFirst = false;
    friend bool operator==(const PhaseType &, const PhaseType &) = default;
};

/** A rule system's sequence of play: a turn of phases in order. */
struct SequenceOfPlay {
    std::string turnName = "Turn"; /**< "Turn", "Round" */
    std::vector<PhaseType> phases;
    /**
     * Phase labels saved before the rule system published its sequence ("Platoon Activation"),
     * each with the key of the phase it now is: files keep loading.
     */
    std::vector<std::pair<std::string, std::string>> formerLabels;
    bool empty() const { return phases.empty(); }
    friend bool operator==(const SequenceOfPlay &, const SequenceOfPlay &) = default;
};

/** Why an action may not be taken now (out of its phase, the side not to act, the game over). */
struct SequenceRefusal {
    std::string why;
    std::string rule;
};

/** A victory condition a rule system understands (the scenario file names them by key). */
struct VictoryConditionType {
    std::string key; /**< "objectives" */
    std::string name; /**< "Objectives held" */
    std::string help; /**< how it scores, a sentence */
    friend bool operator==(const VictoryConditionType &, const VictoryConditionType &) = default;
};

} // namespace hexfire
