#include "ui/quizcard.h"

#include "ui/displaytext.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include <algorithm>

namespace hexfire {

QuizCard::QuizCard(QWidget *parent)
    : QFrame(parent)
    , m_header(new QLabel)
    , m_title(new QLabel)
    , m_given(new QLabel)
    , m_prompt(new QLabel)
    , m_feedback(new QLabel)
    , m_score(new QLabel)
    , m_choiceBox(new QVBoxLayout)
    , m_continue(new QPushButton)
{
    setObjectName(QStringLiteral("quizCard"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    // The step card's paper, with a blue edge so a question is not taken for the story.
    setStyleSheet(QStringLiteral(
        "#quizCard { background: rgba(250, 252, 255, 245); border: 2px solid #2f6db5;"
        " border-radius: 6px; }"
        "#quizCard QLabel { background: transparent; }"));
    for (QLabel *l : {m_title, m_given, m_prompt, m_feedback})
        l->setWordWrap(true);
    m_header->setStyleSheet(QStringLiteral("color: #2f6db5; font-weight: bold;"));
    m_score->setStyleSheet(QStringLiteral("color: #555;"));
    m_given->setStyleSheet(QStringLiteral("color: #333; font-style: italic;"));
    m_feedback->setTextFormat(Qt::RichText);
    QFont big = font();
    big.setPointSizeF(font().pointSizeF() * 1.15);
    big.setBold(true);
    m_prompt->setFont(big);
    m_continue->setObjectName(QStringLiteral("quizContinue"));
    m_continue->setDefault(true);

    auto *top = new QHBoxLayout;
    top->addWidget(m_header, 1);
    top->addWidget(m_score);
    auto *bottom = new QHBoxLayout;
    bottom->addStretch();
    bottom->addWidget(m_continue);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 8);
    layout->setSpacing(4);
    layout->addLayout(top);
    layout->addWidget(m_title);
    layout->addWidget(m_given);
    layout->addWidget(m_prompt);
    layout->addLayout(m_choiceBox);
    layout->addWidget(m_feedback);
    layout->addLayout(bottom);
    connect(m_continue, &QPushButton::clicked, this, &QuizCard::onContinue);
    hide();
    if (parent)
        parent->installEventFilter(this);
}

void QuizCard::ask(
    int position, int length, const QString &title, std::vector<QuizQuestion> questions)
{
    m_length = length;
    m_quiz.ask(position, std::move(questions));
    m_title->setText(title);
    if (m_quiz.done()) {
        cancel();
        emit stepRequested();
        return;
    }
    m_asking = true;
    showQuestion();
    show();
    raise();
}

void QuizCard::showQuestion()
{
    m_answered = false;
    const QuizQuestion &q = m_quiz.current();
    m_header->setText(tr("Predict step %1 of %2 — question %3 of %4")
                          .arg(m_quiz.step())
                          .arg(m_length)
                          .arg(m_quiz.currentIndex() + 1)
                          .arg(m_quiz.questionCount()));
    const QuizScore &s = m_quiz.score();
    m_score->setText(s.answered == 0 ? QString() : tr("Score: %1").arg(qs(s.text())));
    m_given->setText(qs(q.given));
    m_given->setVisible(!q.given.empty());
    m_prompt->setText(qs(q.prompt));
    // The last question's buttons go now (never from one of their own clicks: Continue or ask()).
    while (QLayoutItem *item = m_choiceBox->takeAt(0)) {
        if (QLayout *row = item->layout()) {
            while (QLayoutItem *inner = row->takeAt(0)) {
                delete inner->widget();
                delete inner;
            }
        }
        delete item->widget();
        delete item;
    }
    m_choices.clear();
    // Short choices sit side by side; sentences one under the other.
    const bool shortChoices = std::all_of(
        q.choices.begin(), q.choices.end(), [](const std::string &c) { return c.size() <= 12; });
    auto *row = shortChoices ? new QHBoxLayout : nullptr;
    for (std::size_t i = 0; i < q.choices.size(); ++i) {
        auto *b = new QPushButton(qs(q.choices[i]));
        b->setObjectName(QStringLiteral("quizChoice%1").arg(i));
        connect(b, &QPushButton::clicked, this, [this, i] { choose(static_cast<int>(i)); });
        m_choices.push_back(b);
        if (row)
            row->addWidget(b);
        else
            m_choiceBox->addWidget(b);
    }
    if (row) {
        row->addStretch();
        m_choiceBox->addLayout(row);
    }
    m_feedback->hide();
    m_continue->hide();
    reposition();
}

void QuizCard::choose(int index)
{
    if (!m_asking || m_answered || m_quiz.done())
        return;
    const QuizQuestion q = m_quiz.current();
    const bool right = m_quiz.answer(index);
    m_answered = true;
    for (std::size_t i = 0; i < m_choices.size(); ++i) {
        QPushButton *b = m_choices[i];
        b->setEnabled(false);
        if (static_cast<int>(i) == q.answer)
            b->setStyleSheet(
                QStringLiteral("background: #cdeccd; color: #000; font-weight: bold;"));
        else if (static_cast<int>(i) == index)
            b->setStyleSheet(QStringLiteral("background: #f5cccc; color: #000;"));
    }
    const QString verdict = right
        ? tr("<b style='color:#1d7a1d'>Right.</b>")
        : tr("<b style='color:#b22'>Not quite:</b> the answer is <b>%1</b>.")
              .arg(qs(q.choices[static_cast<std::size_t>(q.answer)]).toHtmlEscaped());
    m_feedback->setText(verdict + QLatin1Char(' ') + qs(q.why).toHtmlEscaped());
    m_feedback->show();
    m_score->setText(tr("Score: %1").arg(qs(m_quiz.score().text())));
    m_continue->setText(m_quiz.done() ? tr("Show the step ▶") : tr("Next question ▶"));
    m_continue->show();
    m_continue->setFocus();
    emit scoreChanged(m_quiz.score());
    reposition();
}

void QuizCard::onContinue()
{
    if (!m_asking || !m_answered)
        return;
    if (!m_quiz.done()) {
        showQuestion();
        return;
    }
    cancel();
    emit stepRequested();
}

void QuizCard::cancel()
{
    m_asking = false;
    hide();
}

void QuizCard::reset()
{
    cancel();
    m_quiz.reset();
}

void QuizCard::reposition()
{
    QWidget *p = parentWidget();
    if (!p)
        return;
    const int margin = 10;
    const int width = std::max(220, std::min(560, p->width() - 2 * margin));
    setFixedWidth(width);
    // As tall as the question and its answers need, within most of the map: the word-wrapped
    // labels at this width, and the buttons in their rows.
    const int inner = width - 20;
    // 12 more: the layout's spacing around the choice rows, which the sum below leaves out.
    int wanted = 6 + 8 + 12 + m_header->sizeHint().height();
    for (QLabel *l : {m_title, m_given, m_prompt, m_feedback}) {
        if (!l->isHidden() && !l->text().isEmpty())
            wanted += l->heightForWidth(inner) + 4;
    }
    const int buttonHeight = m_continue->sizeHint().height();
    const bool oneRow = m_choiceBox->count() == 1 && m_choiceBox->itemAt(0)->layout();
    wanted += (oneRow ? 1 : static_cast<int>(m_choices.size())) * (buttonHeight + 4);
    if (!m_continue->isHidden())
        wanted += buttonHeight + 4;
    const int h = std::clamp(wanted, 120, std::max(120, p->height() * 7 / 10));
    setFixedHeight(h);
    move(margin, p->height() - h - margin);
    raise();
}

bool QuizCard::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == parentWidget() && event->type() == QEvent::Resize && isVisible())
        reposition();
    return QFrame::eventFilter(watched, event);
}

} // namespace hexfire
