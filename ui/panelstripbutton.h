#pragma once

#include <QToolButton>

namespace hexfire {

/**
 * A button on the slim strip that stands for the collapsed panels: its text runs down the
 * strip, read with the head tilted right, as the side bars of editors and IDEs show theirs.
 */
class PanelStripButton final : public QToolButton {
    Q_OBJECT
public:
    explicit PanelStripButton(QWidget *parent = nullptr);

    /** Draws attention to the panel: it has something new to show (the odds of a target). */
    void setHighlighted(bool on);
    bool isHighlighted() const { return m_highlighted; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    bool m_highlighted = false;
};

} // namespace hexfire
