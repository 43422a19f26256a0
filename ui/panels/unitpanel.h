#pragma once

#include "core/game/gamestate.h"

#include <QTextBrowser>

namespace hexfire {

/** The selected unit: printed values, state, hex, and the markers that bear on it. */
class UnitPanel final : public QTextBrowser {
    Q_OBJECT
public:
    explicit UnitPanel(QWidget *parent = nullptr);
    void showUnit(const Unit *unit, const GameState &state);
};

} // namespace hexfire
