#include "ui/panels/timelinepanel.h"

#include "ui/gamesession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>

namespace hexfire {

TimelinePanel::TimelinePanel(GameSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_start(new QToolButton)
    , m_back(new QToolButton)
    , m_forward(new QToolButton)
    , m_end(new QToolButton)
    , m_bookmark(new QToolButton)
    , m_slider(new QSlider(Qt::Horizontal))
    , m_position(new QLabel)
    , m_title(new QLabel)
    , m_narration(new QLabel)
    , m_list(new QListWidget)
{
    auto *outer = new QHBoxLayout(this);
    outer->setContentsMargins(6, 4, 6, 4);
    auto *left = new QVBoxLayout;
    auto *controls = new QHBoxLayout;
    const struct {
        QToolButton *button;
        const char *icon;
        QString tip;
    } buttons[] = {
        {m_start, ":/icons/start.svg", tr("Jump to the start")},
        {m_back, ":/icons/back.svg", tr("Step back")},
        {m_forward, ":/icons/forward.svg", tr("Step forward (plays the next script step)")},
        {m_end, ":/icons/end.svg", tr("Jump to the end")},
        {m_bookmark, ":/icons/bookmark.svg", tr("Bookmark the current step")},
    };
    for (const auto &b : buttons) {
        b.button->setIcon(QIcon(QLatin1String(b.icon)));
        b.button->setIconSize(QSize(22, 22));
        b.button->setToolTip(b.tip);
        b.button->setAutoRaise(true);
        controls->addWidget(b.button);
    }
    m_bookmark->setCheckable(true);
    controls->addWidget(m_slider, 1);
    controls->addWidget(m_position);
    left->addLayout(controls);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    m_title->setFont(bold);
    m_title->setWordWrap(true);
    m_narration->setWordWrap(true);
    m_narration->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_narration->setTextInteractionFlags(Qt::TextSelectableByMouse);
    left->addWidget(m_title);
    // A long narration scrolls instead of being cut off by a short dock.
    auto *narrationArea = new QScrollArea;
    narrationArea->setWidget(m_narration);
    narrationArea->setWidgetResizable(true);
    narrationArea->setFrameShape(QFrame::NoFrame);
    narrationArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    left->addWidget(narrationArea, 1);
    outer->addLayout(left, 3);
    m_list->setMaximumWidth(360);
    outer->addWidget(m_list, 1);

    connect(m_start, &QToolButton::clicked, this, [this] { go(0); });
    connect(m_back, &QToolButton::clicked, this, [this] { go(m_session->position() - 1); });
    connect(m_forward, &QToolButton::clicked, this, [this] { go(m_session->position() + 1); });
    connect(m_end, &QToolButton::clicked, this, [this] { go(m_session->timelineLength()); });
    connect(m_slider, &QSlider::valueChanged, this, [this](int v) {
        if (!m_updating)
            go(v);
    });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_updating && row >= 0)
            go(row);
    });
    connect(m_bookmark, &QToolButton::toggled, this, [this](bool on) {
        if (!m_updating && m_session->position() > 0)
            m_session->setBookmark(m_session->position() - 1, on);
    });
    connect(m_session, &GameSession::timelineChanged, this, &TimelinePanel::refresh);
    connect(m_session, &GameSession::gameReset, this, &TimelinePanel::refresh);
    refresh();
}

void TimelinePanel::go(int n)
{
    QString error;
    if (!m_session->goTo(n, &error) && !error.isEmpty())
        emit problem(error);
    refresh();
}

void TimelinePanel::refresh()
{
    m_updating = true;
    const int length = m_session->hasGame() ? m_session->timelineLength() : 0;
    const int pos = m_session->position();
    m_slider->setRange(0, length);
    m_slider->setValue(pos);
    m_position->setText(tr("%1 / %2").arg(pos).arg(length));
    m_start->setEnabled(pos > 0);
    m_back->setEnabled(pos > 0);
    m_forward->setEnabled(m_session->hasGame() && m_session->canStepForward());
    m_end->setEnabled(m_session->hasGame() && pos < length);
    m_bookmark->setEnabled(pos > 0
        && pos <= static_cast<int>(m_session->hasGame() ? m_session->game().log().size() : 0));
    m_bookmark->setChecked(pos > 0 && m_session->isBookmarked(pos - 1));

    m_list->clear();
    auto *start = new QListWidgetItem(tr("0. Start position"));
    m_list->addItem(start);
    for (int i = 0; i < length; ++i) {
        QString title = m_session->stepTitle(i);
        if (title.isEmpty())
            title = tr("Step %1").arg(i + 1);
        auto *item = new QListWidgetItem(
            QStringLiteral("%1. %2%3")
                .arg(i + 1)
                .arg(title, m_session->isBookmarked(i) ? QStringLiteral(" ★") : QString()));
        if (i >= pos)
            item->setForeground(QColor(140, 140, 140));
        m_list->addItem(item);
    }
    m_list->setCurrentRow(pos);

    if (pos == 0) {
        m_title->setText(
            m_session->hasGame() ? QString::fromStdString(m_session->scenario().title) : QString());
        m_narration->setText(m_session->hasGame()
                ? QString::fromStdString(m_session->scenario().description)
                : QString());
    } else {
        m_title->setText(tr("Step %1: %2").arg(pos).arg(m_session->stepTitle(pos - 1)));
        m_narration->setText(m_session->stepNarration(pos - 1));
    }
    m_updating = false;
}

} // namespace hexfire
