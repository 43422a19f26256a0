#include "ui/panels/timelinepanel.h"

#include "ui/displaytext.h"
#include "ui/gamesession.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QScrollArea>
#include <QSlider>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

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
    // In the panel column beside the map: the controls over the list of steps, the story (when
    // the step card does not tell it) under the list.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(6, 4, 6, 4);
    auto *controls = new QHBoxLayout;
    controls->setSpacing(0);
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
    controls->addWidget(m_position);
    outer->addLayout(controls);
    outer->addWidget(m_slider);
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.1);
    m_title->setFont(bold);
    // Titles and narration come from files: plain text (a "<" is not markup), wrapped, with
    // break opportunities in long words so that no word sets the window's width.
    m_title->setTextFormat(Qt::PlainText);
    m_title->setWordWrap(true);
    m_narration->setTextFormat(Qt::PlainText);
    m_narration->setWordWrap(true);
    m_narration->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_narration->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A long narration scrolls instead of being cut off by a short dock.
    auto *narrationArea = new QScrollArea;
    m_story = narrationArea;
    m_outer = outer;
    narrationArea->setWidget(m_narration);
    narrationArea->setWidgetResizable(true);
    narrationArea->setFrameShape(QFrame::NoFrame);
    narrationArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // One elided line per step: the layout does not measure every row of a long game.
    m_list->setUniformItemSizes(true);
    m_list->setTextElideMode(Qt::ElideRight);
    outer->addWidget(m_list, 3);
    outer->addWidget(m_title);
    outer->addWidget(narrationArea, 2);

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
    connect(m_session, &GameSession::timelineChanged, this, &TimelinePanel::update);
    connect(m_session, &GameSession::gameReset, this, &TimelinePanel::rebuild);
    connect(m_session, &GameSession::bookmarkChanged, this, [this](int entry) {
        updateRow(entry);
        updateControls();
    });
    rebuild();
}

void TimelinePanel::go(int n)
{
    QString error;
    // A move is reported back through timelineChanged (update); only a failure is ours to show.
    if (!m_session->goTo(n, &error) && !error.isEmpty())
        emit problem(error);
    updateControls(); // when nothing moved, the slider and the list go back to the position
}

void TimelinePanel::rebuild()
{
    ++m_rebuilds;
    m_updating = true;
    m_list->clear();
    m_list->addItem(tr("0. Start position"));
    m_shownLength = 0;
    m_shownPosition = m_session->position();
    m_shownLogSize = m_session->hasGame() ? static_cast<int>(m_session->game().log().size()) : 0;
    const int length = m_session->hasGame() ? m_session->timelineLength() : 0;
    for (int i = 0; i < length; ++i) {
        m_list->addItem(new QListWidgetItem);
        updateRow(i);
    }
    m_shownLength = length;
    m_updating = false;
    updateControls();
}

void TimelinePanel::update()
{
    if (!m_session->hasGame()) {
        rebuild();
        return;
    }
    m_updating = true;
    const int length = m_session->timelineLength();
    const int pos = m_session->position();
    const int logSize = static_cast<int>(m_session->game().log().size());
    while (m_shownLength > length)
        delete m_list->takeItem(m_shownLength--);
    for (; m_shownLength < length; ++m_shownLength) {
        m_list->addItem(new QListWidgetItem);
        updateRow(m_shownLength);
    }
    // Rows between the two positions change shade (and may now show the log's title); rows a
    // commit dropped from the log show the script's step again.
    for (int i = std::min(m_shownPosition, pos) - 1; i <= std::max(m_shownPosition, pos); ++i)
        updateRow(i);
    for (int i = logSize; i < std::min(m_shownLogSize, length); ++i)
        updateRow(i);
    m_shownPosition = pos;
    m_shownLogSize = logSize;
    m_updating = false;
    updateControls();
}

void TimelinePanel::updateRow(int entry)
{
    QListWidgetItem *item = m_list->item(entry + 1);
    if (entry < 0 || !item || entry >= m_session->timelineLength())
        return;
    ++m_rowUpdates;
    QString title = m_session->stepTitle(entry);
    if (title.isEmpty())
        title = tr("Step %1").arg(entry + 1);
    const QString line = DisplayText::oneLine(title, 160);
    item->setText(
        QStringLiteral("%1. %2%3")
            .arg(entry + 1)
            .arg(line, m_session->isBookmarked(entry) ? QStringLiteral(" ★") : QString()));
    // The whole title on hover, wrapped: the row shows one line of it.
    item->setToolTip(DisplayText::wrappable(title, 2000));
    // Steps not played yet are grey; a played one takes the palette's text colour again.
    item->setData(Qt::ForegroundRole,
        entry >= m_session->position() ? QVariant(QBrush(QColor(140, 140, 140))) : QVariant());
}

void TimelinePanel::updateControls()
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
    m_list->setCurrentRow(pos);

    // At most this much of a title and narration: a 64 KiB narration is not read in a dock.
    constexpr qsizetype titleChars = 400;
    constexpr qsizetype narrationChars = 16000;
    if (pos == 0) {
        m_title->setText(m_session->hasGame() ? DisplayText::wrappable(
                             QString::fromStdString(m_session->scenario().title), titleChars)
                                              : QString());
        m_narration->setText(m_session->hasGame()
                ? DisplayText::wrappable(
                    QString::fromStdString(m_session->scenario().description), narrationChars)
                : QString());
    } else {
        m_title->setText(DisplayText::wrappable(
            tr("Step %1: %2").arg(pos).arg(m_session->stepTitle(pos - 1)), titleChars));
        m_narration->setText(
            DisplayText::wrappable(m_session->stepNarration(pos - 1), narrationChars));
    }
    m_updating = false;
}

void TimelinePanel::setStoryShown(bool shown)
{
    m_storyShown = shown;
    m_title->setVisible(shown);
    m_story->setVisible(shown);
    m_outer->setStretch(m_outer->indexOf(m_list), shown ? 3 : 1);
}

} // namespace hexfire
