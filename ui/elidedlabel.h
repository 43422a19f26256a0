#pragma once

#include <QLabel>

namespace hexfire {

/**
 * A one-line label that gives up width gracefully: when its text does not fit it ends in "…" and
 * its tooltip shows the whole text. The status bar's turn and mode texts are long in some games
 * and languages; cut off mid-word they ran into the zoom and left no room for the hex under the
 * pointer.
 */
class ElidedLabel final : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
    /** Whether the text is shortened at the present width. */
    bool isElided() const;

protected:
    void paintEvent(QPaintEvent *event) override;
    bool event(QEvent *event) override;
};

} // namespace hexfire
