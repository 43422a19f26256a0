#pragma once

#include "core/game/objective.h"
#include "core/rules/sequenceofplay.h"

#include <QDialog>

#include <vector>

class QCheckBox;
class QSpinBox;

namespace hexfire {

/** What the players are asked at set-up where the rules let them decide how a game is won. */
struct VictoryQuestion {
    VictoryConditions proposed; /**< the rule system's preset, or what the game has now */
    std::vector<VictoryConditionType> types; /**< every condition the game understands */
    QString turnName; /**< "Round" */
    QString summary; /**< the preset in a sentence (it is an assumption) */
    QString rule; /**< where the preset is written up, for the player */
};

/**
 * How this game is won: the number of turns (or none) and which victory conditions count, as
 * the players agree before the first move. Starts at the proposal; OK gives the answer.
 */
class VictoryDialog final : public QDialog {
    Q_OBJECT
public:
    explicit VictoryDialog(const VictoryQuestion &question, QWidget *parent = nullptr);

    /** The proposal with the players' turn limit and conditions. */
    VictoryConditions conditions() const;
    QSpinBox *turnsBox() const { return m_turns; }
    const std::vector<QCheckBox *> &conditionBoxes() const { return m_boxes; }

private:
    VictoryQuestion m_question;
    QSpinBox *m_turns;
    std::vector<QCheckBox *> m_boxes;
};

} // namespace hexfire
