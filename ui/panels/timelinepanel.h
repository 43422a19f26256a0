#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
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

signals:
    void problem(const QString &message);

private:
    void refresh();
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
    bool m_updating = false;
};

} // namespace hexfire
