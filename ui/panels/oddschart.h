#pragma once

#include "core/rules/evaluation.h"

#include <QWidget>

namespace hexfire {

/**
 * The exact odds of every outcome, as core computed them: one group per OddsTable, most important
 * first, each with its one-line summary ("46% at least disrupted") and one bar per outcome with
 * its precise label and exact percentage, coloured by the rule system's severity.
 */
class OddsChart final : public QWidget {
    Q_OBJECT
public:
    explicit OddsChart(QWidget *parent = nullptr);

    void setOdds(std::vector<OddsTable> odds);
    /** The evaluation's odds, or, when it has none, why: refused (and the reason) or no dice. */
    void setEvaluation(const Evaluation &evaluation);
    /** No odds, and a sentence saying why (e.g. the quiz keeps them back until it has asked). */
    void showMessage(const QString &text);
    const std::vector<OddsTable> &odds() const { return m_odds; }
    /** What each bar says, "label: percentage", in drawing order (for tests and accessibility). */
    QStringList rowTexts() const;
    /** Each table's title and its summary line, in drawing order. */
    QStringList summaryTexts() const;
    /** What the chart says when it has no odds. */
    QString emptyText() const { return m_emptyText; }

    /** "23.5%", "10%", "0.1%": two decimals at most, trailing zeros dropped; "<0.01%" for tiny. */
    static QString formatPercent(double probability);
    /** The colour of an outcome: green for no effect, then yellow to dark red by severity rank
        within the table; one neutral colour when the table ranks nothing. */
    static QColor severityColour(const OddsTable &table, int severity);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    /** Lays the chart out at a width; paints it too when painter is given. Returns the height. */
    int layOut(int width, QPainter *painter) const;
    void changed();

    std::vector<OddsTable> m_odds;
    std::vector<OddsTable> m_shown; /**< m_odds in core's display order */
    QString m_emptyText;
};

} // namespace hexfire
