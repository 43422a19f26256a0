#pragma once

#include "core/rules/resolution.h"
#include "ui/narrationcard.h"
#include "ui/prompts.h"

#include <QObject>
#include <QRectF>
#include <QString>

#include <functional>

class QAction;

namespace hexfire {

class ExplanationPanel;
class GameSession;
class MapScene;
class MapView;
struct LogEntry;
class OddsChart;

/**
 * The step shown: the step card on the map (its story, Back, Next and Play), the Explanation and
 * Odds panels and the map's cues for the previewed action or, with none, for the step on the
 * board; Step Forward, Step Back and the step's title and narration (Edit menu). It listens to
 * the session itself. While a quiz asks (setHoldBack) it shows nothing that gives answers away.
 */
class StepCardController final : public QObject {
    Q_OBJECT
public:
    StepCardController(
        GameSession *session, MapScene *scene, MapView *view, QObject *parent = nullptr);
    ~StepCardController() override;

    void setPrompts(const Prompts &prompts) { m_prompts = prompts; }
    /** Whether counters flash when a result lands (not in tests, screenshots). */
    void setInteractive(bool interactive) { m_interactive = interactive; }
    /** How Next, Play and Step Forward step (the quiz asks first); default: the session's. */
    void setStepForward(std::function<bool(QString *)> stepForward);
    /** While a quiz asks: the card is hidden and the working-out and the odds kept back. */
    void setHoldBack(bool holdBack);

    /** The story of the step shown, on the map, with Back, Next and Play. */
    NarrationCard *narrationCard() const { return m_card; }
    ExplanationPanel *explanationPanel() const { return m_explanation; }
    OddsChart *oddsChart() const { return m_odds; }
    /** View > Step Card. */
    QAction *cardAction() const { return m_cardAction; }
    /** Edit > Step Forward, Step Back, Step Title and Narration. */
    QAction *stepForwardAction() const { return m_forwardAction; }
    QAction *stepBackAction() const { return m_backAction; }
    QAction *stepTextAction() const { return m_stepTextAction; }

    /**
     * What the selected unit may do next (empty: none selected), shown in the Explanation when
     * a unit is selected and nothing is pointed at, and before the first step.
     */
    void setSelectionHint(const QString &hint);
    /** Edit > Step Title and Narration: the teacher's text for the step shown. */
    void editStepText();
    /**
     * An example: zooms to where the counters and markers are (with a margin), or the whole map.
     * A game: the whole map when its counters read fitted, else showSideToAct.
     */
    void focusOnAction();
    /** At reading size, centred on the units of the side to act (all units when none acts). */
    void showSideToAct();
    /** The zoom at which a counter's name and values read (a hex about 90 pixels across). */
    static constexpr double readingZoom = 0.9;

signals:
    /** A hint or a refusal for the status bar only. */
    void hint(const QString &message);
    /** A result for the status bar, for timeoutMs. */
    void message(const QString &message, int timeoutMs);
    /** The turn and phase ("Turn 1 · Platoon Activation", or empty). */
    void turnText(const QString &text);
    /** Whether the story is told on the card (else the Timeline tells it). */
    void storyOnCard(bool onCard);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void createActions();
    void stepForward();
    void onGameReset();
    /** Fills the narration card from the step shown. */
    void updateCard();
    NarrationCard::Content cardContent() const;
    void showCurrentEntry();
    void showEntryCues(const LogEntry &entry);
    void onEvaluationChanged();
    void onResolved(const Resolution &resolution);

    GameSession *m_session;
    MapScene *m_scene;
    MapView *m_view;
    NarrationCard *m_card;
    ExplanationPanel *m_explanation;
    OddsChart *m_odds;
    QAction *m_cardAction = nullptr;
    QAction *m_forwardAction = nullptr;
    QAction *m_backAction = nullptr;
    QAction *m_stepTextAction = nullptr;
    Prompts m_prompts;
    std::function<bool(QString *)> m_stepForward;
    /** The hexes of the step shown (scene), kept in view above the card. */
    QRectF m_stepArea;
    bool m_holdBack = false;
    bool m_interactive = true;
    QString m_selectionHint;
    int m_shownPosition = 0; /**< the position last shown, to tell a step back */
};

} // namespace hexfire
