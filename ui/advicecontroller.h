#pragma once

#include "core/game/ids.h"
#include "core/hex/hex.h"
#include "core/rules/action.h"

#include <QObject>
#include <QThreadPool>

#include <atomic>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QListWidget;

namespace hexfire {

class GameSession;
class MapScene;
struct ShotOption;
class ThreatsPanel;
class WhatIfPanel;

/**
 * The solo player's questions: Best Shots (the current action aimed at every enemy, best first),
 * Threats (the map tinted by the enemy's best odds, and who can fire into the hex pointed at) and
 * What If (single changes to the previewed action). It hears what the player intends from the
 * play controller (setIntent), the pointer from the scene, and previews through the session.
 */
class AdviceController final : public QObject {
    Q_OBJECT
public:
    AdviceController(GameSession *session, MapScene *scene, QObject *parent = nullptr);
    ~AdviceController() override;

    /**
     * The Best Shots panel: the current action of the selected unit (with its supporters and
     * inputs) aimed at every enemy, best first by core's headline odds, then the targets the rules
     * refuse with their reasons. Clicking one points at it, so it is previewed as usual.
     */
    QListWidget *bestShotsList() const { return m_bestShots; }
    ThreatsPanel *threatsPanel() const { return m_threatsPanel; }
    /** The What If panel: single changes to the previewed action, odds before and after. */
    WhatIfPanel *whatIfPanel() const { return m_whatIf; }
    /**
     * View > Show Threats (T): the map tinted by core's threatMap for the side threatened (the
     * selected unit's, else the scenario's first side), and the Threats panel listing every enemy
     * attack into the hex pointed at (core's threatsTo); clicking one previews it.
     */
    QAction *threatsAction() const { return m_threatsAction; }
    /** The side the Threats view is about. */
    std::optional<SideId> threatenedSide() const;
    /** Whether the Threats tint is being worked out (in a worker thread) for the latest
        position; the map keeps the previous tint meanwhile. */
    bool threatsPending() const { return m_threatsPending; }

    /**
     * What the player intends: the selected unit and its current action (any target). With
     * selectionOrPosition the threats are worked out again too.
     */
    void setIntent(const std::optional<UnitId> &selected, const std::optional<Action> &action,
        bool selectionOrPosition);
    /** While a quiz asks, What If shows nothing: its odds would give the answers away. */
    void setHoldBack(bool holdBack);

signals:
    /** Show the Threats panel (its dock is the frame's). */
    void threatsShown();
    /** The Threats tint for the latest position is on the map. */
    void threatsReady();

private:
    void refreshBestShots();
    void addShot(const ShotOption &option, bool allowed);
    /** The Threats view: the map's tint and the panel, for the hovered hex (or a hint). */
    void refreshThreats();
    /** The Threats panel for one hex. */
    void showThreatsAt(std::optional<Hex> hex);
    /** Stops the computation under way, if any (it returns between two hexes). */
    void cancelThreats();
    /** A worker's tint arrived: shown if it is the latest one asked for. */
    void threatsComputed(quint64 job, std::vector<double> levels, QString error);

    GameSession *m_session;
    MapScene *m_scene;
    QListWidget *m_bestShots;
    ThreatsPanel *m_threatsPanel;
    WhatIfPanel *m_whatIf;
    QAction *m_threatsAction;
    std::optional<UnitId> m_selected;
    std::optional<Action> m_action;
    std::optional<Hex> m_hovered;
    /** One thread for the Threats tint: a newer position cancels the older computation. */
    QThreadPool m_pool;
    std::shared_ptr<std::atomic<bool>> m_threatsCancel;
    quint64 m_threatsJob = 0;
    bool m_threatsPending = false;
};

} // namespace hexfire
