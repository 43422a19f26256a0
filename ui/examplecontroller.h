#pragma once

#include "ui/prompts.h"

#include <QObject>

class QAction;
class QFrame;
class QLabel;
class QPushButton;
class QWidget;

namespace hexfire {

class FileController;
class GameSession;

/**
 * An example is a script the player steps through. Acting in one asks first whether to play on
 * from there as the player's own game (GameSession::setLeaveExampleAsker). A game played on from
 * an example says so in a bar over the map with the way back to the example at the step it was
 * left; Examples > Restart This Example takes an example, or a game played on from one, back to
 * the example's start. Going back asks first about the player's unsaved game (mayReplaceGame).
 */
class ExampleController final : public QObject {
    Q_OBJECT
public:
    ExampleController(GameSession *session, FileController *files, QWidget *window);

    /** How the player is asked whether to play on (Prompts::playOn) and told of problems. */
    void setPrompts(Prompts prompts);

    /** The bar that marks a game played on from an example; for the map's column. */
    QWidget *branchBar() const;
    QAction *restartAction() const { return m_restart; }
    QAction *backAction() const { return m_back; }

    /** Examples > Restart This Example: the example (or the one played on from) at its start. */
    bool restart();
    /** Back to the Example: the example this game was played on from, at the step left. */
    bool backToExample();

private:
    void update();
    /** Opens the example this game was played on from at step, asking about the game first. */
    bool reopen(int step);

    GameSession *m_session;
    FileController *m_files;
    Prompts m_prompts;
    QAction *m_restart;
    QAction *m_back;
    QFrame *m_bar;
    QLabel *m_barText;
};

} // namespace hexfire
