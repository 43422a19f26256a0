#include "ui/narrationcard.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QScrollArea>
#include <QStyle>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace hexfire {

NarrationCard::NarrationCard(QWidget *parent)
    : QFrame(parent)
    , m_position(new QLabel)
    , m_title(new QLabel)
    , m_text(new QLabel)
    , m_scroll(new QScrollArea)
    , m_back(new QToolButton)
    , m_next(new QToolButton)
    , m_play(new QToolButton)
    , m_close(new QToolButton)
    , m_fold(new QToolButton)
    , m_timer(new QTimer(this))
{
    setObjectName(QStringLiteral("narrationCard"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // A sheet of paper over the map: light, with a dark edge, readable over any terrain.
    setStyleSheet(QStringLiteral(
        "#narrationCard { background: rgba(255, 253, 245, 242); border: 1px solid #555;"
        " border-radius: 6px; }"
        "#narrationCard QLabel { background: transparent; }"
        "#narrationCard QScrollArea { background: transparent; border: none; }"));

    updateFonts();
    m_title->setWordWrap(true);
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_position->setStyleSheet(QStringLiteral("color: #555;"));
    m_position->setWordWrap(true);

    auto *textBox = new QWidget;
    auto *textLayout = new QVBoxLayout(textBox);
    textLayout->setContentsMargins(0, 0, 4, 0);
    textLayout->addWidget(m_text);
    textLayout->addStretch();
    m_scroll->setWidget(textBox);
    m_scroll->setWidgetResizable(true);
    m_scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_scroll->viewport()->setAutoFillBackground(false);
    textBox->setAutoFillBackground(false);

    m_back->setText(tr("◀ Back"));
    m_back->setToolTip(tr("The step before (Page Up)"));
    m_next->setText(tr("Next ▶"));
    m_next->setToolTip(tr("The next step (Page Down)"));
    m_play->setCheckable(true);
    m_play->setText(tr("Play"));
    m_play->setToolTip(tr("Step through the example at reading pace; press again to pause"));
    m_close->setText(QStringLiteral("×"));
    m_close->setAutoRaise(true);
    m_close->setToolTip(tr("Hide the step card (View > Step Card brings it back)"));
    m_back->setObjectName(QStringLiteral("cardBack"));
    m_next->setObjectName(QStringLiteral("cardNext"));
    m_play->setObjectName(QStringLiteral("cardPlay"));

    m_fold->setCheckable(true);
    m_fold->setAutoRaise(true);
    m_fold->setText(QStringLiteral("▾"));
    m_fold->setObjectName(QStringLiteral("cardFold"));
    m_fold->setToolTip(tr("Fold the story away to see more of the map; again to unfold it"));
    connect(m_fold, &QToolButton::toggled, this, [this](bool folded) {
        m_fold->setText(folded ? QStringLiteral("▸") : QStringLiteral("▾"));
        m_scroll->setVisible(!folded);
        reposition();
    });
    auto *top = new QHBoxLayout;
    top->addWidget(m_position, 1);
    top->addWidget(m_fold);
    top->addWidget(m_close);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_back);
    buttons->addWidget(m_next);
    buttons->addWidget(m_play);
    buttons->addStretch();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 8);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addWidget(m_title);
    layout->addWidget(m_scroll, 1);
    layout->addLayout(buttons);

    m_timer->setSingleShot(true);
    connect(m_timer, &QTimer::timeout, this, &NarrationCard::forwardRequested);
    connect(m_back, &QToolButton::clicked, this, [this] {
        setPlaying(false);
        emit backRequested();
    });
    connect(m_next, &QToolButton::clicked, this, [this] {
        setPlaying(false);
        emit forwardRequested();
    });
    connect(m_play, &QToolButton::toggled, this, [this](bool on) {
        if (on && !m_content.canForward)
            on = false;
        setPlaying(on);
        if (on)
            emit forwardRequested(); // the first step at once: Play answers straight away
    });
    connect(m_close, &QToolButton::clicked, this, [this] {
        setPlaying(false);
        emit closeRequested();
    });
    if (parent)
        parent->installEventFilter(this);
}

