#pragma once

#include "core/rules/evaluation.h"

#include <QWidget>

namespace hexfire {

/**
 * The exact odds of every outcome, as core computed them: one group per OddsTable, one bar per
 * outcome with its precise label and exact percentage.
 */
class OddsChart final : public QWidget {
    Q_OBJECT
public:
    explicit OddsChart(QWidget *parent = nullptr);

    void setOdds(std::vector<OddsTable> odds);
    const std::vector<OddsTable> &odds() const { return m_odds; }
    /** What each bar says, "label: percentage", in drawing order (for tests and accessibility). */
    QStringList rowTexts() const;

    /** "23.5%", "10%", "0.1%": two decimals at most, trailing zeros dropped; "<0.01%" for tiny. */
    static QString formatPercent(double probability);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int contentHeight() const;

    std::vector<OddsTable> m_odds;
};

} // namespace hexfire
