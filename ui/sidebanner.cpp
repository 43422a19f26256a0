#include "ui/sidebanner.h"

#include <QEvent>
#include <QTimer>

namespace hexfire {

SideBanner::SideBanner(QWidget *over)
    : QLabel(over)
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("sideBanner"));
    setAlignment(Qt::AlignCenter);
    setStyleSheet(QStringLiteral("QLabel { background: rgba(20, 20, 20, 210); color: white; "
                                 "border-radius: 8px; padding: 10px 24px; font-size: 16pt; "
                                 "font-weight: bold; }"));
    setToolTip(tr("Click to hide"));
    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &QWidget::hide);
    over->installEventFilter(this);
    hide();
}

void SideBanner::announce(const QString &text, int ms)
{
    setText(text);
    adjustSize();
    reposition();
    show();
    raise();
    m_timer->start(ms);
}

void SideBanner::reposition()
{
    if (QWidget *p = parentWidget())
        move((p->width() - width()) / 2, 16);
}

bool SideBanner::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        reposition();
    return QLabel::eventFilter(watched, event);
}

void SideBanner::mousePressEvent(QMouseEvent *event)
{
    // In the way of a counter: a click puts it away at once.
    QLabel::mousePressEvent(event);
    m_timer->stop();
    hide();
}

} // namespace hexfire
