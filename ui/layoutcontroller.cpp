#include "ui/layoutcontroller.h"

#include "ui/map/mapscene.h"
#include "ui/settings.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>
#include <QScreen>
#include <QStyle>
#include <QTabBar>
#include <QTimer>

#include <algorithm>

namespace hexfire {

/** The window's panels by what they show. */
struct LayoutController::Docks {
    QDockWidget *explanation, *odds, *unit, *hex, *shots, *threats, *whatIf, *dice, *assumptions,
        *timeline;
    QList<QDockWidget *> all() const
    {
        return {explanation, odds, unit, hex, shots, threats, whatIf, dice, assumptions, timeline};
    }
};

LayoutController::LayoutController(QMainWindow *window, MapScene *scene, bool interactive)
    : QObject(window)
    , m_window(window)
    , m_scene(scene)
    , m_interactive(interactive)
{
    setObjectName(QStringLiteral("layoutController"));
}

QDockWidget *LayoutController::addDock(
    QWidget *widget, const QString &title, const char *name, Qt::DockWidgetArea area)
{
    auto *d = new QDockWidget(title, m_window);
    d->setObjectName(QLatin1String(name));
    d->setWidget(widget);
    m_window->addDockWidget(area, d);
    m_docks << d;
    return d;
}

// --- the docks ------------------------------------------------------------------------------

void LayoutController::arrangeDocks(bool compact)
{
    m_compact = compact;
    m_layoutChosen = true;
    // A tab's name is shown whole; when a group's tabs do not fit, its bar scrolls. The bars
    // exist once the docks are tabbed, on the next round of events.
    QTimer::singleShot(0, this, [this] {
        for (QTabBar *bar : m_window->findChildren<QTabBar *>(Qt::FindDirectChildrenOnly)) {
            bar->setElideMode(Qt::ElideNone);
            bar->setUsesScrollButtons(true);
        }
    });
    auto find = [this](const char *name) {
        return m_window->findChild<QDockWidget *>(QLatin1String(name));
    };
    const Docks docks {find("explanationDock"), find("oddsDock"), find("unitDock"), find("hexDock"),
        find("bestShotsDock"), find("threatsDock"), find("whatIfDock"), find("diceDock"),
        find("assumptionsDock"), find("timelineDock")};
    if (compact)
        arrangeCompact(docks);
    else
        arrangeWide(docks);
}

void LayoutController::arrangeCompact(const Docks &d)
{
    // A laptop screen: the map gets most of the window; the panels share one tabbed column
    // on the right (Explanation in front), and the step card on the map tells the story.
    // Two tab groups, one above the other: what the step means (Explanation in front), and
    // what it may bring and did (Odds in front). Tabbed one by one onto the first of each,
    // never stacked all at once, which would grow the window.
    const bool focusOnMap = m_focusMapAction && m_focusMapAction->isChecked();
    m_window->removeDockWidget(d.explanation);
    m_window->addDockWidget(Qt::RightDockWidgetArea, d.explanation);
    m_window->removeDockWidget(d.odds);
    m_window->splitDockWidget(d.explanation, d.odds, Qt::Vertical);
    for (QDockWidget *dock : {d.unit, d.hex, d.assumptions})
        m_window->tabifyDockWidget(d.explanation, dock);
    for (QDockWidget *dock : {d.shots, d.threats, d.whatIf, d.dice, d.timeline})
        m_window->tabifyDockWidget(d.odds, dock);
    for (QDockWidget *dock : d.all())
        dock->setVisible(!focusOnMap);
    // The tab bars settle on the next round of events; the front tabs are chosen then.
    QTimer::singleShot(0, this, [explanation = d.explanation, odds = d.odds] {
        explanation->raise();
        odds->raise();
    });
    const int height = m_window->height();
    m_window->resizeDocks({d.explanation, d.odds}, {height * 3 / 5, height * 2 / 5}, Qt::Vertical);
    m_window->resizeDocks(
        {d.explanation}, {std::max(300, m_window->width() * 3 / 10)}, Qt::Horizontal);
}

void LayoutController::arrangeWide(const Docks &d)
{
    const bool focusOnMap = m_focusMapAction && m_focusMapAction->isChecked();
    for (QDockWidget *dock : {d.explanation, d.odds, d.assumptions, d.dice}) {
        m_window->removeDockWidget(dock);
        m_window->addDockWidget(Qt::RightDockWidgetArea, dock);
    }
    for (QDockWidget *dock : {d.unit, d.hex, d.shots, d.threats, d.whatIf}) {
        m_window->removeDockWidget(dock);
        m_window->addDockWidget(Qt::LeftDockWidgetArea, dock);
    }
    m_window->removeDockWidget(d.timeline);
    m_window->addDockWidget(Qt::BottomDockWidgetArea, d.timeline);
    for (QDockWidget *dock : d.all())
        dock->setVisible(!focusOnMap);
    // Right: why (the explanation, the assumptions behind it) over the odds and the dice rolled;
    // left: the unit, the hex, and the solo player's questions, each group few enough tabs for
    // their names to show whole.
    m_window->splitDockWidget(d.explanation, d.odds, Qt::Vertical);
    m_window->tabifyDockWidget(d.explanation, d.assumptions);
    m_window->tabifyDockWidget(d.odds, d.dice);
    m_window->splitDockWidget(d.unit, d.hex, Qt::Vertical);
    m_window->splitDockWidget(d.hex, d.shots, Qt::Vertical);
    m_window->tabifyDockWidget(d.shots, d.threats);
    m_window->tabifyDockWidget(d.threats, d.whatIf);
    QTimer::singleShot(0, this, [explanation = d.explanation, odds = d.odds, shots = d.shots] {
        explanation->raise();
        odds->raise(); // the dice log fills only once dice are rolled
        shots->raise();
    });
    m_window->resizeDocks({d.explanation, d.odds}, {560, 300}, Qt::Vertical);
    m_window->resizeDocks({d.explanation}, {440}, Qt::Horizontal);
    m_window->resizeDocks({d.unit}, {300}, Qt::Horizontal);
    m_window->resizeDocks({d.unit, d.hex, d.shots}, {330, 170, 300}, Qt::Vertical);
    m_window->resizeDocks({d.timeline}, {150}, Qt::Vertical);
    m_window->setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    m_window->setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
}

void LayoutController::windowResized(const QSize &size)
{
    // Below this size two columns of panels would leave the map a third of the window.
    const bool compact = size.width() < 1400 || size.height() < 820;
    if (compact != m_compact || !m_layoutChosen) {
        arrangeDocks(compact);
        // Moving docks may have asked for more room than the window was given; it keeps its size.
        if (m_window->size() != size)
            m_window->resize(size);
    }
}

void LayoutController::setFocusOnMap(bool on)
{
    if (on) {
        m_hiddenForFocus.clear();
        for (QDockWidget *d : std::as_const(m_docks)) {
            if (d->isVisible()) {
                m_hiddenForFocus << d;
                d->hide();
            }
        }
    } else {
        for (QDockWidget *d : std::as_const(m_hiddenForFocus))
            d->show();
        m_hiddenForFocus.clear();
    }
}

// --- the look -------------------------------------------------------------------------------

int LayoutController::textPercentFor(int chosenPercent, int screenHeight)
{
    if (chosenPercent > 0)
        return std::clamp(chosenPercent, 50, 200);
    return std::clamp(screenHeight * 100 / 1200, 100, 150);
}

void LayoutController::setTextPercent(int percent)
{
    if (!m_baseFont)
        m_baseFont = QApplication::font();
    m_textPercent = percent;
    QFont f = *m_baseFont;
    if (f.pointSizeF() > 0)
        f.setPointSizeF(f.pointSizeF() * percent / 100.0);
    else
        f.setPixelSize(std::max(6, f.pixelSize() * percent / 100));
    // The window and everything in it; dialogs it opens take the application's font.
    m_window->setFont(f);
    QApplication::setFont(f);
    emit fontChanged(f);
}

void LayoutController::setDarkTheme(bool on)
{
    if (on == m_dark)
        return;
    if (!m_lightPalette) {
        m_lightPalette = QApplication::palette();
        m_lightStyle = QApplication::style()->name();
    }
    m_dark = on;
    if (!on) {
        QApplication::setStyle(m_lightStyle);
        QApplication::setPalette(*m_lightPalette);
        m_scene->setBackgroundBrush(QColor(88, 92, 84));
        return;
    }
    // Fusion draws every widget from the palette, so one palette darkens the whole window.
    QApplication::setStyle(QStringLiteral("Fusion"));
    QPalette p;
    const QColor window(45, 47, 50);
    const QColor base(32, 34, 36);
    const QColor text(225, 225, 220);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, QColor(60, 62, 66));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 120, 100));
    p.setColor(QPalette::Link, QColor(120, 170, 255));
    p.setColor(QPalette::Highlight, QColor(60, 110, 180));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::PlaceholderText, QColor(150, 150, 145));
    p.setColor(QPalette::Disabled, QPalette::Text, QColor(120, 120, 118));
    p.setColor(QPalette::Disabled, QPalette::ButtonText, QColor(120, 120, 118));
    p.setColor(QPalette::Disabled, QPalette::WindowText, QColor(120, 120, 118));
    QApplication::setPalette(p);
    m_scene->setBackgroundBrush(QColor(28, 30, 32));
}

