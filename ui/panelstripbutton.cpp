#include "ui/panelstripbutton.h"

#include <QPainter>
#include <QStyleOptionToolButton>
#include <QStylePainter>

namespace hexfire {

PanelStripButton::PanelStripButton(QWidget *parent)
    : QToolButton(parent)
{
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    setAutoRaise(true);
    setFocusPolicy(Qt::TabFocus);
}

void PanelStripButton::setHighlighted(bool on)
{
    if (on == m_highlighted)
        return;
    m_highlighted = on;
    QFont f = font();
    f.setBold(on);
    setFont(f);
    updateGeometry();
    update();
}

QSize PanelStripButton::sizeHint() const
{
    QFont f = font();
    f.setBold(true); // as wide bold or not: the strip keeps its layout when one lights up
    const QFontMetrics metrics(f);
    return {metrics.height() + 12, metrics.horizontalAdvance(text()) + 20};
}

void PanelStripButton::paintEvent(QPaintEvent *)
{
    QStylePainter painter(this);
    // The button's frame as the style draws it (hover, pressed, focus), without its text.
    QStyleOptionToolButton option;
    initStyleOption(&option);
    option.text.clear();
    option.icon = QIcon();
    painter.drawComplexControl(QStyle::CC_ToolButton, option);
    if (m_highlighted) {
        // An accent edge on the map's side, the palette's highlight: a second cue besides bold.
        painter.fillRect(QRect(0, 2, 3, height() - 4), palette().color(QPalette::Highlight));
    }
    painter.translate(width(), 0);
    painter.rotate(90);
    const QRect turned(0, 0, height(), width());
    painter.setPen(
        palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled, QPalette::ButtonText));
    painter.drawText(turned, Qt::AlignCenter, text());
}

} // namespace hexfire
