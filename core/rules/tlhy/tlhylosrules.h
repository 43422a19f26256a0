#pragma once

#include "core/game/gamestate.h"
#include "core/los/losrules.h"
#include "core/rules/tlhy/tlhytables.h"

#include <cstdint>
#include <vector>

namespace hexfire {

/**
 * TLHY line of sight from the terrain table (4.2): blocking terrain and hexside features, hills
 * higher than both ends, hindering features and markers (cumulative, 4.2.4), lenient hexside
 * policy. Reasons are interned once per TlhyLosRules, so traces stored in an evaluation stay
 * readable for the rest of the process.
 *
 * The hook for one position does every string lookup when it is built: terrain kinds are mapped to
 * table rows by the map's terrain index, cells with in-hex features or hindering markers are
 * resolved once into a short list indexed from a per-cell slot table, and the map's hexside
 * features into a list parallel to MapGrid::hexsideFeatures(). Asked about one element of a line,
 * it only indexes (and binary-searches the hexside list): no allocation, no lock, no string
 * compare.
 */
class TlhyLosRules final {
public:
    explicit TlhyLosRules(TlhyTables tables);

    const TlhyTables &tables() const { return m_tables; }

    /** What one table row does to a line, with its interned reason. */
    struct Row {
        TlhyLosKind los = TlhyLosKind::Clear;
        int hindrance = 0;
        const LosReason *reason = nullptr;
    };

    /** The LosRules hook for one position: markers in intervening hexes hinder. */
    class Hook final : public LosRules {
    public:
        Hook(const TlhyLosRules &rules, const GameState &state);
        HexsidePolicy hexsidePolicy() const override { return HexsidePolicy::Lenient; }
        LosObstacle hexEffect(const LosContext &context, Hex hex) const override;
        LosObstacle hexsideEffect(
            const LosContext &context, HexsideRef side, std::string_view feature) const override;
        bool mayObstruct(const MapGrid &map, int cell, int firerLevel) const override;
        bool alwaysBlocks(const MapGrid &map, int cell, int firerLevel) const override;

    private:
        /** What a hex does before elevation and markers are looked at. */
        struct CellRule {
            LosEffect effect = LosEffect::Clear; /**< Clear, Hinder or Block */
            int hindrance = 0;
            const LosReason *reason = nullptr;
            bool height = false; /**< a hill: blocks when higher than both ends */
            int markers = 0; /**< hindering markers in the hex */
        };
        CellRule ruleFor(int terrainIndex, const std::vector<std::string> &features) const;
        void add(CellRule &rule, int row) const;
        const CellRule &cellRule(int cell, int terrainIndex) const;

        const TlhyLosRules &m_rules;
        std::vector<CellRule> m_byTerrain; // by the map's terrain index
        std::vector<std::int32_t> m_cellRule; // by cell index: index into m_cellRules, or -1
        std::vector<CellRule> m_cellRules; // cells with features or hindering markers
        std::vector<std::int16_t> m_hexsideRows; // parallel to map.hexsideFeatures(); -1: none
    };

    Hook hook(const GameState &state) const { return Hook(*this, state); }

private:
    /** The row index of a terrain or feature id, or -1. */
    int rowOf(std::string_view id) const;

    TlhyTables m_tables;
    std::vector<Row> m_rows; // parallel to m_tables.items
    const LosReason *m_higherThanBoth = nullptr;
    const LosReason *m_notHigher = nullptr;
    const LosReason *m_markerHinders = nullptr;
};

} // namespace hexfire
