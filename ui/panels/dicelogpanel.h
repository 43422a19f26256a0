#pragma once

#include "ui/gamesession.h"

#include <QWidget>

class QTreeWidget;
class QLabel;

namespace hexfire {

class RollStatisticsChart;

/** Every roll of the game with its action and purpose, and the fairness chart of all rolls. */
class DiceLogPanel final : public QWidget {
    Q_OBJECT
public:
    explicit DiceLogPanel(QWidget *parent = nullptr);

    void setRolls(const std::vector<LoggedRoll> &rolls);
    QTreeWidget *list() const { return m_list; }
    RollStatisticsChart *chart() const { return m_chart; }

private:
    QTreeWidget *m_list;
    RollStatisticsChart *m_chart;
};

} // namespace hexfire
