#pragma once

#include "ui/gamesession.h"

#include <QWidget>

class QTreeWidget;
class QLabel;

namespace hexfire {

class RollStatistics;
class RollStatisticsChart;

/**
 * Every roll of the game, numbered, with the step it belongs to, the die, the face (pips for a
 * d6) and its purpose; under it a sentence per die size on whether the dice look fair, and the
 * chart of all rolls against a fair die.
 */
class DiceLogPanel final : public QWidget {
    Q_OBJECT
public:
    explicit DiceLogPanel(QWidget *parent = nullptr);

    void setRolls(const std::vector<LoggedRoll> &rolls);
    /** Shows the session's rolls from now on, whenever its position or game changes. */
    void follow(const GameSession *session);
    QTreeWidget *list() const { return m_list; }
    RollStatisticsChart *chart() const { return m_chart; }
    QLabel *fairness() const { return m_fairness; }

    /** "12 rolls of d6: nothing unusual — a fair die would give counts this uneven 42% of the
        time.": core's chi-square p-value said as what it means; empty when none was rolled. */
    static QString fairnessSentence(const RollStatistics &statistics, int sides);
    /** A die face as pips, for a d6 in the list. */
    static QPixmap pips(int face, int size);

    enum Column { RollColumn, StepColumn, DieColumn, FaceColumn, WhyColumn };

private:
    QTreeWidget *m_list;
    QLabel *m_fairness;
    RollStatisticsChart *m_chart;
};

} // namespace hexfire
