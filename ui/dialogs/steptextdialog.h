#pragma once

#include <QDialog>

class QLineEdit;
class QPlainTextEdit;

namespace hexfire {

/**
 * A step's title and its narration, for a teacher building an example from the steps played: the
 * title is the timeline's line for the step, the narration the story the step card tells.
 */
class StepTextDialog final : public QDialog {
    Q_OBJECT
public:
    StepTextDialog(int step, const QString &title, const QString &narration,
        const QString &whatHappened, QWidget *parent = nullptr);

    QString title() const;
    QString narration() const;
    QLineEdit *titleEdit() const { return m_title; }
    QPlainTextEdit *narrationEdit() const { return m_narration; }

private:
    QLineEdit *m_title;
    QPlainTextEdit *m_narration;
};

} // namespace hexfire
