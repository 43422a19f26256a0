#pragma once

#include <QWidget>

class QLabel;
class QVBoxLayout;
class QListWidget;
class QScrollArea;
class QSlider;
class QToolButton;

namespace hexfire {

class GameSession;

/**
 * VCR-style replay: start, back, forward, end, a slider and a list of every step (bookmarks
 * starred), and the current step's title and narration for scripted examples. Moves go through
 * GameSession (QUndoStack::setIndex), so every position is the same state whichever way it is
 * reached.
 */
class TimelinePanel final : public QWidget {
    Q_OBJECT
public:
    explicit TimelinePanel(GameSession *session, QWidget *parent = nullptr);

    QSlider *slider() const { return m_slider; }
    QListWidget *list() const { return m_list; }
    QLabel *narration() const { return m_narration; }
    /**
     * Shows the step's title and narration here, or leaves them to a step card elsewhere (the
     * list of steps then takes the room).
     */
    void setStoryShown(bool shown);
    bool storyShown() const { return m_storyShown; }

    /** Work counters (tests): whole-list rebuilds, and rows whose text was set one by one. */
    int rebuildCount() const { return m_rebuilds; }
    int rowUpdateCount() const { return m_rowUpdates; }

signals:
    void problem(const QString &message);

private:
    /** A different game: the list is built anew. */
    void rebuild();
    /**
     * The position or the steps changed: only the rows whose text or shade can differ are set
     * (those between the old and new position, and those a shorter log gave back to the script),
     * so stepping through a long game costs the same at step 2000 as at step 2.
     */
    void update();
    void updateRow(int entry);
    void updateControls();
    void go(int n);

    GameSession *m_session;
    QToolButton *m_start;
    QToolButton *m_back;
    QToolButton *m_forward;
    QToolButton *m_end;
    QToolButton *m_bookmark;
    QSlider *m_slider;
    QLabel *m_position;
    QLabel *m_title;
    QLabel *m_narration;
    QListWidget *m_list;
    QScrollArea *m_story = nullptr;
    QVBoxLayout *m_outer = nullptr;
    bool m_storyShown = true;
    bool m_updating = false;
    int m_shownLength = 0; /**< entries in the list (rows - 1) */
    int m_shownPosition = 0; /**< the position the rows are shaded for */
    int m_shownLogSize = 0; /**< entries that came from the log, not the script */
    int m_rebuilds = 0;
    int m_rowUpdates = 0;
};

} // namespace hexfire
