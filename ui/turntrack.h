#pragma once

#include "core/game/ids.h"
#include "core/rules/action.h"

#include <QString>
#include <QWidget>

#include <functional>
#include <optional>
#include <vector>

class QLabel;
class QHBoxLayout;
class QToolButton;

namespace hexfire {

class GameSession;
struct GameResult;

/**
 * The turn track over the map: the turn ("Turn 2 of 5"), the game clock when the scenario has
 * one ("11 of 30 min"), the phases of the rule system's sequence of play as chips with the
 * current one lit, the side to act in its colour, the score, the reinforcements still to come, and
 * the buttons that end the phase
 * or the activation. Everything it says is core's (positionText, clockText, endPhaseLabel,
 * nextPosition, gameResult); its buttons commit the shared actions through
 * GameSession, as every action is committed, so undo, the log and the autosave follow.
 *
 * It follows GameSession itself and tells the frame when the side to act changes (hot seat) and
 * when the game has just ended.
 */
class TurnTrack final : public QWidget {
    Q_OBJECT
public:
    explicit TurnTrack(GameSession *session, QWidget *parent = nullptr);
    ~TurnTrack() override;

    /** "Turn 2 of 5", or "Game over — German victory" once the game has ended. */
    QLabel *turnLabel() const { return m_turn; }
    /** The game clock, "11 of 30 min" (hidden when the scenario limits no minutes and none
        have gone by). */
    QLabel *clockLabel() const { return m_clock; }
    /** "German side to act" in the side's colour (hidden when no single side acts). */
    QLabel *sideLabel() const { return m_side; }
    /** Each side's score (hidden when the scenario counts none). */
    QLabel *scoreLabel() const { return m_score; }
    /** "Command points: American 2 · German 1": what the sides count besides the score (hidden
        when the rule system keeps no such count, and first dropped on a narrow track). */
    QLabel *countsLabel() const { return m_counts; }
    /** "Reinforcements: Kiev Dragoons, 13:20 at FF5 · 2 more": the next one to come (hidden when
        none is, and first dropped on a narrow track); the tooltip lists every one. */
    QLabel *reinforcementsLabel() const { return m_reinforcements; }
    /** "End Movement phase"; hidden without a sequence of play. */
    QToolButton *endPhaseButton() const { return m_endPhase; }
    /** "End activation", shown in alternating phases. */
    QToolButton *endActivationButton() const { return m_endActivation; }
    /** One chip per phase of the sequence, in order. */
    const std::vector<QLabel *> &phaseChips() const { return m_chips; }
    /** The chip of the current phase, or null. */
    QLabel *currentChip() const;

    /** What asks the players before the end of a phase is committed (its end step's questions,
        such as a bid); without it the answers are left to their defaults. */
    void setAsker(std::function<bool(Action &)> ask) { m_ask = std::move(ask); }
    /** Commits the end of the current phase (what the End button does); false with the reason. */
    bool endPhase(QString *error = nullptr);
    /** Commits the end of the current activation; false with the reason. */
    bool endActivation(QString *error = nullptr);

signals:
    /** A refusal for the status bar. */
    void hint(const QString &message);
    /**
     * The side to act changed (or a game was opened): `who` for a banner ("German side to act"),
     * `where` the turn and phase ("Turn 2 of 5 · Movement phase") for the status bar.
     */
    void sideToActChanged(const QString &who, const QString &where);
    /** The game has just ended: the headline and core's summary. */
    void gameEnded(const QString &headline, const QString &summary);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    /** On a narrow window, only the current phase's chip, then no score, then no clock: the
        end buttons stay in view. */
    void fitToWidth();
    void onGameReset();
    void onStateChanged();
    void rebuildChips();
    void refresh();
    void refreshButtons(bool over);
    void refreshClock();
    void refreshSide(bool over);
    void refreshScore();
    void refreshCounts(const GameResult &result);
    void refreshReinforcements();
    /** Who acts now in the player's words, or empty when nobody in particular. */
    QString whoActs() const;
    /** "Turn 2 of 5 · Movement phase". */
    QString turnAndPhase() const;
    bool commitShared(const char *key, const QString &title, QString *error);
    static void setStyleSheetOf(QWidget *widget, const QString &styleSheet);
    /** Shows what fits the width, dropping the least needed first; fitToWidth records it. */
    void fitWidgets();
    /** The widgets fitToWidth may hide, in a fixed order (m_fitted). */
    std::vector<QWidget *> fittedWidgets() const;

    GameSession *m_session;
    std::function<bool(Action &)> m_ask;
    QHBoxLayout *m_chipRow = nullptr;
    QLabel *m_turn = nullptr;
    QLabel *m_clock = nullptr;
    QLabel *m_side = nullptr;
    QLabel *m_score = nullptr;
    QLabel *m_counts = nullptr; /**< a side's other counts: command points */
    QLabel *m_reinforcements = nullptr;
    QToolButton *m_endActivation = nullptr;
    QToolButton *m_endPhase = nullptr;
    std::vector<QLabel *> m_chips;
    /** Who was to act and whether the game was over when the track last looked. */
    std::optional<SideId> m_lastSide;
    QString m_lastWho;
    bool m_wasOver = false;
    QString m_shown; /**< what refresh() last fitted to the width */
    std::vector<bool> m_fitted; /**< which of fittedWidgets() that fitting left shown */
};

} // namespace hexfire
