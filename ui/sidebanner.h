#pragma once

#include <QLabel>

class QTimer;

namespace hexfire {

/**
 * A banner across the top of the map that says, for a few seconds, whose turn it is now
 * ("German side to act"): in a hot-seat game the players hand the laptop over when it shows.
 */
class SideBanner final : public QLabel {
    Q_OBJECT
public:
    /** Shown over `over` (the map view), centred at its top. */
    explicit SideBanner(QWidget *over);

    /** Shows text for ms milliseconds (it stays while shown again). */
    void announce(const QString &text, int ms = 4000);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void reposition();

    QTimer *m_timer;
};

} // namespace hexfire