void LayoutController::applySettings()
{
    if (!m_interactive)
        return;
    setDarkTheme(Settings::darkTheme.get());
    if (const QScreen *s = QGuiApplication::primaryScreen())
        setTextPercent(
            textPercentFor(Settings::textPercent.get(), s->availableGeometry().height()));
}

void LayoutController::restoreWindowState()
{
    if (!m_interactive)
        return;
    m_window->restoreGeometry(Settings::windowGeometry.get());
    // A layout the player arranged is kept as it was; otherwise the size chooses one.
    m_layoutChosen = m_window->restoreState(Settings::windowState.get());
}

void LayoutController::saveWindowState()
{
    if (!m_interactive)
        return;
    Settings::windowGeometry.set(m_window->saveGeometry());
    Settings::windowState.set(m_window->saveState());
}

// --- the View menu --------------------------------------------------------------------------

void LayoutController::addLookActions(QMenu *view)
{
    QMenu *text = view->addMenu(tr("&Text Size"));
    auto *textGroup = new QActionGroup(text);
    for (int percent : {0, 90, 100, 115, 130, 150}) {
        QAction *a = text->addAction(
            percent == 0 ? tr("Follow the Screen") : QStringLiteral("%1%").arg(percent));
        a->setCheckable(true);
        a->setChecked(Settings::textPercent.get() == percent);
        textGroup->addAction(a);
        connect(a, &QAction::triggered, this, [this, percent] {
            Settings::textPercent.set(percent);
            const QScreen *s = m_window->screen();
            setTextPercent(textPercentFor(percent, s ? s->availableGeometry().height() : 1000));
        });
    }
    QAction *dark = view->addAction(tr("&Dark Theme"));
    dark->setObjectName(QStringLiteral("darkThemeAction"));
    dark->setCheckable(true);
    // The window applies the saved theme after the menus exist: the check follows the setting.
    dark->setChecked(Settings::darkTheme.get());
    connect(dark, &QAction::toggled, this, [this](bool on) {
        Settings::darkTheme.set(on);
        setDarkTheme(on);
    });
}

void LayoutController::addPanelActions(QMenu *view)
{
    m_focusMapAction = view->addAction(tr("Focus on the &Map"));
    m_focusMapAction->setObjectName(QStringLiteral("focusMapAction"));
    m_focusMapAction->setCheckable(true);
    m_focusMapAction->setShortcut(Qt::CTRL | Qt::Key_M);
    m_focusMapAction->setToolTip(tr("Hides every panel so the map fills the window; again to "
                                    "bring them back"));
    connect(m_focusMapAction, &QAction::toggled, this, &LayoutController::setFocusOnMap);
    view->addSeparator();
    for (QDockWidget *d : std::as_const(m_docks))
        view->addAction(d->toggleViewAction());
}

} // namespace hexfire
