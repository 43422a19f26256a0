#pragma once

#include "core/rules/evaluation.h"

#include <QWidget>

#include <map>
#include <vector>

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
    /** What the chart says under the tables of those it does not draw; empty when it draws all. */
    QString moreText() const;

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
    void changeEvent(QEvent *event) override;

private:
    /** What the chart's fonts measure, at one width. */
    struct Style;
    /**
     * Lays the chart out at a width (cached until the odds, the width or the font change); paints
     * the tables that meet the clip too when painter is given. Returns the height.
     */
    int layOut(int width, QPainter *painter, const QRect &clip = {}) const;
    /** One table from y down; paints it when painter is given. Returns where the next begins. */
    int layOutTable(const OddsTable &table, int y, const Style &style, QPainter *painter) const;
    void changed();
    /** How many of the tables are drawn (the first, in display order). */
    std::size_t drawnTables() const;

    std::vector<OddsTable> m_odds;
    std::vector<OddsTable> m_shown; /**< m_odds in core's display order */
    QString m_emptyText;
    // A hex of thousands of units has thousands of tables: they are measured once per width,
    // and a paint draws only those in the exposed rectangle.
    // Per width laid out (the size hint's and the widget's): where each table begins, then the
    // total height.
    mutable std::map<int, std::vector<int>> m_tableTops;
};

} // namespace hexfire
