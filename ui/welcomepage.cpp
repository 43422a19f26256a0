#include "ui/welcomepage.h"

#include "ui/displaytext.h"
#include "ui/examplescenarios.h"
#include "ui/settings.h"

#include <QDir>
#include <QFileInfo>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QVBoxLayout>

namespace hexfire {

namespace {
QLabel *heading(const QString &text, double scale)
{
    auto *label = new QLabel(text);
    QFont f = label->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * scale);
    label->setFont(f);
    label->setWordWrap(true);
    return label;
}

/** A scenario's title under its game's name, without the name again: "Game: The example"
 *  reads "The example" on that game's card. */
QString shortTitle(const QString &title, const QString &game)
{
    QString t = DisplayText::oneLine(title, 70);
    const QString prefix = game + QLatin1Char(':');
    if (t.startsWith(prefix, Qt::CaseInsensitive)) {
        t = t.mid(prefix.size()).trimmed();
        if (!t.isEmpty())
            t[0] = t[0].toUpper();
    }
    return t;
}

/** A flat button that reads as a link: the title, and how long it is in a lighter tone. */
QPushButton *choice(const QString &text, const QString &tip)
{
    auto *b = new QPushButton(text);
    b->setFlat(true);
    b->setCursor(Qt::PointingHandCursor);
    b->setToolTip(tip);
    b->setStyleSheet(QStringLiteral("QPushButton { text-align: left; padding: 3px 6px; }"));
    return b;
}
} // namespace

WelcomePage::WelcomePage(QWidget *parent)
    : QScrollArea(parent)
{
    setObjectName(QStringLiteral("welcomePage"));
    setAccessibleName(tr("Welcome to HexFire"));
    setWidgetResizable(true);
    setFrameShape(QFrame::NoFrame);
    refresh();
}

QString WelcomePage::thumbnailFor(const QString &scenarioPath)
{
    const QFileInfo info(scenarioPath);
    const QString png
        = info.dir().filePath(QStringLiteral("thumbnails/%1.png").arg(info.completeBaseName()));
    return QFileInfo::exists(png) ? png : QString();
}

void WelcomePage::setCanGoBack(bool canGoBack)
{
    m_canGoBack = canGoBack;
    if (m_back)
        m_back->setVisible(canGoBack);
}

void WelcomePage::refresh()
{
    auto *page = new QWidget;
    page->setObjectName(QStringLiteral("welcomeContent"));
    auto *column = new QVBoxLayout(page);
    column->setContentsMargins(24, 18, 24, 18);
    column->setSpacing(12);

    auto *top = new QHBoxLayout;
    auto *intro = new QVBoxLayout;
    intro->addWidget(heading(tr("Welcome to HexFire"), 1.8));
    auto *about = new QLabel(
        tr("Line of sight that explains itself, every modifier with its rule and the exact odds "
           "before the dice roll. <b>Learn</b> a game from its rule book's worked examples, step "
           "by step, or <b>play</b> its sandbox: move, fire and end the phases, with every rule "
           "applied and every step undoable."));
    about->setWordWrap(true);
    intro->addWidget(about);
    top->addLayout(intro, 1);
    m_back = new QPushButton(tr("Back to the Game"));
    m_back->setObjectName(QStringLiteral("welcomeBack"));
    m_back->setVisible(m_canGoBack);
    connect(m_back, &QPushButton::clicked, this, &WelcomePage::closeRequested);
    top->addWidget(m_back, 0, Qt::AlignTop);
    column->addLayout(top);

    // One card per game, in the order the bundled scenarios list them.
    QList<ExampleScenario> all = ExampleScenarios::list();
    QStringList games;
    for (const ExampleScenario &e : all) {
        if (!games.contains(e.game))
            games << e.game;
    }
    auto *grid = new QGridLayout;
    grid->setSpacing(12);
    for (int i = 0; i < games.size(); ++i) {
        QList<ExampleScenario> own;
        for (const ExampleScenario &e : all) {
            if (e.game == games[i])
                own << e;
        }
        grid->addWidget(gameCard(games[i], own), i / 2, i % 2);
    }
    if (games.isEmpty())
        grid->addWidget(new QLabel(tr("No bundled scenarios were found next to HexFire.")), 0, 0);
    column->addLayout(grid);

    auto *files = new QHBoxLayout;
    auto *open = new QPushButton(tr("Open a Saved Game or Scenario…"));
    open->setObjectName(QStringLiteral("welcomeOpen"));
    connect(open, &QPushButton::clicked, this, &WelcomePage::openFileRequested);
    files->addWidget(open, 0, Qt::AlignTop);
    auto *recent = new QVBoxLayout;
    const QStringList recentFiles = Settings::recentFiles.get();
    int shown = 0;
    for (const QString &f : recentFiles) {
        if (shown == 5 || !QFileInfo::exists(f))
            continue;
        if (shown++ == 0)
            recent->addWidget(heading(tr("Recent"), 1.0));
        QPushButton *b = choice(QFileInfo(f).fileName(), QDir::toNativeSeparators(f));
        connect(b, &QPushButton::clicked, this, [this, f] { emit openRequested(f); });
        recent->addWidget(b);
    }
    files->addLayout(recent, 1);
    column->addLayout(files);
    column->addStretch(1);
    setWidget(page);
}

