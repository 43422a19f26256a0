#pragma once

#include "core/hex/hex.h"

#include <QObject>
#include <QString>

#include <optional>

class QAction;

namespace hexfire {

class GameSession;
class GameState;
class MapScene;
struct LosTrace;

/**
 * The line-of-sight thread (L), as with a thread on a printed map: from a hex the player clicks
 * to any hex pointed at, core's trace drawn with its verdict, whether or not anything stands
 * there. While it is on (activeChanged) it has the map's pointer; any mode the player chooses
 * ends it (stop).
 */
class LosThreadController final : public QObject {
    Q_OBJECT
public:
    LosThreadController(GameSession *session, MapScene *scene, QObject *parent = nullptr);
    ~LosThreadController() override;

    /** The Line of Sight tool (checkable, in the toolbar's mode group). */
    QAction *losThreadAction() const { return m_action; }
    bool isActive() const { return m_active; }
    /** Switches the thread tool on and holds the thread at a hex (none: waits for a click). */
    void start(std::optional<Hex> from = std::nullopt);
    /** Takes the thread off the map (another mode was chosen). */
    void stop();
    /** The thread's verdict in a sentence (what its plate on the map says). */
    static QString verdict(const LosTrace &trace, const GameState &state);

signals:
    /** Before the thread takes the pointer: the play controller goes to Select mode. */
    void aboutToStart();
    void activeChanged(bool active);
    /** How the tool is used, for the status bar. */
    void modeText(const QString &text);
    /** A verdict drawn: for the explanation panel and the status bar. */
    void verdictShown(const QString &verdict);

private:
    /** Draws the thread from its pin to hex. */
    void showThread(Hex to);

    GameSession *m_session;
    MapScene *m_scene;
    QAction *m_action;
    bool m_active = false;
    std::optional<Hex> m_from;
    std::optional<Hex> m_hovered;
};

} // namespace hexfire
