#pragma once

#include "core/dice/rollstatistics.h"

#include <QWidget>

namespace hexfire {

/**
 * "Are my dice fair?": for each die size rolled, observed counts per face as bars with the exact
 * expected count of a fair die as a labelled line (the dice log says in words what core's
 * chi-square test makes of it).
 */
class RollStatisticsChart final : public QWidget {
    Q_OBJECT
public:
    explicit RollStatisticsChart(QWidget *parent = nullptr);

    void setStatistics(const RollStatistics &statistics);
    const RollStatistics &statistics() const { return m_statistics; }
    QSize sizeHint() const override { return {300, 150}; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    RollStatistics m_statistics;
};

} // namespace hexfire