QWidget *WelcomePage::gameCard(const QString &game, const QList<ExampleScenario> &scenarios)
{
    const QString shown = ruleText(game.toStdString()); // game is the English display name
    auto *card = new QFrame;
    card->setObjectName(QStringLiteral("welcomeGame"));
    card->setAccessibleName(shown);
    card->setFrameShape(QFrame::StyledPanel);
    card->setAutoFillBackground(true);
    card->setBackgroundRole(QPalette::Base);
    auto *row = new QHBoxLayout(card);
    row->setContentsMargins(10, 10, 10, 10);

    // The picture: the sandbox's map, else the first example's.
    QString picture;
    for (const ExampleScenario &e : scenarios) {
        const QString png = thumbnailFor(e.path);
        if (!png.isEmpty() && (picture.isEmpty() || e.steps == 0))
            picture = png;
    }
    if (!picture.isEmpty()) {
        auto *image = new QLabel;
        image->setObjectName(QStringLiteral("welcomePicture"));
        image->setPixmap(QPixmap(picture).scaledToWidth(160, Qt::SmoothTransformation));
        image->setAlignment(Qt::AlignTop);
        image->setAccessibleName(tr("A picture of the %1 map").arg(shown));
        row->addWidget(image, 0, Qt::AlignTop);
    }
    auto *text = new QVBoxLayout;
    text->setSpacing(2);
    text->addWidget(heading(shown, 1.25));
    auto section = [text](const QString &name) {
        QLabel *label = heading(name, 1.0);
        label->setContentsMargins(0, 6, 0, 0);
        text->addWidget(label);
    };
    bool learn = false;
    bool play = false;
    for (const ExampleScenario &e : scenarios) {
        if (e.steps == 0)
            continue;
        if (!learn) {
            section(tr("Learn"));
            learn = true;
        }
        const QString title = shortTitle(e.title, game);
        QPushButton *b
            = choice(e.steps == 1 ? tr("%1 · one step").arg(title)
                                  : tr("%1 · %2 steps").arg(title, QString::number(e.steps)),
                DisplayText::wrappable(e.description, 600));
        b->setObjectName(QStringLiteral("welcomeLearn"));
        b->setProperty("scenario", e.path);
        connect(
            b, &QPushButton::clicked, this, [this, path = e.path] { emit openRequested(path); });
        text->addWidget(b);
    }
    for (const ExampleScenario &e : scenarios) {
        if (e.steps != 0)
            continue;
        if (!play) {
            section(tr("Play"));
            play = true;
        }
        QPushButton *b
            = choice(shortTitle(e.title, game), DisplayText::wrappable(e.description, 600));
        b->setObjectName(QStringLiteral("welcomePlay"));
        b->setProperty("scenario", e.path);
        connect(
            b, &QPushButton::clicked, this, [this, path = e.path] { emit openRequested(path); });
        text->addWidget(b);
    }
    text->addStretch(1);
    row->addLayout(text, 1);
    return card;
}

} // namespace hexfire
