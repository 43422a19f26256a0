#pragma once

#include <QFrame>

class QLabel;
class QScrollArea;
class QTimer;
class QToolButton;

namespace hexfire {

/**
 * The story of the step shown, on the map itself: which step of how many, its title and its
 * narration in type large enough to read, with Back, Next and Play. Before the first step of an
 * example it says what to press. Play steps through the example at a pace that leaves time to read
 * each step (stepDelay); any step taken by hand pauses it. The card only shows what it is given
 * and asks for steps through its signals; the window does the stepping.
 */
class NarrationCard final : public QFrame {
    Q_OBJECT
public:
    explicit NarrationCard(QWidget *parent = nullptr);

    /** What to show. position 0 with steps ahead is the start of an example. */
    struct Content {
        int position = 0;
        int length = 0;
        QString exampleTitle; /**< the scenario's title */
        QString title; /**< the step's title; empty at the start */
        QString narration; /**< the step's narration (or, without one, what happened) */
        QString turn; /**< "Turn 1 · Platoon Activation", or empty */
        bool canBack = false;
        bool canForward = false;
        /** An example's script, or (false) the steps of a game played, looked back on. */
        bool example = true;
    };
    void setContent(const Content &content);
    const Content &content() const { return m_content; }

    bool isPlaying() const;
    void setPlaying(bool on);
    /** How long Play leaves a step on the screen: enough to read its narration. */
    static int stepDelayMs(const QString &narration);
    /** Play's pace against reading pace: 2 is twice as fast. */
    void setSpeed(double speed) { m_speed = speed > 0 ? speed : 1.0; }

    QLabel *titleLabel() const { return m_title; }
    QLabel *textLabel() const { return m_text; }
    QToolButton *playButton() const { return m_play; }
    QToolButton *nextButton() const { return m_next; }
    /** Folds the story away (the title and the buttons stay), to see more of the map. */
    QToolButton *foldButton() const { return m_fold; }
    bool isFolded() const;

    /** Places the card at the bottom left of its parent, as wide as reads well. */
    void reposition();

signals:
    void backRequested();
    void forwardRequested();
    void playingChanged(bool playing);
    void closeRequested();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    /** A new text size: the title and the story keep their sizes relative to it. */
    void changeEvent(QEvent *event) override;

private:
    void updateButtons();
    void updateFonts();

    Content m_content;
    QLabel *m_position;
    QLabel *m_title;
    QLabel *m_text;
    QScrollArea *m_scroll;
    QToolButton *m_back;
    QToolButton *m_next;
    QToolButton *m_play;
    QToolButton *m_close;
    QToolButton *m_fold;
    QTimer *m_timer;
    double m_speed = 1.0;
};

} // namespace hexfire
