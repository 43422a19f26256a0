#pragma once

#include "core/game/gamestate.h"
#include "core/play/logentry.h"
#include "core/rules/evaluation.h"
#include "core/rules/ruleset.h"

#include <QRegularExpression>
#include <QWidget>

class QTextBrowser;

namespace hexfire {

/**
 * "Why": the answer in one line first (allowed and what it comes to, or refused and why; after a
 * commit the dice and the outcome), then core's explanation lines as numbered steps with their
 * rule references and "assumed" / "not official" tags, what the dice added, the effects on the
 * counters, and the assumptions used named once.
 * Everything shown is copied from Evaluation / Resolution; nothing is recomputed.
 */
class ExplanationPanel final : public QWidget {
    Q_OBJECT
public:
    explicit ExplanationPanel(QWidget *parent = nullptr);

    /** A live evaluation (hover). */
    void showEvaluation(const Evaluation &evaluation, const GameState &state, const RuleSet &rules);
    /** A committed entry: its evaluation and what the dice made of it. */
    void showEntry(const LogEntry &entry, const GameState &state, const RuleSet &rules);
    void showHint(const QString &hint);
    /** Whether an entry's narration is shown here too (not when a step card on the map tells it).
     */
    void setNarrationShown(bool shown) { m_narrationShown = shown; }
    bool narrationShown() const { return m_narrationShown; }

    /** The lines on display, in order (evaluation lines, then resolution lines). */
    const std::vector<ExplanationLine> &lines() const { return m_lines; }
    const std::vector<FinalNumber> &finals() const { return m_finals; }
    QString html() const;
    QTextBrowser *browser() const { return m_browser; }

    /** "<action name>: <actors> → <target>", names as the rule system publishes them (HTML). */
    static QString actionTitle(const Action &action, const GameState &state, const RuleSet &rules);
    /** One effect in words: the rule system's name for it and what it did (HTML). */
    static QString effectText(const Effect &effect, const GameState &state, const RuleSet &rules);

signals:
    /** The player followed a link to one of HexFire's rules notes (an assumption's entry). */
    void noteRequested(const QString &entry);

protected:
    void changeEvent(QEvent *event) override;

private:
    /** The style sheet for the theme in use: its text colours read on the panel's background. */
    void applyStyle();
    /** Shows a page and keeps it, so that a change of theme draws it again in the new colours. */
    void setPage(const QString &html);
    /** `heading`, when given, replaces the action's title (a logged step says its own). */
    QString evaluationHtml(const Evaluation &evaluation, const GameState &state,
        const RuleSet &rules, bool committed, const QString &heading = {});
    /** Numbered table rows, with rule reference and assumed / not-official tags; recorded. */
    QString linesHtml(const std::vector<ExplanationLine> &lines, const GameState &state);
    /** The final numbers with whom they are for; recorded. */
    QString finalsHtml(const std::vector<FinalNumber> &finals, const GameState &state);
    /** The one-line answer: refused and why, or allowed with its numbers and the main odds; a
        refused evaluation shows no numbers, as nothing happens. Records the numbers shown. */
    QString answerHtml(const Evaluation &evaluation, const GameState &state);
    /** The assumptions used, by name, once, with the full text on hover. */
    static QString assumptionsHtml(const std::vector<Assumption> &assumptions);
    static QString finalText(const FinalNumber &f, const GameState &state);

    /** The line's escaped text with each glossary term of the rule system explained on hover. */
    QString withTerms(const QString &html) const;
    /** Keeps the rule system's glossary, its word patterns compiled once (a panel redraws on every
        hover, and compiling a pattern per term per line was most of its time). */
    void setGlossary(const std::vector<GlossaryTerm> &glossary);

    struct Term {
        GlossaryTerm term;
        QString escaped; /**< as it appears in escaped text */
        QRegularExpression word; /**< the escaped term as a whole word */
    };

    QTextBrowser *m_browser;
    QString m_page;
    bool m_narrationShown = true;
    std::vector<GlossaryTerm> m_glossary;
    std::vector<Term> m_terms;
    std::vector<ExplanationLine> m_lines;
    std::vector<FinalNumber> m_finals;
};

} // namespace hexfire
