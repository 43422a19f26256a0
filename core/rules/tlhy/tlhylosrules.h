#pragma once

#include "core/game/gamestate.h"
#include "core/los/losrules.h"
#include "core/rules/tlhy/tlhytables.h"

#include <vector>

namespace hexfire {

/**
 * TLHY line of sight from the terrain table (REFERENCE 1.3, 1.6): blocking terrain and hexside
 * features, hills higher than both ends, hindering features and markers (cumulative), lenient
 * hexside policy. The reasons it hands out live as long as this object, so traces stored in an
 * evaluation stay readable; the ruleset keeps every instance it made for its own lifetime.
 */
class TlhyLosRules final {
public:
    explicit TlhyLosRules(TlhyTables tables);

    const TlhyTables &tables() const { return m_tables; }

    /** The LosRules hook for one position: markers in intervening hexes hinder. */
    class Hook final : public LosRules {
    public:
        Hook(const TlhyLosRules &rules, const GameState &state)
            : m_rules(rules)
            , m_state(state)
        { }
        HexsidePolicy hexsidePolicy() const override { return HexsidePolicy::Lenient; }
        LosObstacle hexEffect(const LosContext &context, Hex hex) const override;
        LosObstacle hexsideEffect(
            const LosContext &context, HexsideRef side, std::string_view feature) const override;

    private:
        const TlhyLosRules &m_rules;
        const GameState &m_state;
    };

    Hook hook(const GameState &state) const { return Hook(*this, state); }

private:
    const LosReason *reasonFor(std::string_view id) const;

    TlhyTables m_tables;
    std::vector<const LosReason *>
        m_reasons; // interned; parallel to m_tables.items, then fixed ones
    const LosReason *m_higherThanBoth = nullptr;
    const LosReason *m_notHigher = nullptr;
    const LosReason *m_markerHinders = nullptr;
};

} // namespace hexfire