int NarrationCard::stepDelayMs(const QString &narration)
{
    // About 200 words a minute, with a floor so a short step is still seen, and a ceiling so a
    // long one does not stall the example.
    const auto words = narration.split(QLatin1Char(' '), Qt::SkipEmptyParts).size();
    return static_cast<int>(std::clamp<qsizetype>(2500 + words * 300, 3000, 20000));
}

bool NarrationCard::isFolded() const { return m_fold->isChecked(); }

bool NarrationCard::isPlaying() const { return m_play->isChecked(); }

void NarrationCard::setPlaying(bool on)
{
    const bool was = m_play->isChecked();
    {
        const QSignalBlocker block(m_play);
        m_play->setChecked(on);
    }
    m_play->setText(on ? tr("Pause") : tr("Play"));
    if (!on)
        m_timer->stop();
    updateButtons();
    if (was != on)
        emit playingChanged(on);
}

void NarrationCard::setContent(const Content &content)
{
    m_content = content;
    QString where = content.exampleTitle;
    if (content.length > 0)
        where = content.position == 0
            ? (content.length == 1
                    ? tr("%1 — one step").arg(content.exampleTitle)
                    : tr("%1 — %2 steps").arg(content.exampleTitle).arg(content.length))
            : tr("Step %1 of %2").arg(content.position).arg(content.length);
    if (!content.turn.isEmpty())
        where += QStringLiteral("  ·  ") + content.turn;
    m_position->setText(where);
    if (content.position == 0 && content.length > 0) {
        m_title->setText(tr("Press Next ▶ (or Page Down) for step 1"));
        m_text->setText(!content.narration.isEmpty() ? content.narration
                : content.example
                ? tr("Play steps through the whole example at reading pace. Each step shows on "
                     "the map: the acting unit ringed in orange, the line of fire, the dice where "
                     "they were rolled.")
                : tr("Play steps through the game played so far at reading pace, with the dice "
                     "as they were rolled. Each step shows on the map: the acting unit ringed in "
                     "orange, the line of fire, the dice where they fell."));
    } else {
        m_title->setText(content.title);
        m_text->setText(content.narration);
    }
    m_text->setVisible(!m_text->text().isEmpty());
    updateButtons();
    if (isPlaying()) {
        if (content.canForward)
            m_timer->start(static_cast<int>(
                stepDelayMs(m_title->text() + QLatin1Char(' ') + m_text->text()) / m_speed));
        else
            setPlaying(false);
    }
    reposition();
}

void NarrationCard::updateButtons()
{
    m_back->setEnabled(m_content.canBack);
    m_next->setEnabled(m_content.canForward);
    m_play->setEnabled(m_content.canForward || isPlaying());
}

void NarrationCard::reposition()
{
    QWidget *p = parentWidget();
    if (!p)
        return;
    const int margin = 10;
    const int width = std::min(560, p->width() - 2 * margin);
    // A share of the map that leaves the action above it in view, smaller on a small screen.
    const int maxHeight = std::max(110, p->height() * (p->height() < 640 ? 3 : 4) / 10);
    setFixedWidth(std::max(200, width));
    // The height the text asks for at this width, within a share of the map.
    const int textHeight
        = !isFolded() && !m_text->text().isEmpty() ? m_text->heightForWidth(width - 34) : 0;
    // The position line shares its row with the fold and close buttons; a long one (a German
    // turn track) wraps, and the card grows by the lines it takes.
    const int positionWidth
        = width - 20 - m_fold->sizeHint().width() - m_close->sizeHint().width() - 2 * 6;
    const int chrome
        = std::max(m_position->heightForWidth(positionWidth), m_fold->sizeHint().height())
        + m_title->heightForWidth(width - 20) + m_play->sizeHint().height() + 30;
    const int h = std::min(maxHeight, chrome + std::max(0, textHeight) + 6);
    setFixedHeight(h);
    move(margin, p->height() - h - margin);
    raise();
}

void NarrationCard::updateFonts()
{
    QFont titleFont = font();
    titleFont.setPointSizeF(font().pointSizeF() * 1.25);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    QFont textFont = font();
    textFont.setPointSizeF(font().pointSizeF() * 1.1);
    m_text->setFont(textFont);
}

void NarrationCard::changeEvent(QEvent *event)
{
    QFrame::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        updateFonts();
        reposition();
    }
}

bool NarrationCard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize)
        reposition();
    return QFrame::eventFilter(watched, event);
}

} // namespace hexfire
