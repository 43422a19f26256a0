#pragma once

#include "ui/examplescenarios.h"

#include <QList>
#include <QScrollArea>
#include <QString>

class QPushButton;

namespace hexfire {

/**
 * The first thing a new player sees: each game HexFire plays with a picture, its examples to
 * learn from (shortest first) and its sandbox to play, then Open and the recent files. Built
 * from the bundled scenarios (ExampleScenarios) and the recent files, so it names no rule system
 * of its own. It only reports what the player chose; the window opens it.
 */
class WelcomePage final : public QScrollArea {
    Q_OBJECT
public:
    explicit WelcomePage(QWidget *parent = nullptr);

    /** Builds the page again from the bundled scenarios and the recent files. */
    void refresh();
    /** Whether "Back to the game" is offered (a game is open behind the page). */
    void setCanGoBack(bool canGoBack);
    /** The picture shown for a scenario: a PNG of the same name in the scenarios' thumbnails
     *  folder, when there is one. */
    static QString thumbnailFor(const QString &scenarioPath);

signals:
    /** A bundled example, sandbox or recent file to open. */
    void openRequested(const QString &path);
    /** File > Open…: the player picks a file. */
    void openFileRequested();
    /** Back to the game behind the page. */
    void closeRequested();

private:
    QWidget *gameCard(const QString &game, const QList<ExampleScenario> &scenarios);

    QPushButton *m_back = nullptr;
    bool m_canGoBack = false;
};

} // namespace hexfire
