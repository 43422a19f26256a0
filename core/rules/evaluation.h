#pragma once

#include "core/los/lostrace.h"
#include "core/rules/action.h"
#include "core/rules/explanation.h"
#include "core/rules/mapcue.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace hexfire {

class DiceSource;
class GameState;
class RuleSet;
struct Evaluation;
struct Resolution;

/**
 * What a rule system worked out while evaluating that its resolve needs again (the units chosen,
 * the numbers to beat), in its own type, and how to resolve from it: RuleSet::resolve() hands the
 * evaluation to its plan instead of evaluating a second time or asking which action it was.
 */
class EvaluationPlan {
public:
    virtual ~EvaluationPlan() = default;
    /**
     * Rolls what the evaluation needs from dice, in the order Evaluation::dice lists them, and
     * fills r (its action is set; the plan copies the evaluation's lines and finals it keeps).
     * `rules` is the rule system that made the plan (SystemPlan hands it over as its own type).
     */
    virtual void resolve(const RuleSet &rules, const GameState &state, const Evaluation &evaluation,
        DiceSource &dice, Resolution &r) const = 0;
};

/** A number the rules arrive at: an FFAR, a marker value, a dice count, an odds column. */
struct FinalNumber {
    std::string key; /**< stable, e.g. "fire.final" */
    std::string label; /**< "Final fire result (US)" */
    int value = 0;
    std::string subject; /**< who it is for: a unit id, a side id or a hex label */
    /** How the value reads to a player when a number would not ("3-1" for a chart's column, whose
     *  value is its place in the chart); empty: the number. */
    std::string valueText = {};
    friend bool operator==(const FinalNumber &, const FinalNumber &) = default;
};

/** One outcome and its exact probability. Labels say precisely what happens. */
struct OutcomeOdds {
    std::string key; /**< "casualty-and-disrupted" */
    std::string label; /**< "Casualty and disrupted" */
    double probability = 0.0;
    /** How bad it is for the subject, in the rule system's judgement: 0 = no effect, higher =
        worse. Only the order matters; the window colours by it and oddsSummary() counts by it. */
    int severity = 0;
    friend bool operator==(const OutcomeOdds &, const OutcomeOdds &) = default;
};

/** The exact distribution of one subject's outcome; probabilities add up to 1. */
struct OddsTable {
    std::string subject; /**< unit id, side id or hex label */
    std::string title; /**< "US 1st Squad in H9, the unit that takes the fire" */
    std::vector<OutcomeOdds> outcomes;
    bool assumed = false; /**< the distribution rests on a DEFAULT */
    /** Higher first: the subject the action is mostly about leads (see oddsInDisplayOrder). */
    int importance = 0;
    /** What the one-line summary counts, said after its percentage: "at least disrupted". Empty:
        the table has no summary (a scatter direction is no better or worse than another). */
    std::string headline {};
    int headlineSeverity = 1; /**< the summary adds the outcomes at least this severe */
    friend bool operator==(const OddsTable &, const OddsTable &) = default;
};

/** A die the resolution will roll, so a player with physical dice knows what to throw. */
struct DieSpec {
    int sides = 10;
    std::string purpose;
    bool conditional = false; /**< only rolled if an earlier result calls for it */
    friend bool operator==(const DieSpec &, const DieSpec &) = default;
};

/**
 * How much of an evaluation its caller needs. A map that asks thousands of attacks (Threats) wants
 * only whether each is allowed and its headline odds; a player looking at one wants all of it.
 */
enum class EvaluationDetail : std::uint8_t {
    /** Everything: the breakdown, every table, the LOS, the cues and the plan for resolve(). */
    Full,
    /**
     * legal and whyNot as in Full, and among the odds the table headlineOf() picks, exactly as in
     * Full (its summary the same). Everything else may be missing, the plan among it: such an
     * evaluation is never resolved (RuleSet::resolve refuses it).
     */
    Headline,
};

/**
 * Everything RuleSet::evaluate works out before any die is rolled: whether the action is legal (and
 * why not), the line of sight, the ordered breakdown, the final numbers and the exact odds of every
 * outcome. Pure: computing it never changes the game, so the UI recomputes it on every hover.
 */
struct Evaluation {
    Action action;
    bool legal = true;
    std::string whyNot; /**< when not legal: the reason, in a sentence */
    std::string whyNotRule; /**< when not legal: the rule reference */
    std::vector<LosTrace> los; /**< one trace per firer/observer, when LOS matters */
    std::vector<ExplanationLine> lines;
    std::vector<FinalNumber> finals;
    std::vector<OddsTable> odds;
    std::vector<DieSpec> dice;
    std::vector<Assumption> assumptions; /**< DEFAULTs this evaluation used */
    bool notOfficial = false; /**< a placeholder table was used */
    /** What the map shows before the roll besides the LOS (e.g. where each scatter face lands). */
    std::vector<MapCue> cues;
    std::shared_ptr<const EvaluationPlan> plan; /**< the rule system's own notes for resolve() */
    /** What was asked for (RuleSet::evaluateInGame): a Headline evaluation is never resolved. */
    EvaluationDetail detail = EvaluationDetail::Full;
};

} // namespace hexfire
