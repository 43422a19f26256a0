#pragma once

#include "core/game/gamestate.h"
#include "core/rules/ruleset.h"

#include <QTextBrowser>

namespace hexfire {

/**
 * The selected unit: its counter, name, side, hex, strength, the rows its rule system publishes
 * (RuleSet::unitFacts), its states by name, and the markers in its hex.
 */
class UnitPanel final : public QTextBrowser {
    Q_OBJECT
public:
    explicit UnitPanel(QWidget *parent = nullptr);
    /** rules may be null only when unit is. */
    void showUnit(const Unit *unit, const GameState &state, const RuleSet *rules);
};

} // namespace hexfire
